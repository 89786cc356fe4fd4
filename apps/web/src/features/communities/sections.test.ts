import { describe, expect, it } from 'vitest';
import { communitySectionsOf, defaultSectionIn, sectionHref, shownSectionOf } from './sections';

const member = { isAdminView: false, canSwitch: false, isPmTeamMember: false };

describe('communitySectionsOf', () => {
  it('gives every type the feed first, /businesses its business directory first, and no officers\' tools in Member View', () => {
    expect(communitySectionsOf({ ...member, communityType: 'chapter' })).toEqual(['feed', 'featured', 'about', 'files']);
    expect(communitySectionsOf({ ...member, communityType: 'businesses' })).toEqual(['directory', 'feed', 'featured', 'about', 'files']);
    expect(communitySectionsOf({ ...member, communityType: 'chapter', canSwitch: true })).not.toContain('admin');
  });

  it.each([
    ['chapter', true],
    ['group', true],
    ['network', true],
    ['forum', false],
    ['region', false],
  ] as const)('gives a %s admin in Admin View the Admin tools: %s', (communityType, hasAdmin) => {
    expect(communitySectionsOf({ communityType, isAdminView: true, canSwitch: true, isPmTeamMember: false }).includes('admin')).toBe(hasAdmin);
  });

  it('gives a product-team member the Admin tools for the team-only tools: always without Admin View to switch to, else in Admin View', () => {
    expect(communitySectionsOf({ ...member, communityType: 'forum', isPmTeamMember: true })).toContain('admin');
    expect(communitySectionsOf({ communityType: 'forum', isAdminView: false, canSwitch: true, isPmTeamMember: true })).not.toContain('admin');
    expect(communitySectionsOf({ communityType: 'forum', isAdminView: true, canSwitch: true, isPmTeamMember: true })).toContain('admin');
  });
});

describe('the section of an address', () => {
  it('reads ?section=, falling back to the feed for none, an unknown one or one the viewer does not have', () => {
    const sections = communitySectionsOf({ ...member, communityType: 'chapter' });
    expect(shownSectionOf('?section=about', sections, 'feed')).toBe('about');
    expect(shownSectionOf('', sections, 'feed')).toBe('feed');
    expect(shownSectionOf('?section=nope', sections, 'feed')).toBe('feed');
    expect(shownSectionOf('?section=admin', sections, 'feed')).toBe('feed');
  });

  it('opens /businesses on its business directory, and a single-post link on the feed', () => {
    const businesses = communitySectionsOf({ ...member, communityType: 'businesses' });
    expect(defaultSectionIn(businesses, false)).toBe('directory');
    expect(defaultSectionIn(businesses, true)).toBe('feed');
    expect(defaultSectionIn(communitySectionsOf({ ...member, communityType: 'chapter' }), false)).toBe('feed');
  });

  it('builds each section\'s address, the default one without the parameter, keeping the other parameters', () => {
    expect(sectionHref('/chapter/c1', '', 'feed', 'feed')).toBe('/chapter/c1');
    expect(sectionHref('/chapter/c1', '?section=about', 'feed', 'feed')).toBe('/chapter/c1');
    expect(sectionHref('/chapter/c1', '', 'files', 'feed')).toBe('/chapter/c1?section=files');
    expect(sectionHref('/chapter/c1', '?postId=p&section=about', 'files', 'feed')).toBe('/chapter/c1?postId=p&section=files');
    expect(sectionHref('/businesses', '', 'feed', 'directory')).toBe('/businesses?section=feed');
  });
});
