/**
 * SWR key of the Businesses community's about call (GET around-me/get-business-about-community): the
 * community page and around me read the same key, so one load serves both; its `isAdmin` is the right
 * to approve or deny assets (spec 002 §6).
 */
export const BUSINESS_COMMUNITY_KEY = 'profiles/api/around-me/get-business-about-community';
