import { describe, expect, it } from 'vitest';
import { COMMUNITIES } from '../../personas.ts';
import { expectMatchesContract, expectRequestMatchesContract } from '../contract-assert.ts';
import { call, callerOf, seededStore } from '../test-network.ts';
import type { Network } from '../network-types.ts';
import type { Caller, Store } from '../types.ts';
import { ASSET_SEED, ASSET_STATUSES, connectionsOf, directoryDomain } from './directory.ts';
import { SEEDED_MEMBER_COUNT, seededMemberCount } from './network.ts';
import type { DirectorySlice } from './directory.ts';
import { eventsDomain } from './events.ts';

type Person = { id: string; isConnected: boolean; firstName: string; lastName: string; companyName: string | null; primaryChapterName: string | null };
type FilterItem = { label: string; filterKey: string; filterValue: string; count: number; checked: boolean };
type DirectoryResult = { searchResults: Person[]; totalResultCount: number; searchRibbonGroup: { key: string; filters: FilterItem[] }[]; sort: { sortField: string; direction: string }; searchText: string };
type Asset = { id: string; name: string; assetStatus: string; relationship: string[] };

const amara = callerOf('member');
const bruno = callerOf('chapter-manager');
const chen = callerOf('chapter-administrator');
const kwame = callerOf('team-member');
const BRUNO_ID = bruno.personId;
const HOTEL = 'a5500000-0000-4000-8000-000000000001';
const KITCHEN = 'a5500000-0000-4000-8000-000000000002';

const fresh = (): Store => seededStore([eventsDomain, directoryDomain]);
const slice = (store: Store) => store.directory as DirectorySlice;
const compare = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

async function op(operationId: string, caller: Caller, store: Store, options: Parameters<typeof call>[4] = {}) {
  const res = await call(directoryDomain, operationId, caller, store, options);
  expect(res.status).toBe(200);
  expectMatchesContract(operationId, 200, res.body);
  return res.body;
}

async function members(store: Store, body: Partial<{ search: string; orderBy: { sortField: string; direction: string }; searchKey: string; searchFilters: { filterKey: string; filterValue: string; ribbonGroupName?: string }[]; skip: number; maxResultCount: number }> = {}, caller = amara): Promise<DirectoryResult> {
  const request = { search: '', orderBy: { sortField: 'LastName', direction: 'asc' }, searchKey: '', searchFilters: [], skip: 0, maxResultCount: 50, ...body };
  expectRequestMatchesContract('searchMemberDirectory', request);
  return (await op('searchMemberDirectory', caller, store, { body: request })) as DirectoryResult;
}

function assetBody(name: string, extra: Record<string, unknown> = {}) {
  const body = {
    name, address1: '5 Garden Row', address2: null, city: 'Harbor City', state: 'Atlantic', zip: '00105', country: 'Harbor Isles', countryCode: 'HI',
    region: 'North America', relationship: ['Owner'], establishmentType: 'Dining', accommodationType: null, cuisine: 'Thai', destinationRestaurant: false,
    priceRange: '$$', hotelClass: null, website: 'https://connect.example/new-place', discountCode: null, telephone: '+15550100170', managerContact: null,
    assetStatus: 'Pending', ...extra,
  };
  expectRequestMatchesContract('saveAndSubmitAsset', body);
  return body;
}

describe('directory seed', () => {
  it('is deterministic', () => {
    const a = seededStore([eventsDomain, directoryDomain], 11);
    const b = seededStore([eventsDomain, directoryDomain], 11);
    expect(JSON.stringify(a.directory)).toBe(JSON.stringify(b.directory));
    expect(JSON.stringify(a.directory)).not.toBe(JSON.stringify(seededStore([eventsDomain, directoryDomain], 12).directory));
  });

  it('has business assets in every status, and symmetric connections', () => {
    const { assets, connections } = slice(fresh());
    for (const status of ASSET_STATUSES) expect(assets.filter((a) => a.assetStatus === status)).toHaveLength(ASSET_SEED[status]);
    expect(assets.filter((a) => a.assetStatus === 'Denied').every((a) => !!a.denialReason)).toBe(true);
    for (const [person, others] of Object.entries(connections)) for (const other of others) expect(connections[other.toLowerCase()]).toContain(person);
  });
});

