import { NOTIFICATION_OPTIONS, type NotificationOption } from '@ypo/headless';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import * as styles from './privacy-settings.css';

/** Props of {@link NotificationSelect}. */
export interface NotificationSelectProps {
  /** The community's name. */
  label: string;
  option: NotificationOption;
  onChange: (option: NotificationOption) => void;
}

/** The notification option of one community (spec 002 §9); its own chunk, loaded by the notification page. */
export function NotificationSelect({ label, option, onChange }: NotificationSelectProps) {
  return (
    <Select className={styles.select} selectedKey={option} onSelectionChange={(key) => onChange(key as NotificationOption)}>
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true"> ▾</span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox}>
          {NOTIFICATION_OPTIONS.map((item) => (
            <ListBoxItem key={item} id={item} className={styles.option}>
              {item}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
