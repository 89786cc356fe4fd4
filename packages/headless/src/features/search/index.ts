// React hooks of the integrated search page (ypoSearch, spec 002 §3, §7) over the rules of core/search.
export { integratedSearchKey, useIntegratedSearch } from './use-integrated-search';
export type { IntegratedSearchKind } from './use-integrated-search';
export { useSearchTracking } from './use-search-tracking';
export type { SearchTrackingInput } from './use-search-tracking';
export { SEARCH_MESSAGES, seeAllOf } from '../../core/search/messages';
export { showingResults } from '../../core/directory/messages';
