// The unread chat count without the Matrix client (issue 29): the chrome's badge must not load matrix-js-sdk, its
// Rust crypto or their wasm on every page. The homeserver counts unread events per room itself, on encrypted events
// too, without decrypting anything; a filtered /sync long poll (`fetch` only) reads those counts (core's
// `applyUnreadSync`). The counter signs in with the member's access token (Synapse's JWT login, as the messenger
// does) on a device of its own: the messenger's crypto device must get its to-device messages (room keys) itself,
// and a device without keys is never encrypted for. Its Matrix token lives in sessionStorage for the tab (as the
// app's own tokens), its device id in localStorage (a reload keeps the device); logout signs the device out and
// forgets both.
import {
  applyUnreadSync,
  JWT_LOGIN_TYPE,
  NO_UNREAD_ROOMS,
  toChatUserId,
  UNREAD_SYNC_FILTER,
  unreadConversationCount,
  unreadSyncRetryDelay,
} from '../../core/messenger';
import type { UnreadRooms, UnreadSyncResponse } from '../../core/messenger';
import { MESSENGER_STORE_PREFIX, type DeviceIdStorage } from './client/storage';

/** How the counter reaches the homeserver and keeps its login. */
export interface UnreadCounterOptions {
  /** The homeserver's client API (the app's configuration: `homeserverUrl`). */
  readonly homeserverUrl: string;
  /** The signed-in member's id. */
  readonly memberId: string;
  /** The member's current access token from the identity provider (the JWT login); null when signed out. */
  readonly getAccessToken: () => Promise<string | null>;
  /** Where the counter's Matrix login is kept for the tab; default the browser's `sessionStorage`. */
  readonly loginStorage?: DeviceIdStorage | undefined;
  /** Where the counter's device id is remembered; default the browser's `localStorage`. */
  readonly deviceIdStorage?: DeviceIdStorage | undefined;
  /** The fetch to use; default the global one. */
  readonly fetch?: typeof fetch;
  /** How long the homeserver holds a /sync open when nothing changes (ms); default 30 000. */
  readonly pollTimeoutMs?: number;
}

/** The unread chat count of one member, live. */
export interface UnreadCounter {
  /** Conversations with unread messages (spec 002 §4); null until the homeserver first answered. */
  readonly count: () => number | null;
  /** Calls `listener` when the count changes; polling runs while someone listens. Returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Signs the counter's device out of the homeserver and forgets its login and device id (the app's logout). */
  readonly logout: () => Promise<void>;
}

interface Login {
  readonly accessToken: string;
  readonly deviceId: string;
}

const loginKey = (memberId: string) => `${MESSENGER_STORE_PREFIX}:unread-login:${memberId.toLowerCase()}`;
const deviceKey = (memberId: string) => `${MESSENGER_STORE_PREFIX}:unread-device:${memberId.toLowerCase()}`;

function browserStorage(name: 'sessionStorage' | 'localStorage'): DeviceIdStorage | undefined {
  try {
    return (globalThis as unknown as Record<string, DeviceIdStorage | undefined>)[name];
  } catch {
    return undefined;
  }
}

const read = (storage: DeviceIdStorage | undefined, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (storage: DeviceIdStorage | undefined, key: string, value: string | null): void => {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // A storage that refuses writes: the next page signs in again, which still works.
  }
};

