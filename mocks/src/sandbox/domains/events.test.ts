import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMUNITIES } from '../../personas.ts';
import { expectMatchesContract, expectRequestMatchesContract } from '../contract-assert.ts';
import { call, callerOf, seededStore } from '../test-network.ts';
import type { Network } from '../network-types.ts';
import type { Caller, Store } from '../types.ts';
import { EVENT_COUNT, eventsDomain } from './events.ts';
import type { EventsSlice } from './events.ts';

type Card = { id: string; name: string; communityId: string; startDateTime: string; locationType: string; city: string | null; state: string | null; country: string | null; isDeclined: boolean; registrationStatus: string | null; eventTimeZone: string };
type Category = { label: string; filterKey: string; filterValue: string; count: number; checked: boolean; subFilters: Category[] };
type Result = { results: Card[]; totalCount: number; facets: { searchRibbonGroup: { key: string; categories: Category[] }[] }; userRegisteredAndWaitlistedEventCount: number };

const SUMMIT = 'e0000000-0000-4000-8000-000000000001';
const WEBINAR = 'e0000000-0000-4000-8000-000000000002';
const HARBOR = COMMUNITIES.harborCity.communityId;
const amara = callerOf('member');
const bruno = callerOf('chapter-manager');

// The seeded world is 2026-2027; pin the clock inside it so "upcoming" stays stable.
beforeAll(() => {
  vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z'), toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

const fresh = (): Store => seededStore([eventsDomain]);
const slice = (store: Store) => store.events as EventsSlice;

async function op(operationId: string, caller: Caller, store: Store, options: Parameters<typeof call>[4] = {}) {
  const res = await call(eventsDomain, operationId, caller, store, options);
  expect(res.status).toBe(200);
  if (res.body !== undefined) expectMatchesContract(operationId, 200, res.body);
  return res;
}

async function search(store: Store, body: Partial<{ search: string; orderBy: { sortField: string; direction: string }; searchFilters: { filterKey: string; filterValue: string; label?: string }[]; skip: number; maxResultCount: number; isAndRelationship: boolean }> = {}, caller = amara): Promise<Result> {
  const request = { search: '', orderBy: { sortField: 'Recommended', direction: 'asc' }, searchFilters: [], skip: 0, maxResultCount: 50, isChampEvents: false, platformName: 'Web Chrome', userRegisteredAndWaitlistedEventCount: 0, isAndRelationship: true, ...body };
  expectRequestMatchesContract('searchEvents', request);
  return (await op('searchEvents', caller, store, { body: request })).body as Result;
}

describe('events seed', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(seededStore([eventsDomain], 9).events)).toBe(JSON.stringify(seededStore([eventsDomain], 9).events));
    expect(JSON.stringify(seededStore([eventsDomain], 9).events)).not.toBe(JSON.stringify(seededStore([eventsDomain], 10).events));
  });

  it('has 300 events across communities, in person and virtual, time zones, 2026-2027, with registrations', () => {
    const store = fresh();
    const { events: list, registrations } = slice(store);
    expect(list).toHaveLength(EVENT_COUNT);
    expect(new Set(list.map((e) => e.id)).size).toBe(EVENT_COUNT);
    expect(new Set(list.map((e) => e.locationType))).toEqual(new Set(['In Person', 'Virtual']));
    expect(new Set(list.map((e) => e.timeZone)).size).toBeGreaterThan(3);
    expect(list.every((e) => e.startMs >= Date.parse('2026-01-01') && e.startMs < Date.parse('2028-01-01') && e.endMs > e.startMs)).toBe(true);
    const network = store.network as Network;
    const kinds = new Set(list.map((e) => network.communities.find((c) => c.communityId === e.communityId)?.communityType));
    for (const kind of ['chapter', 'network', 'region', 'home']) expect(kinds.has(kind as never), kind).toBe(true);
    expect(registrations.length).toBeGreaterThan(EVENT_COUNT);
  });

  it('keeps the documented events (docs/contracts.md) with their card dates', async () => {
    const store = fresh();
    const list = (await op('getCommunityEvents', amara, store, { params: { communityId: HARBOR, type: 'chapter' } })).body as Card[];
    expect(list.find((e) => e.id === SUMMIT)).toMatchObject({
      name: 'Harbor City Leadership Summit', startDateTime: '2026-12-03T09:00:00-05:00', endDateTime: '2026-12-04T17:00:00-05:00',
      startEventDate: { date: '03', month: 'Dec', year: '2026', day: 'Thursday', time: '9:00 AM' },
      endEventDate: { date: '04', month: 'Dec', year: '2026', day: 'Friday', time: '5:00 PM' },
      eventTimeZone: 'Eastern Standard Time', city: 'Harbor City', state: 'Atlantic', locationType: 'In Person', registrationStatus: 'Registered',
    });
    const webinar = slice(store).events.find((e) => e.id === WEBINAR);
    expect(webinar).toMatchObject({ name: 'Family Business Succession Webinar', locationType: 'Virtual', communityId: COMMUNITIES.familyBusiness.communityId });
  });
});

