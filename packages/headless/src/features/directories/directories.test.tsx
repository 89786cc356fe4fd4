import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities as communityMocks, content as contentMocks, profiles as profileMocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_SORT_KEY } from '../../core/directories/content-directory';
import { createMemoryStorage } from '../../core/storage/session-keys';
import { holdRequests, problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useCommunityDirectory } from './use-community-directory';
import { useContentDirectory, useContentSort, type ContentSearchResult } from './use-content-directory';
import { useConnectionList, useFollowList } from './use-connections';
import { useCommunitySuggestions, useContentSuggestions } from './use-directory-suggestions';
import { emailIdsOf, usePeopleSearch, usePersonsByEmailIds } from './use-person-search';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const COMMUNITY = '00000000-0000-4000-8000-00000000c101';
const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const contents = (count: number): ContentSearchResult[] =>
  Array.from({ length: count }, (_, n) => ({
    contentType: 'Post', contentName: `Post ${n}`, contentId: guid(n), communityType: 'chapter', communityId: COMMUNITY, mediaType: 'text',
    url: `https://connect.example/chapter/${COMMUNITY}?postId=${guid(n)}`,
  }));

/** A content search over `all`, paged by skip and maxResultCount; one result repeats across the page boundary. */
function pagedContent(all: ContentSearchResult[]) {
  return contentMocks.getContentSearchMockHandler(async ({ request }) => {
    const body = (await request.json()) as { skip: number; maxResultCount: number };
    const page = all.slice(body.skip, body.skip + body.maxResultCount);
    return { searchResults: body.skip > 0 ? [all[body.skip - 1] as ContentSearchResult, ...page] : page, totalResultCount: all.length, searchRibbonGroup: [] };
  });
}

const bodies = async (requests: Request[], path: string) =>
  Promise.all(requests.filter((r) => r.url.includes(path)).map(async (r) => (await r.clone().json()) as Record<string, unknown>));

describe('useContentDirectory (spec 002 §2, §9)', () => {
  it('loads pages of 50, appends without repeats, stops at the total, and a new query replaces the results', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(pagedContent(contents(120)));
    const { result, rerender } = renderHook(({ text }) => useContentDirectory({ text, filters: [], sort: 'Date' }), { wrapper, initialProps: { text: 'post' } });
    await waitFor(() => expect(result.current.results).toHaveLength(50));
    expect(result.current).toMatchObject({ total: 120, hasMore: true, emptyText: 'No results found' });
    act(() => result.current.loadMore());
    expect(result.current.hasMore).toBe(false);
    await waitFor(() => expect(result.current.results).toHaveLength(100));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.results).toHaveLength(120));
    expect(new Set(result.current.results.map((r) => r.contentId)).size).toBe(120);
    expect(result.current.hasMore).toBe(false);
    expect((await bodies(requests, 'contentSearch')).map((b) => [b.search, b.skip, b.maxResultCount, b.orderBy])).toEqual([
      ['post', 0, 50, 'Date'], ['post', 50, 50, 'Date'], ['post', 100, 50, 'Date'],
    ]);
    rerender({ text: 'p' });
    await waitFor(() => expect(result.current.results).toHaveLength(50));
    expect(result.current.emptyText).toBe('Sorry no contents found');
    expect((await bodies(requests, 'contentSearch')).at(-1)).toMatchObject({ search: '', skip: 0 });
  });

  it('shows a failure as the error with no results, and holds the search for null', async () => {
    const wrapper = wrapperFor(problem('post', '*/content/api/contentSearch', 500, 'Internal Server Error'));
    const { result } = renderHook(() => useContentDirectory({ text: '', filters: [], sort: 'Name' }), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.results).toEqual([]);
    const requests = recordRequests();
    const held = renderHook(() => useContentDirectory(null), { wrapper });
    expect(held.result.current.isLoading).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('aborts the older search when the text changes (spec 001 §4)', async () => {
    const held = holdRequests('post', '*/content/api/contentSearch');
    const wrapper = wrapperFor();
    const { rerender } = renderHook(({ text }) => useContentDirectory({ text, filters: [], sort: 'Date' }), { wrapper, initialProps: { text: 'summit' } });
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ text: 'summits' });
    await waitFor(() => expect(held).toHaveLength(2));
    await waitFor(() => expect(held[0]?.request.signal.aborted).toBe(true));
  });
});

describe('useContentSort (spec 002 §9)', () => {
  it('starts from the remembered sort and remembers a change', () => {
    const storage = createMemoryStorage({ [CONTENT_SORT_KEY]: 'Name' });
    const { result } = renderHook(() => useContentSort(storage), { wrapper: wrapperFor() });
    expect(result.current[0]).toBe('Name');
    act(() => result.current[1]('Date'));
    expect(result.current[0]).toBe('Date');
    expect(storage.getItem(CONTENT_SORT_KEY)).toBe('Date');
  });
});

