// Event directory filter rules (spec 001 §3, §4, §9): which filters a choice adds, replaces or
// removes. Filters are the contract's filter items; requests send filterKey, filterValue and label.
import type { events } from '@ypo/sdk';

/** A filter item of the event search (openapi/events.yaml `FilterItem`). */
export type EventFilter = events.components['schemas']['FilterItem'];

/** The filter keys the event directory sends (spec 001 §9 Event Directory filters). */
export const EVENT_FILTER_KEYS = {
  host: 'Host',
  location: 'Location',
  date: 'Date',
  startDateEarliest: 'StartDateEarliest',
  startDateLatest: 'StartDateLatest',
  eventTopic: 'Event Topic',
  learningGoal: 'Learning Goal',
  whoCanAttend: 'Who Can Attend',
  vouchers: 'Vouchers',
  myEvents: 'MyEvents',
} as const;

/** spec 001 §9 host values that exclude every other host filter (spec 001 §4). */
export const EXCLUSIVE_HOSTS = ['My Chapters', 'My Networks'] as const;

/** The location defaults (spec 001 §9): choosing one removes that level of the location filter. */
export const LOCATION_DEFAULTS = { country: 'Any Country', state: 'Any State/Province/Region', city: 'Any City' } as const;

/** The 'All Active Events' date choice (spec 001 §9). */
export const ALL_ACTIVE_EVENTS = 'All Active Events';

/** The filter of the 'My Chapter Events Only' toggle: the My Chapters host filter. */
export const MY_CHAPTERS_FILTER: EventFilter = { label: 'My Chapters', filterKey: EVENT_FILTER_KEYS.host, filterValue: 'My Chapters' };

/** The filter of the 'My Events' toggle: the member's registered and waitlisted events. */
export const MY_EVENTS_FILTER: EventFilter = { label: 'My Events', filterKey: EVENT_FILTER_KEYS.myEvents, filterValue: 'true' };

