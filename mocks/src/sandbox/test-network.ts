// Test support for domain tests: a seeded random source, a small fake `store.network` built from
// the persona catalogue, callers and requests. The real network is seeded by the core's network
// domain; domain tests use this one so they run apart from it.
import { COMMUNITIES, findPersonaByKind, personas } from '../personas.ts';
import type { Membership, Network, NetworkCommunity, NetworkMember } from './network-types.ts';
import { SandboxError } from './types.ts';
import type { Caller, Rng, SandboxDomain, SandboxRequest, SandboxResponse, Store } from './types.ts';

/** A small seeded random source (mulberry32) with the seam's `Rng` shape. */
export function testRng(seed = 42): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hash = (text: string) => {
    let h = 0x811c9dc5;
    for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    return h.toString(16).padStart(8, '0');
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    guid: (kind, index) => `${hash(kind)}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`,
  };
}

/** Extra communities of the fake network (named as the core's network names them): a second region with a chapter. */
export const TEST_COMMUNITIES = {
  meridian: '00000000-0000-4000-8000-00000000c202',
  cedarBay: '00000000-0000-4000-8000-00000000c104',
} as const;

const FIRST = ['Aiko', 'Bjorn', 'Carmen', 'Desmond', 'Elif', 'Femi', 'Greta', 'Hugo', 'Ines', 'Jonah', 'Kira', 'Lars', 'Mina', 'Nils', 'Odile', 'Paulo'] as const;
const LAST = ['Arendt', 'Baptiste', 'Cruz', 'Dahl', 'Eze', 'Fischer', 'Grau', 'Holm', 'Iwata', 'Juarez', 'Kowal', 'Lund', 'Mensah', 'Nyberg', 'Ortiz', 'Park'] as const;

