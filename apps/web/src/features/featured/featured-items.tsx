import {
  FEATURED_CAROUSEL_MAX,
  useFeaturedEvents,
  useFeaturedItems,
  type CommunityEvent,
  type CommunityType,
  type FeaturedPost,
} from '@ypo/headless';
import { useId } from 'react';
import { AlertText } from '../../components/form';
import { FeaturedCarousel, slideOf } from './carousel';
import { FeaturedEditor, type EditorRow } from './featured-editor';
import { draftOf, type FeaturedDraft } from './featured-form';
import * as styles from './featured.css';

/** The community of {@link FeaturedItems} (the shape every community-page part takes). */
export interface FeaturedItemsCommunity {
  readonly communityId: string;
  readonly name: string;
  readonly communityType: CommunityType;
  readonly isModerated?: boolean | undefined;
}

/** The featured item a draft saves: the saved item's other fields kept, the event's entry from the community's events. */
function itemOfDraft(draft: FeaturedDraft, saved: FeaturedPost | undefined, events: readonly CommunityEvent[]): Omit<FeaturedPost, 'communityId'> {
  const event = events.find((each) => each.id === draft.eventId);
  const eventList =
    draft.eventId === undefined
      ? []
      : event
        ? [{ id: event.id, title: event.name, startDateTime: event.startDateTime, endDateTime: event.endDateTime, isDeclined: event.isDeclined ?? false }]
        : (saved?.eventList ?? []).filter((each) => each.id === draft.eventId);
  // The saved item's other fields (id, order) go back as they were; the hook sets the community.
  return {
    ...saved,
    title: draft.title.trim(),
    subtitle: draft.subtitle.trim(),
    description: draft.description.trim(),
    url: draft.url,
    featuredPostImage: { url: draft.image.trim() },
    isImageOverLay: draft.isImageOverLay,
    eventList,
  };
}

/** Where and when an event takes place, as its card says it. */
function eventWhen(event: CommunityEvent): string {
  const start = event.startEventDate;
  const date = start ? `${start.day}, ${start.date} ${start.month} ${start.year}, ${start.time}` : new Date(event.startDateTime).toUTCString();
  return event.eventTimeZone ? `${date} (${event.eventTimeZone})` : date;
}
const eventWhere = (event: CommunityEvent): string =>
  event.locationType === 'Virtual' ? 'Virtual' : [event.city, event.state, event.country].filter((part) => part !== null && part !== undefined && part !== '').join(', ');

/** The chapter's featured events (spec 001 §2): its upcoming events. */
function FeaturedEventList({ events }: { events: readonly CommunityEvent[] }) {
  const headingId = useId();
  if (events.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.carousel}>
      <h3 id={headingId} className={styles.editorHeading}>
        Featured events
      </h3>
      <ul className={styles.list}>
        {events.map((event) => (
          <li key={event.id} className={styles.row}>
            <p className={styles.rowTitle}>
              <strong>{event.name}</strong>
              <br />
              {eventWhen(event)}
              {eventWhere(event) ? ` · ${eventWhere(event)}` : null}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The featured posts and featured events of a community (spec 001 §2, §3, §5, §9): the carousel
 * (at most 4, rotating every 7000 ms, with Pause), a chapter's upcoming events, and in Admin View
 * the editor: add, edit, delete and reorder, by drag or keyboard. `adminView` is the page's Admin
 * View, which only the community's admins get; the server refuses anyone else's changes.
 */
export function FeaturedItems({ community, adminView }: { community: FeaturedItemsCommunity; adminView: boolean }) {
  const headingId = useId();
  const featured = useFeaturedItems({ communityId: community.communityId, communityName: community.communityType });
  const hasEvents = adminView || community.communityType === 'chapter';
  const { events } = useFeaturedEvents(hasEvents ? { communityId: community.communityId, communityType: community.communityType } : null);
  const rows: EditorRow[] = featured.items.flatMap((item) =>
    item.id === undefined ? [] : [{ id: item.id, title: item.title, imageUrl: item.featuredPostImage.url, draft: draftOf(item, item.featuredPostImage.url, item.eventList?.[0]?.id) }],
  );
  const savedItem = (id: string | undefined) => featured.items.find((item) => item.id !== undefined && item.id === id);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Featured
      </h2>
      {featured.isLoading ? <p role="status">Loading the featured items…</p> : null}
      <AlertText message={featured.error?.message} />
      {!featured.isLoading && !featured.error && featured.items.length === 0 ? <p className={styles.muted}>Nothing is featured yet.</p> : null}
      <FeaturedCarousel label={`Featured in ${community.name}`} slides={featured.carouselItems.map((item, at) => slideOf(item, item.featuredPostImage.url, at))} />
      {community.communityType === 'chapter' ? <FeaturedEventList events={events} /> : null}
      {adminView ? (
        <FeaturedEditor
          kind="item"
          title="Edit featured items"
          noun="featured item"
          note={`The carousel shows the first ${FEATURED_CAROUSEL_MAX}.`}
          rows={rows}
          events={events}
          isSaving={featured.isSaving}
          onSave={(draft, id) => {
            const saved = savedItem(id);
            const item = itemOfDraft(draft, saved, events);
            return id === undefined ? featured.create(item) : featured.update({ ...item, id });
          }}
          onDelete={featured.remove}
          onReorder={(ids) => featured.reorder(ids.flatMap((id) => featured.items.filter((item) => item.id === id)))}
        />
      ) : null}
    </section>
  );
}