const norm = (text: string | undefined) => (text ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
const DATE_KEYS = new Set([EVENT_FILTER_KEYS.date, EVENT_FILTER_KEYS.startDateEarliest, EVENT_FILTER_KEYS.startDateLatest].map(norm));
const PARENT_KEYS = new Set([EVENT_FILTER_KEYS.eventTopic, EVENT_FILTER_KEYS.learningGoal].map(norm));
const isKey = (f: EventFilter, key: string) => norm(f.filterKey) === norm(key);
const isExclusiveHost = (f: EventFilter) =>
  (isKey(f, EVENT_FILTER_KEYS.host) && EXCLUSIVE_HOSTS.some((h) => norm(h) === norm(f.filterValue))) ||
  EXCLUSIVE_HOSTS.some((h) => isKey(f, h));
const isHost = (f: EventFilter) => isKey(f, EVENT_FILTER_KEYS.host) || isExclusiveHost(f);

/** Two filters select the same thing (keys compared ignoring case, spaces and punctuation; values ignoring case). */
export function isSameFilter(a: EventFilter, b: EventFilter): boolean {
  return norm(a.filterKey) === norm(b.filterKey) && a.filterValue.toLowerCase() === b.filterValue.toLowerCase();
}

/** Whether `item` is among the chosen filters. */
export function isFilterChosen(filters: readonly EventFilter[], item: EventFilter): boolean {
  return filters.some((f) => isSameFilter(f, item));
}

/** The level a location value names: spec 001 §4 'A location filter value containing '>' marks state or city'. */
export function locationLevelOf(value: string): 'country' | 'state' | 'city' {
  const parts = value.split('>').length;
  return parts >= 3 ? 'city' : parts === 2 ? 'state' : 'country';
}

/** The chosen country, state and city, from the one location filter. */
export interface EventLocation {
  /** The country filter; `null` for any. */
  readonly country: string | null;
  /** The state filter; `null` for any. */
  readonly state: string | null;
  /** The city filter; `null` for any. */
  readonly city: string | null;
}

/** The chosen location (nulls where a level is not chosen). */
export function locationOf(filters: readonly EventFilter[]): EventLocation {
  const value = filters.find((f) => isKey(f, EVENT_FILTER_KEYS.location))?.filterValue;
  const [country, state, city] = value ? value.split('>').map((p) => p.trim()) : [];
  return { country: country || null, state: state || null, city: city || null };
}

function withLocation(filters: readonly EventFilter[], parts: readonly string[]): EventFilter[] {
  const rest = filters.filter((f) => !isKey(f, EVENT_FILTER_KEYS.location));
  if (parts.length === 0) return rest;
  return [...rest, { label: parts.at(-1) as string, filterKey: EVENT_FILTER_KEYS.location, filterValue: parts.join('>') }];
}

/**
 * Chooses a country, state or city (spec 001 §4): a country clears state and city; a state keeps
 * the country and clears the city; a default ('Any Country', 'Any State/Province/Region', 'Any
 * City', or `null`) removes that level and those below it. A state or city needs the level above.
 */
export function selectLocation(filters: readonly EventFilter[], level: keyof EventLocation, value: string | null): EventFilter[] {
  const current = locationOf(filters);
  const isDefault = value === null || value === '' || value === LOCATION_DEFAULTS[level];
  const chosen = isDefault ? null : value;
  if (level === 'country') return withLocation(filters, chosen ? [chosen] : []);
  if (current.country === null) return [...filters];
  if (level === 'state') return withLocation(filters, chosen ? [current.country, chosen] : [current.country]);
  if (current.state === null) return [...filters];
  return withLocation(filters, chosen ? [current.country, current.state, chosen] : [current.country, current.state]);
}

/** The chosen dates: 'All Active Events', a range (either end may be open), or none. */
export type EventDates =
  | { readonly kind: 'none' }
  | { readonly kind: 'allActive' }
  | { readonly kind: 'range'; readonly from: string | null; readonly to: string | null };

/** The dates chosen in `filters`. */
export function datesOf(filters: readonly EventFilter[]): EventDates {
  if (filters.some((f) => isKey(f, EVENT_FILTER_KEYS.date) && norm(f.filterValue) === norm(ALL_ACTIVE_EVENTS))) return { kind: 'allActive' };
  const from = filters.find((f) => isKey(f, EVENT_FILTER_KEYS.startDateEarliest))?.filterValue ?? null;
  const to = filters.find((f) => isKey(f, EVENT_FILTER_KEYS.startDateLatest))?.filterValue ?? null;
  return from === null && to === null ? { kind: 'none' } : { kind: 'range', from, to };
}

/** spec 001 §4 'date filters are replaced as a pair': every date filter goes, then the new choice comes in. */
export function selectDates(filters: readonly EventFilter[], dates: EventDates): EventFilter[] {
  const rest = filters.filter((f) => !DATE_KEYS.has(norm(f.filterKey)));
  if (dates.kind === 'none') return rest;
  if (dates.kind === 'allActive') return [...rest, { label: ALL_ACTIVE_EVENTS, filterKey: EVENT_FILTER_KEYS.date, filterValue: ALL_ACTIVE_EVENTS }];
  const pair: EventFilter[] = [];
  if (dates.from) pair.push({ label: 'Start Date Earliest', filterKey: EVENT_FILTER_KEYS.startDateEarliest, filterValue: dates.from });
  if (dates.to) pair.push({ label: 'Start Date Latest', filterKey: EVENT_FILTER_KEYS.startDateLatest, filterValue: dates.to });
  return [...rest, ...pair];
}

/** Every value under `item` (its sub-filters, at any depth). */
function descendantsOf(item: EventFilter): EventFilter[] {
  return (item.subFilters ?? []).flatMap((s) => [s, ...descendantsOf(s)]);
}

/** The filter as a request sends it: label, key and value only. */
export function requestFilterOf(item: EventFilter): EventFilter {
  return item.label === undefined ? { filterKey: item.filterKey, filterValue: item.filterValue } : { label: item.label, filterKey: item.filterKey, filterValue: item.filterValue };
}

/**
 * Turns a facet category (or a type-ahead suggestion) on or off, with the rules of spec 001 §4:
 * My Chapters and My Networks exclude every other host filter (and choosing another host removes
 * them); a topic or learning-goal parent removes its children; a location value replaces the
 * location (its '>' marks a state or city); 'All Active Events' replaces the date pair.
 */
export function toggleEventFilter(filters: readonly EventFilter[], item: EventFilter, on: boolean): EventFilter[] {
  if (!on) return filters.filter((f) => !isSameFilter(f, item));
  if (isKey(item, EVENT_FILTER_KEYS.location)) return withLocation(filters, item.filterValue.split('>').map((p) => p.trim()));
  if (isKey(item, EVENT_FILTER_KEYS.date) && norm(item.filterValue) === norm(ALL_ACTIVE_EVENTS)) return selectDates(filters, { kind: 'allActive' });
  if (isFilterChosen(filters, item)) return [...filters];
  let rest = [...filters];
  if (isHost(item)) rest = rest.filter((f) => !isHost(f) || (!isExclusiveHost(item) && !isExclusiveHost(f)));
  if (PARENT_KEYS.has(norm(item.filterKey))) {
    const children = descendantsOf(item);
    rest = rest.filter((f) => !children.some((c) => isSameFilter({ ...c, filterKey: c.filterKey || item.filterKey }, f)));
  }
  return [...rest, requestFilterOf(item)];
}
