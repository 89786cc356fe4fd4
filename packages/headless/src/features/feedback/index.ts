// React hooks of the feedback page (spec 002 §3, §7, §8) over the rules of core/feedback (answers:
// exported by `@ypo/headless/core`), with the page's texts.
export { FEEDBACK_QUESTIONS_KEY, useFeedbackForm, useFeedbackQuestions } from './use-feedback';
export type { FeedbackSubmitResult } from './use-feedback';
export { FEEDBACK_MESSAGES } from '../../core/feedback/messages';
