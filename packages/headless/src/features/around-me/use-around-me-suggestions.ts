import type { profiles } from '@ypo/sdk';
import { wantsSuggestions } from '../../core/around-me/search';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** Which suggestions: places (city, state) or establishment names. */
export type AroundMeSuggestionKind = 'location' | 'establishment';

const NONE: readonly string[] = [];

/**
 * Location or establishment suggestions for what the member types in the directory (spec 002 §7:
 * POST get-location-suggestions, get-establishment-suggestions), from 2 characters. Cancelable: a
 * newer text aborts the older call; a failed call suggests nothing (the error is not shown).
 */
export function useAroundMeSuggestions(kind: AroundMeSuggestionKind, text: string) {
  const search = text.trim();
  const query = useSdkQuery<string[]>(
    wantsSuggestions(search) ? [`profiles/api/around-me/get-${kind}-suggestions`, search.toLowerCase()] : null,
    (sdk, signal) =>
      kind === 'location'
        ? sdk.profiles.POST('/profiles/api/around-me/get-location-suggestions', { body: { search }, signal })
        : sdk.profiles.POST('/profiles/api/around-me/get-establishment-suggestions', { body: { search }, signal }),
    { name: `around-me/${kind}-suggestions`, swr: { keepPreviousData: true } },
  );
  return { suggestions: wantsSuggestions(search) && query.error === undefined ? (query.data ?? NONE) : NONE, isLoading: query.isLoading };
}

/** A member found to associate with a business (openapi/profiles.yaml `UserProfileSummary`). */
export type AroundMePerson = profiles.components['schemas']['UserProfileSummary'];

const NO_PEOPLE: readonly AroundMePerson[] = [];

/**
 * Members to associate with a business (spec 002 §7: POST around-me/searchprofile), from 2
 * characters, cancelable: the people the 'Asset already exists' offer can add ('User already
 * associated to this business. Please select a different user' asks for another one). A failed
 * search finds nobody.
 */
export function useAroundMePeople(text: string) {
  const search = text.trim();
  const query = useSdkQuery<AroundMePerson[]>(
    wantsSuggestions(search) ? ['profiles/api/around-me/searchprofile', search.toLowerCase()] : null,
    (sdk, signal) => sdk.profiles.POST('/profiles/api/around-me/searchprofile', { body: { search }, signal }),
    { name: 'around-me/people', swr: { keepPreviousData: true } },
  );
  return { people: wantsSuggestions(search) && query.error === undefined ? (query.data ?? NO_PEOPLE) : NO_PEOPLE, isLoading: query.isLoading };
}
