import { TYPEAHEAD_LIMIT, yearChoices, type ProfileFieldKind, type ProfileLookupKey } from '@ypo/headless/core';
import { useForm, type FormSchema } from '@ypo/headless';
import { PROFILE_MESSAGES, useProfileDropdowns } from '@ypo/headless/profile';
import { useMemo, type ReactNode } from 'react';
import { Button, Checkbox, CheckboxGroup, Form, Label } from 'react-aria-components';
import { AlertText, TextInput } from '../../components/form';
import * as formStyles from '../../components/form/form.css';
import * as dialogStyles from '../../components/dialog.css';
import { ModalDialog } from '../../components/modal-dialog';
import { SelectField } from '../../components/select-field';
import * as styles from './profile.css';

/**
 * One field of an {@link EntryDialog}: core's `ProfileField` (text, textarea, url, month, year, a
 * lookup list of get-profile-dropdowns, checkbox) or a select of fixed `choices`.
 */
export interface EntryField<K extends string = string> {
  /** The form value's name. */
  readonly name: K;
  readonly label: string;
  /** How the field is entered (default text). */
  readonly kind?: ProfileFieldKind | 'select';
  /** The lookup list of a `lookup` field (spec 002 §3 lookup lists). */
  readonly lookup?: ProfileLookupKey;
  /** A type-ahead lookup list: cut to TYPEAHEAD_LIMIT entries (spec 002 §5). */
  readonly isTypeAhead?: boolean;
  /** A lookup field of several choices (checkboxes); its value is the chosen names, one a line. */
  readonly isMultiple?: boolean;
  /** The choices of a `select` field. */
  readonly choices?: readonly string[];
  /** Hidden (and not sent) while this checkbox field is on. */
  readonly hiddenWhen?: string;
  /** The input type of a text field. */
  readonly type?: 'text' | 'email' | 'tel';
  /** A hint under the field. */
  readonly description?: string;
  /** A checkbox that cannot be ticked now (e.g. no third shared address). */
  readonly isDisabled?: boolean;
}

/** What a save tells the dialog: nothing (saved, it closes), or a message for a field or for the whole form. */
export type EntrySaveFeedback<K extends string = string> = { readonly field?: K; readonly message: string } | undefined;

/** Props of {@link EntryDialog}. */
export interface EntryDialogProps<K extends string> {
  readonly title: string;
  readonly onClose: () => void;
  readonly schema: FormSchema;
  readonly fields: readonly EntryField<K>[];
  readonly initial: Readonly<Record<K, string>>;
  /** Sends the entry; resolves to the feedback, `undefined` when saved. */
  readonly onSave: (values: Readonly<Record<K, string>>) => Promise<EntrySaveFeedback<K>>;
  readonly isSaving: boolean;
  readonly children?: ReactNode;
}

const MONTHS = PROFILE_MESSAGES.months.map((name, index) => ({ id: String(index + 1), label: name }));

/**
 * THE add/edit dialog of the member profile (spec 002 §5), for every collection and one-of section:
 * its fields, year choices from now back to 1900, the lookup lists as selects, the form's rules on
 * Save with each message under its field; what was typed stays whatever fails, the server's answer included.
 */
export function EntryDialog<K extends string>({ title, onClose, schema, fields, initial, onSave, isSaving, children }: EntryDialogProps<K>) {
  const form = useForm<K>(schema, initial);
  const { dropdowns } = useProfileDropdowns({ isEnabled: fields.some((field) => field.kind === 'lookup') });
  const years = useMemo(() => yearChoices().map(String), []);
  const submit = async () => {
    if (!form.validate()) return;
    const feedback = await onSave(form.values);
    if (!feedback) onClose();
    else form.setError(feedback.field ?? 'form', feedback.message);
  };

  const fieldOf = (field: EntryField<K>, index: number) => {
    if (field.hiddenWhen !== undefined && form.values[field.hiddenWhen as K] === 'true') return null;
    const props = form.field(field.name);
    switch (field.kind) {
      case 'checkbox':
        return (
          <div key={field.name} className={styles.wide}>
            <Checkbox className={formStyles.checkbox} isSelected={props.value === 'true'} isDisabled={field.isDisabled ?? false} onChange={(on) => props.onChange(on ? 'true' : '')}>
              <span className={formStyles.checkboxBox} aria-hidden="true" />
              {field.label}
            </Checkbox>
            {field.description ? <p className={formStyles.description}>{field.description}</p> : null}
          </div>
        );
      case 'month':
      case 'year':
      case 'lookup':
      case 'select': {
        const list = (dropdowns?.[field.lookup ?? 'industry'] ?? []).map((item) => item.name);
        if (field.isMultiple) {
          const chosen = props.value.split('\n').filter((name) => name.trim() !== '');
          // Chosen names the list no longer has stay choosable.
          const names = [...chosen.filter((name) => !list.includes(name)), ...list];
          return (
            <CheckboxGroup key={field.name} className={`${formStyles.field} ${styles.wide}`} value={chosen} onChange={(value) => props.onChange(value.join('\n'))} isInvalid={Boolean(props.error)}>
              <Label className={formStyles.label}>{field.label}</Label>
              <div className={styles.choices}>
                {names.map((name) => (
                  <Checkbox key={name} value={name} className={formStyles.checkbox}>
                    <span className={formStyles.checkboxBox} aria-hidden="true" />
                    {name}
                  </Checkbox>
                ))}
              </div>
              {props.error ? <p className={formStyles.fieldError}>{props.error}</p> : null}
            </CheckboxGroup>
          );
        }
        const items =
          field.kind === 'month' ? MONTHS : field.kind === 'year' ? years : field.kind === 'select' ? (field.choices ?? []) : field.isTypeAhead ? list.slice(0, TYPEAHEAD_LIMIT) : list;
        // An entry's stored value stays choosable even when the list no longer has it.
        const names = items as readonly string[];
        const choices = props.value !== '' && field.kind === 'lookup' && !names.includes(props.value) ? [props.value, ...names] : items;
        return (
          <SelectField
            key={field.name}
            className={formStyles.field}
            label={field.label}
            items={choices}
            selectedKey={props.value}
            onChange={props.onChange}
            errorMessage={props.error}
            placeholder={PROFILE_MESSAGES.chooseOption}
          />
        );
      }
      default:
        return (
          <div key={field.name} className={field.kind === 'textarea' ? styles.wide : undefined}>
            <TextInput
              label={field.label}
              {...props}
              type={field.type ?? 'text'}
              isMultiline={field.kind === 'textarea'}
              autoFocus={index === 0}
              {...(field.kind === 'url' ? { inputMode: 'text' as const } : {})}
              {...(field.description ? { description: field.description } : {})}
            />
          </div>
        );
    }
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
        <div className={styles.fields}>{fields.map(fieldOf)}</div>
        {children}
        <AlertText message={form.errors.form} />
        <div className={dialogStyles.actions}>
          <Button className={dialogStyles.secondaryButton} onPress={onClose}>
            {PROFILE_MESSAGES.cancel}
          </Button>
          {/* No isPending: react-aria's pending announcement leaves role="img" nodes that axe flags (role-img-alt). */}
          <Button type="submit" className={dialogStyles.button} isDisabled={isSaving}>
            {isSaving ? PROFILE_MESSAGES.saving : PROFILE_MESSAGES.save}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
