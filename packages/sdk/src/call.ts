import type { AnyCallResult } from './result.ts';
import type { RetryOptions } from './retry.ts';

/** Options every SDK call takes besides openapi-fetch's (`params`, `body`, `signal`, `parseAs`, ...). */
export interface CallOptions {
  /**
   * Ends the call as `timeout` when its answer has not come in within this many milliseconds. Each
   * try (a retry, the re-send after a refresh) gets its own timer, combined with the caller's
   * `signal`. Overrides `createSdk({ timeoutMs })`; `0` for none.
   */
  readonly timeoutMs?: number;
  /**
   * Sends a GET, HEAD, PUT, DELETE or OPTIONS call again after a network failure, a timeout or a
   * retryable status (see {@link RetryOptions}); POST and PATCH are never sent twice. Overrides
   * `createSdk({ retry })`; `false` turns it off for this call.
   */
  readonly retry?: boolean | RetryOptions;
}

/** What {@link createCaller} takes from the options of `createSdk`. */
export interface ResilienceOptions {
  /** Default {@link CallOptions.timeoutMs} of every call; none unless given. */
  readonly timeoutMs?: number;
  /** Default {@link CallOptions.retry} of every call; off unless given. */
  readonly retry?: boolean | RetryOptions;
  /**
   * Gets a new access token after the server answered 401 (for example a refresh-token grant),
   * so that the call is sent once more with the token `getAccessToken` gives next. Resolves
   * `false`, or rejects, when there is no new token: the call then resolves to its 401. A 401 to
   * the re-send is returned as it is, and 401s that arrive while a refresh runs share it.
   */
  readonly refreshAccessToken?: () => Promise<boolean | void>;
}

/** Methods a retry may send twice (RFC 9110 §9.2.2). */
export const IDEMPOTENT_METHODS: readonly string[] = ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'];

/** The one openapi-fetch entry point the SDK calls through. */
export interface RawClient {
  request(method: string, url: string, init: Record<string, unknown>): Promise<{ data?: unknown; error?: unknown; response: Response }>;
}

/** Sends one call of any operation (method in upper case) and resolves to its result; never rejects. */
export type Caller = (method: string, url: string, init?: Record<string, unknown>) => Promise<AnyCallResult>;

const aborted = (signal: AbortSignal): AnyCallResult => ({ ok: false, status: 'aborted', error: signal.reason });

/** One try: the call with its own timeout signal, its outcome as a result. */
async function sendOnce(client: RawClient, method: string, url: string, init: Record<string, unknown>, signal: AbortSignal | undefined, timeoutMs: number): Promise<AnyCallResult> {
  if (signal?.aborted) return aborted(signal);
  const timer = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
  try {
    const { data, error, response } = await client.request(method, url, {
      ...init,
      signal: timer && signal ? AbortSignal.any([signal, timer]) : (timer ?? signal),
    });
    return response.ok ? { ok: true, status: response.status, data, response } : { ok: false, status: response.status, error, response };
  } catch (thrown) {
    if (signal?.aborted) return aborted(signal);
    if (timer?.aborted) return { ok: false, status: 'timeout', error: timer.reason };
    return { ok: false, status: 'network', error: thrown };
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * The calls of one SDK: each call gets its own timeout, an abort of the caller's signal ends it as
 * `aborted` (never retried), idempotent calls are retried when asked, and a 401 is sent once more
 * after one shared token refresh. Every client of the SDK calls through the returned factory.
 */
export function createCaller(options: ResilienceOptions): (client: RawClient) => Caller {
  const { refreshAccessToken } = options;
  // Refreshes that succeeded so far: a call sent before the last one finished already has its new token waiting.
  let refreshes = 0;
  let refreshing: Promise<boolean> | undefined;
  const refreshSince = (sentAfter: number): Promise<boolean> => {
    if (refreshes > sentAfter) return Promise.resolve(true);
    refreshing ??= refreshAccessToken!()
      .then((outcome) => outcome !== false, () => false)
      .then((refreshed) => {
        if (refreshed) refreshes++;
        refreshing = undefined;
        return refreshed;
      });
    return refreshing;
  };

  return (client) =>
    async (method, url, init = {}) => {
      const { timeoutMs = options.timeoutMs ?? 0, retry = options.retry ?? false, signal, ...rest } = init as CallOptions & { signal?: AbortSignal };
      const retryOptions = retry !== false && IDEMPOTENT_METHODS.includes(method) ? (retry === true ? {} : retry) : undefined;
      let resent = false;
      for (let attempt = 0; ; ) {
        const sentAfter = refreshes;
        const result = await sendOnce(client, method, url, rest, signal ?? undefined, timeoutMs);
        if (result.status === 401 && refreshAccessToken && !resent) {
          resent = true;
          if (await refreshSince(sentAfter)) continue;
          return result;
        }
        if (!retryOptions || result.ok || result.status === 'aborted') return result;
        const { retryDelayMs } = await import('./retry.ts');
        const delay = retryDelayMs(result, attempt++, retryOptions);
        if (delay === undefined) return result;
        await pause(delay, signal ?? undefined);
      }
    };
}
