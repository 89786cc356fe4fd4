import type { AnyCallResult } from './result.ts';

/** How an idempotent call is retried (`retry: true` takes {@link RETRY_DEFAULTS}). */
export interface RetryOptions {
  /** How many times a call is sent again at most; default 2. */
  readonly retries?: number;
  /** Wait before the first retry in ms, doubled for each next one (with jitter); default 300. */
  readonly baseDelayMs?: number;
  /** Longest wait before a retry in ms; an answer whose `Retry-After` asks for longer is returned instead. Default 10000. */
  readonly maxDelayMs?: number;
  /** Statuses worth another try; default 408, 429, 500, 502, 503 and 504. A network failure and a timeout always are. */
  readonly statuses?: readonly number[];
}

/** The retry policy `retry: true` stands for. */
export const RETRY_DEFAULTS: Required<RetryOptions> = {
  retries: 2,
  baseDelayMs: 300,
  maxDelayMs: 10_000,
  statuses: [408, 429, 500, 502, 503, 504],
};

/**
 * The wait a `Retry-After` value asks for, in ms (RFC 9110 §10.2.3: delay-seconds or an HTTP
 * date, measured from `now`); undefined when there is none or it cannot be read.
 */
export function retryAfterMs(value: string | null | undefined, now: number = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month ('Sun, 06 Nov 1994 08:49:37 GMT'); a bare number that is no delay-seconds is no date.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long to wait before retry number `attempt + 1` of a failed call, or undefined when it is not
 * retried: an abort never is, nor a status outside `statuses`, nor a call that used up `retries`,
 * nor an answer whose `Retry-After` asks for more than `maxDelayMs`. The wait is what
 * `Retry-After` asks for, else exponential backoff with jitter: between half and all of
 * `baseDelayMs * 2 ** attempt`, at most `maxDelayMs`.
 */
export function retryDelayMs(result: AnyCallResult, attempt: number, options: RetryOptions = {}, random: () => number = Math.random): number | undefined {
  const { retries, baseDelayMs, maxDelayMs, statuses } = { ...RETRY_DEFAULTS, ...options };
  if (result.ok || result.status === 'aborted' || attempt >= retries) return undefined;
  if (typeof result.status === 'number' && !statuses.includes(result.status)) return undefined;
  const asked = retryAfterMs(result.response?.headers.get('Retry-After'));
  if (asked !== undefined) return asked <= maxDelayMs ? asked : undefined;
  const backoff = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
  return backoff / 2 + random() * (backoff / 2);
}
