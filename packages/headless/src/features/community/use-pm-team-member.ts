import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of the product-team member check. */
export const PM_TEAM_MEMBER_KEY = 'communities/api/communities/is-pm-teammember';

/**
 * Whether the signed-in user is a product-team member (GET is-pm-teammember, spec 001 §6): the
 * team-only tools show only then. Deny by default: `false` while loading or after a failure.
 */
export function usePmTeamMember() {
  const swr = useSdkQuery<boolean>(PM_TEAM_MEMBER_KEY, (sdk, signal) => sdk.communities.GET('/communities/api/communities/is-pm-teammember', { signal }));
  return { isPmTeamMember: swr.data === true, isLoading: swr.isLoading, error: swr.error };
}
