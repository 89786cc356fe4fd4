import { useSnackbar, type Notice } from '@ypo/headless';
import { useEffect, useRef } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import * as noticeStyles from './notice.css';
import * as styles from './snackbar-region.css';

/**
 * The top-right snackbar (spec 000 §2). The headless snackbar atom is the source of truth (it
 * dismisses each notice after 3000 ms); this region mirrors it into a react-aria toast queue, each
 * toast in the colour of its kind (spec 001 §9).
 */
export function SnackbarRegion() {
  const { snackbars, dismiss } = useSnackbar();
  const queue = useRef(new ToastQueue<Notice>({ maxVisibleToasts: 5 })).current;
  const shown = useRef(new Map<number, string>());
  useEffect(() => {
    const ids = new Set(snackbars.map((snackbar) => snackbar.id));
    for (const snackbar of snackbars) {
      if (!shown.current.has(snackbar.id)) shown.current.set(snackbar.id, queue.add(snackbar, { onClose: () => dismiss(snackbar.id) }));
    }
    for (const [id, key] of shown.current) {
      if (ids.has(id)) continue;
      shown.current.delete(id);
      queue.close(key);
    }
  }, [dismiss, queue, snackbars]);
  return (
    <ToastRegion queue={queue} className={styles.region} aria-label="Notifications">
      {({ toast }) => (
        <Toast toast={toast} className={`${styles.toast} ${noticeStyles.toast[toast.content.kind]}`} data-kind={toast.content.kind}>
          <ToastContent className={styles.content}>
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          <Button slot="close" className={styles.close} aria-label="Dismiss">
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
