import { describe, expect, it } from 'vitest';
import { clearLogoutData, createMemoryStorage } from '../storage/session-keys';
import {
  CONTENT_SORT_KEY, DIRECTORIES_MESSAGES, canLoadMore, cutTypeAhead, directoryTypeAheadRequest, communityDirectoryLinkOf, communitySearchRequest, contentDateProblems, contentDateRangeLabel,
  contentEmptyText, contentResultHref, contentSearchRequest, directoryOffset, mergePages, parseCommunityDirectoryQuery, parseCommunityFilters, parseContentDate,
  readContentSort, resultCountText, searchTextOf, toggleCommunityFilter, toggleFilter, writeContentSort,
} from '.';
import { paths } from '../routes/route-table';

const M = DIRECTORIES_MESSAGES;

describe('content directory dates (spec 002 §9)', () => {
  it.each([
    ['both empty', '', '', { from: M.fromDateRequired, to: M.toDateRequired }],
    ['From empty', '', '2026-11-01', { from: M.fromDateRequired }],
    ['To empty', '2026-11-01', '', { to: M.toDateRequired }],
    ['blank From', '   ', '2026-11-01', { from: M.fromDateRequired }],
    ['To before From', '2026-11-10', '2026-11-01', { to: 'To date should be after from date!' }],
    ['the same day', '2026-11-10', '2026-11-10', {}],
    ['a range', '2026-01-01', '2026-12-31', {}],
    ['no such day', '2026-02-30', '2026-03-01', { from: 'Invalid Date' }],
    ['not a date', 'yesterday', '2026-03-01', { from: 'Invalid Date' }],
    ['To not a date', '2026-03-01', '03/04/2026', { to: 'Invalid Date' }],
    ['both wrong', '2026-13-01', 'x', { from: 'Invalid Date', to: 'Invalid Date' }],
  ])('%s', (_name, from, to, expected) => {
    expect(contentDateProblems({ from, to })).toEqual(expected);
  });

  it.each([
    ['2026-11-01', '2026-11-24', 'Nov 1, 2026 – Nov 24, 2026'],
    ['2026-11-24', '2026-11-01', 'Invalid Date Range'],
    ['2026-11-31', '2026-12-01', 'Invalid Date'],
    ['', '2026-12-01', 'Invalid Date'],
  ])('labels %s to %s as %s', (from, to, label) => {
    expect(contentDateRangeLabel({ from, to })).toBe(label);
  });

  it('reads real calendar days only, leap days included', () => {
    expect(parseContentDate('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(parseContentDate('2026-02-29')).toBeUndefined();
    expect(parseContentDate(' 2026-11-24 ')).toBe(Date.UTC(2026, 10, 24));
  });
});

describe('content directory sort memory (spec 002 §9)', () => {
  it('defaults to Date, remembers Name for the session, ignores unknown values and is cleared on logout', () => {
    const storage = createMemoryStorage();
    expect(readContentSort(storage)).toBe('Date');
    writeContentSort(storage, 'Name');
    expect(storage.getItem(CONTENT_SORT_KEY)).toBe('Name');
    expect(readContentSort(storage)).toBe('Name');
    storage.setItem(CONTENT_SORT_KEY, 'Popularity');
    expect(readContentSort(storage)).toBe('Date');
    writeContentSort(storage, 'Name');
    expect(clearLogoutData(storage)).toContain(CONTENT_SORT_KEY);
    expect(readContentSort(storage)).toBe('Date');
  });

  it('survives a storage that throws and no storage at all', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    expect(readContentSort(refusing)).toBe('Date');
    expect(() => writeContentSort(refusing, 'Name')).not.toThrow();
    expect(readContentSort(undefined)).toBe('Date');
  });
});

describe('content search request (spec 001 §3, §9)', () => {
  it('sends the text above 1 character only, the sort, the filters, a valid date range, skip by 50', () => {
    const filters = [{ filterKey: 'communityType', filterValue: 'chapter' }];
    expect(contentSearchRequest({ text: ' a ', filters, sort: 'Date' })).toEqual({
      search: '', orderBy: 'Date', searchFilters: filters, skip: 0, maxResultCount: 50,
    });
    expect(contentSearchRequest({ text: ' summit ', filters: [], sort: 'Name', dates: { from: '2026-11-01', to: '2026-11-30' } }, 2)).toEqual({
      search: 'summit', orderBy: 'Name', skip: 100, maxResultCount: 50,
      searchFilters: [{ filterKey: 'fromDate', filterValue: '2026-11-01' }, { filterKey: 'toDate', filterValue: '2026-11-30' }],
    });
    // An invalid range is never sent.
    expect(contentSearchRequest({ text: '', filters: [], sort: 'Date', dates: { from: '2026-11-30', to: '2026-11-01' } }).searchFilters).toEqual([]);
  });

  it.each([
    [{ text: '', filters: [] }, 'Sorry no contents found'],
    [{ text: 'x', filters: [] }, 'Sorry no contents found'],
    [{ text: 'summit', filters: [] }, 'No results found'],
    [{ text: '', filters: [{ filterKey: 'contentType', filterValue: 'Post' }] }, 'No results found'],
    [{ text: '', filters: [], dates: { from: '2026-01-01', to: '2026-01-02' } }, 'No results found'],
  ])('empty text for %j is %s', (query, text) => {
    expect(contentEmptyText(query)).toBe(text);
  });
});

describe('community directory query (spec 001 §2)', () => {
  it('reads navigatedFromId, communitySearchText and communityFilters as JSON, and builds the same address back', () => {
    const href = paths.communityDirectoryPage({
      navigatedFromId: 'c-1',
      communitySearchText: 'harbor',
      communityFilters: { CommunityType: ['chapter', 'network'], CommunityFocus: ['Family'] },
    });
    const query = parseCommunityDirectoryQuery(href.split('?')[1] ?? '');
    expect(query).toEqual({ navigatedFromId: 'c-1', communitySearchText: 'harbor', filters: { CommunityType: ['chapter', 'network'], CommunityFocus: ['Family'] } });
    expect(paths.communityDirectoryPage(communityDirectoryLinkOf(query))).toBe(href);
    expect(communityDirectoryLinkOf({ communitySearchText: ' ', filters: { CommunityType: [] } })).toEqual({});
  });

  it.each([
    ['not JSON', '{oops', {}],
    ['an array', '["chapter"]', {}],
    ['null', 'null', {}],
    ['unknown keys dropped', '{"Evil":["x"],"CommunityType":["chapter"]}', { CommunityType: ['chapter'] }],
    ['a single string', '{"EligibilityRequirements":"All members"}', { EligibilityRequirements: ['All members'] }],
    ['non-strings and blanks dropped, repeats once', '{"CommunityFocus":["Family",1,null,"","Family"]}', { CommunityFocus: ['Family'] }],
    ['prototype keys ignored', '{"__proto__":{"x":1},"constructor":["a"]}', {}],
  ])('communityFilters %s', (_name, json, expected) => {
    expect(parseCommunityFilters(json)).toEqual(expected);
  });

  it('toggles values and sends the filters in key order with the fixed sort', () => {
    let filters = toggleCommunityFilter({}, 'CommunityFocus', 'Family');
    filters = toggleCommunityFilter(filters, 'CommunityType', 'group');
    expect(communitySearchRequest({ communitySearchText: 'h', filters }, 1)).toEqual({
      search: '', orderBy: 'Name', skip: 50, maxResultCount: 50,
      searchFilters: [{ filterKey: 'CommunityType', filterValue: 'group' }, { filterKey: 'CommunityFocus', filterValue: 'Family' }],
    });
    expect(toggleCommunityFilter(filters, 'CommunityFocus', 'Family')).toEqual({ CommunityType: ['group'] });
  });
});

describe('directory paging (spec 001 §9, spec 002 §9)', () => {
  it('steps by 50, merges pages without repeating an id, loads more only when idle and short of the total', () => {
    expect([0, 1, 2].map(directoryOffset)).toEqual([0, 50, 100]);
    const pages = [[{ id: 'A' }, { id: 'b' }], [{ id: 'B' }, { id: 'c' }]];
    expect(mergePages(pages, (x) => x.id)).toEqual([{ id: 'A' }, { id: 'b' }, { id: 'c' }]);
    expect(canLoadMore({ loaded: 50, total: 120, isLoading: false })).toBe(true);
    expect(canLoadMore({ loaded: 50, total: 120, isLoading: true })).toBe(false);
    expect(canLoadMore({ loaded: 120, total: 120, isLoading: false })).toBe(false);
  });

  it('sends search text only above 1 character, toggles filters, counts results', () => {
    expect(['', 'a', ' a ', 'ab'].map(searchTextOf)).toEqual(['', '', '', 'ab']);
    const once = toggleFilter([], { filterKey: 'contentType', filterValue: 'Post' });
    expect(once).toEqual([{ filterKey: 'contentType', filterValue: 'Post' }]);
    expect(toggleFilter(once, { filterKey: 'contentType', filterValue: 'post' })).toEqual([]);
    expect([0, 1, 1234].map(resultCountText)).toEqual(['Showing 0 results', 'Showing 1 result', 'Showing 1,234 results']);
  });
});

describe('content result links (spec 001 §2)', () => {
  const base = { communityType: 'chapter' as const, communityId: 'c-1' };
  it.each([
    ['a post', { ...base, contentType: 'Post', contentId: 'p-1' }, 'summit', '/chapter/c-1?postId=p-1&highlightText=summit&showAllActivityFeedCommunity=true'],
    ['a reply opens the post it answers', { ...base, contentType: 'Comment', contentId: 'r-1', url: 'https://connect.example/chapter/c-1?postId=p-1&highlightText=x' }, 'summit', '/chapter/c-1?postId=p-1&highlightText=summit&showAllActivityFeedCommunity=true'],
    ['no highlight without search text', { ...base, contentType: 'Post', contentId: 'p-1' }, 'a', '/chapter/c-1?postId=p-1&showAllActivityFeedCommunity=true'],
    ['a network post', { communityType: 'network' as const, communityId: 'n-1', contentType: 'Post', contentId: 'p-2' }, 'x y', '/network/n-1?postId=p-2&highlightText=x+y&showAllActivityFeedCommunity=true'],
    ['a community', { ...base, contentType: 'Community', contentId: 'c-1' }, 'harbor', '/chapter/c-1'],
    ['a file', { ...base, contentType: 'File', contentId: 'f-1' }, 'bylaws', '/download/f-1'],
  ])('%s', (_name, result, text, href) => {
    expect(contentResultHref(result, text)).toBe(href);
  });
});

describe('directory type-ahead (spec 002 §5, §9)', () => {
  it.each([
    ['', null],
    [' a ', null],
    ['ha', { search: 'ha', searchFilters: [] }],
    [' har ', { search: 'har', originalSearch: 'har', searchFilters: [] }],
  ])('%j asks %j', (text, body) => {
    expect(directoryTypeAheadRequest(text)).toEqual(body);
  });

  it('sends the chosen filters and cuts answers to 100', () => {
    expect(directoryTypeAheadRequest('harbor', [{ filterKey: 'CommunityType', filterValue: 'chapter' }])?.searchFilters).toEqual([{ filterKey: 'CommunityType', filterValue: 'chapter' }]);
    expect(cutTypeAhead(Array.from({ length: 150 }, (_, i) => i))).toHaveLength(100);
    expect(cutTypeAhead(undefined)).toEqual([]);
  });
});
