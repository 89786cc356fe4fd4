import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities as communityMocks, events as eventMocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventFilter } from '../../core/events/filters';
import type { EventSearchPage, EventSearchRequest, EventSummary } from '../../core/events/search';
import { holdRequests, problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useEventAutocomplete, type EventSuggestion } from './use-event-autocomplete';
import { useEventSearch } from './use-event-search';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SEARCH = '*/events/api/eventsearch';
const AUTOCOMPLETE = '*/communities/api/event-directory-autocomplete';
const eventOf = (n: number, country = n % 2 === 0 ? 'Atlantica' : 'Borealis'): EventSummary => ({
  id: `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Event ${n}`,
  startDateTime: '2026-12-03T09:00:00-05:00',
  endDateTime: '2026-12-03T11:00:00-05:00',
  locationType: 'In Person',
  country,
  registrationStatus: n < 3 ? 'Registered' : null,
});
const ALL = Array.from({ length: 120 }, (_, n) => eventOf(n));

/** A search over ALL: the Location filter narrows by country, MyEvents to the registered; facets count countries. */
function answer(body: EventSearchRequest): EventSearchPage {
  const location = body.searchFilters.find((f) => f.filterKey === 'Location')?.filterValue;
  const mine = body.searchFilters.some((f) => f.filterKey === 'MyEvents');
  const matching = ALL.filter((e) => (!location || e.country === location) && (!mine || e.registrationStatus !== null));
  const countries = [...new Set(matching.map((e) => e.country as string))].sort();
  return {
    results: matching.slice(body.skip, body.skip + body.maxResultCount),
    totalCount: matching.length,
    facets: {
      searchRibbonGroup: [
        { key: 'Location', categories: countries.map((c) => ({ label: c, filterKey: 'Location', filterValue: c, count: matching.filter((e) => e.country === c).length })) },
      ],
    },
    userRegisteredAndWaitlistedEventCount: 3,
  };
}

function setup() {
  const requests = recordRequests();
  const bodies: EventSearchRequest[] = [];
  const wrapper = wrapperFor(
    eventMocks.getSearchEventsMockHandler(async ({ request }) => {
      const body = (await request.json()) as EventSearchRequest;
      bodies.push(body);
      return answer(body);
    }),
  );
  const hook = renderHook(() => useEventSearch(), { wrapper });
  return { ...hook, bodies, requests };
}

describe('useEventSearch (spec 001 §3, §4, §8, §9)', () => {
  it('first loads the unfiltered events with the request of spec 001 §3, then appends pages of 50 while fewer than the total are loaded', async () => {
    const { result, bodies } = setup();
    await waitFor(() => expect(result.current.results).toHaveLength(50));
    expect(bodies[0]).toMatchObject({
      search: '',
      orderBy: { sortField: 'Recommended', direction: 'asc' },
      searchFilters: [],
      skip: 0,
      fieldToQuery: null,
      maxResultCount: 50,
      isChampEvents: false,
      userRegisteredAndWaitlistedEventCount: 0,
      isAndRelationship: true,
    });
    expect(bodies[0]?.platformName).toMatch(/^(Web|Mobile) /);
    expect(result.current).toMatchObject({ totalCount: 120, hasMore: true, registeredCount: 3 });
    act(() => result.current.loadMore());
    // Disabled while loading: a second ask changes nothing.
    act(() => result.current.loadMore());
    expect(result.current.isLoadingMore).toBe(true);
    await waitFor(() => expect(result.current.results).toHaveLength(100));
    expect(bodies.map((b) => b.skip)).toEqual([0, 50]);
    // The registered count of the last answer goes with the next request.
    expect(bodies[1]?.userRegisteredAndWaitlistedEventCount).toBe(3);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.results).toHaveLength(120));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodies.map((b) => b.skip)).toEqual([0, 50, 100]);
  });

  it('a new choice replaces the results from offset 0; the chosen facet stays frozen; Clear All removes every filter', async () => {
    const { result, bodies } = setup();
    await waitFor(() => expect(result.current.facets[0]?.categories).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.results).toHaveLength(100));
    act(() => result.current.selectLocation('country', 'Atlantica'));
    await waitFor(() => expect(result.current.totalCount).toBe(60));
    expect(result.current.results).toHaveLength(50);
    expect(result.current.results.every((e) => e.country === 'Atlantica')).toBe(true);
    expect(bodies.at(-1)).toMatchObject({ skip: 0, searchFilters: [{ label: 'Atlantica', filterKey: 'Location', filterValue: 'Atlantica' }] });
    // The Location facet keeps Borealis to choose from, Atlantica checked.
    expect(result.current.facets[0]?.categories.map((c) => [c.label, c.checked])).toEqual([
      ['Atlantica', true],
      ['Borealis', false],
    ]);
    expect(result.current.location).toEqual({ country: 'Atlantica', state: null, city: null });
    act(() => result.current.clearAll());
    await waitFor(() => expect(result.current.totalCount).toBe(120));
    expect(bodies.at(-1)?.searchFilters).toEqual([]);
  });

  it('My Events and My Chapter Events Only toggle their filters; text of 1 character loads nothing new', async () => {
    const { result, bodies } = setup();
    await waitFor(() => expect(result.current.totalCount).toBe(120));
    act(() => result.current.setMyEvents(true));
    await waitFor(() => expect(result.current.totalCount).toBe(3));
    expect(result.current.isMyEvents).toBe(true);
    act(() => result.current.setMyChapterEventsOnly(true));
    await waitFor(() => expect(bodies.at(-1)?.searchFilters.map((f: EventFilter) => f.filterValue)).toEqual(['true', 'My Chapters']));
    expect(result.current.isMyChapterEventsOnly).toBe(true);
    const before = bodies.length;
    act(() => result.current.setSearch('s'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(bodies).toHaveLength(before);
    act(() => result.current.setSort('MostRecent'));
    await waitFor(() => expect(bodies.at(-1)?.orderBy).toEqual({ sortField: 'StartDateTime', direction: 'asc' }));
  });

  it('a failed load is an error and clears the list (spec 001 §8)', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.results).toHaveLength(50));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(problem('post', SEARCH, 500, 'Internal Server Error'));
    act(() => result.current.setMyEvents(true));
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.results).toEqual([]);
    expect(result.current.hasMore).toBe(false);
  });

  it('a newer choice aborts the older load, never shown as an error', async () => {
    const held = holdRequests('post', SEARCH);
    const { result } = renderHook(() => useEventSearch(), { wrapper: wrapperFor() });
    await waitFor(() => expect(held).toHaveLength(1));
    act(() => result.current.setMyEvents(true));
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[0]?.request.signal.aborted).toBe(true);
    held[1]?.answer(answer({ ...(await held[1].request.clone().json()) as EventSearchRequest }));
    await waitFor(() => expect(result.current.totalCount).toBe(3));
    expect(result.current.error).toBeUndefined();
  });
});

