// Directories and what sits beside them (spec 001 §3-§9, spec 002 §2-§9; openapi/profiles.yaml,
// openapi/notifications.yaml): the member directory with its filter ribbon, person type-ahead,
// the around-me business assets with their review, and notifications with push tokens.
import { profiles } from '@ypo/sdk';
import { personas } from '../../personas.ts';
import type { NetworkMember } from '../network-types.ts';
import { createRng } from '../rng.ts';
import { SandboxError } from '../types.ts';
import type { Caller, OperationHandler, Rng, SandboxDomain, Store } from '../types.ts';
import {
  actingPersona, bodyOf, compareText, fallbackImageUrl, EMPTY_GUID, forbidden, indexOf, isStaff, keyOf, matchesTokens, newId, notFound, now, ok, pageOf, param,
  patternId, pickSome, sameId, searchTokens, seededDayText, seededIso, seededMoment, seedNow, sliceOf, specError, unprocessable,
} from '../helpers.ts';
import type { NetworkIndex } from '../helpers.ts';
import { PLACES, slug } from './geography.ts';
import { canImpersonateOf } from './impersonation.ts';
import type { WorldRegion } from './geography.ts';
import type { EventsSlice } from './events.ts';

// ---------------------------------------------------------------- types

/** Review states of a business asset: submitted assets are Pending until approved or denied (spec 002 §4). */
export type AssetStatus = 'Pending' | 'Approved' | 'Denied';
export const ASSET_STATUSES: readonly AssetStatus[] = ['Pending', 'Approved', 'Denied'];
type Relationship = profiles.components['schemas']['AssetRelationship'];

/** A stored business asset: the contract fields and who is associated with it, how. */
export interface AssetRecord {
  id: string;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  countryCode: string;
  region: WorldRegion;
  establishmentType: 'Accommodation' | 'Dining';
  accommodationType: 'Bed & Breakfast' | 'Boutique' | 'Business' | 'Cruise' | 'Leisure' | 'Resort' | null;
  cuisine: string | null;
  destinationRestaurant: boolean;
  priceRange: '$' | '$$' | '$$$' | '$$$$';
  hotelClass: string | null;
  website: string | null;
  discountCode: string | null;
  telephone: string | null;
  managerContact: string | null;
  assetStatus: AssetStatus;
  owners: { personId: string; relationship: Relationship[] }[];
  submittedBy: string;
  submittedAt: string;
  reviewedAt: string | null;
  denialReason: string | null;
}

/** A notification of a person. */
export interface NotificationRecord { id: string; title: string; body: string; url: string; isViewed: boolean; dateCreated: string }

/** `store.directory`. */
export interface DirectorySlice {
  /** Connections by person id (lower case), kept symmetric. */
  connections: Record<string, string[]>;
  assets: AssetRecord[];
  /** Notifications by person id (lower case), newest first. */
  notifications: Record<string, NotificationRecord[]>;
  pushTokens: { personId: string; fcmToken: string; deviceModel: string; date: string }[];
  systemMessages: { id: string; messageText: string; textColor: string; backgroundColor: string }[];
}

/** Member directory page step and default size (spec 002 §9). */
export const DIRECTORY_PAGE_SIZE = 50;
/** Type-ahead lists are cut to 100 (spec 002 §5). */
export const TYPEAHEAD_LIMIT = 100;
/** Filters shown per ribbon group (ribbon max index 9, spec 002 §9). */
const RIBBON_GROUP_SIZE = 10;
/** Seeded business assets by status (the approved ones include one hotel and one restaurant in each of the 8 regions). */
export const ASSET_SEED = { Approved: 56, Pending: 12, Denied: 10 } as const;

const CUISINES = ['American', 'Brazilian', 'Caribbean', 'Chinese', 'French', 'Fusion', 'Greek', 'Indian', 'Italian', 'Japanese', 'Korean', 'Lebanese', 'Mediterranean', 'Mexican', 'Middle Eastern', 'Peruvian', 'Seafood', 'Spanish', 'Steakhouse', 'Thai'];
const HOTEL_CLASSES = ['Super Economy', 'Economy', 'Midscale', 'Upper Midscale', 'Upscale', 'Upper Upscale', 'Luxury'];
const ACCOMMODATION_TYPES = ['Bed & Breakfast', 'Boutique', 'Business', 'Cruise', 'Leisure', 'Resort'] as const;
const PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;
const WORLD_REGIONS: readonly WorldRegion[] = profiles.aroundMeRegionValues;
const ASSET_WORDS = ['Harbor', 'Lantern', 'Cedar', 'Coral', 'Juniper', 'Saffron', 'Driftwood', 'Olive', 'Granite', 'Willow', 'Tide', 'Ember'];
const STREETS = ['Quay Street', 'Pier Road', 'Market Lane', 'Harbour Walk', 'Station Road', 'Garden Row', 'Hill Street', 'Bay Avenue'];
const SYNONYMS: Record<string, string[]> = {
  hotel: ['hotel', 'inn', 'lodging', 'resort'],
  restaurant: ['restaurant', 'dining', 'eatery', 'bistro'],
  bar: ['bar', 'pub', 'lounge'],
  spa: ['spa', 'wellness', 'retreat'],
};
const AMARA_ID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BUSINESSES_ID = '00000000-0000-4000-8000-00000000c701';

function slice(store: Store): DirectorySlice {
  return sliceOf<DirectorySlice>(store, 'directory');
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
const inDirectory = (m: NetworkMember) => m.recordType === 'Member' || m.recordType === 'Spouse/Partner';

// ---------------------------------------------------------------- seed

function seedConnections(store: Store, rng: Rng): Record<string, string[]> {
  const index = indexOf(store);
  const listed = index.network.members.filter(inDirectory);
  const byChapter = new Map<string, string[]>();
  for (const m of listed) byChapter.set(m.chapterId, [...(byChapter.get(m.chapterId) ?? []), m.personId]);
  const links = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    if (sameId(a, b)) return;
    for (const [x, y] of [[a, b], [b, a]] as const) {
      let set = links.get(x.toLowerCase());
      if (!set) links.set(x.toLowerCase(), (set = new Set()));
      set.add(y);
    }
  };
  for (const m of listed) {
    const mates = byChapter.get(m.chapterId) ?? [];
    for (let k = rng.int(0, 2); k > 0 && mates.length > 1; k--) link(m.personId, rng.pick(mates));
    if (rng.next() < 0.3) link(m.personId, rng.pick(listed).personId);
  }
  // Personas know more people: chapter mates first, then anyone.
  for (const p of personas) {
    const member = index.members.get(p.personId.toLowerCase());
    if (!member) continue;
    for (const id of pickSome(rng, byChapter.get(member.chapterId) ?? [], 12)) link(p.personId, id);
    for (const other of pickSome(rng, listed, 6)) link(p.personId, other.personId);
  }
  // Amara and Bruno are connected (the directory example of openapi/profiles.yaml).
  link(AMARA_ID, '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002');
  return Object.fromEntries([...links.entries()].sort((a, b) => a[0].localeCompare(b[0])).map(([k, v]) => [k, [...v].sort()]));
}

