// Helpers shared by the waiver, speaker, events and directory domains: reading the base network,
// who the caller acts as, text search, sorting and paging. Plain functions over the store.
import { findPersonaBySub } from '../../personas.ts';
import type { Persona } from '../../personas.ts';
import type { Membership, Network, NetworkCommunity, NetworkMember } from '../network-types.ts';
import { SandboxError } from '../types.ts';
import type { Caller, SandboxRequest, Store } from '../types.ts';
import { SEED_NOW } from '../helpers.ts';
import { getNetwork as readNetwork } from './network.ts';

// One place for the empty id, the seed clock, the answer and error builders, and reading the network.
export { EMPTY_GUID as EMPTY_ID, SEED_NOW, forbidden, notFound, ok, unprocessable } from '../helpers.ts';
export { readNetwork };


/** Lookups over `store.network`, rebuilt when the network's lists are replaced or change length (joins, resigns). */
export interface NetworkIndex {
  network: Network;
  members: Map<string, NetworkMember>;
  communities: Map<string, NetworkCommunity>;
  membershipsByPerson: Map<string, Membership[]>;
  membersByCommunity: Map<string, string[]>;
}

const indexes = new WeakMap<Network, { key: unknown[]; index: NetworkIndex }>();


/** Index of the network (members, communities, memberships by person and by community); ids in lower case. */
export function indexOf(store: Store): NetworkIndex {
  const network = readNetwork(store);
  const memberships = network.memberships ?? [];
  const key = [network.communities, network.members, memberships, network.communities.length, network.members.length, memberships.length];
  const cached = indexes.get(network);
  if (cached && cached.key.every((k, i) => k === key[i])) return cached.index;
  const members = new Map<string, NetworkMember>();
  for (const m of network.members) members.set(m.personId.toLowerCase(), m);
  const communities = new Map<string, NetworkCommunity>();
  for (const c of network.communities) communities.set(c.communityId.toLowerCase(), c);
  const membershipsByPerson = new Map<string, Membership[]>();
  const membersByCommunity = new Map<string, string[]>();
  for (const ms of memberships) {
    const p = ms.personId.toLowerCase();
    const c = ms.communityId.toLowerCase();
    let list = membershipsByPerson.get(p);
    if (!list) membershipsByPerson.set(p, (list = []));
    list.push(ms);
    let people = membersByCommunity.get(c);
    if (!people) membersByCommunity.set(c, (people = []));
    people.push(ms.personId);
  }
  const index = { network, members, communities, membershipsByPerson, membersByCommunity };
  indexes.set(network, { key, index });
  return index;
}

/** Case-insensitive id equality (ids travel in paths, bodies and headers). */
export function sameId(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase();
}

/**
 * The persona whose rights apply: the signed-in persona, or while impersonating, the persona of
 * the impersonated member (undefined when that member is no persona: a plain member).
 */
export function actingPersona(caller: Caller): Persona | undefined {
  if (sameId(caller.personId, caller.persona.personId)) return caller.persona;
  return findPersonaBySub(caller.personId);
}

/** Union of the persona's user roles and community roles (spec 000 §6). */
export function rolesOf(persona: Persona | undefined): Set<string> {
  const roles = new Set<string>(persona?.permissionsResult.permissions.userRoles ?? []);
  for (const c of persona?.permissionsResult.communities ?? []) for (const r of c.roles) roles.add(r);
  return roles;
}

/** Staff (role Team Member): the sandbox's speaker administrators and business asset reviewers. */
export function isStaff(persona: Persona | undefined): boolean {
  return rolesOf(persona).has('Team Member');
}

/** Communities the acting person belongs to: network memberships plus the persona's communities. */
export function callerCommunityIds(store: Store, caller: Caller): Set<string> {
  const ids = new Set<string>();
  const index = indexOf(store);
  for (const ms of index.membershipsByPerson.get(caller.personId.toLowerCase()) ?? []) ids.add(ms.communityId.toLowerCase());
  const persona = actingPersona(caller);
  for (const c of persona?.permissionsResult.communities ?? []) ids.add(c.communityId.toLowerCase());
  const member = index.members.get(caller.personId.toLowerCase());
  if (member?.chapterId) ids.add(member.chapterId.toLowerCase());
  return ids;
}

