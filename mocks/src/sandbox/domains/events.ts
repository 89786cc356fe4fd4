// Events (spec 001 §3-§9, spec 002 §7; openapi/events.yaml): 300 events across the network's
// communities over two years around the seeding moment (written against SEED_NOW, moved with the seeded
// world: helpers.ts seededMoment), in person and virtual, in several time zones; registrations per member;
// the event directory search with facets; saving and declining per community; attendees.
import type { communities } from '@ypo/sdk';
import { personas } from '../../personas.ts';
import type { NetworkCommunity } from '../network-types.ts';
import type { Caller, OperationHandler, Rng, SandboxDomain, Store } from '../types.ts';
import {
  actingPersona, bodyOf, callerCommunityIds, compareText, EMPTY_GUID, forbidden, indexOf, isStaff, keyOf, matchesTokens, notFound, ok,
  mediaUrl, pageOf, param, parseDateTime, patternId, personCard, pickSome, sameId, searchTokens, seededMoment, sliceOf, unprocessable,
} from '../helpers.ts';
import { dateParts, localIso, PLACES, slug, timeZones } from './geography.ts';
import { getUploads } from './uploads.ts';
import { xlsx, XLSX_TYPE } from './xlsx.ts';

/** How many events the seed creates. */
export const EVENT_COUNT = 300;
/** Event search page size and offset step (spec 001 §9). */
export const EVENT_PAGE_SIZE = 50;

type LocationType = communities.components['schemas']['LocationType'];

/** A stored event (instants in UTC milliseconds with the local offset, so cards and sorting agree). */
export interface EventRecord {
  id: string;
  name: string;
  communityId: string;
  startMs: number;
  endMs: number;
  timeZone: string;
  utcOffsetMinutes: number;
  city: string | null;
  state: string | null;
  country: string | null;
  locationType: LocationType;
  topics: string[];
  learningGoal: string;
  whoCanAttend: string;
  hasVouchers: boolean;
  isBoardMeeting: boolean;
  isGlobal: boolean;
  description: string | null;
  customFields: { id: string; value: string }[];
  attachments: { name: string; url: string }[];
  /** Launched in the events system (launch-cvent): until then only the community's admins see it (chapter-admin list, get-cvent). */
  isLaunched: boolean;
}

/** A member's registration for an event. */
export interface Registration { eventId: string; personId: string; status: 'Registered' | 'Waitlisted' }
/** An event saved or declined by a member in a community. */
export interface CommunityChoice { personId: string; communityId: string; eventId: string }

/** `store.events`. */
export interface EventsSlice {
  events: EventRecord[];
  registrations: Registration[];
  saved: CommunityChoice[];
  rejected: CommunityChoice[];
}

const EVENT_TOPICS = ['Leadership', 'Family Business', 'Innovation', 'Wellbeing', 'Impact', 'Economics', 'Arts and Culture', 'Technology'];
const LEARNING_GOALS = ['Grow as a Leader', 'Grow my Business', 'Strengthen my Family', 'Give Back', 'Have Fun'];
const WHO_CAN_ATTEND = ['Members Only', 'Members and Spouses/Partners', 'Whole Family', 'Spouses/Partners Only'];
const CHAPTER_EVENTS = ['Leadership Summit', 'Spouse Dinner', 'Family Day', 'Learning Night', 'Forum Retreat', 'Wine Tasting', 'CEO Roundtable', 'Holiday Gala', 'Speaker Series', 'Site Visit'];
const NETWORK_EVENTS = ['Webinar', 'Summit', 'Roundtable', 'Masterclass', 'Study Tour'];
const REGION_EVENTS = ['Regional Conference', 'Leadership Forum', 'Officer Training', 'Chairs Meeting'];
const GLOBAL_EVENTS = ['Global Leadership Summit', 'Global Family Retreat', 'Innovation Week', 'Wellbeing Retreat', 'Global Impact Forum'];
const CUSTOM_FIELDS = [
  { id: 'cf-dietary', name: 'Dietary requirements', fieldType: 'Text', isRequired: false, choices: [] },
  { id: 'cf-guest', name: 'Bringing a spouse/partner', fieldType: 'Choice', isRequired: true, choices: ['Yes', 'No'] },
];
const EVENT_TYPES = [
  { id: 'board-meeting', name: 'Board Meeting' },
  { id: 'social', name: 'Social' },
  { id: 'learning', name: 'Learning' },
  { id: 'family', name: 'Family' },
];

/** The two events of docs/contracts.md. */
const SUMMIT_ID = 'e0000000-0000-4000-8000-000000000001';
const WEBINAR_ID = 'e0000000-0000-4000-8000-000000000002';
const HARBOR_CITY_ID = '00000000-0000-4000-8000-00000000c101';
const FAMILY_BUSINESS_ID = '00000000-0000-4000-8000-00000000c401';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function slice(store: Store): EventsSlice {
  return sliceOf<EventsSlice>(store, 'events');
}

// ---------------------------------------------------------------- seed

/** Short name of a community for event titles: 'Harbor City' of 'Harbor City Chapter'. */
function shortName(c: NetworkCommunity): string {
  return c.name.replace(/ (Gold |Integrated )?Chapter$/, '').replace(/ Network$/, '').replace(/ Region$/, '');
}

