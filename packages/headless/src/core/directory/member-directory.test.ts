import { describe, expect, it } from 'vitest';
import { SORTS_KEY_PREFIX, clearLogoutData } from '../storage/session-keys';
import {
  CHAPTER_TYPES,
  DEFAULT_DIRECTORY_SORT,
  MEMBER_DIRECTORY_SORT_KEY,
  NETWORK_TYPES,
  ROLODEX_LETTERS,
  accumulatePeople,
  appendPeople,
  chapterTypeFilter,
  directoryEmptyState,
  directoryNameOf,
  directoryRequest,
  directorySearchText,
  initialDirectoryQuery,
  isPrivateCommunityBlocked,
  isRolodexShown,
  networkTypeFilter,
  nextDirectorySkip,
  pickLetter,
  pillsOf,
  readDirectorySort,
  ribbonOf,
  toggleFilter,
  typeAheadOptions,
  typeAheadOriginalText,
  typeAheadRequest,
  writeDirectorySort,
  type DirectoryFilterItem,
  type DirectoryRibbonGroup,
} from './member-directory';
import { DIRECTORY_MESSAGES, connectLabel, showingResults } from './messages';

const item = (label: string, extra: Partial<DirectoryFilterItem> = {}): DirectoryFilterItem => ({
  label, filterKey: 'Chapter', filterValue: label, isTypeAhead: true, isDropdown: false, subFilters: [], count: 1, ribbonGroupName: 'Chapters', checked: false, ...extra,
});

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
    map,
  };
}

describe('search and type-ahead texts (spec 002 §5)', () => {
  it.each([
    ['', ''],
    ['a', ''],
    [' a ', ''],
    ['ab', 'ab'],
    ['  Okafor ', 'Okafor'],
  ])('search %j is sent as %j', (typed, sent) => {
    expect(directorySearchText(typed)).toBe(sent);
  });

  it.each([
    ['ab', undefined],
    [' ab ', undefined],
    ['abc', 'abc'],
    ['Harbor', 'Harbor'],
  ])('type-ahead original text of %j is %j', (typed, original) => {
    expect(typeAheadOriginalText(typed)).toBe(original);
  });

  it('builds the ribbon type-ahead request with originalSearch only over 2 characters', () => {
    const group: DirectoryRibbonGroup = { key: 'Chapters', filters: [item('Harbor City Chapter')] };
    const filters = [chapterTypeFilter('YPO Chapter')];
    expect(typeAheadRequest({ typed: 'Ha', group, filters })).toEqual({
      search: 'Ha', fieldsToQuery: ['Chapter'], searchFilters: filters, ribbonGroupName: 'Chapters', typeaheadPreFilter: '',
    });
    expect(typeAheadRequest({ typed: 'Har', group, filters }).originalSearch).toBe('Har');
  });

  it('cuts type-ahead lists to 100 and leaves out private networks', () => {
    const many = Array.from({ length: 150 }, (_, i) => item(`Chapter ${i}`));
    expect(typeAheadOptions(many)).toHaveLength(100);
    expect(typeAheadOptions([item('Offshore Sailing Network'), item('Harbor City Chapter')], ['offshore sailing network']).map((i) => i.label)).toEqual(['Harbor City Chapter']);
  });
});

describe('the directory request (spec 002 §3)', () => {
  it('starts unfiltered, last name ascending, 50 at a time', () => {
    expect(directoryRequest(initialDirectoryQuery(), 0)).toEqual({
      search: '', orderBy: { sortField: 'LastName', direction: 'asc' }, searchKey: '', searchFilters: [], skip: 0, maxResultCount: 50,
    });
  });

  it('carries text (over 1 character), sort, letter, filters and the offset', () => {
    const query = { search: 'x', sort: { sortField: 'CompanyName', direction: 'desc' } as const, letter: 'L', filters: [chapterTypeFilter('YPO Gold Chapter')] };
    expect(directoryRequest(query, 100)).toEqual({
      search: '', orderBy: { sortField: 'CompanyName', direction: 'desc' }, searchKey: 'L',
      searchFilters: [{ filterKey: 'ChapterType', filterValue: 'YPO Gold Chapter', ribbonGroupName: 'Chapter Types' }], skip: 100, maxResultCount: 50,
    });
    expect(directoryRequest({ ...query, search: 'Li' }, 0, 150)).toMatchObject({ search: 'Li', maxResultCount: 150 });
  });
});

