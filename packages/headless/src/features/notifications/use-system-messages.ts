import { useMemo } from 'react';
import { systemMessageColors, visibleSystemMessages, type SystemMessage, type SystemMessageColors } from '../../core/notifications/system-messages';
import { useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of the system messages. */
export const SYSTEM_MESSAGES_KEY = ['notifications/api/appnotification/get-system-messages'] as const;

/** A system message with the colours to show it in. */
export interface ShownSystemMessage extends SystemMessage {
  /** White on gold unless the server gives a readable pair (spec 002 §9). */
  readonly colors: SystemMessageColors;
}

/**
 * The system messages every member sees (spec 002 §3: get-system-messages), each with its colours
 * (default text white, background gold, spec 002 §9). spec 002 §8: a failed load is swallowed,
 * so there is simply no message. `isEnabled: false` holds the call (e.g. before sign-in).
 */
export function useSystemMessages({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const query = useSdkQuery<SystemMessage[]>(
    isEnabled ? SYSTEM_MESSAGES_KEY : null,
    (sdk, signal) => sdk.notifications.GET('/notifications/api/appnotification/get-system-messages', { signal }),
    // spec 002 §8: swallowed: no error is returned or retried, there is just no message.
    { swr: { shouldRetryOnError: false, revalidateOnFocus: false } },
  );
  const { data } = query;
  const messages = useMemo<ShownSystemMessage[]>(() => visibleSystemMessages(data).map((m) => ({ ...m, colors: systemMessageColors(m) })), [data]);
  return { messages, isLoading: query.isLoading };
}