/** A failed call the loop waits after; `unauthorized` drops the kept login first. */
class CounterCallError extends Error {
  constructor(readonly unauthorized: boolean) {
    super(unauthorized ? 'unauthorized' : 'failed');
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Starts nothing until someone subscribes; then signs in (or reuses the tab's login) and long-polls a filtered /sync,
 * updating the count after each answer; failures wait core's retry schedule (2, 4, 8, 16, then 30 s) and a refused
 * token signs in again. Polling stops when the last listener leaves and resumes from where it was.
 */
export function createUnreadCounter(options: UnreadCounterOptions): UnreadCounter {
  const { homeserverUrl, memberId, getAccessToken } = options;
  const base = homeserverUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const loginStorage = 'loginStorage' in options ? options.loginStorage : browserStorage('sessionStorage');
  const deviceIdStorage = 'deviceIdStorage' in options ? options.deviceIdStorage : browserStorage('localStorage');
  const pollTimeoutMs = options.pollTimeoutMs ?? 30_000;
  const listeners = new Set<() => void>();
  let rooms: UnreadRooms = NO_UNREAD_ROOMS;
  let count: number | null = null;
  let since: string | undefined;
  let running: AbortController | null = null;
  let loggedOut = false;

  const keptLogin = (): Login | null => {
    try {
      const kept = JSON.parse(read(loginStorage, loginKey(memberId)) ?? 'null') as Partial<Login> | null;
      return kept && typeof kept.accessToken === 'string' && typeof kept.deviceId === 'string' ? { accessToken: kept.accessToken, deviceId: kept.deviceId } : null;
    } catch {
      return null;
    }
  };

  async function signIn(signal: AbortSignal): Promise<Login> {
    const token = await getAccessToken().catch(() => null);
    if (!token) throw new CounterCallError(false);
    const remembered = read(deviceIdStorage, deviceKey(memberId));
    const response = await doFetch(`${base}/_matrix/client/v3/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: JWT_LOGIN_TYPE, token, initial_device_display_name: 'Connect unread count', ...(remembered ? { device_id: remembered } : {}) }),
      signal,
    });
    if (!response.ok) throw new CounterCallError(false);
    const body = (await response.json()) as { user_id?: string; access_token?: string; device_id?: string };
    // The homeserver must have signed in this member, no one else.
    if (body.user_id !== toChatUserId(memberId) || !body.access_token || !body.device_id) throw new CounterCallError(false);
    const login = { accessToken: body.access_token, deviceId: body.device_id };
    write(loginStorage, loginKey(memberId), JSON.stringify(login));
    write(deviceIdStorage, deviceKey(memberId), login.deviceId);
    return login;
  }

  async function sync(login: Login, signal: AbortSignal): Promise<UnreadSyncResponse> {
    const query = new URLSearchParams({ filter: UNREAD_SYNC_FILTER, timeout: String(since ? pollTimeoutMs : 0), ...(since ? { since } : {}) });
    const response = await doFetch(`${base}/_matrix/client/v3/sync?${query}`, { headers: { Authorization: `Bearer ${login.accessToken}` }, signal });
    if (response.status === 401) throw new CounterCallError(true);
    if (!response.ok) throw new CounterCallError(false);
    return (await response.json()) as UnreadSyncResponse;
  }

  const update = (next: UnreadRooms) => {
    rooms = next;
    const counted = unreadConversationCount(rooms);
    if (counted === count) return;
    count = counted;
    for (const listener of [...listeners]) listener();
  };

  async function loop(signal: AbortSignal) {
    let failures = 0;
    while (!signal.aborted) {
      try {
        const login = keptLogin() ?? (await signIn(signal));
        const answer = await sync(login, signal);
        if (signal.aborted) return;
        since = answer.next_batch;
        update(applyUnreadSync(rooms, answer));
        failures = 0;
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof CounterCallError && error.unauthorized) write(loginStorage, loginKey(memberId), null);
        failures += 1;
        await wait(unreadSyncRetryDelay(failures), signal);
      }
    }
  }

  const start = () => {
    if (running || loggedOut) return;
    running = new AbortController();
    void loop(running.signal);
  };
  const stop = () => {
    running?.abort();
    running = null;
  };

  return {
    count: () => count,
    subscribe(listener) {
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    async logout() {
      loggedOut = true;
      stop();
      const login = keptLogin();
      write(loginStorage, loginKey(memberId), null);
      write(deviceIdStorage, deviceKey(memberId), null);
      // The device is deleted on the homeserver with its token; a failure leaves a device without keys behind.
      if (login) {
        await doFetch(`${base}/_matrix/client/v3/logout`, { method: 'POST', headers: { Authorization: `Bearer ${login.accessToken}` } }).catch(() => undefined);
      }
      count = null;
      rooms = NO_UNREAD_ROOMS;
      for (const listener of [...listeners]) listener();
    },
  };
}
