import type { communities } from '@ypo/sdk';
import { communitySearchRequest, type CommunityDirectoryQuery } from '../../core/directories/community-directory';
import { useDirectorySearch, type DirectorySearchState } from './use-directory-search';

/** A community directory entry (id, name, communityType, keywords, typeIcons). */
export type CommunityDirectoryEntry = communities.components['schemas']['CommunityDirectoryEntry'];

const communityIdOf = (entry: CommunityDirectoryEntry) => entry.id;

/**
 * The community directory (spec 001 §2, §3, §9; spec 002 §2, §9): `communitySearch` with the search
 * text (above 1 character), the CommunityType, CommunityFocus and EligibilityRequirements filters and
 * the fixed sort, by pages of 50; a new query replaces the results, `loadMore()` appends. Pass
 * `null` to hold the search.
 */
export function useCommunityDirectory(query: Pick<CommunityDirectoryQuery, 'communitySearchText' | 'filters'> | null): DirectorySearchState<CommunityDirectoryEntry> {
  return useDirectorySearch(
    'communities/communitySearch',
    query === null ? null : (pageIndex: number) => communitySearchRequest(query, pageIndex),
    (sdk, body, signal) => sdk.communities.POST('/communities/api/communitysearch', { body, signal }),
    communityIdOf,
  );
}
