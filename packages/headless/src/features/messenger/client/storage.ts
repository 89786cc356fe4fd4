// What the messenger keeps in the browser: the Rust crypto store (IndexedDB, keys only: the sync store is in
// memory, so no message text is ever written) and the Matrix device id of the member in this browser.
// Logout deletes both (issue 18: "nothing readable stored after logout").

/** Prefix of every IndexedDB database the messenger opens (the crypto store adds `::matrix-sdk-crypto`, `-meta`). */
export const MESSENGER_STORE_PREFIX = 'ypo-messenger';

/**
 * Databases matrix-js-sdk's browser entry opens on its own (its legacy crypto store, read once to migrate
 * from it): deleted at logout as well.
 */
const SDK_DATABASE_PREFIX = 'matrix-js-sdk';

/** The key/value storage the device ids live in (the browser's `localStorage` in the app). */
export type DeviceIdStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const deviceKey = (memberId: string) => `${MESSENGER_STORE_PREFIX}:device:${memberId.toLowerCase()}`;

/** The Matrix device this browser used for the member last time (reused while its crypto store is there). */
export function rememberedDeviceId(storage: DeviceIdStorage | undefined, memberId: string): string | undefined {
  try {
    return storage?.getItem(deviceKey(memberId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the device id for the next start (a page reload keeps the same device and its keys). */
export function rememberDeviceId(storage: DeviceIdStorage | undefined, memberId: string, deviceId: string): void {
  try {
    storage?.setItem(deviceKey(memberId), deviceId);
  } catch {
    // A storage that refuses writes (private mode, quota): the next start is a new device, which still works.
  }
}

/** Forgets the member's device id (logout). */
export function forgetDeviceId(storage: DeviceIdStorage | undefined, memberId: string): void {
  try {
    storage?.removeItem(deviceKey(memberId));
  } catch {
    // Nothing was kept.
  }
}

/** The crypto store's database prefix of one device: one store per member and device, never shared. */
export function cryptoStorePrefix(userId: string, deviceId: string): string {
  return `${MESSENGER_STORE_PREFIX}:${userId}:${deviceId}`;
}

const settle = (request: IDBRequest | IDBOpenDBRequest) =>
  new Promise<void>((resolve, reject) => {
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/**
 * Whether IndexedDB really works here: opens and deletes a probe database. Firefox's private mode and
 * some embedded browsers expose `indexedDB` and fail on open; matrix-js-sdk #4433: a failed IndexedDB
 * silently becomes a memory store, so the messenger asks first and says so (`isStorePersistent`).
 */
export async function isIndexedDbUsable(factory: IDBFactory | undefined): Promise<boolean> {
  if (!factory) return false;
  const name = `${MESSENGER_STORE_PREFIX}:probe`;
  try {
    const open = factory.open(name);
    const opened = new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
    });
    (await opened).close();
    await settle(factory.deleteDatabase(name));
    return true;
  } catch {
    return false;
  }
}

/** How long a delete blocked by a connection still open waits for it to close (the crypto machine closes its own just after stopping). */
export const BLOCKED_DELETE_WAIT_MS = 3000;

/**
 * Deletes one database; resolves when it is gone or could not be deleted (nothing else can be done). A delete
 * blocked by a connection still open (the stopped crypto machine closing its store, another tab) waits for it up to
 * {@link BLOCKED_DELETE_WAIT_MS}: a sign-out that leaves the page at once would otherwise drop the delete with the page.
 */
function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    request.onsuccess = done;
    request.onerror = done;
    request.onblocked = () => {
      timer = setTimeout(resolve, BLOCKED_DELETE_WAIT_MS);
    };
  });
}

/**
 * Deletes the messenger's databases: every one whose name starts with {@link MESSENGER_STORE_PREFIX} or
 * matrix-js-sdk's own prefix, plus `known` names (for browsers without `indexedDB.databases()`).
 * Resolves with the names deleted.
 */
export async function deleteMessengerDatabases(factory: IDBFactory | undefined, known: readonly string[] = []): Promise<string[]> {
  if (!factory) return [];
  let listed: string[] = [];
  try {
    listed = (await factory.databases()).map((database) => database.name ?? '').filter(Boolean);
  } catch {
    // No databases() (older Firefox): only the known names.
  }
  const names = [...new Set([...listed.filter((name) => name.startsWith(MESSENGER_STORE_PREFIX) || name.startsWith(SDK_DATABASE_PREFIX)), ...known])];
  await Promise.all(names.map((name) => deleteDatabase(factory, name)));
  return names;
}

/** The two databases of a crypto store (matrix-sdk-crypto-wasm's names). */
export function cryptoStoreDatabases(prefix: string): string[] {
  return [`${prefix}::matrix-sdk-crypto`, `${prefix}::matrix-sdk-crypto-meta`];
}
