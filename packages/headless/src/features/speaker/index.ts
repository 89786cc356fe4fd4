// The speaker area (spec 002 §2-§9): the rules of core/speaker, their texts and the React hooks over them.
export * from '../../core/speaker';
export { SPEAKER_MESSAGES } from '../../core/speaker/messages';
// React hooks of the speaker profile and the speaker registration status (spec 002 §2, §3).
export { speakerProfileKey, useSpeakerProfile } from './use-speaker-profile';
export type { SpeakerProfile, SpeakerProfileQuery } from './use-speaker-profile';
export { speakerRegistrationStatusKey, useSpeakerRegistrationStatus } from './use-speaker-registration-status';
// admin: the speaker administration (spec 002 §4, §6, §7): permission, pending count, the two applicant lists and the review.
export {
  CAN_VIEW_SPEAKER_ADMIN_KEY,
  PENDING_SPEAKERS_COUNT_KEY,
  speakerApplicantsKeyOf,
  speakerApplicantsPageKeyOf,
  useCanViewSpeakerAdmin,
  usePendingSpeakersCount,
  useSpeakerApplicants,
  useSpeakerReview,
} from './use-speaker-admin';
export type { SpeakerApplicants, SpeakerApplicantsOptions, SpeakerApplicantsPageKey, SpeakerReview } from './use-speaker-admin';
// The member part of a member speaker's profile (spec 002 §2, §7).
export { speakerPersonProfileKey, useSpeakerPersonProfile } from './use-speaker-person-profile';
// React hooks of the speaker photo and presentation video (spec 002 §5, §7-§9).
export { useSpeakerPhoto } from './use-speaker-photo';
export type { SpeakerPhoto, SpeakerPhotoOptions, SpeakerPhotoUpload } from './use-speaker-photo';
export { useSpeakerVideo } from './use-speaker-video';
export type { SpeakerVideo, SpeakerVideoOptions, SpeakerVideoOutcome, SpeakerVideoStatus } from './use-speaker-video';
// React hooks of the Speaker Directory and the CFF Directory (spec 002 §2-§4, §7, §9).
export { useSpeakerDirectory } from './use-speaker-directory';
export type { SpeakerDirectory, SpeakerDirectoryOptions, SpeakerDirectoryPageKey } from './use-speaker-directory';
export { useSpeakerTypeAhead } from './use-speaker-type-ahead';
export type { SpeakerTypeAhead } from './use-speaker-type-ahead';
// apply: the Become a Speaker / edit speaker form's lookups, state and save.
export { useSpeakerLookups } from './use-speaker-lookups';
export type { SpeakerCountry, SpeakerFeeRangeOption, SpeakerLookupItem, SpeakerTopicTree } from './use-speaker-lookups';
export { useSpeakerForm, useSpeakerSave } from './use-speaker-form';
export type { SpeakerFormOptions, SpeakerProfileExtra, SpeakerSaveMode } from './use-speaker-form';
