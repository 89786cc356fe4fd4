// The business asset form (spec 002 §5): its fields as typed, the required fields and the
// telephone pattern, and the asset it sends (openapi/profiles.yaml `BusinessAsset`).
import { AROUND_ME_MESSAGES as M } from './messages';
import { ASSET_RELATIONSHIPS, NONE_OF_THE_ABOVE, type AccommodationType, type AroundMeRegion, type AssetRelationship, type BusinessAsset, type EstablishmentType, type PriceRange } from './lists';
import type { FormSchema, ValidationContext, Validator } from '../validation/validators';
import { maxLength, required } from '../validation/validators';

/** The fields of the asset form, as typed (every value a string; see {@link relationshipsOf}). */
export const ASSET_FORM_FIELDS = [
  'name', 'address1', 'address2', 'city', 'state', 'zip', 'countryCode', 'region', 'relationship', 'establishmentType', 'accommodationType',
  'cuisine', 'destinationRestaurant', 'priceRange', 'hotelClass', 'website', 'discountCode', 'telephone', 'managerContact',
] as const;

/** A field of the asset form. */
export type AssetFormField = (typeof ASSET_FORM_FIELDS)[number];

/** The asset form's values as typed. `relationship` holds the chosen relationships joined by '|'; `destinationRestaurant` is 'true' or ''. */
export type AssetFormValues = Readonly<Record<AssetFormField, string>>;

/** Lengths of the asset's texts (openapi/profiles.yaml `BusinessAsset`, from spec 002 §5's lengths). */
export const ASSET_TEXT_LENGTHS = { name: 255, address: 250, city: 80, zip: 20, countryCode: 3, telephone: 20 } as const;

/** spec 002 §5: the telephone pattern (digits, spaces, brackets and dashes, an optional leading +; 6 to 20 characters). */
export const ASSET_TELEPHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

/** An empty form: a new asset. */
export const EMPTY_ASSET_FORM: AssetFormValues = Object.fromEntries(ASSET_FORM_FIELDS.map((f) => [f, ''])) as AssetFormValues;

/** The chosen relationships of a form value (the none-of choice included). */
export function relationshipsOf(value: string): string[] {
  return value.split('|').filter((x) => x.length > 0);
}

/** A selection as the form's `relationship` value. */
export function relationshipValue(selected: readonly string[]): string {
  return selected.join('|');
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Required only when the establishment type is `type` (cuisine for Dining, accommodation type for Accommodation). */
function requiredFor(type: EstablishmentType, message: string): Validator {
  return (value, context?: ValidationContext) => (textOf(context?.values?.['establishmentType']) === type && textOf(value).trim() === '' ? [message] : []);
}

/** At least one of Investor, Operator, Owner: the none-of choice does not count (spec 002 §5). */
const relationshipChosen: Validator = (value) =>
  relationshipsOf(textOf(value)).some((x) => (ASSET_RELATIONSHIPS as readonly string[]).includes(x)) ? [] : [M.relationshipRequired];

/** spec 002 §5: 'Please enter valid phone number' for a telephone that does not match the pattern; empty is allowed. */
const telephonePattern: Validator = (value) => {
  const text = textOf(value).trim();
  return text === '' || ASSET_TELEPHONE_PATTERN.test(text) ? [] : [M.telephoneInvalid];
};

const longest = (max: number) => maxLength(max, M.tooLong(max));

/**
 * spec 002 §5: required name, street, city, state, zip, region, establishment type, cuisine (dining),
 * accommodation type (accommodation), relationship (at least one) and country code; the telephone pattern.
 */
export const ASSET_FORM_SCHEMA: FormSchema = {
  name: [required(M.nameRequired), longest(ASSET_TEXT_LENGTHS.name)],
  address1: [required(M.streetRequired), longest(ASSET_TEXT_LENGTHS.address)],
  address2: longest(ASSET_TEXT_LENGTHS.address),
  city: [required(M.cityRequired), longest(ASSET_TEXT_LENGTHS.city)],
  state: required(M.stateRequired),
  zip: [required(M.zipRequired), longest(ASSET_TEXT_LENGTHS.zip)],
  countryCode: [required(M.countryRequired), longest(ASSET_TEXT_LENGTHS.countryCode)],
  region: required(M.regionRequired),
  relationship: relationshipChosen,
  establishmentType: required(M.establishmentTypeRequired),
  cuisine: requiredFor('Dining', M.cuisineRequired),
  accommodationType: requiredFor('Accommodation', M.accommodationTypeRequired),
  telephone: telephonePattern,
};

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The form's values of an asset (editing it). */
export function assetFormOf(asset: BusinessAsset): AssetFormValues {
  return {
    name: asset.name, address1: asset.address1, address2: asset.address2 ?? '', city: asset.city, state: asset.state, zip: asset.zip,
    countryCode: asset.countryCode, region: asset.region, relationship: relationshipValue(asset.relationship), establishmentType: asset.establishmentType,
    accommodationType: asset.accommodationType ?? '', cuisine: asset.cuisine ?? '', destinationRestaurant: asset.destinationRestaurant ? 'true' : '',
    priceRange: asset.priceRange ?? '', hotelClass: asset.hotelClass ?? '', website: asset.website ?? '', discountCode: asset.discountCode ?? '',
    telephone: asset.telephone ?? '', managerContact: asset.managerContact ?? '',
  };
}

/**
 * The asset to send (save-and-submit or update-and-submit) from valid form values: the fields of
 * the other establishment type are cleared (a hotel has no cuisine), the none-of choice is dropped,
 * and the country's name comes from `countryName`.
 */
export function assetRequestOf(values: AssetFormValues, options: { id?: string; countryName: string }): BusinessAsset {
  const isDining = values.establishmentType === 'Dining';
  const relationship = relationshipsOf(values.relationship).filter((x): x is AssetRelationship => x !== NONE_OF_THE_ABOVE && (ASSET_RELATIONSHIPS as readonly string[]).includes(x));
  return {
    ...(options.id ? { id: options.id } : {}),
    name: values.name.trim(), address1: values.address1.trim(), address2: orNull(values.address2), city: values.city.trim(), state: values.state.trim(),
    zip: values.zip.trim(), country: options.countryName, countryCode: values.countryCode, region: values.region as AroundMeRegion, relationship,
    establishmentType: values.establishmentType as EstablishmentType,
    accommodationType: isDining ? null : ((orNull(values.accommodationType) as AccommodationType | null) ?? null),
    cuisine: isDining ? orNull(values.cuisine) : null, destinationRestaurant: isDining && values.destinationRestaurant === 'true',
    ...(orNull(values.priceRange) ? { priceRange: values.priceRange as PriceRange } : {}), hotelClass: isDining ? null : orNull(values.hotelClass),
    website: orNull(values.website), discountCode: orNull(values.discountCode), telephone: orNull(values.telephone), managerContact: orNull(values.managerContact),
    assetStatus: 'Pending',
  };
}
