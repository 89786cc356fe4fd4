// Around me rules (spec 002 §3-§9): the business asset lists, form, review states and directory
// search. Exported with the hooks and the texts from @ypo/headless/around-me, not from /core, so the
// core's budget does not carry them (as @ypo/headless/directory does).
export {
  AROUND_ME_REGIONS,
  ESTABLISHMENT_TYPES,
  ACCOMMODATION_TYPES,
  CUISINES,
  PRICE_RANGES,
  HOTEL_CLASSES,
  ASSET_RELATIONSHIPS,
  NONE_OF_THE_ABOVE,
  RELATIONSHIP_CHOICES,
  ASSET_STATUS,
  toggleExclusive,
  isAssetEditable,
} from './lists';
export type { BusinessAsset, AroundMeRegion, EstablishmentType, AccommodationType, PriceRange, AssetRelationship } from './lists';
export {
  ASSET_FORM_FIELDS,
  ASSET_TEXT_LENGTHS,
  ASSET_TELEPHONE_PATTERN,
  EMPTY_ASSET_FORM,
  ASSET_FORM_SCHEMA,
  relationshipsOf,
  relationshipValue,
  assetFormOf,
  assetRequestOf,
} from './asset-form';
export type { AssetFormField, AssetFormValues } from './asset-form';
export {
  ASSET_PAGE_SIZE,
  SUGGESTION_MIN_LENGTH,
  NO_ASSET_FILTERS,
  INITIAL_ASSET_SEARCH,
  setAssetFilter,
  assetSearchRequest,
  wantsSuggestions,
  hasMoreAssets,
} from './search';
export type { AssetSearchRequest, AssetSearchPage, AssetFilters, AssetSearchState } from './search';
