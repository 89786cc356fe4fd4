// Member directory rules (spec 002 §2-§5, §9), framework-free: the search and type-ahead requests,
// the filter ribbon and its pills, the rolodex, paging by 50 with de-duplicated appends, the sort
// remembered per session, chapter and network types as filter values, private networks left out,
// and the empty states.
import type { profiles } from '@ypo/sdk';
import { NETWORK_LANDING_TYPES } from '../networks/network-landing';
import { SORTS_KEY_PREFIX, type KeyValueStorage } from '../storage/session-keys';
import { DIRECTORY_TYPEAHEAD_LIMIT } from '../directories/type-ahead';
import { isFilterSelected, toggleFilter, type DirectoryFilter } from '../directories/paging';
import { DIRECTORY_MESSAGES } from './messages';

// One filter shape, toggle and type-ahead cut for every directory (core/directories).
export { DIRECTORY_TYPEAHEAD_LIMIT, isFilterSelected, toggleFilter };
export type { DirectoryFilter };

type Schemas = profiles.components['schemas'];
/** The directory search request (spec 002 §3). */
export type MemberDirectoryRequest = Schemas['MemberDirectoryRequest'];
/** The directory search answer (spec 002 §3). */
export type MemberDirectoryResult = Schemas['MemberDirectoryResult'];
/** A person of the directory (id, isConnected, names, company, chapter). */
export type DirectoryPerson = Schemas['PersonCard'];
/** A filter of the ribbon, with its count and whether it is selected. */
export type DirectoryFilterItem = Schemas['FilterItem'];
/** A ribbon group (Chapters, Regions, Networks, ...). */
export type DirectoryRibbonGroup = Schemas['SearchRibbonGroup'];
/** A sort field the contract knows: FirstName, LastName, CompanyName, and Name (last name). */
export type DirectorySortField = Schemas['MemberDirectorySortField'];
/** A sort: field and direction. */
export type DirectorySort = Schemas['DirectorySort'];
/** The ribbon type-ahead request (spec 002 §3). */
export type DirectoryTypeAheadRequest = Schemas['TypeAheadRequest'];

/** spec 002 §9: member directory page step. */
export const MEMBER_DIRECTORY_STEP = 50;
/** spec 002 §9: 'member directory page step 50 (150 for another list)': the step of the other member list. */
export const MEMBER_LIST_STEP = 150;
/** spec 002 §9: the rolodex (last-name selector) shows from this many results. */
export const ROLODEX_MIN_RESULTS = 10;
/** spec 002 §9: ribbon max index 9 (ten filters per group; selected ones beyond stay shown). */
export const RIBBON_MAX_INDEX = 9;
/** The rolodex letters (spec 002 §2): A to Z, then # for names that start with anything else. */
export const ROLODEX_LETTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];
/** spec 002 §9: default sort last name ascending. */
export const DEFAULT_DIRECTORY_SORT: DirectorySort = { sortField: 'LastName', direction: 'asc' };
/** The sort choices of the directory with their labels, in the order the menu shows them (literals: the module stays tree-shakable). */
export const DIRECTORY_SORT_FIELDS: readonly { readonly field: DirectorySortField; readonly label: string }[] = [
  { field: 'LastName', label: 'Last Name' },
  { field: 'FirstName', label: 'First Name' },
  { field: 'CompanyName', label: 'Company Name' },
];
/** Chapter types as directory filter values (spec 001 §1). */
export const CHAPTER_TYPES = ['YPO Chapter', 'YPO Gold Chapter', 'YPO Integrated Chapter'] as const;
/** A chapter type. */
export type ChapterType = (typeof CHAPTER_TYPES)[number];
/** Ribbon group and filter key of the chapter types. */
export const CHAPTER_TYPE_GROUP = { key: 'Chapter Types', filterKey: 'ChapterType' } as const;
/** Ribbon group and filter key of the network types (values: the network landing types, `ALL` included). */
export const NETWORK_TYPE_GROUP = { key: 'Network Types', filterKey: 'NetworkType' } as const;
/** Session-storage key of the member directory's sort (spec 002 §4: remembered per session). */
export const MEMBER_DIRECTORY_SORT_KEY = `${SORTS_KEY_PREFIX}memberDirectory`;

