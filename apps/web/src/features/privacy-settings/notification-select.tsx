import { NOTIFICATION_OPTIONS, type NotificationOption } from '@ypo/headless';
import { SelectField } from '../../components/select-field';
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
  return <SelectField className={styles.select} label={label} items={NOTIFICATION_OPTIONS} selectedKey={option} onChange={onChange} />;
}
