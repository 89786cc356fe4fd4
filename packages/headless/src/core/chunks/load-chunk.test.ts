import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError, MESSAGES } from '../messages';
import { CHUNK_LOAD_TIMEOUT_MS, loadChunk } from './load-chunk';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The settled state of a promise, read without awaiting it. */
function track<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error: unknown) => Object.assign(state, { error, settled: true }),
  );
  return state;
}

describe('loadChunk (spec 000 §8, §9)', () => {
  it('waits 120 s, the spec constant', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects with the ChunkLoadError text when the chunk has not loaded after 120 s', async () => {
    const state = track(loadChunk(() => new Promise<never>(() => {})));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toBeInstanceOf(AppError);
    expect((state.error as AppError).code).toBe('chunkLoad');
    expect((state.error as AppError).message).toBe(MESSAGES.chunkLoadFailed);
  });

  it('resolves with a chunk that loads in time, and leaves no timer behind', async () => {
    const chunk = { default: 'page' };
    const state = track(loadChunk(() => new Promise((resolve) => setTimeout(() => resolve(chunk), 119_000))));
    await vi.advanceTimersByTimeAsync(119_000);
    expect(state.value).toBe(chunk);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(state.error).toBeUndefined();
  });

  it('gives the CSS load error text for a stylesheet failure', async () => {
    const failure = loadChunk(() => Promise.reject(new Error('Unable to preload CSS for /assets/account-1a2b.css')));
    await expect(failure).rejects.toMatchObject({ code: 'cssLoad', message: MESSAGES.cssLoadFailed });
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    'Failed to fetch dynamically imported module: https://app.example/assets/home-1a2b.js',
    'error loading dynamically imported module: https://app.example/assets/home-1a2b.js',
    'Importing a module script failed.',
  ])('gives the ChunkLoadError text for a script that failed to load (%s)', async (message) => {
    await expect(loadChunk(() => Promise.reject(new TypeError(message)))).rejects.toMatchObject({
      code: 'chunkLoad',
      message: MESSAGES.chunkLoadFailed,
    });
  });

  it('gives the ChunkLoadError text for any other failed load', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('boom')))).rejects.toMatchObject({ code: 'chunkLoad' });
  });
});
