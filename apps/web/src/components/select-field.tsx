import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { fieldError, label as labelStyle } from './form/form.css';
import * as styles from './select.css';

/** Props of {@link SelectField}. */
export interface SelectFieldProps<K extends string> {
  label: string;
  /** The choices: each its own label, or an id with the label shown for it. */
  items: readonly (K | { readonly id: K; readonly label: string })[];
  selectedKey: K;
  onChange: (key: K) => void;
  isDisabled?: boolean;
  /** The field's message (a required choice not made), shown under it and tied to it; none when absent. */
  error?: string | undefined;
  /** The layout of the field (its label above its button). */
  className: string;
}

/** The one labelled select of the app (react-aria `Select`): a button showing the choice, a list box of the items. */
export function SelectField<K extends string>({ label, items, selectedKey, onChange, isDisabled = false, error, className }: SelectFieldProps<K>) {
  return (
    <Select
      className={className}
      selectedKey={selectedKey}
      onSelectionChange={(key) => onChange(key as K)}
      isDisabled={isDisabled}
      isInvalid={error !== undefined && error !== ''}
      validationBehavior="aria"
    >
      <Label className={labelStyle}>{label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true"> ▾</span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {items.map((item) => {
            const { id, label: text } = typeof item === 'string' ? { id: item, label: item } : item;
            return (
              <ListBoxItem key={id} id={id} className={styles.option}>
                {text}
              </ListBoxItem>
            );
          })}
        </ListBox>
      </Popover>
      <FieldError className={fieldError}>{error}</FieldError>
    </Select>
  );
}