function documentedAssets(store: Store): AssetRecord[] {
  const base = { country: 'Harbor Isles', countryCode: 'HI', region: 'North America' as const, city: 'Harbor City', state: 'Atlantic' };
  return [
    {
      id: 'a5500000-0000-4000-8000-000000000001', name: 'Harbor Light Hotel', address1: '12 Quay Street', address2: null, zip: '00101', ...base,
      establishmentType: 'Accommodation', accommodationType: 'Boutique', cuisine: null, destinationRestaurant: false, priceRange: '$$$', hotelClass: 'Upscale',
      website: 'https://connect.example/harbor-light-hotel', discountCode: 'HARBOR10', telephone: '+15550100150', managerContact: 'Front desk manager, +15550100151',
      assetStatus: 'Approved', owners: [{ personId: AMARA_ID, relationship: ['Owner'] }], submittedBy: AMARA_ID,
      submittedAt: seededIso(store, '2026-03-02T10:00:00Z'), reviewedAt: seededIso(store, '2026-03-05T10:00:00Z'), denialReason: null,
    },
    {
      id: 'a5500000-0000-4000-8000-000000000002', name: 'Dockside Kitchen', address1: '3 Pier Road', address2: 'Unit 2', zip: '00102', ...base,
      establishmentType: 'Dining', accommodationType: null, cuisine: 'Seafood', destinationRestaurant: true, priceRange: '$$', hotelClass: null,
      website: 'https://connect.example/dockside-kitchen', discountCode: null, telephone: '+15550100160', managerContact: 'Kitchen manager, +15550100161',
      assetStatus: 'Pending', owners: [{ personId: AMARA_ID, relationship: ['Investor', 'Operator'] }], submittedBy: AMARA_ID,
      submittedAt: seededIso(store, '2026-11-10T09:00:00Z'), reviewedAt: null, denialReason: null,
    },
  ];
}

function seedAssets(store: Store, rng: Rng): AssetRecord[] {
  // The personas own the documented assets only, so adding a persona changes nobody's documented world.
  const isPersona = (m: NetworkMember) => personas.some((p) => sameId(p.personId, m.personId));
  const owners = indexOf(store).network.members.filter((m) => m.recordType === 'Member' && !isPersona(m));
  const assets = documentedAssets(store);
  const plan: AssetStatus[] = [
    ...Array<AssetStatus>(ASSET_SEED.Approved - 1 - 2 * WORLD_REGIONS.length).fill('Approved'),
    ...Array<AssetStatus>(ASSET_SEED.Pending - 1).fill('Pending'),
    ...Array<AssetStatus>(ASSET_SEED.Denied).fill('Denied'),
  ];
  plan.forEach((status, i) => {
    const place = rng.pick(PLACES);
    const isHotel = rng.next() < 0.5;
    const word = rng.pick(ASSET_WORDS);
    const name = isHotel ? `${word} ${rng.pick(['Hotel', 'Inn', 'Lodge', 'Resort', 'Suites'])} ${place.city}` : `${word} ${rng.pick(['Kitchen', 'Bistro', 'Grill', 'Table', 'Brasserie'])} ${place.city}`;
    const owner = owners.length > 0 ? rng.pick(owners) : undefined;
    const relationships: Relationship[][] = [['Owner'], ['Investor'], ['Operator'], ['Investor', 'Operator'], ['Owner', 'Operator']];
    const submitted = seedNow(store) - rng.int(status === 'Pending' ? 1 : 30, status === 'Pending' ? 25 : 600) * 86_400_000;
    const record: AssetRecord = {
      id: patternId('a5500000', i + 3), name, address1: `${rng.int(1, 240)} ${rng.pick(STREETS)}`, address2: rng.next() < 0.2 ? `Suite ${rng.int(1, 40)}` : null,
      city: place.city, state: place.state, zip: String(rng.int(10000, 99999)), country: place.country, countryCode: place.countryCode, region: place.worldRegion,
      establishmentType: isHotel ? 'Accommodation' : 'Dining', accommodationType: isHotel ? rng.pick(ACCOMMODATION_TYPES) : null,
      cuisine: isHotel ? null : rng.pick(CUISINES), destinationRestaurant: !isHotel && rng.next() < 0.3, priceRange: rng.pick(PRICE_RANGES),
      hotelClass: isHotel ? rng.pick(HOTEL_CLASSES) : null, website: `https://connect.example/${slug(name)}`,
      discountCode: rng.next() < 0.3 ? `${word.toUpperCase()}${rng.int(5, 20)}` : null, telephone: `+1555${String(rng.int(0, 9_999_999)).padStart(7, '0')}`,
      managerContact: rng.next() < 0.6 ? `${isHotel ? 'Front desk' : 'Restaurant'} manager, +1555${String(rng.int(0, 9_999_999)).padStart(7, '0')}` : null,
      assetStatus: status, owners: owner ? [{ personId: owner.personId, relationship: rng.pick(relationships) }] : [], submittedBy: owner?.personId ?? AMARA_ID,
      submittedAt: iso(submitted), reviewedAt: status === 'Pending' ? null : iso(submitted + rng.int(1, 10) * 86_400_000),
      denialReason: status === 'Denied' ? rng.pick(['The address could not be verified.', 'The business is already listed.', 'Please add a working telephone number.']) : null,
    };
    if (owner && rng.next() < 0.2) {
      const second = rng.pick(owners);
      if (!sameId(second.personId, owner.personId)) record.owners.push({ personId: second.personId, relationship: ['Investor'] });
    }
    assets.push(record);
  });
  assets.push(...regionalAssets(owners, plan.length + 3, seedNow(store)));
  return assets;
}

/**
 * One approved hotel and one approved restaurant in each region, drawn from their own stream so
 * the rest of the seed (and the notifications after it) stays as it was.
 */
function regionalAssets(owners: readonly NetworkMember[], firstIndex: number, now: number): AssetRecord[] {
  const rng = createRng('around-me/regions');
  const out: AssetRecord[] = [];
  for (const region of WORLD_REGIONS) {
    const places = PLACES.filter((p) => p.worldRegion === region);
    for (const establishmentType of ['Accommodation', 'Dining'] as const) {
      const place = rng.pick(places);
      const isHotel = establishmentType === 'Accommodation';
      const word = rng.pick(ASSET_WORDS);
      const name = `${word} ${isHotel ? 'Hotel' : 'Kitchen'} ${place.city}`;
      const owner = owners.length > 0 ? rng.pick(owners) : undefined;
      const submitted = now - rng.int(30, 600) * 86_400_000;
      out.push({
        id: patternId('a5500000', firstIndex + out.length), name, address1: `${rng.int(1, 240)} ${rng.pick(STREETS)}`, address2: null,
        city: place.city, state: place.state, zip: String(rng.int(10000, 99999)), country: place.country, countryCode: place.countryCode, region,
        establishmentType, accommodationType: isHotel ? rng.pick(ACCOMMODATION_TYPES) : null, cuisine: isHotel ? null : rng.pick(CUISINES),
        destinationRestaurant: !isHotel && rng.next() < 0.3, priceRange: rng.pick(PRICE_RANGES), hotelClass: isHotel ? rng.pick(HOTEL_CLASSES) : null,
        website: `https://connect.example/${slug(name)}`, discountCode: null, telephone: `+1555${String(rng.int(0, 9_999_999)).padStart(7, '0')}`,
        managerContact: null, assetStatus: 'Approved', owners: owner ? [{ personId: owner.personId, relationship: ['Owner'] }] : [],
        submittedBy: owner?.personId ?? AMARA_ID, submittedAt: iso(submitted), reviewedAt: iso(submitted + 86_400_000), denialReason: null,
      });
    }
  }
  return out;
}

