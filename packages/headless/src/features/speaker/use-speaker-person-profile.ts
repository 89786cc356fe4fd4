import type { PersonProfile } from '../../hooks/use-person-profile';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of a member's person profile for the speaker profile. */
export const speakerPersonProfileKey = (personId: string) => ['profiles/api/Speaker/PersonProfile', personId.toLowerCase()] as const;

/**
 * The member part of a member speaker's profile (GET profiles/api/Speaker/PersonProfile/{id}, spec
 * 002 §2, §7): the person profile with the biography the member profile edits; `null` holds the call.
 * `refresh` reads it again after the member profile saved a change.
 */
export function useSpeakerPersonProfile(personId: string | null | undefined) {
  const swr = useSdkQuery<PersonProfile>(personId ? speakerPersonProfileKey(personId) : null, (sdk, signal) =>
    sdk.profiles.GET('/profiles/api/Speaker/PersonProfile/{id}', { params: { path: { id: personId ?? '' } }, signal }),
  );
  return { profile: swr.data, error: swr.error, isLoading: swr.isLoading, refresh: swr.mutate };
}
