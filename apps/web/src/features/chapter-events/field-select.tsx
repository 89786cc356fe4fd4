import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, type Key } from 'react-aria-components';
import * as formStyles from '../../components/form/form.css';
import * as selectStyles from '../../components/select.css';
import * as styles from './chapter-events.css';

/** Props of {@link FieldSelect}. */
export interface FieldSelectProps {
  readonly label: string;
  readonly options: readonly { readonly id: string; readonly name: string }[];
  /** The chosen id; '' for none. */
  readonly value: string;
  readonly onChange: (id: string) => void;
  readonly error?: string | undefined;
  readonly placeholder?: string;
}

/** A labelled pick-one list (react-aria Select) whose message appears under it. */
export function FieldSelect({ label, options, value, onChange, error, placeholder }: FieldSelectProps) {
  return (
    <Select
      className={styles.select}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key: Key | null) => onChange(key === null ? '' : String(key))}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      {...(placeholder ? { placeholder } : {})}
    >
      <Label className={formStyles.label}>{label}</Label>
      <Button className={selectStyles.selectButton}>
        <SelectValue />
        <span aria-hidden="true"> ▾</span>
      </Button>
      <FieldError className={formStyles.fieldError}>{error}</FieldError>
      <Popover className={selectStyles.popover}>
        <ListBox className={selectStyles.listBox}>
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} className={selectStyles.option} textValue={option.name}>
              {option.name}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