/** A fake network: the catalogue communities, every persona with a member record, and `extraMembers` more. */
export function buildTestNetwork(extraMembers = 120, seed = 7): Network {
  const rng = testRng(seed);
  const c = COMMUNITIES;
  const community = (communityId: string, name: string, communityType: NetworkCommunity['communityType'], extra: Partial<NetworkCommunity> = {}): NetworkCommunity => ({
    communityId, name, communityType, salesforceId: `SF-${communityId.slice(-4)}`, health: 80, isActivityModerated: false, ...extra,
  });
  const communities: NetworkCommunity[] = [
    community(c.home.communityId, c.home.name, 'home'),
    community(c.atlantic.communityId, c.atlantic.name, 'region'),
    community(TEST_COMMUNITIES.meridian, 'Meridian Region', 'region'),
    community(c.harborCity.communityId, c.harborCity.name, 'chapter', { chapterType: 'YPO Chapter', parentId: c.atlantic.communityId }),
    community(c.northwindGold.communityId, c.northwindGold.name, 'chapter', { chapterType: 'YPO Gold Chapter', parentId: c.atlantic.communityId }),
    community(c.lakeshore.communityId, c.lakeshore.name, 'chapter', { chapterType: 'YPO Integrated Chapter', parentId: c.atlantic.communityId }),
    community(TEST_COMMUNITIES.cedarBay, 'Cedar Bay Chapter', 'chapter', { chapterType: 'YPO Chapter', parentId: TEST_COMMUNITIES.meridian }),
    community(c.blueHeron.communityId, c.blueHeron.name, 'forum', { parentId: c.harborCity.communityId }),
    community(c.familyBusiness.communityId, c.familyBusiness.name, 'network', { networkType: 'FAMILY' }),
    community(c.impactInvesting.communityId, c.impactInvesting.name, 'network', { networkType: 'IMPACT' }),
    community(c.sustainability.communityId, c.sustainability.name, 'champion'),
    community(c.mentoring.communityId, c.mentoring.name, 'group'),
    community(c.businesses.communityId, c.businesses.name, 'businesses'),
  ];
  const chapters = communities.filter((x) => x.communityType === 'chapter');
  const regionOf = (chapterId: string) => communities.find((x) => x.communityId === chapterId)?.parentId ?? c.atlantic.communityId;
  const members: NetworkMember[] = [];
  const memberships: Membership[] = [];
  const member = (personId: string, firstName: string, familyName: string, email: string, chapterId: string, recordType: NetworkMember['recordType'], i: number): NetworkMember => ({
    personId, firstName, familyName, preferredName: firstName, email, phone: `+1555010${String(i).padStart(4, '0')}`,
    gender: i % 2 === 0 ? 'Female' : 'Male', companyName: `${familyName} ${['Logistics', 'Marine', 'Analytics', 'Foods'][i % 4]}`,
    title: 'CEO', industry: ['Logistics', 'Manufacturing', 'Technology', 'Food'][i % 4] as string, city: ['Harbor City', 'Northwind', 'Lakeshore', 'Cedar Bay'][i % 4] as string,
    country: 'Atlantica', biography: `${firstName} ${familyName} leads a company.`, profileImageUrl: `https://media.example/people/${personId}.jpg`,
    chapterId, regionId: regionOf(chapterId), joinedDate: `2019-0${(i % 9) + 1}-15`, recordType,
  });
  personas.forEach((p, i) => {
    if (p.kind === 'non-member-speaker') return;
    const chapter = p.permissionsResult.communities.find((x) => x.communityType === 'chapter')?.communityId ?? c.harborCity.communityId;
    const recordType = p.kind === 'prospect' ? 'Prospect' : p.kind === 'former-member' ? 'Former Member' : p.kind === 'spouse-partner' ? 'Spouse/Partner' : 'Member';
    members.push(member(p.personId, p.givenName, p.familyName, p.email, chapter, recordType, i));
    for (const uc of p.permissionsResult.communities) {
      memberships.push({ personId: p.personId, communityId: uc.communityId, roles: uc.roles, isAdmin: p.adminCommunityIds.includes(uc.communityId), isPrimary: uc.communityId === chapter });
    }
  });
  for (let i = 0; i < extraMembers; i++) {
    const personId = rng.guid('test-member', i + 1);
    const chapter = chapters[i % chapters.length] as NetworkCommunity;
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    members.push(member(personId, first, last, `${first}.${last}.${i}@members.example`.toLowerCase(), chapter.communityId, 'Member', i));
    const add = (communityId: string, isPrimary = false) => memberships.push({ personId, communityId, roles: ['Member'], isAdmin: false, isPrimary });
    add(c.home.communityId);
    add(chapter.communityId, true);
    add(regionOf(chapter.communityId));
    add(c.businesses.communityId);
    if (i % 3 === 0) add(c.familyBusiness.communityId);
    if (i % 4 === 1) add(c.impactInvesting.communityId);
    if (i % 5 === 2) add(c.sustainability.communityId);
  }
  // Prospects (record type Prospect, no memberships), two per chapter.
  chapters.forEach((chapter, ci) => {
    for (let k = 0; k < 2; k++) {
      const n = ci * 2 + k;
      members.push(member(rng.guid('test-prospect', n + 1), rng.pick(FIRST), rng.pick(LAST), `prospect.${n}@prospects.example`, chapter.communityId, 'Prospect', n));
    }
  });
  return { communities, members, memberships };
}

/** A store with the fake network, seeded with the given domains in order. */
export function seededStore(domains: readonly SandboxDomain[], seed = 42, extraMembers = 120): Store {
  const store: Store = { network: buildTestNetwork(extraMembers) };
  const rng = testRng(seed);
  for (const d of domains) d.seed(store, rng);
  return store;
}

/** The caller of a persona kind, optionally acting as (impersonating) another person. */
export function callerOf(kind: string, actingPersonId?: string): Caller {
  const persona = findPersonaByKind(kind);
  if (!persona) throw new Error(`no persona ${kind}`);
  return { persona, personId: actingPersonId ?? persona.personId };
}

/** A request to a handler. */
export function requestOf(operationId: string, options: { params?: Record<string, string>; query?: Record<string, string | number | boolean>; body?: unknown } = {}): SandboxRequest {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(options.query ?? {})) query.set(k, String(v));
  return { method: 'GET', operationPath: '', operationId, params: options.params ?? {}, query, body: options.body, headers: {} };
}

/** Calls a domain's handler of an operation. */
export async function call(domain: SandboxDomain, operationId: string, caller: Caller, store: Store, options: Parameters<typeof requestOf>[1] = {}): Promise<SandboxResponse> {
  const handler = domain.handlers[operationId];
  if (!handler) throw new Error(`${domain.name} has no handler for ${operationId}`);
  return handler(requestOf(operationId, options), caller, store);
}

/** The refusal a handler's call ends with (a {@link SandboxError}); fails when the call is answered instead. */
export async function refusalOf(answer: Promise<unknown>): Promise<SandboxError> {
  try {
    await answer;
  } catch (error) {
    if (error instanceof SandboxError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