/** '3 December': the day and month of an instant (UTC), as a notification's text says it. */
const dayAndMonth = (ms: number) => new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

function seedNotifications(store: Store, rng: Rng): Record<string, NotificationRecord[]> {
  const eventsSlice = store.events as EventsSlice | undefined;
  const upcoming = (eventsSlice?.events ?? []).filter((e) => e.startMs > seedNow(store)).sort((a, b) => a.startMs - b.startMs).slice(0, 20);
  const out: Record<string, NotificationRecord[]> = {};
  let n = 0;
  for (const p of personas) {
    const list: NotificationRecord[] = [];
    const count = rng.int(6, 10);
    for (let k = 0; k < count; k++) {
      n += 1;
      const kind = rng.int(0, 3);
      const event = upcoming.length > 0 ? rng.pick(upcoming) : undefined;
      const date = iso(seedNow(store) - (k * 26 + rng.int(1, 20)) * 3_600_000);
      const item =
        kind === 0 && event
          ? { title: 'Event reminder', body: `${event.name} is coming up.`, url: `https://connect.example/events/${event.id}` }
          : kind === 1
            ? { title: 'New connection', body: 'A member accepted your connection request.', url: `https://connect.example/memberConnections` }
            : kind === 2
              ? { title: 'New reply on your post', body: 'A member replied to your post.', url: 'https://connect.example/home' }
              : { title: 'New post in your chapter', body: 'There is new activity in your chapter.', url: 'https://connect.example/home' };
      list.push({ id: rng.guid('notification', n), ...item, isViewed: k >= 3, dateCreated: date });
    }
    out[p.personId.toLowerCase()] = list;
  }
  // The documented notifications of the member persona (openapi/notifications.yaml).
  out[AMARA_ID] = [
    { id: '4e000000-0000-4000-8000-000000000001', title: 'New reply on your post', body: 'Bruno Lindqvist replied to your post in Harbor City Chapter.', url: 'https://connect.example/chapter/00000000-0000-4000-8000-00000000c101?postId=9a000000-0000-4000-8000-000000000001', isViewed: false, dateCreated: seededIso(store, '2026-11-15T15:20:00Z') },
    { id: '4e000000-0000-4000-8000-000000000002', title: 'Event reminder', body: `Harbor City Leadership Summit starts on ${dayAndMonth(seededMoment(store, '2026-12-03T14:00:00Z'))}.`, url: 'https://connect.example/events/e0000000-0000-4000-8000-000000000001', isViewed: true, dateCreated: seededIso(store, '2026-11-14T08:00:00Z') },
    ...(out[AMARA_ID] ?? []).map((x) => ({ ...x, dateCreated: iso(Date.parse(x.dateCreated) - 2 * 86_400_000) })),
  ];
  return out;
}

function seed(store: Store, rng: Rng): void {
  store.directory = {
    connections: seedConnections(store, rng),
    assets: seedAssets(store, rng),
    notifications: seedNotifications(store, rng),
    pushTokens: [],
    systemMessages: [
      { id: '4e000000-0000-4000-8000-000000000101', messageText: `Connect will be unavailable on ${seededDayText(store, '2026-12-14')} from 02:00 to 04:00 UTC for maintenance.`, textColor: '#FFFFFF', backgroundColor: '#C9A227' },
    ],
  } satisfies DirectorySlice;
}

// ---------------------------------------------------------------- member directory

/** What the directory knows about a member: community names by kind. */
interface MemberFacts {
  member: NetworkMember;
  chapters: string[];
  networks: string[];
  regions: string[];
  chapterTypes: string[];
  networkTypes: string[];
  communityIds: Set<string>;
}

const factsCache = new WeakMap<NetworkIndex, Map<string, MemberFacts>>();

function factsOf(store: Store): Map<string, MemberFacts> {
  const index = indexOf(store);
  let facts = factsCache.get(index);
  if (facts) return facts;
  facts = new Map();
  for (const member of index.network.members) {
    if (!inDirectory(member)) continue;
    const f: MemberFacts = { member, chapters: [], networks: [], regions: [], chapterTypes: [], networkTypes: [], communityIds: new Set() };
    const ids = new Set((index.membershipsByPerson.get(member.personId.toLowerCase()) ?? []).map((m) => m.communityId.toLowerCase()));
    if (member.chapterId) ids.add(member.chapterId.toLowerCase());
    if (member.regionId) ids.add(member.regionId.toLowerCase());
    for (const id of ids) {
      const c = index.communities.get(id);
      if (!c) continue;
      f.communityIds.add(id);
      if (c.communityType === 'chapter') {
        f.chapters.push(c.name);
        if (c.chapterType && !f.chapterTypes.includes(c.chapterType)) f.chapterTypes.push(c.chapterType);
      } else if (c.communityType === 'network') {
        f.networks.push(c.name);
        if (c.networkType && !f.networkTypes.includes(c.networkType)) f.networkTypes.push(c.networkType);
      }
      else if (c.communityType === 'region') f.regions.push(c.name);
    }
    facts.set(member.personId.toLowerCase(), f);
  }
  factsCache.set(index, facts);
  return facts;
}

/** The people a person is connected to (lower-case ids), from the symmetric connections of `store.directory`. */
export function connectionsOf(store: Store, personId: string): Set<string> {
  return new Set((slice(store).connections[personId.toLowerCase()] ?? []).map((x) => x.toLowerCase()));
}

/** Adds or removes the link between two people on both sides, keeping each list sorted and free of repeats. */
function setConnection(store: Store, a: string, b: string, isConnected: boolean): void {
  const all = slice(store).connections;
  for (const [x, y] of [[a, b], [b, a]] as const) {
    const key = x.toLowerCase();
    const rest = (all[key] ?? []).filter((id) => !sameId(id, y));
    const next = isConnected ? [...rest, y.toLowerCase()].sort() : rest;
    if (next.length > 0) all[key] = next;
    else delete all[key];
  }
}

const saveMemberProfileConnection: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ connectedPersonId: string; isConnected: boolean }>(request);
  const other = body.connectedPersonId ?? '';
  if (sameId(other, caller.personId)) throw unprocessable('A member cannot connect to themselves.', { connectedPersonId: ['is the signed-in member'] });
  // Only people the directory lists can be connected to.
  if (!factsOf(store).has(other.toLowerCase())) throw notFound('No member with this id.');
  setConnection(store, caller.personId, other, body.isConnected === true);
  return ok({ connectedPersonId: other, isConnected: connectionsOf(store, caller.personId).has(other.toLowerCase()) });
};

interface Filter { filterKey: string; filterValue: string; ribbonGroupName?: string }