/** spec 002 §5: search text is sent only when longer than 1 character, else empty. */
export function directorySearchText(typed: string): string {
  const text = typed.trim();
  return text.length > 1 ? text : '';
}

/** spec 002 §5: the type-ahead's original text is sent only when longer than 2 characters. */
export function typeAheadOriginalText(typed: string): string | undefined {
  const text = typed.trim();
  return text.length > 2 ? text : undefined;
}

/** What a directory search asks for. */
export interface DirectoryQuery {
  /** What the member typed (sent only over 1 character). */
  readonly search: string;
  /** Sort field and direction (default last name ascending). */
  readonly sort: DirectorySort;
  /** The rolodex letter (A-Z or #), or '' for all. */
  readonly letter: string;
  /** The selected ribbon filters. */
  readonly filters: readonly DirectoryFilter[];
}

/** The query of a directory first opened: nothing typed, no letter, no filters, the given sort. */
export function initialDirectoryQuery(sort: DirectorySort = DEFAULT_DIRECTORY_SORT): DirectoryQuery {
  return { search: '', sort, letter: '', filters: [] };
}

/** The search request of `query` at offset `skip` (spec 002 §3, §7: text, sort, letter, filters, skip, page size). */
export function directoryRequest(query: DirectoryQuery, skip: number, pageSize: number = MEMBER_DIRECTORY_STEP): MemberDirectoryRequest {
  return {
    search: directorySearchText(query.search),
    orderBy: { sortField: query.sort.sortField, direction: query.sort.direction },
    searchKey: query.letter,
    searchFilters: query.filters.map((f) => ({ filterKey: f.filterKey, filterValue: f.filterValue, ...(f.ribbonGroupName ? { ribbonGroupName: f.ribbonGroupName } : {}) })),
    skip,
    maxResultCount: pageSize,
  };
}

/** Input of {@link typeAheadRequest}: the group searched and what is typed in it. */
export interface TypeAheadInput {
  /** What the member typed. */
  readonly typed: string;
  /** The ribbon group searched. */
  readonly group: DirectoryRibbonGroup;
  /** The filters already selected. */
  readonly filters: readonly DirectoryFilter[];
}

/** The ribbon type-ahead request of a group (spec 002 §3): originalSearch only over 2 characters. */
export function typeAheadRequest({ typed, group, filters }: TypeAheadInput): DirectoryTypeAheadRequest {
  const original = typeAheadOriginalText(typed);
  const filterKey = group.filters[0]?.filterKey ?? group.key;
  return {
    search: typed.trim(),
    ...(original === undefined ? {} : { originalSearch: original }),
    fieldsToQuery: [filterKey],
    searchFilters: filters.map((f) => ({ ...f })),
    ribbonGroupName: group.key,
    typeaheadPreFilter: '',
  };
}

/** A type-ahead answer cut to 100 (spec 002 §5), private networks left out. */
export function typeAheadOptions(items: readonly DirectoryFilterItem[], excluded: readonly string[] = []): DirectoryFilterItem[] {
  const hidden = new Set(excluded.map((x) => x.toLowerCase()));
  return items.filter((item) => !hidden.has(item.filterValue.toLowerCase())).slice(0, DIRECTORY_TYPEAHEAD_LIMIT);
}

/** The filter of a chapter type (spec 002: chapter types are filter values). */
export function chapterTypeFilter(type: ChapterType): DirectoryFilter {
  return { filterKey: CHAPTER_TYPE_GROUP.filterKey, filterValue: type, ribbonGroupName: CHAPTER_TYPE_GROUP.key };
}

/** The network types a directory filters by: the network landing types (spec 001 §1), `ALL` first. */
export const NETWORK_TYPES = NETWORK_LANDING_TYPES;

