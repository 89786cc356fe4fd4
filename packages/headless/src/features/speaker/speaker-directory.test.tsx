import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { speaker as speakerMocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeakerCard, SpeakerDirectoryPage, SpeakerDirectoryRequest, SpeakerFilterItem } from '../../core/speaker/directory';
import { createMemoryStorage } from '../../core/storage/session-keys';
import { holdRequests, problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useSpeakerDirectory } from './use-speaker-directory';
import { useSpeakerTypeAhead } from './use-speaker-type-ahead';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DIRECTORY = '*/speaker/api/speakerdirectory';
const AUTOCOMPLETE = '*/speaker/api/speakersearchautocomplete';
const cardOf = (n: number, country = n % 3 === 0 ? 'Japan' : 'Peru'): SpeakerCard => ({
  speakerId: null,
  personID: `p0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  firstName: `First${n}`,
  familyName: `Family${String(n).padStart(3, '0')}`,
  country,
  categories: [],
  recordType: n % 5 === 0 ? 'CFF' : 'Speaker',
});
const ALL = Array.from({ length: 120 }, (_, n) => cardOf(n));

/** A search over ALL: the CFF filter keeps CFFs, Country narrows; the page repeats its last card at the next page's start. */
function answer(body: SpeakerDirectoryRequest): SpeakerDirectoryPage {
  const country = body.searchFilters.find((f) => f.filterKey === 'Country')?.filterValue;
  const isCff = body.searchFilters.some((f) => f.filterKey === 'speakersWhoAre' && f.filterValue === 'IsCFFSpeaker');
  const matching = ALL.filter((c) => (c.recordType === 'CFF') === isCff && (!country || c.country === country));
  const countries = [...new Set(matching.map((c) => c.country as string))].sort();
  return {
    searchResults: matching.slice(Math.max(0, body.skip - 1), body.skip + body.maxResultCount),
    totalResultCount: matching.length,
    searchRibbonGroup: countries.map((c) => ({ label: c, filterKey: 'Country', filterValue: c, ribbonGroupName: 'Country', count: matching.filter((x) => x.country === c).length })),
  };
}

function setup(isCff = false, storage = createMemoryStorage()) {
  const bodies: SpeakerDirectoryRequest[] = [];
  const wrapper = wrapperFor(
    speakerMocks.getSearchSpeakerDirectoryMockHandler(async ({ request }) => {
      const body = (await request.json()) as SpeakerDirectoryRequest;
      bodies.push(body);
      return answer(body);
    }),
  );
  const hook = renderHook(() => useSpeakerDirectory({ isCff, storage }), { wrapper });
  return { ...hook, bodies, storage };
}

describe('useSpeakerDirectory (spec 002 §4, §7, §9)', () => {
  it('asks for 50 from offset 0, shows 10 per step and asks for the next 50 (offset step 50) only when needed, each card once', async () => {
    const { result, bodies } = setup();
    await waitFor(() => expect(result.current.cards).toHaveLength(10));
    expect(bodies).toEqual([{ search: '', skip: 0, maxResultCount: 50, searchFilters: [], orderBy: { sortField: 'LastName', direction: 'asc' } }]);
    expect(result.current).toMatchObject({ totalCount: 96, hasMore: true });
    for (let step = 2; step <= 5; step += 1) {
      act(() => result.current.showMore());
      expect(result.current.cards).toHaveLength(step * 10);
    }
    expect(bodies).toHaveLength(1);
    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.cards).toHaveLength(60));
    expect(bodies[1]).toMatchObject({ skip: 50, maxResultCount: 50 });
    const ids = result.current.cards.map((c) => c.personID);
    expect(new Set(ids).size).toBe(ids.length);
    for (let step = 0; step < 6; step += 1) act(() => result.current.showMore());
    await waitFor(() => expect(result.current.cards).toHaveLength(96));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.showMore());
    expect(bodies).toHaveLength(2);
  });

  it('disables showing more while the next page loads', async () => {
    const { result, bodies } = setup();
    await waitFor(() => expect(result.current.cards).toHaveLength(10));
    for (let step = 0; step < 4; step += 1) act(() => result.current.showMore());
    act(() => result.current.showMore());
    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.cards).toHaveLength(60));
    expect(bodies.map((b) => b.skip)).toEqual([0, 50]);
  });

  it('the CFF Directory sends speakersWhoAre=IsCFFSpeaker; a filter narrows, Clear All restores; text of 1 character is not sent', async () => {
    const { result, bodies } = setup(true);
    await waitFor(() => expect(result.current.totalCount).toBe(24));
    expect(bodies[0]?.searchFilters).toEqual([{ filterKey: 'speakersWhoAre', filterValue: 'IsCFFSpeaker' }]);
    act(() => result.current.toggle({ filterKey: 'Country', filterValue: 'Japan', label: 'Japan' }, true));
    await waitFor(() => expect(result.current.totalCount).toBe(8));
    expect(result.current.cards.every((c) => c.country === 'Japan')).toBe(true);
    act(() => result.current.setSearch('J'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodies).toHaveLength(2);
    act(() => result.current.clearAll());
    await waitFor(() => expect(result.current.totalCount).toBe(24));
    expect(result.current.state).toEqual({ search: 'J', filters: [] });
  });

  it('remembers the text and filters in session storage and restores them on return; opening a card stores its type and status A', async () => {
    const storage = createMemoryStorage();
    const first = setup(false, storage);
    await waitFor(() => expect(first.result.current.totalCount).toBe(96));
    act(() => first.result.current.toggle({ filterKey: 'Country', filterValue: 'Peru', label: 'Peru' }, true));
    act(() => first.result.current.setSearch('Family'));
    await waitFor(() => expect(first.result.current.totalCount).toBe(64));
    act(() => first.result.current.view({ speakerId: null, personID: 'p1' }));
    first.unmount();
    expect(JSON.parse(storage.getItem('ypo.filters.speakerView') ?? '')).toEqual({ speakerType: 'member', approvalStatus: 'A' });
    const again = setup(false, storage);
    expect(again.result.current.state).toEqual({ search: 'Family', filters: [{ filterKey: 'Country', filterValue: 'Peru', label: 'Peru' }] });
    await waitFor(() => expect(again.result.current.totalCount).toBe(64));
    expect(again.bodies[0]).toMatchObject({ search: 'Family', searchFilters: [{ filterKey: 'Country', filterValue: 'Peru' }] });
    const cff = setup(true, storage);
    expect(cff.result.current.state).toEqual({ search: '', filters: [] });
  });

  it('a failed load shows the error and no cards', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(problem('post', DIRECTORY, 500, 'Internal Server Error'));
    const { result } = renderHook(() => useSpeakerDirectory({ isCff: false, storage: createMemoryStorage() }), { wrapper: wrapperFor() });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.cards).toEqual([]);
  });
});

describe('useSpeakerTypeAhead (spec 002 §7, §9)', () => {
  const value = (label: string): SpeakerFilterItem => ({ label, filterKey: 'Topics', filterValue: label, ribbonGroupName: 'Topics', isTypeAhead: true });

  it('sends nothing up to 1 character, the original text only above 2, and suggests speakers of the directory’s kind', async () => {
    const requests = recordRequests();
    const bodies: unknown[] = [];
    const wrapper = wrapperFor(
      speakerMocks.getSpeakerSearchAutocompleteMockHandler([cardOf(1), cardOf(5)]),
      speakerMocks.getSpeakerTypeAheadMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return Array.from({ length: 130 }, (_, n) => value(`Leadership ${n}`));
      }),
    );
    const chosen = [{ filterKey: 'Country', filterValue: 'Japan', label: 'Japan' }];
    const { result, rerender } = renderHook(({ typed, isCff }) => useSpeakerTypeAhead(typed, chosen, { isCff }), { wrapper, initialProps: { typed: 'l', isCff: false } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    rerender({ typed: 'le', isCff: false });
    await waitFor(() => expect(result.current.filters).toHaveLength(100));
    expect(result.current.speakers.map((c) => c.firstName)).toEqual(['First1']);
    rerender({ typed: 'lea', isCff: true });
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(result.current.speakers.map((c) => c.firstName)).toEqual(['First5']));
    expect(bodies).toEqual([
      { search: 'le', fieldsToQuery: ['Topics', 'Languages', 'Country'], searchFilters: [{ filterKey: 'Country', filterValue: 'Japan' }], ribbonGroupName: 'Topics', typeaheadPreFilter: null },
      {
        search: 'lea',
        originalSearch: 'lea',
        fieldsToQuery: ['Topics', 'Languages', 'Country'],
        searchFilters: [
          { filterKey: 'speakersWhoAre', filterValue: 'IsCFFSpeaker' },
          { filterKey: 'Country', filterValue: 'Japan' },
        ],
        ribbonGroupName: 'Topics',
        typeaheadPreFilter: null,
      },
    ]);
  });

  it('never shows an answer older than the newest keystroke', async () => {
    const held = holdRequests('post', AUTOCOMPLETE);
    const { result, rerender } = renderHook(({ typed }) => useSpeakerTypeAhead(typed, [], { isCff: false }), {
      wrapper: wrapperFor(speakerMocks.getSpeakerTypeAheadMockHandler([])),
      initialProps: { typed: 'ta' },
    });
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ typed: 'tan' });
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[0]?.request.signal.aborted).toBe(true);
    held[0]?.answer([{ ...cardOf(7), firstName: 'Older' }]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.speakers).toEqual([]);
    held[1]?.answer([{ ...cardOf(8), firstName: 'Hiroshi' }]);
    await waitFor(() => expect(result.current.speakers.map((s) => s.firstName)).toEqual(['Hiroshi']));
    expect(result.current.error).toBeUndefined();
  });

  it('a failed lookup empties its list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(problem('post', AUTOCOMPLETE, 500, 'Internal Server Error'));
    const { result } = renderHook(() => useSpeakerTypeAhead('tanaka', [], { isCff: false }), { wrapper: wrapperFor(speakerMocks.getSpeakerTypeAheadMockHandler([])) });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.speakers).toEqual([]);
  });
});