/** Where a chapter meets: the city and country most of its members live in, with the place list's state and time zone. */
function chapterHome(store: Store, chapter: NetworkCommunity) {
  const counts = new Map<string, number>();
  for (const m of indexOf(store).network.members) {
    if (!sameId(m.chapterId, chapter.communityId) || !m.city) continue;
    const key = `${m.city}|${m.country}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  const [city, country] = top ? top.split('|') : [];
  if (!city || !country) return PLACES[0] as (typeof PLACES)[number];
  // A city the place list does not know keeps a time zone picked by its country's name.
  const byName = PLACES[[...country].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7) % PLACES.length] as (typeof PLACES)[number];
  const place = PLACES.find((p) => p.city === city) ?? PLACES.find((p) => p.country === country) ?? byName;
  return { ...place, city, country, state: place.city === city ? place.state : 'Central' };
}

function seed(store: Store, rng: Rng): void {
  const index = indexOf(store);
  const communities = index.network.communities;
  const ofKind = (kind: NetworkCommunity['communityType']) => communities.filter((c) => c.communityType === kind);
  const chapters = ofKind('chapter');
  const home = ofKind('home')[0];
  const hosts: { weight: number; list: NetworkCommunity[] }[] = [
    { weight: 0.5, list: chapters },
    { weight: 0.17, list: ofKind('network') },
    { weight: 0.1, list: ofKind('region') },
    { weight: 0.06, list: ofKind('champion') },
    { weight: 0.05, list: ofKind('group') },
    { weight: 0.04, list: ofKind('forum') },
    { weight: 0.08, list: home ? [home] : [] },
  ].filter((h) => h.list.length > 0);
  const totalWeight = hosts.reduce((n, h) => n + h.weight, 0);
  const pickHost = () => {
    let x = rng.next() * totalWeight;
    for (const h of hosts) {
      x -= h.weight;
      if (x < 0) return rng.pick(h.list);
    }
    return rng.pick(hosts[0]?.list ?? communities);
  };
  const homes = new Map(chapters.map((c) => [c.communityId, chapterHome(store, c)]));
  const events: EventRecord[] = [];
  const make = (id: string, host: NetworkCommunity, name: string, startMs: number, hours: number, virtual: boolean, extra: Partial<EventRecord> = {}): EventRecord => {
    const place = host.communityType === 'chapter' || host.communityType === 'forum' ? homes.get(host.communityType === 'forum' ? (host.parentId ?? '') : host.communityId) ?? rng.pick(PLACES) : rng.pick(PLACES);
    return {
      id, name, communityId: host.communityId, startMs, endMs: startMs + hours * HOUR,
      timeZone: virtual ? 'UTC' : place.timeZone, utcOffsetMinutes: virtual ? 0 : place.utcOffsetMinutes,
      city: virtual ? null : place.city, state: virtual ? null : place.state, country: virtual ? null : place.country,
      locationType: virtual ? 'Virtual' : 'In Person',
      topics: pickSome(rng, EVENT_TOPICS, rng.int(1, 2)), learningGoal: rng.pick(LEARNING_GOALS), whoCanAttend: rng.pick(WHO_CAN_ATTEND),
      hasVouchers: rng.next() < 0.2, isBoardMeeting: false, isGlobal: host.communityType === 'home',
      description: null, customFields: [], attachments: [], isLaunched: true, ...extra,
    };
  };

  // The documented events first (docs/contracts.md).
  const harbor = index.communities.get(HARBOR_CITY_ID) ?? chapters[0];
  const family = index.communities.get(FAMILY_BUSINESS_ID) ?? ofKind('network')[0] ?? harbor;
  if (harbor) {
    const harborHome = homes.get(harbor.communityId);
    events.push({
      ...make(SUMMIT_ID, harbor, 'Harbor City Leadership Summit', seededMoment(store, '2026-12-03T14:00:00Z'), 32, false),
      timeZone: 'Eastern Standard Time', utcOffsetMinutes: -300, city: 'Harbor City', state: 'Atlantic', country: harborHome?.country ?? 'Atlantica',
      topics: ['Leadership'], learningGoal: 'Grow as a Leader', whoCanAttend: 'Members and Spouses/Partners', hasVouchers: false,
      description: 'Two days of peer learning for Harbor City Chapter members.',
    });
  }
  if (family) {
    events.push({ ...make(WEBINAR_ID, family, 'Family Business Succession Webinar', seededMoment(store, '2026-12-10T16:00:00Z'), 1.5, true), topics: ['Family Business'], learningGoal: 'Strengthen my Family' });
  }

  // Board meetings: four a chapter, so every chapter has a next one (spec 002 §7 next-board-meeting-event).
  const boardDates = ['2026-06-10', '2026-12-08', '2027-06-09', '2027-12-07'];
  for (const chapter of chapters) {
    for (const date of boardDates) {
      if (events.length >= EVENT_COUNT) break;
      const place = homes.get(chapter.communityId) ?? PLACES[0];
      const start = seededMoment(store, `${date}T18:00:00Z`) - (place?.utcOffsetMinutes ?? 0) * 60_000;
      events.push(make(patternId('e0000000', events.length + 1), chapter, `${shortName(chapter)} Board Meeting`, start, 2, false, {
        isBoardMeeting: true, topics: ['Leadership'], learningGoal: 'Grow my Business', whoCanAttend: 'Members Only', hasVouchers: false,
      }));
    }
  }

  // The rest across the network's communities, from ten months before the seeding moment to fourteen after.
  const from = seededMoment(store, '2026-01-05T00:00:00Z');
  while (events.length < EVENT_COUNT) {
    const host = pickHost();
    const virtual = host.communityType === 'home' ? rng.next() < 0.2 : rng.next() < (host.communityType === 'network' ? 0.5 : 0.25);
    let name: string;
    switch (host.communityType) {
      case 'chapter': case 'forum': name = `${shortName(host)} ${rng.pick(CHAPTER_EVENTS)}`; break;
      case 'network': name = `${shortName(host)} ${rng.pick(NETWORK_EVENTS)}`; break;
      case 'region': name = `${shortName(host)} ${rng.pick(REGION_EVENTS)}`; break;
      case 'home': name = rng.pick(GLOBAL_EVENTS); break;
      default: name = `${host.name} ${rng.pick(['Meetup', 'Workshop', 'Webinar'])}`;
    }
    const dayStart = from + rng.int(0, 720) * DAY;
    const place = homes.get(host.communityId);
    const localHour = rng.int(8, 18);
    const start = dayStart + localHour * HOUR - (virtual ? 0 : (place?.utcOffsetMinutes ?? 0)) * 60_000;
    const hours = rng.next() < 0.7 ? rng.int(1, 4) : rng.int(1, 3) * 24 + rng.int(2, 8);
    const event = make(patternId('e0000000', events.length + 1), host, name, start, hours, virtual);
    // Virtual events of a chapter still run on the chapter's clock.
    if (virtual && place) Object.assign(event, { timeZone: place.timeZone, utcOffsetMinutes: place.utcOffsetMinutes });
    events.push(event);
  }

  // Registrations: members of the host community (anyone for global events); a tenth waitlisted.
  const everyone = index.network.members.filter((m) => m.recordType === 'Member' || m.recordType === 'Spouse/Partner').map((m) => m.personId);
  const registrations: Registration[] = [];
  for (const event of events) {
    const pool = event.isGlobal ? everyone : (index.membershipsByCommunity.get(event.communityId.toLowerCase()) ?? []).map((m) => m.personId);
    for (const personId of pickSome(rng, pool, Math.min(pool.length, event.isBoardMeeting ? rng.int(3, 8) : rng.int(3, 25)))) {
      registrations.push({ eventId: event.id, personId, status: rng.next() < 0.1 ? 'Waitlisted' : 'Registered' });
    }
  }
  // The documented attendees of the summit (operation examples): Wei-Ling Chen, Bruno Lindqvist, Amara Okafor.
  const register = (eventId: string, personId: string, status: Registration['status']) => {
    const existing = registrations.find((r) => r.eventId === eventId && sameId(r.personId, personId));
    if (existing) existing.status = status;
    else registrations.push({ eventId, personId, status });
  };
  for (const kind of ['member', 'chapter-manager', 'chapter-administrator']) {
    const p = personas.find((x) => x.kind === kind);
    if (p && events.some((e) => e.id === SUMMIT_ID)) register(SUMMIT_ID, p.personId, 'Registered');
  }
  // The member persona is also waitlisted for one more event of her chapter.
  const amara = personas.find((x) => x.kind === 'member');
  const another = events.find((e) => e.id !== SUMMIT_ID && harbor && e.communityId === harbor.communityId && !e.isBoardMeeting);
  if (amara && another) register(another.id, amara.personId, 'Waitlisted');
  store.events = { events, registrations, saved: [], rejected: [] } satisfies EventsSlice;
}

// ---------------------------------------------------------------- the caller's view

interface CallerView {
  personId: string;
  communities: Set<string>;
  chapters: Set<string>;
  networks: Set<string>;
  regions: Set<string>;
  registrations: Map<string, Registration['status']>;
  declined: Set<string>;
}

function viewOf(store: Store, caller: Caller): CallerView {
  const index = indexOf(store);
  const communities = callerCommunityIds(store, caller);
  const kindOf = (id: string) => index.communities.get(id)?.communityType;
  const only = (kind: string) => new Set([...communities].filter((id) => kindOf(id) === kind));
  const s = slice(store);
  const registrations = new Map<string, Registration['status']>();
  for (const r of s.registrations) if (sameId(r.personId, caller.personId)) registrations.set(r.eventId, r.status);
  const declined = new Set(s.rejected.filter((c) => sameId(c.personId, caller.personId)).map((c) => `${c.communityId.toLowerCase()}|${c.eventId}`));
  return { personId: caller.personId, communities, chapters: only('chapter'), networks: only('network'), regions: only('region'), registrations, declined };
}

/** The event card (openapi/events.yaml `Event`) as the caller sees it; isDeclined is per community. */
function cardOf(e: EventRecord, view: CallerView, communityId = e.communityId) {
  return {
    id: e.id,
    name: e.name,
    communityId: e.communityId,
    startDateTime: localIso(e.startMs, e.utcOffsetMinutes),
    endDateTime: localIso(e.endMs, e.utcOffsetMinutes),
    startEventDate: dateParts(e.startMs, e.utcOffsetMinutes),
    endEventDate: dateParts(e.endMs, e.utcOffsetMinutes),
    eventTimeZone: e.timeZone,
    city: e.city,
    state: e.state,
    country: e.country,
    locationType: e.locationType,
    isDeclined: view.declined.has(`${communityId.toLowerCase()}|${e.id}`),
    registrationStatus: view.registrations.get(e.id) ?? null,
  };
}

const byStart = (a: EventRecord, b: EventRecord) => a.startMs - b.startMs || compareText(a.name, b.name) || compareText(a.id, b.id);
const isUpcoming = (e: EventRecord) => e.endMs >= Date.now();
/** Members see an event once it is launched (launch-cvent). */
const isListed = (e: EventRecord) => e.isLaunched;

function findEvent(store: Store, id: string): EventRecord {
  const e = slice(store).events.find((x) => sameId(x.id, id));
  if (!e) throw notFound('No event with this id.');
  return e;
}

function canManage(store: Store, caller: Caller, communityId: string): boolean {
  const persona = actingPersona(caller);
  if (isStaff(persona) || persona?.adminCommunityIds.some((id) => sameId(id, communityId))) return true;
  return (indexOf(store).membershipsByPerson.get(caller.personId.toLowerCase()) ?? []).some((m) => m.isAdmin && sameId(m.communityId, communityId));
}

// ---------------------------------------------------------------- event search

interface Filter { filterKey: string; filterValue: string; label?: string }
interface SearchBody {
  search: string; orderBy: { sortField: string; direction: string }; searchFilters: Filter[]; skip: number; maxResultCount: number;
  isChampEvents: boolean; isAndRelationship: boolean;
}

/** Host filter values (spec 001 §9 host defaults and the My Chapters / My Networks filters). */
function hostMatches(store: Store, e: EventRecord, view: CallerView, value: string): boolean {
  const host = e.communityId.toLowerCase();
  const kind = indexOf(store).communities.get(host)?.communityType;
  switch (keyOf(value)) {
    case 'mychapters': case 'mychaptersonly': return view.chapters.has(host);
    case 'mynetworks': return view.networks.has(host);
    case 'myregions': return view.regions.has(host);
    case 'allnetworks': return kind === 'network';
    case 'allregions': return kind === 'region';
    case 'globalevents': case 'global': return e.isGlobal;
    default: return true;
  }
}


/** Whether an event passes one filter; unknown keys do not narrow. */
function filterMatches(store: Store, e: EventRecord, view: CallerView, key: string, value: string): boolean {
  const v = value.trim().toLowerCase();
  switch (key) {
    case 'host': return hostMatches(store, e, view, value);
    case 'mychapters': return view.chapters.has(e.communityId.toLowerCase());
    case 'mynetworks': return view.networks.has(e.communityId.toLowerCase());
    case 'myregions': return view.regions.has(e.communityId.toLowerCase());
    // The 'My Events' toggle: the caller's registered and waitlisted events.
    case 'myevents': return view.registrations.has(e.id);
    case 'eventname': case 'event': return e.name.toLowerCase() === v;
    case 'location': {
      // spec 001 §4: a value with '>' names a state ('Country>State') or a city ('Country>State>City').
      if (keyOf(value) === 'anycountry') return true;
      const [country, state, city] = value.split('>').map((x) => x.trim().toLowerCase());
      return (!country || e.country?.toLowerCase() === country) && (!state || e.state?.toLowerCase() === state) && (!city || e.city?.toLowerCase() === city);
    }
    case 'country': return e.country?.toLowerCase() === v;
    case 'state': return e.state?.toLowerCase() === v;
    case 'city': return keyOf(value) === 'anycity' || e.city?.toLowerCase() === v;
    case 'date': {
      if (keyOf(value) === 'allactiveevents') return e.endMs >= Date.now();
      const [a, b] = value.split(/\s*(?:\||,|\bto\b)\s*/).map((part) => parseDateTime(part));
      return (a === undefined || Number.isNaN(a) || e.endMs >= a) && (b === undefined || Number.isNaN(b) || e.startMs < b + DAY);
    }
    case 'startdateearliest': case 'startdate': case 'fromdate': { const t = parseDateTime(value); return Number.isNaN(t) || e.startMs >= t; }
    case 'startdatelatest': case 'enddate': case 'todate': { const t = parseDateTime(value); return Number.isNaN(t) || e.startMs < t + DAY; }
    case 'eventtopic': case 'topic': case 'topics': return e.topics.some((t) => t.toLowerCase() === v);
    case 'learninggoal': case 'learninggoals': return e.learningGoal.toLowerCase() === v;
    case 'whocanattend': return e.whoCanAttend.toLowerCase() === v;
    case 'vouchers': case 'voucher': return e.hasVouchers === ['yes', 'true', 'vouchers available', 'vouchers'].includes(v);
    case 'format': case 'locationtype': case 'eventformat': return e.locationType.toLowerCase() === v;
    case 'community': case 'communityid': return sameId(e.communityId, value) || indexOf(store).communities.get(e.communityId.toLowerCase())?.name.toLowerCase() === v;
    default: return true;
  }
}

function applyFilters(store: Store, events: readonly EventRecord[], view: CallerView, filters: readonly Filter[], isAnd: boolean): EventRecord[] {
  const byKey = new Map<string, string[]>();
  for (const f of filters) byKey.set(keyOf(f.filterKey), [...(byKey.get(keyOf(f.filterKey)) ?? []), f.filterValue]);
  // Values of one key combine with OR; topics with AND when the AND flag is set; different keys with AND.
  return events.filter((e) => [...byKey.entries()].every(([key, values]) => {
    const and = isAnd && (key === 'eventtopic' || key === 'topic' || key === 'topics');
    return and ? values.every((v) => filterMatches(store, e, view, key, v)) : values.some((v) => filterMatches(store, e, view, key, v));
  }));
}

/** A facet category (openapi/events.yaml `FilterItem`). */
interface Category {
  label: string; filterKey: string; filterValue: string; isTypeAhead: boolean; isDropdown: boolean; subFilters: Category[]; count: number; ribbonGroupName: string; checked: boolean;
}

function category(label: string, filterKey: string, filterValue: string, count: number, checked: boolean, subFilters: Category[] = [], isDropdown = false): Category {
  return { label, filterKey, filterValue, isTypeAhead: false, isDropdown, subFilters, count, ribbonGroupName: filterKey, checked };
}

/** Facets (searchRibbonGroup with key and categories) over the matching events. */
function facetsOf(store: Store, events: readonly EventRecord[], view: CallerView, filters: readonly Filter[]) {
  const isChecked = (key: string, value: string) => filters.some((f) => keyOf(f.filterKey) === keyOf(key) && f.filterValue.toLowerCase() === value.toLowerCase());
  const count = (pred: (e: EventRecord) => boolean) => events.filter(pred).length;
  const group = (key: string, values: readonly string[], pred: (e: EventRecord, v: string) => boolean) => ({
    key,
    categories: values.map((v) => category(v, key, v, count((e) => pred(e, v)), isChecked(key, v))).filter((c) => c.count > 0 || c.checked),
  });
  const host = {
    key: 'Host',
    categories: ['My Chapters', 'My Networks', 'My Regions', 'All Networks', 'All Regions', 'Global Events']
      .map((v) => category(v, 'Host', v, count((e) => hostMatches(store, e, view, v)), isChecked('Host', v) || isChecked(v, v) || (v === 'My Chapters' && filters.some((f) => keyOf(f.filterKey) === 'mychapters')) || (v === 'My Networks' && filters.some((f) => keyOf(f.filterKey) === 'mynetworks')))),
  };
  // Location: country > state > city.
  const countries = [...new Set(events.map((e) => e.country).filter((c): c is string => !!c))].sort(compareText);
  const location = {
    key: 'Location',
    categories: countries.map((country) => {
      const inCountry = events.filter((e) => e.country === country);
      const states = [...new Set(inCountry.map((e) => e.state).filter((s): s is string => !!s))].sort(compareText);
      const stateItems = states.map((state) => {
        const inState = inCountry.filter((e) => e.state === state);
        const cities = [...new Set(inState.map((e) => e.city).filter((c): c is string => !!c))].sort(compareText);
        const cityItems = cities.map((city) => category(city, 'Location', `${country}>${state}>${city}`, inState.filter((e) => e.city === city).length, isChecked('Location', `${country}>${state}>${city}`), [], true));
        return category(state, 'Location', `${country}>${state}`, inState.length, isChecked('Location', `${country}>${state}`), cityItems, true);
      });
      return category(country, 'Location', country, inCountry.length, isChecked('Location', country), stateItems, true);
    }),
  };
  return [
    host,
    location,
    group('Event Topic', EVENT_TOPICS, (e, v) => e.topics.includes(v)),
    group('Learning Goal', LEARNING_GOALS, (e, v) => e.learningGoal === v),
    group('Who Can Attend', WHO_CAN_ATTEND, (e, v) => e.whoCanAttend === v),
    group('Format', ['In Person', 'Virtual'], (e, v) => e.locationType === v),
    group('Vouchers', ['Vouchers Available'], (e) => e.hasVouchers),
    group('Date', ['All Active Events'], (e) => e.endMs >= Date.now()),
  ];
}

function sorter(store: Store, view: CallerView, orderBy: { sortField?: string; direction?: string } | undefined) {
  const field = keyOf(orderBy?.sortField) || 'recommended';
  const sign = keyOf(orderBy?.direction) === 'desc' ? -1 : 1;
  const index = indexOf(store);
  const communityName = (e: EventRecord) => index.communities.get(e.communityId.toLowerCase())?.name ?? '';
  if (field === 'startdatetime' || field === 'mostrecent' || field === 'date' || field === 'startdate') return (a: EventRecord, b: EventRecord) => sign * (a.startMs - b.startMs) || byStart(a, b);
  if (field === 'eventname' || field === 'name') return (a: EventRecord, b: EventRecord) => sign * compareText(a.name, b.name) || byStart(a, b);
  if (field === 'communityname' || field === 'community') return (a: EventRecord, b: EventRecord) => sign * compareText(communityName(a), communityName(b)) || byStart(a, b);
  // Recommended: upcoming first, then the caller's communities (and global events), soonest first.
  const rank = (e: EventRecord) => (isUpcoming(e) ? 0 : 2) + (view.communities.has(e.communityId.toLowerCase()) || e.isGlobal ? 0 : 1);
  return (a: EventRecord, b: EventRecord) => rank(a) - rank(b) || (isUpcoming(a) ? byStart(a, b) : byStart(b, a));
}

const searchEvents: OperationHandler = (request, caller, store) => {
  const body = bodyOf<SearchBody>(request);
  const view = viewOf(store, caller);
  const index = indexOf(store);
  const tokens = searchTokens(body.search);
  const filters = body.searchFilters ?? [];
  let pool = slice(store).events.filter(isListed);
  if (body.isChampEvents) pool = pool.filter((e) => index.communities.get(e.communityId.toLowerCase())?.communityType === 'champion');
  const searched = pool.filter((e) => matchesTokens(tokens, [e.name, e.city, e.state, e.country, index.communities.get(e.communityId.toLowerCase())?.name, ...e.topics, e.learningGoal]));
  const matching = applyFilters(store, searched, view, filters, body.isAndRelationship ?? false).sort(sorter(store, view, body.orderBy));
  return ok({
    results: pageOf(matching, body.skip ?? 0, body.maxResultCount ?? EVENT_PAGE_SIZE).map((e) => cardOf(e, view)),
    totalCount: matching.length,
    facets: { searchRibbonGroup: facetsOf(store, matching, view, filters) },
    userRegisteredAndWaitlistedEventCount: view.registrations.size,
  });
};

/** Type-ahead lists are cut to 100 (spec 001 §9). */
export const EVENT_TYPEAHEAD_LIMIT = 100;

interface TypeAheadBody { search: string; originalSearch?: string; fieldsToQuery?: string[]; searchFilters?: Filter[]; ribbonGroupName?: string; typeaheadPreFilter?: string }

/**
 * The event directory type-ahead (communities `eventDirectoryAutocomplete`): event names, places
 * (country, 'Country>State', 'Country>State>City'), topics and host communities of the events that
 * pass the current filters and contain the typed text; each suggestion is a filter item whose count
 * is the number of those events it would select. Text of 1 character or less suggests nothing.
 */
const eventDirectoryAutocomplete: OperationHandler = (request, caller, store) => {
  const body = bodyOf<TypeAheadBody>(request);
  const tokens = searchTokens(body.search);
  if (tokens.length === 0) return ok([]);
  const view = viewOf(store, caller);
  const index = indexOf(store);
  const pool = applyFilters(store, slice(store).events, view, body.searchFilters ?? [], false);
  const wanted = new Set((body.fieldsToQuery ?? []).map(keyOf));
  const asks = (field: string) => wanted.size === 0 || wanted.has(keyOf(field));
  const fits = (text: string) => matchesTokens(tokens, [text]);
  const suggestions = new Map<string, Category>();
  const add = (group: string, filterKey: string, label: string, filterValue: string) => {
    const id = `${filterKey}|${filterValue.toLowerCase()}`;
    const found = suggestions.get(id);
    if (found) found.count += 1;
    else suggestions.set(id, { ...category(label, filterKey, filterValue, 1, false), isTypeAhead: true, ribbonGroupName: group });
  };
  for (const e of pool) {
    if (asks('EventName') && fits(e.name)) add('Event', 'EventName', e.name, e.name);
    if (asks('Location') && e.country) {
      if (fits(e.country)) add('Location', 'Location', e.country, e.country);
      if (e.state && fits(e.state)) add('Location', 'Location', `${e.state}, ${e.country}`, `${e.country}>${e.state}`);
      if (e.state && e.city && fits(e.city)) add('Location', 'Location', `${e.city}, ${e.state}, ${e.country}`, `${e.country}>${e.state}>${e.city}`);
    }
    if (asks('Event Topic')) for (const topic of e.topics) if (fits(topic)) add('Event Topic', 'Event Topic', topic, topic);
    const host = index.communities.get(e.communityId.toLowerCase());
    if (asks('Community') && host && fits(host.name)) add('Host', 'Community', host.name, host.communityId);
  }
  const list = [...suggestions.values()].sort((a, b) => compareText(a.ribbonGroupName, b.ribbonGroupName) || b.count - a.count || compareText(a.label, b.label));
  return ok(list.slice(0, EVENT_TYPEAHEAD_LIMIT));
};

// ---------------------------------------------------------------- lists, choices, attendees

const getCommunityEvents: OperationHandler = (request, caller, store) => {
  const communityId = param(request, 'communityId');
  if (!indexOf(store).communities.get(communityId.toLowerCase())) throw notFound('No community with this id.');
  const view = viewOf(store, caller);
  const s = slice(store);
  const savedHere = new Set(s.saved.filter((c) => sameId(c.personId, caller.personId) && sameId(c.communityId, communityId)).map((c) => c.eventId));
  const events = s.events.filter((e) => (sameId(e.communityId, communityId) || savedHere.has(e.id)) && isUpcoming(e) && isListed(e)).sort(byStart);
  return ok(events.map((e) => cardOf(e, view, communityId)));
};

const getEventsByCommunityType: OperationHandler = (request, caller, store) => {
  const type = param(request, 'type');
  const view = viewOf(store, caller);
  const index = indexOf(store);
  const events = slice(store).events.filter((e) => {
    if (!isUpcoming(e) || !isListed(e)) return false;
    const host = e.communityId.toLowerCase();
    if (type === 'home') return view.communities.has(host) || e.isGlobal;
    return index.communities.get(host)?.communityType === type && view.communities.has(host);
  });
  return ok(events.sort(byStart).map((e) => cardOf(e, view)));
};

const getChapterAdminEventsList: OperationHandler = (request, caller, store) => {
  const communityId = param(request, 'communityId');
  if (!canManage(store, caller, communityId)) throw forbidden('Only an administrator of the chapter sees its events list.');
  const view = viewOf(store, caller);
  return ok(slice(store).events.filter((e) => sameId(e.communityId, communityId)).sort(byStart).map((e) => cardOf(e, view)));
};

const getAllUnregisteredEvents: OperationHandler = (_request, caller, store) => {
  const view = viewOf(store, caller);
  const events = slice(store).events.filter((e) => isUpcoming(e) && isListed(e) && !view.registrations.has(e.id) && (view.communities.has(e.communityId.toLowerCase()) || e.isGlobal));
  return ok(events.sort(byStart).map((e) => cardOf(e, view)));
};

function choose(list: 'saved' | 'rejected'): OperationHandler {
  return (request, caller, store) => {
    const event = findEvent(store, param(request, 'eventId'));
    const communityId = param(request, 'communityId');
    const s = slice(store);
    const same = (c: CommunityChoice) => sameId(c.personId, caller.personId) && sameId(c.communityId, communityId) && c.eventId === event.id;
    // Saving undoes a decline and the other way round.
    s.saved = s.saved.filter((c) => !same(c));
    s.rejected = s.rejected.filter((c) => !same(c));
    s[list].push({ personId: caller.personId, communityId, eventId: event.id });
    return ok(true);
  };
}

/** Registered attendees sorted 'last, first' (spec 001 §3, 002 §3). */
function attendeesOf(store: Store, eventId: string) {
  const event = findEvent(store, eventId);
  return slice(store).registrations
    .filter((r) => r.eventId === event.id && r.status === 'Registered')
    .map((r) => personCard(store, r.personId))
    .filter((c) => c !== undefined)
    .sort((a, b) => compareText(`${a.lastName}, ${a.firstName}`, `${b.lastName}, ${b.firstName}`) || compareText(a.personId, b.personId))
    .map((c) => ({ id: c.personId, firstName: c.firstName, lastName: c.lastName, profileImageUrl: c.profileImageUrl }));
}

const downloadEventAttendees: OperationHandler = (request, _caller, store) => {
  const event = findEvent(store, param(request, 'id'));
  const rows = [['Last Name', 'First Name', 'Email'], ...attendeesOf(store, event.id).map((a) => [a.lastName, a.firstName, personCard(store, a.id)?.email ?? ''])];
  const fileName = `${event.name} attendees.xlsx`;
  // The core turns fileName into the Content-Disposition header.
  return { status: 200, binary: { data: xlsx('Attendees', rows), contentType: XLSX_TYPE, fileName } };
};

const getNextBoardMeetingEvent: OperationHandler = (request, caller, store) => {
  const chapterId = param(request, 'id');
  const next = slice(store).events.filter((e) => sameId(e.communityId, chapterId) && e.isBoardMeeting && isListed(e) && e.startMs >= Date.now()).sort(byStart)[0];
  if (!next) throw notFound('The chapter has no upcoming board meeting.');
  return ok(cardOf(next, viewOf(store, caller)));
};

// ---------------------------------------------------------------- event form

interface EventForm {
  id: string; communityId: string; name: string; description: string | null; startDateTime: string; endDateTime: string; eventTimeZone: string;
  city: string | null; state: string | null; country: string | null; locationType: LocationType; customFields: { id: string; value: string }[]; attachments: { name: string; url: string }[];
}

function formOf(e: EventRecord) {
  return {
    id: e.id, communityId: e.communityId, name: e.name, description: e.description, startDateTime: localIso(e.startMs, e.utcOffsetMinutes), endDateTime: localIso(e.endMs, e.utcOffsetMinutes),
    eventTimeZone: e.timeZone, city: e.city, state: e.state, country: e.country, locationType: e.locationType, customFields: e.customFields, attachments: e.attachments,
  };
}

/** Offset of a written date-time ('-05:00', 'Z'), in minutes. */
function offsetOf(text: string): number {
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(text);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** Scheme of an attachment the app uploaded first (uploadsUploadFiles): `pending-upload:<pendingBlobStoragePath>`. */
const PENDING_UPLOAD = 'pending-upload:';

/** An attachment as stored: an upload of the community becomes its media address; other addresses stay. */
function attachmentOf(store: Store, communityId: string, a: { name: string; url: string }): { name: string; url: string } {
  if (!a.url.startsWith(PENDING_UPLOAD)) return a;
  const path = decodeURIComponent(a.url.slice(PENDING_UPLOAD.length));
  const upload = getUploads(store).files[path];
  if (!upload || !sameId(upload.communityId, communityId)) throw unprocessable('No upload of this community at this path.', { attachments: [`${path} was not uploaded for this community`] });
  return { name: a.name, url: mediaUrl(path) };
}

const launchCvent: OperationHandler = (request, caller, store) => {
  const event = findEvent(store, param(request, 'eid'));
  const communityId = param(request, 'cid');
  if (!sameId(event.communityId, communityId)) throw notFound('The event does not belong to this community.');
  if (!canManage(store, caller, communityId)) throw forbidden('Only an administrator of the community launches its events.');
  event.isLaunched = true;
  return ok({ url: `https://connect.example/events/${event.id}/manage?community=${encodeURIComponent(communityId)}` });
};

const createEvent: OperationHandler = (request, caller, store) => {
  const form = bodyOf<EventForm>(request);
  if (!form.communityId || !form.startDateTime || !form.endDateTime || !form.name) throw unprocessable('The event form needs a community, a name, a start and an end.');
  if (!indexOf(store).communities.get(form.communityId.toLowerCase())) throw notFound('No community with this id.');
  if (!canManage(store, caller, form.communityId)) throw forbidden('Only an administrator of the community creates its events.');
  const s = slice(store);
  const existing = form.id && form.id !== EMPTY_GUID ? s.events.find((e) => sameId(e.id, form.id)) : undefined;
  const startMs = parseDateTime(form.startDateTime);
  const endMs = parseDateTime(form.endDateTime);
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) throw unprocessable('The start and the end must be date-times.');
  if (endMs <= startMs) throw unprocessable('The event must end after it starts.', { endDateTime: ['is not after startDateTime'] });
  const attachments = (form.attachments ?? []).map((a) => attachmentOf(store, form.communityId ?? '', a));
  const event: EventRecord = existing ?? {
    id: crypto.randomUUID(),
    name: '', communityId: form.communityId, startMs, endMs, timeZone: 'UTC', utcOffsetMinutes: 0, city: null, state: null, country: null,
    locationType: 'In Person', topics: [], learningGoal: LEARNING_GOALS[0] as string, whoCanAttend: WHO_CAN_ATTEND[0] as string, hasVouchers: false,
    isBoardMeeting: false, isGlobal: false, description: null, customFields: [], attachments: [], isLaunched: false,
  };
  Object.assign(event, {
    name: form.name, communityId: form.communityId, startMs, endMs, timeZone: form.eventTimeZone ?? 'UTC', utcOffsetMinutes: offsetOf(form.startDateTime),
    city: form.city ?? null, state: form.state ?? null, country: form.country ?? null, locationType: form.locationType ?? 'In Person',
    description: form.description ?? null, customFields: form.customFields ?? [], attachments,
    isBoardMeeting: /board meeting/i.test(form.name),
  });
  if (!existing) s.events.push(event);
  return ok(formOf(event));
};

