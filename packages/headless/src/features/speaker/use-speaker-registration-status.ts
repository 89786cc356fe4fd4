import type { SpeakerRegistrationStatus } from '../../core/guard/decide-route';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of a person's speaker registration status. */
export const speakerRegistrationStatusKey = (personId: string) => ['speaker/api/speaker/speaker-registration-status', personId.toLowerCase()] as const;

/** Speaker registration status A, P or other (GET speaker/api/speaker/speaker-registration-status/{id}); `null` holds the call. */
export function useSpeakerRegistrationStatus(personId: string | null | undefined) {
  const swr = useSdkQuery<SpeakerRegistrationStatus | null>(personId ? speakerRegistrationStatusKey(personId) : null, (sdk, signal) =>
    sdk.speaker.GET('/speaker/api/speaker/speaker-registration-status/{id}', { params: { path: { id: personId ?? '' } }, signal }),
  );
  return {
    status: swr.data ?? null,
    error: swr.error,
    // Settled: answered or failed; a failure counts as "other" (the speaker route stays open).
    isLoading: personId ? swr.data === undefined && swr.error === undefined : false,
  };
}
