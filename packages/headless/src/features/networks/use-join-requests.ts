import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import type { NetworkCommunityRef } from './network-community';
import { pendingJoinRequestsKey, type JoinRequest } from './use-network-membership';

/** SWR key of the join requests an admin reviews for one community. */
export const joinRequestsKey = (community: NetworkCommunityRef) => ['communities/api/communities/join/requests', community.communityName, community.communityId.toLowerCase()] as const;

/** A review: approve or reject one request. */
export interface JoinReview {
  /** The join request's id. */
  readonly requestId: string;
  /** Approve (`true`) or reject (`false`). */
  readonly isApproved: boolean;
}

/**
 * The join requests of a community for its admins (spec 001 §4: pending, then reviewed with
 * approve or reject; the 'requested members' panel). `review` sends the decision; on success the
 * request leaves the list, and an approved member belongs from their next permissions load. A
 * failed review shows 'Error while Approving' (spec 001 §8). `isEnabled: false` holds the load.
 */
export function useJoinRequests(community: NetworkCommunityRef, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  const sdk = useSdk();
  const { mutate } = useSWRConfig();
  const key = joinRequestsKey(community);
  const { communityId, communityName } = community;
  const query = useSdkQuery<JoinRequest[]>(isEnabled ? key : null, (api, signal) =>
    api.communities.GET('/communities/api/communities/{name}/join/requests/{id}', { params: { path: { name: communityName, id: communityId } }, signal }),
  );
  const reviewMutation = useMutation(
    async ({ requestId, isApproved }: JoinReview): Promise<JoinReview> => {
      await unwrap(
        sdk.communities.POST('/communities/api/communities/{name}/join/review', { params: { path: { name: communityName } }, body: { communityId, requestId, isApproved } }),
        { log: true, message: FEATURE_MESSAGES.approveFailed },
      );
      void mutate(pendingJoinRequestsKey(communityName));
      return { requestId, isApproved };
    },
    { key, populate: (review: JoinReview, current: JoinRequest[] | undefined) => (current ?? []).filter((r) => r.id !== review.requestId) },
  );
  const requests = useMemo(() => (query.data ?? []).filter((r) => r.approvalInProgress), [query.data]);
  return {
    requests,
    isLoading: query.isLoading,
    error: query.error,
    review: reviewMutation.trigger,
    isReviewing: reviewMutation.isMutating,
    reviewError: reviewMutation.error,
  };
}
