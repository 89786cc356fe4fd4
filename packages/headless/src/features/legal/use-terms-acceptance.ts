import { useCallback } from 'react';
import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { personProfileKey, usePersonProfile, type PersonProfile } from '../../hooks/use-person-profile';

/** Input of {@link useTermsAcceptance}. */
export interface TermsAcceptanceInput {
  /** The (effective) user id; `null` holds the calls. */
  readonly personId: string | null | undefined;
  /** spec 000 §6: a non-member speaker uses the speaker service's save-terms call. */
  readonly isNonMemberSpeaker: boolean;
  /** Clock for the acceptance date; defaults to `Date.now`. */
  readonly now?: () => number;
}

/**
 * Terms acceptance: required while the profile's termsAndConditionsAccepted is false. Accepting
 * saves through PUT profiles/api/v2/persons/save-terms-and-conditions, or for a non-member
 * speaker POST speaker/api/speaker/save-terms-and-conditions.
 */
export function useTermsAcceptance({ personId, isNonMemberSpeaker, now = Date.now }: TermsAcceptanceInput) {
  const sdk = useSdk();
  const { profile } = usePersonProfile(personId);
  const save = useMutation(
    (id: string) =>
      isNonMemberSpeaker
        ? unwrap(sdk.speaker.POST('/speaker/api/speaker/save-terms-and-conditions', { body: { termsAndConditionsAccepted: true } }))
        : unwrap(
            sdk.profiles.PUT('/profiles/api/v2/persons/save-terms-and-conditions', {
              body: { personId: id, termsAndConditionsAccepted: true, termsAndConditionsAcceptedDate: new Date(now()).toISOString() },
            }),
          ),
    {
      key: personProfileKey,
      // The acceptance is what the user just did: keep it locally rather than trusting an echo.
      populate: (_answer: unknown, current: PersonProfile | undefined) => (current ? { ...current, termsAndConditionsAccepted: true } : current) as PersonProfile,
    },
  );
  const { trigger } = save;
  const accept = useCallback(async (): Promise<boolean> => {
    if (!personId) return false;
    return (await trigger(personId))?.ok === true;
  }, [personId, trigger]);

  return { isRequired: profile?.termsAndConditionsAccepted === false, profile, accept, isSaving: save.isMutating, error: save.error ?? null };
}
