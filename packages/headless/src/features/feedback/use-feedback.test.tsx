import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles } from '@ypo/msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeedbackQuestion } from '../../core/feedback/feedback';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useFeedbackForm, useFeedbackQuestions } from './use-feedback';

startMockServer();
afterEach(cleanup);

const RATING = 'fb000000-0000-4000-8000-000000000001';
const TEXT = 'fb000000-0000-4000-8000-000000000002';
const QUESTIONS: FeedbackQuestion[] = [
  { id: RATING, questionType: 'Experience', question: 'How would you rate your experience today?', answerType: 'rating', answer: 0 },
  { id: TEXT, questionType: 'Experience', question: 'What should we improve?', answerType: 'text', answer: '' },
];
const SUBMIT = '*/profiles/api/feedback/submit-feedback';

describe('useFeedbackForm (spec 002 §3, §7, §8)', () => {
  it('starts a rating at 0 and a text empty, sends every question with its answer, then thanks with the server’s message and clears', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(profiles.getGetFeedbackQuestionsMockHandler(QUESTIONS), profiles.getSubmitFeedbackMockHandler({ message: 'Thanks, Amara.' }));
    const { result } = renderHook(useFeedbackForm, { wrapper });
    await waitFor(() => expect(result.current.questions).toBeDefined());
    expect(result.current.answers).toEqual({ [RATING]: 0, [TEXT]: '' });
    act(() => {
      result.current.setAnswer(RATING, 4);
      result.current.setAnswer(TEXT, ' Faster search. ');
    });
    let outcome: Awaited<ReturnType<typeof result.current.submit>>;
    await act(async () => {
      outcome = await result.current.submit();
    });
    expect(outcome!).toEqual({ ok: true, message: 'Thanks, Amara.' });
    const sent = requests.find((r) => r.url.endsWith('/profiles/api/feedback/submit-feedback'));
    expect(await sent?.clone().json()).toEqual([
      { ...QUESTIONS[0], answer: 4 },
      { ...QUESTIONS[1], answer: 'Faster search.' },
    ]);
    expect(result.current.answers).toEqual({ [RATING]: 0, [TEXT]: '' });
  });

  it("a refused submit gives the server's message field and keeps the answers", async () => {
    const message = 'Please answer at least one question before you send your feedback.';
    const wrapper = wrapperFor(profiles.getGetFeedbackQuestionsMockHandler(QUESTIONS), problem('post', SUBMIT, 422, 'Unprocessable Entity', { detail: 'Rejected.', message }));
    const { result } = renderHook(useFeedbackForm, { wrapper });
    await waitFor(() => expect(result.current.questions).toBeDefined());
    act(() => result.current.setAnswer(TEXT, 'draft'));
    let outcome: Awaited<ReturnType<typeof result.current.submit>>;
    await act(async () => {
      outcome = await result.current.submit();
    });
    expect(outcome!.ok).toBe(false);
    expect(outcome!.ok === false && outcome!.error.message).toBe(message);
    expect(result.current.submitError?.message).toBe(message);
    expect(result.current.answers[TEXT]).toBe('draft');
  });

  it('keeps a rating a whole number from 0 to 5, and ignores an unknown question', async () => {
    const { result } = renderHook(useFeedbackForm, { wrapper: wrapperFor(profiles.getGetFeedbackQuestionsMockHandler(QUESTIONS)) });
    await waitFor(() => expect(result.current.questions).toBeDefined());
    act(() => {
      result.current.setAnswer(RATING, 9);
      result.current.setAnswer('fb000000-0000-4000-8000-0000000000ff', 'x');
    });
    expect(result.current.answers).toEqual({ [RATING]: 5, [TEXT]: '' });
  });
});

describe('useFeedbackQuestions (spec 002 §7, §8)', () => {
  it('shows an update at once and rolls it back with the server’s message when refused', async () => {
    const message = 'Only administrators may change the feedback questions.';
    const wrapper = wrapperFor(
      profiles.getGetFeedbackQuestionsMockHandler(QUESTIONS),
      problem('post', '*/profiles/api/feedback/update-feedback-questions', 403, 'Forbidden', { message }),
    );
    const { result } = renderHook(useFeedbackQuestions, { wrapper });
    await waitFor(() => expect(result.current.questions).toHaveLength(2));
    let outcome: Awaited<ReturnType<typeof result.current.update>>;
    await act(async () => {
      outcome = await result.current.update([QUESTIONS[1]!]);
    });
    expect(outcome!.ok === false && outcome!.error.message).toBe(message);
    expect(result.current.questions).toEqual(QUESTIONS);
  });

  it('keeps the saved questions the server answers', async () => {
    const next = [{ ...QUESTIONS[1]!, question: 'What is missing?' }];
    const wrapper = wrapperFor(profiles.getGetFeedbackQuestionsMockHandler(QUESTIONS), profiles.getUpdateFeedbackQuestionsMockHandler(next));
    const { result } = renderHook(useFeedbackQuestions, { wrapper });
    await waitFor(() => expect(result.current.questions).toHaveLength(2));
    await act(async () => {
      await result.current.update(next);
    });
    expect(result.current.questions).toEqual(next);
  });
});
