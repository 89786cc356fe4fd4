// The event card (spec 001 §2, §3): dates with time zone, city, state, country, location type,
// the registration state (Register, Registered or Waitlisted) and the Virtual tag.
import type { events } from '@ypo/sdk';

type EventDateParts = events.components['schemas']['EventDateParts'];
type CardSource = Pick<
  events.components['schemas']['Event'],
  'startDateTime' | 'endDateTime' | 'startEventDate' | 'endEventDate' | 'eventTimeZone' | 'city' | 'state' | 'country' | 'locationType' | 'registrationStatus'
>;

/** What the card's action shows: Register, or the member's Registered / Waitlisted state. */
export type EventRegistration = 'Register' | 'Registered' | 'Waitlisted';

/** The texts of an event card. */
export interface EventCardView {
  /** 'Thursday, Dec 03, 2026 9:00 AM' (the event's own clock). */
  readonly start: string;
  /** The end: its time only when on the start's day, else the full date. */
  readonly end: string;
  /** The event's time zone name, when known. */
  readonly timeZone: string | null;
  /** 'City, State, Country', the parts the event has. */
  readonly place: string;
  /** 'In Person' or 'Virtual'. */
  readonly locationType: 'In Person' | 'Virtual';
  /** The event is virtual. */
  readonly isVirtual: boolean;
  /** The member's registration state shown on the card. */
  readonly registration: EventRegistration;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The date parts of a written local date-time ('2026-12-03T09:00:00-05:00'), on the event's own clock. */
function partsOfIso(text: string): EventDateParts | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m as unknown as [string, string, string, string, string, string];
  const hour = Number(h);
  const weekday = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d))).getUTCDay();
  return { date: d, month: MONTHS[Number(mo) - 1] ?? mo, year: y, day: DAYS[weekday] ?? '', time: `${hour % 12 || 12}:${mi} ${hour < 12 ? 'AM' : 'PM'}` };
}

const dateText = (p: EventDateParts) => `${p.day}, ${p.month} ${p.date}, ${p.year}`;

/** The card of an event (spec 001 §3 event card fields). */
export function eventCardOf(event: CardSource): EventCardView {
  const start = event.startEventDate ?? partsOfIso(event.startDateTime);
  const end = event.endEventDate ?? partsOfIso(event.endDateTime);
  const sameDay = start && end && start.date === end.date && start.month === end.month && start.year === end.year;
  const startText = start ? `${dateText(start)} ${start.time}` : event.startDateTime;
  const endText = end ? (sameDay ? end.time : `${dateText(end)} ${end.time}`) : event.endDateTime;
  const isVirtual = event.locationType === 'Virtual';
  return {
    start: startText,
    end: endText,
    timeZone: event.eventTimeZone ?? null,
    place: [event.city, event.state, event.country].filter((p): p is string => !!p).join(', '),
    locationType: event.locationType,
    isVirtual,
    registration: event.registrationStatus ?? 'Register',
  };
}
