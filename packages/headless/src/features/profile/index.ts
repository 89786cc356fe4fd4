// @ypo/headless/profile: the member profile (spec 002 §2-§9).
// profb: the personal collections (spec 002 §3, §5) and the texts of the profile's dialogs.
export { PROFILE_MESSAGES } from '../../core/profile/messages';
export {
  profileSectionKey,
  useEducation,
  useAddresses,
  useSocialNetworks,
  useExternalConnections,
  useRelationships,
  useFamily,
  useBiography,
  useEmergencyContact,
  useAssistant,
  useContactInformation,
} from './use-profile-personal';
export type {
  Education,
  ProfileAddress,
  SocialNetwork,
  Relationship,
  ExternalConnection,
  ContactInformation,
  Family,
  FamilyMember,
  Biography,
  EmergencyContact,
  Assistant,
  EmailSaveResult,
} from './use-profile-personal';
export { contactCardError, profilePhotoError } from '../../core/profile/errors';
// profc: photo, contact card, communities and groups, recommendations.
export { useProfilePhoto } from './use-profile-photo';
export type { ProfilePhoto } from './use-profile-photo';
export { useContactCard } from './use-contact-card';
export { memberGroupsKey, useMemberGroups, useUserCommunities, userCommunitiesKey } from './use-user-communities';
export type { ProfileCommunitySummary } from './use-user-communities';
export { recommendedEventsKey, recommendedMembersKey, useRecommendedEvents, useRecommendedMembers } from './use-recommendations';
export type { RecommendedEvent, RecommendedMember } from './use-recommendations';
// React hooks of the member profile (spec 002 §2-§9) over the rules of core/profile, with its texts.
// Each part of the profile adds its own `export ... from` lines (keep this a plain list).
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