/** Directory filter keys (compared as letters and digits; ribbon group names work too). */
function memberMatches(f: MemberFacts, key: string, value: string, connections: Set<string>, store: Store): boolean {
  const v = value.trim().toLowerCase();
  const m = f.member;
  const named = (names: readonly string[]) => names.some((n) => n.toLowerCase() === v);
  switch (key) {
    case 'chapter': case 'chapters': return named(f.chapters) || f.communityIds.has(v);
    case 'network': case 'networks': return named(f.networks) || f.communityIds.has(v);
    case 'region': case 'regions': return named(f.regions) || f.communityIds.has(v);
    case 'community': case 'communities': case 'communityid': return f.communityIds.has(v) || [...f.communityIds].some((id) => indexOf(store).communities.get(id)?.name.toLowerCase() === v);
    case 'chaptertype': case 'chaptertypes': return named(f.chapterTypes);
    case 'networktype': case 'networktypes': return v === 'all' || f.networkTypes.some((t) => t.toLowerCase() === v);
    case 'industry': case 'industries': return m.industry.toLowerCase() === v;
    case 'country': case 'countries': return m.country.toLowerCase() === v;
    case 'city': case 'cities': return m.city.toLowerCase() === v;
    case 'gender': return m.gender.toLowerCase() === v;
    case 'company': case 'companyname': return m.companyName.toLowerCase() === v;
    case 'membertype': case 'recordtype': return m.recordType.toLowerCase() === v;
    case 'connections': case 'connection': case 'myconnections': return connections.has(m.personId.toLowerCase());
    default: return true;
  }
}

function applyMemberFilters(store: Store, people: readonly MemberFacts[], filters: readonly Filter[], connections: Set<string>, skipKey?: string): MemberFacts[] {
  const byKey = new Map<string, string[]>();
  for (const f of filters) {
    const key = keyOf(f.filterKey) || keyOf(f.ribbonGroupName);
    if (key === skipKey) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), f.filterValue]);
  }
  return people.filter((p) => [...byKey.entries()].every(([key, values]) => values.some((v) => memberMatches(p, key, v, connections, store))));
}

const GROUPS: readonly { key: string; filterKey: string; isTypeAhead: boolean; values: (f: MemberFacts) => readonly string[] }[] = [
  { key: 'Chapters', filterKey: 'Chapter', isTypeAhead: true, values: (f) => f.chapters },
  { key: 'Regions', filterKey: 'Region', isTypeAhead: false, values: (f) => f.regions },
  { key: 'Networks', filterKey: 'Network', isTypeAhead: true, values: (f) => f.networks },
  { key: 'Chapter Types', filterKey: 'ChapterType', isTypeAhead: false, values: (f) => f.chapterTypes },
  { key: 'Network Types', filterKey: 'NetworkType', isTypeAhead: false, values: (f) => f.networkTypes },
  { key: 'Industries', filterKey: 'Industry', isTypeAhead: true, values: (f) => (f.member.industry ? [f.member.industry] : []) },
  { key: 'Countries', filterKey: 'Country', isTypeAhead: true, values: (f) => (f.member.country ? [f.member.country] : []) },
];

function filterItem(label: string, filterKey: string, count: number, ribbonGroupName: string, checked: boolean, isTypeAhead: boolean) {
  return { label, filterKey, filterValue: label, isTypeAhead, isDropdown: false, subFilters: [], count, ribbonGroupName, checked };
}

/** Every value of a ribbon group with its count over the people, most common first. */
function groupValues(group: (typeof GROUPS)[number], people: readonly MemberFacts[], filters: readonly Filter[], hidden: Set<string>) {
  const counts = new Map<string, number>();
  for (const p of people) for (const v of group.values(p)) if (!hidden.has(v)) counts.set(v, (counts.get(v) ?? 0) + 1);
  const isChecked = (v: string) => filters.some((f) => (keyOf(f.filterKey) === keyOf(group.filterKey) || keyOf(f.ribbonGroupName) === keyOf(group.key)) && f.filterValue.toLowerCase() === v.toLowerCase());
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))
    .map(([v, n]) => filterItem(v, group.filterKey, n, group.key, isChecked(v), group.isTypeAhead));
}

/**
 * The filter ribbon: the most common values of each group, plus the ones selected. Values of one group
 * are alternatives, so a group's counts are over the people matching every OTHER group's filters: each
 * count is the total that adding that value would give.
 */
function ribbonOf(store: Store, searched: readonly MemberFacts[], people: readonly MemberFacts[], filters: readonly Filter[], connections: Set<string>, hidden: Set<string>) {
  const groups = GROUPS.map((g) => {
    const own = filters.some((f) => (keyOf(f.filterKey) || keyOf(f.ribbonGroupName)) === keyOf(g.filterKey));
    const base = own ? applyMemberFilters(store, searched, filters, connections, keyOf(g.filterKey)) : people;
    const all = groupValues(g, base, filters, hidden);
    const shown = all.slice(0, RIBBON_GROUP_SIZE);
    for (const item of all.slice(RIBBON_GROUP_SIZE)) if (item.checked) shown.push(item);
    return { key: g.key, filters: shown };
  }).filter((g) => g.filters.length > 0);
  const mine = people.filter((p) => connections.has(p.member.personId.toLowerCase())).length;
  const connectionsChecked = filters.some((f) => keyOf(f.filterKey) === 'connections');
  groups.push({ key: 'Connections', filters: [filterItem('My Connections', 'Connections', mine, 'Connections', connectionsChecked, false)] });
  return groups;
}

type SortField = profiles.components['schemas']['MemberDirectorySortField'];

function sortValue(m: NetworkMember, field: SortField): string {
  return field === 'FirstName' ? m.firstName : field === 'CompanyName' ? m.companyName : m.familyName;
}

function memberSorter(field: SortField, direction: 'asc' | 'desc') {
  const sign = direction === 'desc' ? -1 : 1;
  return (a: MemberFacts, b: MemberFacts) => {
    const x = a.member;
    const y = b.member;
    const primary = compareText(sortValue(x, field), sortValue(y, field));
    const rest = field === 'FirstName' ? compareText(x.familyName, y.familyName) : compareText(x.firstName, y.firstName) || compareText(x.familyName, y.familyName);
    return sign * (primary || rest) || compareText(x.personId, y.personId);
  };
}

/** Private (personal) networks the caller is not in: their filters are left out of the ribbon. */
function privateNetworksOf(store: Store, caller: Caller): Set<string> {
  const index = indexOf(store);
  const mine = new Set((index.membershipsByPerson.get(caller.personId.toLowerCase()) ?? []).map((m) => m.communityId.toLowerCase()));
  return new Set(index.network.communities.filter((c) => c.communityType === 'network' && c.networkType === 'PERSONAL' && !mine.has(c.communityId.toLowerCase())).map((c) => c.name));
}

/** What one directory query finds: the people in order, the ribbon and the private networks left out. */
interface DirectoryAnswer {
  matching: MemberFacts[];
  ribbon: ReturnType<typeof ribbonOf>;
  hidden: Set<string>;
}

// The last queries' answers per seeded network (facts map), so paging through a query (skip +50) does
// not search and sort every member again: a query is its text, letter, filters, sort, caller and the
// caller's connections (a connection change is a new query).
const answersCache = new WeakMap<Map<string, MemberFacts>, Map<string, DirectoryAnswer>>();
const ANSWERS_KEPT = 16;

