import { useCallback, useMemo, useRef, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { isAborted, unwrap } from '../../core/errors/unwrap';
import {
  MY_CHAPTERS_FILTER,
  MY_EVENTS_FILTER,
  datesOf,
  isFilterChosen,
  locationOf,
  requestFilterOf,
  selectDates,
  selectLocation,
  toggleEventFilter,
  type EventDates,
  type EventFilter,
  type EventLocation,
} from '../../core/events/filters';
import {
  EVENT_PAGE_SIZE,
  INITIAL_EVENT_SEARCH,
  eventResultsOf,
  eventSearchRequest,
  eventSearchTextOf,
  freezeFacet,
  platformNameOf,
  type EventFacet,
  type EventSearchPage,
  type EventSearchState,
  type EventSortId,
  type EventSummary,
} from '../../core/events/search';
import type { AppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useActionSignal } from '../../hooks/use-sdk-query';

// One action name for every search: a newer choice or page aborts the older load (spec 001 §4).
const EVENT_SEARCH = 'events/search';

/** SWR key of page `pageIndex` of a search: the member's choice (as JSON) and the page. */
export type EventSearchPageKey = readonly ['events/search', string, number];

/** What {@link useEventSearch} gives: the results loaded so far, the choice, and the ways to change it. */
export interface EventSearch {
  /** The text, sort and filters chosen. */
  readonly state: EventSearchState;
  /** The events of the pages loaded so far; empty after a failed load (spec 001 §8). */
  readonly results: EventSummary[];
  /** How many events match the choice (all pages). */
  readonly totalCount: number;
  /** The facets, the most recently chosen one frozen (spec 001 §4). */
  readonly facets: EventFacet[];
  /** The member's registered and waitlisted event count. */
  readonly registeredCount: number;
  /** The first page of the current choice is loading (the results are replaced when it comes). */
  readonly isLoading: boolean;
  /** A further page is loading: infinite scroll is disabled meanwhile (spec 001 §4). */
  readonly isLoadingMore: boolean;
  /** More events exist: fewer are loaded than the total. */
  readonly hasMore: boolean;
  /** The failed load (never an aborted one). */
  readonly error: AppError | undefined;
  /** The 'My Events' toggle is on. */
  readonly isMyEvents: boolean;
  /** The 'My Chapter Events Only' toggle is on (the My Chapters host filter). */
  readonly isMyChapterEventsOnly: boolean;
  /** The chosen country, state and city. */
  readonly location: EventLocation;
  /** The chosen dates. */
  readonly dates: EventDates;
  /** Asks for the next 50 (ignored while loading, after a failure, or when all are loaded). */
  readonly loadMore: () => void;
  /** Searches for `text` (sent only above 1 character). */
  readonly setSearch: (text: string) => void;
  /** Sorts by one of the sort options. */
  readonly setSort: (sort: EventSortId) => void;
  /** Turns a category of facet `facetKey` (or a type-ahead suggestion) on or off; that facet is then frozen. */
  readonly toggle: (facetKey: string, item: EventFilter, on: boolean) => void;
  /** Chooses a country, state or city (a default or `null` removes that level); the Location facet is then frozen. */
  readonly selectLocation: (level: keyof EventLocation, value: string | null) => void;
  /** Replaces the dates as a pair. */
  readonly selectDates: (dates: EventDates) => void;
  /** Turns 'My Events' on or off. */
  readonly setMyEvents: (on: boolean) => void;
  /** Turns 'My Chapter Events Only' on or off. */
  readonly setMyChapterEventsOnly: (on: boolean) => void;
  /** Removes every filter ('Clear All'). */
  readonly clearAll: () => void;
  /** Loads the current choice again. */
  readonly reload: () => void;
}

interface Choice {
  readonly search: EventSearchState;
  /** The most recently chosen facet and the facets shown when it was chosen. */
  readonly frozen: { readonly key: string; readonly facets: readonly EventFacet[] } | null;
  /** Counts the choices: each one is a new initial load, never an earlier answer from the cache. */
  readonly generation: number;
}

const START: Choice = { search: INITIAL_EVENT_SEARCH, frozen: null, generation: 0 };
const userAgent = () => (typeof navigator === 'undefined' ? '' : navigator.userAgent);

/**
 * The event directory search (spec 001 §2-§4, §8, §9; POST events/api/eventsearch): starts from the
 * unfiltered events sorted Recommended; each change of text, sort or filters loads the first 50
 * again and replaces the results; `loadMore()` appends the next 50 (offset +50) while fewer are
 * loaded than the total, and does nothing while a page loads. Choosing a facet category freezes that
 * facet. A newer load aborts the older one (never shown as an error); a failed load is logged and
 * clears the list.
 */
export function useEventSearch(): EventSearch {
  const sdk = useSdk();
  const [choice, setChoice] = useState<Choice>(START);
  const signalFor = useActionSignal(EVENT_SEARCH);
  // The registered count of the newest answer goes with the next request (spec 001 §3), not in the key.
  const registered = useRef(0);
  const state = choice.search;
  // Text of 1 character or less is sent as empty (spec 001 §3): typing it loads nothing new.
  const stateKey = JSON.stringify({ ...state, search: eventSearchTextOf(state.search), filters: state.filters.map(requestFilterOf), generation: choice.generation });

  const getKey = useCallback(
    (pageIndex: number, previous: EventSearchPage | null): EventSearchPageKey | null =>
      previous !== null && (previous.results.length === 0 || pageIndex * EVENT_PAGE_SIZE >= previous.totalCount) ? null : [EVENT_SEARCH, stateKey, pageIndex],
    [stateKey],
  );
  const swr = useSWRInfinite<EventSearchPage, AppError, typeof getKey>(
    getKey,
    async ([, key, pageIndex]) => {
      const body = eventSearchRequest(JSON.parse(key) as EventSearchState, {
        skip: pageIndex * EVENT_PAGE_SIZE,
        platformName: platformNameOf(userAgent()),
        registeredCount: registered.current,
      });
      const page = await unwrap(sdk.events.POST('/events/api/eventsearch', { body, signal: signalFor() }), { log: true });
      registered.current = page.userRegisteredAndWaitlistedEventCount;
      return page;
    },
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );

  const { data, size, setSize } = swr;
  const error = swr.error === undefined || isAborted(swr.error) ? undefined : swr.error;
  const loaded = useMemo(() => eventResultsOf(error === undefined ? (data ?? []) : []), [data, error]);
  const isLoadingMore = !swr.isLoading && size > 0 && data !== undefined && data[size - 1] === undefined && error === undefined;
  const facets = useMemo(
    () => freezeFacet(choice.frozen?.facets ?? [], loaded.facets, choice.frozen?.key ?? null, state.filters),
    [choice.frozen, loaded.facets, state.filters],
  );
  const shown = useRef(facets);
  shown.current = facets;

  const change = useCallback((next: (search: EventSearchState) => EventSearchState, frozenKey?: string) => {
    setChoice((current) => {
      const search = next(current.search);
      const isSame = JSON.stringify({ ...search, search: eventSearchTextOf(search.search) }) === JSON.stringify({ ...current.search, search: eventSearchTextOf(current.search.search) });
      return {
      search,
      generation: isSame ? current.generation : current.generation + 1,
      frozen: frozenKey === undefined ? current.frozen : current.frozen?.key === frozenKey ? current.frozen : { key: frozenKey, facets: shown.current },
      };
    });
  }, []);

  const loadMore = useCallback(() => {
    if (!loaded.hasMore || swr.isLoading || isLoadingMore || error !== undefined) return;
    void setSize((current) => current + 1);
  }, [error, isLoadingMore, loaded.hasMore, setSize, swr.isLoading]);

  return {
    state,
    results: loaded.results,
    totalCount: loaded.totalCount,
    facets,
    registeredCount: loaded.registeredCount,
    isLoading: swr.isLoading,
    isLoadingMore,
    hasMore: loaded.hasMore,
    error,
    isMyEvents: isFilterChosen(state.filters, MY_EVENTS_FILTER),
    isMyChapterEventsOnly: isFilterChosen(state.filters, MY_CHAPTERS_FILTER),
    location: locationOf(state.filters),
    dates: datesOf(state.filters),
    loadMore,
    setSearch: (text) => change((s) => ({ ...s, search: text })),
    setSort: (sort) => change((s) => ({ ...s, sort })),
    toggle: (facetKey, item, on) => change((s) => ({ ...s, filters: toggleEventFilter(s.filters, item, on) }), facetKey),
    selectLocation: (level, value) => change((s) => ({ ...s, filters: selectLocation(s.filters, level, value) }), 'Location'),
    selectDates: (dates) => change((s) => ({ ...s, filters: selectDates(s.filters, dates) }), 'Date'),
    setMyEvents: (on) => change((s) => ({ ...s, filters: toggleEventFilter(s.filters, MY_EVENTS_FILTER, on) })),
    setMyChapterEventsOnly: (on) => change((s) => ({ ...s, filters: toggleEventFilter(s.filters, MY_CHAPTERS_FILTER, on) }), 'Host'),
    clearAll: () => setChoice((current) => ({ search: { ...current.search, filters: [] }, frozen: null, generation: current.generation + 1 })),
    reload: () => void swr.mutate(),
  };
}
