// The member profile's hooks (@ypo/headless/profile, spec 002 §2-§9) and its texts.
export { PROFILE_MESSAGES } from '../../core/profile/messages';
export { contactCardError, profilePhotoError } from '../../core/profile/errors';
// profc: photo, contact card, communities and groups, recommendations.
export { useProfilePhoto } from './use-profile-photo';
export type { ProfilePhoto } from './use-profile-photo';
export { useContactCard } from './use-contact-card';
export { memberGroupsKey, useMemberGroups, useUserCommunities, userCommunitiesKey } from './use-user-communities';
export type { ProfileCommunitySummary } from './use-user-communities';
export { recommendedEventsKey, recommendedMembersKey, useRecommendedEvents, useRecommendedMembers } from './use-recommendations';
export type { RecommendedEvent, RecommendedMember } from './use-recommendations';
