// The lookup lists of a business asset (spec 002 §3) and its review states (spec 002 §4).
import type { profiles } from '@ypo/sdk';

/** A business asset (openapi/profiles.yaml `BusinessAsset`). */
export type BusinessAsset = profiles.components['schemas']['BusinessAsset'];
/** A world region of the directory. */
export type AroundMeRegion = profiles.components['schemas']['AroundMeRegion'];
/** Accommodation or Dining. */
export type EstablishmentType = profiles.components['schemas']['EstablishmentType'];
/** A kind of accommodation. */
export type AccommodationType = profiles.components['schemas']['AccommodationType'];
/** $ to $$$$. */
export type PriceRange = profiles.components['schemas']['PriceRange'];
/** Investor, Operator or Owner. */
export type AssetRelationship = profiles.components['schemas']['AssetRelationship'];

/** spec 002 §3: the eight regions. */
export const AROUND_ME_REGIONS: readonly AroundMeRegion[] = ['Africa', 'Asia', 'Caribbean', 'Central America', 'Europe', 'North America', 'Oceania', 'South America'];

/** spec 002 §3: establishment types. */
export const ESTABLISHMENT_TYPES: readonly EstablishmentType[] = ['Accommodation', 'Dining'];

/** spec 002 §3: accommodation types. */
export const ACCOMMODATION_TYPES: readonly AccommodationType[] = ['Bed & Breakfast', 'Boutique', 'Business', 'Cruise', 'Leisure', 'Resort'];

/**
 * spec 002 §3: 'a list of 20 types' (the contract says 'One of 20 cuisine types' and names none;
 * the names are ours, the same as the sandbox seeds).
 */
export const CUISINES: readonly string[] = [
  'American', 'Brazilian', 'Caribbean', 'Chinese', 'French', 'Fusion', 'Greek', 'Indian', 'Italian', 'Japanese',
  'Korean', 'Lebanese', 'Mediterranean', 'Mexican', 'Middle Eastern', 'Peruvian', 'Seafood', 'Spanish', 'Steakhouse', 'Thai',
];

/** spec 002 §3: price range runs from $ to $$$$. */
export const PRICE_RANGES: readonly PriceRange[] = ['$', '$$', '$$$', '$$$$'];

/** spec 002 §3: hotel class runs from Super Economy to Luxury (the steps between are ours). */
export const HOTEL_CLASSES: readonly string[] = ['Super Economy', 'Economy', 'Midscale', 'Upper Midscale', 'Upscale', 'Upper Upscale', 'Luxury'];

/** spec 002 §3: the relationships a member may have with a business. */
export const ASSET_RELATIONSHIPS: readonly AssetRelationship[] = ['Investor', 'Operator', 'Owner'];

/**
 * The none-of choice of the relationship list (spec 002 §5: 'A none-of selection is exclusive'):
 * a member who is none of Investor, Operator or Owner says so, and cannot submit (the relationship
 * is required). It is the only none-of list of the asset form; the wording is ours.
 */
export const NONE_OF_THE_ABOVE = 'None of the above';

/** The relationship choices as offered: the three relationships, then the none-of choice. */
export const RELATIONSHIP_CHOICES: readonly string[] = [...ASSET_RELATIONSHIPS, NONE_OF_THE_ABOVE];

/** Review states (spec 002 §4): submitted assets are Pending until approved or denied. */
export const ASSET_STATUS = { pending: 'Pending', approved: 'Approved', denied: 'Denied' } as const;

/**
 * Toggles `value` in a selection where `none` is exclusive (spec 002 §5): choosing `none` clears
 * the others, choosing another clears `none`; choosing a chosen value unchooses it.
 */
export function toggleExclusive(selected: readonly string[], value: string, none: string = NONE_OF_THE_ABOVE): string[] {
  if (selected.includes(value)) return selected.filter((x) => x !== value);
  if (value === none) return [none];
  return [...selected.filter((x) => x !== none), value];
}

/** Whether the asset may be edited: not while it is under review (spec 002 §4). */
export function isAssetEditable(asset: Pick<BusinessAsset, 'assetStatus'>): boolean {
  return asset.assetStatus !== ASSET_STATUS.pending;
}
