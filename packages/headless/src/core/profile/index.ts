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
// profc: communities, 'This URL is no longer valid', photo refusals, recommendations (the failure texts are in errors.ts, with the hooks).
export {
  RECOMMENDED_EVENTS_CACHE_MS,
  userCommunitiesOf,
  isProfileLinkInvalid,
  isPhotoRefusal,
  withDisposition,
} from './extras';
export type { RecommendationDisposition, ProfileCommunity, UserCommunities } from './extras';
