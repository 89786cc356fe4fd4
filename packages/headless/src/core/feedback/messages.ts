// The feedback page's own texts (spec 002 §3, §7, §8), apart from the one MESSAGES catalogue so the
// initial chunk does not grow: imported by the feedback code only. The spec quotes no feedback text
// (a failed submit shows the server's own message), so the wording below is ours.

/** Labels, states and notices of the feedback page. */
export const FEEDBACK_MESSAGES = {
  title: 'Feedback',
  intro: 'Tell us how the platform works for you. Every answer is optional.',
  submit: 'Send feedback',
  // Shown when the server thanks without a message of its own.
  submitted: 'Thank you for your feedback.',
  notRated: 'Not rated',
  ratingOf: (rating: number, max: number) => `${rating} of ${max}`,
  noQuestions: 'There are no feedback questions at the moment.',
  loadFailed: 'The feedback questions could not be loaded.',
  editQuestions: 'Edit the questions',
  questionsSaved: 'The feedback questions were saved.',
  questionsEditor: 'Feedback questions',
  questionLabel: 'Question',
  questionTypeLabel: 'Question type',
  answerTypeLabel: 'Answer type',
  answerTypeNames: { rating: 'Rating (1 to 5)', text: 'Text' },
  addQuestion: 'Add a question',
  removeQuestion: (n: number) => `Remove question ${n}`,
  saveQuestions: 'Save questions',
  cancel: 'Cancel',
  questionRequired: 'Please enter the question.',
  questionTypeRequired: 'Please enter the question type.',
} as const;
