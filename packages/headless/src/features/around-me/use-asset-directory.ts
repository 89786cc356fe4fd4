import { useCallback, useMemo, useRef, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { BusinessAsset } from '../../core/around-me/lists';
import { ASSET_PAGE_SIZE, INITIAL_ASSET_SEARCH, assetSearchRequest, hasMoreAssets, setAssetFilter, type AssetFilters, type AssetSearchPage, type AssetSearchState } from '../../core/around-me/search';
import { isAborted, unwrap } from '../../core/errors/unwrap';
import type { AppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useActionSignal } from '../../hooks/use-sdk-query';

// One action name for every directory load: a newer choice or page aborts the older load.
const ASSET_SEARCH = 'profiles/around-me/search-assets';

/** SWR key of page `pageIndex` of a directory search: the choice (as JSON) and the page. */
export type AssetSearchPageKey = readonly ['profiles/around-me/search-assets', string, number];

/** What {@link useAssetDirectory} gives. */
export interface AssetDirectory {
  /** The text, location and filters chosen. */
  readonly state: AssetSearchState;
  /** The approved businesses of the pages loaded so far; empty after a failed load. */
  readonly assets: BusinessAsset[];
  /** How many businesses match (all pages). */
  readonly totalCount: number;
  /** The first page of the current choice is loading. */
  readonly isLoading: boolean;
  /** A further page is loading. */
  readonly isLoadingMore: boolean;
  /** More businesses exist than are loaded. */
  readonly hasMore: boolean;
  /** The failed load (never an aborted one). */
  readonly error: AppError | undefined;
  /** Searches for a text (with its synonyms). */
  readonly setSearch: (text: string) => void;
  /** Searches near a location (city, state, country). */
  readonly setLocation: (location: string) => void;
  /** Chooses a filter ('' is any); a new establishment type clears the other type's filters. */
  readonly setFilter: <K extends keyof AssetFilters>(key: K, value: AssetFilters[K]) => void;
  /** Back to every approved business. */
  readonly clearAll: () => void;
  /** Asks for the next 50 (ignored while loading, after a failure, or when all are loaded). */
  readonly loadMore: () => void;
}

/**
 * The around-me business directory (spec 002 §1, §3, §7): approved businesses, 50 a page, searched
 * by text (the text's synonyms from get-search-synonyms are sent with it, so 'inn' finds hotels),
 * location and the filters of spec 002 §3 (region, establishment and accommodation type, cuisine,
 * price range, hotel class). POST around-me/search-assets is ours (docs/contracts.md). A failed
 * synonyms call searches the text alone; a failed search is logged and empties the list.
 */
export function useAssetDirectory(initial: AssetSearchState = INITIAL_ASSET_SEARCH): AssetDirectory {
  const sdk = useSdk();
  const [state, setState] = useState<AssetSearchState>(initial);
  const signalFor = useActionSignal(ASSET_SEARCH);
  const synonymsOf = useRef(new Map<string, readonly string[]>());
  const stateKey = JSON.stringify({ ...state, search: state.search.trim(), location: state.location.trim() });

  const getKey = useCallback(
    (pageIndex: number, previous: AssetSearchPage | null): AssetSearchPageKey | null =>
      previous !== null && !hasMoreAssets(pageIndex * ASSET_PAGE_SIZE, previous.totalCount) ? null : [ASSET_SEARCH, stateKey, pageIndex],
    [stateKey],
  );
  const swr = useSWRInfinite<AssetSearchPage, AppError, typeof getKey>(
    getKey,
    async ([, key, pageIndex]) => {
      const chosen = JSON.parse(key) as AssetSearchState;
      const signal = signalFor();
      const text = chosen.search.toLowerCase();
      let synonyms = synonymsOf.current.get(text);
      if (synonyms === undefined) {
        synonyms = text === '' ? [] : await unwrap(sdk.profiles.POST('/profiles/api/around-me/get-search-synonyms', { body: { search: chosen.search }, signal }), { swallow: [] as string[] });
        synonymsOf.current.set(text, synonyms);
      }
      const body = assetSearchRequest(chosen, synonyms, pageIndex * ASSET_PAGE_SIZE);
      return unwrap(sdk.profiles.POST('/profiles/api/around-me/search-assets', { body, signal }), { log: true });
    },
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );

  const { data, size, setSize } = swr;
  const error = swr.error === undefined || isAborted(swr.error) ? undefined : swr.error;
  const pages = useMemo(() => (error === undefined ? (data ?? []) : []), [data, error]);
  const assets = useMemo(() => pages.flatMap((p) => p.assets), [pages]);
  const totalCount = pages[0]?.totalCount ?? 0;
  const isLoadingMore = !swr.isLoading && size > 0 && data !== undefined && data[size - 1] === undefined && error === undefined;
  const hasMore = hasMoreAssets(assets.length, totalCount);

  const loadMore = useCallback(() => {
    if (swr.isLoading || isLoadingMore || error !== undefined || !hasMore) return;
    void setSize(size + 1);
  }, [error, hasMore, isLoadingMore, setSize, size, swr.isLoading]);

  return {
    state,
    assets,
    totalCount,
    isLoading: swr.isLoading,
    isLoadingMore,
    hasMore,
    error,
    setSearch: useCallback((search: string) => setState((s) => ({ ...s, search })), []),
    setLocation: useCallback((location: string) => setState((s) => ({ ...s, location })), []),
    setFilter: useCallback(<K extends keyof AssetFilters>(key: K, value: AssetFilters[K]) => setState((s) => ({ ...s, filters: setAssetFilter(s.filters, key, value) })), []),
    clearAll: useCallback(() => setState(INITIAL_ASSET_SEARCH), []),
    loadMore,
  };
}
