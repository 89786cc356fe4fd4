import { useCallback, useMemo } from 'react';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { isAborted, unwrap } from '../../core/errors/unwrap';
import { FEED_PAGE_SIZE, SINGLE_POST_PAGE_SIZE, feedPageQuery, isLastFeedPage, type FeedSource } from '../../core/feed/feed-paging';
import { postListsFor, postsOfList, type PostList } from '../../core/feed/feed-list';
import type { Post, PostViewer } from '../../core/feed/post-actions';
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
    }
  | {
      /** One post, as a content-search link opens it (`get-post-all-activity-feed`, spec 001 §2; a feed of size 1). */
      readonly postId: string;
    };

/** What a feed's pages are read from: the home or a community feed (paged), or one post. */
export type FeedPageSource = FeedSource | 'single';

/** SWR key of page `pageIndex` of a feed: the source, the community or post (if any) and the page. */
export type FeedPageKey = readonly ['posts/feed', FeedPageSource, string, string, number];

const sourceOf = (target: FeedTarget): FeedPageSource => ('home' in target ? 'home' : 'postId' in target ? 'single' : 'community');
const pageSizeOf = (target: FeedTarget): number => ('postId' in target ? SINGLE_POST_PAGE_SIZE : FEED_PAGE_SIZE);

/** The SWR key builder of `target`'s pages; `null` once the previous page was the last (spec 001 §4, §9). */
export function feedPageKeyOf(target: FeedTarget) {
  const [id, name] = 'home' in target ? ['', ''] : 'postId' in target ? [target.postId.toLowerCase(), ''] : [target.communityId, target.communityName];
  const pageSize = pageSizeOf(target);
  return (pageIndex: number, previous: readonly Post[] | null): FeedPageKey | null =>
    previous !== null && isLastFeedPage(previous.length, pageSize) ? null : ['posts/feed', sourceOf(target), id, name, pageIndex];
}

/** The cache key of a whole feed (all its pages), for {@link usePostActions} and other writes to the cached feed. */
export const feedKeyOf = (target: FeedTarget): string => unstable_serialize(feedPageKeyOf(target));

/** Options of {@link useFeed}: which post list of the feed to give, for whom (spec 001 §1, §4). */
export interface FeedOptions {
  /** The post list: 'All Post' (approved posts) or 'Pending Moderation' (admins of moderated communities). */
  readonly list?: PostList;
  /** Who is looking; with it, `posts` holds only the posts of `list` the viewer sees (`postsOfList`). */
  readonly viewer?: PostViewer;
}

/** What {@link useFeed} gives: the posts of the pages loaded so far and the paging state. */
export interface FeedState {
  /**
   * The posts of every page loaded so far, in order (with a `viewer`, only those of the chosen list);
   * empty after a failed load (spec 001 §8).
   */
  readonly posts: Post[];
  /** The post lists the viewer gets ('All Post', and 'Pending Moderation' for admins of moderated communities). */
  readonly lists: PostList[];
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
 * asks for the next one until a page returns fewer posts than the page size (`isComplete`); a
 * single-post target reads that one post and is complete. A
 * failed load is logged and clears the list (spec 001 §8: 'Feed ... failures are logged', 'list
 * loads ... clear the list on failure'); leaving the screen aborts the pending load, and an
 * aborted load never shows as an error. With `options.viewer`, `posts` is the chosen post list
 * ('All Post' by default, or 'Pending Moderation'); both lists share one cache, so approving a
 * post moves it from one to the other at once.
 */
export function useFeed(target: FeedTarget, options: FeedOptions = {}): FeedState {
  const sdk = useSdk();
  const getKey = feedPageKeyOf(target);
  // The pages load one after another under one action name: leaving the screen aborts the pending one.
  const signalFor = useActionSignal(feedKeyOf(target));

  const swr = useSWRInfinite<Post[], AppError, typeof getKey>(
    getKey,
    ([, source, id, name, pageIndex]) => {
      const signal = signalFor();
      if (source === 'single') {
        return unwrap(sdk.posts.GET('/posts/api/post/get-post-all-activity-feed/{postId}', { params: { path: { postId: id } }, signal }), {
          log: true,
        });
      }
      const query = feedPageQuery(source, pageIndex, FEED_PAGE_SIZE);
      const call =
        'skipNumber' in query
          ? sdk.posts.GET('/posts/api/post/getFollowedPostsList', { params: { query }, signal })
          : sdk.posts.GET('/posts/api/post/list/by-community/{id}/{name}', {
              params: { path: { id, name }, query },
              signal,
            });
      return unwrap(call, { log: true });
    },
    { revalidateFirstPage: false },
  );

  const { data, size, setSize } = swr;
  const error = swr.error === undefined || isAborted(swr.error) ? undefined : swr.error;
  const last = data?.at(-1);
  const isComplete = last !== undefined && isLastFeedPage(last.length, pageSizeOf(target));
  const isLoadingMore = swr.isLoading || (size > 0 && data !== undefined && data[size - 1] === undefined && error === undefined);
  const { list = 'allPost', viewer } = options;
  const posts = useMemo(() => {
    const all = error === undefined ? (data ?? []).flat() : [];
    return viewer === undefined ? all : postsOfList(list, all, viewer);
  }, [data, error, list, viewer]);
  const lists = viewer === undefined ? (['allPost'] as PostList[]) : postListsFor(viewer);

  const loadMore = useCallback(() => {
    if (isComplete || isLoadingMore || error !== undefined) return;
    void setSize((current) => current + 1);
  }, [error, isComplete, isLoadingMore, setSize]);

  return { posts, lists, error, isLoading: swr.isLoading, isLoadingMore, isComplete, loadMore, reload: () => swr.mutate(), key: feedKeyOf(target) };
}
