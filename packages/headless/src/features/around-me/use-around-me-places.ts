import type { profiles } from '@ypo/sdk';
import { AROUND_ME_REGIONS } from '../../core/around-me/lists';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** A country of the asset form (id for its states, code for the asset). */
export type AroundMeCountry = profiles.components['schemas']['Country'];
/** A state or province. */
export type AroundMeState = profiles.components['schemas']['StateOrProvince'];

const NO_COUNTRIES: readonly AroundMeCountry[] = [];
const NO_STATES: readonly AroundMeState[] = [];

/**
 * The countries and regions of around me (GET get-countries-and-regions, loaded once) and the
 * states or provinces of the chosen country (GET get-states-or-provinces/{id}); regions fall back to
 * the spec's eight while the list loads or when it fails.
 */
export function useAroundMePlaces(countryId?: string) {
  const lists = useSdkQuery<profiles.components['schemas']['CountriesAndRegions']>('profiles/api/around-me/get-countries-and-regions', (sdk, signal) =>
    sdk.profiles.GET('/profiles/api/around-me/get-countries-and-regions', { signal }), { swr: { revalidateOnFocus: false } });
  const states = useSdkQuery<AroundMeState[]>(countryId ? ['profiles/api/around-me/get-states-or-provinces', countryId] : null, (sdk, signal) =>
    sdk.profiles.GET('/profiles/api/around-me/get-states-or-provinces/{id}', { params: { path: { id: countryId ?? '' } }, signal }), { swr: { revalidateOnFocus: false } });
  return {
    countries: lists.data?.countries ?? NO_COUNTRIES,
    regions: lists.data?.regions.length ? lists.data.regions : AROUND_ME_REGIONS,
    states: countryId ? (states.data ?? NO_STATES) : NO_STATES,
    isLoading: lists.isLoading || states.isLoading,
    error: lists.error ?? states.error,
  };
}
