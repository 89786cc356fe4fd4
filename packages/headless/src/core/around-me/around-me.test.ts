import { describe, expect, it } from 'vitest';
import { validateForm } from '../validation/validators';
import {
  ACCOMMODATION_TYPES, AROUND_ME_REGIONS, ASSET_FORM_SCHEMA, CUISINES, EMPTY_ASSET_FORM, HOTEL_CLASSES, INITIAL_ASSET_SEARCH, NO_ASSET_FILTERS,
  NONE_OF_THE_ABOVE, PRICE_RANGES, assetFormOf, assetRequestOf, assetSearchRequest, hasMoreAssets, isAssetEditable, relationshipValue,
  setAssetFilter, toggleExclusive, wantsSuggestions, type AssetFormValues, type BusinessAsset,
} from './index';
import { AROUND_ME_MESSAGES as M } from './messages';

const hotel: AssetFormValues = {
  ...EMPTY_ASSET_FORM, name: 'Saffron Inn', address1: '5 Garden Row', city: 'Harbor City', state: 'Atlantic', zip: '00105', countryCode: 'HI',
  region: 'North America', relationship: 'Owner', establishmentType: 'Accommodation', accommodationType: 'Resort', hotelClass: 'Luxury', telephone: '+1 555 010 0170',
};
const errorsOf = (values: AssetFormValues) => validateForm(ASSET_FORM_SCHEMA, values).errors as Record<string, string[] | undefined>;

describe('around me lookup lists (spec 002 §3)', () => {
  it('has the spec lists', () => {
    expect(AROUND_ME_REGIONS).toEqual(['Africa', 'Asia', 'Caribbean', 'Central America', 'Europe', 'North America', 'Oceania', 'South America']);
    expect(ACCOMMODATION_TYPES).toEqual(['Bed & Breakfast', 'Boutique', 'Business', 'Cruise', 'Leisure', 'Resort']);
    expect(new Set(CUISINES).size).toBe(20);
    expect(PRICE_RANGES).toEqual(['$', '$$', '$$$', '$$$$']);
    expect([HOTEL_CLASSES[0], HOTEL_CLASSES.at(-1)]).toEqual(['Super Economy', 'Luxury']);
  });
});

describe('a none-of selection is exclusive (spec 002 §5)', () => {
  it.each([
    { selected: [], value: 'Owner', next: ['Owner'] },
    { selected: ['Owner'], value: 'Investor', next: ['Owner', 'Investor'] },
    { selected: ['Owner', 'Investor'], value: NONE_OF_THE_ABOVE, next: [NONE_OF_THE_ABOVE] },
    { selected: [NONE_OF_THE_ABOVE], value: 'Operator', next: ['Operator'] },
    { selected: ['Owner', 'Operator'], value: 'Owner', next: ['Operator'] },
    { selected: [NONE_OF_THE_ABOVE], value: NONE_OF_THE_ABOVE, next: [] },
  ])('$selected + $value -> $next', ({ selected, value, next }) => {
    expect(toggleExclusive(selected, value)).toEqual(next);
  });
});