function directoryAnswer(store: Store, caller: Caller, tokens: string[], letter: string, filters: readonly Filter[], field: SortField, direction: 'asc' | 'desc', connections: Set<string>): DirectoryAnswer {
  const facts = factsOf(store);
  let answers = answersCache.get(facts);
  if (!answers) answersCache.set(facts, (answers = new Map()));
  const key = JSON.stringify([tokens, letter, filters.map((f) => [keyOf(f.filterKey), keyOf(f.ribbonGroupName), (f.filterValue ?? '').trim().toLowerCase()]), field, direction, caller.personId.toLowerCase(), [...connections].sort()]);
  const known = answers.get(key);
  if (known) return known;
  const searched = [...facts.values()].filter((f) => {
    const m = f.member;
    return matchesTokens(tokens, [m.firstName, m.preferredName, m.familyName, m.companyName, m.title, m.city, m.country, m.industry, ...f.chapters]);
  });
  // The rolodex letter (A-Z or #) picks the first letter of the sort field.
  const lettered = letter.length !== 1 ? searched : searched.filter((f) => {
    const first = (sortValue(f.member, field).trim()[0] ?? '').toUpperCase();
    return letter === '#' ? !/[A-Z]/.test(first) : first === letter;
  });
  const hidden = privateNetworksOf(store, caller);
  // A private network the caller is not in shows none of its members (spec 002 §2: join to view).
  const hiddenNames = new Set([...hidden].map((n) => n.toLowerCase()));
  const isPrivate = filters.some((f) => hiddenNames.has((f.filterValue ?? '').trim().toLowerCase()));
  const matching = isPrivate ? [] : applyMemberFilters(store, lettered, filters, connections);
  matching.sort(memberSorter(field, direction));
  const answer = { matching, ribbon: ribbonOf(store, lettered, matching, filters, connections, hidden), hidden };
  answers.set(key, answer);
  if (answers.size > ANSWERS_KEPT) answers.delete(answers.keys().next().value as string);
  return answer;
}

const searchMemberDirectory: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ search: string; orderBy: { sortField: SortField; direction: 'asc' | 'desc' }; searchKey: string; searchFilters: Filter[]; skip: number; maxResultCount: number }>(request);
  const field: SortField = body.orderBy?.sortField ?? 'LastName';
  const direction = body.orderBy?.direction ?? 'asc';
  const filters = body.searchFilters ?? [];
  const connections = connectionsOf(store, caller.personId);
  const tokens = searchTokens(body.search);
  const { matching, ribbon, hidden } = directoryAnswer(store, caller, tokens, (body.searchKey ?? '').trim().toUpperCase(), filters, field, direction, connections);
  return ok({
    searchResults: pageOf(matching, body.skip ?? 0, body.maxResultCount ?? DIRECTORY_PAGE_SIZE).map((f) => ({
      id: f.member.personId,
      isConnected: connections.has(f.member.personId.toLowerCase()),
      firstName: f.member.firstName,
      lastName: f.member.familyName,
      preferredName: f.member.preferredName || null,
      profileImageUrl: f.member.profileImageUrl || null,
      fallbackProfileImageUrl: fallbackImageUrl(),
      companyName: f.member.companyName || null,
      primaryChapterName: indexOf(store).communities.get(f.member.chapterId.toLowerCase())?.name ?? null,
    })),
    searchRibbonGroup: structuredClone(ribbon),
    totalResultCount: matching.length,
    excludedPrivateNetworkFilters: [...hidden].sort(compareText),
    sort: { sortField: field, direction },
    searchText: tokens.length > 0 ? (body.search ?? '').trim() : '',
  });
};

/** A person as the type-aheads and people searches answer (openapi/profiles.yaml `UserProfileSummary`). */
function summaryOf(store: Store, m: NetworkMember) {
  return {
    id: m.personId, canImpersonate: canImpersonateOf(store, m.personId), firstName: m.firstName, middleName: null, lastName: m.familyName, preferredName: m.preferredName || null,
    prefix: null, salutation: null, suffix: null, profileImageUrl: m.profileImageUrl || null,
  };
}

/** Members whose names match every token, by last then first name, cut to 100 (spec 002 §5). */
function peopleMatching(store: Store, text: string, within?: Set<string>) {
  const tokens = (text ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return [];
  return [...factsOf(store).values()]
    .map((f) => f.member)
    .filter((m) => (!within || within.has(m.personId.toLowerCase())) && matchesTokens(tokens, [m.firstName, m.preferredName, m.familyName]))
    .sort((a, b) => compareText(a.familyName, b.familyName) || compareText(a.firstName, b.firstName) || compareText(a.personId, b.personId))
    .slice(0, TYPEAHEAD_LIMIT)
    .map((m) => summaryOf(store, m));
}

const personSearchAutocomplete: OperationHandler = (request, _caller, store) => {
  const search = bodyOf<{ search: string }>(request).search ?? '';
  // spec 002 §5: search text is used only when longer than 1 character.
  return ok(search.trim().length > 1 ? peopleMatching(store, search) : []);
};

const profilesTypeAhead: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ search: string; fieldsToQuery: string[]; searchFilters: Filter[]; ribbonGroupName: string; typeaheadPreFilter: string }>(request);
  const wanted = new Set([body.ribbonGroupName, ...(body.fieldsToQuery ?? [])].map(keyOf).filter(Boolean));
  const text = (body.search ?? '').trim().toLowerCase();
  const connections = connectionsOf(store, caller.personId);
  const everyone = [...factsOf(store).values()];
  const hidden = privateNetworksOf(store, caller);
  // As in the ribbon, a group's values are alternatives: counted over the other groups' filters.
  const items = GROUPS.filter((g) => wanted.has(keyOf(g.key)) || wanted.has(keyOf(g.filterKey)))
    .flatMap((g) => groupValues(g, applyMemberFilters(store, everyone, body.searchFilters ?? [], connections, keyOf(g.filterKey)), body.searchFilters ?? [], hidden))
    .filter((item) => item.label.toLowerCase().includes(text));
  return ok(items.slice(0, TYPEAHEAD_LIMIT).map((item) => ({ ...item, isTypeAhead: true })));
};

const searchPersonsByEmailIds: OperationHandler = (request, _caller, store) => {
  const wanted = new Set((bodyOf<{ emailIds: string[] }>(request).emailIds ?? []).map((e) => e.trim().toLowerCase()));
  const found = indexOf(store).network.members.filter((m) => inDirectory(m) && wanted.has(m.email.toLowerCase()));
  return ok(found.map((m) => ({ id: m.personId, email: m.email, firstName: m.firstName, lastName: m.familyName, preferredName: m.preferredName || null, profileImageUrl: m.profileImageUrl || null })));
};

const profilesMemberSearch: OperationHandler = (request, _caller, store) => {
  const communityId = param(request, 'communityId');
  if (!indexOf(store).communities.get(communityId.toLowerCase())) throw notFound('No community with this id.');
  const within = new Set((indexOf(store).membershipsByCommunity.get(communityId.toLowerCase()) ?? []).map((m) => m.personId.toLowerCase()));
  return ok(peopleMatching(store, param(request, 'term'), within));
};

// ---------------------------------------------------------------- around me (business assets)

/**
 * Who reviews (approves or denies) business assets: staff, or an administrator of the businesses
 * community. The app reads this right as the businesses community's `isAdmin`.
 */