describe('filters, pills and the ribbon', () => {
  it('toggles a pill on and off, case-insensitively', () => {
    const harbor = { filterKey: 'Chapter', filterValue: 'Harbor City Chapter', ribbonGroupName: 'Chapters' };
    const on = toggleFilter([], harbor);
    expect(on).toEqual([harbor]);
    expect(toggleFilter(on, { filterKey: 'chapter', filterValue: 'harbor city chapter' })).toEqual([]);
  });

  it('has the three chapter types and the network types as filter values', () => {
    expect(CHAPTER_TYPES).toEqual(['YPO Chapter', 'YPO Gold Chapter', 'YPO Integrated Chapter']);
    expect(NETWORK_TYPES).toEqual(['ALL', 'BUSINESS', 'FAMILY', 'PERSONAL', 'IMPACT']);
    expect(networkTypeFilter('FAMILY')).toEqual({ filterKey: 'NetworkType', filterValue: 'FAMILY', ribbonGroupName: 'Network Types' });
  });

  it('shows a group up to index 9, keeps a selected filter beyond, leaves out private networks and empty groups', () => {
    const chapters = Array.from({ length: 14 }, (_, i) => item(`Chapter ${i}`));
    const networks = [item('Offshore Sailing Network', { filterKey: 'Network', ribbonGroupName: 'Networks' })];
    const selected = [{ filterKey: 'Chapter', filterValue: 'Chapter 12' }];
    const ribbon = ribbonOf([{ key: 'Chapters', filters: chapters }, { key: 'Networks', filters: networks }], selected, ['Offshore Sailing Network']);
    expect(ribbon.map((g) => g.key)).toEqual(['Chapters']);
    expect(ribbon[0]?.filters.map((f) => f.label)).toEqual([...Array.from({ length: 10 }, (_, i) => `Chapter ${i}`), 'Chapter 12']);
    expect(ribbon[0]?.filters.find((f) => f.label === 'Chapter 12')?.checked).toBe(true);
    expect(ribbon[0]?.filters.filter((f) => f.checked)).toHaveLength(1);
  });

  it('labels pills as the ribbon does', () => {
    const groups = [{ key: 'Connections', filters: [item('My Connections', { filterKey: 'Connections', filterValue: 'My Connections' })] }];
    expect(pillsOf([{ filterKey: 'Connections', filterValue: 'my connections' }, chapterTypeFilter('YPO Chapter')], groups).map((p) => p.label)).toEqual(['My Connections', 'YPO Chapter']);
  });

  it.each([
    [[], [], false],
    [[{ filterKey: 'Network', filterValue: 'Offshore Sailing Network' }], ['Offshore Sailing Network'], true],
    [[{ filterKey: 'Network', filterValue: 'Maritime Trade Network' }], ['Offshore Sailing Network'], false],
  ])('private community message for %j (excluded %j): %s', (selected, excluded, blocked) => {
    expect(isPrivateCommunityBlocked(selected, excluded)).toBe(blocked);
  });
});

describe('rolodex (spec 002 §2, §9)', () => {
  it.each([
    [0, false],
    [9, false],
    [10, true],
    [10_000, true],
  ])('with %i results the rolodex shows: %s', (total, shown) => {
    expect(isRolodexShown(total)).toBe(shown);
  });

  it('has A to Z and #', () => {
    expect(ROLODEX_LETTERS).toHaveLength(27);
    expect(ROLODEX_LETTERS[0]).toBe('A');
    expect(ROLODEX_LETTERS.at(-1)).toBe('#');
  });

  it.each([
    ['', 'l', 'L'],
    ['L', 'L', ''],
    ['L', 'M', 'M'],
    ['', '#', '#'],
    ['M', '?', ''],
  ])('from %j picking %j gives %j', (current, picked, next) => {
    expect(pickLetter(current, picked)).toBe(next);
  });
});

describe('infinite scroll by 50 (spec 002 §4, §9)', () => {
  it.each([
    [0, 0, undefined, false, null],
    [1, 50, 120, false, 50],
    [2, 100, 120, false, 100],
    [2, 100, 120, true, null],
    [3, 120, 120, false, null],
    [1, 50, 50, false, null],
  ])('after %i pages (%i loaded of %j, loading %s) the next offset is %j', (pages, loaded, total, loading, next) => {
    expect(nextDirectorySkip(pages, loaded, total, loading)).toBe(next);
  });

  it('steps by 150 for the other list', () => {
    expect(nextDirectorySkip(1, 150, 400, false, 150)).toBe(150);
  });

  it('drops appended people already listed, by id', () => {
    const a = { id: 'A1' };
    const b = { id: 'b2' };
    expect(appendPeople([a, b], [{ id: 'B2' }, { id: 'c3' }, { id: 'c3' }])).toEqual([a, b, { id: 'c3' }]);
  });

  describe('accumulatePeople: page by page, reading only the new pages', () => {
    const page1 = [{ id: 'A1' }, { id: 'b2' }];
    const page2 = [{ id: 'B2' }, { id: 'c3' }, { id: 'c3' }];
    const page3 = [{ id: 'd4' }, { id: 'a1' }];

    it.each([
      ['one page', [page1], ['A1', 'b2']],
      ['a repeat across pages and within a page', [page1, page2], ['A1', 'b2', 'c3']],
      ['a repeat of the first page two pages later', [page1, page2, page3], ['A1', 'b2', 'c3', 'd4']],
      ['no page', [], []],
    ])('%s: as appendPeople over every page', (_, pages, ids) => {
      const stepwise = pages.reduce((loaded, _page, index) => accumulatePeople(loaded, pages.slice(0, index + 1)), accumulatePeople<{ id: string }>(undefined, []));
      expect(stepwise.people.map((p) => p.id)).toEqual(ids);
      expect(accumulatePeople(undefined, pages).people).toEqual(appendPeople([], pages.flat()));
    });

    it('keeps the list of earlier pages as it was, and starts over when the first pages differ (a new query)', () => {
      const first = accumulatePeople(undefined, [page1]);
      const second = accumulatePeople(first, [page1, page2]);
      expect(first.people.map((p) => p.id)).toEqual(['A1', 'b2']);
      expect(second.people[0]).toBe(page1[0]);
      // The same pages again give the very same result (a render run twice).
      expect(accumulatePeople(second, [page1, page2])).toBe(second);
      const other = [{ id: 'z9' }];
      expect(accumulatePeople(second, [other]).people).toEqual([{ id: 'z9' }]);
      // Equal pages that are other arrays (a refetch) are read again, not trusted.
      expect(accumulatePeople(second, [[{ id: 'A1' }], page2]).people.map((p) => p.id)).toEqual(['A1', 'B2', 'c3']);
    });
  });
});

