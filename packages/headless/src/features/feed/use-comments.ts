import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { useCallback, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { unwrap } from '../../core/errors/unwrap';
import { withLike } from '../../core/feed/feed-list';
import { decidePostAction, type Post, type PostViewer } from '../../core/feed/post-actions';
import { postDraftOf, shownReplies } from '../../core/feed/post-draft';
import {
  ALL_REPLIES_COUNT,
  hiddenReplyCount,
  withReplyAdded,
  withReplyAppended,
  withReplyRemoved,
  type FeaturedComment,
} from '../../core/feed/replies';
import { AppError } from '../../core/messages';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { feedKeyOf, type FeedTarget } from './use-feed';
import { usePostActions } from './use-post-actions';

/** SWR key of a post's replies: every reply (`all`), or those reported as inappropriate (`reported`, admins). */
export type CommentsKey = readonly ['posts/replies', 'all' | 'reported', string];

/** The SWR key of the replies of the post with `postId` ({@link useComments}). */
export const commentsKeyOf = (postId: string, list: 'all' | 'reported' = 'all'): CommentsKey => ['posts/replies', list, postId.toLowerCase()];

type FeedPages = Post[][];

const mapPost = (pages: FeedPages | undefined, postId: string, change: (post: Post) => Post): FeedPages | undefined =>
  pages?.map((page) => page.map((post) => (post.id.toLowerCase() === postId.toLowerCase() ? change(post) : post)));

/** Options of {@link useComments}. */
export interface CommentsOptions {
  /** The feed the post is listed in: its cached page gets the post's new comment count. */
  readonly feed: FeedTarget;
  /** The community type name the calls carry in their path (e.g. `chapter`). */
  readonly communityName: string;
  /** Who is looking: decides whether they may reply (spec 001 §6); nobody replies without one. */
  readonly viewer?: PostViewer | undefined;
  /** Admin View: the replies reported as inappropriate load with the replies (`listInappropriateCommentsByPost`). */
  readonly isAdminView?: boolean | undefined;
}

/** What {@link useComments} gives. */
export interface CommentsState {
  /** The replies shown, oldest first: all when expanded, else the last 2; empty until loaded or after a failed load. */
  readonly replies: Post[];
  /** The post's featured comments (the last 2, spec 001 §3), the summary shown until the replies load. */
  readonly featuredComments: FeaturedComment[];
  /** Every reply has been loaded (after {@link CommentsState.showAll}). */
  readonly isLoaded: boolean;
  /** The replies are loading. */
  readonly isLoading: boolean;
  /** The failed load of the replies (the list is empty then, spec 001 §8). */
  readonly error: AppError | undefined;
  /** How many replies the post has (`commentCount`). */
  readonly commentCount: number;
  /** Replies not shown right now (collapsed, or not loaded yet). */
  readonly hiddenCount: number;
  /** All replies are shown. */
  readonly isExpanded: boolean;
  /** Loads every reply (once) and shows them all. */
  readonly showAll: () => void;
  /** 'show less': keeps the last 2 (spec 001 §4, §9). */
  readonly showLess: () => void;
  /** The viewer may reply: a top-level, approved post with comments on (spec 001 §4, §6). */
  readonly canReply: boolean;
  /** Saves a reply; on success the parent's count, the viewer's `userHasCommented` and the replies follow. */
  readonly addReply: (body: string) => Promise<CallResult<Post> | undefined>;
  /** A reply is being saved. */
  readonly isAdding: boolean;
  /** The last failed reply: 'There was an issue creating your post. Please try again' (spec 001 §8). */
  readonly addError: AppError | undefined;
  /** Admin View: ids (lower case) of the replies reported as inappropriate. */
  readonly reportedIds: ReadonlySet<string>;
  /** Takes a reply out of the thread and the parent's count, after an action removed it (hide, delete, report). */
  readonly removeReply: (replyId: string) => void;
  /** Loads the replies again (once they were asked for). */
  readonly reload: () => Promise<unknown>;
  /** The feed, community type name and cache key {@link useReplyActions} needs. */
  readonly thread: CommentsThread;
}

/** Where a thread's replies live: the feed of the parent, the community type name and the replies' cache key. */
export interface CommentsThread {
  /** The feed the parent post is listed in. */
  readonly feed: FeedTarget;
  /** The community type name the calls carry in their path. */
  readonly communityName: string;
  /** The SWR key of the loaded replies ({@link commentsKeyOf}). */
  readonly key: CommentsKey;
}

/**
 * The replies (comments) of a post (spec 001 §3, §4, §6, §8, §9). Until asked, the thread is the
 * post's own featured comments (no call); `showAll()` loads every reply (`listCommentsByPost`
 * with count {@link ALL_REPLIES_COUNT}) and `showLess()` keeps the last 2. A reply is saved with
 * `createPost` and a parentPostId and shows once saved (the spec makes only likes and hides
 * optimistic); the parent's commentCount, userHasCommented, totalCommentedUsers and featured
 * comments follow in the feed's cache. A failed reply is logged and gives the post text of spec
 * 001 §8; a failed load is logged and empties the list.
 */
export function useComments(post: Post, options: CommentsOptions): CommentsState {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const { feed, communityName, viewer, isAdminView = false } = options;
  const feedKey = feedKeyOf(feed);
  const key = useMemo(() => commentsKeyOf(post.id), [post.id]);
  const [isRequested, setRequested] = useState(false);
  const [isExpanded, setExpanded] = useState(false);

  const loaded = useSdkQuery<Post[]>(
    isRequested ? key : null,
    (client, signal) =>
      client.posts.GET('/posts/api/post/list/by-comments/{postId}/{count}/{name}', {
        params: { path: { postId: post.id, count: ALL_REPLIES_COUNT, name: communityName } },
        signal,
      }),
    { unwrap: { log: true } },
  );
  const reported = useSdkQuery<Post[]>(
    isRequested && isAdminView ? commentsKeyOf(post.id, 'reported') : null,
    (client, signal) =>
      client.posts.GET('/posts/api/post/list/by-comments/inappropriate/{postId}/{count}/{name}', {
        params: { path: { postId: post.id, count: ALL_REPLIES_COUNT, name: communityName } },
        signal,
      }),
    { unwrap: { log: true } },
  );

  const add = useMutation(
    (body: string): Promise<Post> =>
      unwrap(
        sdk.posts.POST('/posts/api/post/create/{name}', {
          params: { path: { name: communityName } },
          body: postDraftOf({ communityId: post.communityId, body, parentPostId: post.id }),
        }),
        { log: true, message: FEATURE_MESSAGES.createPostFailed, requireData: true },
      ),
    { key: feedKey, populate: (reply: Post, pages: FeedPages | undefined) => mapPost(pages, post.id, (parent) => withReplyAdded(parent, reply)) as FeedPages },
  );

  const { mutate: mutateReplies, data } = loaded;
  const { trigger } = add;
  const addReply = useCallback(
    async (body: string): Promise<CallResult<Post> | undefined> => {
      const result = await trigger(body);
      if (result?.ok === true && data !== undefined) await mutateReplies((replies) => withReplyAppended(replies, result.data), { revalidate: false });
      return result;
    },
    [data, mutateReplies, trigger],
  );

  const removeReply = useCallback(
    (replyId: string) => {
      const isOther = (reply: Post) => reply.id.toLowerCase() !== replyId.toLowerCase();
      if (data !== undefined) void mutateReplies((replies) => replies?.filter(isOther), { revalidate: false });
      void mutate<FeedPages>(feedKey, (pages) => mapPost(pages, post.id, (parent) => withReplyRemoved(parent, replyId)), { revalidate: false });
    },
    [data, feedKey, mutate, mutateReplies, post.id],
  );

  const all = loaded.error === undefined ? (data ?? []) : [];
  const replies = shownReplies(all, isExpanded);
  const commentCount = data !== undefined && loaded.error === undefined ? Math.max(all.length, post.commentCount ?? 0) : (post.commentCount ?? 0);
  const featuredComments = post.featuredComments ?? [];
  const shownCount = data === undefined ? featuredComments.length : replies.length;
  const canReply = viewer !== undefined && decidePostAction('reply', post, viewer).allowed;
  const reportedIds = useMemo(() => new Set((reported.data ?? []).map((reply) => reply.id.toLowerCase())), [reported.data]);

  return {
    replies,
    featuredComments,
    isLoaded: data !== undefined && loaded.error === undefined,
    isLoading: loaded.isLoading,
    error: loaded.error,
    commentCount,
    hiddenCount: hiddenReplyCount(commentCount, shownCount),
    isExpanded,
    showAll: useCallback(() => {
      setRequested(true);
      setExpanded(true);
    }, []),
    showLess: useCallback(() => setExpanded(false), []),
    canReply,
    addReply,
    isAdding: add.isMutating,
    addError: add.error,
    reportedIds,
    removeReply,
    reload: () => (isRequested ? Promise.all([loaded.mutate(), reported.mutate()]) : Promise.resolve(undefined)),
    thread: useMemo(() => ({ feed, communityName, key }), [feed, communityName, key]),
  };
}

/** What {@link useReplyActions} gives. */
export interface ReplyActions {
  /** Likes the reply, or takes the like back: shown at once in the thread, reverted when the call fails. */
  readonly toggleLike: () => Promise<CallResult<boolean> | undefined>;
  /** A like of this reply is being saved. */
  readonly isPending: boolean;
  /** The last failed like. */
  readonly error: AppError | undefined;
}

/**
 * The like of one reply of a thread read with {@link useComments}: the call is `usePostActions`'
 * (replies take the post actions, spec 001 §6), shown at once in the thread's cache and rolled
 * back when it fails (spec 001 §4, §8: likes revert locally).
 */
export function useReplyActions(thread: CommentsThread, reply: Post, viewer?: PostViewer): ReplyActions {
  const { setLiked } = usePostActions(thread.feed, reply, thread.communityName, viewer);
  const like = useMutation(
    async (isLiked: boolean): Promise<boolean> => {
      const result = await setLiked(isLiked);
      if (result === undefined) throw new AppError('unknown');
      if (!result.ok) throw result.error;
      return result.data;
    },
    {
      key: thread.key,
      optimistic: (replies: Post[] | undefined, isLiked: boolean) =>
        (replies ?? []).map((each) => (each.id.toLowerCase() === reply.id.toLowerCase() ? withLike(each, isLiked) : each)),
    },
  );
  const { trigger } = like;
  const toggleLike = useCallback(() => trigger(reply.userHasLiked !== true), [reply.userHasLiked, trigger]);
  return { toggleLike, isPending: like.isMutating, error: like.error };
}
