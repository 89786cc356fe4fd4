import { describe, expect, it } from 'vitest';
import type { AnyCallResult } from './result.ts';
import { RETRY_DEFAULTS, retryAfterMs, retryDelayMs } from './retry.ts';

const answered = (status: number, headers: Record<string, string> = {}): AnyCallResult => ({
  ok: false,
  status,
  error: undefined,
  response: new Response(null, { status, headers }),
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('reads delay-seconds and an HTTP date (from now, never negative)', () => {
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Mon, 23 Nov 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('gives nothing for a missing or unreadable value', () => {
    for (const value of [null, undefined, '', 'soon', '-1', '1.5']) expect(retryAfterMs(value, now)).toBeUndefined();
  });
});

describe('retryDelayMs', () => {
  it('backs off exponentially with jitter: between half and all of baseDelayMs * 2 ** attempt, at most maxDelayMs', () => {
    const options = { retries: 10, baseDelayMs: 100, maxDelayMs: 1000 };
    expect([0, 1, 2, 3, 4].map((attempt) => retryDelayMs(answered(503), attempt, options, () => 0))).toEqual([50, 100, 200, 400, 500]);
    expect([0, 1, 2, 3, 4].map((attempt) => retryDelayMs(answered(503), attempt, options, () => 1))).toEqual([100, 200, 400, 800, 1000]);
  });

  it('waits what Retry-After asks for, and gives up when it asks for more than maxDelayMs', () => {
    expect(retryDelayMs(answered(429, { 'Retry-After': '3' }), 0, { maxDelayMs: 5000 })).toBe(3000);
    expect(retryDelayMs(answered(503, { 'Retry-After': '30' }), 0, { maxDelayMs: 5000 })).toBeUndefined();
  });

  it('retries network failures, timeouts and the retryable statuses only, never an abort, up to the cap', () => {
    expect(retryDelayMs({ ok: false, status: 'network', error: new TypeError('fetch failed') }, 0)).toBeGreaterThan(0);
    expect(retryDelayMs({ ok: false, status: 'timeout', error: undefined }, 0)).toBeGreaterThan(0);
    expect(retryDelayMs({ ok: false, status: 'aborted', error: undefined }, 0)).toBeUndefined();
    for (const status of RETRY_DEFAULTS.statuses) expect(retryDelayMs(answered(status), 0)).toBeGreaterThan(0);
    for (const status of [400, 401, 403, 404, 409, 422, 501]) expect(retryDelayMs(answered(status), 0)).toBeUndefined();
    expect(retryDelayMs(answered(404), 0, { statuses: [404] })).toBeGreaterThan(0);
    expect(retryDelayMs(answered(503), RETRY_DEFAULTS.retries)).toBeUndefined();
    expect(retryDelayMs({ ok: true, status: 200, data: {}, response: new Response('{}') }, 0)).toBeUndefined();
  });
});
