import { questionFactorSchema, useForm, type MultiFactor } from '@ypo/headless';
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { TextInput } from '../../components/form';
import * as styles from './login-security.css';
import { submitWith, type LoginSecurity } from './login-security-page';

/** The question factor (its own chunk: the select loads with it): a question from the list and its answer; active at once. */
export function QuestionForm({ security, factor }: { security: LoginSecurity; factor: MultiFactor }) {
  const form = useForm(questionFactorSchema, { question: factor.question ?? '', answer: '' });
  const question = form.field('question');
  return (
    <form className={styles.form} noValidate onSubmit={submitWith(form.validate, () => void security.save('question', form.values))}>
      <Select
        className={styles.field}
        selectedKey={question.value === '' ? null : question.value}
        onSelectionChange={(key) => question.onChange(key === null ? '' : String(key))}
        isInvalid={question.error !== undefined}
        validationBehavior="aria"
        placeholder="Choose a question"
      >
        <Label className={styles.label}>Security question</Label>
        <Button className={styles.input}>
          <SelectValue />
          <span aria-hidden="true"> ▾</span>
        </Button>
        <FieldError className={styles.fieldError}>{question.error}</FieldError>
        <Popover className={styles.popover}>
          <ListBox className={styles.listBox} items={security.questions.map((q) => ({ id: q.question, ...q }))}>
            {(item) => (
              <ListBoxItem id={item.id} className={styles.option}>
                {item.questionText}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      <TextInput label="Answer" autoComplete="off" {...form.field('answer')} />
      <div className={styles.actions}>
        <Button type="submit" className={styles.button}>
          Save
        </Button>
        <Button className={styles.secondaryButton} onPress={() => security.cancel('question')}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
