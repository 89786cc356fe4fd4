// Speaker rules (spec 002 §2-§9): fee ranges, what cards and profiles show, and (one module each)
// the Become a Speaker form, its media, the administration lists and the directories. Exported with
// the hooks and the texts from @ypo/headless/speaker, not from /core, so the core's budget does not
// carry them (as @ypo/headless/around-me does).
export { SPEAKER_FEE_VALUES, isSpeakerFeeKey, speakerFeeKeyOf, speakerFeeLabel } from './fees';
export type { SpeakerFeeKey } from './fees';
export { speakerCategories, cffRatingText } from './display';
export type { SpeakerTopicCategory } from './display';
// apply: the Become a Speaker form (values, steps, rules, request body).
export {
  EMPTY_SPEAKER_FORM, SPEAKER_FORM_SCHEMA, SPEAKER_FORM_STEPS, SPEAKER_GENDERS, SPEAKER_PHONE_LIMITS, SPEAKER_SAVED_DISPLAY_MS, firstInvalidStep, speakerFormValuesOf,
  speakerProfileBody, validateSpeakerForm, validateSpeakerStep,
} from './form';
export type { SpeakerFormErrors, SpeakerFormField, SpeakerFormLookups, SpeakerFormStep, SpeakerFormStepId, SpeakerFormValues } from './form';
