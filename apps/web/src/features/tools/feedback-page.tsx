import { FEEDBACK_MESSAGES, FEEDBACK_RATING_MAX, canEditFeedbackQuestions, isRatingQuestion, useFeedbackForm, usePermissions, useSnackbar, type FeedbackQuestion } from '@ypo/headless';
import { useId, useState } from 'react';
import { Button, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { AlertText, TextInput } from '../../components/form';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { FeedbackQuestionsEditor } from './feedback-questions-editor';
import * as styles from './tools.css';

const RATINGS = Array.from({ length: FEEDBACK_RATING_MAX }, (_, i) => i + 1);

/** A rating question: radios from 1 to 5; none chosen is the default answer 0 (spec 002 §3). */
function RatingQuestion({ question, value, onChange }: { question: FeedbackQuestion; value: number; onChange: (value: number) => void }) {
  return (
    <RadioGroup className={styles.question} orientation="horizontal" value={value > 0 ? String(value) : null} onChange={(next) => onChange(Number(next))}>
      <Label className={styles.label}>{question.question}</Label>
      <div className={styles.radios}>
        {RATINGS.map((rating) => (
          <Radio key={rating} value={String(rating)} className={styles.radio} aria-label={FEEDBACK_MESSAGES.ratingOf(rating, FEEDBACK_RATING_MAX)}>
            <span className={styles.radioMark} aria-hidden="true" />
            {rating}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/**
 * /feedback (spec 002 §2 'Feedback: the route is not shown'; ours, linked from the account menu):
 * the feedback questions (§3: a rating gives a numeric answer, default 0; otherwise text) and
 * 'Send feedback' (§7 submit-feedback). The server's thanks shows in the snackbar; a refused submit
 * shows the server's message field (§8) and keeps the answers. Staff also get the questions editor.
 */
export function FeedbackPage() {
  const form = useFeedbackForm();
  const { roles } = usePermissions();
  const { show } = useSnackbar();
  const [error, setError] = useState<string | undefined>();
  const [isEditing, setEditing] = useState(false);
  const canEdit = canEditFeedbackQuestions(roles?.names);
  const headingId = useId();
  const questions = form.questions ?? [];

  const submit = async () => {
    setError(undefined);
    const result = await form.submit();
    if (!result) return;
    if (!result.ok) return setError(result.error.message);
    show(result.message, 'success');
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{FEEDBACK_MESSAGES.title}</h1>
      {canEdit && form.questions ? (
        isEditing ? (
          <FeedbackQuestionsEditor questions={form.questions} onDone={() => setEditing(false)} />
        ) : (
          <div className={styles.actions}>
            <Button className={styles.button} onPress={() => setEditing(true)}>
              {FEEDBACK_MESSAGES.editQuestions}
            </Button>
          </div>
        )
      ) : null}
      <section className={styles.panel} aria-labelledby={headingId}>
        <p id={headingId} className={styles.muted}>
          {FEEDBACK_MESSAGES.intro}
        </p>
        <AlertText message={form.error ? FEEDBACK_MESSAGES.loadFailed : undefined} />
        {form.isLoading ? (
          <Skeleton label={FEEDBACK_MESSAGES.title}>
            <SkeletonLine />
            <SkeletonLine />
            <SkeletonLine width="wide" />
          </Skeleton>
        ) : form.questions && questions.length === 0 ? (
          <p className={styles.muted}>{FEEDBACK_MESSAGES.noQuestions}</p>
        ) : questions.length > 0 ? (
          <Form
            className={styles.form}
            aria-labelledby={headingId}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {questions.map((question) => {
              const answer = form.answers[question.id];
              return isRatingQuestion(question) ? (
                <RatingQuestion key={question.id} question={question} value={typeof answer === 'number' ? answer : 0} onChange={(value) => form.setAnswer(question.id, value)} />
              ) : (
                <TextInput
                  key={question.id}
                  label={question.question}
                  value={typeof answer === 'string' ? answer : ''}
                  onChange={(value) => form.setAnswer(question.id, value)}
                  isMultiline
                />
              );
            })}
            <AlertText message={error} />
            <div className={styles.actions}>
              <Button type="submit" className={styles.primaryButton} isDisabled={form.isSubmitting}>
                {FEEDBACK_MESSAGES.submit}
              </Button>
            </div>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
