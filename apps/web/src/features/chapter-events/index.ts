// Chapter events (spec 001 §2-§9, 002 §9): the chapter and champion event forms, the attendees page and
// the community events of a community page's Admin View; each loads in its own chunk.
export { ChampsEventPage, ChapterEventPage } from './chapter-event-page';
export { EventAttendeesPage } from './event-attendees-page';
export { CommunityEventsSection } from './community-events';
export type { EventsCommunity } from './community-events';
