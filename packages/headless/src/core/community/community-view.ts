import { FEATURE_MESSAGES } from '../feature-messages';
import { kindLabels, type CommunityType } from '../permissions';

// spec 001 §1: Admin View and Member View (default member). §6: a non-member refused with status 403
// sees a forum non-member message, or an all-communities non-member message plus the community type.

/** How a community page is shown. */
export type CommunityView = 'member' | 'admin';

/** The label of each view (spec 001 §1). */
export const COMMUNITY_VIEW_LABELS: Readonly<Record<CommunityView, string>> = {
  admin: 'Admin View',
  member: 'Member View',
};

/** The view a page opens in (spec 001 §1: default Member View). */
export const DEFAULT_COMMUNITY_VIEW: CommunityView = 'member';

/** The views a viewer may switch between: both for a community admin, Member View only for anyone else. */
export function communityViewsFor(isCommunityAdmin: boolean): CommunityView[] {
  return isCommunityAdmin ? ['member', 'admin'] : ['member'];
}

/** The view to show: the one asked for when the viewer may have it, else Member View (deny by default). */
export function effectiveCommunityView(requested: CommunityView | undefined, isCommunityAdmin: boolean): CommunityView {
  return requested !== undefined && communityViewsFor(isCommunityAdmin).includes(requested) ? requested : DEFAULT_COMMUNITY_VIEW;
}

/** The text of a 403 on a community page: the forum message, or the all-communities message with the type. */
export function nonMemberMessage(communityType: CommunityType): string {
  if (communityType === 'forum') return FEATURE_MESSAGES.forumNonMember;
  return FEATURE_MESSAGES.communityNonMember.replace('{type}', kindLabels[communityType] ?? communityType);
}
