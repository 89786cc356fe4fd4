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
