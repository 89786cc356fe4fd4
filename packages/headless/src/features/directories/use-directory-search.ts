import type { Sdk } from '@ypo/sdk';
import { useCallback, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { DIRECTORY_PAGE_SIZE, canLoadMore, mergePages } from '../../core/directories/paging';
import { isAborted, unwrap, type SdkResult } from '../../core/errors/unwrap';
import type { AppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useActionSignal } from '../../hooks/use-sdk-query';

/** A facet of a directory's filter ribbon (`searchRibbonGroup`): its key and its values with counts. */
export interface DirectoryFacet {
  /** The facet's filter key. */
  readonly key: string;
  /** Its values, with count and whether selected. */
  readonly categories: readonly {
    readonly label?: string;
    readonly filterKey: string;
    readonly filterValue: string;
    readonly count?: number;
    readonly checked?: boolean;
  }[];
}

/** One page of a directory search as the directory calls answer it. */
export interface DirectoryPageAnswer<T> {
  /** The results of the page. */
  readonly searchResults: readonly T[];
  /** The total of the query. */
  readonly totalResultCount: number;
  /** The facets of the query, when the server sends them. */
  readonly searchRibbonGroup?: readonly DirectoryFacet[];
}

/** What a directory search hook gives: the results of the pages loaded so far and the paging state. */
export interface DirectorySearchState<T> {
  /** Every result loaded so far, each id once (spec 002 §9). */
  readonly results: readonly T[];
  /** The total the server reports (0 before the first answer). */
  readonly total: number;
  /** The facets of the first page (the filter ribbon); the last answer's while a new search loads. */
  readonly ribbon: readonly DirectoryFacet[];
  /** The failed load, if the last one failed (never an aborted one). */
  readonly error: AppError | undefined;
  /** The first page is loading. */
  readonly isLoading: boolean;
  /** A page asked for is still loading. */
  readonly isLoadingMore: boolean;
  /** More results exist than loaded and nothing is loading (spec 002 §9: infinite scroll disabled while loading). */
  readonly hasMore: boolean;
  /** Asks for the next page (ignored while loading, after a failure, or when all are loaded). */
  readonly loadMore: () => void;
}

type PageKey = readonly [string, string, number];

/**
 * A paged directory search (spec 001 §9, spec 002 §9): `requestOf(pageIndex)` is the body of a page
 * (null holds the search); a new request replaces the results (the first page again), `loadMore()`
 * appends the next page of 50 while fewer than the total are loaded. Under one action name, so a
 * newer search or leaving the screen aborts the older load (spec 001 §4).
 */
export function useDirectorySearch<T, B>(
  name: string,
  requestOf: ((pageIndex: number) => B) | null,
  read: (sdk: Sdk, body: B, signal: AbortSignal) => Promise<SdkResult<DirectoryPageAnswer<T>>>,
  idOf: (item: T) => string,
): DirectorySearchState<T> {
  const sdk = useSdk();
  const signalFor = useActionSignal(requestOf === null ? null : name);
  const base = requestOf === null ? null : JSON.stringify(requestOf(0));
  const getKey = (pageIndex: number, previous: DirectoryPageAnswer<T> | null): PageKey | null => {
    if (base === null) return null;
    if (previous !== null && (previous.searchResults.length === 0 || pageIndex * DIRECTORY_PAGE_SIZE >= previous.totalResultCount)) return null;
    return [name, base, pageIndex];
  };
  const swr = useSWRInfinite<DirectoryPageAnswer<T>, AppError, typeof getKey>(
    getKey,
    // requestOf is only null when getKey holds the search.
    ([, , pageIndex]) => unwrap(read(sdk, (requestOf as (pageIndex: number) => B)(pageIndex), signalFor())),
    { revalidateFirstPage: false },
  );
  const { data, size, setSize } = swr;
  const error = swr.error === undefined || isAborted(swr.error) ? undefined : swr.error;
  const results = useMemo(() => (error === undefined ? mergePages((data ?? []).map((page) => page.searchResults), idOf) : []), [data, error, idOf]);
  const total = data?.[0]?.totalResultCount ?? 0;
  const isLoadingMore = size > 1 && data !== undefined && data[size - 1] === undefined && error === undefined;
  const isLoading = base !== null && swr.isLoading;
  const asked = (data ?? []).reduce((sum, page) => sum + page.searchResults.length, 0);
  const hasMore = error === undefined && canLoadMore({ loaded: asked, total, isLoading: isLoading || isLoadingMore });
  const loadMore = useCallback(() => {
    if (!hasMore) return;
    void setSize((current) => current + 1);
  }, [hasMore, setSize]);
  // The ribbon of the last answer stays while a new search loads, so the filters do not vanish under the pointer.
  const lastRibbon = useRef<readonly DirectoryFacet[]>([]);
  const first = data?.[0];
  if (first !== undefined) lastRibbon.current = first.searchRibbonGroup ?? [];
  return { results, total, ribbon: base === null ? [] : lastRibbon.current, error, isLoading, isLoadingMore, hasMore, loadMore };
}