function isAssetAdmin(store: Store, caller: Caller): boolean {
  const persona = actingPersona(caller);
  if (isStaff(persona)) return true;
  const businesses = indexOf(store).network.communities.filter((c) => c.communityType === 'businesses').map((c) => c.communityId);
  if (persona?.adminCommunityIds.some((id) => businesses.some((b) => sameId(b, id)))) return true;
  return (indexOf(store).membershipsByPerson.get(caller.personId.toLowerCase()) ?? []).some((m) => m.isAdmin && businesses.some((b) => sameId(b, m.communityId)));
}

/**
 * Who may view pending asset requests (can-view-pending-asset-request, spec 002 §6: a flag apart
 * from the review right): the reviewers, and the administrators of a network (their 'pending asset
 * requests' panel, spec 001 §2), who see the list but do not approve or deny.
 */
function canViewPendingAssets(store: Store, caller: Caller): boolean {
  if (isAssetAdmin(store, caller)) return true;
  const index = indexOf(store);
  const isNetwork = (id: string) => index.communities.get(id.toLowerCase())?.communityType === 'network';
  if (actingPersona(caller)?.adminCommunityIds.some(isNetwork)) return true;
  return (index.membershipsByPerson.get(caller.personId.toLowerCase()) ?? []).some((m) => m.isAdmin && isNetwork(m.communityId));
}

/** The contract's `BusinessAsset`; relationship is the given person's, else the submitter's. */
function assetOf(a: AssetRecord, personId?: string) {
  const owner = (personId ? a.owners.find((o) => sameId(o.personId, personId)) : undefined) ?? a.owners.find((o) => sameId(o.personId, a.submittedBy)) ?? a.owners[0];
  return {
    id: a.id, name: a.name, address1: a.address1, address2: a.address2, city: a.city, state: a.state, zip: a.zip, country: a.country,
    countryCode: a.countryCode, region: a.region, relationship: owner?.relationship ?? ['Owner'], establishmentType: a.establishmentType,
    accommodationType: a.accommodationType, cuisine: a.cuisine, destinationRestaurant: a.destinationRestaurant, priceRange: a.priceRange,
    hotelClass: a.hotelClass, website: a.website, discountCode: a.discountCode, telephone: a.telephone, managerContact: a.managerContact,
    assetStatus: a.assetStatus, denialReason: a.denialReason,
  };
}

function findAsset(store: Store, id: string): AssetRecord {
  const a = slice(store).assets.find((x) => sameId(x.id, id));
  if (!a) throw notFound('No business asset with this id.');
  return a;
}

/** A person's assets: all of them for the person (and reviewers), the approved ones for everyone else. */
function assetsOfPerson(store: Store, caller: Caller, personId: string) {
  const all = sameId(personId, caller.personId) || isAssetAdmin(store, caller);
  return slice(store).assets
    .filter((a) => a.owners.some((o) => sameId(o.personId, personId)) && (all || a.assetStatus === 'Approved'))
    .sort((a, b) => compareText(a.name, b.name) || compareText(a.id, b.id))
    .map((a) => assetOf(a, personId));
}

type AssetBody = Omit<AssetRecord, 'owners' | 'submittedBy' | 'submittedAt' | 'reviewedAt' | 'denialReason' | 'assetStatus'> & { relationship: Relationship[]; assetStatus: string };

const ASSET_FIELDS = ['name', 'address1', 'address2', 'city', 'state', 'zip', 'country', 'countryCode', 'region', 'establishmentType', 'accommodationType', 'cuisine',
  'destinationRestaurant', 'priceRange', 'hotelClass', 'website', 'discountCode', 'telephone', 'managerContact'] as const;

function applyAsset(target: AssetRecord, body: Partial<AssetBody>): void {
  const record = target as unknown as Record<string, unknown>;
  for (const f of ASSET_FIELDS) if (body[f] !== undefined) record[f] = body[f];
}

/** spec 002 §5: the telephone must look like a phone number. */
function checkTelephone(body: Partial<AssetBody>): void {
  if (body.telephone && !/^\+?[0-9 ()-]{6,20}$/.test(body.telephone)) throw specError(422, 'Please enter valid phone number', { telephone: ['Please enter valid phone number'] });
}

const saveAndSubmitAsset: OperationHandler = (request, caller, store) => {
  const body = bodyOf<AssetBody>(request);
  checkTelephone(body);
  const s = slice(store);
  const norm = (x: string | undefined | null) => (x ?? '').trim().toLowerCase();
  const duplicate = s.assets.find((a) => a.assetStatus !== 'Denied' && norm(a.name) === norm(body.name) && norm(a.city) === norm(body.city) && norm(a.zip) === norm(body.zip));
  // spec 002 §8: 'Asset already exists' (the app offers to affiliate with it: add-duplicate-assets).
  if (duplicate) throw new SandboxError(422, 'Asset already exists', { detail: 'Asset already exists', extra: { message: 'Asset already exists', assetId: duplicate.id } });
  // A new asset keeps the id the app chose, unless it is empty or taken.
  const id = body.id && body.id !== EMPTY_GUID && !s.assets.some((a) => sameId(a.id, body.id)) ? body.id : crypto.randomUUID();
  const at = now(store);
  const record: AssetRecord = {
    id, name: '', address1: '', address2: null, city: '', state: '', zip: '', country: '', countryCode: '', region: 'North America', establishmentType: 'Dining',
    accommodationType: null, cuisine: null, destinationRestaurant: false, priceRange: '$$', hotelClass: null, website: null, discountCode: null, telephone: null,
    managerContact: null, assetStatus: 'Pending', owners: [{ personId: caller.personId, relationship: body.relationship?.length ? [...body.relationship] : ['Owner'] }],
    submittedBy: caller.personId, submittedAt: at, reviewedAt: null, denialReason: null,
  };
  applyAsset(record, body);
  s.assets.push(record);
  return ok(assetOf(record, caller.personId));
};

const updateAndSubmitAsset: OperationHandler = (request, caller, store) => {
  const body = bodyOf<AssetBody>(request);
  if (!body.id) throw unprocessable('The asset to update needs its id.', { id: ['is required'] });
  const asset = findAsset(store, body.id);
  const owner = asset.owners.find((o) => sameId(o.personId, caller.personId));
  if (!owner && !isAssetAdmin(store, caller)) throw forbidden('Only a person associated with the business can change it.');
  // spec 002 §4: an asset submitted for review is not editable until the review completes.
  if (asset.assetStatus === 'Pending') throw unprocessable('An asset submitted for review is not editable until the review completes.');
  checkTelephone(body);
  applyAsset(asset, body);
  if (owner && body.relationship?.length) owner.relationship = [...body.relationship];
  asset.assetStatus = 'Pending';
  asset.submittedBy = caller.personId;
  asset.submittedAt = now(store);
  asset.reviewedAt = null;
  asset.denialReason = null;
  return ok(assetOf(asset, caller.personId));
};

function requireAssetAdmin(store: Store, caller: Caller): void {
  if (!isAssetAdmin(store, caller)) throw new SandboxError(403, 'Administrators Only', { detail: 'Administrators Only: only reviewers of business assets may do this.' });
}

const getPendingAssets: OperationHandler = (_request, caller, store) => {
  if (!canViewPendingAssets(store, caller)) throw new SandboxError(403, 'Administrators Only', { detail: 'Administrators Only: you may not view pending asset requests.' });
  const pending = slice(store).assets.filter((a) => a.assetStatus === 'Pending').sort((a, b) => compareText(a.submittedAt, b.submittedAt) || compareText(a.id, b.id));
  return ok(pending.map((a) => assetOf(a)));
};

