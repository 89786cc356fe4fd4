import { paths, type AnnouncementPanel } from '@ypo/headless';
import { useId } from 'react';
import * as base from './communities.css';
import * as styles from './community.css';
import { LinkList } from './link-list';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** The dates of a panel event: one day, or from and to ('' when the panel gives none). */
function eventDates(start: string | undefined, end: string | undefined): string {
  const format = (value: string | undefined) => (value && Number.isFinite(Date.parse(value)) ? dateFormat.format(new Date(value)) : '');
  const from = format(start);
  const to = format(end);
  return from === to || to === '' ? from : `${from} – ${to}`;
}

/** An announcement panel (spec 001 §3): its title and text, the events and the people it names. */
export function AnnouncementPanelView({ panel, label }: { panel: AnnouncementPanel; label: string }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {panel.title || label}
      </h2>
      {panel.body ? <p className={styles.muted}>{panel.body}</p> : null}
      {panel.eventList.length > 0 ? (
        <ul className={styles.plainList} aria-label={`Events: ${panel.title || label}`}>
          {panel.eventList.map((event) => (
            <li key={event.eventId}>
              <span className={base.name}>{event.title}</span>
              <span className={base.kind}>
                {[eventDates(event.startDateTime, event.endDateTime), event.locationType, event.city].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <LinkList
        label={`People: ${panel.title || label}`}
        entries={panel.profileList.map((person) => {
          const name = `${person.firstName} ${person.lastName}`;
          return { key: person.personId, text: name, href: paths.memberProfile({ memberId: person.personId, name }) };
        })}
      />
    </section>
  );
}
