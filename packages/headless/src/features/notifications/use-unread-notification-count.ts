import { NOTIFICATION_REFRESH_MS, bellLabel, badgeText, unreadCountOf } from '../../core/notifications/notifications';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of a person's unread notification count. */
export const unreadNotificationCountKey = (personId: string) => ['notifications/api/appnotification/get-unviewed-notification-count', personId.toLowerCase()] as const;

/** Options of {@link useUnreadNotificationCount}. */
export interface UnreadNotificationCountOptions {
  /** How often the count is read again while mounted; {@link NOTIFICATION_REFRESH_MS} by default, 0 for never. */
  readonly refreshIntervalMs?: number;
}

/**
 * The bell's unread count (spec 002 §3, §7: get-unviewed-notification-count), read again on window
 * focus, on reconnect and every minute while the page is visible; `null` holds the call. A failed
 * read shows no count (0), the bell itself stays. Returns the count, the badge text and the bell's
 * accessible name ('Notifications, 3 unread').
 */
export function useUnreadNotificationCount(personId: string | null | undefined, { refreshIntervalMs = NOTIFICATION_REFRESH_MS }: UnreadNotificationCountOptions = {}) {
  const query = useSdkQuery<number>(
    personId ? unreadNotificationCountKey(personId) : null,
    (sdk, signal) => sdk.notifications.GET('/notifications/api/appnotification/get-unviewed-notification-count/{id}', { params: { path: { id: personId ?? '' } }, signal }),
    { swr: { refreshInterval: refreshIntervalMs, revalidateOnFocus: true, refreshWhenHidden: false } },
  );
  const count = unreadCountOf(query.data);
  return { count, badge: badgeText(count), label: bellLabel(count), isLoading: query.isLoading, error: query.error };
}
