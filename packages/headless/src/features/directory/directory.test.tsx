import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles as mocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_DIRECTORY_SORT_KEY, type DirectoryPerson, type MemberDirectoryRequest, type MemberDirectoryResult } from '../../core/directory/member-directory';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useConnection } from './use-connection';
import { useDirectoryTypeAhead } from './use-directory-type-ahead';
import { useMemberDirectory } from './use-member-directory';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pid = (n: number) => `5d1f6a2e-3c4b-4f7a-9e21-${String(n).padStart(12, '0')}`;
const person = (n: number, extra: Partial<DirectoryPerson> = {}): DirectoryPerson => ({
  id: pid(n), isConnected: false, firstName: `First${n}`, lastName: `Last${n}`, preferredName: null, profileImageUrl: null, fallbackProfileImageUrl: null, companyName: 'Co', primaryChapterName: 'Harbor City Chapter', ...extra,
});
const chapterItem = (label: string) => ({ label, filterKey: 'Chapter', filterValue: label, isTypeAhead: true, isDropdown: false, subFilters: [], count: 1, ribbonGroupName: 'Chapters', checked: false });

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

/** A directory of `total` people answering each request from its skip and page size. */
function directoryOf(total: number, extra: Partial<MemberDirectoryResult> = {}, delayFor: (body: MemberDirectoryRequest) => number = () => 0) {
  const bodies: MemberDirectoryRequest[] = [];
  const handler = mocks.getSearchMemberDirectoryMockHandler(async ({ request }) => {
    const body = (await request.json()) as MemberDirectoryRequest;
    bodies.push(body);
    const wait = delayFor(body);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // Each page repeats the last person of the page before (a shifted page): appends drop it.
    const from = Math.max(0, body.skip - 1);
    const searchResults = Array.from({ length: Math.max(0, Math.min(total, body.skip + body.maxResultCount) - from) }, (_, i) => person(from + i + 1));
    return { searchResults, totalResultCount: total, searchRibbonGroup: [], excludedPrivateNetworkFilters: [], sort: body.orderBy, searchText: body.search, ...extra };
  });
  return { handler, bodies };
}

describe('useMemberDirectory (spec 002 §2-§5, §9)', () => {
  it('opens unfiltered by last name ascending, loads 50 more at a time until the total, de-duplicated by id', async () => {
    const { handler, bodies } = directoryOf(120);
    const { result } = renderHook(() => useMemberDirectory({ storage: memoryStorage() }), { wrapper: wrapperFor(handler) });
    await waitFor(() => expect(result.current.people).toHaveLength(50));
    expect(bodies[0]).toEqual({ search: '', orderBy: { sortField: 'LastName', direction: 'asc' }, searchKey: '', searchFilters: [], skip: 0, maxResultCount: 50 });
    expect(result.current.total).toBe(120);
    expect(result.current.showRolodex).toBe(true);
    act(() => result.current.loadMore());
    // Infinite scroll is disabled while loading: a second call is ignored.
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.people).toHaveLength(100));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.people).toHaveLength(120));
    expect(bodies.map((b) => b.skip)).toEqual([0, 50, 100]);
    expect(new Set(result.current.people.map((p) => p.id)).size).toBe(120);
    expect(result.current.isComplete).toBe(true);
    act(() => result.current.loadMore());
    expect(bodies).toHaveLength(3);
  });

  it('never shows an answer older than the newest keystroke; the older load is aborted', async () => {
    // 'Li' answers late, after 'Lin' has answered.
    const { handler, bodies } = directoryOf(30, {}, (body) => (body.search === 'Li' ? 150 : 0));
    const { result } = renderHook(() => useMemberDirectory({ storage: memoryStorage() }), { wrapper: wrapperFor(handler) });
    await waitFor(() => expect(result.current.total).toBe(30));
    const seen: (string | undefined)[] = [];
    act(() => result.current.setSearch('L'));
    act(() => result.current.setSearch('Li'));
    await waitFor(() => expect(bodies.some((b) => b.search === 'Li')).toBe(true));
    act(() => result.current.setSearch('Lin'));
    await waitFor(() => expect(result.current.answeredSearch).toBe('Lin'));
    for (let i = 0; i < 6; i++) {
      seen.push(result.current.answeredSearch);
      await act(() => new Promise((resolve) => setTimeout(resolve, 40)));
    }
    expect(seen.every((s) => s === 'Lin')).toBe(true);
    // 'L' is one character: sent as no text (the unfiltered first page is reused).
    expect(bodies.map((b) => b.search)).toEqual(['', 'Li', 'Lin']);
  });

  it('remembers the sort for the session and starts from it', async () => {
    const storage = memoryStorage();
    const { handler, bodies } = directoryOf(5);
    const { result, unmount } = renderHook(() => useMemberDirectory({ storage }), { wrapper: wrapperFor(handler) });
    await waitFor(() => expect(result.current.total).toBe(5));
    expect(result.current.showRolodex).toBe(false);
    expect(result.current.empty).toBeUndefined();
    act(() => result.current.setSort({ sortField: 'CompanyName', direction: 'desc' }));
    await waitFor(() => expect(bodies.at(-1)?.orderBy).toEqual({ sortField: 'CompanyName', direction: 'desc' }));
    expect(JSON.parse(storage.map.get(MEMBER_DIRECTORY_SORT_KEY) ?? '')).toEqual({ sortField: 'CompanyName', direction: 'desc' });
    unmount();
    const again = renderHook(() => useMemberDirectory({ storage }), { wrapper: wrapperFor(handler) });
    await waitFor(() => expect(again.result.current.total).toBe(5));
    expect(bodies.at(-1)?.orderBy).toEqual({ sortField: 'CompanyName', direction: 'desc' });
  });

  it('filters with pills and the rolodex, leaves private networks out, and says why a search is empty', async () => {
    const ribbon = [{ key: 'Chapters', filters: [chapterItem('Harbor City Chapter')] }, { key: 'Networks', filters: [{ ...chapterItem('Offshore Sailing Network'), filterKey: 'Network', ribbonGroupName: 'Networks' }] }];
    const { handler, bodies } = directoryOf(0, { searchRibbonGroup: ribbon, excludedPrivateNetworkFilters: ['Offshore Sailing Network'] });
    const { result } = renderHook(() => useMemberDirectory({ storage: memoryStorage() }), { wrapper: wrapperFor(handler) });
    await waitFor(() => expect(result.current.total).toBe(0));
    expect(result.current.ribbon.map((g) => g.key)).toEqual(['Chapters']);
    act(() => result.current.toggleFilter({ filterKey: 'Chapter', filterValue: 'Harbor City Chapter', ribbonGroupName: 'Chapters' }));
    act(() => result.current.pickLetter('q'));
    act(() => result.current.setSearch('zz'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ search: 'zz', searchKey: 'Q', searchFilters: [{ filterKey: 'Chapter', filterValue: 'Harbor City Chapter', ribbonGroupName: 'Chapters' }] }));
    await waitFor(() => expect(result.current.empty).toEqual({ title: 'No results found', summary: 'Showing 0 results', hints: ['Check the spelling of your search.', 'Try removing some filters.'] }));
    expect(result.current.pills.map((p) => p.label)).toEqual(['Harbor City Chapter']);
    expect(result.current.ribbon[0]?.filters[0]?.checked).toBe(true);
    expect(result.current.showRolodex).toBe(true);
    act(() => result.current.toggleFilter({ filterKey: 'Network', filterValue: 'Offshore Sailing Network' }));
    await waitFor(() => expect(result.current.isPrivate).toBe(true));
    expect(result.current.empty).toBeUndefined();
    act(() => result.current.clearAll());
    expect(result.current.query).toMatchObject({ search: '', letter: '', filters: [] });
    expect(result.current.pills).toEqual([]);
    expect(result.current.isPrivate).toBe(false);
  });

  it('empties the list after a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useMemberDirectory({ storage: memoryStorage() }), { wrapper: wrapperFor(problem('post', '*/profiles/api/memberdirectory', 500, 'Internal Server Error')) });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.people).toEqual([]);
  });
});

