// React hooks of chapter events (spec 001 §2-§9, 002 §9): the chapter and champion event forms, event
// attendees, the next board meeting and community events, over the rules of core/chapter-events
// (exported by `@ypo/headless/core`, with the feature's texts CHAPTER_EVENTS_MESSAGES).
export { useChapterEventForm } from './use-chapter-event-form';
export type { ChapterEventFormKind, ChapterEventFormOptions, ChapterEventLookups } from './use-chapter-event-form';
export { useEventAttendees, useNextBoardMeeting } from './use-event-attendees';
export { chapterAdminEventsKey, communityEventsKey, useChapterAdminEvents, useCommunityEvents, useEventsByCommunityType } from './use-community-events';
