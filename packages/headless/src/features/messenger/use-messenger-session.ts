import { atom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { AppError } from '../../core/messages';
import { useResetTasks } from '../../hooks/headless-provider';
import { messengerSessionNext } from '../../core/messenger';
import { MESSENGER_MESSAGES } from '../../core/messenger/messages';
import type { MessengerCredentials, MessengerSessionEvent, MessengerSessionState } from '../../core/messenger';
import type { ConnectMessengerOptions, MessengerClient } from './client/matrix-client';
import { loadMessengerClient } from './load-messenger-client';

/** The member's messenger session: its state (spec 002 §4), the connected client once READY, the last failure. */
export interface MessengerSessionSnapshot {
  /** NEW, PENDING, READY or FAILED (core's `messengerSessionNext` decides). */
  readonly state: MessengerSessionState;
  /** The connected client; null until the first connection succeeded and after logout. */
  readonly client: MessengerClient | null;
  /** Why the session FAILED (an AppError with the catalogue's text); null otherwise. */
  readonly error: AppError | null;
}

const NEW_SESSION: MessengerSessionSnapshot = { state: 'NEW', client: null, error: null };

/**
 * One messenger session per headless store (the messenger screen and the unread badge share it: two clients
 * would be two devices on one crypto store). Reset with the store on logout; {@link MessengerSession.logout}
 * must run first so the client stops and the browser forgets its keys.
 */
export const messengerSessionAtom = atom<MessengerSessionSnapshot>(NEW_SESSION);

/** Options of {@link useMessengerSession}. */
export interface UseMessengerSessionOptions {
  /** The homeserver's client API (the app's configuration: `homeserverUrl`). */
  readonly homeserverUrl: string;
  /** The signed-in member's id; null or undefined when signed out. */
  readonly memberId: string | null | undefined;
  /** The member's current access token (the session refreshes it first when due); null when signed out. */
  readonly getAccessToken: () => Promise<string | null>;
  /** Connects the member; default the client module's `connectMessenger`, loaded on first use. Tests pass their own. */
  readonly connect?: (options: ConnectMessengerOptions) => Promise<MessengerClient>;
}

/** What {@link useMessengerSession} returns. */
export interface MessengerSession extends MessengerSessionSnapshot {
  /** Connects again after a failure (core's `retry`: FAILED only). */
  readonly retry: () => void;
  /** Signs out of the homeserver and deletes what the browser kept (keys, device id); the state is NEW after. */
  readonly logout: () => Promise<void>;
}

type Store = ReturnType<typeof useStore>;

// Each store's registration with the headless reset, made when its session starts and removed at logout.
const resetRegistrations = new WeakMap<Store, () => void>();

/** Ends the store's session: NEW at once, then the client signs out and the browser forgets its keys. */
async function endSession(store: Store): Promise<void> {
  resetRegistrations.get(store)?.();
  resetRegistrations.delete(store);
  const { client } = store.get(messengerSessionAtom);
  store.set(messengerSessionAtom, { ...NEW_SESSION, state: messengerSessionNext(store.get(messengerSessionAtom).state, { type: 'logout' }) });
  await client?.logout();
}

const defaultConnect = async (options: ConnectMessengerOptions) => (await loadMessengerClient()).connectMessenger(options);

/**
 * The member's messenger session (spec 002 §4 Messenger session): starts when the member's token and id exist
 * and it is neither PENDING nor READY, connects (JWT login, Rust crypto, first sync) and becomes READY on sync,
 * FAILED on an error, with `retry`. matrix-js-sdk is loaded only when it starts. Once started, the headless reset
 * (the app's logout) first signs out of the messenger and deletes what it kept.
 */
export function useMessengerSession({ homeserverUrl, memberId, getAccessToken, connect = defaultConnect }: UseMessengerSessionOptions): MessengerSession {
  const store = useStore();
  const snapshot = useAtomValue(messengerSessionAtom);
  const registerReset = useResetTasks();
  // The latest options, read when a start runs: a new getAccessToken or connect each render starts nothing.
  const latest = useRef({ homeserverUrl, getAccessToken, connect });
  latest.current = { homeserverUrl, getAccessToken, connect };

  const run = useCallback(
    async (type: 'start' | 'retry') => {
      const { homeserverUrl, getAccessToken, connect } = latest.current;
      const accessToken = await getAccessToken().catch(() => null);
      const credentials: MessengerCredentials = { accessToken, memberId: memberId ?? null };
      const dispatch = (event: MessengerSessionEvent, patch: Partial<MessengerSessionSnapshot> = {}) => {
        const current = store.get(messengerSessionAtom);
        store.set(messengerSessionAtom, { ...current, ...patch, state: messengerSessionNext(current.state, event) });
      };
      const before = store.get(messengerSessionAtom).state;
      dispatch({ type, credentials }, { error: null });
      // Another caller started it meanwhile, or the machine refused (no token or id): nothing to do.
      if (before === 'PENDING' || store.get(messengerSessionAtom).state !== 'PENDING' || !accessToken || !memberId) return;
      // The app's logout (useResetAllState) signs out of the homeserver first, so the browser forgets the keys; registered
      // for the session, not for a component (the app unmounts its pages while signing out).
      if (!resetRegistrations.has(store)) resetRegistrations.set(store, registerReset(() => endSession(store)));
      let client: MessengerClient | null = null;
      try {
        client = await connect({ homeserverUrl, memberId, accessToken });
        await client.start();
        if (store.get(messengerSessionAtom).state === 'NEW') {
          // Logged out while connecting: this client must not live on, nor what it stored.
          await client.logout();
          return;
        }
        dispatch({ type: 'sync' }, { client });
      } catch (error) {
        client?.stop();
        dispatch({ type: 'error' }, { client: null, error: error instanceof AppError ? error : new AppError('unknown') });
      }
    },
    [store, memberId, registerReset],
  );

  // Started once per session, from NEW (core: `start` leaves FAILED too, so a FAILED session waits for `retry`).
  useEffect(() => {
    if (memberId && store.get(messengerSessionAtom).state === 'NEW') void run('start');
  }, [store, memberId, run]);

  // After the first sync: the client's later syncs and sync failures move the state (READY <-> FAILED).
  const { client } = snapshot;
  useEffect(
    () =>
      client?.onSyncChange((event) => {
        const current = store.get(messengerSessionAtom);
        if (current.client !== client) return;
        store.set(messengerSessionAtom, {
          ...current,
          state: messengerSessionNext(current.state, { type: event }),
          error: event === 'error' ? new AppError('connection', { message: MESSENGER_MESSAGES.messengerUnavailable }) : null,
        });
      }),
    [store, client],
  );

  const retry = useCallback(() => void run('retry'), [run]);
  const logout = useCallback(() => endSession(store), [store]);

  return { ...snapshot, retry, logout };
}
