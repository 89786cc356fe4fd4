import type { posts } from '@ypo/sdk';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import type { Post } from '../../core/feed/post-actions';
import type { AppError } from '../../core/messages';

/** SWR key of a community's reports list, for the writes that change it (a reviewed report leaves it). */
export const inappropriatePostsKey = (communityId: string) => ['posts/inappropriate-list', communityId.toLowerCase()] as const;

/** What {@link useInappropriatePosts} gives. */
export interface InappropriatePostsState {
  /** The reported posts, with their reported replies in `inappropriateChildren`; empty after a failed load (spec 001 §8). */
  readonly posts: Post[];
  /** The failed load, if it failed (never an aborted one). */
  readonly error: AppError | undefined;
  /** The first load is running. */
  readonly isLoading: boolean;
  /** Loads the list again. */
  readonly reload: () => Promise<unknown>;
}

/**
 * The posts of a community reported as inappropriate, for its admins to confirm or reject (spec 001
 * §4, §6; `inappropriate-list/by-community`). `communityId: null` (not an admin) holds the call. A
 * failed load is logged and empties the list (spec 001 §8: 'list loads ... clear the list on failure').
 */
export function useInappropriatePosts(communityId: string | null): InappropriatePostsState {
  const query = useSdkQuery<posts.components['schemas']['Post'][]>(
    communityId === null ? null : inappropriatePostsKey(communityId),
    (sdk, signal) => sdk.posts.GET('/posts/api/post/inappropriate-list/by-community/{id}', { params: { path: { id: communityId ?? '' } }, signal }),
    { unwrap: { log: true } },
  );
  return { posts: query.error === undefined ? (query.data ?? []) : [], error: query.error, isLoading: query.isLoading, reload: () => query.mutate() };
}
