import { unwrap } from '../../core/errors/unwrap';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { unreadNotificationCountKey } from './use-unread-notification-count';

/**
 * Marks all of a person's notifications viewed (spec 002 §7: updatenotificationstoisviewed) through
 * the one write hook: the bell's count drops to 0 at once and comes back if the call fails. The
 * list keeps what it showed (which ones were new) until it is read again.
 */
export function useMarkNotificationsViewed(personId: string | null | undefined) {
  const sdk = useSdk();
  const mutation = useMutation(
    async (): Promise<boolean> => {
      if (!personId) return false;
      return unwrap(sdk.notifications.POST('/notifications/api/appnotification/updatenotificationstoisviewed', { body: { PersonId: personId } }), { log: true });
    },
    { key: personId ? unreadNotificationCountKey(personId) : null, optimistic: () => 0 },
  );
  return { markViewed: mutation.trigger, isMarking: mutation.isMutating, error: mutation.error };
}
