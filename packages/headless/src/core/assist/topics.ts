import { FEATURE_MESSAGES } from '../feature-messages';
import { inDisplayOrder, moveById, type MoveDirection, type Moved } from './reorder';
import type {
  AssistQuestionAnswer,
  AssistTopic,
  AssistTopicsPage,
  Checked,
  CreateArticleRequest,
  CreateTopicArticlesRequest,
  UpdateAnswerRequest,
  UpdateQuestionRequest,
  UpdateTopicRequest,
} from './types';

/**
 * What an editor has open and typed in the topics section, apart from the server's topics so
 * that a refresh or a failed call never loses it. A draft present means the item is in edit
 * mode (isEditTopic, isEditQuestion, isEditAnswer of spec 000 §3).
 */
export interface AssistTopicsEdit {
  /** Topic name drafts by topic id. */
  readonly topicNames: Readonly<Record<string, string>>;
  /** Question drafts by question id. */
  readonly questions: Readonly<Record<string, string>>;
  /** Answer drafts by question id. */
  readonly answers: Readonly<Record<string, string>>;
  /** The newQuestion of each topic (spec 000 §3), by topic id. */
  readonly newQuestions: Readonly<Record<string, string>>;
  /** The newAnswer of each topic (spec 000 §3), by topic id. */
  readonly newAnswers: Readonly<Record<string, string>>;
  /** The add-a-topic form. */
  readonly newTopic: { readonly topicName: string; readonly newQuestion: string; readonly newAnswer: string };
}

/** Nothing open, nothing typed. */
export const EMPTY_TOPICS_EDIT: AssistTopicsEdit = {
  topicNames: {},
  questions: {},
  answers: {},
  newQuestions: {},
  newAnswers: {},
  newTopic: { topicName: '', newQuestion: '', newAnswer: '' },
};

/** The editable texts of an existing item. */
export type EditTarget = 'topic' | 'question' | 'answer';
/** The fields of the add-a-question form of a topic. */
export type NewArticleField = 'newQuestion' | 'newAnswer';
/** The fields of the add-a-topic form. */
export type NewTopicField = keyof AssistTopicsEdit['newTopic'];

/** Changes to {@link AssistTopicsEdit}. */
export type AssistTopicsEditAction =
  /** Opens (or updates) the draft of an item: `value` is the current text when opening. */
  | { readonly type: 'edit'; readonly target: EditTarget; readonly id: string; readonly value: string }
  /** Closes an item's draft (cancel, or saved). */
  | { readonly type: 'close'; readonly target: EditTarget; readonly id: string }
  | { readonly type: 'changeNewArticle'; readonly topicId: string; readonly field: NewArticleField; readonly value: string }
  | { readonly type: 'clearNewArticle'; readonly topicId: string }
  | { readonly type: 'changeNewTopic'; readonly field: NewTopicField; readonly value: string }
  | { readonly type: 'clearNewTopic' };

const DRAFTS: Record<EditTarget, 'topicNames' | 'questions' | 'answers'> = {
  topic: 'topicNames',
  question: 'questions',
  answer: 'answers',
};

function without(map: Readonly<Record<string, string>>, id: string): Record<string, string> {
  const next = { ...map };
  delete next[id];
  return next;
}

/** Applies one change to the topics section's local edits (a reducer). */
export function assistTopicsEditReducer(state: AssistTopicsEdit, action: AssistTopicsEditAction): AssistTopicsEdit {
  switch (action.type) {
    case 'edit': {
      const key = DRAFTS[action.target];
      return { ...state, [key]: { ...state[key], [action.id]: action.value } };
    }
    case 'close': {
      const key = DRAFTS[action.target];
      return action.id in state[key] ? { ...state, [key]: without(state[key], action.id) } : state;
    }
    case 'changeNewArticle': {
      const key = action.field === 'newQuestion' ? 'newQuestions' : 'newAnswers';
      return { ...state, [key]: { ...state[key], [action.topicId]: action.value } };
    }
    case 'clearNewArticle':
      return { ...state, newQuestions: without(state.newQuestions, action.topicId), newAnswers: without(state.newAnswers, action.topicId) };
    case 'changeNewTopic':
      return { ...state, newTopic: { ...state.newTopic, [action.field]: action.value } };
    case 'clearNewTopic':
      return { ...state, newTopic: EMPTY_TOPICS_EDIT.newTopic };
  }
}

/** spec 000 §3 isEditTopic: the topic's name is open for editing. */
export function isEditTopic(edit: AssistTopicsEdit, topicId: string): boolean {
  return Object.prototype.hasOwnProperty.call(edit.topicNames, topicId);
}

/** spec 000 §3 isEditQuestion: the question is open for editing. */
export function isEditQuestion(edit: AssistTopicsEdit, questionId: string): boolean {
  return Object.prototype.hasOwnProperty.call(edit.questions, questionId);
}

/** spec 000 §3 isEditAnswer: the answer is open for editing. */
export function isEditAnswer(edit: AssistTopicsEdit, questionId: string): boolean {
  return Object.prototype.hasOwnProperty.call(edit.answers, questionId);
}

/** spec 000 §3 isLastQuestion: the question is the topic's last one (in display order). */
export function isLastQuestion(topic: Pick<AssistTopic, 'questionAnswers'>, questionId: string): boolean {
  const ordered = inDisplayOrder(topic.questionAnswers);
  return ordered.length > 0 && ordered[ordered.length - 1]?.id === questionId;
}