describe('useCommunityDirectory (spec 001 §2, §3, §9)', () => {
  it('sends the text, the filters in key order and the fixed sort, and gives the ribbon', async () => {
    const requests = recordRequests();
    const ribbon = [{ key: 'CommunityType', categories: [{ label: 'Chapter', filterKey: 'CommunityType', filterValue: 'chapter', count: 1, checked: true }] }];
    const wrapper = wrapperFor(
      communityMocks.getCommunitySearchMockHandler({ searchResults: [{ id: COMMUNITY, name: 'Harbor City Chapter', communityType: 'chapter' }], totalResultCount: 1, searchRibbonGroup: ribbon }),
    );
    const { result } = renderHook(() => useCommunityDirectory({ communitySearchText: 'harbor', filters: { CommunityFocus: ['Family'], CommunityType: ['chapter'] } }), { wrapper });
    await waitFor(() => expect(result.current.results).toHaveLength(1));
    expect(result.current).toMatchObject({ total: 1, hasMore: false, ribbon });
    expect(await bodies(requests, 'communitysearch')).toEqual([
      {
        search: 'harbor', orderBy: 'Name', skip: 0, maxResultCount: 50,
        searchFilters: [{ filterKey: 'CommunityType', filterValue: 'chapter' }, { filterKey: 'CommunityFocus', filterValue: 'Family' }],
      },
    ]);
  });
});

describe('useConnectionList and useFollowList (spec 002 §2, §7)', () => {
  it("reads a person's connections and follows; an empty list is empty, not loading", async () => {
    const card = { id: guid(2), isConnected: true, firstName: 'Bruno', lastName: 'Lindqvist' };
    const wrapper = wrapperFor(
      profileMocks.getGetMemberProfileConnectionListsMockHandler({ profileConnection: [] }),
      profileMocks.getGetMemberProfileFollowStatusListsMockHandler({ profileFollowing: [card] }),
    );
    const { result } = renderHook(() => ({ c: useConnectionList(guid(1)), f: useFollowList(guid(1)) }), { wrapper });
    await waitFor(() => expect(result.current.f.follows).toEqual([card]));
    await waitFor(() => expect(result.current.c.connections).toEqual([]));
    expect(result.current.c.isLoading).toBe(false);
  });

  it('holds the calls without a person id', () => {
    const requests = recordRequests();
    renderHook(() => useConnectionList(null), { wrapper: wrapperFor() });
    expect(requests).toHaveLength(0);
  });
});

describe('usePersonsByEmailIds and usePeopleSearch', () => {
  it('looks up each address once, lower case; no call without one', async () => {
    expect(emailIdsOf([' Chen.Weiling@northwind.example', 'chen.weiling@northwind.example', ' '])).toEqual(['chen.weiling@northwind.example']);
    const requests = recordRequests();
    const match = { id: guid(3), email: 'chen.weiling@northwind.example', firstName: 'Chen', lastName: 'Wei-Ling' };
    const wrapper = wrapperFor(profileMocks.getSearchPersonsByEmailIdsMockHandler([match]));
    const { result } = renderHook(() => usePersonsByEmailIds(['Chen.Weiling@northwind.example']), { wrapper });
    await waitFor(() => expect(result.current.persons).toEqual([match]));
    expect(await bodies(requests, 'by-emailIds')).toEqual([{ emailIds: ['chen.weiling@northwind.example'] }]);
    renderHook(() => usePersonsByEmailIds([]), { wrapper });
    expect(requests.filter((r) => r.url.includes('by-emailIds'))).toHaveLength(1);
  });

  it('searches people only above 1 character and keeps the last answer while typing', async () => {
    const requests = recordRequests();
    const person = { id: guid(2), canImpersonate: false, firstName: 'Bruno', middleName: null, lastName: 'Lindqvist', preferredName: null, prefix: null, salutation: null, suffix: null, profileImageUrl: null };
    const wrapper = wrapperFor(profileMocks.getSearchPeopleMockHandler([person]));
    const { result, rerender } = renderHook(({ term }) => usePeopleSearch(term), { wrapper, initialProps: { term: 'l' } });
    expect(result.current.people).toEqual([]);
    rerender({ term: 'li' });
    await waitFor(() => expect(result.current.people).toEqual([person]));
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/profiles/api/search-people/li']);
  });
});


describe('useContentSuggestions and useCommunitySuggestions (spec 002 §5, §9)', () => {
  it('asks only above 1 character, sends the original text above 2, cuts to 100 and shows only the newest answer', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(
      contentMocks.getContentSearchAutocompleteMockHandler(async ({ request }) => {
        const body = (await request.json()) as { search: string };
        return contents(150).map((c) => ({ ...c, contentName: `${body.search} ${c.contentName}` }));
      }),
    );
    const { result, rerender } = renderHook(({ text }) => useContentSuggestions(text), { wrapper, initialProps: { text: 's' } });
    expect(result.current.suggestions).toEqual([]);
    rerender({ text: 'su' });
    await waitFor(() => expect(result.current.suggestions).toHaveLength(100));
    rerender({ text: 'sum' });
    await waitFor(() => expect(result.current.suggestions[0]?.contentName).toBe('sum Post 0'));
    expect(await bodies(requests, 'contentsearchautocomplete')).toEqual([
      { search: 'su', searchFilters: [] },
      { search: 'sum', originalSearch: 'sum', searchFilters: [] },
    ]);
  });

  it('aborts the older community type-ahead when the text changes', async () => {
    const held = holdRequests('post', '*/communities/api/communitysearchautocomplete');
    const { rerender, result } = renderHook(({ text }) => useCommunitySuggestions(text), { wrapper: wrapperFor(), initialProps: { text: 'har' } });
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ text: 'harb' });
    await waitFor(() => expect(held).toHaveLength(2));
    await waitFor(() => expect(held[0]?.request.signal.aborted).toBe(true));
    expect(result.current.suggestions).toEqual([]);
  });
});
