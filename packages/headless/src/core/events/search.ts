// The event directory search (spec 001 §3, §4, §9): the request exactly as the spec lists it,
// paging by 50, the frozen facet, the sort options, and entering the directory.
import type { communities, events } from '@ypo/sdk';
import { isFilterChosen, requestFilterOf, type EventFilter } from './filters';

/** The event search request (openapi/events.yaml `EventSearchRequest`). */
export type EventSearchRequest = events.components['schemas']['EventSearchRequest'];
/** One page of the event search (openapi/events.yaml `EventSearchResult`). */
export type EventSearchPage = events.components['schemas']['EventSearchResult'];
/** A facet: a ribbon group with key and categories. */
export type EventFacet = events.components['schemas']['SearchRibbonGroup'];
/** An event card of the search. */
export type EventSummary = events.components['schemas']['Event'];
/** The event directory type-ahead request (openapi/communities.yaml `TypeAheadRequest`). */
export type EventTypeAheadRequest = communities.components['schemas']['TypeAheadRequest'];

/** spec 001 §9: event search page size and offset step. */
export const EVENT_PAGE_SIZE = 50;
/** spec 001 §9: type-ahead lists are cut to 100. */
export const EVENT_TYPEAHEAD_LIMIT = 100;

/** The sort options of the event directory (spec 001 §9). */
export const EVENT_SORT_OPTIONS = [
  { id: 'Recommended', label: 'Recommended', orderBy: { sortField: 'Recommended', direction: 'asc' } },
  { id: 'MostRecent', label: 'Most Recent', orderBy: { sortField: 'StartDateTime', direction: 'asc' } },
  { id: 'EventName', label: 'Event Name', orderBy: { sortField: 'EventName', direction: 'asc' } },
] as const;

/** One of {@link EVENT_SORT_OPTIONS}. */
export type EventSortId = (typeof EVENT_SORT_OPTIONS)[number]['id'];

/** spec 001 §9: Recommended is the default sort. */
export const DEFAULT_EVENT_SORT: EventSortId = 'Recommended';

/** What the member chose: the text, the sort and the filters. */
export interface EventSearchState {
  /** What the member typed. */
  readonly search: string;
  /** The chosen sort. */
  readonly sort: EventSortId;
  /** The selected filters. */
  readonly filters: readonly EventFilter[];
}

/** spec 000 §2, 001 §2: the event routes first load the unfiltered events, sorted Recommended. */
export const INITIAL_EVENT_SEARCH: EventSearchState = { search: '', sort: DEFAULT_EVENT_SORT, filters: [] };

/** spec 001 §3, §5: the search text is sent only when longer than 1 character, else empty. */
export function eventSearchTextOf(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 1 ? trimmed : '';
}

/** The platform and browser the request names (`platformName`, e.g. 'Web Chrome'). */
export function platformNameOf(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /(Chrome|Chromium|CriOS)\//.test(userAgent)
      ? 'Chrome'
      : /(Firefox|FxiOS)\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Other';
  const platform = /Android|iPhone|iPad|iPod/.test(userAgent) ? 'Mobile' : 'Web';
  return `${platform} ${browser}`;
}

/** What a request needs besides the member's choice. */
export interface EventRequestContext {
  /** The offset: 0 for the initial load, then +50 per page. */
  readonly skip: number;
  /** The platform name sent with the search. */
  readonly platformName: string;
  /** The member's registered and waitlisted event count from the last answer (0 before the first). */
  readonly registeredCount: number;
}

/**
 * The event search request exactly as spec 001 §3 lists it: search (only above 1 character), orderBy,
 * searchFilters, skip, fieldToQuery, maxResultCount 50, isChampEvents false, platformName, the
 * registered count and the AND flag.
 */
export function eventSearchRequest(state: EventSearchState, context: EventRequestContext): EventSearchRequest {
  const sort = EVENT_SORT_OPTIONS.find((o) => o.id === state.sort) ?? EVENT_SORT_OPTIONS[0];
  return {
    search: eventSearchTextOf(state.search),
    orderBy: { ...sort.orderBy },
    searchFilters: state.filters.map(requestFilterOf),
    skip: context.skip,
    fieldToQuery: null,
    maxResultCount: EVENT_PAGE_SIZE,
    isChampEvents: false,
    platformName: context.platformName,
    userRegisteredAndWaitlistedEventCount: context.registeredCount,
    isAndRelationship: true,
  };
}

