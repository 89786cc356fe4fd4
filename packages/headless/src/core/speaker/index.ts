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
// Speaker Directory and CFF Directory (spec 002 §2-§5, §7, §9).
export {
  CFF_DIRECTORY_FILTER, INITIAL_SPEAKER_DIRECTORY, NO_SPEAKER_RESULTS, SPEAKER_DIRECTORY_ORDER, SPEAKER_DIRECTORY_STEP, SPEAKER_RESULTS_PER_PAGE,
  SPEAKER_TYPEAHEAD_FIELDS, SPEAKER_TYPEAHEAD_LIMIT, SPEAKER_VIEW_KEY, canScrollForMore, cffCardFields, isSpeakerFilterChosen, readSpeakerDirectoryState,
  readSpeakerView, showMoreSpeakers, speakerAutocompleteRequest, speakerCardId, speakerDirectoryKey, speakerDirectoryOffset, speakerDirectoryRequest,
  speakerDirectoryResultsOf, speakerFilterGroups, speakerResultsText, speakerSearchTextOf, speakerTypeAheadRequest, speakerViewOf, toggleSpeakerFilter,
  writeSpeakerDirectoryState, writeSpeakerView,
} from './directory';
export type {
  CffCardFields, SpeakerCard, SpeakerDirectoryPage, SpeakerDirectoryRequest, SpeakerDirectoryResults, SpeakerDirectoryState, SpeakerFilter,
  SpeakerFilterItem, SpeakerTypeAheadRequest, SpeakerView,
} from './directory';
// apply: the Become a Speaker form (values, steps, rules, request body).
export {
  EMPTY_SPEAKER_FORM, SPEAKER_FORM_SCHEMA, SPEAKER_FORM_STEPS, SPEAKER_GENDERS, SPEAKER_PHONE_LIMITS, SPEAKER_SAVED_DISPLAY_MS, firstInvalidStep, speakerFormValuesOf,
  speakerProfileBody, validateSpeakerForm, validateSpeakerStep,
} from './form';
export type { SpeakerFormErrors, SpeakerFormField, SpeakerFormLookups, SpeakerFormStep, SpeakerFormStepId, SpeakerFormValues } from './form';
