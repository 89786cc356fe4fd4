// The forum toolkit feature: its section on the forum page (app/community-slots.tsx) and the
// exercise page (app/screens.tsx); the router loads this module on first use.
export { ForumToolkit } from './forum-toolkit-section';
export { ForumExercisePage } from './forum-exercise-page';
