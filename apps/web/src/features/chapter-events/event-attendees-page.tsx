import { CHAPTER_EVENTS_MESSAGES as TEXT, attendeeName, useEventAttendees } from '@ypo/headless';
import { useEffect, useId, useRef } from 'react';
import { Button } from 'react-aria-components';
import { useParams } from 'react-router';
import * as buttons from '../../components/button.css';
import { AlertText } from '../../components/notice';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { saveFile } from '../../lib/save-file';
import * as styles from './chapter-events.css';

/**
 * /eventAttendees/{eventId?} (spec 001 §2, §3; 002 §9): the attendees 'last, first', 5 more each
 * time the end of the list scrolls into view (or 'Show more attendees' is pressed), and the
 * spreadsheet download.
 */
export function EventAttendeesPage() {
  const { eventId = '' } = useParams();
  const { attendees, total, hasMore, loadMore, error, isLoading, download, isDownloading } = useEventAttendees(eventId);
  const titleId = useId();
  const listId = useId();
  const end = useRef<HTMLLIElement>(null);

  // Infinite scroll: the list's end coming into view shows the next 5.
  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadMore, attendees.length]);

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.row}>
        <h1 id={titleId} className={styles.title}>
          {TEXT.attendeesTitle}
        </h1>
        {eventId !== '' && total > 0 ? (
          <Button
            className={buttons.secondaryButton}
            isDisabled={isDownloading}
            onPress={async () => {
              const result = await download();
              if (result.ok) saveFile(result.data.blob, result.data.fileName);
            }}
          >
            {TEXT.downloadAttendees}
          </Button>
        ) : null}
      </div>
      {eventId === '' ? <p className={styles.muted}>{TEXT.noEvent}</p> : null}
      <AlertText message={error?.message} />
      {isLoading ? (
        <Skeleton label={TEXT.loadingAttendees}>
          <SkeletonLine width="wide" />
          <SkeletonLine width="wide" />
          <SkeletonLine width="half" />
        </Skeleton>
      ) : null}
      {eventId !== '' && !isLoading && !error && total === 0 ? <p className={styles.muted}>{TEXT.noAttendees}</p> : null}
      {attendees.length > 0 ? (
        <>
          <p className={styles.muted} id={listId}>{`${attendees.length} of ${total}`}</p>
          <ul className={styles.plainList} aria-label={TEXT.attendeesList} aria-describedby={listId}>
            {attendees.map((attendee, index) => (
              <li key={attendee.id ?? `${attendee.lastName}-${attendee.firstName}-${index}`} ref={index === attendees.length - 1 ? end : undefined} className={styles.card}>
                {attendeeName(attendee)}
              </li>
            ))}
          </ul>
          {hasMore ? (
            <Button className={buttons.secondaryButton} onPress={loadMore}>
              {TEXT.showMoreAttendees}
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
