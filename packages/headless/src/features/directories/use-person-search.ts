import type { profiles } from '@ypo/sdk';
import { searchTextOf } from '../../core/directories/paging';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** A profile found by email (`person-search/by-emailIds`). */
export type PersonEmailMatch = profiles.components['schemas']['PersonEmailMatchList'][number];
/** A person as the people searches answer (`UserProfileSummary`). */
export type PersonSummary = profiles.components['schemas']['UserProfileSummaryList'][number];

/** The addresses to look up: trimmed, lower case, each once, blanks dropped, sorted (one cache entry per set). */
export function emailIdsOf(emails: readonly string[]): string[] {
  return [...new Set(emails.map((e) => e.trim().toLowerCase()).filter(Boolean))].sort();
}

/** The profiles that own `emails` (`POST person-search/by-emailIds`, spec 001 §5, §7); no call for no address. */
export function usePersonsByEmailIds(emails: readonly string[]) {
  const emailIds = emailIdsOf(emails);
  const query = useSdkQuery(emailIds.length === 0 ? null : ['profiles/by-emailIds', ...emailIds], (sdk, signal) =>
    sdk.profiles.POST('/profiles/api/person-search/by-emailIds', { body: { emailIds }, signal }),
  );
  return { persons: query.data, error: query.error, isLoading: query.isLoading };
}

/**
 * People whose names match `term` (`GET search-people/{term}`): only above 1 character (spec 002 §9);
 * a newer term aborts the older search, the previous answer stays shown until the new one arrives.
 */
export function usePeopleSearch(term: string) {
  const text = searchTextOf(term);
  const query = useSdkQuery(
    text === '' ? null : ['profiles/search-people', text.toLowerCase()],
    (sdk, signal) => sdk.profiles.GET('/profiles/api/search-people/{term}', { params: { path: { term: text } }, signal }),
    { name: 'profiles/search-people', swr: { keepPreviousData: true } },
  );
  return { people: text === '' ? [] : (query.data ?? []), error: query.error, isLoading: query.isLoading };
}
