// Event attendees (spec 001 §3, 002 §3: sorted 'last, first'; 002 §9: infinite scroll limit 5).
import type { events } from '@ypo/sdk';

/** An attendee of an event. */
export type EventAttendee = events.components['schemas']['EventAttendee'];

/** Attendees shown per scroll step (spec 002 §9: infinite scroll limit 5). */
export const ATTENDEES_PAGE_SIZE = 5;

/** An attendee's name as listed: 'last, first'. */
export function attendeeName(attendee: Pick<EventAttendee, 'firstName' | 'lastName'>): string {
  const last = attendee.lastName.trim();
  const first = attendee.firstName.trim();
  return last === '' ? first : first === '' ? last : `${last}, ${first}`;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Attendees sorted 'last, first' (family name, then given name, case and accents ignored); a new list. */
export function sortAttendees<T extends Pick<EventAttendee, 'firstName' | 'lastName'>>(attendees: readonly T[]): T[] {
  return [...attendees].sort((a, b) => collator.compare(a.lastName.trim(), b.lastName.trim()) || collator.compare(a.firstName.trim(), b.firstName.trim()));
}

/** The first `pages` scroll steps of a sorted list, and whether more remain. */
export function attendeesPage<T>(sorted: readonly T[], pages: number, pageSize = ATTENDEES_PAGE_SIZE): { readonly shown: readonly T[]; readonly hasMore: boolean } {
  const count = Math.max(1, Math.floor(pages)) * pageSize;
  return { shown: sorted.slice(0, count), hasMore: sorted.length > count };
}
