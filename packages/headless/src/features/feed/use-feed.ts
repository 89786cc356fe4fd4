import { useCallback } from 'react';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { isAborted, unwrap } from '../../core/errors/unwrap';
import { FEED_PAGE_SIZE, feedPageQuery, isLastFeedPage, type FeedSource } from '../../core/feed/feed-paging';
import type { Post } from '../../core/feed/post-actions';
import type { AppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useActionSignal } from '../../hooks/use-sdk-query';

/** Which feed {@link useFeed} reads: a community's feed, or the home feed of the communities the member follows. */
export type FeedTarget =
  | {
      /** The community whose feed is read (`listPostsByCommunity`). */
      readonly communityId: string;
      /** The community type name as the app sends it in the path (e.g. `chapter`). */
      readonly communityName: string;
    }
  | {
      /** The home feed (`getFollowedPostsList`). */
      readonly home: true;
    };

/** SWR key of page `pageIndex` of a feed: the source, the community (if any) and the page. */
export type FeedPageKey = readonly ['posts/feed', FeedSource, string, string, number];

const sourceOf = (target: FeedTarget): FeedSource => ('home' in target ? 'home' : 'community');

/** The SWR key builder of `target`'s pages; `null` once the previous page was the last (spec 001 §4, §9). */
export function feedPageKeyOf(target: FeedTarget) {
  const [id, name] = 'home' in target ? ['', ''] : [target.communityId, target.communityName];
  return (pageIndex: number, previous: readonly Post[] | null): FeedPageKey | null =>
    previous !== null && isLastFeedPage(previous.length, FEED_PAGE_SIZE) ? null : ['posts/feed', sourceOf(target), id, name, pageIndex];
}

/** The cache key of a whole feed (all its pages), for {@link usePostActions} and other writes to the cached feed. */
export const feedKeyOf = (target: FeedTarget): string => unstable_serialize(feedPageKeyOf(target));

/** What {@link useFeed} gives: the posts of the pages loaded so far and the paging state. */
export interface FeedState {
  /** The posts of every page loaded so far, in order; empty after a failed load (spec 001 §8). */
  readonly posts: Post[];
  /** The failed load, if the last one failed (never an aborted one). */
  readonly error: AppError | undefined;
  /** The first page is loading. */
  readonly isLoading: boolean;
  /** A page asked for is still loading. */
  readonly isLoadingMore: boolean;
  /** The last page returned fewer posts than the page size: no more to load. */
  readonly isComplete: boolean;
  /** Asks for the next page (ignored while a page loads, after a failure, or once complete). */
  readonly loadMore: () => void;
  /** Loads the pages again. */
  readonly reload: () => Promise<unknown>;
  /** The cache key of the whole feed ({@link feedKeyOf}). */
  readonly key: string;
}

/**
 * The activity feed of a community or the home feed (spec 001 §4, §9): pages of 30, `loadMore()`
 * asks for the next one until a page returns fewer posts than the page size (`isComplete`). A
 * failed load is logged and clears the list (spec 001 §8: 'Feed ... failures are logged', 'list
 * loads ... clear the list on failure'); leaving the screen aborts the pending load, and an
 * aborted load never shows as an error.
 */
export function useFeed(target: FeedTarget): FeedState {
  const sdk = useSdk();
  const getKey = feedPageKeyOf(target);
  // The pages load one after another under one action name: leaving the screen aborts the pending one.
  const signalFor = useActionSignal(feedKeyOf(target));

  const swr = useSWRInfinite<Post[], AppError, typeof getKey>(
    getKey,
    ([, source, communityId, communityName, pageIndex]) => {
      const signal = signalFor();
      const query = feedPageQuery(source, pageIndex, FEED_PAGE_SIZE);
      const call =
        'skipNumber' in query
          ? sdk.posts.GET('/posts/api/post/getFollowedPostsList', { params: { query }, signal })
          : sdk.posts.GET('/posts/api/post/list/by-community/{id}/{name}', {
              params: { path: { id: communityId, name: communityName }, query },
              signal,
            });
      return unwrap(call, { log: true });
    },
    { revalidateFirstPage: false },
  );

  const { data, size, setSize } = swr;
  const error = swr.error === undefined || isAborted(swr.error) ? undefined : swr.error;
  const last = data?.at(-1);
  const isComplete = last !== undefined && isLastFeedPage(last.length, FEED_PAGE_SIZE);
  const isLoadingMore = swr.isLoading || (size > 0 && data !== undefined && data[size - 1] === undefined && error === undefined);
  const posts = error === undefined ? (data ?? []).flat() : [];

  const loadMore = useCallback(() => {
    if (isComplete || isLoadingMore || error !== undefined) return;
    void setSize((current) => current + 1);
  }, [error, isComplete, isLoadingMore, setSize]);

  return { posts, error, isLoading: swr.isLoading, isLoadingMore, isComplete, loadMore, reload: () => swr.mutate(), key: feedKeyOf(target) };
}
