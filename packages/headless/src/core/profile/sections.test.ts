import { describe, expect, it } from 'vitest';
import { isAboutMeVisible, isCommunitiesVisible, isProfessionalExperienceVisible, isProfileEditMode, isSectionShown } from './sections';

describe('profile section visibility (spec 002 §2)', () => {
  it.each([
    [{}, false],
    [{ biography: '   ' }, false],
    [{ biography: 'Leads a family company.' }, true],
    [{ familyKeys: ['Parent', 'Sibling'] }, false],
    [{ familyKeys: ['Child'] }, true],
    [{ familyKeys: [' spouse/partner '] }, true],
    [{ familyInterestCount: 0 }, false],
    [{ familyInterestCount: 2 }, true],
  ])('About me for %j: %s', (content, visible) => {
    expect(isAboutMeVisible(content)).toBe(visible);
  });

  it.each([
    [{}, false],
    [{ chapterCount: 0, regionCount: 0, networkCount: 0 }, false],
    [{ chapterCount: 1 }, true],
    [{ regionCount: 1 }, true],
    [{ networkCount: 3 }, true],
  ])('Communities for %j: %s', (content, visible) => {
    expect(isCommunitiesVisible(content)).toBe(visible);
  });

  it.each([
    [undefined, false],
    [[], false],
    [[{ isActive: false }, { isActive: null }], false],
    [[{ isActive: false }, { isActive: true }], true],
  ])('Professional experience for %j: %s', (entries, visible) => {
    expect(isProfessionalExperienceVisible(entries)).toBe(visible);
  });

  it('shows every section in edit mode, and only those with content otherwise', () => {
    expect(isSectionShown(false, true)).toBe(true);
    expect(isSectionShown(false, false)).toBe(false);
    expect(isSectionShown(true, false)).toBe(true);
  });
});

describe('profile edit mode (spec 002 §2, §6)', () => {
  const amara = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
  const bruno = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
  it.each([
    ['the owner asking for it', { requestedMode: 'edit', viewerId: amara.toUpperCase(), memberId: amara }, true],
    ['the owner without mode=edit', { requestedMode: null, viewerId: amara, memberId: amara }, false],
    ['an allowed chapter admin', { requestedMode: 'edit', viewerId: bruno, memberId: amara, canChapterAdminEdit: true }, true],
    ['a chapter admin the server refuses', { requestedMode: 'edit', viewerId: bruno, memberId: amara, canChapterAdminEdit: false }, false],
    ['anyone while the server has not answered', { requestedMode: 'edit', viewerId: bruno, memberId: amara }, false],
    ['an unknown viewer', { requestedMode: 'edit', viewerId: undefined, memberId: amara }, false],
    ['another mode', { requestedMode: 'view', viewerId: amara, memberId: amara }, false],
  ])('%s', (_name, input, isEdit) => {
    expect(isProfileEditMode(input)).toBe(isEdit);
  });
});
