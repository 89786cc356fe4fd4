import type { profiles } from '@ypo/sdk';
import type { FEEDBACK_MESSAGES } from './messages';

// spec 002 §3 'Feedback question: questionType, question, answerType (rating gives a numeric answer,
// default 0; otherwise text)'; §7 get-feedback-questions, update-feedback-questions, submit-feedback;
// §8 'Feedback submit errors surface the server's message field'. The spec makes no answer
// required, so the form sends what the member gave and the server decides (its refusal is shown).

/** A feedback question with its answer (contract `FeedbackQuestion`). */
export type FeedbackQuestion = profiles.components['schemas']['FeedbackQuestion'];
/** The answers of a feedback form, by question id: a number for a rating, a text otherwise. */
export type FeedbackAnswers = Readonly<Record<string, number | string>>;

/** The answer type whose answer is numeric (spec 002 §3). */
export const FEEDBACK_RATING_TYPE = 'rating';
/** The highest rating: a rating is 1 to 5 stars, 0 meaning not rated (the scale is ours; the spec gives the default 0 only). */
export const FEEDBACK_RATING_MAX = 5;

/** Whether `question` is answered with a rating (its answerType is 'rating', in any case). */
export function isRatingQuestion(question: Pick<FeedbackQuestion, 'answerType'>): boolean {
  return question.answerType.trim().toLowerCase() === FEEDBACK_RATING_TYPE;
}

/**
 * The answer of `question` as it is sent: a rating is a whole number from 0 to {@link FEEDBACK_RATING_MAX}
 * (0 when missing or not a number), any other answer a text ('' when missing).
 */
export function feedbackAnswerOf(question: Pick<FeedbackQuestion, 'answerType'>, value: unknown): number | string {
  if (isRatingQuestion(question)) {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
    return Number.isFinite(n) ? Math.min(FEEDBACK_RATING_MAX, Math.max(0, Math.round(n))) : 0;
  }
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** The form's first answers: each question's own answer read as {@link feedbackAnswerOf} (a rating 0, a text ''). */
export function initialFeedbackAnswers(questions: readonly FeedbackQuestion[]): FeedbackAnswers {
  return Object.fromEntries(questions.map((q) => [q.id, feedbackAnswerOf(q, q.answer)]));
}

/** Whether the member gave any answer (a rating above 0 or a text with a letter in it). */
export function hasFeedbackAnswer(questions: readonly FeedbackQuestion[], answers: FeedbackAnswers): boolean {
  return questions.some((q) => {
    const answer = feedbackAnswerOf(q, answers[q.id]);
    return typeof answer === 'number' ? answer > 0 : answer.trim() !== '';
  });
}

/** The submit-feedback body: every question with its answer (a text trimmed), in the questions' order. */
export function feedbackSubmissionOf(questions: readonly FeedbackQuestion[], answers: FeedbackAnswers): FeedbackQuestion[] {
  return questions.map((q) => {
    const answer = feedbackAnswerOf(q, answers[q.id] ?? q.answer);
    return { ...q, answer: typeof answer === 'string' ? answer.trim() : answer };
  });
}

// Who may update the questions is the server's call (spec 002 §7 names the call only); the app offers
// the editor to staff (role Team Member), as the sandbox allows them alone.
/** The role whose holders are offered the feedback questions editor. */
export const FEEDBACK_EDITOR_ROLE = 'Team Member';

/** Whether a user with the role names `roleNames` (`rolesOf(...).names`) is offered the questions editor. */
export function canEditFeedbackQuestions(roleNames: ReadonlySet<string> | undefined): boolean {
  return roleNames?.has(FEEDBACK_EDITOR_ROLE) === true;
}

/** The answer types the questions editor offers: a rating (numeric) or a text. */
export const FEEDBACK_ANSWER_TYPES = [FEEDBACK_RATING_TYPE, 'text'] as const;

/** A new question with id `id`: a rating, asked with the default answer 0. */
export function newFeedbackQuestion(id: string): FeedbackQuestion {
  return { id, questionType: '', question: '', answerType: FEEDBACK_RATING_TYPE, answer: 0 };
}

/** A rule an edited question breaks: the key of its text in `FEEDBACK_MESSAGES` (the core stays without the catalogue). */
export type FeedbackQuestionError = keyof typeof FEEDBACK_MESSAGES & ('questionRequired' | 'questionTypeRequired');

/**
 * The rules each question of an edited list breaks, by question id: the question and its type are
 * required (texts trimmed). An empty result means the list may be saved.
 */
export function feedbackQuestionErrors(questions: readonly FeedbackQuestion[]): Readonly<Record<string, readonly FeedbackQuestionError[]>> {
  const errors: Record<string, FeedbackQuestionError[]> = {};
  for (const q of questions) {
    const broken: FeedbackQuestionError[] = [
      ...(q.question.trim() === '' ? (['questionRequired'] as const) : []),
      ...(q.questionType.trim() === '' ? (['questionTypeRequired'] as const) : []),
    ];
    if (broken.length > 0) errors[q.id] = broken;
  }
  return errors;
}

/** The update-feedback-questions body: texts trimmed, each question asked with its empty answer (a rating 0, a text ''). */
export function feedbackQuestionsUpdateOf(questions: readonly FeedbackQuestion[]): FeedbackQuestion[] {
  return questions.map((q) => {
    const answerType = q.answerType.trim();
    return { id: q.id, questionType: q.questionType.trim(), question: q.question.trim(), answerType, answer: isRatingQuestion({ answerType }) ? 0 : '' };
  });
}
