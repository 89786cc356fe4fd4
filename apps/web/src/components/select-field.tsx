import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { label as labelStyle } from './form/form.css';
import * as styles from './select.css';

/** Props of {@link SelectField}. */
export interface SelectFieldProps<K extends string> {
  label: string;
  /** The choices: each its own label, or an id with the label shown for it. */
  items: readonly (K | { readonly id: K; readonly label: string })[];
  selectedKey: K;
  onChange: (key: K) => void;
  isDisabled?: boolean;
  /** The layout of the field (its label above its button). */
  className: string;
}

/** The one labelled select of the app (react-aria `Select`): a button showing the choice, a list box of the items. */
export function SelectField<K extends string>({ label, items, selectedKey, onChange, isDisabled = false, className }: SelectFieldProps<K>) {
  return (
    <Select className={className} selectedKey={selectedKey} onSelectionChange={(key) => onChange(key as K)} isDisabled={isDisabled}>
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
    </Select>
  );
}
