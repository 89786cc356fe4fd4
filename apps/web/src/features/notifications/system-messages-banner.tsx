import { NOTIFICATIONS_MESSAGES, useSystemMessages } from '@ypo/headless/notifications';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './notifications.css';

/**
 * The system messages (spec 002 §3), each in its colours (default text white, background gold,
 * spec 002 §9), at the foot of the viewport until dismissed; a failed load shows nothing (002 §8).
 */
export function SystemMessagesBanner() {
  const { messages } = useSystemMessages();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = messages.filter((m) => !dismissed.has(m.id));
  if (shown.length === 0) return null;
  return (
    <section className={styles.systemMessages} aria-label={NOTIFICATIONS_MESSAGES.systemMessages}>
      <ul className={styles.systemList}>
        {shown.map((m) => (
          <li key={m.id} className={styles.systemMessage} style={{ color: m.colors.textColor, backgroundColor: m.colors.backgroundColor }}>
            <p className={styles.systemText}>{m.messageText}</p>
            <Button className={styles.dismiss} onPress={() => setDismissed((ids) => new Set(ids).add(m.id))}>
              {NOTIFICATIONS_MESSAGES.dismiss}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