describe('useEventAutocomplete (spec 001 §3, §5, §7)', () => {
  const suggestion = (label: string): EventSuggestion => ({ label, filterKey: 'EventName', filterValue: label, isTypeAhead: true, count: 1, ribbonGroupName: 'Event' });

  it('sends nothing up to 1 character; the original text only above 2; the filters narrow it; cut to 100', async () => {
    const requests = recordRequests();
    const bodies: unknown[] = [];
    const wrapper = wrapperFor(
      communityMocks.getEventDirectoryAutocompleteMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return Array.from({ length: 130 }, (_, n) => suggestion(`Summit ${n}`));
      }),
    );
    const filters: EventFilter[] = [{ filterKey: 'Format', filterValue: 'Virtual', count: 4 }];
    const { result, rerender } = renderHook(({ typed }) => useEventAutocomplete(typed, filters), { wrapper, initialProps: { typed: 's' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    expect(result.current.suggestions).toEqual([]);
    rerender({ typed: 'su' });
    await waitFor(() => expect(result.current.suggestions).toHaveLength(100));
    rerender({ typed: 'sum' });
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies).toEqual([
      { search: 'su', fieldsToQuery: ['EventName', 'Location', 'Event Topic', 'Community'], searchFilters: [{ filterKey: 'Format', filterValue: 'Virtual' }] },
      { search: 'sum', originalSearch: 'sum', fieldsToQuery: ['EventName', 'Location', 'Event Topic', 'Community'], searchFilters: [{ filterKey: 'Format', filterValue: 'Virtual' }] },
    ]);
  });

  it('never shows an answer older than the newest keystroke', async () => {
    const held = holdRequests('post', AUTOCOMPLETE);
    const { result, rerender } = renderHook(({ typed }) => useEventAutocomplete(typed, []), { wrapper: wrapperFor(), initialProps: { typed: 'ha' } });
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ typed: 'har' });
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[0]?.request.signal.aborted).toBe(true);
    held[0]?.answer([suggestion('Older')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.suggestions).toEqual([]);
    held[1]?.answer([suggestion('Harbor City Leadership Summit')]);
    await waitFor(() => expect(result.current.suggestions.map((s) => s.label)).toEqual(['Harbor City Leadership Summit']));
    expect(result.current.error).toBeUndefined();
  });

  it('a failed lookup empties the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(problem('post', AUTOCOMPLETE, 500, 'Internal Server Error'));
    const { result } = renderHook(() => useEventAutocomplete('harbor', []), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.suggestions).toEqual([]);
  });
});
