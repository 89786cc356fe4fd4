import { PROFILE_MESSAGES, useForm, type FormSchema } from '@ypo/headless';
import type { ReactNode } from 'react';
import { Button, Checkbox, Form } from 'react-aria-components';
import * as dialogStyles from '../../../components/dialog.css';
import { AlertText, TextInput } from '../../../components/form';
import * as formStyles from '../../../components/form/form.css';
import { ModalDialog } from '../../../components/modal-dialog';
import { SelectField } from '../../../components/select-field';

/** One field of an {@link EntryDialog}: a text field, a select of fixed choices, or a checkbox ('true' when ticked). */
export type EntryField<K extends string> =
  | { readonly name: K; readonly label: string; readonly kind?: 'text'; readonly type?: 'text' | 'email' | 'tel'; readonly isMultiline?: boolean; readonly description?: string }
  | { readonly name: K; readonly label: string; readonly kind: 'select'; readonly choices: readonly string[] }
  | { readonly name: K; readonly label: string; readonly kind: 'checkbox'; readonly isDisabled?: boolean; readonly description?: string };

/** What a save tells the dialog: nothing (saved, it closes), or a message for a field or for the whole form. */
export type EntrySaveFeedback<K extends string> = { readonly field?: K; readonly message: string } | undefined;

/** Props of {@link EntryDialog}. */
export interface EntryDialogProps<K extends string> {
  title: string;
  onClose: () => void;
  schema: FormSchema;
  fields: readonly EntryField<K>[];
  initial: Readonly<Record<K, string>>;
  onSave: (values: Readonly<Record<K, string>>) => Promise<EntrySaveFeedback<K>>;
  isSaving: boolean;
  children?: ReactNode;
}

/**
 * The one dialog of the profile's personal collections (spec 002 §5): the form's rules run on Save,
 * each message under its field, and what was typed stays whatever fails, the server's answer included.
 */
export function EntryDialog<K extends string>({ title, onClose, schema, fields, initial, onSave, isSaving, children }: EntryDialogProps<K>) {
  const form = useForm<K>(schema, initial);
  const submit = async () => {
    if (!form.validate()) return;
    const feedback = await onSave(form.values);
    if (!feedback) onClose();
    else form.setError(feedback.field ?? 'form', feedback.message);
  };
  return (
    <ModalDialog title={title} isOpen onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} isDismissable>
      <Form
        className={dialogStyles.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {fields.map((field, index) => {
          const props = form.field(field.name);
          if (field.kind === 'select') {
            return <SelectField key={field.name} className={formStyles.field} label={field.label} items={field.choices} selectedKey={props.value} onChange={props.onChange} />;
          }
          if (field.kind === 'checkbox') {
            return (
              <div key={field.name} className={formStyles.field}>
                <Checkbox className={formStyles.checkbox} isSelected={props.value === 'true'} isDisabled={field.isDisabled ?? false} onChange={(isSelected) => props.onChange(isSelected ? 'true' : '')}>
                  <span className={formStyles.checkboxBox} aria-hidden="true" />
                  {field.label}
                </Checkbox>
                {field.description ? <p className={formStyles.description}>{field.description}</p> : null}
              </div>
            );
          }
          return (
            <TextInput
              key={field.name}
              label={field.label}
              {...props}
              type={field.type ?? 'text'}
              isMultiline={field.isMultiline ?? false}
              autoFocus={index === 0}
              {...(field.description ? { description: field.description } : {})}
            />
          );
        })}
        {children}
        <AlertText message={form.errors.form} />
        <div className={dialogStyles.actions}>
          <Button className={dialogStyles.secondaryButton} onPress={onClose}>
            {PROFILE_MESSAGES.cancel}
          </Button>
          <Button type="submit" className={dialogStyles.button} isPending={isSaving}>
            {isSaving ? PROFILE_MESSAGES.saving : PROFILE_MESSAGES.save}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