describe('the asset form (spec 002 §5)', () => {
  it('accepts a complete hotel', () => {
    expect(errorsOf(hotel)).toEqual({});
  });

  it.each<[string, Partial<AssetFormValues>, string, string]>([
    ['name', { name: '  ' }, 'name', M.nameRequired],
    ['street', { address1: '' }, 'address1', M.streetRequired],
    ['city', { city: '' }, 'city', M.cityRequired],
    ['state', { state: '' }, 'state', M.stateRequired],
    ['zip', { zip: '' }, 'zip', M.zipRequired],
    ['region', { region: '' }, 'region', M.regionRequired],
    ['country code', { countryCode: '' }, 'countryCode', M.countryRequired],
    ['establishment type', { establishmentType: '' }, 'establishmentType', M.establishmentTypeRequired],
    ['accommodation type of a hotel', { accommodationType: '' }, 'accommodationType', M.accommodationTypeRequired],
    ['cuisine of a restaurant', { establishmentType: 'Dining', accommodationType: '' }, 'cuisine', M.cuisineRequired],
    ['a relationship', { relationship: '' }, 'relationship', M.relationshipRequired],
    ['a relationship, not none of the above', { relationship: relationshipValue([NONE_OF_THE_ABOVE]) }, 'relationship', M.relationshipRequired],
    ['the telephone pattern', { telephone: 'call me' }, 'telephone', 'Please enter valid phone number'],
    ['a short telephone', { telephone: '12' }, 'telephone', 'Please enter valid phone number'],
    ['a name of at most 255', { name: 'x'.repeat(256) }, 'name', M.tooLong(255)],
    ['a country code of at most 3', { countryCode: 'HIXX' }, 'countryCode', M.tooLong(3)],
  ])('requires %s', (_label, change, field, message) => {
    expect(errorsOf({ ...hotel, ...change })[field]).toEqual([message]);
  });

  it('does not ask a hotel for a cuisine, nor a restaurant for an accommodation type', () => {
    expect(errorsOf({ ...hotel, cuisine: '' }).cuisine).toBeUndefined();
    expect(errorsOf({ ...hotel, establishmentType: 'Dining', accommodationType: '', cuisine: 'Thai' })).toEqual({});
  });

  it('sends the asset without the other type’s fields or the none-of choice, and reads it back', () => {
    const dining = { ...hotel, establishmentType: 'Dining', cuisine: 'Thai', destinationRestaurant: 'true', priceRange: '$$', relationship: 'Owner|Investor' };
    const body = assetRequestOf(dining, { countryName: 'Harbor Isles' });
    expect(body).toMatchObject({ establishmentType: 'Dining', cuisine: 'Thai', accommodationType: null, hotelClass: null, destinationRestaurant: true, priceRange: '$$', relationship: ['Owner', 'Investor'], country: 'Harbor Isles', address2: null });
    expect(body).not.toHaveProperty('id');
    const sent = assetRequestOf(hotel, { id: 'a5500000-0000-4000-8000-000000000001', countryName: 'Harbor Isles' });
    expect(sent).toMatchObject({ id: 'a5500000-0000-4000-8000-000000000001', cuisine: null, accommodationType: 'Resort', hotelClass: 'Luxury', destinationRestaurant: false });
    expect(sent).not.toHaveProperty('priceRange');
    expect(assetFormOf({ ...sent, priceRange: '$$$' } as BusinessAsset)).toEqual({ ...hotel, priceRange: '$$$' });
  });

  it('is not editable while under review (spec 002 §4)', () => {
    expect(isAssetEditable({ assetStatus: 'Pending' })).toBe(false);
    expect(isAssetEditable({ assetStatus: 'Denied' })).toBe(true);
    expect(isAssetEditable({ assetStatus: 'Approved' })).toBe(true);
  });
});

describe('the directory search (spec 002 §3, §7)', () => {
  it('sends the text with its other synonyms, the location and the chosen filters only', () => {
    const state = { search: ' hotel ', location: 'Harbor City', filters: { ...NO_ASSET_FILTERS, region: 'Europe' as const } };
    expect(assetSearchRequest(state, ['hotel', 'inn', 'lodging', 'inn'], 50)).toEqual({
      search: 'hotel', synonyms: ['inn', 'lodging'], location: 'Harbor City', region: 'Europe', establishmentType: null, accommodationType: null,
      cuisine: null, priceRange: null, hotelClass: null, skip: 50, take: 50,
    });
    expect(assetSearchRequest(INITIAL_ASSET_SEARCH, [])).toMatchObject({ search: '', location: null, skip: 0, take: 50 });
    expect(assetSearchRequest(INITIAL_ASSET_SEARCH, [])).not.toHaveProperty('synonyms');
  });

  it('clears the other establishment type’s filters', () => {
    const chosen = { ...NO_ASSET_FILTERS, accommodationType: 'Resort' as const, hotelClass: 'Luxury', cuisine: '' };
    expect(setAssetFilter(chosen, 'establishmentType', 'Dining')).toMatchObject({ establishmentType: 'Dining', accommodationType: '', hotelClass: '' });
    expect(setAssetFilter({ ...NO_ASSET_FILTERS, cuisine: 'Thai' }, 'establishmentType', 'Accommodation')).toMatchObject({ cuisine: '' });
    expect(setAssetFilter(NO_ASSET_FILTERS, 'region', 'Asia').region).toBe('Asia');
  });

  it.each([['', false], ['h', false], ['ha', true], ['  h ', false]])('suggests for %j: %s', (text, wanted) => {
    expect(wantsSuggestions(text)).toBe(wanted);
  });

  it('has more pages while fewer than the total are loaded', () => {
    expect(hasMoreAssets(50, 56)).toBe(true);
    expect(hasMoreAssets(56, 56)).toBe(false);
  });
});
