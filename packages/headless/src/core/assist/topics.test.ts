import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from '../feature-messages';
import {
  EMPTY_TOPICS_EDIT,
  assistTopicsEditReducer as reduce,
  isEditAnswer,
  isEditQuestion,
  isEditTopic,
  isLastQuestion,
  moveQuestion,
  moveTopic,
  newArticleRequest,
  newTopicRequest,
  topicsView,
  updateAnswerRequest,
  updateQuestionRequest,
  updateTopicRequest,
} from './topics';
import type { AssistTopicsPage } from './types';

const qa = (id: string, sortOrder: number) => ({
  id,
  question: `Q ${id}`,
  answer: `A ${id}`,
  sortOrder,
  isEditQuestion: false,
  isEditAnswer: false,
  isLastQuestion: false,
});

const page: AssistTopicsPage = {
  canEdit: true,
  topics: [
    { id: 't2', topicName: 'Events', sortOrder: 2, isEditTopic: false, questionAnswers: [qa('q3', 1)] },
    { id: 't1', topicName: 'Communities', sortOrder: 1, isEditTopic: false, newQuestion: null, questionAnswers: [qa('q2', 2), qa('q1', 1)] },
  ],
};

describe('assist topics edit state', () => {
  it('opens and closes the edit mode of topics, questions and answers (isEditTopic, isEditQuestion, isEditAnswer)', () => {
    let edit = reduce(EMPTY_TOPICS_EDIT, { type: 'edit', target: 'topic', id: 't1', value: 'Communities' });
    edit = reduce(edit, { type: 'edit', target: 'question', id: 'q1', value: 'Q q1' });
    edit = reduce(edit, { type: 'edit', target: 'answer', id: 'q2', value: 'A q2' });
    expect(isEditTopic(edit, 't1')).toBe(true);
    expect(isEditTopic(edit, 't2')).toBe(false);
    expect(isEditQuestion(edit, 'q1')).toBe(true);
    expect(isEditAnswer(edit, 'q1')).toBe(false);
    expect(isEditAnswer(edit, 'q2')).toBe(true);
    edit = reduce(edit, { type: 'close', target: 'topic', id: 't1' });
    expect(isEditTopic(edit, 't1')).toBe(false);
    expect(reduce(edit, { type: 'close', target: 'topic', id: 'nope' })).toBe(edit);
  });

  it('treats an empty draft as open (the editor cleared the field)', () => {
    const edit = reduce(EMPTY_TOPICS_EDIT, { type: 'edit', target: 'question', id: 'q1', value: '' });
    expect(isEditQuestion(edit, 'q1')).toBe(true);
    expect(updateQuestionRequest(edit, 'q1')).toEqual({ isValid: false, errors: { question: FEATURE_MESSAGES.assistQuestionRequired } });
  });

  it('keeps newQuestion and newAnswer per topic until they are cleared', () => {
    let edit = reduce(EMPTY_TOPICS_EDIT, { type: 'changeNewArticle', topicId: 't1', field: 'newQuestion', value: 'How?' });
    edit = reduce(edit, { type: 'changeNewArticle', topicId: 't1', field: 'newAnswer', value: 'Like this.' });
    const view = topicsView(page.topics, edit);
    expect(view[0]).toMatchObject({ id: 't1', newQuestion: 'How?', newAnswer: 'Like this.' });
    expect(view[1]).toMatchObject({ id: 't2', newQuestion: '', newAnswer: '' });
    expect(newArticleRequest(edit, 't1')).toEqual({ isValid: true, value: { topicId: 't1', newQuestion: 'How?', newAnswer: 'Like this.' } });
    edit = reduce(edit, { type: 'clearNewArticle', topicId: 't1' });
    expect(newArticleRequest(edit, 't1')).toEqual({
      isValid: false,
      errors: { newQuestion: FEATURE_MESSAGES.assistQuestionRequired, newAnswer: FEATURE_MESSAGES.assistAnswerRequired },
    });
  });

  it('builds the new-topic request, trimmed, or says what is missing', () => {
    expect(newTopicRequest(EMPTY_TOPICS_EDIT)).toEqual({
      isValid: false,
      errors: {
        topicName: FEATURE_MESSAGES.assistTopicNameRequired,
        newQuestion: FEATURE_MESSAGES.assistQuestionRequired,
        newAnswer: FEATURE_MESSAGES.assistAnswerRequired,
      },
    });
    let edit = reduce(EMPTY_TOPICS_EDIT, { type: 'changeNewTopic', field: 'topicName', value: ' Messenger ' });
    edit = reduce(edit, { type: 'changeNewTopic', field: 'newQuestion', value: 'How do I message my forum?' });
    edit = reduce(edit, { type: 'changeNewTopic', field: 'newAnswer', value: 'Open the messenger.' });
    expect(newTopicRequest(edit)).toEqual({
      isValid: true,
      value: { topicName: 'Messenger', newQuestion: 'How do I message my forum?', newAnswer: 'Open the messenger.' },
    });
    expect(reduce(edit, { type: 'clearNewTopic' }).newTopic).toEqual(EMPTY_TOPICS_EDIT.newTopic);
  });

  it('builds the update requests from the drafts', () => {
    let edit = reduce(EMPTY_TOPICS_EDIT, { type: 'edit', target: 'topic', id: 't1', value: 'Communities and chapters ' });
    edit = reduce(edit, { type: 'edit', target: 'answer', id: 'q1', value: '<p>New</p>' });
    expect(updateTopicRequest(edit, 't1')).toEqual({ isValid: true, value: { id: 't1', topicName: 'Communities and chapters' } });
    expect(updateAnswerRequest(edit, 'q1')).toEqual({ isValid: true, value: { id: 'q1', answer: '<p>New</p>' } });
    expect(updateTopicRequest(edit, 't2')).toEqual({ isValid: false, errors: { topicName: FEATURE_MESSAGES.assistTopicNameRequired } });
    expect(updateAnswerRequest(edit, 'q9').isValid).toBe(false);
  });
});

