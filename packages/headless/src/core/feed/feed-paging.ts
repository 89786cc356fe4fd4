// spec 001 §4, §9: the activity feed steps by 30; paging stops when a page returns fewer items than
// the page size, or after a single-post request (size 1).

/** Activity feed step and page size (spec 001 §9: "Activity feed step: 30"). */
export const FEED_PAGE_SIZE = 30;
/** Page size of a single-post request (spec 001 §9: "Feed size for a single post: 1"). */
export const SINGLE_POST_PAGE_SIZE = 1;

/**
 * Which feed operation is paged: the home feed (`getFollowedPostsList`, by `skipNumber`/`takeSize`)
 * or a community feed (`listPostsByCommunity`, by a 0-based `pageNumber` and `pageSize`).
 */
export type FeedSource = 'home' | 'community';

/** The paging query of the next request, named as the contract's feed operations take it. */
export type FeedPageQuery =
  | { readonly skipNumber: number; readonly takeSize: number }
  | { readonly pageNumber: number; readonly pageSize: number };

/** What to do next: request the page with `query`, or stop because the feed is complete. */
export type FeedPageStep = { readonly kind: 'next'; readonly query: FeedPageQuery } | { readonly kind: 'complete' };

/** Input of {@link nextFeedPage}. */
export interface FeedPagingInput {
  /** Which feed is paged: the home feed or a community's feed (their operations name the paging query differently). */
  readonly source: FeedSource;
  /** How many posts each page loaded so far returned, in order (empty before the first request). */
  readonly pageLengths: readonly number[];
  /** Page size asked for; {@link FEED_PAGE_SIZE} by default, {@link SINGLE_POST_PAGE_SIZE} for one post. */
  readonly pageSize?: number;
}

/** Whether a page of `pageLength` posts, asked for with `pageSize`, is the last one. */
export function isLastFeedPage(pageLength: number, pageSize: number = FEED_PAGE_SIZE): boolean {
  return pageSize <= SINGLE_POST_PAGE_SIZE || pageLength < pageSize;
}

/** The query of the page at `pageIndex` (0-based) of `source`. */
export function feedPageQuery(source: FeedSource, pageIndex: number, pageSize: number = FEED_PAGE_SIZE): FeedPageQuery {
  const index = Math.max(0, Math.floor(pageIndex));
  const size = Math.max(1, Math.floor(pageSize));
  return source === 'home' ? { skipNumber: index * size, takeSize: size } : { pageNumber: index, pageSize: size };
}

/** The next feed request after the pages loaded so far, or `complete` once a page said it was the last. */
export function nextFeedPage({ source, pageLengths, pageSize = FEED_PAGE_SIZE }: FeedPagingInput): FeedPageStep {
  if (pageLengths.some((length) => isLastFeedPage(length, pageSize))) return { kind: 'complete' };
  return { kind: 'next', query: feedPageQuery(source, pageLengths.length, pageSize) };
}