/** The filter of a network type. */
export function networkTypeFilter(type: (typeof NETWORK_TYPES)[number]): DirectoryFilter {
  return { filterKey: NETWORK_TYPE_GROUP.filterKey, filterValue: type, ribbonGroupName: NETWORK_TYPE_GROUP.key };
}

/**
 * The ribbon as shown (spec 002 §3, §9): private networks the member is not in
 * (`excludedPrivateNetworkFilters`) left out, each group's filters up to index 9 plus any selected
 * one beyond, `checked` as the member's selection says, empty groups dropped.
 */
export function ribbonOf(groups: readonly DirectoryRibbonGroup[], selected: readonly DirectoryFilter[], excluded: readonly string[] = []): DirectoryRibbonGroup[] {
  const hidden = new Set(excluded.map((x) => x.toLowerCase()));
  return groups
    .map((group) => {
      const visible = group.filters.filter((f) => !hidden.has(f.filterValue.toLowerCase())).map((f) => ({ ...f, checked: isFilterSelected(selected, f) }));
      const shown = visible.filter((f, index) => index <= RIBBON_MAX_INDEX || f.checked);
      return { key: group.key, filters: shown };
    })
    .filter((group) => group.filters.length > 0);
}

/** The pills of the selected filters, with the label the ribbon gives them (else their value). */
export function pillsOf(selected: readonly DirectoryFilter[], groups: readonly DirectoryRibbonGroup[] = []): { readonly filter: DirectoryFilter; readonly label: string }[] {
  const items = groups.flatMap((g) => g.filters);
  return selected.map((filter) => ({ filter, label: items.find((item) => isFilterSelected([item], filter))?.label ?? filter.filterValue }));
}

/** spec 002 §2: the private community message: a selected filter names a private network the member is not in. */
export function isPrivateCommunityBlocked(selected: readonly DirectoryFilter[], excluded: readonly string[] = []): boolean {
  const hidden = new Set(excluded.map((x) => x.toLowerCase()));
  return selected.some((f) => hidden.has(f.filterValue.toLowerCase()));
}

/** spec 002 §9: the rolodex shows from 10 results (of the search without a letter) on. */
export function isRolodexShown(totalWithoutLetter: number): boolean {
  return totalWithoutLetter >= ROLODEX_MIN_RESULTS;
}

/** The rolodex letter picked: a letter of {@link ROLODEX_LETTERS}, or '' (the same letter again clears it). */
export function pickLetter(current: string, picked: string): string {
  const letter = picked.trim().toUpperCase();
  if (!ROLODEX_LETTERS.includes(letter) || letter === current) return '';
  return letter;
}

/** Appends a page, dropping people already listed (spec 002 §4: appended results are de-duplicated by id). */
export function appendPeople<T extends { readonly id: string }>(loaded: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(loaded.map((p) => p.id.toLowerCase()));
  const out = [...loaded];
  for (const person of page) {
    const id = person.id.toLowerCase();
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(person);
  }
  return out;
}

/** The people of the pages loaded so far, de-duplicated by id, with what the next page needs to append to them. */
export interface LoadedPeople<T extends { readonly id: string }> {
  /** The pages the people come from, in order (the very arrays given). */
  readonly pages: readonly (readonly T[])[];
  /** Everyone of those pages, each once, in page order (a new array whenever a page is added). */
  readonly people: T[];
  /** The lower-case ids each page added (one small set per page, never copied). */
  readonly added: readonly ReadonlySet<string>[];
}

/**
 * The people of `pages`, as {@link appendPeople} gives them, built on `previous` when its pages are
 * the first of `pages` (the same arrays): only the new pages are read, and nothing of `previous` is
 * copied but the list itself, so paging through 10,000 members makes no garbage per row loaded
 * (a long task on slow devices). Pure: `previous` is never changed.
 */
