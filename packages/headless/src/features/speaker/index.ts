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
