// Snapshots: the store as one JSON file (env SANDBOX_SNAPSHOT), read at start, written after changes
// (debounced) and at shutdown. Writes go to a temporary file first and are renamed into place.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { writeFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Store } from './types.ts';

/** Reads a snapshot, or undefined when the file does not exist. Throws on a corrupt file. */
export function readSnapshot(path: string): Store | undefined {
  if (!existsSync(path)) return undefined;
  const value = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${path} is not a sandbox snapshot`);
  return value as Store;
}

/** Writes the store now (synchronously; for shutdown). */
export function writeSnapshotSync(path: string, store: Store): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(store));
  renameSync(temporary, path);
}

/** Debounced writer of one snapshot file. */
export interface SnapshotWriter {
  /** Schedules a write after the debounce delay. */
  markDirty(): void;
  /** Writes now if anything changed since the last write. */
  flush(): Promise<void>;
  /** Writes synchronously if anything changed (process exit). */
  flushSync(): void;
  /** Stops the timer (after a final flush). */
  close(): Promise<void>;
}

/** Creates the writer; `getStore` returns the current store (it changes on reset). */
export function createSnapshotWriter(path: string, getStore: () => Store, debounceMs = 250): SnapshotWriter {
  let dirty = false;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = async () => {
    if (!dirty) return;
    dirty = false;
    const text = JSON.stringify(getStore());
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, text);
    await rename(temporary, path);
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    writing = writing.then(write, write);
    return writing;
  };

  return {
    markDirty() {
      dirty = true;
      if (!timer) {
        timer = setTimeout(() => void flush().catch((error: unknown) => console.error('[sandbox] snapshot write failed', error)), debounceMs);
        timer.unref();
      }
    },
    flush,
    flushSync() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (!dirty) return;
      dirty = false;
      writeSnapshotSync(path, getStore());
    },
    async close() {
      await flush();
    },
  };
}
