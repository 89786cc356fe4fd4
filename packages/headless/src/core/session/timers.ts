import { paths } from '../routes/route-table';
import { COUNTDOWN_CHUNK_MAX_MS, POST_LOGOUT_REDIRECT_MS } from './session-schedule';

/** The clock and timers the session rules run on; inject fakes in tests or other runtimes. */
export interface Timers {
  /** The current time, in epoch milliseconds. */
  now(): number;
  /** Calls `callback` after `ms` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a timer by the handle `setTimeout` returned. */
  clearTimeout(handle: unknown): void;
}

/** {@link Timers} on the global clock (looked up on each call, so fake timers apply). */
export const systemTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Cancels a scheduled callback; calling it twice is harmless. */
export type Cancel = () => void;

/** Runs `callback` after `delayMs`, waiting in chunks of at most 24 hours; returns a cancel function. */
export function setChunkedTimeout(timers: Timers, delayMs: number, callback: () => void): Cancel {
  const target = timers.now() + Math.max(0, delayMs);
  let handle: unknown;
  const arm = () => {
    const remaining = target - timers.now();
    // spec 000 §4: count down in chunks of at most 24 hours (also keeps below the timer limit).
    handle =
      remaining > COUNTDOWN_CHUNK_MAX_MS
        ? timers.setTimeout(arm, COUNTDOWN_CHUNK_MAX_MS)
        : timers.setTimeout(callback, Math.max(0, remaining));
  };
  arm();
  return () => timers.clearTimeout(handle);
}

/** After logout, sends the user to '/' after 4 s; returns a cancel function. */
export function schedulePostLogoutRedirect(navigate: (to: string) => void, timers: Timers = systemTimers): Cancel {
  // spec 000 §2: after logout the user is sent to '/' after 4 seconds.
  const handle = timers.setTimeout(() => navigate(paths.root()), POST_LOGOUT_REDIRECT_MS);
  return () => timers.clearTimeout(handle);
}
