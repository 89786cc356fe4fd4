import type { profiles } from '@ypo/sdk';
import { useMemo } from 'react';
import { userCommunitiesOf } from '../../core/profile/extras';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** A community in a person's profile (the contract's `CommunitySummary`). */
export type ProfileCommunitySummary = profiles.components['schemas']['CommunitySummary'];

const NONE: ProfileCommunitySummary[] = [];

/** SWR key of a person's communities (usercommunity). */
export const userCommunitiesKey = (personId: string) => ['profiles/usercommunity', personId.toLowerCase()] as const;
/** SWR key of a person's groups (member-profile/get-groups). */
export const memberGroupsKey = (personId: string) => ['profiles/groups', personId.toLowerCase()] as const;

/**
 * A person's chapters, regions and networks (GET usercommunity/{id}; spec 002 §2 Communities, §3
 * networkChapters, networkRegions, networks), primary chapter first; `null` holds the call.
 */
export function useUserCommunities(personId: string | null | undefined) {
  const query = useSdkQuery(personId ? userCommunitiesKey(personId) : null, (sdk, signal) =>
    sdk.profiles.GET('/profiles/api/usercommunity/{id}', { params: { path: { id: personId ?? '' } }, signal }),
  );
  const split = useMemo(() => userCommunitiesOf(query.data ?? NONE), [query.data]);
  return { ...split, error: query.error, isLoading: query.isLoading };
}

/** The groups a person belongs to (GET member-profile/get-groups/{id}, spec 002 §7); `null` holds the call. */
export function useMemberGroups(personId: string | null | undefined) {
  const query = useSdkQuery(personId ? memberGroupsKey(personId) : null, (sdk, signal) =>
    sdk.profiles.GET('/profiles/api/member-profile/get-groups/{id}', { params: { path: { id: personId ?? '' } }, signal }),
  );
  return { groups: query.data ?? NONE, error: query.error, isLoading: query.isLoading };
}
