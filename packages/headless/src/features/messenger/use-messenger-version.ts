import { useCallback, useSyncExternalStore } from 'react';
import type { MessengerClient } from './client/matrix-client';

// One counter per client, moved by its changes: every hook reading the client re-renders once per change.
const versions = new WeakMap<MessengerClient, number>();

/**
 * A number that changes whenever something the messenger shows may have changed on `client` (its `onChange`):
 * the hooks below read the client again when it moves. 0 without a client.
 */
export function useMessengerVersion(client: MessengerClient | null): number {
  const subscribe = useCallback(
    (notify: () => void) =>
      client
        ? client.onChange(() => {
            versions.set(client, (versions.get(client) ?? 0) + 1);
            notify();
          })
        : () => {},
    [client],
  );
  return useSyncExternalStore(subscribe, () => (client ? (versions.get(client) ?? 0) : 0), () => 0);
}
