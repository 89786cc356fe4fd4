// The one helper module of the sandbox domains: answers and errors, the clock, ids, request
// readers, the base network and who the caller acts as, text search, sorting and paging.
// Plain functions over the store; no state of their own (the network index is a cache).
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { findPersonaBySub } from '../personas.ts';
import type { Persona } from '../personas.ts';
import type { Membership, Network, NetworkCommunity, NetworkMember } from './network-types.ts';
import { SandboxError } from './types.ts';
import type { Caller, SandboxRequest, SandboxResponse, Store } from './types.ts';

/** The all-zero identifier (spec 000 §9): parentPostId of a top-level post, "no chapter", ... */
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/** The moment the seeded world describes ("now" for seeded data): seeding never reads the real clock. */
export const SEED_NOW = Date.parse('2026-11-16T09:00:00Z');

// --- answers and errors ---

/** A 200 JSON answer (or another status). */
export function ok(body: unknown, status = 200): SandboxResponse {
  return { status, body };
}

/** Deep copy of a JSON value, so that what a handler returns never aliases the store. */
export function clone<T>(value: T): T {
  return structuredClone(value);
}

/** 404 with the contract's problem body. */
export function notFound(detail = 'No resource with this id.'): SandboxError {
  return new SandboxError(404, 'Not Found', { detail });
}

/** 403 with the contract's problem body. */
export function forbidden(detail = 'You may not perform this call.'): SandboxError {
  return new SandboxError(403, 'Forbidden', { detail });
}

/** 400 with the contract's problem body. */
export function badRequest(detail: string, errors?: Record<string, string[]>): SandboxError {
  return new SandboxError(400, 'Bad Request', errors ? { detail, errors } : { detail });
}

/** 422 for a request that is well-formed but breaks a rule the schema cannot express (e.g. duplicates). */
export function unprocessable(detail: string, errors?: Record<string, string[]>): SandboxError {
  return new SandboxError(422, 'Unprocessable Entity', errors ? { detail, errors } : { detail });
}

/** An error whose text the spec gives: in the problem's detail and its user-facing message. */
export function specError(status: number, text: string, errors?: Record<string, string[]>): SandboxError {
  return new SandboxError(status, text, { detail: text, extra: { message: text }, ...(errors ? { errors } : {}) });
}

// --- clock and ids ---

interface ClockMeta {
  lastTime?: number;
  seededAt?: number;
}

/**
 * The moment a store's seeded feed is dated back from: the sandbox's start (or reset) time, so seeded
 * posts read minutes, hours, days, months and years old whenever the sandbox runs; SEED_NOW for a store
 * seeded without one (tests of determinism) or a snapshot written before.
 */
export function seededAt(store: Store): number {
  return (store.__sandbox as ClockMeta | undefined)?.seededAt ?? SEED_NOW;
}

const DAY_MS = 86_400_000;

/**
 * How far the seeded world is moved in time: whole days from SEED_NOW's day, the day the seeds are written
 * against, to the (UTC) day the store was seeded (the sandbox's start or reset). 0 for a store seeded at
 * SEED_NOW (tests of determinism), so upcoming events stay upcoming and recent posts recent whenever the
 * sandbox starts, and the seeded world's today is the real today. Whole days keep every seeded time of day.
 */
export function seedShift(store: Store): number {
  const day = (ms: number) => Math.floor(ms / DAY_MS);
  return (day(seededAt(store)) - day(SEED_NOW)) * DAY_MS;
}

/** "Now" of the seeded world: SEED_NOW moved with it (ms). */
export function seedNow(store: Store): number {
  return SEED_NOW + seedShift(store);
}

/** A seeded moment written against SEED_NOW (an ISO date-time or ms), moved with the seeded world (ms). */
export function seededMoment(store: Store, at: string | number): number {
  return (typeof at === 'number' ? at : Date.parse(at)) + seedShift(store);
}

/** A seeded moment as an ISO date-time without milliseconds (`2026-12-03T14:00:00Z`), moved with the seeded world. */
export function seededIso(store: Store, at: string | number): string {
  return new Date(seededMoment(store, at)).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** A seeded day (`YYYY-MM-DD`) written against SEED_NOW, moved with the seeded world. */
export function seededDay(store: Store, day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + seedShift(store)).toISOString().slice(0, 10);
}

