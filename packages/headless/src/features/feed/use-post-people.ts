import type { posts } from '@ypo/sdk';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import type { AppError } from '../../core/messages';

/** A member as a post shows them (liker, participant, mention). */
export type PostPerson = posts.components['schemas']['PostPerson'];

/** What {@link usePostLikers} and {@link usePostUsers} give. */
export interface PostPeopleState {
  /** The members; empty after a failed load (spec 001 §8: 'list loads ... clear the list on failure'). */
  readonly people: PostPerson[];
  /** The failed load, if it failed (never an aborted one). */
  readonly error: AppError | undefined;
  /** The first load is running. */
  readonly isLoading: boolean;
}

/** One people list of a post: the read, logged on failure, and an empty list after a failed load. */
function usePeople(key: readonly [string, string] | null, read: Parameters<typeof useSdkQuery<PostPerson[]>>[1]): PostPeopleState {
  const query = useSdkQuery<PostPerson[]>(key, read, { unwrap: { log: true } });
  return { people: query.error === undefined ? (query.data ?? []) : [], error: query.error, isLoading: query.isLoading };
}

/**
 * The members who liked a post, the latest first (`posts/likers/{postId}`, spec 001 §7), for the
 * likers list. `postId: null` holds the call (load it when the list opens). A failed load is logged
 * and empties the list.
 */
export function usePostLikers(postId: string | null): PostPeopleState {
  return usePeople(postId === null ? null : ['posts/likers', postId.toLowerCase()], (sdk, signal) =>
    sdk.posts.GET('/posts/api/posts/likers/{postId}', { params: { path: { postId: postId ?? '' } }, signal }),
  );
}

/**
 * The members taking part in a post, its author and those who replied (`listUsers/by-post/{id}`,
 * spec 001 §7). `postId: null` holds the call. A failed load is logged and empties the list.
 */
export function usePostUsers(postId: string | null): PostPeopleState {
  return usePeople(postId === null ? null : ['posts/users-by-post', postId.toLowerCase()], (sdk, signal) =>
    sdk.posts.GET('/posts/api/post/listUsers/by-post/{id}', { params: { path: { id: postId ?? '' } }, signal }),
  );
}
