import { useMemo } from 'react';
import { groupNotifications, orderNotifications, type AppNotification } from '../../core/notifications/notifications';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of a person's notifications. */
export const notificationsKey = (personId: string) => ['notifications/api/appnotification/get-notifications', personId.toLowerCase()] as const;

/**
 * The notifications of a person (spec 002 §3, §7: get-notifications), newest first and in groups
 * (unread 'New', then 'Earlier'); `null` holds the call. A failed load is in `error` (logged) and
 * `reload` tries again.
 */
export function useNotifications(personId: string | null | undefined) {
  const query = useSdkQuery<AppNotification[]>(
    personId ? notificationsKey(personId) : null,
    (sdk, signal) => sdk.notifications.GET('/notifications/api/appnotification/get-notifications/{id}', { params: { path: { id: personId ?? '' } }, signal }),
    { unwrap: { log: true } },
  );
  const { data } = query;
  const notifications = useMemo(() => orderNotifications(data ?? []), [data]);
  const groups = useMemo(() => groupNotifications(notifications), [notifications]);
  return {
    notifications,
    groups,
    isLoaded: data !== undefined,
    isLoading: query.isLoading,
    /** A load (the first or a refresh) is under way. */
    isValidating: query.isValidating,
    error: query.error,
    reload: () => void query.mutate(),
  };
}
