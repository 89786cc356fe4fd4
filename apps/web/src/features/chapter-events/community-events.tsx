import {
  CHAPTER_EVENTS_MESSAGES as TEXT, COMMUNITY_EVENT_SORTS, paths, useChapterAdminEvents, useCommunityEvents, useNextBoardMeeting, usePermissions, type CommunityEventCard,
  type CommunityEventHostType, type CommunityEventSort,
} from '@ypo/headless';
import { useCallback, useId, useMemo } from 'react';
import { Button, Link } from 'react-aria-components';
import * as buttons from '../../components/button.css';
import { AlertText } from '../../components/notice';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './chapter-events.css';
import { FieldSelect } from './field-select';

/** The community a section is shown for. */
export interface EventsCommunity {
  readonly communityId: string;
  readonly name: string;
  readonly communityType: CommunityEventHostType;
}

const SORT_LABELS: Record<CommunityEventSort, string> = { CommunityName: TEXT.sortCommunityName, StartDateTime: TEXT.sortMostRecent, EventName: TEXT.sortEventName };

/** 'Thu 3 Dec 2026, 9:00 AM Eastern Standard Time · Harbor City' from the card's date parts (spec 001 §3). */
function whenAndWhere(event: CommunityEventCard): string {
  const start = event.startEventDate;
  const when = start ? `${start.day.slice(0, 3)} ${Number(start.date)} ${start.month} ${start.year}, ${start.time}` : event.startDateTime;
  const place = event.locationType === 'Virtual' ? TEXT.virtual : [event.city, event.state, event.country].filter(Boolean).join(', ');
  return [`${when}${event.eventTimeZone ? ` ${event.eventTimeZone}` : ''}`, place].filter(Boolean).join(' · ');
}

function Loading({ label }: { label: string }) {
  return (
    <Skeleton label={label}>
      <SkeletonLine width="wide" />
      <SkeletonLine width="half" />
    </Skeleton>
  );
}

/**
 * The events of a community page in Admin View (spec 001 §2, §3, §7, §9): create a chapter event,
 * the next board meeting, the chapter admin's events list (sorted by community name ascending by
 * default; each opens its attendees), and the community's events topped up to the minimum, each
 * kept or declined for the community.
 */
export function CommunityEventsSection({ community }: { community: EventsCommunity }) {
  const titleId = useId();
  const isChapter = community.communityType === 'chapter';
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.row}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {TEXT.chapterAdminEvents}
        </h2>
        {isChapter ? (
          <span className={styles.toolbar}>
            <Link className={buttons.secondaryButton} href={paths.ChapterEvent(community.communityId)}>
              {TEXT.createChapterEvent}
            </Link>
            {/* The ChampsEvent route (spec 000 §2, 002 §2): the champion event form on the champsevent calls. */}
            <Link className={buttons.secondaryButton} href={paths.ChampsEvent(community.communityId)}>
              {TEXT.createChampsEvent}
            </Link>
          </span>
        ) : null}
      </div>
      {isChapter ? <NextBoardMeeting chapterId={community.communityId} /> : null}
      {isChapter ? <ChapterAdminEvents community={community} /> : null}
      <CommunityEvents community={community} />
    </section>
  );
}

function NextBoardMeeting({ chapterId }: { chapterId: string }) {
  const { meeting, error, isLoading } = useNextBoardMeeting(chapterId);
  if (isLoading) return <Loading label={`Loading the ${TEXT.nextBoardMeeting.toLowerCase()}`} />;
  return (
    <div className={styles.card}>
      <h3 className={styles.sectionTitle}>{TEXT.nextBoardMeeting}</h3>
      <AlertText message={error?.message} />
      {meeting ? (
        <p className={styles.muted}>
          <Link className={styles.link} href={paths.EventAttendees(meeting.id)}>
            {meeting.name}
          </Link>{' '}
          {whenAndWhere(meeting)}
        </p>
      ) : error ? null : (
        <p className={styles.muted}>{TEXT.noBoardMeeting}</p>
      )}
    </div>
  );
}

function ChapterAdminEvents({ community }: { community: EventsCommunity }) {
  const { communities } = usePermissions();
  const nameOf = useCallback(
    (id: string) => (id.toLowerCase() === community.communityId.toLowerCase() ? community.name : (communities.find((c) => c.communityId.toLowerCase() === id.toLowerCase())?.name ?? '')),
    [communities, community.communityId, community.name],
  );
  const { events, sort, setSort, error, isLoading } = useChapterAdminEvents(community.communityId, nameOf);
  const sorts = useMemo(() => COMMUNITY_EVENT_SORTS.map((id) => ({ id, name: SORT_LABELS[id] })), []);
  const listLabel = `${community.name} ${TEXT.chapterAdminEvents.toLowerCase()}`;
  return (
    <div className={styles.section}>
      <FieldSelect label={TEXT.sortBy} options={sorts} value={sort} onChange={(value) => setSort(value as CommunityEventSort)} />
      <AlertText message={error?.message} />
      {isLoading ? <Loading label={`Loading ${listLabel}`} /> : null}
      {!isLoading && !error && events.length === 0 ? <p className={styles.muted}>{TEXT.noCommunityEvents}</p> : null}
      {events.length > 0 ? (
        <ul className={styles.plainList} aria-label={listLabel}>
          {events.map((event) => (
            <li key={event.id} className={styles.card}>
              <Link className={styles.link} href={paths.EventAttendees(event.id)} aria-label={`${event.name}, ${TEXT.viewAttendees.toLowerCase()}`}>
                {event.name}
              </Link>
              <p className={styles.muted}>
                {nameOf(event.communityId ?? '')} · {whenAndWhere(event)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function CommunityEvents({ community }: { community: EventsCommunity }) {
  const { events, error, isLoading, save, reject, isChoosing, choiceError } = useCommunityEvents(community);
  const titleId = useId();
  return (
    <div className={styles.section}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {TEXT.communityEvents}
      </h3>
      <AlertText message={error?.message ?? choiceError?.message} />
      {isLoading ? <Loading label={`Loading the ${TEXT.communityEvents.toLowerCase()}`} /> : null}
      {!isLoading && !error && events.length === 0 ? <p className={styles.muted}>{TEXT.noCommunityEvents}</p> : null}
      {events.length > 0 ? (
        <ul className={styles.plainList} aria-labelledby={titleId}>
          {events.map(({ event, isRecommended }) => (
            <li key={event.id} className={styles.card}>
              <div className={styles.row}>
                <span className={styles.link}>{event.name}</span>
                {isRecommended ? <span className={styles.tag}>{TEXT.recommended}</span> : null}
              </div>
              <p className={styles.muted}>{whenAndWhere(event)}</p>
              <div className={styles.toolbar}>
                <Button className={buttons.secondaryButton} isDisabled={isChoosing} aria-label={`${TEXT.saveForCommunity} ${event.name}`} onPress={() => void save(event.id)}>
                  {TEXT.saveForCommunity}
                </Button>
                <Button className={buttons.secondaryButton} isDisabled={isChoosing} aria-label={`${TEXT.declineForCommunity} ${event.name}`} onPress={() => void reject(event.id)}>
                  {TEXT.declineForCommunity}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