const getChampsEventCvent: OperationHandler = (request, caller, store) => {
  const event = findEvent(store, param(request, 'eid'));
  if (!sameId(event.communityId, param(request, 'cid'))) throw notFound('The event does not belong to this community.');
  if (!event.isLaunched && !canManage(store, caller, event.communityId)) throw notFound('No event with this id.');
  return ok(formOf(event));
};

const getChampsEventCommunityUsers: OperationHandler = (request, _caller, store) => {
  const id = param(request, 'id');
  if (!indexOf(store).communities.get(id.toLowerCase())) throw notFound('No community with this id.');
  const people = (indexOf(store).membershipsByCommunity.get(id.toLowerCase()) ?? [])
    .map((m) => personCard(store, m.personId))
    .filter((c) => c !== undefined)
    .sort((a, b) => compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName));
  return ok(people.map((c) => ({ id: c.personId, firstName: c.firstName, lastName: c.lastName, email: c.email })));
};

const deleteChampsEventAttachment: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ communityId: string; eventId: string; name: string }>(request);
  const event = findEvent(store, body.eventId ?? '');
  if (!canManage(store, caller, event.communityId)) throw forbidden('Only an administrator of the community changes its events.');
  const before = event.attachments.length;
  event.attachments = event.attachments.filter((a) => a.name !== body.name);
  if (event.attachments.length === before) throw notFound('No attachment with this name.');
  return ok(true);
};