/** Name, email and picture of a person: the network member, else the persona. */
export function personCard(store: Store, personId: string): { personId: string; firstName: string; lastName: string; email: string; profileImageUrl: string | null } | undefined {
  const member = indexOf(store).members.get(personId.toLowerCase());
  if (member) return { personId: member.personId, firstName: member.firstName, lastName: member.familyName, email: member.email, profileImageUrl: member.profileImageUrl || null };
  const persona = findPersonaBySub(personId);
  if (persona) return { personId: persona.personId, firstName: persona.givenName, lastName: persona.familyName, email: persona.email, profileImageUrl: null };
  return undefined;
}

/** This domain's slice of the store; throws when the domain was not seeded. */
export function sliceOf<T>(store: Store, key: string): T {
  const slice = store[key] as T | undefined;
  if (!slice) throw new Error(`store.${key} is missing: seed the ${key} domain first`);
  return slice;
}

/** The JSON body as a record (empty when absent). */
export function bodyOf<T>(request: SandboxRequest): Partial<T> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Partial<T>) : {};
}

/** An integer query parameter, or the fallback. */
export function queryInt(request: SandboxRequest, name: string, fallback: number): number {
  const raw = request.query.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new SandboxError(400, `Query parameter ${name} must be a whole number`);
  return n;
}

/** A path parameter that must be present. */
export function param(request: SandboxRequest, name: string): string {
  const value = request.params[name];
  if (!value) throw new SandboxError(400, `Path parameter ${name} is missing`);
  return value;
}

/** Lower-case letters and digits only: compares filter keys spelled 'Event Topic', 'eventTopic' or 'EventTopic'. */
export function keyOf(text: string | null | undefined): string {
  return (text ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Search text as the app sends it: used only when longer than 1 character (spec 001 §5, 002 §5). */
export function searchTokens(search: string | null | undefined): string[] {
  const text = (search ?? '').trim().toLowerCase();
  if (text.length <= 1) return [];
  return text.split(/\s+/).filter(Boolean);
}

/** Every token occurs in one of the fields (case-insensitive). */
export function matchesTokens(tokens: readonly string[], fields: readonly (string | null | undefined)[]): boolean {
  if (tokens.length === 0) return true;
  const haystack = fields.filter(Boolean).join(' ').toLowerCase();
  return tokens.every((t) => haystack.includes(t));
}

/** Stable text order (case-insensitive, then exact). */
export function compareText(a: string | null | undefined, b: string | null | undefined): number {
  const x = a ?? '';
  const y = b ?? '';
  return x.localeCompare(y, 'en', { sensitivity: 'base' }) || (x < y ? -1 : x > y ? 1 : 0);
}

/** One page by offset. */
export function pageOf<T>(items: readonly T[], skip: number, take: number): T[] {
  return items.slice(Math.max(0, skip), Math.max(0, skip) + Math.max(0, take));
}


let lastTime = 0;

/** Now as an ISO date-time: the real clock, strictly increasing across calls and never before the seeded world. */
export function nowIso(): string {
  lastTime = Math.max(Date.now(), lastTime + 1, SEED_NOW + 1);
  return new Date(lastTime).toISOString();
}


/** An error whose text the spec gives: in the problem's detail and its user-facing message. */
export function specError(status: number, text: string, errors?: Record<string, string[]>): SandboxError {
  return new SandboxError(status, text, { detail: text, extra: { message: text }, ...(errors ? { errors } : {}) });
}




/** Up to `count` distinct elements, picked with the random source. */
export function pickSome<T>(rng: { int(min: number, max: number): number }, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) {
    const i = rng.int(0, pool.length - 1);
    out.push(pool[i] as T);
    pool.splice(i, 1);
  }
  return out;
}

/** A deterministic id in the readable pattern of docs/contracts.md, e.g. `e0000000-0000-4000-8000-000000000001`. */
export function patternId(prefix: string, n: number): string {
  return `${prefix.padEnd(8, '0').slice(0, 8)}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/** Communities of a kind. */
export function communitiesOfKind(store: Store, kind: NetworkCommunity['communityType']): NetworkCommunity[] {
  return readNetwork(store).communities.filter((c) => c.communityType === kind);
}

/** The region a chapter belongs to (its parent), if any. */
export function regionOfChapter(store: Store, chapterId: string): NetworkCommunity | undefined {
  const index = indexOf(store);
  const chapter = index.communities.get(chapterId.toLowerCase());
  const parent = chapter?.parentId ? index.communities.get(chapter.parentId.toLowerCase()) : undefined;
  return parent?.communityType === 'region' ? parent : undefined;
}