describe('useDirectoryTypeAhead (spec 002 §3, §5)', () => {
  it('asks for nothing on an empty text, sends originalSearch only over 2 characters, cuts to 100 and hides private networks', async () => {
    const calls = recordRequests();
    const items = [chapterItem('Offshore Sailing Network'), ...Array.from({ length: 140 }, (_, i) => chapterItem(`Harbor ${i}`))];
    const group = { key: 'Chapters', filters: [chapterItem('Harbor City Chapter')] };
    const { result, rerender } = renderHook(({ typed }) => useDirectoryTypeAhead(group, typed, [], ['Offshore Sailing Network']), {
      wrapper: wrapperFor(mocks.getProfilesTypeAheadMockHandler(items)),
      initialProps: { typed: '' },
    });
    expect(result.current.options).toEqual([]);
    rerender({ typed: 'Ha' });
    await waitFor(() => expect(result.current.options).toHaveLength(100));
    expect(result.current.options.some((o) => o.label === 'Offshore Sailing Network')).toBe(false);
    rerender({ typed: 'Har' });
    await waitFor(() => expect(calls.filter((r) => r.url.endsWith('/typeAhead'))).toHaveLength(2));
    const bodies = await Promise.all(calls.filter((r) => r.url.endsWith('/typeAhead')).map((r) => r.clone().json() as Promise<Record<string, unknown>>));
    expect(bodies[0]).toEqual({ search: 'Ha', fieldsToQuery: ['Chapter'], searchFilters: [], ribbonGroupName: 'Chapters', typeaheadPreFilter: '' });
    expect(bodies[1]).toMatchObject({ search: 'Har', originalSearch: 'Har' });
  });
});

describe('useConnection (spec 002 §3)', () => {
  it('connects at once, shares the state between a directory row and the profile, and saves the payload', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getSaveMemberProfileConnectionMockHandler(async ({ request }) => (await request.json()) as { connectedPersonId: string; isConnected: boolean }));
    const { result } = renderHook(() => ({ row: useConnection(pid(3), false), profile: useConnection(pid(3), false) }), { wrapper });
    expect(result.current.row.isConnected).toBe(false);
    await act(async () => {
      await result.current.row.toggle();
    });
    expect(result.current.row.isConnected).toBe(true);
    expect(result.current.profile.isConnected).toBe(true);
    const body = await calls.find((r) => r.url.includes('save-memberprofile-connection'))?.clone().json();
    expect(body).toEqual({ connectedPersonId: pid(3), isConnected: true });
    await act(async () => {
      await result.current.profile.toggle();
    });
    expect(result.current.row.isConnected).toBe(false);
  });

  it('rolls back when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(problem('post', '*/profiles/api/member-profile/save-memberprofile-connection', 500, 'Internal Server Error'));
    const { result } = renderHook(() => useConnection(pid(4), true), { wrapper });
    let outcome: Awaited<ReturnType<typeof result.current.toggle>>;
    await act(async () => {
      outcome = await result.current.toggle();
    });
    expect(outcome?.ok).toBe(false);
    expect(result.current.isConnected).toBe(true);
    expect(result.current.error).toBeDefined();
  });
});
