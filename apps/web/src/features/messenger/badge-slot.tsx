import { Suspense, lazy } from 'react';
import * as styles from './badge-slot.css';

// The badge and everything it needs (its permission check, the messenger hooks, later matrix-js-sdk) load after the
// page's first paint, through the small loader module (so the initial chunk lists no chunk of the badge; spec budget:
// /home's initial JavaScript).
const MessengerBadge = lazy(() => import('./badge-load').then((m) => m.loadMessengerBadge()));

/** The messenger badge's place in the header: space reserved at once, the badge loaded after first paint. */
export function MessengerBadgeSlot() {
  return (
    <span className={styles.badgeSlot}>
      <Suspense fallback={null}>
        <MessengerBadge />
      </Suspense>
    </span>
  );
}
