import { useCallback, useMemo, useReducer } from 'react';
import useSWR from 'swr';
import type { MoveDirection } from '../../core/assist/reorder';
import { EMPTY_TOPICS_EDIT, assistTopicsEditReducer, moveQuestion, moveTopic } from '../../core/assist/topics';
import type {
  AssistTopicsPage,
  CreateArticleRequest,
  CreateTopicArticlesRequest,
  UpdateAnswerRequest,
  UpdateQuestionRequest,
  UpdateTopicRequest,
} from '../../core/assist/types';
import type { CallError } from '../../hooks/call-error';
import { useSdk } from '../../hooks/sdk-context';
import { send, toAssistError } from './assist-error';
import { ASSIST_KEYS } from './keys';

const BASE = '/assistpage/api/assist';

/**
 * The help topics with their questions and answers, and the editor's calls. Each call resolves
 * once the refreshed topics are in the cache, or rejects with an AppError (the cache unchanged,
 * so nothing on screen is lost). Moves show at once and roll back when the call fails.
 */
export function useAssistTopics() {
  const sdk = useSdk();
  const swr = useSWR<AssistTopicsPage, CallError>(ASSIST_KEYS.topics, () => send(sdk.assistpage.GET(`${BASE}/get-topic-articles`)));
  const { data, mutate } = swr;

  const apply = useCallback(
    async (call: Promise<{ data?: AssistTopicsPage; error?: unknown; response: Response }>) => {
      const page = await send(call);
      await mutate(page, { revalidate: false });
    },
    [mutate],
  );

  const reorder = useCallback(
    async (moved: { page: AssistTopicsPage; sortOrders: { id: string; sortOrder: number }[] } | undefined) => {
      if (!moved) return;
      await mutate(send(sdk.assistpage.POST(`${BASE}/reorder-topic-articles`, { body: moved.sortOrders })), {
        optimisticData: moved.page,
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
    },
    [mutate, sdk],
  );

  const actions = useMemo(
    () => ({
      createTopic: (body: CreateTopicArticlesRequest) => apply(sdk.assistpage.POST(`${BASE}/create-topic-articles`, { body })),
      createArticle: (body: CreateArticleRequest) => apply(sdk.assistpage.POST(`${BASE}/create-article`, { body })),
      updateTopic: (body: UpdateTopicRequest) => apply(sdk.assistpage.PUT(`${BASE}/update-make-connect-Topic`, { body })),
      updateQuestion: (body: UpdateQuestionRequest) => apply(sdk.assistpage.PUT(`${BASE}/update-make-connect-question`, { body })),
      updateAnswer: (body: UpdateAnswerRequest) => apply(sdk.assistpage.PUT(`${BASE}/update-make-connect-answer`, { body })),
      deleteTopic: (id: string) => apply(sdk.assistpage.DELETE(`${BASE}/delete-make-connect-topic/{id}`, { params: { path: { id } } })),
      deleteArticle: (id: string) => apply(sdk.assistpage.DELETE(`${BASE}/delete-make-connect-article/{id}`, { params: { path: { id } } })),
      moveTopic: (topicId: string, direction: MoveDirection) => reorder(data && moveTopic(data, topicId, direction)),
      moveQuestion: (topicId: string, questionId: string, direction: MoveDirection) =>
        reorder(data && moveQuestion(data, topicId, questionId, direction)),
    }),
    [apply, data, reorder, sdk],
  );

  const error = useMemo(() => (swr.error ? toAssistError(swr.error) : undefined), [swr.error]);
  return { data, error, isLoading: swr.isLoading, ...actions };
}

/** The topics section's local edits (drafts and edit modes), with the core reducer. */
export function useAssistTopicsEdit() {
  return useReducer(assistTopicsEditReducer, EMPTY_TOPICS_EDIT);
}
