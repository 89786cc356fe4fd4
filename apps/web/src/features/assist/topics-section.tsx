import {
  canEditAssist,
  canMove,
  newArticleRequest,
  newTopicRequest,
  topicsView,
  updateAnswerRequest,
  updateQuestionRequest,
  updateTopicRequest,
  useAssistTopics,
  useAssistTopicsEdit,
  type AssistQuestionAnswer,
  type AssistTopic,
  type AssistTopicsEdit,
  type AssistTopicsEditAction,
} from '@ypo/headless';
import type { Dispatch } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import * as styles from './assist.css';
import { AlertText, TextInput } from '../../components/form';
import { SafeHtml } from '../../components/safe-html';
import { AddForm, AssistSection, EditButton, InlineEdit, ItemTools, useAction } from './ui';

type Topics = ReturnType<typeof useAssistTopics>;

/** The inline edit of a question or of its answer; the draft lives in the edit state. */
function QuestionAnswerEdit({
  target,
  qa,
  edit,
  dispatch,
  topics,
}: {
  target: 'question' | 'answer';
  qa: AssistQuestionAnswer;
  edit: AssistTopicsEdit;
  dispatch: Dispatch<AssistTopicsEditAction>;
  topics: Topics;
}) {
  const isQuestion = target === 'question';
  const close = () => dispatch({ type: 'close', target, id: qa.id });
  const save = () => {
    if (isQuestion) {
      const checked = updateQuestionRequest(edit, qa.id);
      return checked.isValid ? topics.updateQuestion(checked.value).then(close) : { error: checked.errors.question };
    }
    const checked = updateAnswerRequest(edit, qa.id);
    return checked.isValid ? topics.updateAnswer(checked.value).then(close) : { error: checked.errors.answer };
  };
  return (
    <InlineEdit
      label={isQuestion ? 'Question' : `Answer to ${qa.question}`}
      saveLabel={isQuestion ? 'Save question' : 'Save answer'}
      isMultiline={!isQuestion}
      value={(isQuestion ? edit.questions : edit.answers)[qa.id] ?? ''}
      onChange={(value) => dispatch({ type: 'edit', target, id: qa.id, value })}
      onCancel={close}
      onSave={save}
    />
  );
}

function QuestionItem({
  topic,
  qa,
  index,
  canEdit,
  edit,
  dispatch,
  topics,
}: {
  topic: AssistTopic;
  qa: AssistQuestionAnswer;
  index: number;
  canEdit: boolean;
  edit: AssistTopicsEdit;
  dispatch: Dispatch<AssistTopicsEditAction>;
  topics: Topics;
}) {
  const move = useAction();
  const count = topic.questionAnswers.length;
  return (
    <li className={styles.question}>
      <Disclosure id={qa.id}>
        <div className={styles.itemRow}>
          {qa.isEditQuestion ? null : (
            <Heading level={4} className={styles.questionHeading}>
              <Button slot="trigger" className={styles.trigger}>
                <span className={styles.chevron} aria-hidden="true">
                  ›
                </span>
                {qa.question}
              </Button>
            </Heading>
          )}
          {canEdit && !qa.isEditQuestion ? (
            <div className={styles.toolbar}>
              <ItemTools
                kind="question"
                title={qa.question}
                canMoveUp={canMove(index, count, 'up')}
                canMoveDown={!qa.isLastQuestion}
                onMove={(direction) => void move.run(() => topics.moveQuestion(topic.id, qa.id, direction))}
                onDelete={() => topics.deleteArticle(qa.id)}
                deleteText={<>The question “{qa.question}” and its answer will be removed from the assist page.</>}
              >
                <EditButton
                  label={`Edit question ${qa.question}`}
                  onPress={() => dispatch({ type: 'edit', target: 'question', id: qa.id, value: qa.question })}
                >
                  Edit question
                </EditButton>
                <EditButton
                  label={`Edit answer to ${qa.question}`}
                  isDisabled={qa.isEditAnswer}
                  onPress={() => dispatch({ type: 'edit', target: 'answer', id: qa.id, value: qa.answer })}
                >
                  Edit answer
                </EditButton>
              </ItemTools>
            </div>
          ) : null}
        </div>
        {qa.isEditQuestion ? (
          <QuestionAnswerEdit target="question" qa={qa} edit={edit} dispatch={dispatch} topics={topics} />
        ) : null}
        <DisclosurePanel className={styles.panel}>
          <SafeHtml html={qa.answer} />
        </DisclosurePanel>
        {qa.isEditAnswer ? (
          <QuestionAnswerEdit target="answer" qa={qa} edit={edit} dispatch={dispatch} topics={topics} />
        ) : null}
      </Disclosure>
      <AlertText message={move.error} />
    </li>
  );
}

/** The add-a-question form of a topic (its newQuestion and newAnswer, spec 000 §3). */
function NewQuestionForm({ topic, edit, dispatch, topics }: { topic: AssistTopic; edit: AssistTopicsEdit; dispatch: Dispatch<AssistTopicsEditAction>; topics: Topics }) {
  return (
    <AddForm
      title={<>Add a question to {topic.topicName}</>}
      headingLevel={4}
      submitLabel="Add question"
      onSubmit={() => {
        const checked = newArticleRequest(edit, topic.id);
        if (!checked.isValid) return { errors: checked.errors };
        return topics.createArticle(checked.value).then(() => dispatch({ type: 'clearNewArticle', topicId: topic.id }));
      }}
    >
      {(errors) => (
        <>
          <TextInput
            label="New question"
            value={topic.newQuestion ?? ''}
            error={errors.newQuestion}
            onChange={(value) => dispatch({ type: 'changeNewArticle', topicId: topic.id, field: 'newQuestion', value })}
          />
          <TextInput
            label="New answer"
            isMultiline
            value={topic.newAnswer ?? ''}
            error={errors.newAnswer}
            onChange={(value) => dispatch({ type: 'changeNewArticle', topicId: topic.id, field: 'newAnswer', value })}
          />
        </>
      )}
    </AddForm>
  );
}

