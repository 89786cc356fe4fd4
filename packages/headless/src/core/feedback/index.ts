// Feedback rules (spec 002 §3, §7, §8), plain TypeScript. The feature's texts (FEEDBACK_MESSAGES)
// are exported with its hooks (@ypo/headless/feedback), not from the core.
export {
  FEEDBACK_ANSWER_TYPES,
  FEEDBACK_EDITOR_ROLE,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_TYPE,
  canEditFeedbackQuestions,
  feedbackAnswerOf,
  feedbackQuestionErrors,
  feedbackQuestionsUpdateOf,
  feedbackSubmissionOf,
  hasFeedbackAnswer,
  initialFeedbackAnswers,
  isRatingQuestion,
  newFeedbackQuestion,
} from './feedback';
export type { FeedbackAnswers, FeedbackQuestion, FeedbackQuestionError } from './feedback';
