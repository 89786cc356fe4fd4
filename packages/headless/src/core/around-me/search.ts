// The business directory search (spec 002 §3, §7): what the member chose, the request with the
// text's synonyms, paging, and when suggestions are asked for.
import type { profiles } from '@ypo/sdk';
import type { AccommodationType, AroundMeRegion, EstablishmentType, PriceRange } from './lists';

/** The search request (openapi/profiles.yaml `AroundMeAssetSearch`, ours). */
export type AssetSearchRequest = profiles.components['schemas']['AroundMeAssetSearch'];
/** One page of the directory (openapi/profiles.yaml `AroundMeAssetPage`). */
export type AssetSearchPage = profiles.components['schemas']['AroundMeAssetPage'];

/** Directory page size and offset step (spec 002 §9: search page size and offset step 50). */
export const ASSET_PAGE_SIZE = 50;

/** Suggestions (location, establishment) are asked for from this many characters (ours). */
export const SUGGESTION_MIN_LENGTH = 2;

/** The directory's filters; an empty string is 'any'. */
export interface AssetFilters {
  /** One of the eight regions. */
  readonly region: AroundMeRegion | '';
  /** Accommodation or Dining. */
  readonly establishmentType: EstablishmentType | '';
  /** A kind of accommodation (hotels only). */
  readonly accommodationType: AccommodationType | '';
  /** One of the 20 cuisines (restaurants only). */
  readonly cuisine: string;
  /** $ to $$$$. */
  readonly priceRange: PriceRange | '';
  /** Super Economy to Luxury (hotels only). */
  readonly hotelClass: string;
}

/** What the member chose: the text, the location and the filters. */
export interface AssetSearchState {
  /** The text (matched with its synonyms). */
  readonly search: string;
  /** City, state or country. */
  readonly location: string;
  /** The chosen filters. */
  readonly filters: AssetFilters;
}

/** No filter chosen. */
export const NO_ASSET_FILTERS: AssetFilters = { region: '', establishmentType: '', accommodationType: '', cuisine: '', priceRange: '', hotelClass: '' };

/** The directory as it opens: every approved business. */
export const INITIAL_ASSET_SEARCH: AssetSearchState = { search: '', location: '', filters: NO_ASSET_FILTERS };

const orNull = <T extends string>(value: T | '') => (value.trim() === '' ? null : (value.trim() as T));

/**
 * Choosing a filter: a new establishment type clears the filters of the other one (a hotel has no
 * cuisine, a restaurant no accommodation type or hotel class).
 */
export function setAssetFilter<K extends keyof AssetFilters>(filters: AssetFilters, key: K, value: AssetFilters[K]): AssetFilters {
  const next = { ...filters, [key]: value };
  if (key !== 'establishmentType') return next;
  if (value === 'Dining') return { ...next, accommodationType: '', hotelClass: '' };
  if (value === 'Accommodation') return { ...next, cuisine: '' };
  return next;
}

/** The request for a page: the text and its synonyms (get-search-synonyms), the location and the filters. */
export function assetSearchRequest(state: AssetSearchState, synonyms: readonly string[], skip = 0): AssetSearchRequest {
  const search = state.search.trim();
  const others = synonyms.map((s) => s.trim()).filter((s) => s.length > 0 && s.toLowerCase() !== search.toLowerCase());
  const f = state.filters;
  return {
    search,
    ...(search && others.length > 0 ? { synonyms: [...new Set(others)].slice(0, 20) } : {}),
    location: orNull(state.location),
    region: orNull(f.region),
    establishmentType: orNull(f.establishmentType),
    accommodationType: orNull(f.accommodationType),
    cuisine: orNull(f.cuisine),
    priceRange: orNull(f.priceRange),
    hotelClass: orNull(f.hotelClass),
    skip,
    take: ASSET_PAGE_SIZE,
  };
}

/** Whether a text is long enough to ask for suggestions. */
export function wantsSuggestions(text: string): boolean {
  return text.trim().length >= SUGGESTION_MIN_LENGTH;
}

/** Whether there are more pages after `loaded` assets of `total` (a page shorter than asked is the last). */
export function hasMoreAssets(loaded: number, total: number): boolean {
  return loaded < total;
}
