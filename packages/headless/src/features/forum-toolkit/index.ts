// React hooks of the forum toolkit (spec 001 §2, §5, §7) over the rules of core/forum-toolkit
// (filters, time filter, static meetings and agendas: exported by `@ypo/headless/core`).
export {
  FORUM_TOOLKIT_KEYS, useForumCategories, useForumExercise, useForumExerciseTypes, useForumExercises, useForumResourceLinks, useMyMeetings,
  useQuickMeeting,
} from './use-forum-toolkit';
export type { MyMeetingsOptions } from './use-forum-toolkit';
