// The waiver workflow (spec 002 §2-§9): the rules of core/waiver (the machine) and their texts; the
// React hooks over them join here.
export * from '../../core/waiver';
export { WAIVER_MESSAGES } from '../../core/waiver/messages';
// details: one waiver's details and viewer, the panel and mail recipients, and the workflow actions (spec 002 §4, §6-§9).
export {
  WAIVER_PRP_ROLE_KEY,
  WAIVER_REVIEW_MEMBERS_KEY,
  useWaiverDetails,
  useWaiverMailRecipients,
  useWaiverReviewMembers,
  waiverDetailsKey,
  waiverMailRecipientsKey,
} from './use-waiver-details';
export type { WaiverDetails, WaiverDetailsAnswer, WaiverDetailsOptions, WaiverReviewMember } from './use-waiver-details';
export { useWaiverActions } from './use-waiver-actions';
export type { WaiverActionDone, WaiverActionRequest, WaiverActions, WaiverActionTarget, WaiverDetailsAction } from './use-waiver-actions';
// The chapter's waiver form (spec 002 §3-§5, §7-§9): lookups, the lead's waiver, draft and submit, attachments.
export { useWaiverForm, useWaiverLookups, waiverFormKey, WAIVER_CHAPTER_VIEW } from './use-waiver-form';
export type { WaiverAttachment, WaiverFormOptions } from './use-waiver-form';
// list: the waiver lists of each view and the waiver search (spec 002 §4, §6-§9).
export { WAIVER_REQUESTS_PATH, useWaiverList, waiverListPageKeyOf } from './use-waiver-list';
export type { WaiverList, WaiverListOptions, WaiverListPageKey } from './use-waiver-list';
export { WAIVER_SEARCH_PATH, useWaiverSearch } from './use-waiver-search';
export type { WaiverSearch } from './use-waiver-search';
export { usePrpRole } from './use-prp-role';
export { useWaiverListAccess } from './use-waiver-list-access';
export type { PrpRoleLinks } from './use-prp-role';