describe('event search (spec 001 §3, §4, §9)', () => {
  it('pages by 50 with a total count; the offset grows by 50 until all are loaded', async () => {
    const store = fresh();
    const ids = new Set<string>();
    let total = 0;
    for (let skip = 0; ; skip += 50) {
      const page = await search(store, { skip });
      total = page.totalCount;
      page.results.forEach((e) => ids.add(e.id));
      expect(page.results.length).toBeLessThanOrEqual(50);
      if (skip + 50 >= total) break;
    }
    expect(total).toBe(EVENT_COUNT);
    expect(ids.size).toBe(EVENT_COUNT);
  });

  it('uses search text only when longer than one character', async () => {
    const store = fresh();
    expect((await search(store, { search: 's' })).totalCount).toBe(EVENT_COUNT);
    const summit = await search(store, { search: 'summit', maxResultCount: 300 });
    expect(summit.totalCount).toBeGreaterThan(0);
    expect(summit.totalCount).toBeLessThan(EVENT_COUNT);
    expect(summit.results.some((e) => e.id === SUMMIT)).toBe(true);
  });

  it('sorts Most Recent by StartDateTime ascending and by Event Name; Recommended puts my upcoming events first', async () => {
    const store = fresh();
    const recent = await search(store, { orderBy: { sortField: 'StartDateTime', direction: 'asc' }, maxResultCount: 300 });
    const starts = recent.results.map((e) => Date.parse(e.startDateTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const byName = await search(store, { orderBy: { sortField: 'Event Name', direction: 'asc' }, maxResultCount: 300 });
    const names = byName.results.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const recommended = await search(store, { maxResultCount: 5 });
    expect(recommended.results.every((e) => Date.parse(e.startDateTime) >= Date.parse('2026-11-01'))).toBe(true);
  });

  it('filters My Chapters and My Networks for the caller, with facet counts matching', async () => {
    const store = fresh();
    const mine = await search(store, { searchFilters: [{ label: 'My Chapters', filterKey: 'Host', filterValue: 'My Chapters' }], maxResultCount: 300 });
    expect(mine.totalCount).toBeGreaterThan(0);
    expect(mine.results.every((e) => e.communityId === HARBOR)).toBe(true);
    const all = await search(store);
    const hostFacet = all.facets.searchRibbonGroup.find((g) => g.key === 'Host');
    expect(hostFacet?.categories.find((c) => c.label === 'My Chapters')?.count).toBe(mine.totalCount);
    const checked = mine.facets.searchRibbonGroup.find((g) => g.key === 'Host')?.categories.find((c) => c.label === 'My Chapters');
    expect(checked?.checked).toBe(true);
    const networks = await search(store, { searchFilters: [{ filterKey: 'My Networks', filterValue: 'true' }], maxResultCount: 300 });
    const amaraNetworks = new Set<string>([COMMUNITIES.familyBusiness.communityId]);
    expect(networks.results.every((e) => amaraNetworks.has(e.communityId))).toBe(true);
  });

  it('filters by location (country > state > city), format and topic', async () => {
    const store = fresh();
    const all = await search(store);
    const country = all.facets.searchRibbonGroup.find((g) => g.key === 'Location')?.categories[0];
    const state = country?.subFilters[0];
    expect(state?.filterValue).toContain('>');
    const inState = await search(store, { searchFilters: [{ filterKey: 'Location', filterValue: state?.filterValue ?? '' }], maxResultCount: 300 });
    expect(inState.totalCount).toBe(state?.count);
    const [c, s] = (state?.filterValue ?? '').split('>');
    expect(inState.results.every((e) => e.country === c && e.state === s)).toBe(true);
    const virtual = await search(store, { searchFilters: [{ filterKey: 'Format', filterValue: 'Virtual' }], maxResultCount: 300 });
    expect(virtual.results.every((e) => e.locationType === 'Virtual' && e.city === null)).toBe(true);
    const topic = all.facets.searchRibbonGroup.find((g) => g.key === 'Event Topic')?.categories[0];
    expect((await search(store, { searchFilters: [{ filterKey: 'Event Topic', filterValue: topic?.filterValue ?? '' }] })).totalCount).toBe(topic?.count);
  });

  it('counts the caller’s registered and waitlisted events', async () => {
    const store = fresh();
    const expected = slice(store).registrations.filter((r) => r.personId === amara.personId).length;
    expect(expected).toBeGreaterThanOrEqual(2);
    expect((await search(store)).userRegisteredAndWaitlistedEventCount).toBe(expected);
  });
});

describe('event search from the seed: facets, My Events, type-ahead', () => {
  it('every facet category counts exactly the events its filter selects, within the current filters', async () => {
    const store = fresh();
    const base = [{ filterKey: 'Format', filterValue: 'In Person' }];
    const within = await search(store, { searchFilters: base });
    for (const group of within.facets.searchRibbonGroup.filter((g) => g.key !== 'Host' && g.key !== 'Format')) {
      for (const c of group.categories) {
        const narrowed = await search(store, { searchFilters: [...base, { filterKey: c.filterKey, filterValue: c.filterValue }], maxResultCount: 1 });
        expect(narrowed.totalCount, `${group.key} ${c.label}`).toBe(c.count);
      }
    }
    // Location: each state's count is the sum of its cities', each country's the sum of its states'.
    for (const country of within.facets.searchRibbonGroup.find((g) => g.key === 'Location')?.categories ?? []) {
      expect(country.subFilters.reduce((n, s) => n + s.count, 0)).toBe(country.count);
      for (const state of country.subFilters) expect(state.subFilters.reduce((n, c) => n + c.count, 0)).toBe(state.count);
    }
  });

  it('My Events lists exactly the caller’s registered and waitlisted events, with their card state', async () => {
    const store = fresh();
    const mine = await search(store, { searchFilters: [{ label: 'My Events', filterKey: 'MyEvents', filterValue: 'true' }], maxResultCount: 300 });
    const expected = new Map(slice(store).registrations.filter((r) => r.personId === amara.personId).map((r) => [r.eventId, r.status]));
    expect(mine.totalCount).toBe(expected.size);
    expect(new Map(mine.results.map((e) => [e.id, e.registrationStatus]))).toEqual(expected);
    expect(new Set(mine.results.map((e) => e.registrationStatus))).toEqual(new Set(['Registered', 'Waitlisted']));
    const other = callerOf('regional-officer');
    const theirs = await search(store, { searchFilters: [{ filterKey: 'MyEvents', filterValue: 'true' }], maxResultCount: 300 }, other);
    expect(theirs.totalCount).toBe(slice(store).registrations.filter((r) => r.personId === other.personId).length);
  });

  it('type-ahead suggests names, places, topics and hosts of the seeded events with counts that match a search', async () => {
    const store = fresh();
    const typeAhead = async (body: Record<string, unknown>) => {
      const request = { search: '', ...body };
      expectRequestMatchesContract('eventDirectoryAutocomplete', request);
      return (await op('eventDirectoryAutocomplete', amara, store, { body: request })).body as (Category & { isTypeAhead: boolean; ribbonGroupName: string })[];
    };
    expect(await typeAhead({ search: 's' })).toEqual([]);
    const summit = await typeAhead({ search: 'summit' });
    expect(summit.find((s) => s.filterValue === 'Harbor City Leadership Summit')).toMatchObject({ filterKey: 'EventName', ribbonGroupName: 'Event', isTypeAhead: true });
    expect(summit.every((s) => s.label.toLowerCase().includes('summit'))).toBe(true);
    for (const s of summit.slice(0, 5)) {
      expect((await search(store, { searchFilters: [{ filterKey: s.filterKey, filterValue: s.filterValue }], maxResultCount: 1 })).totalCount, s.label).toBe(s.count);
    }
    const harbor = await typeAhead({ search: 'harbor city', fieldsToQuery: ['Location'] });
    const city = harbor.find((s) => s.filterValue.split('>').length === 3);
    expect(city?.filterValue).toMatch(/>Atlantic>Harbor City$/);
    expect(harbor.every((s) => s.filterKey === 'Location')).toBe(true);
    expect((await search(store, { searchFilters: [{ filterKey: 'Location', filterValue: city?.filterValue ?? '' }], maxResultCount: 1 })).totalCount).toBe(city?.count);
    // Within the current filters, and cut to 100.
    const virtualOnly = await typeAhead({ search: 'harbor city', fieldsToQuery: ['Location'], searchFilters: [{ filterKey: 'Format', filterValue: 'Virtual' }] });
    expect(virtualOnly).toEqual([]);
    expect((await typeAhead({ search: 'ch' })).length).toBeLessThanOrEqual(100);
  });
});

describe('community events, choices and attendees', () => {
  it('lists a community’s upcoming events; reject marks isDeclined there, save adds another community’s event', async () => {
    const store = fresh();
    const before = (await op('getCommunityEvents', amara, store, { params: { communityId: HARBOR, type: 'chapter' } })).body as Card[];
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((e) => e.communityId === HARBOR && Date.parse(e.startDateTime) > Date.parse('2026-11-01'))).toBe(true);
    await op('rejectCommunityEvent', amara, store, { params: { communityId: HARBOR, eventId: SUMMIT } });
    const after = (await op('getCommunityEvents', amara, store, { params: { communityId: HARBOR, type: 'chapter' } })).body as Card[];
    expect(after.find((e) => e.id === SUMMIT)?.isDeclined).toBe(true);
    expect(((await op('getCommunityEvents', bruno, store, { params: { communityId: HARBOR, type: 'chapter' } })).body as Card[]).find((e) => e.id === SUMMIT)?.isDeclined).toBe(false);
    await op('saveCommunityEvent', amara, store, { params: { communityId: HARBOR, eventId: WEBINAR } });
    const saved = (await op('getCommunityEvents', amara, store, { params: { communityId: HARBOR, type: 'chapter' } })).body as Card[];
    expect(saved.some((e) => e.id === WEBINAR)).toBe(true);
    expect(saved.find((e) => e.id === SUMMIT)?.isDeclined).toBe(true);
    await expect(call(eventsDomain, 'saveCommunityEvent', amara, store, { params: { communityId: HARBOR, eventId: 'e0000000-0000-4000-8000-0000000fffff' } })).rejects.toMatchObject({ status: 404 });
  });

  it('events by community type and unregistered events follow the caller', async () => {
    const store = fresh();
    const network = (await op('getEventsByCommunityType', amara, store, { params: { type: 'network' } })).body as Card[];
    expect(network.length).toBeGreaterThan(0);
    expect(network.every((e) => e.communityId === COMMUNITIES.familyBusiness.communityId)).toBe(true);
    const unregistered = (await op('getAllUnregisteredEvents', amara, store)).body as Card[];
    expect(unregistered.some((e) => e.id === SUMMIT)).toBe(false);
    expect(unregistered.every((e) => e.registrationStatus === null)).toBe(true);
  });

  it('attendees are sorted "last, first"', async () => {
    const store = fresh();
    for (const id of ['getUsersAttendingEvent', 'getEventAttendees']) {
      const list = (await op(id, amara, store, { params: { id: SUMMIT } })).body as { firstName: string; lastName: string }[];
      const keys = list.map((a) => `${a.lastName}, ${a.firstName}`);
      expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
      expect(keys).toEqual(expect.arrayContaining(['Chen, Wei-Ling', 'Lindqvist, Bruno', 'Okafor, Amara']));
    }
    await expect(call(eventsDomain, 'getEventAttendees', amara, store, { params: { id: 'e0000000-0000-4000-8000-0000000fffff' } })).rejects.toMatchObject({ status: 404 });
  });

  it('downloads the attendees as a spreadsheet', async () => {
    const res = await call(eventsDomain, 'downloadEventAttendees', bruno, fresh(), { params: { id: SUMMIT } });
    expect(res.binary?.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = res.binary?.data ?? new Uint8Array();
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('xl/worksheets/sheet1.xml');
    expect(text).toContain('Lindqvist');
  });

  it('finds the next board meeting of a chapter', async () => {
    const store = fresh();
    const next = (await op('getNextBoardMeetingEvent', bruno, store, { params: { id: HARBOR } })).body as Card;
    expect(next.name).toContain('Board Meeting');
    expect(next.communityId).toBe(HARBOR);
    expect(Date.parse(next.startDateTime)).toBeGreaterThan(Date.now());
    await expect(call(eventsDomain, 'getNextBoardMeetingEvent', bruno, store, { params: { id: COMMUNITIES.familyBusiness.communityId } })).rejects.toMatchObject({ status: 404 });
  });
});

describe('chapter event form', () => {
  it('lets a chapter admin list and create events; others are refused', async () => {
    const store = fresh();
    expect(((await op('getChapterAdminEventsList', bruno, store, { params: { communityId: HARBOR } })).body as Card[]).length).toBeGreaterThan(0);
    await expect(call(eventsDomain, 'getChapterAdminEventsList', amara, store, { params: { communityId: HARBOR } })).rejects.toMatchObject({ status: 403 });
    const form = {
      id: '00000000-0000-0000-0000-000000000000', communityId: HARBOR, name: 'Harbor City Sailing Day', description: 'On the water.',
      startDateTime: '2027-05-15T10:00:00-05:00', endDateTime: '2027-05-15T16:00:00-05:00', eventTimeZone: 'Eastern Standard Time',
      city: 'Harbor City', state: 'Atlantic', country: 'Harbor Isles', locationType: 'In Person', customFields: [], attachments: [],
    };
    expectRequestMatchesContract('createCvent', form);
    const created = (await op('createCvent', bruno, store, { body: form })).body as { id: string; startDateTime: string };
    expect(created.startDateTime).toBe('2027-05-15T10:00:00-05:00');
    // Until it is launched only the chapter's admins see it.
    expect((await search(store, { search: 'sailing day' })).results.map((e) => e.id)).not.toContain(created.id);
    const listed = async (caller: Caller) => ((await op('getCommunityEvents', caller, store, { params: { communityId: HARBOR, type: 'chapter' } })).body as Card[]).map((e) => e.id);
    expect(await listed(amara)).not.toContain(created.id);
    expect(((await op('getChapterAdminEventsList', bruno, store, { params: { communityId: HARBOR } })).body as Card[]).map((e) => e.id)).toContain(created.id);
    await expect(call(eventsDomain, 'getChampsEventCvent', amara, store, { params: { cid: HARBOR, eid: created.id } })).rejects.toMatchObject({ status: 404 });
    await expect(call(eventsDomain, 'launchCvent', amara, store, { params: { cid: HARBOR, eid: created.id } })).rejects.toMatchObject({ status: 403 });
    await op('launchCvent', bruno, store, { params: { cid: HARBOR, eid: created.id } });
    expect((await search(store, { search: 'sailing day' })).results.map((e) => e.id)).toContain(created.id);
    expect(await listed(amara)).toContain(created.id);
    expect((await op('getChampsEventCvent', bruno, store, { params: { cid: HARBOR, eid: created.id } })).body).toMatchObject({ name: 'Harbor City Sailing Day' });
    await expect(call(eventsDomain, 'createCvent', amara, store, { body: form })).rejects.toMatchObject({ status: 403 });
  });

  it('refuses an end before the start, and turns an upload of the community into its media address', async () => {
    const store = fresh();
    const form = {
      id: '00000000-0000-0000-0000-000000000000', communityId: HARBOR, name: 'Harbor City Book Club', description: null,
      startDateTime: '2027-05-15T18:00:00-05:00', endDateTime: '2027-05-15T17:00:00-05:00', eventTimeZone: 'Eastern Standard Time',
      city: null, state: null, country: null, locationType: 'Virtual', customFields: [], attachments: [] as { name: string; url: string }[],
    };
    await expect(call(eventsDomain, 'createCvent', bruno, store, { body: form })).rejects.toMatchObject({ status: 422 });
    const uploads = (store.uploads ??= { files: {} }) as { files: Record<string, unknown> };
    const path = `pending/${HARBOR}/u1/reading-list.png`;
    uploads.files[path] = { pendingBlobStoragePath: path, name: 'reading-list.png', contentType: 'image/png', size: 10, communityId: HARBOR, uploaderId: bruno.personId, uploadedAt: '2026-11-20T12:00:00Z' };
    const ok = { ...form, endDateTime: '2027-05-15T20:00:00-05:00', attachments: [{ name: 'reading-list.png', url: `pending-upload:${encodeURIComponent(path)}` }, { name: 'Agenda', url: 'https://media.example/agenda.pdf' }] };
    expectRequestMatchesContract('createCvent', ok);
    const created = (await op('createCvent', bruno, store, { body: ok })).body as { attachments: { name: string; url: string }[] };
    expect(created.attachments).toEqual([{ name: 'reading-list.png', url: expect.stringMatching(/\/__sandbox\/media\/pending\/.+\/reading-list\.png$/) }, { name: 'Agenda', url: 'https://media.example/agenda.pdf' }]);
    const foreign = { ...ok, attachments: [{ name: 'x.png', url: 'pending-upload:pending%2Fother%2Fx.png' }] };
    await expect(call(eventsDomain, 'createCvent', bruno, store, { body: foreign })).rejects.toMatchObject({ status: 422 });
  });

  it('writes any date-time the contract allows back as one (four-digit years, leap seconds)', async () => {
    const store = fresh();
    const form = {
      id: '00000000-0000-0000-0000-000000000000', communityId: HARBOR, name: 'Founders Day', description: null,
      startDateTime: '0094-04-26T23:07:08.0-05:00', endDateTime: '2027-06-30T23:59:60Z', eventTimeZone: 'UTC',
      city: null, state: null, country: null, locationType: 'Virtual', customFields: [], attachments: [],
    };
    expectRequestMatchesContract('createCvent', form);
    const created = (await op('createCvent', bruno, store, { body: form })).body as { startDateTime: string; endDateTime: string };
    // Both in the offset of the start (op() checks them against the contract).
    expect(created).toMatchObject({ startDateTime: '0094-04-26T23:07:00-05:00', endDateTime: '2027-06-30T18:59:00-05:00' });
  });

  it('answers the form lookups', async () => {
    const store = fresh();
    for (const id of ['getChapterEventTimeZones', 'getCventLookup', 'getCventCustomFields']) await op(id, bruno, store);
    await op('getChampsEventLookup', bruno, store, { params: { id: HARBOR } });
    await op('getChampsEventCustomFields', bruno, store, { params: { id: HARBOR } });
    const users = (await op('getChampsEventCommunityUsers', bruno, store, { params: { id: HARBOR } })).body as unknown[];
    expect(users.length).toBeGreaterThan(3);
    await op('launchCvent', bruno, store, { params: { cid: HARBOR, eid: SUMMIT } });
  });
});