/** spec 001 §4: the next page's offset. */
export const nextEventOffset = (offset: number): number => offset + EVENT_PAGE_SIZE;

/** spec 001 §4: more events exist while the loaded count is below the total. */
export const hasMoreEvents = (loaded: number, total: number): boolean => loaded < total;

/** The results of the pages loaded so far. */
export interface EventResults {
  /** The events of the page. */
  readonly results: EventSummary[];
  /** The total of the query. */
  readonly totalCount: number;
  /** The filter facets of the query. */
  readonly facets: EventFacet[];
  /** The member's registered and waitlisted event count. */
  readonly registeredCount: number;
  /** Another page can be loaded. */
  readonly hasMore: boolean;
}

/** The empty results (before the first answer, or after a failed load: spec 001 §8 'list loads ... clear the list'). */
export const NO_EVENT_RESULTS: EventResults = { results: [], totalCount: 0, facets: [], registeredCount: 0, hasMore: false };

/**
 * spec 001 §4: the initial load replaces the results and each further page appends (an event
 * already listed is not listed twice); the total, facets and registered count are the newest page's.
 */
export function eventResultsOf(pages: readonly EventSearchPage[]): EventResults {
  const first = pages[0];
  if (!first) return NO_EVENT_RESULTS;
  const seen = new Set<string>();
  const results: EventSummary[] = [];
  for (const page of pages) {
    for (const e of page.results) {
      const id = e.id.toLowerCase();
      if (seen.has(id)) continue;
      seen.add(id);
      results.push(e);
    }
  }
  const last = pages.at(-1) ?? first;
  return {
    results,
    totalCount: last.totalCount,
    facets: first.facets.searchRibbonGroup,
    registeredCount: last.userRegisteredAndWaitlistedEventCount,
    hasMore: hasMoreEvents(results.length, last.totalCount) && last.results.length > 0,
  };
}

const withChecked = (items: readonly EventFilter[], filters: readonly EventFilter[]): EventFilter[] =>
  items.map((c) => ({ ...c, checked: isFilterChosen(filters, c), subFilters: withChecked(c.subFilters ?? [], filters) }));

/**
 * spec 001 §4 'The most recently chosen facet is frozen so its categories stay stable': the group
 * `frozenKey` keeps the categories it had before the choice (marked checked by the current
 * filters); the other groups are the new answer's.
 */
export function freezeFacet(previous: readonly EventFacet[], next: readonly EventFacet[], frozenKey: string | null, filters: readonly EventFilter[]): EventFacet[] {
  if (frozenKey === null) return [...next];
  const kept = previous.find((g) => g.key === frozenKey);
  if (!kept) return [...next];
  const frozen = { key: kept.key, categories: withChecked(kept.categories, filters) };
  return next.some((g) => g.key === frozenKey) ? next.map((g) => (g.key === frozenKey ? frozen : g)) : [...next, frozen];
}

/** spec 001 §2: when the total is zero the mobile filters close; otherwise they stay as they are. */
export function mobileFiltersOpenAfter(isOpen: boolean, totalCount: number): boolean {
  return totalCount === 0 ? false : isOpen;
}

/**
 * spec 000 §2, 001 §2: entering the event directory resets the sort and goes to /events; the
 * event routes first load the unfiltered events. The state to start from on `path`, and where to go.
 */
export function enterEventDirectory(path: string): { readonly state: EventSearchState; readonly redirectTo: string | null } {
  return { state: INITIAL_EVENT_SEARCH, redirectTo: path.replace(/\/+$/, '').toLowerCase() === '/events' ? null : '/events' };
}

/**
 * The type-ahead request for what was typed (spec 001 §3, §5): `null` (nothing sent) up to 1
 * character; the original text only above 2 characters; the current filters narrow the suggestions.
 */
export function eventTypeAheadRequest(typed: string, filters: readonly EventFilter[]): EventTypeAheadRequest | null {
  const search = eventSearchTextOf(typed);
  if (search === '') return null;
  return {
    search,
    ...(typed.trim().length > 2 ? { originalSearch: typed.trim() } : {}),
    fieldsToQuery: ['EventName', 'Location', 'Event Topic', 'Community'],
    searchFilters: filters.map(requestFilterOf),
  };
}
