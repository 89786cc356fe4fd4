import { describe, expect, it } from 'vitest';
import { CHAPTER_STUDIO_CRUMB, isStudioTrail, studioBreadcrumbs, type StudioCrumb } from './breadcrumbs';

const manage: StudioCrumb = { key: 'manageAnnouncements', label: 'Manage announcements', href: '/manageAnnouncements' };
const create: StudioCrumb = { key: 'createAnnouncement', label: 'Create announcement', href: '/createAnnouncement' };

describe('studioBreadcrumbs (spec 001 §2)', () => {
  it('starts at the chapter studio when arriving without a trail', () => {
    expect(studioBreadcrumbs(undefined, manage)).toEqual([CHAPTER_STUDIO_CRUMB, manage]);
    expect(studioBreadcrumbs([], CHAPTER_STUDIO_CRUMB)).toEqual([CHAPTER_STUDIO_CRUMB]);
  });
  it('adds a crumb when arriving at create from elsewhere', () => {
    expect(studioBreadcrumbs([CHAPTER_STUDIO_CRUMB, manage], create)).toEqual([CHAPTER_STUDIO_CRUMB, manage, create]);
    expect(studioBreadcrumbs([CHAPTER_STUDIO_CRUMB], create)).toEqual([CHAPTER_STUDIO_CRUMB, create]);
  });
  it('drops the last crumb when arriving at manage from create', () => {
    expect(studioBreadcrumbs([CHAPTER_STUDIO_CRUMB, manage, create], manage)).toEqual([CHAPTER_STUDIO_CRUMB, manage]);
  });
  it('replaces the crumb of the same screen (another announcement)', () => {
    const other = { ...create, href: '/createAnnouncement/a' };
    expect(studioBreadcrumbs([CHAPTER_STUDIO_CRUMB, manage, create], other)).toEqual([CHAPTER_STUDIO_CRUMB, manage, other]);
  });
  it('checks a trail read from history', () => {
    expect(isStudioTrail([CHAPTER_STUDIO_CRUMB, manage])).toBe(true);
    expect(isStudioTrail([{ key: 'chapterStudio', label: 'x', href: 'javascript:alert(1)' }])).toBe(false);
    expect(isStudioTrail([{ key: 'other', label: 'x', href: '/x' }])).toBe(false);
    expect(isStudioTrail('x')).toBe(false);
  });
});
