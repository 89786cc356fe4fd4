import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { unwrap } from '../../core/errors/unwrap';
import { feedbackAnswerOf, feedbackQuestionsUpdateOf, feedbackSubmissionOf, initialFeedbackAnswers, type FeedbackAnswers, type FeedbackQuestion } from '../../core/feedback/feedback';
import { FEEDBACK_MESSAGES } from '../../core/feedback/messages';
import type { AppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of the feedback questions. */
export const FEEDBACK_QUESTIONS_KEY = 'profiles/api/feedback/get-feedback-questions';

// spec 002 §8: 'Feedback, announcements and custom email group calls throw the server's response
// message. Feedback submit errors surface the server's message field.'
const SERVER_MESSAGE = { log: true, surfaceServerMessage: true } as const;

/** What a submit gives: the thanks to show (the server's message), or the failure with the server's message. */
export type FeedbackSubmitResult = { readonly ok: true; readonly message: string } | { readonly ok: false; readonly error: AppError };

/**
 * The feedback questions (spec 002 §3, §7: get-feedback-questions) and `update(questions)`
 * (update-feedback-questions, texts trimmed and each question asked with its empty answer; the server
 * decides who may: the sandbox lets staff). The update is optimistic: the questions show the change at once and roll back when it fails, whose
 * error carries the server's message.
 */
export function useFeedbackQuestions() {
  const sdk = useSdk();
  const query = useSdkQuery<FeedbackQuestion[]>(FEEDBACK_QUESTIONS_KEY, (api, signal) => api.profiles.GET('/profiles/api/feedback/get-feedback-questions', { signal }), {
    unwrap: SERVER_MESSAGE,
  });
  const { trigger, isMutating, error } = useMutation<[readonly FeedbackQuestion[]], FeedbackQuestion[], FeedbackQuestion[]>(
    (questions) => unwrap(sdk.profiles.POST('/profiles/api/feedback/update-feedback-questions', { body: feedbackQuestionsUpdateOf(questions) }), SERVER_MESSAGE),
    { key: FEEDBACK_QUESTIONS_KEY, optimistic: (_current, questions) => feedbackQuestionsUpdateOf(questions), populate: true },
  );
  return { questions: query.data, error: query.error, isLoading: query.isLoading, update: trigger, isUpdating: isMutating, updateError: error };
}

/**
 * The feedback form (spec 002 §3, §7, §8) over {@link useFeedbackQuestions}: one answer per question
 * (a rating from 0, the default, to 5; any other answer type a text), `setAnswer`, and `submit()`
 * (submit-feedback with every question and its answer). A successful submit gives the server's
 * thanks and clears the answers; a failed one keeps them and gives the server's message field.
 */
export function useFeedbackForm() {
  const sdk = useSdk();
  const { questions, error, isLoading } = useFeedbackQuestions();
  const initial = useMemo(() => initialFeedbackAnswers(questions ?? []), [questions]);
  const [answers, setAnswers] = useState<FeedbackAnswers>(initial);
  const last = useRef(initial);
  useEffect(() => {
    if (last.current === initial) return;
    last.current = initial;
    setAnswers(initial);
  }, [initial]);

  const setAnswer = useCallback(
    (id: string, value: number | string) => {
      const question = questions?.find((q) => q.id === id);
      if (question) setAnswers((current) => ({ ...current, [id]: feedbackAnswerOf(question, value) }));
    },
    [questions],
  );

  const { trigger, isMutating, error: submitError } = useMutation<[FeedbackAnswers], { message: string }>((given) =>
    unwrap(sdk.profiles.POST('/profiles/api/feedback/submit-feedback', { body: feedbackSubmissionOf(questions ?? [], given) }), SERVER_MESSAGE),
  );
  /** Sends the answers; `undefined` while a submit is still running. */
  const submit = useCallback(async (): Promise<FeedbackSubmitResult | undefined> => {
    const result = await trigger(answers);
    if (result === undefined || !result.ok) return result;
    setAnswers(initial);
    return { ok: true, message: result.data.message.trim() || FEEDBACK_MESSAGES.submitted };
  }, [answers, initial, trigger]);

  return { questions, answers, setAnswer, submit, isSubmitting: isMutating, submitError, error, isLoading };
}
