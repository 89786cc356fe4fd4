// Content and community directory rules, connections and the directory paging (spec 001 §2, §3,
// §8, §9; spec 002 §2, §8, §9). The texts are DIRECTORIES_MESSAGES (this folder's catalogue).
export { DIRECTORIES_MESSAGES, resultCountText } from './messages';
export type { DirectoriesMessageKey } from './messages';
export { DIRECTORY_PAGE_SIZE, canLoadMore, directoryOffset, isFilterSelected, mergePages, searchTextOf, toggleFilter } from './paging';
export type { DirectoryFilter, LoadMoreState } from './paging';
export {
  CONTENT_FILTER_KEYS, CONTENT_SORTS, CONTENT_SORT_KEY, DEFAULT_CONTENT_SORT, contentDateProblems, contentDateRangeLabel, contentEmptyText,
  contentSearchRequest, isContentDateRangeValid, parseContentDate, readContentSort, writeContentSort,
} from './content-directory';
export type { ContentDateProblems, ContentDates, ContentQuery, ContentSort } from './content-directory';
export { contentResultHref } from './content-links';
export type { ContentResultTarget } from './content-links';
export {
  COMMUNITY_FILTER_KEYS, COMMUNITY_SORT, communityDirectoryLinkOf, communityFilterList, communitySearchRequest, parseCommunityDirectoryQuery,
  parseCommunityFilters, toggleCommunityFilter,
} from './community-directory';
export type { CommunityDirectoryQuery, CommunityFilterKey, CommunityFilters } from './community-directory';
export { DIRECTORY_TYPEAHEAD_LIMIT, cutTypeAhead, directoryTypeAheadRequest } from './type-ahead';
