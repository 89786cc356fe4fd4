import type { ProfileDropdowns } from '../../core/profile/professional';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of the profile's lookup lists (the same for every profile). */
export const PROFILE_DROPDOWNS_KEY = ['profiles/api/member-profile/get-profile-dropdowns'] as const;

/** The lookup lists of the profile forms (spec 002 §3: GET member-profile/get-profile-dropdowns); `isEnabled: false` holds the load. */
export function useProfileDropdowns({ isEnabled = true }: { readonly isEnabled?: boolean } = {}) {
  const query = useSdkQuery<ProfileDropdowns>(isEnabled ? PROFILE_DROPDOWNS_KEY : null, (api, signal) =>
    api.profiles.GET('/profiles/api/member-profile/get-profile-dropdowns', { signal }),
  );
  return { dropdowns: query.data, error: query.error, isLoading: query.isLoading };
}
