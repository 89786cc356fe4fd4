import { AppError } from '../messages';

/**
 * How long a chunk may take to load before it counts as failed: spec 000 §9 'Chunk load timeout
 * | 120 s'; §8 'A chunk load failure after 120 seconds gives a ChunkLoadError'.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Whether a failed load is a stylesheet's (spec 000 §8: 'a stylesheet chunk failure gives a CSS
 * load error'): Vite's preload helper rejects with 'Unable to preload CSS for <file>'.
 */
export const isCssLoadFailure = (error: unknown): boolean => error instanceof Error && /unable to preload css/i.test(error.message);

/**
 * Loads a lazily loaded chunk (a route's page). Resolves with it; rejects with an
 * {@link AppError} `chunkLoad` (the ChunkLoadError text) when it has not loaded after
 * `timeoutMs` or failed to load, and `cssLoad` (the CSS load error text) when its stylesheet
 * failed (spec 000 §8, §9).
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    load().catch((error: unknown) => {
      throw new AppError(isCssLoadFailure(error) ? 'cssLoad' : 'chunkLoad');
    }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new AppError('chunkLoad')), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}
