import { useMemo } from 'react';
import { isPermissionsResult, mainMenuOf, rolesOf, sortCommunities, type PermissionsResult } from '../core/permissions';
import { useSdkQuery } from './use-sdk-query';

/** SWR key of the permissions result; clearing the cache on logout drops it. */
export const PERMISSIONS_KEY = 'communities/api/community/GetUserPermissionsAndCommunities';

/**
 * The signed-in user's permissions and communities, with derived roles, main menu and the
 * communities in list order. `isEnabled: false` holds the call until a token exists. An answer
 * that is no permissions result (200 or 204 without a body, JSON `null`, an object without
 * `permissions` or `communities`) fails like an error,
 * with the 'unable to connect' text (spec 000 §4, §8), so the guard logs out instead of waiting.
 */
export function usePermissions({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const swr = useSdkQuery<PermissionsResult>(
    isEnabled ? PERMISSIONS_KEY : null,
    (sdk, signal) => sdk.communities.GET('/communities/api/community/GetUserPermissionsAndCommunities', { signal }),
    { unwrap: { requireData: isPermissionsResult, message: 'unableToConnect' } },
  );
  const { data } = swr;
  const derived = useMemo(
    () =>
      data
        ? { roles: rolesOf(data), mainMenu: mainMenuOf(data), communities: sortCommunities(data.communities) }
        : { roles: undefined, mainMenu: [], communities: [] },
    [data],
  );
  return {
    data,
    error: swr.error,
    isLoading: swr.isLoading,
    mutate: swr.mutate,
    ...derived,
  };
}
