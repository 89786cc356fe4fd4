// Speaker rules (spec 002 §2-§9): fee ranges, what cards and profiles show, and (one module each)
// the Become a Speaker form, its media, the administration lists and the directories. Exported with
// the hooks and the texts from @ypo/headless/speaker, not from /core, so the core's budget does not
// carry them (as @ypo/headless/around-me does).
export { SPEAKER_FEE_VALUES, cffFeeText, isSpeakerFeeKey, speakerFeeKeyOf, speakerFeeLabel } from './fees';
export type { SpeakerFeeKey } from './fees';
export { speakerCategories, cffRatingText, speakerLinkOf } from './display';
export type { SpeakerTopicCategory } from './display';
export {
  DEFAULT_REVIEWED_FILTER,
  REVIEWED_FILTERS,
  SPEAKER_ADMIN_PAGE_SIZE,
  applicantId,
  applicantStatusLabel,
  applicantsOf,
  applicantsQuery,
  hasMoreApplicants,
  isReviewedFilter,
  reviewConfirmText,
  withoutApplicant,
} from './admin';
export type { ReviewedFilter, ReviewedFilterOption, SpeakerApplicant, SpeakerApplicantList, SpeakerReviewDecision } from './admin';
export { SPEAKER_MENU, speakerMenuItem } from './menu';
export type { SpeakerMenuItem } from './menu';
// media (photo and presentation video)
export {
  SPEAKER_PHOTO_MAX_PIXELS,
  SPEAKER_PHOTO_UPLOAD,
  SPEAKER_VIDEO_COMMUNITY,
  SPEAKER_VIDEO_UPLOAD,
  checkSpeakerPhoto,
  checkSpeakerVideo,
  decodeImageSize,
  needsReplaceConfirm,
  presentationVideoOf,
} from './media';
export type { ExistingVideo, ImageSizeReader, PresentationVideoUpload } from './media';