const dayParts = (store: Store, day: string) => {
  const d = new Date(Date.parse(`${day}T12:00:00Z`) + seedShift(store));
  return { day: d.getUTCDate(), month: d.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' }), year: d.getUTCFullYear() };
};

/** A seeded day (`YYYY-MM-DD`, written against SEED_NOW) as a reader sees it, '3 December 2026', moved with the seeded world. */
export function seededDayText(store: Store, day: string, { year = true }: { year?: boolean } = {}): string {
  const d = dayParts(store, day);
  return `${d.day} ${d.month}${year ? ` ${d.year}` : ''}`;
}

/** Two seeded days as a reader sees them, '3 and 4 December 2026' (or '30 November and 1 December 2026'), moved with the seeded world. */
export function seededDaysText(store: Store, first: string, last: string, { joiner = ' and ', year = true }: { joiner?: string; year?: boolean } = {}): string {
  const a = dayParts(store, first);
  const b = dayParts(store, last);
  const tail = year ? ` ${b.year}` : '';
  if (a.year !== b.year) return `${seededDayText(store, first)}${joiner}${seededDayText(store, last)}`;
  return a.month === b.month ? `${a.day}${joiner}${b.day} ${b.month}${tail}` : `${a.day} ${a.month}${joiner}${b.day} ${b.month}${tail}`;
}

/**
 * Whole years from the year of SEED_NOW to the year of the seeded world's now, for what the calendar fixes
 * (terms of office from 1 July, fiscal years): a term seeded as 2026-07-01..2027-06-30 is the current one
 * whenever the sandbox runs. Years are counted from 1 July, the start of the seeded terms.
 */
export function seedYearShift(store: Store): number {
  const termYear = (ms: number) => {
    const d = new Date(ms);
    return d.getUTCFullYear() - (d.getUTCMonth() < 6 ? 1 : 0);
  };
  return termYear(seedNow(store)) - termYear(SEED_NOW);
}

/** A day of the calendar (`YYYY-MM-DD`, a term's start or end) moved by whole years with the seeded world. */
export function seededTermDay(store: Store, day: string): string {
  return `${Number(day.slice(0, 4)) + seedYearShift(store)}${day.slice(4)}`;
}

/**
 * The sandbox clock: the real time, but strictly increasing across calls (and across restarts with a
 * snapshot), so that a new post always sorts above older ones, and never before the seeded world. ISO string.
 */
export function now(store: Store): string {
  const meta = ((store.__sandbox as ClockMeta | undefined) ?? (store.__sandbox = {})) as ClockMeta;
  const last = meta.lastTime ?? 0;
  const time = Math.max(Date.now(), last + 1, SEED_NOW + 1);
  meta.lastTime = time;
  return new Date(time).toISOString();
}

/**
 * The instant of a date-time as the contracts' `format: date-time` (RFC 3339) allows it, in ms; NaN
 * when it is none. Date.parse alone refuses a leap second (`23:59:60`), read here as the second before.
 */
export function parseDateTime(text: string): number {
  return Date.parse(text.trim().replace(/^(\d{4}-\d\d-\d\d[Tt ]\d\d:\d\d:)60/, '$159'));
}

/** A fresh id for an entity created at run time (not seeded, so it may be random). */
export function newId(): string {
  return randomUUID();
}

// --- media: what the gateway serves under /__sandbox/media/ (domains/uploads.ts) ---

/** Path prefix of the sandbox's media: uploaded post images and the seeded pictures (`GET /__sandbox/media/<path>`). */
export const MEDIA_PREFIX = '/__sandbox/media/';

/** The fallback picture of a person without a profile image (`fallbackProfileImageUrl` of the member answers): the sandbox's own. */
export function fallbackImageUrl(): string {
  return mediaUrl('seed/people/member.svg');
}

/** The gateway origin media addresses point at: env SANDBOX_MEDIA_ORIGIN, else the gateway's usual address. */
export function mediaOrigin(): string {
  return (process.env.SANDBOX_MEDIA_ORIGIN || 'http://127.0.0.1:4010').replace(/\/+$/, '');
}

/** The address a browser loads a stored file or seeded picture from, e.g. `http://127.0.0.1:4010/__sandbox/media/seed/posts/1.png`. */
export function mediaUrl(storagePath: string): string {
  // A lone surrogate (possible in a JSON string) would make encodeURIComponent throw: it becomes U+FFFD.
  const wellFormed = storagePath.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  return `${mediaOrigin()}${MEDIA_PREFIX}${wellFormed.split('/').map((part) => encodeURIComponent(part)).join('/')}`;
}

// --- the outbox: what the sandbox "sends" (SMS and email), for tests and developers ---

/**
 * One message the sandbox sent. `code` is the code or token it carries, when it carries one. A chapter
 * email (composer) goes to many: `to` lists them (comma-separated), `recipients` one by one, with its
 * sender, subject, HTML body, attachments, and for a scheduled email when and in which time zone.
 */
export interface OutboxMessage {
  id: string;
  channel: 'sms' | 'email';
  to: string;
  text: string;
  code?: string;
  at: string;
  recipients?: string[];
  from?: string;
  subject?: string;
  html?: string;
  attachments?: { name: string; url: string }[];
  emailId?: string;
  communityId?: string;
  status?: 'sent' | 'scheduled';
  scheduledDateTime?: string;
  timeZone?: string;
}

/** Messages kept in the outbox; older ones are dropped. */
export const OUTBOX_LIMIT = 200;

/** A one-time code of `digits` digits, cryptographically random (never predictable). */
export function randomCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** A cryptographically random token, URL-safe (a reset link's code). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

const outboxOf = (store: Store): OutboxMessage[] => ((store.outbox as OutboxMessage[] | undefined) ??= []);

/** Sends a message: puts it in the outbox (`GET /__sandbox/outbox`). */
export function deliver(store: Store, message: Omit<OutboxMessage, 'id' | 'at'>): OutboxMessage {
  const sent: OutboxMessage = { id: randomUUID(), at: now(store), ...message };
  const outbox = outboxOf(store);
  outbox.push(sent);
  if (outbox.length > OUTBOX_LIMIT) outbox.splice(0, outbox.length - OUTBOX_LIMIT);
  return sent;
}

// An address as compared: an email in lower case, a phone number by its digits.
const addressKey = (text: string) => (text.includes('@') ? text.trim().toLowerCase() : text.replace(/\D/g, ''));

/**
 * The outbox, newest first; with `to`, only messages to that address (one of a chapter email's
 * recipients). A phone number matches with or without its country code ('5550100101' finds '15550100101').
 */
export function readOutbox(store: Store, to?: string | null): OutboxMessage[] {
  const wanted = to ? addressKey(to) : '';
  const matches = (address: string) => {
    const key = addressKey(address);
    if (!wanted) return true;
    if (key === wanted) return true;
    return !wanted.includes('@') && key.length >= 7 && wanted.length >= 7 && (key.endsWith(wanted) || wanted.endsWith(key));
  };
  return outboxOf(store).filter((message) => (message.recipients ?? [message.to]).some(matches)).reverse();
}

/** A deterministic id in the readable pattern of docs/contracts.md, e.g. `e0000000-0000-4000-8000-000000000001`. */
export function patternId(prefix: string, n: number): string {
  return `${prefix.padEnd(8, '0').slice(0, 8)}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
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

// --- the store and the request ---

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

/** An integer query parameter (already validated against the contract), or the fallback. */
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

// --- the base network (store.network, seeded by domains/network.ts) ---

/** The network slice of a store (throws when the network domain has not seeded it). */
export function getNetwork(store: Store): Network {
  const network = store.network as Network | undefined;
  if (!network || !Array.isArray(network.members) || !Array.isArray(network.communities)) {
    throw new Error('store.network is missing: the network domain seeds first');
  }
  return network;
}

/**
 * Lookups over `store.network`, rebuilt when the network's lists are replaced or change length (joins, resigns).
 * The maps are not part of the store, so snapshots stay plain JSON.
 */
export interface NetworkIndex {
  network: Network;
  members: Map<string, NetworkMember>;
  communities: Map<string, NetworkCommunity>;
  membershipsByPerson: Map<string, Membership[]>;
  membershipsByCommunity: Map<string, Membership[]>;
}

const indexes = new WeakMap<Network, { key: unknown[]; index: NetworkIndex }>();

/** Index of the network (members, communities, memberships by person and by community); ids in lower case. */
export function indexOf(store: Store): NetworkIndex {
  const network = getNetwork(store);
  const memberships = network.memberships ?? [];
  const key = [network.communities, network.members, memberships, network.communities.length, network.members.length, memberships.length];
  const cached = indexes.get(network);
  if (cached && cached.key.every((k, i) => k === key[i])) return cached.index;
  const members = new Map<string, NetworkMember>();
  for (const m of network.members) members.set(m.personId.toLowerCase(), m);
  const communities = new Map<string, NetworkCommunity>();
  for (const c of network.communities) communities.set(c.communityId.toLowerCase(), c);
  const membershipsByPerson = new Map<string, Membership[]>();
  const membershipsByCommunity = new Map<string, Membership[]>();
  for (const ms of memberships) {
    const p = ms.personId.toLowerCase();
    const c = ms.communityId.toLowerCase();
    let list = membershipsByPerson.get(p);
    if (!list) membershipsByPerson.set(p, (list = []));
    list.push(ms);
    let members = membershipsByCommunity.get(c);
    if (!members) membershipsByCommunity.set(c, (members = []));
    members.push(ms);
  }
  const index = { network, members, communities, membershipsByPerson, membershipsByCommunity };
  indexes.set(network, { key, index });
  return index;
}

/** Communities of a kind. */
export function communitiesOfKind(store: Store, kind: NetworkCommunity['communityType']): NetworkCommunity[] {
  return getNetwork(store).communities.filter((c) => c.communityType === kind);
}

/** The region a chapter belongs to (its parent), if any. */
export function regionOfChapter(store: Store, chapterId: string): NetworkCommunity | undefined {
  const index = indexOf(store);
  const chapter = index.communities.get(chapterId.toLowerCase());
  const parent = chapter?.parentId ? index.communities.get(chapter.parentId.toLowerCase()) : undefined;
  return parent?.communityType === 'region' ? parent : undefined;
}

// --- the caller ---

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

// --- search, sorting, paging ---

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
