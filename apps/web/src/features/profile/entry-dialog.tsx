import { entryToForm, formToEntry, yearChoices, type ProfessionalCollection, type ProfessionalCollectionSpec, type ProfessionalEntries, type ProfileField } from '@ypo/headless/core';
import { useForm } from '@ypo/headless';
import { PROFILE_MESSAGES, useProfileDropdowns } from '@ypo/headless/profile';
import { useMemo, useState } from 'react';
import { Button, Checkbox, Form } from 'react-aria-components';
import { AlertText, TextInput } from '../../components/form';
import * as formStyles from '../../components/form/form.css';
import * as dialogStyles from '../../components/dialog.css';
import { ModalDialog } from '../../components/modal-dialog';
import { SelectField } from '../../components/select-field';
import * as styles from './profile.css';

/** Props of {@link EntryDialog}. */
export interface EntryDialogProps<C extends ProfessionalCollection> {
  readonly spec: ProfessionalCollectionSpec<C>;
  /** The entry being edited; absent for a new one. */
  readonly entry?: ProfessionalEntries[C] | undefined;
  readonly personId: string;
  /** Sends the entry; resolves to the failure's text, or `undefined` when saved. */
  readonly onSave: (entry: ProfessionalEntries[C]) => Promise<string | undefined>;
  readonly onClose: () => void;
}

const MONTHS = PROFILE_MESSAGES.months.map((name, index) => ({ id: String(index + 1), label: name }));

/**
 * The add/edit dialog of a professional collection (spec 002 §5): its fields from the collection's
 * spec, year choices from now back to 1900, the lookup lists, every validator; a failed check or
 * save keeps what was typed.
 */
export function EntryDialog<C extends ProfessionalCollection>({ spec, entry, personId, onSave, onClose }: EntryDialogProps<C>) {
  const initial = useMemo(() => entryToForm(spec, entry), [spec, entry]);
  const form = useForm<string>(spec.schema, initial);
  const { dropdowns } = useProfileDropdowns();
  const years = useMemo(() => yearChoices().map(String), []);
  const [failure, setFailure] = useState<string | undefined>();
  const [isSaving, setSaving] = useState(false);
  const id = entry ? String((entry as unknown as Record<string, unknown>)[spec.idField]) : undefined;

  const submit = async () => {
    setFailure(undefined);
    if (!form.validate()) return;
    setSaving(true);
    const error = await onSave(formToEntry(spec, form.values, id === undefined ? { personId } : { personId, id }));
    setSaving(false);
    if (error === undefined) onClose();
    else setFailure(error);
  };

  const fieldOf = (field: ProfileField) => {
    if (field.hiddenWhen !== undefined && form.values[field.hiddenWhen] === 'true') return null;
    const props = form.field(field.name);
    switch (field.kind) {
      case 'checkbox':
        return (
          <Checkbox key={field.name} className={`${formStyles.checkbox} ${styles.wide}`} isSelected={props.value === 'true'} onChange={(on) => props.onChange(on ? 'true' : '')}>
            <span className={formStyles.checkboxBox} aria-hidden="true" />
            {field.label}
          </Checkbox>
        );
      case 'month':
      case 'year':
      case 'lookup': {
        const items =
          field.kind === 'month'
            ? MONTHS
            : field.kind === 'year'
              ? years
              : (dropdowns?.[field.lookup ?? 'industry'] ?? []).map((item) => item.name);
        // An entry's stored value stays choosable even when the list no longer has it.
        const choices = props.value !== '' && field.kind === 'lookup' && !(items as string[]).includes(props.value) ? [props.value, ...(items as string[])] : items;
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
            <TextInput label={field.label} value={props.value} onChange={props.onChange} error={props.error} isMultiline={field.kind === 'textarea'} {...(field.kind === 'url' ? { inputMode: 'text' as const } : {})} />
          </div>
        );
    }
  };

  return (
    <ModalDialog title={entry ? PROFILE_MESSAGES.editEntry(spec.title.toLowerCase()) : spec.addLabel} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable>
      <Form
        className={dialogStyles.form}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.fields}>{spec.fields.map(fieldOf)}</div>
        <AlertText message={failure} />
        <div className={dialogStyles.actions}>
          <Button type="submit" className={dialogStyles.button} isDisabled={isSaving}>
            {PROFILE_MESSAGES.save}
          </Button>
          <Button className={dialogStyles.secondaryButton} onPress={onClose}>
            {PROFILE_MESSAGES.cancel}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
