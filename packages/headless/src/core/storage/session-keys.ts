// Every session-storage key the platform writes, in one place, so logout can clear them and
// later features (directories, events) store their filters and sorts under the same prefixes.

/** The part of the Web Storage API the storage rules use (sessionStorage, localStorage or a fake). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A {@link KeyValueStorage} whose keys can be listed (needed to clear by prefix). */
export type ListableStorage = KeyValueStorage & Pick<Storage, 'key' | 'length'>;

/** Session-storage keys (spec 000 §4). */
export const SESSION_KEYS = {
  /** spec 000 §4: an authenticated flag is kept in session storage. */
  isAuthenticated: 'ypo.isAuthenticated',
  /** When the session was created (epoch ms): the 90-minute countdown runs from here. */
  sessionCreatedAt: 'ypo.sessionCreatedAt',
  /** spec 000 §2 step 6: the forward-to address stored before the login redirect. */
  forwardTo: 'ypo.forwardTo',
  /** spec 000 §6: the impersonated member id while impersonation is active. */
  impersonationId: 'ypo.impersonationId',
  /** spec 000 §4: the attribution reference id and its expiry. */
  attribution: 'ypo.attribution',
  /** The message to show on the signed-out page (e.g. 'Your Session has expired.'). */
  signedOutMessage: 'ypo.signedOutMessage',
} as const;

/** Prefix of every stored filter (a directory's or the event list's). */
export const FILTERS_KEY_PREFIX = 'ypo.filters.';
/** Prefix of every stored sort. */
export const SORTS_KEY_PREFIX = 'ypo.sorts.';

/** Session-storage key of the filters of one list, e.g. `filtersKey('eventDirectory')`. */
export function filtersKey(list: string): string {
  return `${FILTERS_KEY_PREFIX}${list}`;
}

/** Session-storage key of the sort of one list, e.g. `sortsKey('events')`. */
export function sortsKey(list: string): string {
  return `${SORTS_KEY_PREFIX}${list}`;
}

// spec 000 §4: logout clears stored filters, sorts and impersonation data; the session's own
// keys go too, so nothing of the signed-out user steers the next sign-in.
const LOGOUT_KEYS: readonly string[] = [
  SESSION_KEYS.impersonationId,
  SESSION_KEYS.isAuthenticated,
  SESSION_KEYS.sessionCreatedAt,
  SESSION_KEYS.forwardTo,
];

/** Removes stored filters, sorts, impersonation data and the session keys; returns the keys removed. */
export function clearLogoutData(storage: ListableStorage): string[] {
  const removed: string[] = [];
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  for (const key of keys) {
    if (key.startsWith(FILTERS_KEY_PREFIX) || key.startsWith(SORTS_KEY_PREFIX) || LOGOUT_KEYS.includes(key)) {
      storage.removeItem(key);
      removed.push(key);
    }
  }
  return removed;
}

/** An in-memory {@link ListableStorage} (tests, or where Web Storage is unavailable). */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): ListableStorage {
  const items = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}