describe('member directory (spec 002 §3, §4, §9)', () => {
  it('pages by 50, sorted by last name ascending by default, with a total count', async () => {
    const store = fresh();
    const network = store.network as Network;
    const expected = network.members.filter((m) => m.recordType === 'Member' || m.recordType === 'Spouse/Partner').length;
    const first = await members(store);
    expect(first.totalResultCount).toBe(expected);
    expect(first.searchResults).toHaveLength(50);
    expect(first.sort).toEqual({ sortField: 'LastName', direction: 'asc' });
    const everyone: Person[] = [];
    for (let skip = 0; skip < expected; skip += 50) everyone.push(...(await members(store, { skip })).searchResults);
    expect(new Set(everyone.map((p) => p.id)).size).toBe(expected);
    const lasts = everyone.map((p) => p.lastName);
    expect(lasts).toEqual([...lasts].sort(compare));
  });

  it('sorts by first name and company name, either direction', async () => {
    const store = fresh();
    const byFirst = (await members(store, { orderBy: { sortField: 'FirstName', direction: 'desc' }, maxResultCount: 1000 })).searchResults.map((p) => p.firstName);
    expect(byFirst).toEqual([...byFirst].sort((a, b) => compare(b, a)));
    const byCompany = (await members(store, { orderBy: { sortField: 'CompanyName', direction: 'asc' }, maxResultCount: 1000 })).searchResults.map((p) => p.companyName ?? '');
    expect(byCompany).toEqual([...byCompany].sort(compare));
  });

  it('marks who the caller is connected to', async () => {
    const store = fresh();
    const result = await members(store, { search: 'Lindqvist' });
    expect(result.searchResults.find((p) => p.id === BRUNO_ID)?.isConnected).toBe(true);
    const mine = await members(store, { searchFilters: [{ filterKey: 'Connections', filterValue: 'My Connections' }], maxResultCount: 1000 });
    expect(mine.totalResultCount).toBeGreaterThan(5);
    expect(mine.searchResults.every((p) => p.isConnected)).toBe(true);
    const asChen = await members(store, { search: 'Lindqvist' }, chen);
    expect(asChen.searchResults.find((p) => p.id === BRUNO_ID)?.isConnected).toBe(slice(store).connections[chen.personId]?.includes(BRUNO_ID) ?? false);
  });

  it('filters by chapter with ribbon counts that match, and uses search text only over one character', async () => {
    const store = fresh();
    const all = await members(store);
    expect((await members(store, { search: 'x' })).totalResultCount).toBe(all.totalResultCount);
    const chapters = all.searchRibbonGroup.find((g) => g.key === 'Chapters');
    const harbor = chapters?.filters.find((f) => f.filterValue === COMMUNITIES.harborCity.name);
    const filtered = await members(store, { searchFilters: [{ filterKey: 'Chapter', filterValue: COMMUNITIES.harborCity.name, ribbonGroupName: 'Chapters' }], maxResultCount: 1000 });
    expect(filtered.totalResultCount).toBe(harbor?.count);
    expect(filtered.searchRibbonGroup.find((g) => g.key === 'Chapters')?.filters.find((f) => f.filterValue === COMMUNITIES.harborCity.name)?.checked).toBe(true);
    const okafor = await members(store, { search: 'okafor' });
    expect(okafor.searchText).toBe('okafor');
    expect(okafor.searchResults.map((p) => p.lastName)).toEqual(expect.arrayContaining(['Okafor']));
    expect(okafor.searchResults.every((p) => `${p.firstName} ${p.lastName} ${p.companyName}`.toLowerCase().includes('okafor'))).toBe(true);
  });

  it('filters by the rolodex letter of the sort field', async () => {
    const store = fresh();
    const l = await members(store, { searchKey: 'L', maxResultCount: 1000 });
    expect(l.totalResultCount).toBeGreaterThan(0);
    expect(l.searchResults.every((p) => p.lastName.toUpperCase().startsWith('L'))).toBe(true);
  });

  it('autocompletes people (cut to 100) and types ahead filter values', async () => {
    const store = fresh();
    const oka = (await op('personSearchAutocomplete', amara, store, { body: { search: 'Oka' } })) as { id: string; lastName: string }[];
    expect(oka.some((p) => p.id === amara.personId)).toBe(true);
    expect(await op('personSearchAutocomplete', amara, store, { body: { search: 'O' } })).toEqual([]);
    const many = (await op('personSearchAutocomplete', amara, store, { body: { search: 'an' } })) as unknown[];
    expect(many.length).toBeLessThanOrEqual(100);
    const harb = (await op('profilesTypeAhead', amara, store, { body: { search: 'Harb', originalSearch: 'Harb', fieldsToQuery: ['Chapter'], searchFilters: [], ribbonGroupName: 'Chapters', typeaheadPreFilter: '' } })) as FilterItem[];
    expect(harb.map((f) => f.label)).toEqual([COMMUNITIES.harborCity.name]);
    const byEmail = await op('searchPersonsByEmailIds', amara, store, { body: { emailIds: [chen.persona.email] } });
    expect(byEmail).toEqual([expect.objectContaining({ id: chen.personId })]);
    const inChapter = (await op('profilesMemberSearch', amara, store, { params: { communityId: COMMUNITIES.harborCity.communityId, name: 'chapter', term: 'Lind' } })) as { id: string }[];
    expect(inChapter.map((p) => p.id)).toContain(BRUNO_ID);
    expect(((await op('searchPeople', amara, store, { params: { term: 'Wei-Ling' } })) as { id: string }[]).map((p) => p.id)).toContain(chen.personId);
  });
});

