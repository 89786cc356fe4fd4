// The speaker area (spec 002 §2-§9): the rules of core/speaker, their texts and the React hooks over them.
export * from '../../core/speaker';
export { SPEAKER_MESSAGES } from '../../core/speaker/messages';
// React hooks of the speaker profile and the speaker registration status (spec 002 §2, §3).
export { speakerProfileKey, useSpeakerProfile } from './use-speaker-profile';
export type { SpeakerProfile, SpeakerProfileQuery } from './use-speaker-profile';
export { speakerRegistrationStatusKey, useSpeakerRegistrationStatus } from './use-speaker-registration-status';
// apply: the Become a Speaker / edit speaker form's lookups, state and save.
export { useSpeakerLookups } from './use-speaker-lookups';
export type { SpeakerCountry, SpeakerFeeRangeOption, SpeakerLookupItem, SpeakerTopicTree } from './use-speaker-lookups';
export { useSpeakerForm, useSpeakerSave } from './use-speaker-form';
export type { SpeakerFormOptions, SpeakerProfileExtra, SpeakerSaveMode } from './use-speaker-form';
