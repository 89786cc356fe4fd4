import type { profiles } from '@ypo/sdk';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** A person in a connection or follow list (spec 002 §3 profileConnection, profileFollowing). */
export type PersonCard = profiles.components['schemas']['PersonCard'];

/** SWR key of a person's connection list. */
export const connectionListKey = (personId: string) => ['profiles/connections', personId.toLowerCase()] as const;
/** SWR key of the list of whom a person follows. */
export const followListKey = (personId: string) => ['profiles/follows', personId.toLowerCase()] as const;

/** A person's connections (`get-memberprofile-connection/lists`, spec 002 §7); `null` holds the call. */
export function useConnectionList(personId: string | null | undefined) {
  const query = useSdkQuery(personId ? connectionListKey(personId) : null, (sdk, signal) =>
    sdk.profiles
      .GET('/profiles/api/member-profile/get-memberprofile-connection/lists/{id}', { params: { path: { id: personId ?? '' } }, signal }),
  );
  return { connections: query.data?.profileConnection, error: query.error, isLoading: query.isLoading, reload: () => query.mutate() };
}

/** Whom a person follows (`get-memberprofile-follow-status/lists`, spec 002 §7); `null` holds the call. */
export function useFollowList(personId: string | null | undefined) {
  const query = useSdkQuery(personId ? followListKey(personId) : null, (sdk, signal) =>
    sdk.profiles
      .GET('/profiles/api/member-profile/get-memberprofile-follow-status/lists/{id}', { params: { path: { id: personId ?? '' } }, signal }),
  );
  return { follows: query.data?.profileFollowing, error: query.error, isLoading: query.isLoading, reload: () => query.mutate() };
}
