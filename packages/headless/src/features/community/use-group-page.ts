import { FEATURE_MESSAGES } from '../../core/feature-messages';
import type { communities } from '@ypo/sdk';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

type Schemas = communities.components['schemas'];
/** A group (spec 001 §3 "group object"; §6 canEditGroup). */
export type Group = Schemas['Group'];
/** A member of a group as the admin list shows them. */
export type GroupMember = Schemas['GroupMember'];
/** Pending group create requests (spec 001 §3: groupApplicationList, canApprove). */
export type GroupRequestList = Schemas['GroupRequestList'];

/** The community name segment of the group calls: a group, or a network run as a group by its admins (spec 001 §2 admin panels). */
export type GroupCommunityName = 'group' | 'network';

/** SWR key of a group. */
export const groupKey = (groupId: string) => ['communities/api/group', groupId.toLowerCase()] as const;
/** SWR key of a group's admins. */
export const groupAdminsKey = (groupId: string) => ['communities/api/groups/list-admins', groupId.toLowerCase()] as const;
/** SWR key of the pending group create requests. */
export const GROUP_REQUESTS_KEY = 'communities/api/grouprequests/pendinlist';

/**
 * A group page's own content (spec 001 §2): the group (getGroup) and its admins (listGroupAdmins).
 * `null` holds the calls. `name` is `network` for a network read as a group (its 'configure group' panel).
 */
export function useGroupPage(groupId: string | null | undefined, name: GroupCommunityName = 'group') {
  const group = useSdkQuery<Group>(groupId ? groupKey(groupId) : null, (sdk, signal) =>
    sdk.communities.GET('/communities/api/group/{id}', { params: { path: { id: groupId ?? '' } }, signal }),
  );
  const admins = useSdkQuery<GroupMember[]>(groupId ? groupAdminsKey(groupId) : null, (sdk, signal) =>
    sdk.communities.GET('/communities/api/groups/list-admins/{id}/{name}', { params: { path: { id: groupId ?? '', name } }, signal }),
  );
  return {
    group: group.data,
    admins: admins.data ?? [],
    isLoading: group.isLoading || admins.isLoading,
    error: group.error ?? admins.error,
  };
}

/** A review of a group create request. */
export interface GroupReview {
  /** The requested group's id. */
  readonly groupId: string;
  /** Approve (`true`) or reject (`false`). */
  readonly isApproved: boolean;
  /** The reviewer's note, if any. */
  readonly comment?: string;
}

/**
 * The Group Super Administrator's admin view on /group without an id (spec 001 §2, §4, §6): the
 * pending group create requests (grouprequests/pendinlist) and, where `canApprove`, `review`
 * (approve or reject); a reviewed request leaves the pending list. A failed review shows 'Error
 * while Approving' (spec 001 §8). `isEnabled: false` holds the call.
 */
export function useGroupAdminView({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const sdk = useSdk();
  const requests = useSdkQuery<GroupRequestList>(isEnabled ? GROUP_REQUESTS_KEY : null, (api, signal) =>
    api.communities.GET('/communities/api/grouprequests/pendinlist', { signal }),
  );
  const reviewMutation = useMutation(
    async (review: GroupReview): Promise<GroupReview> => {
      await unwrap(sdk.communities.POST('/communities/api/group/reviewcreaterequest', { body: { ...review } }), { log: true, message: FEATURE_MESSAGES.approveFailed });
      return review;
    },
    {
      key: GROUP_REQUESTS_KEY,
      populate: (review: GroupReview, current: GroupRequestList | undefined) => ({
        canApprove: current?.canApprove ?? false,
        groupApplicationList: (current?.groupApplicationList ?? []).filter((r) => r.groupId !== review.groupId),
      }),
    },
  );
  return {
    requests: requests.data?.groupApplicationList ?? [],
    canApprove: requests.data?.canApprove === true,
    isLoading: requests.isLoading,
    error: requests.error,
    review: reviewMutation.trigger,
    isReviewing: reviewMutation.isMutating,
    reviewError: reviewMutation.error,
  };
}
