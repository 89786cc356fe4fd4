import type { content } from '@ypo/sdk';
import { useCallback, useState } from 'react';
import {
  contentEmptyText, contentSearchRequest, readContentSort, writeContentSort, type ContentQuery, type ContentSort,
} from '../../core/directories/content-directory';
import type { KeyValueStorage } from '../../core/storage/session-keys';
import { useDirectorySearch, type DirectorySearchState } from './use-directory-search';

/** A content search result (spec 001 §3: contentType, contentName, contentId, communityType, communityId, mediaType, url). */
export type ContentSearchResult = content.components['schemas']['ContentSearchResult'];

/** What {@link useContentDirectory} gives: the paged results and the empty text for the query. */
export interface ContentDirectoryState extends DirectorySearchState<ContentSearchResult> {
  /** 'No results found' for a narrowed search, 'Sorry no contents found' otherwise (spec 002 §8). */
  readonly emptyText: string;
}

const contentIdOf = (result: ContentSearchResult) => result.contentId;

/**
 * The content directory (spec 002 §2, §9): `contentSearch` with the text (above 1 character), the
 * communityType and contentType filters, a valid date range and the sort, by pages of 50; a new query
 * replaces the results, `loadMore()` appends. Pass `null` to hold the search.
 */
export function useContentDirectory(query: ContentQuery | null): ContentDirectoryState {
  const state = useDirectorySearch(
    'content/contentSearch',
    query === null ? null : (pageIndex: number) => contentSearchRequest(query, pageIndex),
    (sdk, body, signal) => sdk.content.POST('/content/api/contentSearch', { body, signal }),
    contentIdOf,
  );
  return { ...state, emptyText: contentEmptyText(query ?? { text: '', filters: [] }) };
}

function sessionStorageOrUndefined(): KeyValueStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The content directory's sort, remembered for the session (spec 002 §9: Date (Most Recent) by default, or Name). */
export function useContentSort(storage: KeyValueStorage | undefined = sessionStorageOrUndefined()): readonly [ContentSort, (sort: ContentSort) => void] {
  const [sort, setSortState] = useState<ContentSort>(() => readContentSort(storage));
  const setSort = useCallback(
    (next: ContentSort) => {
      writeContentSort(storage, next);
      setSortState(next);
    },
    [storage],
  );
  return [sort, setSort] as const;
}