function reviewAsset(status: 'Approved' | 'Denied'): OperationHandler {
  return (request, caller, store) => {
    requireAssetAdmin(store, caller);
    const body = bodyOf<{ assetId: string; reason: string }>(request);
    const asset = findAsset(store, body.assetId ?? '');
    if (asset.assetStatus !== 'Pending') throw unprocessable(`Only a pending asset can be reviewed; this one is ${asset.assetStatus}.`);
    // spec 002 §4: a denial needs a reason.
    if (status === 'Denied' && !body.reason?.trim()) throw unprocessable('A denial needs a reason.', { reason: ['is required'] });
    asset.assetStatus = status;
    asset.reviewedAt = now(store);
    asset.denialReason = status === 'Denied' ? (body.reason ?? '').trim() : null;
    tellOwners(store, asset, caller.personId);
    return ok(assetOf(asset));
  };
}

/** The review reaches the people associated with the asset: a notification each (through {@link notifyPerson}), with the reason of a denial. */
function tellOwners(store: Store, asset: AssetRecord, reviewerId: string): void {
  const body = asset.assetStatus === 'Denied' ? `${asset.name} was denied: ${asset.denialReason ?? ''}` : `${asset.name} was approved and is in the business directory.`;
  for (const owner of asset.owners) {
    notifyPerson(store, owner.personId, reviewerId, { title: `Business asset ${asset.assetStatus.toLowerCase()}`, body, url: 'https://connect.example/businesses' });
  }
}

const addDuplicateAssets: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ assetId: string; personId: string; relationship: Relationship[] }>(request);
  const asset = findAsset(store, body.assetId ?? '');
  const personId = body.personId ?? '';
  if (!indexOf(store).members.get(personId.toLowerCase())) throw notFound('No person with this id.');
  const mayAdd = sameId(personId, caller.personId) || asset.owners.some((o) => sameId(o.personId, caller.personId)) || isAssetAdmin(store, caller);
  if (!mayAdd) throw forbidden('Only a person associated with the business can add others to it.');
  if (asset.owners.some((o) => sameId(o.personId, personId))) {
    throw specError(422, 'User already associated to this business. Please select a different user');
  }
  asset.owners.push({ personId, relationship: body.relationship?.length ? [...body.relationship] : ['Owner'] });
  return ok(assetOf(asset, personId));
};

const deleteAroundMeAssets: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ personId: string; assetIds: string[] }>(request);
  const personId = body.personId ?? '';
  if (!sameId(personId, caller.personId) && !isAssetAdmin(store, caller)) throw forbidden('Only the person or a reviewer removes their business assets.');
  const s = slice(store);
  const ids = new Set((body.assetIds ?? []).map((x) => x.toLowerCase()));
  for (const a of s.assets) if (ids.has(a.id.toLowerCase())) a.owners = a.owners.filter((o) => !sameId(o.personId, personId));
  // An asset nobody is associated with any more leaves the directory.
  s.assets = s.assets.filter((a) => a.owners.length > 0 || !ids.has(a.id.toLowerCase()));
  return ok(assetsOfPerson(store, caller, personId));
};

/** Countries of the places with guid ids (the states call takes a guid), and the world regions. */
function countryList() {
  const seen = new Map<string, { id: string; name: string; countryCode: string; states: { id: string; name: string }[] }>();
  for (const p of PLACES) {
    let c = seen.get(p.countryCode);
    if (!c) seen.set(p.countryCode, (c = { id: patternId('c0c00000', seen.size + 1), name: p.country, countryCode: p.countryCode, states: [] }));
    if (!c.states.some((s) => s.id === p.stateId)) c.states.push({ id: p.stateId, name: p.state });
  }
  return [...seen.values()];
}

const establishmentSuggestions: OperationHandler = (request, _caller, store) => {
  const text = (bodyOf<{ search: string }>(request).search ?? '').trim().toLowerCase();
  const names = slice(store).assets.filter((a) => a.assetStatus === 'Approved' && a.name.toLowerCase().includes(text)).map((a) => a.name);
  return ok([...new Set(names)].sort(compareText).slice(0, 10));
};

const locationSuggestions: OperationHandler = (request, _caller, store) => {
  const text = (bodyOf<{ search: string }>(request).search ?? '').trim().toLowerCase();
  const places = [...slice(store).assets.map((a) => `${a.city}, ${a.state}`), ...PLACES.map((p) => `${p.city}, ${p.state}`)];
  return ok([...new Set(places.filter((p) => p.toLowerCase().includes(text)))].sort(compareText).slice(0, 10));
};

type AssetSearch = profiles.components['schemas']['AroundMeAssetSearch'];

/** The business directory (ours, see searchAroundMeAssets in openapi/profiles.yaml): approved assets, by name. */
const searchAroundMeAssets: OperationHandler = (request, _caller, store) => {
  const body = bodyOf<AssetSearch>(request);
  const words = [body.search ?? '', ...(body.synonyms ?? [])].map((w) => w.trim().toLowerCase()).filter((w) => w.length > 0);
  const location = (body.location ?? '').trim().toLowerCase();
  const same = (filter: string | null | undefined, value: string | null) => !filter || (value ?? '').toLowerCase() === filter.toLowerCase();
  const found = slice(store).assets
    .filter((a) => a.assetStatus === 'Approved')
    .filter((a) => {
      const text = [a.name, a.establishmentType, a.accommodationType ?? '', a.cuisine ?? '', a.hotelClass ?? ''].join(' ').toLowerCase();
      return words.length === 0 || words.some((w) => text.includes(w));
    })
    .filter((a) => !location || location.split(',').map((x) => x.trim()).filter(Boolean).every((part) => [a.city, a.state, a.country, a.zip].some((v) => v.toLowerCase().includes(part))))
    .filter((a) => same(body.region, a.region) && same(body.establishmentType, a.establishmentType) && same(body.accommodationType, a.accommodationType)
      && same(body.cuisine, a.cuisine) && same(body.priceRange, a.priceRange) && same(body.hotelClass, a.hotelClass))
    .sort((a, b) => compareText(a.name, b.name) || compareText(a.id, b.id));
  const skip = body.skip ?? 0;
  return ok({ totalCount: found.length, assets: found.slice(skip, skip + (body.take ?? DIRECTORY_PAGE_SIZE)).map((a) => assetOf(a)) });
};

/** Spreadsheets the bulk add template may come back as. */
const BULK_TEMPLATE_TYPES = ['.xlsx', '.xls', '.csv'];

const searchSynonyms: OperationHandler = (request) => {
  const text = (bodyOf<{ search: string }>(request).search ?? '').trim().toLowerCase();
  const found = Object.values(SYNONYMS).find((list) => list.includes(text));
  return ok(found ?? (text ? [text] : []));
};

