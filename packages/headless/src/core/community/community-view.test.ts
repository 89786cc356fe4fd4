import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from '../feature-messages';
import type { CommunityType } from '../permissions';
import { COMMUNITY_VIEW_LABELS, DEFAULT_COMMUNITY_VIEW, communityViewsFor, effectiveCommunityView, nonMemberMessage, type CommunityView } from './community-view';

describe('community views (spec 001 §1)', () => {
  it("labels 'Admin View' and 'Member View', Member View by default", () => {
    expect(COMMUNITY_VIEW_LABELS).toEqual({ admin: 'Admin View', member: 'Member View' });
    expect(DEFAULT_COMMUNITY_VIEW).toBe('member');
  });

  it.each<[CommunityView | undefined, boolean, CommunityView]>([
    [undefined, true, 'member'],
    ['admin', true, 'admin'],
    ['member', true, 'member'],
    ['admin', false, 'member'],
    ['member', false, 'member'],
    ['owner' as CommunityView, true, 'member'],
  ])('asked %j, admin %s: shows %j', (requested, isAdmin, view) => {
    expect(effectiveCommunityView(requested, isAdmin)).toBe(view);
  });

  it('offers the switch to admins only', () => {
    expect(communityViewsFor(true)).toEqual(['member', 'admin']);
    expect(communityViewsFor(false)).toEqual(['member']);
  });
});

describe('nonMemberMessage (spec 001 §6)', () => {
  it('shows the forum message on a forum', () => {
    expect(nonMemberMessage('forum')).toBe(FEATURE_MESSAGES.forumNonMember);
  });

  it.each<[CommunityType, string]>([
    ['chapter', 'Chapter'],
    ['network', 'Network'],
    ['champion', 'Champion community'],
    ['group', 'Group'],
  ])('shows the all-communities message with the type of a %s', (type, label) => {
    expect(nonMemberMessage(type)).toBe(FEATURE_MESSAGES.communityNonMember.replace('{type}', label));
    expect(nonMemberMessage(type).endsWith(label)).toBe(true);
  });

  it('falls back to the type name for a type without a label', () => {
    expect(nonMemberMessage('council' as CommunityType)).toContain('council');
  });
});
