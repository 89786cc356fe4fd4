import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import {
  MESSENGER_STORE_PREFIX,
  cryptoStoreDatabases,
  cryptoStorePrefix,
  deleteMessengerDatabases,
  forgetDeviceId,
  isIndexedDbUsable,
  rememberDeviceId,
  rememberedDeviceId,
} from './storage';

const open = (factory: IDBFactory, name: string) =>
  new Promise<void>((resolve, reject) => {
    const request = factory.open(name);
    request.onsuccess = () => resolve(request.result.close());
    request.onerror = () => reject(request.error);
  });
const names = async (factory: IDBFactory) => (await factory.databases()).map((database) => database.name).sort();

describe('isIndexedDbUsable', () => {
  it('is false without IndexedDB and when opening fails (private modes), true when it works, leaving nothing behind', async () => {
    expect(await isIndexedDbUsable(undefined)).toBe(false);
    const failing = {
      open: () => {
        const request = {} as IDBOpenDBRequest & { onerror: (() => void) | null };
        queueMicrotask(() => request.onerror?.());
        return request;
      },
    } as unknown as IDBFactory;
    expect(await isIndexedDbUsable(failing)).toBe(false);
    const throwing = { open: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); } } as unknown as IDBFactory;
    expect(await isIndexedDbUsable(throwing)).toBe(false);
    const factory = new IDBFactory();
    expect(await isIndexedDbUsable(factory)).toBe(true);
    expect(await names(factory)).toEqual([]);
  });
});

describe('deleteMessengerDatabases', () => {
  it("deletes the messenger's and matrix-js-sdk's databases and the known names, nothing else", async () => {
    const factory = new IDBFactory();
    const store = cryptoStorePrefix('@a:ypo', 'DEVICE');
    for (const name of [...cryptoStoreDatabases(store), 'matrix-js-sdk:crypto', 'another-app', 'known-one']) await open(factory, name);
    const deleted = await deleteMessengerDatabases(factory, ['known-one']);
    expect(deleted.sort()).toEqual([...cryptoStoreDatabases(store), 'known-one', 'matrix-js-sdk:crypto'].sort());
    expect(await names(factory)).toEqual(['another-app']);
    expect(store.startsWith(MESSENGER_STORE_PREFIX)).toBe(true);
    expect(await deleteMessengerDatabases(undefined)).toEqual([]);
  });
});

describe('the device id of a member', () => {
  it('is kept per member (case-insensitive ids) until forgotten; a storage that throws keeps nothing', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value), removeItem: (key: string) => void kept.delete(key) };
    rememberDeviceId(storage, 'ABC-1', 'DEVICE1');
    expect(rememberedDeviceId(storage, 'abc-1')).toBe('DEVICE1');
    expect(rememberedDeviceId(storage, 'other')).toBeUndefined();
    forgetDeviceId(storage, 'abc-1');
    expect(rememberedDeviceId(storage, 'ABC-1')).toBeUndefined();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberDeviceId(broken, 'a', 'D')).not.toThrow();
    expect(rememberedDeviceId(broken, 'a')).toBeUndefined();
    expect(() => forgetDeviceId(broken, 'a')).not.toThrow();
    expect(rememberedDeviceId(undefined, 'a')).toBeUndefined();
  });
});

describe('deleteMessengerDatabases with a connection still open', () => {
  it('waits for the connection to close (a stopping crypto machine) and then the database is gone', async () => {
    const factory = new IDBFactory();
    const name = `${MESSENGER_STORE_PREFIX}:@a:ypo:DEVICE::matrix-sdk-crypto`;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    // The holder closes a little after the delete asked (as the crypto machine does once freed), ignoring versionchange.
    setTimeout(() => db.close(), 200);
    await deleteMessengerDatabases(factory);
    expect(await names(factory)).toEqual([]);
  });
});
