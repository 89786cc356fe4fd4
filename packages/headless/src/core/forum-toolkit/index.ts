// Forum toolkit rules (spec 001 §2, §5, §7): exercise types and filters, the static forum meetings and
// sample agendas, the quick meeting and the member's own meetings.
export {
  CASE_STUDY_TYPE, FORUM_TIME_FILTER, caseStudies, clampForumTime, exerciseTypeOfSlug, exerciseTypeSlug, filterForumExercises, isCaseStudyType,
  timeFilterOptions, toolkitExerciseTypes,
} from './toolkit';
export type { ForumCategory, ForumExercise, ForumExerciseFilter, ForumExerciseType } from './toolkit';
export { FORUM_MEETINGS, SAMPLE_AGENDAS } from './agenda-data';
export {
  MY_MEETING_NAME_MAX, agendaMinutes, agendaOf, myMeetingsKey, planQuickMeeting, quickMeetingProblem, readMyMeetings, writeMyMeetings,
} from './meetings';
export type { AgendaItem, ForumMeeting, MyMeeting, SampleAgenda } from './meetings';
