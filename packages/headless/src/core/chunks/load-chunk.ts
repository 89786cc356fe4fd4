import { AppError } from '../messages';

/**
 * How long a chunk may take to load before it counts as failed: spec 000 §9 'Chunk load timeout
 * | 120 s'; §8 'A chunk load failure after 120 seconds gives a ChunkLoadError'.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// What browsers and Vite's preload helper reject a failed chunk with. Vite: 'Unable to preload
// CSS for <file>' for a stylesheet; the browsers, for a script: Chromium 'Failed to fetch
// dynamically imported module', Firefox 'error loading dynamically imported module', Safari
// 'Importing a module script failed'; webpack-style loaders name theirs ChunkLoadError.
const CSS_FAILURE = /unable to preload css/i;
const SCRIPT_FAILURE = /dynamically imported module|importing a module script failed|failed to fetch|load failed/i;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** Whether a failed load is a stylesheet's (spec 000 §8: 'a stylesheet chunk failure gives a CSS load error'). */
export function isCssLoadFailure(error: unknown): boolean {
  return CSS_FAILURE.test(messageOf(error));
}

/** Whether a failed load is a script chunk's: the network, not an error inside the chunk's code. */
export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof AppError) return error.code === 'chunkLoad';
  return error instanceof Error && (error.name === 'ChunkLoadError' || SCRIPT_FAILURE.test(error.message));
}

/** Options of {@link loadChunk}. */
export interface LoadChunkOptions {
  /** Defaults to {@link CHUNK_LOAD_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
}

/**
 * Loads a lazily loaded chunk (a route's page). Resolves with it; rejects with an
 * {@link AppError} `chunkLoad` (the ChunkLoadError text) when it has not loaded after
 * `timeoutMs` or its script failed to load, and `cssLoad` (the CSS load error text) when its
 * stylesheet failed (spec 000 §8, §9). Any other error (one thrown by the chunk's own code) is
 * passed on unchanged.
 */
export function loadChunk<T>(load: () => Promise<T>, { timeoutMs = CHUNK_LOAD_TIMEOUT_MS }: LoadChunkOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AppError('chunkLoad')), timeoutMs);
    load().then(
      (chunk) => {
        clearTimeout(timer);
        resolve(chunk);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (isCssLoadFailure(error)) reject(new AppError('cssLoad'));
        else if (isChunkLoadFailure(error)) reject(new AppError('chunkLoad'));
        else reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
