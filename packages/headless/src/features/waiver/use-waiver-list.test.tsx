import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { waiver as mocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WaiverItem, WaiverListFilter, WaiverListSort } from '../../core/waiver/lists';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { TEST_CHAPTER, testGuid, testWaiver } from '../../testing/waiver-fixtures';
import { useWaiverList } from './use-waiver-list';
import { useWaiverSearch } from './use-waiver-search';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const CHAPTER = TEST_CHAPTER;
const guid = testGuid;
const item = testWaiver;
const silenceLog = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const calls = (requests: Request[], part: string) => requests.filter((r) => new URL(r.url).pathname.includes(part));

/** `total` waivers paged by pageNumber (from 1), 20 a page. */
function listServer(total: number) {
  const all = Array.from({ length: total }, (_, i) => item(i + 1));
  return mocks.getGetWaiverRequestsMockHandler(({ request }) => {
    const page = Number(queryOf(request).pageNumber);
    return all.slice((page - 1) * 20, page * 20);
  });
}

describe('useWaiverList (spec 002 §4, §7, §9)', () => {
  it('pages by page number, 20 a page, until a page comes back short', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(listServer(45));
    const { result } = renderHook(() => useWaiverList('chapter', { communityId: CHAPTER }), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(result.current).toMatchObject({ hasMore: true, isLoading: false, isEmpty: false, error: undefined });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(40));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(45));
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    const pages = calls(requests, '/get-requests/chapter').map(queryOf);
    expect(pages).toEqual([1, 2, 3].map((n) => ({ pageNumber: String(n), sortType: 'Last Updated', communityId: CHAPTER })));
    expect(result.current.rows[0]).toMatchObject({ name: 'First1 Last1', statusLabel: 'Waiver Requested', flowLabel: 'Submit', requestLabel: null });
  });

  it('asks with the chosen sort and filter, from the first page again', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(listServer(3));
    const { result, rerender } = renderHook(({ sortType, filterBy }: { sortType?: WaiverListSort; filterBy?: WaiverListFilter }) => useWaiverList('prpAdmin', { sortType, filterBy }), {
      wrapper,
      initialProps: {},
    });
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    rerender({ sortType: 'Last Name', filterBy: 'Resend To PRP' });
    await waitFor(() => expect(calls(requests, '/get-requests/prpAdmin')).toHaveLength(2));
    expect(calls(requests, '/get-requests/prpAdmin').map(queryOf)).toEqual([
      { pageNumber: '1', sortType: 'Last Updated' },
      { pageNumber: '1', sortType: 'Last Name', filterBy: 'Resend To PRP' },
    ]);
    expect(result.current.hasMore).toBe(false);
  });

  it("an empty list is 'No waivers to display.' territory: loaded, no error, no rows", async () => {
    const wrapper = wrapperFor(mocks.getGetWaiverRequestsMockHandler([]));
    const { result } = renderHook(() => useWaiverList('prpMember'), { wrapper });
    await waitFor(() => expect(result.current.isEmpty).toBe(true));
    expect(result.current).toMatchObject({ rows: [], hasMore: false, error: undefined });
  });

  it("a refusal shows 'Insufficient permissions to view waiverList' (spec 002 §6)", async () => {
    const log = silenceLog();
    const wrapper = wrapperFor(problem('get', '*/waiver/api/waivers/get-requests/:viewType', 403, 'Insufficient permissions to view waiverList'));
    const { result } = renderHook(() => useWaiverList('regionalMemberOfficer'), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ code: 'forbidden', message: 'Insufficient permissions to view waiverList' });
    expect(result.current).toMatchObject({ rows: [], isEmpty: false, hasMore: false });
    expect(log).toHaveBeenCalled();
  });

  it("another failure shows the reload text and empties the list; reload asks again (spec 002 §8)", async () => {
    silenceLog();
    const requests = recordRequests();
    const wrapper = wrapperFor(problem('get', '*/waiver/api/waivers/get-requests/:viewType', 500, 'Internal Server Error'));
    const { result } = renderHook(() => useWaiverList('chapter'), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('Error in loading the list of waivers. Please try reloading the page.'));
    expect(result.current.rows).toEqual([]);
    act(() => result.current.reload());
    await waitFor(() => expect(calls(requests, '/get-requests/').length).toBeGreaterThanOrEqual(2));
  });

  it('holds every load while disabled', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(listServer(3));
    const { result } = renderHook(() => useWaiverList('chapter', {}, { isEnabled: false }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls(requests, '/get-requests/')).toHaveLength(0);
    expect(result.current).toMatchObject({ rows: [], isLoading: false, isEmpty: false });
  });

  it("gives a chapter officer 'Request Waiver' for a prospect nobody requested a waiver for", async () => {
    const wrapper = wrapperFor(mocks.getGetWaiverRequestsMockHandler([item(1, { waiverStatus: 'None', waiverFlowStatus: null, waiverRequestedDate: null })]));
    const { result } = renderHook(() => useWaiverList('chapter'), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(result.current.rows[0]).toMatchObject({ requestLabel: 'Request Waiver', leadId: guid('7b', 1), communityId: CHAPTER });
  });
});

describe('useWaiverSearch (spec 002 §5, §7, §8)', () => {
  it('searches only a text longer than 1 character and shows every result', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(mocks.getSearchWaiversMockHandler(Array.from({ length: 7 }, (_, i) => item(i + 1, { isSearchView: true }))));
    const { result, rerender } = renderHook(({ text }: { text: string }) => useWaiverSearch('chapter', text, CHAPTER), { wrapper, initialProps: { text: 'S' } });
    expect(result.current).toMatchObject({ isSearching: false, rows: [] });
    rerender({ text: ' Solberg ' });
    expect(result.current.isSearching).toBe(true);
    await waitFor(() => expect(result.current.rows).toHaveLength(7));
    expect(calls(requests, '/search/chapter').map(queryOf)).toEqual([{ communityId: CHAPTER, searchToken: 'Solberg' }]);
  });

  it('swallows a failure: no results, no error', async () => {
    const log = silenceLog();
    const wrapper = wrapperFor(problem('get', '*/waiver/api/waivers/search/:viewType', 500, 'Internal Server Error'));
    const { result } = renderHook(() => useWaiverSearch('prpAdmin', 'Solberg'), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ isSearching: true, isLoading: false, rows: [] });
    expect(log).toHaveBeenCalled();
  });
});

describe('useWaiverList after a change elsewhere', () => {
  it('coming back to the list loads it again (a waiver moved on while the details were open)', async () => {
    let flow: WaiverItem['waiverFlowStatus'] = 'Submit';
    const Provider = wrapperFor(mocks.getGetWaiverRequestsMockHandler(() => [item(1, { waiverFlowStatus: flow })]));
    const seen: string[] = [];
    function Probe() {
      const list = useWaiverList('prpAdmin');
      const first = list.rows[0]?.flowLabel;
      if (first) seen.push(first);
      return null;
    }
    const { rerender } = render(<Provider><Probe /></Provider>);
    await waitFor(() => expect(seen.at(-1)).toBe('Submit'));
    rerender(<Provider>{null}</Provider>);
    flow = 'Send_to_PRP';
    // A visit to the details takes longer than SWR's 2-second de-duplication of the same load.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    rerender(<Provider><Probe /></Provider>);
    await waitFor(() => expect(seen.at(-1)).toBe('Send to PRP'));
  });
});
