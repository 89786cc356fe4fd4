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
