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

/** What the SDK's call wrapper takes from the options of `createSdk` (timeouts, retries, the re-send after a refresh). */
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

/** openapi-fetch's `request`: the one entry point the SDK calls through. */
export type RawRequest = (method: string, url: string, init: Record<string, unknown>) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** Sends one call of any operation (method in any case) and resolves to its result; never rejects. */
export type Caller = (method: string, url: string, init?: Record<string, unknown>) => Promise<AnyCallResult>;

/**
 * Whether a body has a field holding files (`{ file0, title }`): such a body goes as multipart form
 * data (`serializeBody`, loaded then); any other as JSON.
 */
const holdsFileFields = (body: unknown) => !Array.isArray(body) && Object.values(Object(body)).some((value) => [value].flat()[0] instanceof Blob);

/** What only some calls need (a body of files, a retry, a refresh): loaded on the first such call. */
const later = () => import('./recover.ts');

const failure = (status: 'network' | 'timeout' | 'aborted', error: unknown): AnyCallResult => ({ ok: false, status, error });

/** Token refreshes of one SDK, shared by its calls. */
export interface RefreshState {
  /** Refreshes that succeeded so far: a call sent before the last one finished has its new token waiting. */
  refreshes: number;
  /** The refresh under way, which every 401 that arrives meanwhile waits for. */
  refreshing?: Promise<boolean> | undefined;
}

/**
 * The calls of one SDK: each try gets its own timeout signal combined with the caller's, an abort
 * of the caller's signal ends a call as `aborted`, and a call that failed goes on in `recover`
 * (retries, the re-send after a token refresh), loaded on the first call that needs it so that
 * it stays out of an app's first load. Every client of the SDK calls through the returned factory.
 */
export function createCaller(options: ResilienceOptions): (request: RawRequest) => Caller {
  const state: RefreshState = { refreshes: 0 };
  return (request) =>
    async (method, url, init = {}) => {
      const { timeoutMs = options.timeoutMs, retry = options.retry, signal, ...rest } = init as CallOptions & { signal?: AbortSignal | null; body?: unknown };
      if (holdsFileFields(rest.body)) rest.body = (await later()).serializeBody(rest.body);
      const send = async (): Promise<AnyCallResult> => {
        if (signal?.aborted) return failure('aborted', signal.reason);
        const timer = timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined;
        try {
          const { data, error, response } = await request(method, url, { ...rest, signal: timer && signal ? AbortSignal.any([signal, timer]) : (timer ?? signal) });
          return { ok: response.ok, status: response.status, data, error, response } as AnyCallResult;
        } catch (thrown) {
          return signal?.aborted ? failure('aborted', signal.reason) : timer?.aborted ? failure('timeout', timer.reason) : failure('network', thrown);
        }
      };
      const sentAfter = state.refreshes;
      const result = await send();
      if (result.ok || result.status === 'aborted' || !(retry || (result.status === 401 && options.refreshAccessToken))) return result;
      return (await later()).recover(result, send, method, retry, options, state, sentAfter, signal);
    };
}
