import type { Sdk } from '@ypo/sdk';
import type { SdkResult } from '../../core/errors/unwrap';
import type { AppError } from '../../core/messages';
import { searchFieldOf, SEARCH_KINDS, type SearchKind, type SearchResultOf } from '../../core/search/integrated-search';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** The answer of one kind's search: its first results (at most 50) and how many there are. */
interface KindAnswer<K extends SearchKind> {
  readonly searchResults: SearchResultOf[K][];
  readonly totalResultCount: number;
}

/** One kind's results as the page shows them. */
export interface IntegratedSearchKind<K extends SearchKind = SearchKind> {
  /** Which kind. */
  readonly kind: K;
  /** The results for the newest search text only (never an older search's). */
  readonly results: readonly SearchResultOf[K][];
  /** How many results the kind has in all (the answer lists at most 50). */
  readonly total: number;
  /** The kind's first answer for this text is loading. */
  readonly isLoading: boolean;
  /** The kind's call failed (logged); the other kinds still show. */
  readonly error: AppError | undefined;
}

/** SWR key of one kind's integrated search for a search text. */
export const integratedSearchKey = (kind: SearchKind, search: string) => ['ams/integrated-search', kind, search] as const;

type KindCall = { [K in SearchKind]: (sdk: Sdk, search: string, signal: AbortSignal) => Promise<SdkResult<KindAnswer<K>>> };

// spec 002 §7: one ams call per kind, each with a search field.
const CALLS: KindCall = {
  Person: (sdk, search, signal) => sdk.ams.POST('/ams/personIntegratedOneClickSearch', { body: { search }, signal }),
  Event: (sdk, search, signal) => sdk.ams.POST('/ams/eventIntegratedSearch', { body: { search }, signal }),
  Community: (sdk, search, signal) => sdk.ams.POST('/ams/communityIntegratedSearch', { body: { search }, signal }),
  Content: (sdk, search, signal) => sdk.ams.POST('/ams/contentIntegratedSearch', { body: { search }, signal }),
};

function useKind<K extends SearchKind>(kind: K, search: string): IntegratedSearchKind<K> {
  const query = useSdkQuery<KindAnswer<K>>(search === '' ? null : integratedSearchKey(kind, search), (sdk, signal) => CALLS[kind](sdk, search, signal), {
    // One action name per kind: a newer search aborts the older one still loading (spec 001 §4).
    name: `ams/integrated-search/${kind}`,
    // spec 002 §8: most calls log the error and rethrow it.
    unwrap: { log: true },
  });
  return {
    kind,
    results: query.data?.searchResults ?? [],
    total: query.data?.totalResultCount ?? 0,
    isLoading: query.isLoading,
    error: query.error,
  };
}

/**
 * The integrated search (ypoSearch, spec 002 §3, §7): people, events, communities and content for a
 * search text, each kind from its ams call. Nothing is searched until the text is longer than 1
 * character. Calls are cancelable: a newer text aborts the older calls, and only the newest text's
 * answers are ever returned. Each kind fails on its own (its `error`), so the others still show.
 */
export function useIntegratedSearch(searchTerm: string) {
  const search = searchFieldOf(searchTerm);
  const kinds = {
    Person: useKind('Person', search),
    Event: useKind('Event', search),
    Community: useKind('Community', search),
    Content: useKind('Content', search),
  } satisfies { [K in SearchKind]: IntegratedSearchKind<K> };
  const all = SEARCH_KINDS.map((kind) => kinds[kind]);
  return {
    /** The search sent ('' when there is none). */
    search,
    kinds,
    isLoading: all.some((k) => k.isLoading),
    /** Results over every kind. */
    total: all.reduce((sum, k) => sum + k.total, 0),
  };
}
