// React hooks of the content and community directories, the connections page and the people
// searches (spec 001 §2, §3, §9; spec 002 §2, §7, §9) over the rules of core/directories (dates,
// sort memory, communityFilters, paging and DIRECTORIES_MESSAGES: exported by `@ypo/headless/core`).
// The member directory is `@ypo/headless/directory`.
export { useContentDirectory, useContentSort } from './use-content-directory';
export type { ContentDirectoryState, ContentSearchResult } from './use-content-directory';
export { useCommunityDirectory } from './use-community-directory';
export type { CommunityDirectoryEntry } from './use-community-directory';
export type { DirectoryPageAnswer, DirectoryFacet, DirectorySearchState } from './use-directory-search';
export { connectionListKey, followListKey, useConnectionList, useFollowList } from './use-connections';
export type { PersonCard } from './use-connections';
export { useFollow } from './use-follow';
export type { FollowPayload } from './use-follow';
export { emailIdsOf, usePeopleSearch, usePersonsByEmailIds } from './use-person-search';
export type { PersonEmailMatch, PersonSummary } from './use-person-search';
export { useCommunitySuggestions, useContentSuggestions } from './use-directory-suggestions';
export type { CommunitySuggestion } from './use-directory-suggestions';
