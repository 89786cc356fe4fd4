import {
  FEEDBACK_ANSWER_TYPES,
  FEEDBACK_MESSAGES,
  feedbackQuestionErrors,
  newFeedbackQuestion,
  useFeedbackQuestions,
  useSnackbar,
  type FeedbackQuestion,
} from '@ypo/headless';
import { useId, useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { AlertText, TextInput } from '../../components/form';
import { SelectField } from '../../components/select-field';
import * as styles from './tools.css';

type AnswerType = (typeof FEEDBACK_ANSWER_TYPES)[number];
const ANSWER_TYPES = FEEDBACK_ANSWER_TYPES.map((id) => ({ id, label: FEEDBACK_MESSAGES.answerTypeNames[id] }));
const answerTypeOf = (question: FeedbackQuestion): AnswerType => (question.answerType.trim().toLowerCase() === 'rating' ? 'rating' : 'text');

/**
 * The staff's editor of the feedback questions (spec 002 §7 update-feedback-questions): each question
 * with its type and answer type, added and removed, saved as a whole. The question and its type are
 * required; a refused save shows the server's message (§8) and keeps the edits.
 */
export function FeedbackQuestionsEditor({ questions, onDone }: { questions: readonly FeedbackQuestion[]; onDone: () => void }) {
  const { update, isUpdating } = useFeedbackQuestions();
  const { show } = useSnackbar();
  const [draft, setDraft] = useState<readonly FeedbackQuestion[]>(questions);
  const [isChecked, setChecked] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();
  const errors = feedbackQuestionErrors(draft);
  const edit = (id: string, change: Partial<FeedbackQuestion>) => setDraft((current) => current.map((q) => (q.id === id ? { ...q, ...change } : q)));

  const save = async () => {
    setChecked(true);
    setError(undefined);
    if (Object.keys(errors).length > 0) return;
    const result = await update(draft);
    if (!result) return;
    if (!result.ok) return setError(result.error.message);
    show(FEEDBACK_MESSAGES.questionsSaved, 'success');
    onDone();
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {FEEDBACK_MESSAGES.questionsEditor}
      </h2>
      <Form
        className={styles.form}
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {draft.map((question, index) => {
          const [questionError, typeError] = (['questionRequired', 'questionTypeRequired'] as const).map((rule) =>
            isChecked && errors[question.id]?.includes(rule) ? FEEDBACK_MESSAGES[rule] : undefined,
          );
          return (
            <fieldset key={question.id} className={styles.question}>
              <legend className={styles.label}>{`${FEEDBACK_MESSAGES.questionLabel} ${index + 1}`}</legend>
              <TextInput label={FEEDBACK_MESSAGES.questionLabel} value={question.question} onChange={(value) => edit(question.id, { question: value })} error={questionError} />
              <TextInput label={FEEDBACK_MESSAGES.questionTypeLabel} value={question.questionType} onChange={(value) => edit(question.id, { questionType: value })} error={typeError} />
              <SelectField<AnswerType>
                className={styles.field}
                label={FEEDBACK_MESSAGES.answerTypeLabel}
                items={ANSWER_TYPES}
                selectedKey={answerTypeOf(question)}
                onChange={(answerType) => edit(question.id, { answerType })}
              />
              <div className={styles.actions}>
                <Button className={styles.button} onPress={() => setDraft((current) => current.filter((q) => q.id !== question.id))}>
                  {FEEDBACK_MESSAGES.removeQuestion(index + 1)}
                </Button>
              </div>
            </fieldset>
          );
        })}
        <div className={styles.actions}>
          <Button className={styles.button} onPress={() => setDraft((current) => [...current, newFeedbackQuestion(crypto.randomUUID())])}>
            {FEEDBACK_MESSAGES.addQuestion}
          </Button>
        </div>
        <AlertText message={error} />
        <div className={styles.actions}>
          <Button type="submit" className={styles.primaryButton} isDisabled={isUpdating}>
            {FEEDBACK_MESSAGES.saveQuestions}
          </Button>
          <Button className={styles.button} onPress={onDone}>
            {FEEDBACK_MESSAGES.cancel}
          </Button>
        </div>
      </Form>
    </section>
  );
}
