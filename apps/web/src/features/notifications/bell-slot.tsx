import { Suspense, lazy } from 'react';
import * as styles from './bell-slot.css';

// Everything of the bell loads after the page's first paint, through the small loader module (so
// the initial chunk lists no chunk of the bell, spec budget: /home's initial JavaScript).
const NotificationBell = lazy(() => import('./load').then((m) => m.loadNotificationBell()));

/** The notifications bell's place in the header: space reserved at once, the bell and its count loaded after first paint. */
export function NotificationBellSlot() {
  return (
    <span className={styles.bellSlot}>
      <Suspense fallback={null}>
        <NotificationBell />
      </Suspense>
    </span>
  );
}
