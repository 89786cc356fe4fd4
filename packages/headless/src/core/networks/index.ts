// Network and group rules (spec 001 §1, §2, §4, §5, §8, §9), framework-free.
export { NETWORK_LANDING_TYPES, isConsolidatedCommunity, isNetworkLandingType, networkLandingTypeOf, networkTypeCounts, networksOfType } from './network-landing';
export type { NetworkLandingType } from './network-landing';
export { NETWORK_ADMIN_PANELS, networkAdminPanelsReducer } from './admin-panels';
export type { NetworkAdminPanel, NetworkAdminPanelsAction, NetworkAdminPanelsState } from './admin-panels';
export {
  BULK_INVITE_CONFIRM_KEY,
  EMPTY_BULK_INVITE,
  bulkInviteErrors,
  bulkInviteReducer,
  canSendBulkInvite,
  inviteOutcomeOf,
  notProfileEmailsOf,
  parseInviteEmails,
} from './invites';
export type { BulkInviteAction, BulkInviteState, InviteOutcome } from './invites';
export { isJoinAnswer, isLastAdminChange, membershipStateOf } from './join';
export type { JoinAnswer, MembershipState } from './join';
