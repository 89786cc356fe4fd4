// Chapter events rules (spec 001 §2-§9, 002 §3, §9): the chapter event form, attendees, community events.
export { CHAPTER_EVENTS_MESSAGES } from './messages';
export {
  EMPTY_CHAPTER_EVENT_DRAFT, EVENT_LOCATION_TYPES, PENDING_ATTACHMENT_SCHEME, chapterEventErrors, chapterEventFormOf, draftOfChapterEvent, isPendingAttachment,
  localDateTimeValue, pendingAttachmentOf, timeZoneOffsetMinutes,
} from './form';
export type {
  ChapterEventDraft, ChapterEventErrors, ChapterEventField, ChapterEventForm, ChapterEventAttachment, ChapterEventCustomField, ChapterEventLocationType, ChapterEventLookupItem,
} from './form';
export { ATTENDEES_PAGE_SIZE, attendeeName, attendeesPage, sortAttendees } from './attendees';
export type { EventAttendee } from './attendees';
export {
  COMMUNITY_EVENT_SORTS, DEFAULT_COMMUNITY_EVENT_SORT, MIN_CHAMPION_EVENTS, MIN_COMMUNITY_EVENTS, communityEventsToShow, minimumEventsOf, sortCommunityEvents,
  withEventChoice,
} from './community-events';
export type { CommunityEventCard, CommunityEventChoice, CommunityEventSort, CommunityEventHostType, ShownCommunityEvent } from './community-events';
