import type { communities } from '@ypo/sdk';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { unwrap } from '../../core/errors/unwrap';
import { isJoinAnswer, membershipStateOf, type JoinAnswer } from '../../core/networks/join';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { PERMISSIONS_KEY, usePermissions } from '../../hooks/use-permissions';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import type { NetworkCommunityRef } from './network-community';

/** A join request (spec 001 §3: approvalInProgress). */
export type JoinRequest = communities.components['schemas']['JoinRequest'];

/** SWR key of the pending join requests the user sees (their own, and those they review). */
export const pendingJoinRequestsKey = (communityName: string) => ['communities/api/communities/join/pending-request', communityName] as const;

// spec 001 §5, §8: join and resign fail when the answer has no data, and their failures are only logged.
const JOIN_RULES = { log: true, requireData: isJoinAnswer } as const;

/**
 * Joining and resigning a network, group or champion community (spec 001 §4, §5, §8): where the
 * member stands (`member`, `pending` while approvalInProgress, or `none`), from their permissions
 * result and their pending requests; `join` and `resign` send the calls, and then reload both, so
 * that an approval shows as membership (communities and menu) on the next permissions load. A
 * failure (also an answer without data) is only logged: the result says so, and nothing else changes.
 */
export function useNetworkMembership(community: NetworkCommunityRef) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const { communityId, communityName } = community;
  const permissions = usePermissions();
  const pendingKey = pendingJoinRequestsKey(communityName);
  const pending = useSdkQuery<JoinRequest[]>(pendingKey, (api, signal) =>
    api.communities.GET('/communities/api/communities/{name}/join/pending-request', { params: { path: { name: communityName } }, signal }),
  );
  const reload = () => Promise.all([mutate(pendingKey), mutate(PERMISSIONS_KEY)]);
  const path = { params: { path: { name: communityName } }, body: { CommunityId: communityId } } as const;
  const joinMutation = useMutation(async (): Promise<JoinAnswer> => {
    const answer = await unwrap(sdk.communities.POST('/communities/api/communities/{name}/join', path), JOIN_RULES);
    await reload();
    return answer;
  });
  const resignMutation = useMutation(async (): Promise<JoinAnswer> => {
    const answer = await unwrap(sdk.communities.POST('/communities/api/communities/{name}/resign', path), JOIN_RULES);
    await reload();
    return answer;
  });
  const own = useMemo(() => (pending.data ?? []).filter((r) => r.communityId.toLowerCase() === communityId.toLowerCase()), [pending.data, communityId]);
  const state = membershipStateOf(communityId, permissions.communities, own);
  return {
    state,
    isLoading: permissions.isLoading || pending.isLoading,
    join: joinMutation.trigger,
    resign: resignMutation.trigger,
    isSaving: joinMutation.isMutating || resignMutation.isMutating,
  };
}
