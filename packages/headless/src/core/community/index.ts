// Community page rules (spec 001 §2-§9), framework-free.
export { moveItem, moveItemBy, reorderMoveOf, withOrder } from './reorder';
export type { ReorderMove } from './reorder';
export { QUICK_LINKS_MAX, QUICK_LINKS_SAVE_TEXT, canAddQuickLink, quickLinkSchema, quickLinksLimitMessage } from './quick-links';
export { NEW_MEMBER_BANNER_DAYS, NEW_MEMBER_RECORD_TYPE, daysSinceJoining, showsNewMemberBanner } from './welcome-banner';
export type { NewMemberBannerInput } from './welcome-banner';
export { CHAIR_MESSAGE_SAVE_TEXT, CHAIR_MESSAGE_SHORT_TEXT_MAX, chairMessageSchema } from './chair-message';
export { COMMUNITY_VIEW_LABELS, DEFAULT_COMMUNITY_VIEW, communityViewsFor, effectiveCommunityView, nonMemberMessage } from './community-view';
export type { CommunityView } from './community-view';
export { TRANSACTION_HUB_COOKIE, hasTransactionHubAcknowledgement, transactionHubAcknowledgementCookie } from './transaction-hub';
export { communityRedirectAddress, defaultCommunityOf, isRedirectedCommunityType } from './community-route';
export type { CommunityChoice } from './community-route';
export { quickLinkGroupsOf, quickLinkItemsOf, quickLinksEditReducer, quickLinksSaveOf } from './quick-links-list';
export type { QuickLinkGroup, QuickLinkItem, QuickLinkOrder, QuickLinksEditAction, QuickLinksSave } from './quick-links-list';
export { personQuickLinkGroupsOf, personQuickLinkItemsOf, quickLinkChoicesOf, quickLinkTargetOf } from './my-quick-links';
export type { PersonQuickLinkGroup, QuickLinkTarget } from './my-quick-links';
export {
  MEMBERSHIP_NUMBER_FIELDS,
  MEMBERSHIP_REQUIREMENT_FIELDS,
  MEMBERSHIP_REQUIREMENT_LABELS,
  amountOptional,
  countOptional,
  sponsorSchema,
  transactionHubSchema,
  welcomeMessageFormOf,
  welcomeMessageOf,
  welcomeMessageSchema,
} from './chapter-content';
export type { ChapterWelcomeMessage, MembershipNumberField, MembershipRequirementField } from './chapter-content';
