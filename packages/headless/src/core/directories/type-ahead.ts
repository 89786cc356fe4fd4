// Directory type-ahead (spec 001 §9, spec 002 §5, §9): the text is sent only when longer than 1
// character, the original text only when longer than 2; the lists are cut to 100.
import { searchTextOf, type DirectoryFilter } from './paging';

/** Suggestions shown at most (spec 001 §9: type-ahead lists are cut to 100). */
export const DIRECTORY_TYPEAHEAD_LIMIT = 100;

/** The body of a directory type-ahead call, or `null` when the text is too short to ask. */
export function directoryTypeAheadRequest(text: string, filters: readonly DirectoryFilter[] = []) {
  const search = searchTextOf(text);
  if (search === '') return null;
  return {
    search,
    ...(search.length > 2 ? { originalSearch: search } : {}),
    searchFilters: filters.map(({ filterKey, filterValue }) => ({ filterKey, filterValue })),
  };
}

/** A type-ahead answer cut to {@link DIRECTORY_TYPEAHEAD_LIMIT}. */
export function cutTypeAhead<T>(items: readonly T[] | undefined): T[] {
  return (items ?? []).slice(0, DIRECTORY_TYPEAHEAD_LIMIT);
}