describe('topicsView', () => {
  it('sorts topics and questions and marks the last question of each topic (isLastQuestion)', () => {
    const view = topicsView(page.topics);
    expect(view.map((t) => t.topicName)).toEqual(['Communities', 'Events']);
    expect(view[0]!.questionAnswers.map((q) => [q.id, q.isLastQuestion])).toEqual([
      ['q1', false],
      ['q2', true],
    ]);
    expect(view[1]!.questionAnswers.map((q) => q.isLastQuestion)).toEqual([true]);
    expect(view.every((t) => t.isEditTopic === false)).toBe(true);
  });

  it('answers isLastQuestion from the display order', () => {
    const topic = page.topics[1]!;
    expect(isLastQuestion(topic, 'q2')).toBe(true);
    expect(isLastQuestion(topic, 'q1')).toBe(false);
    expect(isLastQuestion({ questionAnswers: [] }, 'q1')).toBe(false);
  });
});

describe('moving topics and questions', () => {
  it('moves a topic and gives the reorder body', () => {
    const moved = moveTopic(page, 't2', 'up');
    expect(moved?.page.topics.map((t) => [t.id, t.sortOrder])).toEqual([
      ['t2', 1],
      ['t1', 2],
    ]);
    expect(moved?.sortOrders).toEqual([
      { id: 't2', sortOrder: 1 },
      { id: 't1', sortOrder: 2 },
    ]);
    expect(moveTopic(page, 't1', 'up')).toBeUndefined();
  });

  it('moves a question within its topic and keeps isLastQuestion right', () => {
    const moved = moveQuestion(page, 't1', 'q2', 'up');
    const topic = moved?.page.topics.find((t) => t.id === 't1');
    expect(topic?.questionAnswers.map((q) => [q.id, q.sortOrder, q.isLastQuestion])).toEqual([
      ['q2', 1, false],
      ['q1', 2, true],
    ]);
    expect(moved?.sortOrders).toEqual([
      { id: 'q2', sortOrder: 1 },
      { id: 'q1', sortOrder: 2 },
    ]);
    expect(moveQuestion(page, 't1', 'q2', 'down')).toBeUndefined();
    expect(moveQuestion(page, 'nope', 'q2', 'up')).toBeUndefined();
  });
});
