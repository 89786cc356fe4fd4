import { isPostVisible, type PostFacts, type PostViewer } from './post-actions';

// spec 001 §1, §4: post lists 'All Post' and, for admins of moderated communities, 'Pending Moderation'.

/** A post list of a community feed. */
export type PostList = 'allPost' | 'pendingModeration';

/** The label of each post list, word for word from spec 001 §1. */
export const POST_LIST_LABELS: Readonly<Record<PostList, string>> = {
  allPost: 'All Post',
  pendingModeration: 'Pending Moderation',
};

/** The post lists a viewer gets: 'All Post', plus 'Pending Moderation' for admins of moderated communities. */
export function postListsFor(viewer: PostViewer): PostList[] {
  return viewer.isMember && viewer.isCommunityAdmin && viewer.isActivityModerated ? ['allPost', 'pendingModeration'] : ['allPost'];
}

/**
 * The posts of `list` the viewer sees, in the given order: 'All Post' holds approved posts,
 * 'Pending Moderation' the posts waiting for approval (admins of moderated communities only).
 */
export function postsOfList<T extends PostFacts>(list: PostList, posts: readonly T[], viewer: PostViewer): T[] {
  if (!postListsFor(viewer).includes(list)) return [];
  const isPendingList = list === 'pendingModeration';
  return posts.filter((post) => isPostVisible(post, viewer) && (post.isPendingModeration === true) === isPendingList);
}

/** A post taken out of a list, with where it was, so an optimistic change can put it back. */
export interface RemovedPost<T> {
  /** The post taken out. */
  readonly post: T;
  /** Its position in the list before the change (0-based), where a rollback puts it back. */
  readonly index: number;
}

/** What a list looks like after a change, and what the change removed (to restore on failure). */
export interface FeedListChange<T> {
  /** The list after the change (a new array; the old one is untouched). */
  readonly posts: T[];
  /** The post the change took out, or `undefined` when it removed none. */
  readonly removed: RemovedPost<T> | undefined;
}

/**
 * A feed change the viewer made, applied to a list of posts or replies (spec 001 §4): hide removes
 * the post from the viewer's feed (an admin of a moderated community hides it for everyone, see
 * `hideScope`); marking
 * it inappropriate, deleting it and confirming a report remove it; approving ('show') clears
 * isPendingModeration; rejecting a report clears hasBeenMarkedInappropriate.
 */
export type FeedChangeKind = 'hide' | 'inappropriate' | 'delete' | 'confirmInappropriate' | 'show' | 'rejectInappropriate';

const REMOVING: readonly FeedChangeKind[] = ['hide', 'inappropriate', 'delete', 'confirmInappropriate'];

/** `posts` after `change` on the post with `postId` (ids compared without case); the input is not modified. */
export function applyFeedChange<T extends PostFacts>(posts: readonly T[], change: FeedChangeKind, postId: string): FeedListChange<T> {
  const index = posts.findIndex((post) => post.id.toLowerCase() === postId.toLowerCase());
  const post = posts[index];
  if (post === undefined) return { posts: [...posts], removed: undefined };
  if (REMOVING.includes(change)) return { posts: posts.filter((_, at) => at !== index), removed: { post, index } };
  const updated: T = change === 'show' ? { ...post, isPendingModeration: false } : { ...post, hasBeenMarkedInappropriate: false };
  return { posts: posts.map((each, at) => (at === index ? updated : each)), removed: undefined };
}

/** Puts a removed post back where it was (an optimistic hide that failed is reverted), unless it is there again. */
export function restorePost<T extends PostFacts>(posts: readonly T[], removed: RemovedPost<T>): T[] {
  if (posts.some((post) => post.id.toLowerCase() === removed.post.id.toLowerCase())) return [...posts];
  const at = Math.min(Math.max(0, removed.index), posts.length);
  return [...posts.slice(0, at), removed.post, ...posts.slice(at)];
}

/** The like state of a post after the viewer likes or unlikes it (optimistic; spec 001 §4 reverts it on failure). */
export function withLike<T extends Pick<PostFacts, 'id'> & { readonly userHasLiked?: boolean; readonly likeCount?: number }>(post: T, isLiked: boolean): T {
  const wasLiked = post.userHasLiked === true;
  if (wasLiked === isLiked) return post;
  const count = Math.max(0, (post.likeCount ?? 0) + (isLiked ? 1 : -1));
  return { ...post, userHasLiked: isLiked, likeCount: count };
}
