import { describe, expect, it } from 'vitest';
import {
  canEditFeedbackQuestions,
  feedbackAnswerOf,
  feedbackQuestionErrors,
  feedbackQuestionsUpdateOf,
  feedbackSubmissionOf,
  hasFeedbackAnswer,
  initialFeedbackAnswers,
  isRatingQuestion,
  newFeedbackQuestion,
  type FeedbackQuestion,
} from './feedback';

const RATING: FeedbackQuestion = { id: 'fb000000-0000-4000-8000-000000000001', questionType: 'Experience', question: 'How would you rate it?', answerType: 'rating', answer: 0 };
const TEXT: FeedbackQuestion = { id: 'fb000000-0000-4000-8000-000000000002', questionType: 'Experience', question: 'What should we improve?', answerType: 'text', answer: '' };

describe('feedback answers (spec 002 §3)', () => {
  it.each([
    ['rating', true],
    [' Rating ', true],
    ['text', false],
    ['choice', false],
  ])('answerType %j is a rating: %s', (answerType, expected) => {
    expect(isRatingQuestion({ answerType })).toBe(expected);
  });

  it.each([
    [RATING, undefined, 0],
    [RATING, 4, 4],
    [RATING, '3', 3],
    [RATING, 4.6, 5],
    [RATING, 9, 5],
    [RATING, -2, 0],
    [RATING, 'great', 0],
    [RATING, '', 0],
    [TEXT, undefined, ''],
    [TEXT, 'Faster search', 'Faster search'],
    [TEXT, 7, '7'],
  ] as const)('%# the answer of %j given %j is %j', (question, value, expected) => {
    expect(feedbackAnswerOf(question, value)).toBe(expected);
  });

  it('starts a rating at 0 and a text empty, and counts only real answers', () => {
    const answers = initialFeedbackAnswers([RATING, TEXT]);
    expect(answers).toEqual({ [RATING.id]: 0, [TEXT.id]: '' });
    expect(initialFeedbackAnswers([{ ...RATING, answer: 'none' }, { ...TEXT, answer: 3 }])).toEqual({ [RATING.id]: 0, [TEXT.id]: '3' });
    expect(hasFeedbackAnswer([RATING, TEXT], answers)).toBe(false);
    expect(hasFeedbackAnswer([RATING, TEXT], { ...answers, [TEXT.id]: '   ' })).toBe(false);
    expect(hasFeedbackAnswer([RATING, TEXT], { ...answers, [RATING.id]: 1 })).toBe(true);
    expect(hasFeedbackAnswer([RATING, TEXT], { ...answers, [TEXT.id]: 'ok' })).toBe(true);
  });

  it('sends every question with its answer, a rating as a number and a text trimmed', () => {
    expect(feedbackSubmissionOf([RATING, TEXT], { [RATING.id]: '5', [TEXT.id]: '  Faster search. ' })).toEqual([
      { ...RATING, answer: 5 },
      { ...TEXT, answer: 'Faster search.' },
    ]);
    expect(feedbackSubmissionOf([RATING, TEXT], {})).toEqual([{ ...RATING, answer: 0 }, { ...TEXT, answer: '' }]);
  });
});

describe('the feedback questions editor (spec 002 §7 update-feedback-questions)', () => {
  it.each([
    [new Set(['Team Member']), true],
    [new Set(['Member', 'Team Member Product Management']), false],
    [new Set<string>(), false],
    [undefined, false],
  ])('roles %j may edit: %s', (names, expected) => {
    expect(canEditFeedbackQuestions(names)).toBe(expected);
  });

  it('requires the question and its type, and sends each question with its empty answer', () => {
    const added = newFeedbackQuestion('fb000000-0000-4000-8000-000000000009');
    expect(added).toEqual({ id: 'fb000000-0000-4000-8000-000000000009', questionType: '', question: '', answerType: 'rating', answer: 0 });
    expect(feedbackQuestionErrors([RATING, { ...added, question: ' ' }])).toEqual({ [added.id]: ['questionRequired', 'questionTypeRequired'] });
    expect(feedbackQuestionErrors([RATING, TEXT])).toEqual({});
    expect(feedbackQuestionsUpdateOf([{ ...RATING, answer: 4, question: ' Rate us ' }, { ...TEXT, answerType: ' text ', answer: 'x' }])).toEqual([
      { ...RATING, question: 'Rate us', answer: 0 },
      { ...TEXT, answerType: 'text', answer: '' },
    ]);
  });
});