const getBusinessAboutCommunity: OperationHandler = (_request, caller, store) => {
  const index = indexOf(store);
  const c = index.communities.get(BUSINESSES_ID) ?? index.network.communities.find((x) => x.communityType === 'businesses');
  if (!c) throw notFound('The network has no businesses community.');
  const membership = (index.membershipsByPerson.get(caller.personId.toLowerCase()) ?? []).find((m) => sameId(m.communityId, c.communityId));
  return ok({
    communityId: c.communityId, name: c.name, communityType: c.communityType, isAdmin: (membership?.isAdmin ?? false) || isAssetAdmin(store, caller), health: c.health ? String(c.health) : null,
    salesforceId: c.salesforceId || null, isActivityModerated: c.isActivityModerated, isPrimary: membership?.isPrimary ?? false,
  });
};

// ---------------------------------------------------------------- notifications

/** Notifications are the acting person's own. */
function ownPerson(caller: Caller, personId: string): string {
  if (!sameId(personId, caller.personId)) throw forbidden('Notifications are only available to their owner.');
  return personId.toLowerCase();
}

function notificationsOf(store: Store, personId: string): NotificationRecord[] {
  return slice(store).notifications[personId] ?? [];
}

/** What another person's action tells a member: the notification's title, body and address. */
export interface NotificationNews { title: string; body: string; url: string }

/** The community kinds' page paths of the app (route table), for notification addresses. */
const COMMUNITY_PAGE_PATHS: Record<string, string> = { chapter: 'chapter', region: 'region', network: 'network', group: 'group', champion: 'community', forum: 'forum' };

/** The app address of a community page, with a post opened when given (as the seeded notifications link). */
export function communityPageUrl(store: Store, communityId: string, postId?: string): string {
  const kind = indexOf(store).communities.get(communityId.toLowerCase())?.communityType ?? '';
  const segment = COMMUNITY_PAGE_PATHS[kind];
  const base = segment ? `https://connect.example/${segment}/${communityId}` : 'https://connect.example/home';
  return postId ? `${base}?postId=${postId}` : base;
}

/**
 * Creates an unread notification for `personId` caused by `actorId` (a like, a join approval); one's own
 * actions notify nobody. Other domains notify only through this, never by writing this slice.
 */
export function notifyPerson(store: Store, personId: string, actorId: string, news: NotificationNews): NotificationRecord | undefined {
  if (sameId(personId, actorId)) return undefined;
  const notifications = slice(store).notifications;
  const key = personId.toLowerCase();
  const record: NotificationRecord = { id: newId(), ...news, isViewed: false, dateCreated: now(store) };
  notifications[key] = [record, ...(notifications[key] ?? [])];
  return record;
}

const getAppNotifications: OperationHandler = (request, caller, store) => {
  const id = ownPerson(caller, param(request, 'id'));
  const list = [...notificationsOf(store, id)].sort((a, b) => compareText(b.dateCreated, a.dateCreated) || compareText(a.id, b.id));
  return ok(list);
};

const getUnviewedNotificationCount: OperationHandler = (request, caller, store) => {
  const id = ownPerson(caller, param(request, 'id'));
  return ok(notificationsOf(store, id).filter((n) => !n.isViewed).length);
};

const updateNotificationsToIsViewed: OperationHandler = (request, caller, store) => {
  const id = ownPerson(caller, bodyOf<{ PersonId: string }>(request).PersonId ?? '');
  for (const n of notificationsOf(store, id)) n.isViewed = true;
  return ok(true);
};

const insertPersonFcmToken: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ PersonId: string; FcmToken: string; DeviceModel: string }>(request);
  ownPerson(caller, body.PersonId ?? '');
  const s = slice(store);
  s.pushTokens = s.pushTokens.filter((t) => !(sameId(t.personId, body.PersonId) && t.fcmToken === body.FcmToken));
  s.pushTokens.push({ personId: body.PersonId ?? '', fcmToken: body.FcmToken ?? '', deviceModel: body.DeviceModel ?? 'web', date: now(store) });
  return ok(true);
};

const deletePersonFcmToken: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ PersonId: string; Fcmtoken: string }>(request);
  ownPerson(caller, body.PersonId ?? '');
  const s = slice(store);
  // Removing a token that is not registered is not an error (push failures are only logged, spec 002 §4).
  s.pushTokens = s.pushTokens.filter((t) => !(sameId(t.personId, body.PersonId) && t.fcmToken === body.Fcmtoken));
  return ok(true);
};

/** Directories domain (`store.directory`): member directory, around-me assets, notifications. */
export const directoryDomain: SandboxDomain = {
  name: 'directory',
  seed,
  handlers: {
    searchMemberDirectory,
    saveMemberProfileConnection,
    personSearchAutocomplete,
    profilesTypeAhead,
    searchPersonsByEmailIds,
    profilesMemberSearch,
    searchPeople: (request, _caller, store) => ok(peopleMatching(store, param(request, 'term'))),
    searchAroundMeProfile: (request, _caller, store) => ok(peopleMatching(store, bodyOf<{ search: string }>(request).search ?? '')),
    canViewPendingAssetRequest: (_request, caller, store) => ok(canViewPendingAssets(store, caller)),
    searchAroundMeAssets,
    getBusinessAboutCommunity,
    getMyAssets: (request, caller, store) => ok(assetsOfPerson(store, caller, param(request, 'id'))),
    getMyAssetsShortcut: (request, caller, store) => ok(assetsOfPerson(store, caller, param(request, 'id')).slice(0, 5)),
    saveAndSubmitAsset,
    updateAndSubmitAsset,
    addDuplicateAssets,
    deleteAroundMeAssets,
    isPersonAssetMappingExists: (request, _caller, store) => {
      const body = bodyOf<{ assetId: string; personId: string }>(request);
      return ok(slice(store).assets.some((a) => sameId(a.id, body.assetId) && a.owners.some((o) => sameId(o.personId, body.personId))));
    },
    getPendingAssets,
    approveAsset: reviewAsset('Approved'),
    denyAsset: reviewAsset('Denied'),
    getAroundMeCountriesAndRegions: () => ok({ countries: countryList().map(({ id, name, countryCode }) => ({ id, name, countryCode })), regions: WORLD_REGIONS }),
    getAroundMeStatesOrProvinces: (request) => {
      const country = countryList().find((c) => sameId(c.id, param(request, 'id')));
      if (!country) throw notFound('No country with this id.');
      return ok(country.states);
    },
    getAroundMeSearchSynonyms: searchSynonyms,
    getAroundMeLocationSuggestions: locationSuggestions,
    getAroundMeEstablishmentSuggestions: establishmentSuggestions,
    uploadBulkAddTemplate: (request) => {
      const file = bodyOf<{ file0: { name?: string; type?: string; size?: number } }>(request).file0;
      // spec 002 §8: anything but a non-empty spreadsheet is 'Please upload a valid document'.
      const name = (file?.name ?? '').toLowerCase();
      if (!file || (file.size ?? 0) <= 0 || !BULK_TEMPLATE_TYPES.some((ext) => name.endsWith(ext))) {
        throw specError(422, 'Please upload a valid document', { file0: ['Please upload a valid document'] });
      }
      return ok({ bytes: file.size ?? 0, base64String: null, fileName: file.name ?? '', fileType: file.type || 'application/octet-stream' });
    },
    getAppNotifications,
    getUnviewedNotificationCount,
    updateNotificationsToIsViewed,
    insertPersonFcmToken,
    deletePersonFcmToken,
    getSystemMessages: (_request, _caller, store) => ok(slice(store).systemMessages),
  },
};
