import { useCallback, useMemo, useRef, useState } from 'react';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import {
  MEMBER_DIRECTORY_STEP,
  accumulatePeople,
  directoryEmptyState,
  directoryRequest,
  directorySearchText,
  initialDirectoryQuery,
  isPrivateCommunityBlocked,
  isRolodexShown,
  nextDirectorySkip,
  pickLetter,
  pillsOf,
  readDirectorySort,
  ribbonOf,
  toggleFilter,
  writeDirectorySort,
  type DirectoryEmptyState,
  type DirectoryFilter,
  type DirectoryPerson,
  type DirectoryQuery,
  type DirectoryRibbonGroup,
  type DirectorySort,
  type MemberDirectoryResult,
} from '../../core/directory/member-directory';
import { isAborted, unwrap } from '../../core/errors/unwrap';
import type { AppError } from '../../core/messages';
import type { LoadedPeople } from '../../core/directory/member-directory';
import type { KeyValueStorage } from '../../core/storage/session-keys';
import { useSdk } from '../../hooks/sdk-context';
import { useActionSignal } from '../../hooks/use-sdk-query';

/** SWR key of one page of a directory search: the request's text, sort, letter, filters and page. */
export type DirectoryPageKey = readonly ['profiles/memberdirectory', string, string, string, string, string, number];

// One action name for every search: a newer text, letter, filter or sort aborts the older load.
const MEMBER_DIRECTORY = 'profiles/member-directory';

/** The SWR key builder of a query's pages; `null` once everything is loaded (spec 002 §4). */
export function directoryPageKeyOf(query: DirectoryQuery) {
  const search = directorySearchText(query.search);
  const filters = JSON.stringify(query.filters.map((f) => [f.filterKey, f.filterValue, f.ribbonGroupName ?? '']));
  return (pageIndex: number, previous: MemberDirectoryResult | null): DirectoryPageKey | null => {
    if (previous !== null && nextDirectorySkip(pageIndex, pageIndex * MEMBER_DIRECTORY_STEP, previous.totalResultCount, false) === null) return null;
    return ['profiles/memberdirectory', search, query.sort.sortField, query.sort.direction, query.letter, filters, pageIndex];
  };
}

/** The cache key of a whole search (all its pages). */
export const directoryKeyOf = (query: DirectoryQuery): string => unstable_serialize(directoryPageKeyOf(query));

/** Options of {@link useMemberDirectory}. */
export interface MemberDirectoryOptions {
  /** Where the sort is remembered for the session; defaults to `sessionStorage` (spec 002 §4). */
  readonly storage?: KeyValueStorage;
  /** Filters the directory opens with (e.g. a community's members). */
  readonly initialFilters?: readonly DirectoryFilter[];
}

/** What {@link useMemberDirectory} gives. */
export interface MemberDirectory {
  /** What the member asked for: typed text, sort, letter, filters. */
  readonly query: DirectoryQuery;
  /** The people of every page loaded for the current query, de-duplicated by id; never an older query's. */
  readonly people: DirectoryPerson[];
  /** The total of the current query, once its first page has come. */
  readonly total: number | undefined;
  /** The search text the shown people answer (the answer's `searchText`), for checks that nothing older shows. */
  readonly answeredSearch: string | undefined;
  /** The ribbon as shown: private networks left out, up to index 9 per group, the selection checked. */
  readonly ribbon: DirectoryRibbonGroup[];
  /** The pills of the selected filters. */
  readonly pills: { readonly filter: DirectoryFilter; readonly label: string }[];
  /** Private networks the member is not in (left out of ribbon and type-ahead). */
  readonly excluded: readonly string[];
  /** spec 002 §2: a selected filter is a private community the member must join to see. */
  readonly isPrivate: boolean;
  /** spec 002 §9: the rolodex shows from 10 results (and while a letter is picked). */
  readonly showRolodex: boolean;
  /** The empty state once a query has no results. */
  readonly empty: DirectoryEmptyState | undefined;
  /** The first page of the current query is loading. */
  readonly isLoading: boolean;
  /** A further page is loading (infinite scroll waits). */
  readonly isLoadingMore: boolean;
  /** Everything of the current query is loaded. */
  readonly isComplete: boolean;
  /** The failed load (never an aborted one). */
  readonly error: AppError | undefined;
  /** Sets the typed text (searched once over 1 character). */
  readonly setSearch: (typed: string) => void;
  /** Sorts and remembers the sort for the session. */
  readonly setSort: (sort: DirectorySort) => void;
  /** Picks a rolodex letter (the same letter again shows all). */
  readonly pickLetter: (letter: string) => void;
  /** Selects or deselects a filter. */
  readonly toggleFilter: (filter: DirectoryFilter) => void;
  /** Clears text, letter and filters. */
  readonly clearAll: () => void;
  /** Loads the next 50 (ignored while loading, after a failure, or once complete). */
  readonly loadMore: () => void;
}

