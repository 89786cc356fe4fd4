import {
  NOTIFICATIONS_MESSAGES,
  notificationAge,
  notificationTarget,
  useMarkNotificationsViewed,
  useNotifications,
  type AppNotification,
} from '@ypo/headless/notifications';
import { useEffect, useRef } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Link, Popover } from 'react-aria-components';
import { secondaryButton } from '../../components/button.css';
import { useInitiallyOpen } from '../../components/layout/use-initially-open';
import { BellFace } from './bell-face';
import * as styles from './notifications.css';

/** Props of {@link NotificationsPopover}. */
export interface NotificationsPopoverProps {
  /** Whose notifications (the effective user). */
  personId: string | null | undefined;
  /** The bell's badge text (from the unread count). */
  badge: string;
  /** The bell's accessible name ('Notifications, 3 unread'). */
  label: string;
}

/** The bell with its popover, loaded when the bell is first pressed (then open at once). */
export function NotificationsPopover({ personId, badge, label }: NotificationsPopoverProps) {
  const { triggerRef, isOpen, setIsOpen } = useInitiallyOpen(true);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setIsOpen}>
      <Button ref={triggerRef} className={styles.bell} aria-label={label}>
        <BellFace badge={badge} />
      </Button>
      <Popover className={styles.popover} placement="bottom end">
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.heading}>
                {NOTIFICATIONS_MESSAGES.listTitle}
              </Heading>
              <NotificationList personId={personId} hasUnread={badge !== ''} onNavigate={close} />
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

/**
 * The list, newest first in 'New' and 'Earlier' groups. Once the list opened has loaded (so it
 * shows which ones were new), they are marked viewed: the bell's count drops to 0 at once.
 */
function NotificationList({ personId, hasUnread, onNavigate }: { personId: string | null | undefined; hasUnread: boolean; onNavigate: () => void }) {
  const { groups, isLoaded, isValidating, error, reload } = useNotifications(personId);
  const { markViewed } = useMarkNotificationsViewed(personId);
  const isMarked = useRef(false);
  const hasNew = groups.some((g) => g.key === 'new');
  useEffect(() => {
    if (!isLoaded || isValidating || isMarked.current || !(hasNew || hasUnread)) return;
    isMarked.current = true;
    void markViewed();
  }, [isLoaded, isValidating, hasNew, hasUnread, markViewed]);

  if (error && !isLoaded) {
    return (
      <div role="alert">
        <p className={styles.status}>{NOTIFICATIONS_MESSAGES.loadFailed}</p>
        <Button className={`${secondaryButton} ${styles.retry}`} onPress={reload}>
          {NOTIFICATIONS_MESSAGES.retry}
        </Button>
      </div>
    );
  }
  if (!isLoaded) return <p className={styles.status}>{NOTIFICATIONS_MESSAGES.loading}</p>;
  if (groups.length === 0) return <p className={styles.status}>{NOTIFICATIONS_MESSAGES.empty}</p>;
  const now = Date.now();
  return (
    <>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`notifications-${group.key}`}>
          <h3 id={`notifications-${group.key}`} className={styles.groupHeading}>
            {group.label}
          </h3>
          <ul className={styles.list}>
            {group.notifications.map((n) => (
              <NotificationItem key={n.id} notification={n} now={now} onNavigate={onNavigate} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function NotificationItem({ notification, now, onNavigate }: { notification: AppNotification; now: number; onNavigate: () => void }) {
  const target = notificationTarget(notification.url);
  const title = notification.title || notification.body || '';
  return (
    <li className={styles.item}>
      {target.kind === 'page' ? (
        <Link className={styles.itemLink} href={target.href} onPress={onNavigate}>
          {title}
        </Link>
      ) : target.kind === 'external' ? (
        <Link className={styles.itemLink} href={target.href} target="_blank" rel="noopener noreferrer">
          {title}
        </Link>
      ) : (
        <span className={styles.itemTitle}>{title}</span>
      )}
      {notification.body && notification.title ? <p className={styles.itemBody}>{notification.body}</p> : null}
      <time className={styles.itemTime} dateTime={notification.dateCreated}>
        {notificationAge(notification, now)}
      </time>
    </li>
  );
}
