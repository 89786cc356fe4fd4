// Member profile rules (spec 002 §2-§9): the profile forms' rules; each part of the profile adds its module here.
// The texts (PROFILE_MESSAGES) are exported with the hooks (@ypo/headless/profile), not from the core.
export {
  PROFILE_TEXT_LENGTHS,
  EDUCATION_MAX,
  EDUCATION_ADD_BELOW,
  SHARED_ADDRESSES_MAX,
  TYPEAHEAD_LIMIT,
  FIRST_YEAR,
  yearChoices,
  canAddEducation,
  profileMaxLength,
  endAfterStart,
} from './form-rules';
// profb: the personal collections' dialogs (spec 002 §3, §5).
export {
  profileUrlRequired,
  profilePhoneOptional,
  profilePhoneRequired,
  yearOptional,
  EDUCATION_FORM,
  CONTACT_FORM,
  ADDRESS_FORM,
  FAMILY_MEMBER_FORM,
  BIOGRAPHY_MAX,
  ABOUT_ME_FORM,
  SOCIAL_NETWORK_FORM,
  EMERGENCY_CONTACT_FORM,
  ASSISTANT_FORM,
  RELATIONSHIP_FORM,
  EXTERNAL_CONNECTION_FORM,
  interestsOf,
  canShareAddress,
  EMAIL_SOFT_RESULT,
  emailSaveOutcome,
} from './personal-forms';
export type { EmailSaveOutcome } from './personal-forms';
// profc: communities, 'This URL is no longer valid', photo refusals, recommendations (the failure texts are in errors.ts, with the hooks).
export {
  RECOMMENDED_EVENTS_CACHE_MS,
  userCommunitiesOf,
  isProfileLinkInvalid,
  isPhotoRefusal,
  withDisposition,
} from './extras';
export type { RecommendationDisposition, ProfileCommunity, UserCommunities } from './extras';
// profa: the page frame's rules and the professional collections.
export { profileUrlOptional, requiredWith, unlessChecked } from './form-rules';
export {
  ABOUT_ME_FAMILY_KEYS,
  isAboutMeVisible,
  isCommunitiesVisible,
  isProfessionalExperienceVisible,
  isProfileEditMode,
  isSectionShown,
} from './sections';
export type { AboutMeContent, CommunitiesContent, ProfileEditModeInput } from './sections';
export {
  PROFESSIONAL_EXPERIENCE,
  PROFESSIONAL_ROLES,
  ACCOMPLISHMENTS,
  COMPANY_INVESTMENTS,
  TRAINING_AND_CERTIFICATIONS,
  PROFESSIONAL_COLLECTIONS,
  entryToForm,
  formToEntry,
  entryIdOf,
  monthYearText,
} from './professional';
export type {
  Accomplishment,
  CompanyInvestment,
  ProfessionalRole,
  TrainingAndCertification,
  ProfessionalExperience,
  ProfileDropdowns,
  ProfileLookupKey,
  ProfessionalEntries,
  ProfessionalCollection,
  ProfileFieldKind,
  ProfileField,
  ProfileFormValues,
  ProfessionalCollectionSpec,
} from './professional';
