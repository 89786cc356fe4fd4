import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { ams as mocks, search as searchMocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchTrackingPayload } from '../../core/search/integrated-search';
import { holdRequests, problem, recordRequests, startMockServer, TEST_ORIGIN, wrapperFor } from '../../testing/mock-server';
import { useIntegratedSearch } from './use-integrated-search';
import { useSearchTracking } from './use-search-tracking';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PEOPLE = `${TEST_ORIGIN}/ams/personIntegratedOneClickSearch`;
const TRACKING = `${TEST_ORIGIN}/search/api/SearchTracking`;
const silenceLog = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const person = (id: string, lastName: string) => ({ id, firstName: 'Amara', lastName, preferredName: 'Amara' });
const ENTRY = { searchResults: [], totalResultCount: 0 };

describe('useIntegratedSearch (spec 002 §3, §7)', () => {
  it('asks each kind for the search text and gives each kind its results and total', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getPersonIntegratedOneClickSearchMockHandler({ searchResults: [person('p-1', 'Okafor')], totalResultCount: 7 }),
      mocks.getEventIntegratedSearchMockHandler({ searchResults: [{ id: 'e-1', title: 'Summit', startDateTime: '2026-12-03T09:00:00Z' }], totalResultCount: 1 }),
      mocks.getCommunityIntegratedSearchMockHandler(ENTRY),
      mocks.getContentIntegratedSearchMockHandler({ searchResults: [{ contentType: 'Post', contentName: 'Notes', contentId: 'c-1', communityType: 'chapter', communityId: 'x' }], totalResultCount: 2 }),
    );
    const { result } = renderHook(() => useIntegratedSearch('  okafor '), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.search).toBe('okafor');
    expect(result.current.kinds.Person).toMatchObject({ kind: 'Person', total: 7, results: [person('p-1', 'Okafor')] });
    expect(result.current.kinds.Event.results[0]?.title).toBe('Summit');
    expect(result.current.kinds.Community).toMatchObject({ total: 0, results: [] });
    expect(result.current.total).toBe(10);
    const bodies = await Promise.all(calls.map(async (r) => [new URL(r.url).pathname, await r.json()]));
    expect(bodies).toEqual(
      expect.arrayContaining([
        ['/ams/personIntegratedOneClickSearch', { search: 'okafor' }],
        ['/ams/eventIntegratedSearch', { search: 'okafor' }],
        ['/ams/communityIntegratedSearch', { search: 'okafor' }],
        ['/ams/contentIntegratedSearch', { search: 'okafor' }],
      ]),
    );
    expect(calls).toHaveLength(4);
  });

  it('searches nothing for one character or less', async () => {
    const calls = recordRequests();
    const { result } = renderHook(() => useIntegratedSearch(' a '), { wrapper: wrapperFor() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    expect(result.current).toMatchObject({ search: '', total: 0, isLoading: false });
  });

  it('never shows an answer older than the newest search: the older call is aborted, a late answer ignored', async () => {
    const held = holdRequests('post', PEOPLE);
    const wrapper = wrapperFor(mocks.getEventIntegratedSearchMockHandler(ENTRY), mocks.getCommunityIntegratedSearchMockHandler(ENTRY), mocks.getContentIntegratedSearchMockHandler(ENTRY));
    const { result, rerender } = renderHook(({ text }) => useIntegratedSearch(text), { wrapper, initialProps: { text: 'ok' } });
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ text: 'okafor' });
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held[0]!.request.signal.aborted).toBe(true);
    held[1]!.answer({ searchResults: [person('p-2', 'Okafor')], totalResultCount: 1 });
    await waitFor(() => expect(result.current.kinds.Person.results).toEqual([person('p-2', 'Okafor')]));
    held[0]!.answer({ searchResults: [person('p-1', 'Okonkwo')], totalResultCount: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.kinds.Person.results).toEqual([person('p-2', 'Okafor')]);
    expect(await held[1]!.request.json()).toEqual({ search: 'okafor' });
  });

  it('a kind that fails logs the error and gives it, the other kinds still show', async () => {
    const log = silenceLog();
    const wrapper = wrapperFor(
      problem('post', PEOPLE, 500, 'Internal Server Error'),
      mocks.getEventIntegratedSearchMockHandler({ searchResults: [{ id: 'e-1', title: 'Summit', startDateTime: '2026-12-03T09:00:00Z' }], totalResultCount: 1 }),
      mocks.getCommunityIntegratedSearchMockHandler(ENTRY),
      mocks.getContentIntegratedSearchMockHandler(ENTRY),
    );
    const { result } = renderHook(() => useIntegratedSearch('summit'), { wrapper });
    await waitFor(() => expect(result.current.kinds.Person.error?.code).toBe('server'));
    await waitFor(() => expect(result.current.kinds.Event.total).toBe(1));
    expect(log).toHaveBeenCalled();
  });
});

describe('useSearchTracking (spec 002 §3, §7, §8)', () => {
  it('posts the payload of a search and of a tile click, with the browser as platformName', async () => {
    const calls = recordRequests();
    const { result } = renderHook(() => useSearchTracking(), { wrapper: wrapperFor(searchMocks.getTrackSearchMockHandler(true)) });
    const context = { searchTerm: 'okafor', committedSearchTerm: 'okafor' };
    await act(async () => expect(await result.current.trackSearch(context)).toBe(true));
    await act(async () => expect(await result.current.trackTile({ ...context, oneClickSearchType: 'Person' }, 'Person', person('p-1', 'Okafor'))).toBe(true));
    const bodies = await Promise.all(calls.map((r) => r.json()));
    const platformName = expect.stringMatching(/^(Web|iOS|Android) /);
    expect(bodies).toEqual([
      { ...searchTrackingPayload({ ...context, platformName: '' }), platformName },
      {
        ...searchTrackingPayload({ ...context, oneClickSearchType: 'Person', platformName: '' }),
        tileText: 'Amara Okafor',
        tileType: 'Person',
        platformName,
      },
    ]);
  });

  it('tracks nothing without a searchable committed search', async () => {
    const calls = recordRequests();
    const { result } = renderHook(() => useSearchTracking(), { wrapper: wrapperFor() });
    await act(async () => expect(await result.current.trackSearch({ searchTerm: 'a', committedSearchTerm: 'a' })).toBe(false));
    expect(calls).toHaveLength(0);
  });

  it('a failure never reaches the page: logged, the promise rejects only for a caller that awaits it', async () => {
    const log = silenceLog();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { result } = renderHook(() => useSearchTracking(), { wrapper: wrapperFor(problem('post', TRACKING, 503, 'Service Unavailable')) });
      // Fire and forget, as the page does.
      act(() => {
        void result.current.trackSearch({ searchTerm: 'okafor', committedSearchTerm: 'okafor' });
      });
      await waitFor(() => expect(log).toHaveBeenCalled());
      await expect(result.current.trackSearch({ searchTerm: 'okafor', committedSearchTerm: 'okafor' })).rejects.toMatchObject({ code: expect.any(String) });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
