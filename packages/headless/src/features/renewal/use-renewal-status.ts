import { useMemo } from 'react';
import { renewalBannerOf, type RenewalStatus } from '../../core/renewal/renewal';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of a person's renewal status. */
export const renewalStatusKey = (personId: string) => ['profiles/api/persons/renewal-status', personId.toLowerCase()] as const;

/** The renewal status (GET profiles/api/persons/{id}/renewal-status) and the banner it calls for; `null` holds the call. */
export function useRenewalStatus(personId: string | null | undefined, { now = Date.now }: { now?: () => number } = {}) {
  const swr = useSdkQuery<RenewalStatus>(personId ? renewalStatusKey(personId) : null, (sdk, signal) =>
    sdk.profiles.GET('/profiles/api/persons/{id}/renewal-status', { params: { path: { id: personId ?? '' } }, signal }),
  );
  const { data } = swr;
  const banner = useMemo(() => renewalBannerOf({ status: data, now: now() }), [data, now]);
  return { status: data, banner, error: swr.error, isLoading: swr.isLoading };
}
