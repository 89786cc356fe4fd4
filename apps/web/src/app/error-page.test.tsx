import { render, screen, cleanup } from '@testing-library/react';
import { AppError, CHUNK_LOAD_TIMEOUT_MS, MESSAGES } from '@ypo/headless';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page';
import { lazyPage } from './router';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderRoute(lazy: ReturnType<typeof lazyPage>) {
  const router = createMemoryRouter([{ path: '/', errorElement: <ErrorPage />, lazy }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
}

describe('a page chunk that fails to load (spec 000 §8, §9)', () => {
  it('rejects with the ChunkLoadError text when it has not loaded after 120 s', async () => {
    vi.useFakeTimers();
    const page = lazyPage(() => new Promise<never>(() => {})) as () => Promise<unknown>;
    let error: unknown;
    let settled = false;
    void page()
      .catch((thrown: unknown) => (error = thrown))
      .finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(MESSAGES.chunkLoadFailed);
  });

  it('shows the ChunkLoadError text on the error page when a script chunk fails', async () => {
    renderRoute(lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/home.js'))));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.chunkLoadFailed);
  });

  it('shows the CSS load error text on the error page when a stylesheet fails', async () => {
    renderRoute(lazyPage(() => Promise.reject(new Error('Unable to preload CSS for /assets/home.css'))));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.cssLoadFailed);
  });

  it('keeps the generic text for any other failure', async () => {
    renderRoute(
      lazyPage(() =>
        Promise.resolve(() => {
          throw new RangeError('bad page');
        }),
      ),
    );
    await act(async () => {});
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.errorOccurredTryLater);
  });
});
