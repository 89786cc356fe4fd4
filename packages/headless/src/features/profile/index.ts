// React hooks of the member profile (spec 002 §2-§9) over the rules of core/profile, with its texts.
// Each part of the profile adds its own `export ... from` lines (keep this a plain list).
export { PROFILE_MESSAGES } from '../../core/profile/messages';
export { canChapterAdminEditKey, useCanEditProfile } from './use-can-edit-profile';
export type { CanEditProfileInput } from './use-can-edit-profile';
export { PROFILE_DROPDOWNS_KEY, useProfileDropdowns } from './use-profile-dropdowns';
export {
  professionalCollectionKey,
  useProfessionalCollection,
  useProfessionalExperience,
  useProfessionalRoles,
  useAccomplishments,
  useCompanyInvestments,
  useTrainingAndCertifications,
} from './use-professional-collection';
export type { CollectionAnswer, CollectionChange } from './use-professional-collection';