function TopicItem({
  topic,
  index,
  count,
  canEdit,
  edit,
  dispatch,
  topics,
}: {
  topic: AssistTopic;
  index: number;
  count: number;
  canEdit: boolean;
  edit: AssistTopicsEdit;
  dispatch: Dispatch<AssistTopicsEditAction>;
  topics: Topics;
}) {
  const move = useAction();
  return (
    <li className={styles.topic}>
      <div className={styles.itemRow}>
        <h3 className={styles.topicHeading}>
          {topic.topicName}
        </h3>
        {canEdit && !topic.isEditTopic ? (
          <div className={styles.toolbar}>
            <ItemTools
              kind="topic"
              title={topic.topicName}
              canMoveUp={canMove(index, count, 'up')}
              canMoveDown={canMove(index, count, 'down')}
              onMove={(direction) => void move.run(() => topics.moveTopic(topic.id, direction))}
              onDelete={() => topics.deleteTopic(topic.id)}
              deleteText={<>The topic “{topic.topicName}” and all its questions will be removed from the assist page.</>}
            >
              <EditButton
                label={`Edit topic ${topic.topicName}`}
                onPress={() => dispatch({ type: 'edit', target: 'topic', id: topic.id, value: topic.topicName })}
              >
                Edit topic
              </EditButton>
            </ItemTools>
          </div>
        ) : null}
      </div>
      <AlertText message={move.error} />
      {topic.isEditTopic ? (
        <InlineEdit
          label={`Name of topic ${topic.topicName}`}
          saveLabel="Save topic"
          value={edit.topicNames[topic.id] ?? ''}
          onChange={(value) => dispatch({ type: 'edit', target: 'topic', id: topic.id, value })}
          onCancel={() => dispatch({ type: 'close', target: 'topic', id: topic.id })}
          onSave={() => {
            const checked = updateTopicRequest(edit, topic.id);
            if (!checked.isValid) return { error: checked.errors.topicName };
            return topics.updateTopic(checked.value).then(() => dispatch({ type: 'close', target: 'topic', id: topic.id }));
          }}
        />
      ) : null}
      {topic.questionAnswers.length > 0 ? (
        <DisclosureGroup allowsMultipleExpanded>
          <ul className={styles.questions} aria-label={`Questions about ${topic.topicName}`}>
            {topic.questionAnswers.map((qa, qaIndex) => (
              <QuestionItem key={qa.id} topic={topic} qa={qa} index={qaIndex} canEdit={canEdit} edit={edit} dispatch={dispatch} topics={topics} />
            ))}
          </ul>
        </DisclosureGroup>
      ) : (
        <p className={styles.muted}>No questions yet.</p>
      )}
      {canEdit ? <NewQuestionForm topic={topic} edit={edit} dispatch={dispatch} topics={topics} /> : null}
    </li>
  );
}

/** The add-a-topic form: a topic with its first question and answer. */
function NewTopicForm({ edit, dispatch, topics }: { edit: AssistTopicsEdit; dispatch: Dispatch<AssistTopicsEditAction>; topics: Topics }) {
  return (
    <AddForm
      title="Add a topic"
      headingLevel={3}
      submitLabel="Add topic"
      onSubmit={() => {
        const checked = newTopicRequest(edit);
        if (!checked.isValid) return { errors: checked.errors };
        return topics.createTopic(checked.value).then(() => dispatch({ type: 'clearNewTopic' }));
      }}
    >
      {(errors) => (
        <>
          <TextInput
            label="Topic name"
            value={edit.newTopic.topicName}
            error={errors.topicName}
            onChange={(value) => dispatch({ type: 'changeNewTopic', field: 'topicName', value })}
          />
          <TextInput
            label="First question"
            value={edit.newTopic.newQuestion}
            error={errors.newQuestion}
            onChange={(value) => dispatch({ type: 'changeNewTopic', field: 'newQuestion', value })}
          />
          <TextInput
            label="Answer to the first question"
            isMultiline
            value={edit.newTopic.newAnswer}
            error={errors.newAnswer}
            onChange={(value) => dispatch({ type: 'changeNewTopic', field: 'newAnswer', value })}
          />
        </>
      )}
    </AddForm>
  );
}

/** Help topics with their questions and answers (spec 000 §2 Assist page). */
export function TopicsSection({ isAdmin }: { isAdmin: boolean | undefined }) {
  const topics = useAssistTopics();
  const [edit, dispatch] = useAssistTopicsEdit();
  const canEdit = canEditAssist({ canEdit: topics.data?.canEdit, isAdmin });
  const view = topics.data ? topicsView(topics.data.topics, edit) : [];
  return (
    <AssistSection
      id="assist-topics"
      title="Help topics"
      loadingText="Loading help topics…"
      emptyText="There are no help topics yet."
      query={topics}
      isEmpty={view.length === 0}
    >
      {view.length > 0 ? (
        <ul className={styles.list} aria-label="Help topics">
          {view.map((topic, index) => (
            <TopicItem key={topic.id} topic={topic} index={index} count={view.length} canEdit={canEdit} edit={edit} dispatch={dispatch} topics={topics} />
          ))}
        </ul>
      ) : null}
      {canEdit ? <NewTopicForm edit={edit} dispatch={dispatch} topics={topics} /> : null}
    </AssistSection>
  );
}
