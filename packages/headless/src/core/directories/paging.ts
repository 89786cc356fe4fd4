// Directory paging (spec 001 §9, spec 002 §9): pages of 50 at offsets stepping by 50; appended
// results are de-duplicated by id; more are loaded only while fewer than the total are loaded and
// no load is running.

/** Directory page size and offset step (spec 001 §9: 50; maxResultCount default 50). */
export const DIRECTORY_PAGE_SIZE = 50;

/** The offset (`skip`) of page `pageIndex` (0-based). */
export function directoryOffset(pageIndex: number): number {
  return Math.max(0, Math.floor(pageIndex)) * DIRECTORY_PAGE_SIZE;
}

/** The results of the pages in order, each id once (the first occurrence kept; spec 002 §9). */
export function mergePages<T>(pages: readonly (readonly T[])[], idOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const page of pages) {
    for (const item of page) {
      const id = idOf(item).toLowerCase();
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(item);
    }
  }
  return out;
}

/** Input of {@link canLoadMore}. */
export interface LoadMoreState {
  /** Results asked for so far (pages loaded times the page size, or the rows held). */
  readonly loaded: number;
  /** The total the server reports. */
  readonly total: number;
  /** A page is loading. */
  readonly isLoading: boolean;
}

/** spec 002 §9: infinite scroll is disabled while loading and re-enabled only when the total exceeds the loaded count. */
export function canLoadMore({ loaded, total, isLoading }: LoadMoreState): boolean {
  return !isLoading && total > loaded;
}

/** The text sent as `search`: trimmed, and only when longer than 1 character (spec 001 §9, spec 002 §9). */
export function searchTextOf(text: string | null | undefined): string {
  const trimmed = (text ?? '').trim();
  return trimmed.length > 1 ? trimmed : '';
}

/** A chosen filter as the directory calls send it (the contracts' SearchFilter: filterKey, filterValue, the ribbon group's name if any). */
export interface DirectoryFilter {
  /** The filter (ribbon group key). */
  readonly filterKey: string;
  /** The selected value. */
  readonly filterValue: string;
  /** The ribbon group the filter was picked from (member directory), when known. */
  readonly ribbonGroupName?: string | undefined;
}

const sameFilter = (a: DirectoryFilter, b: DirectoryFilter) =>
  a.filterKey.toLowerCase() === b.filterKey.toLowerCase() && a.filterValue.toLowerCase() === b.filterValue.toLowerCase();

/** Whether `item` is among the chosen filters (keys and values compared ignoring case). */
export function isFilterSelected(filters: readonly DirectoryFilter[], item: DirectoryFilter): boolean {
  return filters.some((f) => sameFilter(f, item));
}

/** The filters with `item` added, or removed if it was chosen (the one toggle of every directory's pills). */
export function toggleFilter(filters: readonly DirectoryFilter[], item: DirectoryFilter): DirectoryFilter[] {
  if (isFilterSelected(filters, item)) return filters.filter((f) => !sameFilter(f, item));
  return [...filters, { filterKey: item.filterKey, filterValue: item.filterValue, ...(item.ribbonGroupName ? { ribbonGroupName: item.ribbonGroupName } : {}) }];
}