export function accumulatePeople<T extends { readonly id: string }>(previous: LoadedPeople<T> | undefined, pages: readonly (readonly T[])[]): LoadedPeople<T> {
  const isPrefix = previous !== undefined && previous.pages.length <= pages.length && previous.pages.every((page, index) => page === pages[index]);
  const base: LoadedPeople<T> = isPrefix ? previous : { pages: [], people: [], added: [] };
  if (base.pages.length === pages.length) return base;
  const added = [...base.added];
  const fresh: T[] = [];
  for (const page of pages.slice(base.pages.length)) {
    const ids = new Set<string>();
    for (const person of page) {
      const id = person.id.toLowerCase();
      if (ids.has(id) || added.some((earlier) => earlier.has(id))) continue;
      ids.add(id);
      fresh.push(person);
    }
    added.push(ids);
  }
  return { pages: [...pages], people: base.people.concat(fresh), added };
}

/**
 * spec 002 §4: infinite scroll is disabled while loading and re-enabled only when the total count
 * exceeds the loaded count: the next offset to load, or `null`.
 */
export function nextDirectorySkip(loadedPages: number, loaded: number, total: number | undefined, isLoading: boolean, step: number = MEMBER_DIRECTORY_STEP): number | null {
  if (isLoading || total === undefined || total <= loaded) return null;
  return loadedPages * step;
}

/** Reads a sort field the contract knows; `Name` is the last name (the key some calls use). */
export function directorySortFieldOf(value: unknown): Exclude<DirectorySortField, 'Name'> | undefined {
  if (value === 'Name' || value === 'LastName') return 'LastName';
  if (value === 'FirstName' || value === 'CompanyName') return value;
  return undefined;
}

/** The member's sort of this session (spec 002 §4), else last name ascending; unreadable values are ignored. */
export function readDirectorySort(storage: KeyValueStorage | undefined): DirectorySort {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(MEMBER_DIRECTORY_SORT_KEY) ?? null;
  } catch {
    return DEFAULT_DIRECTORY_SORT;
  }
  if (!raw) return DEFAULT_DIRECTORY_SORT;
  try {
    const parsed = JSON.parse(raw) as { sortField?: unknown; direction?: unknown };
    const sortField = directorySortFieldOf(parsed.sortField);
    const direction = parsed.direction === 'desc' ? 'desc' : parsed.direction === 'asc' ? 'asc' : undefined;
    return sortField && direction ? { sortField, direction } : DEFAULT_DIRECTORY_SORT;
  } catch {
    return DEFAULT_DIRECTORY_SORT;
  }
}

/** Remembers the sort for the session (only the field and direction; logout clears it with every stored sort). */
export function writeDirectorySort(storage: KeyValueStorage | undefined, sort: DirectorySort): void {
  const sortField = directorySortFieldOf(sort.sortField) ?? DEFAULT_DIRECTORY_SORT.sortField;
  try {
    storage?.setItem(MEMBER_DIRECTORY_SORT_KEY, JSON.stringify({ sortField, direction: sort.direction === 'desc' ? 'desc' : 'asc' }));
  } catch {
    // Storage full or blocked: the sort holds for this visit only.
  }
}

/** The empty state of a search with no results (spec 002 §2): the texts and the hints that apply. */
export interface DirectoryEmptyState {
  /** The heading, e.g. 'No results found'. */
  readonly title: string;
  /** The result count line, e.g. 'Showing 0 results'. */
  readonly summary: string;
  /** Spelling and filter hints. */
  readonly hints: readonly string[];
}

/** spec 002 §2: 'Showing 0 results', 'No results found', the spelling hint when text was searched, the filter hint when filters are on. */
export function directoryEmptyState(query: DirectoryQuery): DirectoryEmptyState {
  const hints: string[] = [];
  if (directorySearchText(query.search)) hints.push(DIRECTORY_MESSAGES.spellingHint);
  if (query.filters.length > 0 || query.letter) hints.push(DIRECTORY_MESSAGES.filterHint);
  return { title: DIRECTORY_MESSAGES.noResults, summary: DIRECTORY_MESSAGES.showingZero, hints };
}

/** The name a directory shows for a person: preferred (else first) and last name. */
export function directoryNameOf(person: Pick<DirectoryPerson, 'firstName' | 'lastName' | 'preferredName'>): string {
  return `${person.preferredName?.trim() || person.firstName} ${person.lastName}`.trim();
}