describe('around me: business assets (spec 002 §3, §4, §6)', () => {
  it("shows a person's assets: all to the person, approved ones to others", async () => {
    const store = fresh();
    const own = (await op('getMyAssets', amara, store, { params: { id: amara.personId } })) as Asset[];
    expect(own.map((a) => a.id).sort()).toEqual([HOTEL, KITCHEN]);
    expect(own.find((a) => a.id === KITCHEN)).toMatchObject({ assetStatus: 'Pending', relationship: ['Investor', 'Operator'] });
    const seen = (await op('getMyAssets', bruno, store, { params: { id: amara.personId } })) as Asset[];
    expect(seen.map((a) => a.id)).toEqual([HOTEL]);
    await op('getMyAssetsShortcut', amara, store, { params: { id: amara.personId } });
  });

  it('save and submit -> Pending and not editable until reviewed; deny needs a reason; resubmit; approve', async () => {
    const store = fresh();
    const saved = (await op('saveAndSubmitAsset', amara, store, { body: assetBody('Saffron Table') })) as Asset;
    expect(saved.assetStatus).toBe('Pending');
    await expect(call(directoryDomain, 'updateAndSubmitAsset', amara, store, { body: { ...assetBody('Saffron Table'), id: saved.id } })).rejects.toMatchObject({ status: 422 });
    await expect(call(directoryDomain, 'getPendingAssets', amara, store)).rejects.toMatchObject({ status: 403 });
    expect(await op('canViewPendingAssetRequest', amara, store)).toBe(false);
    expect(await op('canViewPendingAssetRequest', kwame, store)).toBe(true);
    const pending = (await op('getPendingAssets', kwame, store)) as Asset[];
    expect(pending.map((a) => a.id)).toContain(saved.id);
    expect(pending.every((a) => a.assetStatus === 'Pending')).toBe(true);

    await expect(call(directoryDomain, 'denyAsset', kwame, store, { body: { assetId: saved.id, reason: '   ' } })).rejects.toMatchObject({ status: 422 });
    await expect(call(directoryDomain, 'denyAsset', amara, store, { body: { assetId: saved.id, reason: 'No.' } })).rejects.toMatchObject({ status: 403 });
    const denyBody = { assetId: saved.id, reason: 'The address could not be verified.' };
    expectRequestMatchesContract('denyAsset', denyBody);
    expect(await op('denyAsset', kwame, store, { body: denyBody })).toMatchObject({ assetStatus: 'Denied' });
    expect(slice(store).assets.find((a) => a.id === saved.id)?.denialReason).toBe('The address could not be verified.');

    const resubmitted = (await op('updateAndSubmitAsset', amara, store, { body: { ...assetBody('Saffron Table', { zip: '00106' }), id: saved.id } })) as Asset;
    expect(resubmitted.assetStatus).toBe('Pending');
    expect(await op('approveAsset', kwame, store, { body: { assetId: saved.id } })).toMatchObject({ assetStatus: 'Approved' });
    await expect(call(directoryDomain, 'approveAsset', kwame, store, { body: { assetId: saved.id } })).rejects.toMatchObject({ status: 422 });
    expect(((await op('getMyAssets', bruno, store, { params: { id: amara.personId } })) as Asset[]).map((a) => a.id)).toContain(saved.id);
  });

  it("refuses a duplicate with 'Asset already exists' and lets others affiliate once", async () => {
    const store = fresh();
    await expect(call(directoryDomain, 'saveAndSubmitAsset', chen, store, { body: assetBody('Harbor Light Hotel', { zip: '00101' }) })).rejects.toMatchObject({ status: 422, message: 'Asset already exists', extra: { assetId: HOTEL } });
    const body = { assetId: HOTEL, personId: chen.personId, relationship: ['Investor'] };
    expectRequestMatchesContract('addDuplicateAssets', body);
    expect(await op('addDuplicateAssets', chen, store, { body })).toMatchObject({ id: HOTEL, relationship: ['Investor'] });
    await expect(call(directoryDomain, 'addDuplicateAssets', chen, store, { body })).rejects.toMatchObject({ status: 422, message: 'User already associated to this business. Please select a different user' });
    expect(await op('isPersonAssetMappingExists', amara, store, { body: { assetId: HOTEL, personId: chen.personId } })).toBe(true);
    const left = (await op('deleteAroundMeAssets', chen, store, { body: { personId: chen.personId, assetIds: [HOTEL] } })) as Asset[];
    expect(left.some((a) => a.id === HOTEL)).toBe(false);
    expect(await op('isPersonAssetMappingExists', amara, store, { body: { assetId: HOTEL, personId: chen.personId } })).toBe(false);
    await expect(call(directoryDomain, 'deleteAroundMeAssets', chen, store, { body: { personId: amara.personId, assetIds: [HOTEL] } })).rejects.toMatchObject({ status: 403 });
  });

  it('answers countries, states, suggestions, the businesses community and the bulk upload', async () => {
    const store = fresh();
    const lists = (await op('getAroundMeCountriesAndRegions', amara, store)) as { countries: { id: string; name: string }[]; regions: string[] };
    expect(lists.regions).toHaveLength(8);
    const first = lists.countries[0];
    expect(((await op('getAroundMeStatesOrProvinces', amara, store, { params: { id: first?.id ?? '' } })) as unknown[]).length).toBeGreaterThan(0);
    expect(await op('getAroundMeSearchSynonyms', amara, store, { body: { search: 'hotel' } })).toEqual(['hotel', 'inn', 'lodging', 'resort']);
    expect(await op('getAroundMeEstablishmentSuggestions', amara, store, { body: { search: 'Harbor' } })).toContain('Harbor Light Hotel');
    expect(await op('getAroundMeLocationSuggestions', amara, store, { body: { search: 'Harb' } })).toContain('Harbor City, Atlantic');
    expect(await op('getBusinessAboutCommunity', amara, store)).toMatchObject({ communityId: COMMUNITIES.businesses.communityId, communityType: 'businesses' });
    expect(await op('searchAroundMeProfile', amara, store, { body: { search: 'Wei-Ling' } })).toEqual([expect.objectContaining({ id: chen.personId })]);
    const upload = await call(directoryDomain, 'uploadBulkAddTemplate', kwame, store, { body: { file0: { name: 'Businesses bulk add.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 18432 } } });
    expectMatchesContract('uploadBulkAddTemplate', 200, upload.body);
  });
});

describe('around me: directory, rights and review reaching the member (spec 002 §3, §4, §6, §8)', () => {
  const lucia = callerOf('community-admin');
  type Page = { totalCount: number; assets: (Asset & { region: string; establishmentType: string; city: string; denialReason?: string | null })[] };
  const search = async (store: Store, body: Record<string, unknown>, caller = amara) => {
    const request = { search: '', skip: 0, take: 50, ...body };
    expectRequestMatchesContract('searchAroundMeAssets', request);
    return (await op('searchAroundMeAssets', caller, store, { body: request })) as Page;
  };

  it('seeds an approved hotel and restaurant in each of the 8 regions', () => {
    const approved = slice(fresh()).assets.filter((a) => a.assetStatus === 'Approved');
    for (const region of ['Africa', 'Asia', 'Caribbean', 'Central America', 'Europe', 'North America', 'Oceania', 'South America']) {
      for (const type of ['Accommodation', 'Dining']) expect(approved.some((a) => a.region === region && a.establishmentType === type), `${region} ${type}`).toBe(true);
    }
  });

  it('searches approved assets only, by text with synonyms, location and filters, a page at a time', async () => {
    const store = fresh();
    const all = await search(store, {});
    expect(all.totalCount).toBe(ASSET_SEED.Approved);
    expect(all.assets.every((a) => a.assetStatus === 'Approved')).toBe(true);
    expect((await search(store, { skip: 50, take: 50 })).assets).toHaveLength(ASSET_SEED.Approved - 50);
    expect((await search(store, { search: 'Harbor Light' })).assets.map((a) => a.id)).toEqual([HOTEL]);
    const inns = await search(store, { search: 'inn' });
    const lodging = await search(store, { search: 'inn', synonyms: ['hotel', 'inn', 'lodging', 'resort'] });
    expect(lodging.totalCount).toBeGreaterThan(inns.totalCount);
    const asia = await search(store, { region: 'Asia', establishmentType: 'Dining' });
    expect(asia.totalCount).toBeGreaterThan(0);
    expect(asia.assets.every((a) => a.region === 'Asia' && a.establishmentType === 'Dining')).toBe(true);
    expect((await search(store, { location: 'Harbor City, Atlantic' })).assets.every((a) => a.city === 'Harbor City')).toBe(true);
    expect((await search(store, { search: 'Dockside' })).totalCount).toBe(0);
  });

  it('keeps two rights apart: network admins view pending requests, reviewers approve or deny', async () => {
    const store = fresh();
    expect(await op('canViewPendingAssetRequest', lucia, store)).toBe(true);
    expect(((await op('getPendingAssets', lucia, store)) as Asset[]).map((a) => a.id)).toContain(KITCHEN);
    await expect(call(directoryDomain, 'approveAsset', lucia, store, { body: { assetId: KITCHEN } })).rejects.toMatchObject({ status: 403 });
    expect(await op('getBusinessAboutCommunity', lucia, store)).toMatchObject({ isAdmin: false });
    expect(await op('getBusinessAboutCommunity', kwame, store)).toMatchObject({ isAdmin: true });
    expect(await op('canViewPendingAssetRequest', bruno, store)).toBe(false);
  });

  it('brings the denial and its reason to the member, and an approval into the directory', async () => {
    const store = fresh();
    const saved = (await op('saveAndSubmitAsset', amara, store, { body: assetBody('Saffron Inn', { establishmentType: 'Accommodation', accommodationType: 'Resort', cuisine: null }) })) as Asset;
    await op('denyAsset', kwame, store, { body: { assetId: saved.id, reason: 'Please add the hotel class.' } });
    const mine = (await op('getMyAssets', amara, store, { params: { id: amara.personId } })) as Page['assets'];
    expect(mine.find((a) => a.id === saved.id)).toMatchObject({ assetStatus: 'Denied', denialReason: 'Please add the hotel class.' });
    const told = (await op('getAppNotifications', amara, store, { params: { id: amara.personId } })) as { title: string; body: string; isViewed: boolean }[];
    expect(told[0]).toMatchObject({ title: 'Business asset denied', body: 'Saffron Inn was denied: Please add the hotel class.', isViewed: false });
    expect((await search(store, { search: 'Saffron Inn' })).totalCount).toBe(0);
    await op('updateAndSubmitAsset', amara, store, { body: { ...assetBody('Saffron Inn', { establishmentType: 'Accommodation', accommodationType: 'Resort', cuisine: null, hotelClass: 'Luxury' }), id: saved.id } });
    expect(((await op('getPendingAssets', kwame, store)) as Asset[]).map((a) => a.id)).toContain(saved.id);
    await op('approveAsset', kwame, store, { body: { assetId: saved.id } });
    expect((await search(store, { search: 'Saffron Inn' }, bruno)).assets).toEqual([expect.objectContaining({ id: saved.id, assetStatus: 'Approved', denialReason: null })]);
  });

  it("answers 'Please upload a valid document' to a file that is not a spreadsheet, or is empty", async () => {
    const store = fresh();
    for (const file0 of [{ name: 'notes.pdf', type: 'application/pdf', size: 100 }, { name: 'empty.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 0 }]) {
      await expect(call(directoryDomain, 'uploadBulkAddTemplate', kwame, store, { body: { file0 } })).rejects.toMatchObject({ status: 422, message: 'Please upload a valid document' });
    }
  });
});

describe('notifications (spec 002 §3, §4, §7)', () => {
  it('lists the own notifications newest first, counts unread, marks them viewed', async () => {
    const store = fresh();
    const list = (await op('getAppNotifications', amara, store, { params: { id: amara.personId } })) as { id: string; dateCreated: string; isViewed: boolean }[];
    expect(list[0]?.id).toBe('4e000000-0000-4000-8000-000000000001');
    const dates = list.map((n) => n.dateCreated);
    expect(dates).toEqual([...dates].sort().reverse());
    const unread = list.filter((n) => !n.isViewed).length;
    expect(unread).toBeGreaterThan(0);
    expect(await op('getUnviewedNotificationCount', amara, store, { params: { id: amara.personId } })).toBe(unread);
    expect(await op('updateNotificationsToIsViewed', amara, store, { body: { PersonId: amara.personId } })).toBe(true);
    expect(await op('getUnviewedNotificationCount', amara, store, { params: { id: amara.personId } })).toBe(0);
    await expect(call(directoryDomain, 'getAppNotifications', bruno, store, { params: { id: amara.personId } })).rejects.toMatchObject({ status: 403 });
    expect(await op('getAppNotifications', bruno, store, { params: { id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002' } })).not.toHaveLength(0);
  });

  it('an impersonator sees the notifications of the member they act as', async () => {
    const store = fresh();
    const priyaAsAmara = callerOf('impersonator', amara.personId);
    expect(((await op('getAppNotifications', priyaAsAmara, store, { params: { id: amara.personId } })) as unknown[]).length).toBeGreaterThan(0);
  });

  it('registers and removes the push token (FcmToken / Fcmtoken)', async () => {
    const store = fresh();
    const insert = { PersonId: amara.personId, FcmToken: 'token-1', DeviceModel: 'web' };
    expectRequestMatchesContract('insertPersonFcmToken', insert);
    expect(await op('insertPersonFcmToken', amara, store, { body: insert })).toBe(true);
    expect(await op('insertPersonFcmToken', amara, store, { body: insert })).toBe(true);
    expect(slice(store).pushTokens).toHaveLength(1);
    const remove = { PersonId: amara.personId, Fcmtoken: 'token-1', DeviceModel: 'web' };
    expectRequestMatchesContract('deletePersonFcmToken', remove);
    expect(await op('deletePersonFcmToken', amara, store, { body: remove })).toBe(true);
    expect(slice(store).pushTokens).toHaveLength(0);
    await expect(call(directoryDomain, 'insertPersonFcmToken', bruno, store, { body: insert })).rejects.toMatchObject({ status: 403 });
    expect(((await op('getSystemMessages', amara, store)) as unknown[]).length).toBe(1);
  });
});

describe('member directory facets, connections and the member count option', () => {
  it('counts a ribbon value as the total that adding it to its group gives (values of a group are alternatives)', async () => {
    const store = fresh();
    const harbor = { filterKey: 'Chapter', filterValue: COMMUNITIES.harborCity.name, ribbonGroupName: 'Chapters' };
    const one = await members(store, { searchFilters: [harbor] });
    const other = one.searchRibbonGroup.find((g) => g.key === 'Chapters')?.filters.find((f) => !f.checked);
    expect(other).toBeDefined();
    const both = await members(store, { searchFilters: [harbor, { filterKey: 'Chapter', filterValue: other?.filterValue ?? '', ribbonGroupName: 'Chapters' }] });
    expect(both.totalResultCount).toBe(one.totalResultCount + (other?.count ?? 0));
    // Another group's counts are over the filtered people.
    const types = one.searchRibbonGroup.find((g) => g.key === 'Chapter Types')?.filters ?? [];
    expect(types.map((f) => [f.label, f.count])).toEqual([['YPO Chapter', one.totalResultCount]]);
  });

  it('types ahead a group\'s values under the other groups\' filters only', async () => {
    const store = fresh();
    const harbor = { filterKey: 'Chapter', filterValue: COMMUNITIES.harborCity.name, ribbonGroupName: 'Chapters' };
    const body = { search: 'North', originalSearch: 'North', fieldsToQuery: ['Chapter'], searchFilters: [harbor], ribbonGroupName: 'Chapters', typeaheadPreFilter: '' };
    const found = (await op('profilesTypeAhead', amara, store, { body })) as FilterItem[];
    const northwind = (await members(store, { searchFilters: [{ ...harbor, filterValue: COMMUNITIES.northwindGold.name }] })).totalResultCount;
    expect(found.map((f) => [f.label, f.count])).toEqual([[COMMUNITIES.northwindGold.name, northwind]]);
  });

  it('filters by chapter type and network type', async () => {
    const store = fresh();
    const all = await members(store);
    for (const type of ['YPO Chapter', 'YPO Gold Chapter', 'YPO Integrated Chapter']) {
      const item = all.searchRibbonGroup.find((g) => g.key === 'Chapter Types')?.filters.find((f) => f.label === type);
      const result = await members(store, { searchFilters: [{ filterKey: 'ChapterType', filterValue: type }] });
      expect(result.totalResultCount).toBe(item?.count);
    }
    const family = all.searchRibbonGroup.find((g) => g.key === 'Network Types')?.filters.find((f) => f.label === 'FAMILY');
    const result = await members(store, { searchFilters: [{ filterKey: 'NetworkType', filterValue: 'FAMILY' }], maxResultCount: 1000 });
    expect(result.totalResultCount).toBe(family?.count);
    expect(result.totalResultCount).toBeGreaterThan(0);
  });

  it('connects and disconnects on both sides, and the directory shows it', async () => {
    const store = fresh();
    const page = await members(store, { maxResultCount: 200 });
    const stranger = page.searchResults.find((p) => !p.isConnected && p.id !== amara.personId);
    expect(stranger).toBeDefined();
    const id = stranger?.id ?? '';
    expect(await op('saveMemberProfileConnection', amara, store, { body: { connectedPersonId: id, isConnected: true } })).toEqual({ connectedPersonId: id, isConnected: true });
    expect(connectionsOf(store, amara.personId).has(id.toLowerCase())).toBe(true);
    expect(connectionsOf(store, id).has(amara.personId.toLowerCase())).toBe(true);
    expect((await members(store, { maxResultCount: 200 })).searchResults.find((p) => p.id === id)?.isConnected).toBe(true);
    // Connecting twice keeps one link.
    await op('saveMemberProfileConnection', amara, store, { body: { connectedPersonId: id, isConnected: true } });
    expect(slice(store).connections[amara.personId.toLowerCase()]?.filter((x) => x === id.toLowerCase())).toHaveLength(1);
    expect(await op('saveMemberProfileConnection', amara, store, { body: { connectedPersonId: id, isConnected: false } })).toEqual({ connectedPersonId: id, isConnected: false });
    expect(connectionsOf(store, id).has(amara.personId.toLowerCase())).toBe(false);
    expect(connectionsOf(store, amara.personId).has(id.toLowerCase())).toBe(false);
  });

  it('refuses a connection to oneself or to someone the directory does not list', async () => {
    const store = fresh();
    await expect(call(directoryDomain, 'saveMemberProfileConnection', amara, store, { body: { connectedPersonId: amara.personId, isConnected: true } })).rejects.toMatchObject({ status: 422 });
    await expect(call(directoryDomain, 'saveMemberProfileConnection', amara, store, { body: { connectedPersonId: '00000000-0000-4000-8000-0000000000ff', isConnected: true } })).rejects.toMatchObject({ status: 404 });
  });

  it('shows nobody of a private network the caller is not in, and names it in excludedPrivateNetworkFilters', async () => {
    const store = fresh();
    const network = store.network as Network;
    const sailing = { communityId: '00000000-0000-4000-8000-00000000c404', name: 'Offshore Sailing Network', communityType: 'network' as const, networkType: 'PERSONAL' as const, salesforceId: 'SF-c404', health: 80, isActivityModerated: false };
    network.communities.push(sailing);
    network.memberships.push({ personId: BRUNO_ID, communityId: sailing.communityId, roles: ['Member'], isAdmin: false, isPrimary: false });
    type WithExcluded = DirectoryResult & { excludedPrivateNetworkFilters: string[] };
    const asAmara = (await members(store)) as WithExcluded;
    expect(asAmara.excludedPrivateNetworkFilters).toEqual([sailing.name]);
    expect(asAmara.searchRibbonGroup.flatMap((g) => g.filters).some((f) => f.filterValue === sailing.name)).toBe(false);
    const filter = { filterKey: 'Network', filterValue: sailing.name, ribbonGroupName: 'Networks' };
    expect((await members(store, { searchFilters: [filter] })).totalResultCount).toBe(0);
    const asBruno = (await members(store, { searchFilters: [filter] }, bruno)) as WithExcluded;
    expect(asBruno.excludedPrivateNetworkFilters).toEqual([]);
    expect(asBruno.searchResults.map((p) => p.id)).toEqual([BRUNO_ID]);
  });

  it('seeds 2,000 members unless SANDBOX_MEMBERS asks for up to 10,000', () => {
    expect(seededMemberCount({})).toBe(SEEDED_MEMBER_COUNT);
    expect(seededMemberCount({ SANDBOX_MEMBERS: '10000' })).toBe(10_000);
    expect(() => seededMemberCount({ SANDBOX_MEMBERS: '10001' })).toThrow(/SANDBOX_MEMBERS/);
    expect(() => seededMemberCount({ SANDBOX_MEMBERS: 'many' })).toThrow(/SANDBOX_MEMBERS/);
  });
});
