import type { profiles } from '@ypo/sdk';
import { useSdkQuery } from './use-sdk-query';

/** Person profile, account part (spec 000 §3). */
export type PersonProfile = profiles.components['schemas']['PersonProfile'];

/** SWR key of a person's account profile. */
export const personProfileKey = (personId: string) => ['profiles/api/persons', personId.toLowerCase()] as const;

/** A person's account profile (GET profiles/api/persons/{id}); `null` holds the call. */
export function usePersonProfile(personId: string | null | undefined) {
  const swr = useSdkQuery<PersonProfile>(personId ? personProfileKey(personId) : null, (sdk, signal) =>
    sdk.profiles.GET('/profiles/api/persons/{id}', { params: { path: { id: personId ?? '' } }, signal }),
  );
  return { profile: swr.data, error: swr.error, isLoading: swr.isLoading, mutate: swr.mutate };
}
