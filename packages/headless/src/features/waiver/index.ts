// The waiver workflow (spec 002 §2-§9): the rules of core/waiver (the machine) and their texts; the
// React hooks over them join here.
export * from '../../core/waiver';
export { WAIVER_MESSAGES } from '../../core/waiver/messages';
// The chapter's waiver form (spec 002 §3-§5, §7-§9): lookups, the lead's waiver, draft and submit, attachments.
export { useWaiverForm, useWaiverLookups, waiverFormKey, waiverStateOf, WAIVER_CHAPTER_VIEW } from './use-waiver-form';
export type { WaiverAttachment, WaiverFormOptions } from './use-waiver-form';
