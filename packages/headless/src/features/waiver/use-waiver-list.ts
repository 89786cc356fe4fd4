import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { mergePages } from '../../core/directories/paging';
import { isAborted, unwrap } from '../../core/errors/unwrap';
import type { AppError } from '../../core/messages';
import {
  DEFAULT_WAIVER_SORT,
  WAIVER_VIEWS,
  hasMoreWaivers,
  waiverListError,
  waiverListRow,
  waiverRequestsQuery,
  type WaiverItem,
  type WaiverListFilter,
  type WaiverListQuery,
  type WaiverListRow,
  type WaiverListSort,
  type WaiverListView,
} from '../../core/waiver/lists';
import { useSdk } from '../../hooks/sdk-context';
import { useActionSignal } from '../../hooks/use-sdk-query';

/** The path part of every waiver list key (get-requests): writes that change a waiver revalidate the keys holding it. */
export const WAIVER_REQUESTS_PATH = 'waiver/api/waivers/get-requests';

/** SWR key of one page of a waiver list: the path, the viewType, the chapter or region, the sort, the filter, the prospect and the page. */
export type WaiverListPageKey = readonly [string, string, string, WaiverListSort, WaiverListFilter | '', string, number];

/** The SWR key builder of a list's pages; `null` once a page came back short (spec 002 §4, §9). */
export function waiverListPageKeyOf(view: WaiverListView, query: WaiverListQuery = {}) {
  const base = [WAIVER_REQUESTS_PATH, WAIVER_VIEWS[view].viewType, query.communityId ?? '', query.sortType ?? DEFAULT_WAIVER_SORT, query.filterBy ?? '', query.leadId ?? ''] as const;
  return (pageIndex: number, previous: readonly WaiverItem[] | null): WaiverListPageKey | null =>
    previous !== null && !hasMoreWaivers(previous.length) ? null : [...base, pageIndex];
}

/** Options of {@link useWaiverList}. */
export interface WaiverListOptions {
  /** `false` holds every load (e.g. while a search shows instead). */
  readonly isEnabled?: boolean;
}

/** What {@link useWaiverList} gives. */
export interface WaiverList {
  /** The rows of every page loaded, each waiver once, in page order. */
  readonly rows: WaiverListRow[];
  /** The first page is loading. */
  readonly isLoading: boolean;
  /** A further page is loading. */
  readonly isLoadingMore: boolean;
  /** The last page was full (20): there may be more. */
  readonly hasMore: boolean;
  /** Loaded, no failure, and nothing to show ('No waivers to display.', spec 002 §8). */
  readonly isEmpty: boolean;
  /**
   * The failed load (never an aborted one): 'Insufficient permissions to view waiverList' when the
   * server refuses the view (code `forbidden`), else 'Error in loading the list of waivers. Please
   * try reloading the page.' A failure empties the list.
   */
  readonly error: AppError | undefined;
  /** Loads the next page (ignored while loading, after a failure, or once a page came back short). */
  readonly loadMore: () => void;
  /** Loads the list again from its first page (e.g. after a failure). */
  readonly reload: () => void;
}

/**
 * A waiver list (spec 002 §4, §6-§9): GET get-requests/{viewType} with pageNumber (from 1), the
 * chapter or region (communityId), sortType (Last Updated unless chosen), filterBy and leadId; 20 a
 * page, and `loadMore()` asks for the next page until one comes back with fewer than 20. Each row
 * carries its labels and the links the machine allows the view's role (core/waiver/lists.ts). A
 * failure is logged ('Most calls log the error and rethrow it'); a newer sort or filter, or leaving
 * the page, aborts the pending load. Each visit loads the list again.
 */
export function useWaiverList(view: WaiverListView, query: WaiverListQuery = {}, { isEnabled = true }: WaiverListOptions = {}): WaiverList {
  const sdk = useSdk();
  const { communityId, sortType, filterBy, leadId } = query;
  const getKey = useMemo(() => waiverListPageKeyOf(view, { communityId, sortType, filterBy, leadId }), [view, communityId, sortType, filterBy, leadId]);
  const signalFor = useActionSignal(isEnabled ? `${WAIVER_REQUESTS_PATH}/${view}` : null);
  const swr = useSWRInfinite<WaiverItem[], AppError, typeof getKey>(
    isEnabled ? getKey : () => null,
    ([, viewType, community, sort, filter, lead, pageIndex]) =>
      unwrap(
        sdk.waiver.GET('/waiver/api/waivers/get-requests/{viewType}', {
          params: { path: { viewType }, query: waiverRequestsQuery(pageIndex, { communityId: community, sortType: sort, filterBy: filter || undefined, leadId: lead }) },
          signal: signalFor(),
        }),
        { log: true, toError: waiverListError },
      ),
    // Coming back to a list (from a waiver's details or the form) loads its pages again: waivers move on between visits.
    { revalidateFirstPage: false, revalidateOnFocus: false, revalidateOnMount: true },
  );
  const { data, size, setSize, mutate } = swr;
  const error = swr.error === undefined || isAborted(swr.error) ? undefined : swr.error;
  const rows = useMemo(
    () => (error === undefined ? mergePages(data ?? [], (item) => item.id).map((item) => waiverListRow(view, item)) : []),
    [data, error, view],
  );
  const last = data?.at(-1);
  const hasMore = error === undefined && last !== undefined && hasMoreWaivers(last.length);
  const isLoadingMore = size > 1 && data !== undefined && data[size - 1] === undefined && error === undefined;
  const isLoading = isEnabled && swr.isLoading;
  const loadMore = useCallback(() => {
    if (!hasMore || isLoadingMore || swr.isLoading) return;
    void setSize((current) => current + 1);
  }, [hasMore, isLoadingMore, setSize, swr.isLoading]);
  const reload = useCallback(() => {
    void setSize(1).then(() => mutate());
  }, [mutate, setSize]);
  const isEmpty = isEnabled && !isLoading && error === undefined && data !== undefined && rows.length === 0;
  return { rows, isLoading, isLoadingMore, hasMore, isEmpty, error, loadMore, reload };
}
