// Community events (spec 001 §3, §7, §9): a community's events by community and type, topped up to
// the minimum (3, 5 for champions) with events the member has not registered for; saved or declined
// per community; the chapter admin's list, sorted by community name ascending by default.
import type { events } from '@ypo/sdk';

/** An event card (`Event`). */
export type CommunityEventCard = events.components['schemas']['Event'];
/** Community kinds of the events calls. */
export type CommunityEventHostType = events.components['schemas']['CommunityType'];

/** Fewest events a community shows (spec 001 §9). */
export const MIN_COMMUNITY_EVENTS = 3;
/** Fewest events a champion community shows (spec 001 §9). */
export const MIN_CHAMPION_EVENTS = 5;

/** The minimum for a community type: 5 for champions, else 3. */
export const minimumEventsOf = (type: CommunityEventHostType | string) => (type === 'champion' ? MIN_CHAMPION_EVENTS : MIN_COMMUNITY_EVENTS);

/** A shown event and whether it is the community's own or a recommendation that tops the list up. */
export interface ShownCommunityEvent {
  /** The event card. */
  readonly event: CommunityEventCard;
  /** The event is shown as recommended. */
  readonly isRecommended: boolean;
}

/**
 * What a community shows: its events (declined ones left out), then, while fewer than the minimum,
 * events the member has not registered for (not declined, not already shown), soonest first.
 */
export function communityEventsToShow(own: readonly CommunityEventCard[], unregistered: readonly CommunityEventCard[], type: CommunityEventHostType | string): ShownCommunityEvent[] {
  const shown: ShownCommunityEvent[] = own.filter((e) => !e.isDeclined).map((event) => ({ event, isRecommended: false }));
  const ids = new Set(own.map((e) => e.id.toLowerCase()));
  const extra = [...unregistered].filter((e) => !e.isDeclined && !ids.has(e.id.toLowerCase())).sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime));
  for (const event of extra) {
    if (shown.length >= minimumEventsOf(type)) break;
    shown.push({ event, isRecommended: true });
  }
  return shown;
}

/** A member's choice on an event in a community. */
export type CommunityEventChoice = 'saved' | 'rejected';

/** The list after a choice (optimistic): a declined event carries isDeclined, a saved one loses it. */
export function withEventChoice(list: readonly CommunityEventCard[], eventId: string, choice: CommunityEventChoice): CommunityEventCard[] {
  return list.map((e) => (e.id.toLowerCase() === eventId.toLowerCase() ? { ...e, isDeclined: choice === 'rejected' } : e));
}

/** Sorts of the chapter admin's events list (spec 001 §9: Most Recent is StartDateTime ascending; one view defaults to community name ascending). */
export const COMMUNITY_EVENT_SORTS = ['CommunityName', 'StartDateTime', 'EventName'] as const;
/** A sort of the chapter admin's events list. */
export type CommunityEventSort = (typeof COMMUNITY_EVENT_SORTS)[number];
/** The default sort of that view: community name ascending. */
export const DEFAULT_COMMUNITY_EVENT_SORT: CommunityEventSort = 'CommunityName';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Events in a sort; ties by start, then name. `communityNameOf` names the host community. */
export function sortCommunityEvents(list: readonly CommunityEventCard[], sort: CommunityEventSort, communityNameOf: (communityId: string) => string = () => ''): CommunityEventCard[] {
  const byStart = (a: CommunityEventCard, b: CommunityEventCard) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime);
  const byName = (a: CommunityEventCard, b: CommunityEventCard) => collator.compare(a.name, b.name);
  const host = (e: CommunityEventCard) => communityNameOf(e.communityId ?? '');
  const compare =
    sort === 'CommunityName'
      ? (a: CommunityEventCard, b: CommunityEventCard) => collator.compare(host(a), host(b)) || byStart(a, b) || byName(a, b)
      : sort === 'EventName'
        ? (a: CommunityEventCard, b: CommunityEventCard) => byName(a, b) || byStart(a, b)
        : (a: CommunityEventCard, b: CommunityEventCard) => byStart(a, b) || byName(a, b);
  return [...list].sort(compare);
}
