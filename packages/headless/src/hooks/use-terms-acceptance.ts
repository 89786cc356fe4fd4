import { useCallback, useState } from 'react';
import { toAppError, type AppError } from '../core/messages';
import { usePersonProfile } from './use-person-profile';
import { useSdk } from './sdk-context';

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
  const { profile, mutate } = usePersonProfile(personId);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<AppError | null>(null);

  const accept = useCallback(async (): Promise<boolean> => {
    if (!personId) return false;
    setIsSaving(true);
    setError(null);
    try {
      const result = isNonMemberSpeaker
        ? await sdk.speaker.POST('/speaker/api/speaker/save-terms-and-conditions', { body: { termsAndConditionsAccepted: true } })
        : await sdk.profiles.PUT('/profiles/api/v2/persons/save-terms-and-conditions', {
            body: { personId, termsAndConditionsAccepted: true, termsAndConditionsAcceptedDate: new Date(now()).toISOString() },
          });
      if (result.error !== undefined || !result.response.ok) {
        setError(toAppError(result));
        return false;
      }
      // The acceptance is what the user just did: keep it locally rather than trusting an echo.
      await mutate((current) => (current ? { ...current, termsAndConditionsAccepted: true } : current), { revalidate: false });
      return true;
    } catch (cause) {
      setError(toAppError({ error: cause instanceof Error ? cause : undefined }));
      return false;
    } finally {
      setIsSaving(false);
    }
  }, [isNonMemberSpeaker, mutate, now, personId, sdk]);

  return { isRequired: profile?.termsAndConditionsAccepted === false, profile, accept, isSaving, error };
}
