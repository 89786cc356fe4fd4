import { useUnreadNotificationCount } from '@ypo/headless/notifications';
import { lazy } from 'react';
import { Button } from 'react-aria-components';
import { DeferredTrigger } from '../../components/layout/deferred-trigger';
import { useUser } from '../../lib/auth';
import { BellFace } from './bell-face';
import * as styles from './notifications.css';

const loadPanel = () => import('./notifications-popover');
const NotificationsPopover = lazy(() => loadPanel().then((m) => ({ default: m.NotificationsPopover })));

/**
 * The bell (spec 002 §3, §7): the unread count as a badge and in its name ('Notifications, 3
 * unread'), read again on focus and every minute. Pressing it opens the list (its own chunk).
 */
export function NotificationBell() {
  const { userId } = useUser();
  const { badge, label } = useUnreadNotificationCount(userId);
  return (
    <DeferredTrigger
      load={loadPanel}
      placeholder={(placeholder) => (
        <Button {...placeholder} className={styles.bell} aria-label={label} aria-haspopup="dialog">
          <BellFace badge={badge} />
        </Button>
      )}
    >
      <NotificationsPopover personId={userId} badge={badge} label={label} />
    </DeferredTrigger>
  );
}
