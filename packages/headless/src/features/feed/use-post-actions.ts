import { useCallback } from 'react';
import { unwrap } from '../../core/errors/unwrap';
import { applyFeedChange, withLike } from '../../core/feed/feed-list';
import { hideScope, type Post, type PostViewer } from '../../core/feed/post-actions';
import type { AppError } from '../../core/messages';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { useSdk } from '../../hooks/sdk-context';
import { feedKeyOf, type FeedTarget } from './use-feed';

/** The post {@link usePostActions} acts on: its id and community, and its like state as the feed shows it. */
export type PostActionTarget = Pick<Post, 'id' | 'communityId' | 'userHasLiked' | 'likeCount'>;

type FeedPages = Post[][];

// The contract answers like, unlike and hide with an acknowledgement: anything but `true` failed.
const ACKNOWLEDGED = { log: true, requireData: (data: unknown) => data === true } as const;

const withPostLiked = (pages: FeedPages | undefined, postId: string, isLiked: boolean): FeedPages =>
  (pages ?? []).map((page) => page.map((post) => (post.id.toLowerCase() === postId.toLowerCase() ? withLike(post, isLiked) : post)));

const withoutPost = (pages: FeedPages | undefined, postId: string): FeedPages => (pages ?? []).map((page) => applyFeedChange(page, 'hide', postId).posts);

/** What {@link usePostActions} gives. */
export interface PostActions {
  /** Likes the post, or takes the like back when the viewer already likes it. */
  readonly toggleLike: () => Promise<CallResult<boolean> | undefined>;
  /** Likes (`true`) or unlikes (`false`) the post. */
  readonly setLiked: (isLiked: boolean) => Promise<CallResult<boolean> | undefined>;
  /** Hides the post: from the viewer's own feed, or for everyone when a community admin of a moderated community hides it. */
  readonly hide: () => Promise<CallResult<boolean> | undefined>;
  /** A like or hide of this post is being saved. */
  readonly isPending: boolean;
  /** The last failed like or hide. */
  readonly error: AppError | undefined;
}

/**
 * Like, unlike and hide of one post of a feed read with `useFeed` (spec 001 §4): each shows at
 * once in the cached feed (a like moves the count and the viewer's like, a hide removes the post
 * from the viewer's own feed) and is rolled back when the call fails; the failure is logged
 * (spec 001 §8: 'Feed, like, hide and post failures are logged; likes revert locally') and comes
 * back as the `CallResult` and `error`. One change at a time per post: `isPending` is the
 * `hasPendingChange` of `postActionsFor` (spec 001 §4: editing is blocked while a change is pending).
 * `communityName` is the community type name the like call carries in its path (e.g. `chapter`).
 * With a `viewer` who administers a moderated community, a hide hides the post for everyone
 * (`markModeratedPostAsHidden`, see `hideScope`); anyone else's hide (`hide/{id}`) only for themselves.
 */
export function usePostActions(feed: FeedTarget, post: PostActionTarget, communityName: string, viewer?: PostViewer): PostActions {
  const sdk = useSdk();
  const key = feedKeyOf(feed);

  const likeMutation = useMutation(
    async (isLiked: boolean): Promise<boolean> =>
      isLiked
        ? unwrap(sdk.posts.POST('/posts/api/like/create/{id}/{name}', { params: { path: { id: post.id, name: communityName } } }), ACKNOWLEDGED)
        : unwrap(sdk.posts.DELETE('/posts/api/like/{id}', { params: { path: { id: post.id } } }), ACKNOWLEDGED),
    { key, optimistic: (pages: FeedPages | undefined, isLiked: boolean) => withPostLiked(pages, post.id, isLiked) },
  );

  const hideMutation = useMutation(
    async (): Promise<boolean> =>
      viewer !== undefined && hideScope(viewer) === 'everyone'
        ? unwrap(sdk.posts.POST('/posts/api/post/markModeratedPostAsHidden', { body: { communityId: post.communityId, postId: post.id } }), ACKNOWLEDGED)
        : unwrap(sdk.posts.POST('/posts/api/post/hide/{id}', { params: { path: { id: post.id } } }), ACKNOWLEDGED),
    { key, optimistic: (pages: FeedPages | undefined) => withoutPost(pages, post.id) },
  );

  const { trigger: triggerLike } = likeMutation;
  const toggleLike = useCallback(
    (): Promise<CallResult<boolean> | undefined> => triggerLike(post.userHasLiked !== true),
    [post.userHasLiked, triggerLike],
  );

  return {
    toggleLike,
    setLiked: likeMutation.trigger,
    hide: hideMutation.trigger,
    isPending: likeMutation.isMutating || hideMutation.isMutating,
    error: likeMutation.error ?? hideMutation.error,
  };
}