describe('sort remembered per session (spec 002 §4, §9)', () => {
  it('defaults to last name ascending', () => {
    expect(readDirectorySort(memoryStorage())).toEqual(DEFAULT_DIRECTORY_SORT);
    expect(readDirectorySort(undefined)).toEqual({ sortField: 'LastName', direction: 'asc' });
  });

  it.each([
    [{ sortField: 'FirstName', direction: 'desc' }, { sortField: 'FirstName', direction: 'desc' }],
    [{ sortField: 'CompanyName', direction: 'asc' }, { sortField: 'CompanyName', direction: 'asc' }],
    [{ sortField: 'Name', direction: 'desc' }, { sortField: 'LastName', direction: 'desc' }],
  ] as const)('remembers %j as %j', (sort, read) => {
    const storage = memoryStorage();
    writeDirectorySort(storage, sort);
    expect(readDirectorySort(storage)).toEqual(read);
    expect(storage.map.has(MEMBER_DIRECTORY_SORT_KEY)).toBe(true);
    expect(MEMBER_DIRECTORY_SORT_KEY.startsWith(SORTS_KEY_PREFIX)).toBe(true);
  });

  it.each(['not json', '{"sortField":"Age","direction":"asc"}', '{"sortField":"FirstName","direction":"up"}', '{"token":"x"}'])('ignores %j', (raw) => {
    expect(readDirectorySort(memoryStorage({ [MEMBER_DIRECTORY_SORT_KEY]: raw }))).toEqual(DEFAULT_DIRECTORY_SORT);
  });

  it('stores only the field and direction, and logout clears it', () => {
    const storage = memoryStorage();
    writeDirectorySort(storage, { sortField: 'FirstName', direction: 'asc', token: 'secret' } as never);
    expect(JSON.parse(storage.map.get(MEMBER_DIRECTORY_SORT_KEY) ?? '')).toEqual({ sortField: 'FirstName', direction: 'asc' });
    clearLogoutData(storage);
    expect(readDirectorySort(storage)).toEqual(DEFAULT_DIRECTORY_SORT);
  });
});

describe('empty states and names (spec 002 §2)', () => {
  it.each([
    [initialDirectoryQuery(), []],
    [{ ...initialDirectoryQuery(), search: 'zz' }, [DIRECTORY_MESSAGES.spellingHint]],
    [{ ...initialDirectoryQuery(), filters: [chapterTypeFilter('YPO Chapter')] }, [DIRECTORY_MESSAGES.filterHint]],
    [{ ...initialDirectoryQuery(), search: 'zz', letter: 'Q' }, [DIRECTORY_MESSAGES.spellingHint, DIRECTORY_MESSAGES.filterHint]],
  ])('%j has the hints %j', (query, hints) => {
    expect(directoryEmptyState(query)).toEqual({ title: 'No results found', summary: 'Showing 0 results', hints });
  });

  it('counts results and names people', () => {
    expect(showingResults(0)).toBe('Showing 0 results');
    expect(showingResults(1)).toBe('Showing 1 result');
    expect(showingResults(10_000)).toBe('Showing 10,000 results');
    expect(directoryNameOf({ firstName: 'Amara', lastName: 'Okafor', preferredName: null })).toBe('Amara Okafor');
    expect(directoryNameOf({ firstName: 'Robert', lastName: 'Lee', preferredName: 'Bob' })).toBe('Bob Lee');
    expect(connectLabel(false, 'Bob Lee')).toBe('Connect Bob Lee');
    expect(connectLabel(true, 'Bob Lee')).toBe('Disconnect Bob Lee');
  });
});
