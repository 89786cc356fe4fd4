// Content directory rules (spec 001 §2, §3, §8, §9; spec 002 §2, §8, §9): the sort (Date, Most
// Recent, by default, or Name) remembered per session, the From and To date rules, the search
// request and the empty texts.
import { sortsKey, type KeyValueStorage } from '../storage/session-keys';
import { DIRECTORIES_MESSAGES } from './messages';
import { DIRECTORY_PAGE_SIZE, directoryOffset, searchTextOf, type DirectoryFilter } from './paging';

/** Content directory sort keys as `orderBy` sends them (spec 002 §9). */
export type ContentSort = 'Date' | 'Name';

/** The sort options in menu order, default first (spec 002 §9: Date (Most Recent) default, then Name). */
export const CONTENT_SORTS: readonly { readonly key: ContentSort; readonly label: string }[] = [
  { key: 'Date', label: DIRECTORIES_MESSAGES.sortDate },
  { key: 'Name', label: DIRECTORIES_MESSAGES.sortName },
];

/** The default sort (spec 002 §9). */
export const DEFAULT_CONTENT_SORT: ContentSort = 'Date';

/** Session-storage key of the content directory's sort (cleared on logout with every sort). */
export const CONTENT_SORT_KEY = sortsKey('contentDirectory');

const isContentSort = (value: unknown): value is ContentSort => CONTENT_SORTS.some((s) => s.key === value);

/** The sort remembered for this session, else the default (an unknown stored value counts as none). */
export function readContentSort(storage: KeyValueStorage | undefined): ContentSort {
  try {
    const stored = storage?.getItem(CONTENT_SORT_KEY);
    return isContentSort(stored) ? stored : DEFAULT_CONTENT_SORT;
  } catch {
    return DEFAULT_CONTENT_SORT;
  }
}

/** Remembers the sort for this session (spec 002 §9); a storage that refuses is ignored. */
export function writeContentSort(storage: KeyValueStorage | undefined, sort: ContentSort): void {
  try {
    storage?.setItem(CONTENT_SORT_KEY, sort);
  } catch {
    // Private modes may refuse storage; the sort then lasts for the page only.
  }
}

/** Content directory filter keys (spec 002 §2: communityType, contentType and dates). */
export const CONTENT_FILTER_KEYS = { communityType: 'communityType', contentType: 'contentType', fromDate: 'fromDate', toDate: 'toDate' } as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day of a 'YYYY-MM-DD' text as UTC epoch ms, or undefined when it is not a real calendar day. */
export function parseContentDate(text: string): number | undefined {
  const match = ISO_DAY.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : undefined;
}

/** The From and To of the date filter, as typed. */
export interface ContentDates {
  /** Start date, `YYYY-MM-DD`. */
  readonly from: string;
  /** End date, `YYYY-MM-DD`. */
  readonly to: string;
}

/** What is wrong with each date field (none: the range may be applied). */
export interface ContentDateProblems {
  /** The message for the start date, when it is wrong. */
  readonly from?: string;
  /** The message for the end date, when it is wrong. */
  readonly to?: string;
}

/**
 * spec 002 §9: From date required; To date required; 'To date should be after from date!'; a date
 * that is not a real day is 'Invalid Date'. The same day for both is a one-day range.
 */
export function contentDateProblems({ from, to }: ContentDates): ContentDateProblems {
  const fromTime = parseContentDate(from);
  const toTime = parseContentDate(to);
  const problems: { from?: string; to?: string } = {};
  if (from.trim() === '') problems.from = DIRECTORIES_MESSAGES.fromDateRequired;
  else if (fromTime === undefined) problems.from = DIRECTORIES_MESSAGES.invalidDate;
  if (to.trim() === '') problems.to = DIRECTORIES_MESSAGES.toDateRequired;
  else if (toTime === undefined) problems.to = DIRECTORIES_MESSAGES.invalidDate;
  else if (fromTime !== undefined && toTime < fromTime) problems.to = DIRECTORIES_MESSAGES.toBeforeFrom;
  return problems;
}

/** Whether {@link contentDateProblems} finds nothing. */
export function isContentDateRangeValid(dates: ContentDates): boolean {
  const problems = contentDateProblems(dates);
  return problems.from === undefined && problems.to === undefined;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The label of a date range (its pill): 'Invalid Date' for a date that is no day, 'Invalid Date Range' when To is before From (spec 002 §9). */
export function contentDateRangeLabel({ from, to }: ContentDates): string {
  const fromTime = parseContentDate(from);
  const toTime = parseContentDate(to);
  if (fromTime === undefined || toTime === undefined) return DIRECTORIES_MESSAGES.invalidDate;
  if (toTime < fromTime) return DIRECTORIES_MESSAGES.invalidDateRange;
  return `${DAY_FORMAT.format(fromTime)} – ${DAY_FORMAT.format(toTime)}`;
}

/** What the content directory searches with. */
export interface ContentQuery {
  /** What the member typed. */
  readonly text: string;
  /** The selected communityType and contentType filters. */
  readonly filters: readonly DirectoryFilter[];
  /** The applied date range (only a valid one is applied). */
  readonly dates?: ContentDates;
  /** The chosen sort. */
  readonly sort: ContentSort;
}

/** The `contentSearch` body of page `pageIndex` (spec 001 §3: search only above 1 character, skip by 50, maxResultCount 50). */
export function contentSearchRequest(query: ContentQuery, pageIndex = 0) {
  const dates =
    query.dates && isContentDateRangeValid(query.dates)
      ? [
          { filterKey: CONTENT_FILTER_KEYS.fromDate, filterValue: query.dates.from.trim() },
          { filterKey: CONTENT_FILTER_KEYS.toDate, filterValue: query.dates.to.trim() },
        ]
      : [];
  return {
    search: searchTextOf(query.text),
    orderBy: query.sort,
    searchFilters: [...query.filters.map(({ filterKey, filterValue }) => ({ filterKey, filterValue })), ...dates],
    skip: directoryOffset(pageIndex),
    maxResultCount: DIRECTORY_PAGE_SIZE,
  };
}

/** The empty text: 'No results found' after a search or with filters, 'Sorry no contents found' when nothing at all is there (spec 002 §8). */
export function contentEmptyText(query: Pick<ContentQuery, 'text' | 'filters' | 'dates'>): string {
  const isNarrowed = searchTextOf(query.text) !== '' || query.filters.length > 0 || query.dates !== undefined;
  return isNarrowed ? DIRECTORIES_MESSAGES.noResults : DIRECTORIES_MESSAGES.sorryNoContents;
}