/**
 * The topics as the screen shows them: in display order, each with the spec's flags set from
 * the local edits (isEditTopic, newQuestion, newAnswer; isEditQuestion, isEditAnswer, isLastQuestion).
 */
export function topicsView(topics: readonly AssistTopic[], edit: AssistTopicsEdit = EMPTY_TOPICS_EDIT): AssistTopic[] {
  return inDisplayOrder(topics).map((topic) => {
    const questionAnswers = inDisplayOrder(topic.questionAnswers);
    return {
      ...topic,
      isEditTopic: isEditTopic(edit, topic.id),
      newQuestion: edit.newQuestions[topic.id] ?? '',
      newAnswer: edit.newAnswers[topic.id] ?? '',
      questionAnswers: questionAnswers.map(
        (qa, index): AssistQuestionAnswer => ({
          ...qa,
          isEditQuestion: isEditQuestion(edit, qa.id),
          isEditAnswer: isEditAnswer(edit, qa.id),
          isLastQuestion: index === questionAnswers.length - 1,
        }),
      ),
    };
  });
}

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

function checked<T, F extends string>(value: T, errors: Partial<Record<F, string>>): Checked<T, F> {
  return Object.keys(errors).length > 0 ? { isValid: false, errors } : { isValid: true, value };
}

/** The create-topic-articles body from the add-a-topic form, or what is missing. */
export function newTopicRequest(edit: AssistTopicsEdit): Checked<CreateTopicArticlesRequest, NewTopicField> {
  const { topicName, newQuestion, newAnswer } = edit.newTopic;
  const errors: Partial<Record<NewTopicField, string>> = {};
  if (blank(topicName)) errors.topicName = FEATURE_MESSAGES.assistTopicNameRequired;
  if (blank(newQuestion)) errors.newQuestion = FEATURE_MESSAGES.assistQuestionRequired;
  if (blank(newAnswer)) errors.newAnswer = FEATURE_MESSAGES.assistAnswerRequired;
  return checked({ topicName: topicName.trim(), newQuestion: newQuestion.trim(), newAnswer: newAnswer.trim() }, errors);
}

/** The create-article body from a topic's newQuestion and newAnswer, or what is missing. */
export function newArticleRequest(edit: AssistTopicsEdit, topicId: string): Checked<CreateArticleRequest, NewArticleField> {
  const newQuestion = edit.newQuestions[topicId] ?? '';
  const newAnswer = edit.newAnswers[topicId] ?? '';
  const errors: Partial<Record<NewArticleField, string>> = {};
  if (blank(newQuestion)) errors.newQuestion = FEATURE_MESSAGES.assistQuestionRequired;
  if (blank(newAnswer)) errors.newAnswer = FEATURE_MESSAGES.assistAnswerRequired;
  return checked({ topicId, newQuestion: newQuestion.trim(), newAnswer: newAnswer.trim() }, errors);
}

/** The update-make-connect-Topic body from the topic name draft. */
export function updateTopicRequest(edit: AssistTopicsEdit, topicId: string): Checked<UpdateTopicRequest, 'topicName'> {
  const topicName = edit.topicNames[topicId] ?? '';
  return checked({ id: topicId, topicName: topicName.trim() }, blank(topicName) ? { topicName: FEATURE_MESSAGES.assistTopicNameRequired } : {});
}

/** The update-make-connect-question body from the question draft. */
export function updateQuestionRequest(edit: AssistTopicsEdit, questionId: string): Checked<UpdateQuestionRequest, 'question'> {
  const question = edit.questions[questionId] ?? '';
  return checked({ id: questionId, question: question.trim() }, blank(question) ? { question: FEATURE_MESSAGES.assistQuestionRequired } : {});
}

/** The update-make-connect-answer body from the answer draft. */
export function updateAnswerRequest(edit: AssistTopicsEdit, questionId: string): Checked<UpdateAnswerRequest, 'answer'> {
  const answer = edit.answers[questionId] ?? '';
  return checked({ id: questionId, answer: answer.trim() }, blank(answer) ? { answer: FEATURE_MESSAGES.assistAnswerRequired } : {});
}

/** The topics page after moving a topic one place, with the reorder-topic-articles body. */
export function moveTopic(page: AssistTopicsPage, topicId: string, direction: MoveDirection): (Moved<AssistTopic> & { page: AssistTopicsPage }) | undefined {
  const moved = moveById(page.topics, topicId, direction);
  return moved && { ...moved, page: { ...page, topics: moved.items } };
}

/** The topics page after moving a question one place within its topic, with the reorder body. */
export function moveQuestion(
  page: AssistTopicsPage,
  topicId: string,
  questionId: string,
  direction: MoveDirection,
): (Moved<AssistQuestionAnswer> & { page: AssistTopicsPage }) | undefined {
  const topic = page.topics.find((t) => t.id === topicId);
  if (!topic) return undefined;
  const moved = moveById(topic.questionAnswers, questionId, direction);
  if (!moved) return undefined;
  const questionAnswers = moved.items.map((qa, index) => ({ ...qa, isLastQuestion: index === moved.items.length - 1 }));
  return {
    items: questionAnswers,
    sortOrders: moved.sortOrders,
    page: { ...page, topics: page.topics.map((t) => (t.id === topicId ? { ...t, questionAnswers } : t)) },
  };
}
