import { useParams, useSearchParams } from 'react-router';
import { ChapterEventForm } from './chapter-event-form';

/** /chapter-event/{communityId} (spec 001 §2): the chapter event form on the chapterevent calls. */
export function ChapterEventPage() {
  const { communityId = '' } = useParams();
  return <ChapterEventForm key={communityId} communityId={communityId} kind="chapter" />;
}

/** The ChampsEvent route (spec 000 §2, 002 §2): the champion event form on the champsevent calls, new or (query eventId) an event to edit. */
export function ChampsEventPage() {
  const { communityId = '' } = useParams();
  const eventId = useSearchParams()[0].get('eventId') ?? undefined;
  return <ChapterEventForm key={`${communityId}/${eventId ?? ''}`} communityId={communityId} kind="champs" eventId={eventId} />;
}
