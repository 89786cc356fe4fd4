import { useStore } from 'jotai';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useResetTasks } from '../../hooks/headless-provider';
import { createUnreadCounter, type UnreadCounter, type UnreadCounterOptions } from './unread-counter';

/** Options of {@link useHomeserverUnreadCount}. */
export interface UseHomeserverUnreadCountOptions {
  /** The homeserver's client API (the app's configuration: `homeserverUrl`). */
  readonly homeserverUrl: string;
  /** The signed-in member's id; null or undefined when signed out (no count then). */
  readonly memberId: string | null | undefined;
  /** The member's current access token (the session refreshes it first when due); null when signed out. */
  readonly getAccessToken: () => Promise<string | null>;
  /** Makes the counter; default `createUnreadCounter` (tests pass a fetch through it). */
  readonly create?: (options: UnreadCounterOptions) => UnreadCounter;
}

type Store = ReturnType<typeof useStore>;

// One counter per headless store and member (every badge of the page shares its one long poll), with its
// registration with the headless reset: the app's logout signs its device out and forgets what it kept.
const counters = new WeakMap<Store, { memberId: string; counter: UnreadCounter; unregister: () => void }>();

const NO_COUNTER: UnreadCounter = { count: () => null, subscribe: () => () => undefined, logout: async () => undefined };

/**
 * The unread chat count (spec 002 §4: conversations with unread messages), live, from the homeserver's own counts:
 * no Matrix client, crypto or wasm is loaded for it (the chrome's badge on every page). Null until the homeserver
 * answered, and without a member. The headless reset (the app's logout) signs the counter's device out.
 */
export function useHomeserverUnreadCount({ homeserverUrl, memberId, getAccessToken, create = createUnreadCounter }: UseHomeserverUnreadCountOptions): number | null {
  const store = useStore();
  const registerReset = useResetTasks();
  // The latest token getter, read when the counter signs in: a new function each render changes nothing.
  const latestToken = useRef(getAccessToken);
  latestToken.current = getAccessToken;
  const [counter, setCounter] = useState<UnreadCounter>(NO_COUNTER);

  useEffect(() => {
    if (!memberId) {
      setCounter(NO_COUNTER);
      return;
    }
    let entry = counters.get(store);
    if (!entry || entry.memberId !== memberId) {
      entry?.unregister();
      const counter = create({ homeserverUrl, memberId, getAccessToken: () => latestToken.current() });
      const unregister = registerReset(async () => {
        counters.delete(store);
        unregister();
        await counter.logout();
      });
      entry = { memberId, counter, unregister };
      counters.set(store, entry);
    }
    setCounter(entry.counter);
  }, [store, memberId, homeserverUrl, create, registerReset]);

  return useSyncExternalStore(counter.subscribe, counter.count, () => null);
}