const defaultStorage = (): KeyValueStorage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/**
 * The member directory (spec 002 §2-§5, §9): search, filters, rolodex and sort over
 * `searchMemberDirectory`, 50 at a time. Every change of the query is a new cache key under one
 * action name, so the older load is aborted and its late answer is never shown: `people` always
 * answer the newest query (text typed, letter, filters, sort). The sort is remembered per session.
 */
export function useMemberDirectory(options: MemberDirectoryOptions = {}): MemberDirectory {
  const sdk = useSdk();
  const storage = options.storage ?? defaultStorage();
  const [query, setQuery] = useState<DirectoryQuery>(() => ({ ...initialDirectoryQuery(readDirectorySort(storage)), filters: [...(options.initialFilters ?? [])] }));
  const getKey = useMemo(() => directoryPageKeyOf(query), [query]);
  const signalFor = useActionSignal(MEMBER_DIRECTORY);

  const swr = useSWRInfinite<MemberDirectoryResult, AppError, typeof getKey>(
    getKey,
    (key) => {
      const pageIndex = key[6];
      return unwrap(sdk.profiles.POST('/profiles/api/memberdirectory', { body: directoryRequest(query, pageIndex * MEMBER_DIRECTORY_STEP), signal: signalFor() }), { log: true });
    },
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );

  const { data, size, setSize } = swr;
  const error = swr.error === undefined || isAborted(swr.error) ? undefined : swr.error;
  const first = data?.[0];
  const total = first?.totalResultCount;
  // Only a new page is read (a page that repeats someone of an earlier one adds nobody twice): the
  // pages before it are the same arrays, so 10,000 members make no garbage per page (no long GC task).
  const loaded = useRef<LoadedPeople<DirectoryPerson> | undefined>(undefined);
  const people = useMemo(() => {
    loaded.current = accumulatePeople(loaded.current, (data ?? []).map((page) => page.searchResults));
    return loaded.current.people;
  }, [data]);
  const isLoadingMore = size > 1 && data !== undefined && data[size - 1] === undefined && error === undefined;
  const isComplete = total !== undefined && nextDirectorySkip(data?.length ?? 0, people.length, total, false) === null;
  const excluded = useMemo(() => first?.excludedPrivateNetworkFilters ?? [], [first]);
  const ribbon = useMemo(() => ribbonOf(first?.searchRibbonGroup ?? [], query.filters, excluded), [excluded, first, query.filters]);
  const isPrivate = isPrivateCommunityBlocked(query.filters, excluded);

  const update = useCallback((change: (current: DirectoryQuery) => DirectoryQuery) => setQuery(change), []);
  const loadMore = useCallback(() => {
    if (isComplete || isLoadingMore || swr.isLoading || error !== undefined || total === undefined) return;
    void setSize((current) => current + 1);
  }, [error, isComplete, isLoadingMore, setSize, swr.isLoading, total]);

  return {
    query,
    people: error === undefined ? people : [],
    total,
    answeredSearch: first?.searchText,
    ribbon,
    pills: pillsOf(query.filters, first?.searchRibbonGroup ?? []),
    excluded,
    isPrivate,
    showRolodex: query.letter !== '' || isRolodexShown(total ?? 0),
    empty: total === 0 && !isPrivate ? directoryEmptyState(query) : undefined,
    isLoading: swr.isLoading,
    isLoadingMore,
    isComplete,
    error,
    setSearch: useCallback((typed: string) => update((q) => ({ ...q, search: typed })), [update]),
    setSort: useCallback(
      (sort: DirectorySort) => {
        writeDirectorySort(storage, sort);
        update((q) => ({ ...q, sort }));
      },
      [storage, update],
    ),
    pickLetter: useCallback((letter: string) => update((q) => ({ ...q, letter: pickLetter(q.letter, letter) })), [update]),
    toggleFilter: useCallback((filter: DirectoryFilter) => update((q) => ({ ...q, filters: toggleFilter(q.filters, filter) })), [update]),
    clearAll: useCallback(() => update((q) => ({ ...q, search: '', letter: '', filters: [] })), [update]),
    loadMore,
  };
}
