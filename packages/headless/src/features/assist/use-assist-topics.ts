import { useMemo, useReducer, type Dispatch } from 'react';
import type { MoveDirection } from '../../core/assist/reorder';
import { EMPTY_TOPICS_EDIT, assistTopicsEditReducer, moveQuestion, moveTopic, type AssistTopicsEdit, type AssistTopicsEditAction } from '../../core/assist/topics';
import type {
  AssistTopicsPage,
  CreateArticleRequest,
  CreateTopicArticlesRequest,
  UpdateAnswerRequest,
  UpdateQuestionRequest,
  UpdateTopicRequest,
} from '../../core/assist/types';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { ASSIST_KEYS } from './keys';
import { useSectionWrite } from './use-section-write';

type Moved = { page: AssistTopicsPage; sortOrders: { id: string; sortOrder: number }[] } | undefined;

const BASE = '/assistpage/api/assist';

/**
 * The help topics with their questions and answers, and the editor's calls. Each call resolves
 * once the refreshed topics are in the cache, or rejects with an AppError (the cache unchanged,
 * so nothing on screen is lost). Moves show at once and roll back when the call fails.
 */
export function useAssistTopics() {
  const sdk = useSdk();
  const swr = useSdkQuery<AssistTopicsPage>(ASSIST_KEYS.topics, (api, signal) => api.assistpage.GET(`${BASE}/get-topic-articles`, { signal }));
  const { data } = swr;
  const apply = useSectionWrite<AssistTopicsPage>(ASSIST_KEYS.topics);
  const reorder = useSectionWrite<AssistTopicsPage, NonNullable<Moved>>(ASSIST_KEYS.topics, (_current, moved) => moved.page);

  const actions = useMemo(() => {
    const move = async (moved: Moved) => {
      if (moved) await reorder(() => sdk.assistpage.POST(`${BASE}/reorder-topic-articles`, { body: moved.sortOrders }), moved);
    };
    return {
      createTopic: (body: CreateTopicArticlesRequest) => apply(() => sdk.assistpage.POST(`${BASE}/create-topic-articles`, { body })),
      createArticle: (body: CreateArticleRequest) => apply(() => sdk.assistpage.POST(`${BASE}/create-article`, { body })),
      updateTopic: (body: UpdateTopicRequest) => apply(() => sdk.assistpage.PUT(`${BASE}/update-make-connect-Topic`, { body })),
      updateQuestion: (body: UpdateQuestionRequest) => apply(() => sdk.assistpage.PUT(`${BASE}/update-make-connect-question`, { body })),
      updateAnswer: (body: UpdateAnswerRequest) => apply(() => sdk.assistpage.PUT(`${BASE}/update-make-connect-answer`, { body })),
      deleteTopic: (id: string) => apply(() => sdk.assistpage.DELETE(`${BASE}/delete-make-connect-topic/{id}`, { params: { path: { id } } })),
      deleteArticle: (id: string) => apply(() => sdk.assistpage.DELETE(`${BASE}/delete-make-connect-article/{id}`, { params: { path: { id } } })),
      moveTopic: (topicId: string, direction: MoveDirection) => move(data && moveTopic(data, topicId, direction)),
      moveQuestion: (topicId: string, questionId: string, direction: MoveDirection) => move(data && moveQuestion(data, topicId, questionId, direction)),
    };
  }, [apply, data, reorder, sdk]);

  return { data, error: swr.error, isLoading: swr.isLoading, ...actions };
}

/** The topics section's local edits (drafts and edit modes), with the core reducer. */
export function useAssistTopicsEdit(): [AssistTopicsEdit, Dispatch<AssistTopicsEditAction>] {
  return useReducer(assistTopicsEditReducer, EMPTY_TOPICS_EDIT);
}
