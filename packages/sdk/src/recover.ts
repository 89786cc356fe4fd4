import type { RefreshState, ResilienceOptions } from './call.ts';
import type { AnyCallResult } from './result.ts';
import { retryDelayMs, type RetryOptions } from './retry.ts';

/** The form-data body builder, here so that a call with files loads it in the same chunk as the retries. */
export { serializeBody } from './multipart.ts';

/** Methods a retry may send twice (RFC 9110 §9.2.2). */
export const IDEMPOTENT_METHODS: readonly string[] = ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'];

/** Resolves after `ms`, or at once when `signal` aborts or has aborted. */
function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Whether a new token is there for a call sent after `sentAfter` refreshes: one finished since, or the one under way (started if none) succeeds. */
function refreshSince(sentAfter: number, state: RefreshState, refreshAccessToken: () => Promise<boolean | void>): Promise<boolean> {
  if (state.refreshes > sentAfter) return Promise.resolve(true);
  state.refreshing ??= refreshAccessToken()
    .then((outcome) => outcome !== false, () => false)
    .then((refreshed) => {
      if (refreshed) state.refreshes++;
      state.refreshing = undefined;
      return refreshed;
    });
  return state.refreshing;
}

/**
 * What a call that failed on its first try ends with: sent once more after a token refresh when
 * it got 401 (a second 401 is returned), and retried by its `retry` option when its `method` is
 * idempotent (an abort, also one during a wait, ends it as `aborted`). `send` makes one try;
 * `sentAfter` is `state.refreshes` when the first try was sent.
 */
export async function recover(
  first: AnyCallResult,
  send: () => Promise<AnyCallResult>,
  method: string,
  retryOption: boolean | RetryOptions | undefined,
  { refreshAccessToken }: ResilienceOptions,
  state: RefreshState,
  sentAfter: number,
  signal: AbortSignal | null | undefined,
): Promise<AnyCallResult> {
  const retry = retryOption && IDEMPOTENT_METHODS.includes(method.toUpperCase()) ? (retryOption === true ? {} : retryOption) : undefined;
  let result = first;
  let resent = false;
  for (let attempt = 0; ; ) {
    if (result.status === 401 && refreshAccessToken && !resent) {
      resent = true;
      if (!(await refreshSince(sentAfter, state, refreshAccessToken))) return result;
    } else {
      const delay = retry && retryDelayMs(result, attempt++, retry);
      if (delay === undefined) return result;
      await pause(delay, signal);
    }
    sentAfter = state.refreshes;
    result = await send();
    if (result.ok || result.status === 'aborted') return result;
  }
}
