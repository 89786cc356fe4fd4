import { eventCardOf, type EventSummary } from '@ypo/headless';
import { EVENTS_MESSAGES } from '@ypo/headless/events';
import * as styles from './events.css';

const REGISTRATION_TEXT = { Register: EVENTS_MESSAGES.register, Registered: EVENTS_MESSAGES.registered, Waitlisted: EVENTS_MESSAGES.waitlisted } as const;

/**
 * An event card (spec 001 §2, §3): name, start and end on the event's own clock with its time
 * zone, city, state and country, the location type, a Virtual tag, and Register, Registered or
 * Waitlisted.
 */
export function EventCard({ event }: { event: EventSummary }) {
  const card = eventCardOf(event);
  const titleId = `event-${event.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        {event.name}
      </h3>
      <p className={styles.cardLine}>
        <time dateTime={event.startDateTime}>{card.start}</time> – <time dateTime={event.endDateTime}>{card.end}</time>
        {card.timeZone ? ` (${card.timeZone})` : null}
      </p>
      {card.place ? <p className={styles.cardLine}>{card.place}</p> : null}
      <p className={styles.cardLine}>{card.locationType}</p>
      <div className={styles.cardFooter}>
        {card.isVirtual ? <span className={styles.tag}>{EVENTS_MESSAGES.virtual}</span> : null}
        <span className={card.registration === 'Register' ? styles.tag : styles.status}>{REGISTRATION_TEXT[card.registration]}</span>
      </div>
    </article>
  );
}
