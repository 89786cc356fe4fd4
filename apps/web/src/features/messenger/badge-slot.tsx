import { paths } from '@ypo/headless';
import { Suspense, lazy } from 'react';
import { useMayOpen } from '../../lib/auth';
import * as styles from './badge-slot.css';

// The badge and everything it needs (the messenger hooks, later matrix-js-sdk) load after the page's first paint.
const MessengerBadge = lazy(() => import('./badge-load').then((m) => m.loadMessengerBadge()));

/**
 * The messenger badge's place in the header, for members the route guard lets open /messenger (deny by default:
 * nothing otherwise): space reserved at once, the badge loaded after first paint.
 */
export function MessengerBadgeSlot() {
  if (!useMayOpen(paths.messenger())) return null;
  return (
    <span className={styles.badgeSlot}>
      <Suspense fallback={null}>
        <MessengerBadge />
      </Suspense>
    </span>
  );
}
