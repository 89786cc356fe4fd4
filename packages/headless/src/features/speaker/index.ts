// React hooks of the speaker profile and the speaker registration status (spec 002 §2, §3).
export { speakerProfileKey, useSpeakerProfile } from './use-speaker-profile';
export type { SpeakerProfile, SpeakerProfileQuery } from './use-speaker-profile';
export { speakerRegistrationStatusKey, useSpeakerRegistrationStatus } from './use-speaker-registration-status';