const eventLookups = () => ({
  eventTypes: EVENT_TYPES,
  whoCanAttend: WHO_CAN_ATTEND.map((name) => ({ id: slug(name), name })),
  eventTopics: EVENT_TOPICS.map((name) => ({ id: slug(name), name })),
  learningGoals: LEARNING_GOALS.map((name) => ({ id: slug(name), name })),
});

/** Events domain (`store.events`). */
export const eventsDomain: SandboxDomain = {
  name: 'events',
  seed,
  handlers: {
    searchEvents,
    eventDirectoryAutocomplete,
    getCommunityEvents,
    getEventsByCommunityType,
    getChapterAdminEventsList,
    getAllUnregisteredEvents,
    saveCommunityEvent: choose('saved'),
    rejectCommunityEvent: choose('rejected'),
    getUsersAttendingEvent: (request, _caller, store) => ok(attendeesOf(store, param(request, 'id'))),
    getEventAttendees: (request, _caller, store) => ok(attendeesOf(store, param(request, 'id'))),
    downloadEventAttendees,
    getNextBoardMeetingEvent,
    getChapterEventTimeZones: () => ok(timeZones().map((z) => ({ id: z.id, name: z.name }))),
    getCventLookup: () => ok(eventLookups()),
    getCventCustomFields: () => ok(CUSTOM_FIELDS),
    getChampsEventLookup: () => ok(eventLookups()),
    getChampsEventCustomFields: () => ok(CUSTOM_FIELDS),
    createCvent: createEvent,
    createChampsEvent: createEvent,
    getChampsEventCvent,
    getChampsEventCommunityUsers,
    launchCvent,
    deleteChampsEventAttachment,
  },
};
