import useSWR from 'swr';
import type { SpeakerRegistrationStatus } from '../core/guard/decide-route';
import { unwrap, type CallError } from './call-error';
import { useSdk } from './sdk-context';

/** SWR key of a person's speaker registration status. */
export const speakerRegistrationStatusKey = (personId: string) => ['speaker/api/speaker/speaker-registration-status', personId.toLowerCase()] as const;

/** Speaker registration status A, P or other (GET speaker/api/speaker/speaker-registration-status/{id}); `null` holds the call. */
export function useSpeakerRegistrationStatus(personId: string | null | undefined) {
  const sdk = useSdk();
  const swr = useSWR<SpeakerRegistrationStatus | null, CallError>(personId ? speakerRegistrationStatusKey(personId) : null, () =>
    unwrap(sdk.speaker.GET('/speaker/api/speaker/speaker-registration-status/{id}', { params: { path: { id: personId ?? '' } } })),
  );
  return {
    status: swr.data ?? null,
    error: swr.error,
    // Settled: answered or failed; a failure counts as "other" (the speaker route stays open).
    isLoading: personId ? swr.data === undefined && swr.error === undefined : false,
  };
}
