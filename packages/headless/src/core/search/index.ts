// Integrated search rules (ypoSearch, spec 002 §3, §7): tracking payloads, one-click search, tile links.
export {
  INTEGRATED_SEARCH_TYPE, RESULTS_PER_KIND_PREVIEW, SEARCH_KINDS, isSearchable, offersOneClick, personDisplayName, platformName, searchFieldOf,
  searchKindOf, searchTrackingPayload, shownKinds, tileHref, tileKeyOf, tileTextOf, tileTrackingPayload, visibleResults, ypoSearchHref,
} from './integrated-search';
export type {
  IntegratedCommunityResult, IntegratedContentResult, IntegratedEventResult, IntegratedPersonResult, SearchKind, SearchResultOf, SearchTrackingContext,
  SearchTrackingPayload,
} from './integrated-search';
