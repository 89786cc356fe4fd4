import { useMemo } from 'react';
import { WAIVER_VIEWS, waiverListRow, waiverSearchQuery, type WaiverItem, type WaiverListRow, type WaiverListView } from '../../core/waiver/lists';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** The path part of every waiver search key (search/{viewType}). */
export const WAIVER_SEARCH_PATH = 'waiver/api/waivers/search';

/** What {@link useWaiverSearch} gives. */
export interface WaiverSearch {
  /** A text worth searching is given (longer than 1 character): its results show instead of the list. */
  readonly isSearching: boolean;
  /** The search is loading. */
  readonly isLoading: boolean;
  /** The matching waivers as rows; empty while loading and after a failure (swallowed). */
  readonly rows: WaiverListRow[];
}

/**
 * The waiver search of a view (spec 002 §7: GET search/{viewType}?communityId&searchToken): the text
 * is sent only when longer than 1 character (spec 002 §5); every result is shown. spec 002 §8: 'Some
 * calls swallow errors: … waiver search': a failure is logged and reads as no results. A newer text
 * aborts the older search.
 */
export function useWaiverSearch(view: WaiverListView, text: string, communityId?: string): WaiverSearch {
  const { viewType } = WAIVER_VIEWS[view];
  const query = waiverSearchQuery(text, communityId);
  const swr = useSdkQuery<WaiverItem[]>(
    query === undefined ? null : [WAIVER_SEARCH_PATH, viewType, query.communityId ?? '', query.searchToken ?? ''],
    (sdk, signal) => sdk.waiver.GET('/waiver/api/waivers/search/{viewType}', { params: { path: { viewType }, query: query ?? {} }, signal }),
    // The failure is logged and never given out: it reads as no results (the swallow rule).
    { name: `${WAIVER_SEARCH_PATH}/${view}`, unwrap: { log: true } },
  );
  const rows = useMemo(() => (swr.error === undefined ? (swr.data ?? []) : []).map((item) => waiverListRow(view, item)), [swr.data, swr.error, view]);
  return { isSearching: query !== undefined, isLoading: query !== undefined && swr.isLoading, rows };
}
