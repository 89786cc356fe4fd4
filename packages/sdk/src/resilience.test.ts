// Timeouts, cancellation, retries and the re-send after a token refresh, against the real sandbox
// (gateway + sandbox in-process) and its fault injection: X-Mock-Status, X-Mock-Delay, X-Mock-Retry-After.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startTestSandbox, type RunningSandbox } from '../../../mocks/src/sandbox/testing.ts';
import { createSdk, type Middleware, type SdkOptions } from './index.ts';

const PERMISSIONS = '/communities/api/community/GetUserPermissionsAndCommunities';
const PERSONA = 'amara.okafor';

let running: RunningSandbox;
let token: string;

beforeAll(async () => {
  running = await startTestSandbox();
  token = await running.issuer.sign(PERSONA);
});
afterAll(() => running.close());

/** An SDK on the sandbox as {@link PERSONA} that records every request it sends. */
function sandboxSdk(options: Partial<SdkOptions> = {}) {
  const sent: Request[] = [];
  const sdk = createSdk({
    baseUrl: running.url,
    subscriptionKey: 'sandbox-test',
    getAccessToken: () => token,
    fetch: (request) => {
      sent.push(request);
      return fetch(request);
    },
    ...options,
  });
  return { sdk, sent };
}

/** Middleware that asks the sandbox for a fault on the first `times` requests only, then lets the calls through. */
function faultFirst(headers: Record<string, string>, times = 1): Middleware {
  let left = times;
  return {
    onRequest({ request }) {
      if (left-- <= 0) return request;
      for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
      return request;
    },
  };
}

const since = (started: number) => performance.now() - started;

describe('a timeout per request', () => {
  it('ends a call whose answer is later than its timeout as timeout, without waiting for the answer', async () => {
    const { sdk } = sandboxSdk();
    const started = performance.now();
    const result = await sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Delay': '2000' }, timeoutMs: 150 });
    expect(result).toMatchObject({ ok: false, status: 'timeout', error: { name: 'TimeoutError' } });
    expect(result.response).toBeUndefined();
    expect(since(started)).toBeLessThan(1500);
  });

  it('takes the default of createSdk, which a call overrides', async () => {
    const { sdk } = sandboxSdk({ timeoutMs: 150 });
    const slow = { 'X-Mock-Delay': '400' };
    expect((await sdk.communities.GET(PERMISSIONS, { headers: slow })).status).toBe('timeout');
    expect((await sdk.communities.GET(PERMISSIONS, { headers: slow, timeoutMs: 5000 })).status).toBe(200);
    expect((await sdk.communities.GET(PERMISSIONS, { headers: slow, timeoutMs: 0 })).status).toBe(200);
  });

  it('gives each call its own signal: a timed-out call leaves a concurrent one and the next one alone', async () => {
    const { sdk } = sandboxSdk({ timeoutMs: 300 });
    const [late, onTime] = await Promise.all([
      sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Delay': '1500' } }),
      sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Delay': '50' } }),
    ]);
    expect([late.status, onTime.status]).toEqual(['timeout', 200]);
    expect((await sdk.communities.GET(PERMISSIONS)).status).toBe(200);
  });

  it('combines the timeout with the caller signal: whichever comes first ends the call, and says which', async () => {
    const { sdk } = sandboxSdk();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const aborted = await sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Delay': '2000' }, timeoutMs: 1000, signal: controller.signal });
    expect(aborted.status).toBe('aborted');
    const timedOut = await sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Delay': '2000' }, timeoutMs: 100, signal: new AbortController().signal });
    expect(timedOut.status).toBe('timeout');
  });
});

describe("cancellation through the caller's signal", () => {
  it('ends a call aborted mid-delay as aborted, with the reason, and never retries it', async () => {
    const { sdk, sent } = sandboxSdk({ retry: { retries: 3, baseDelayMs: 10 } });
    const controller = new AbortController();
    const reason = new DOMException('left the screen', 'AbortError');
    setTimeout(() => controller.abort(reason), 100);
    const started = performance.now();
    const result = await sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Delay': '2000' }, signal: controller.signal });
    expect(result).toEqual({ ok: false, status: 'aborted', error: reason });
    expect(since(started)).toBeLessThan(1500);
    expect(sent).toHaveLength(1);
  });

  it('sends nothing when the signal has already aborted, and stops waiting for a retry when it aborts', async () => {
    const { sdk, sent } = sandboxSdk({ retry: { retries: 3, baseDelayMs: 5000, maxDelayMs: 5000 } });
    expect((await sdk.communities.GET(PERMISSIONS, { signal: AbortSignal.abort() })).status).toBe('aborted');
    expect(sent).toHaveLength(0);

    const controller = new AbortController();
    const started = performance.now();
    const call = sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Status': '503' }, signal: controller.signal });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    controller.abort();
    expect((await call).status).toBe('aborted');
    expect(since(started)).toBeLessThan(2500);
    expect(sent).toHaveLength(1);
  });
});

describe('opt-in retries for idempotent methods', () => {
  it('retries a GET after a 503 once the Retry-After in seconds has passed, then resolves to the success', async () => {
    const { sdk, sent } = sandboxSdk({ middleware: [faultFirst({ 'X-Mock-Status': '503', 'X-Mock-Retry-After': '1' })] });
    const started = performance.now();
    const result = await sdk.communities.GET(PERMISSIONS, { retry: { baseDelayMs: 1 } });
    expect(result.status).toBe(200);
    expect(sent).toHaveLength(2);
    // Retry-After (1 s), not the 1 ms backoff, set the wait.
    expect(since(started)).toBeGreaterThanOrEqual(950);
  });

  it('honours a Retry-After given as an HTTP date', async () => {
    const at = new Date(Date.now() + 2000);
    const { sdk, sent } = sandboxSdk({
      retry: { baseDelayMs: 1 },
      middleware: [faultFirst({ 'X-Mock-Status': '429', 'X-Mock-Retry-After': at.toUTCString() })],
    });
    const result = await sdk.communities.GET(PERMISSIONS);
    expect(result.status).toBe(200);
    expect(sent).toHaveLength(2);
    // The date has a resolution of one second.
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 1000);
  });

  it('never sends a POST twice, even with retries on', async () => {
    const { sdk, sent } = sandboxSdk({ retry: true, middleware: [faultFirst({ 'X-Mock-Status': '503', 'X-Mock-Retry-After': '0' })] });
    const result = await sdk.profiles.POST('/profiles/api/personsearchautocomplete', { body: { search: 'am' } });
    expect(result).toMatchObject({ ok: false, status: 503 });
    expect(sent).toHaveLength(1);
  });

  it('retries nothing unless asked', async () => {
    const { sdk, sent } = sandboxSdk({ middleware: [faultFirst({ 'X-Mock-Status': '503', 'X-Mock-Retry-After': '0' })] });
    expect((await sdk.communities.GET(PERMISSIONS)).status).toBe(503);
    expect(sent).toHaveLength(1);
  });

  it('stops after the cap and returns the last failure', async () => {
    const { sdk, sent } = sandboxSdk({ retry: { retries: 2, baseDelayMs: 10 } });
    const result = await sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Status': '503' } });
    expect(result).toMatchObject({ ok: false, status: 503, error: { status: 503 } });
    expect(sent).toHaveLength(3);
  });

  it('returns at once a failure whose Retry-After asks for longer than the longest wait, and one whose status is not retryable', async () => {
    const { sdk, sent } = sandboxSdk({ retry: { maxDelayMs: 1000 } });
    const started = performance.now();
    expect((await sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Status': '503', 'X-Mock-Retry-After': '30' } })).status).toBe(503);
    expect((await sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Status': '404' } })).status).toBe(404);
    expect(sent).toHaveLength(2);
    expect(since(started)).toBeLessThan(1000);
  });

  it('retries a timeout and a network failure, and a call turns retries off for itself', async () => {
    const { sdk, sent } = sandboxSdk({ retry: { retries: 1, baseDelayMs: 10 }, timeoutMs: 150 });
    expect((await sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Delay': '1000' } })).status).toBe('timeout');
    expect(sent).toHaveLength(2);
    expect((await sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Delay': '1000' }, retry: false })).status).toBe('timeout');
    expect(sent).toHaveLength(3);

    const nowhere = sandboxSdk({ baseUrl: `http://127.0.0.1:${await freePort()}`, retry: { retries: 2, baseDelayMs: 10 } });
    const result = await nowhere.sdk.communities.GET(PERMISSIONS);
    expect(result).toMatchObject({ ok: false, status: 'network' });
    expect(nowhere.sent).toHaveLength(3);
  });
});

describe('one re-send after a refreshed token on 401', () => {
  it('refreshes once on 401 and sends the call again with the new token', async () => {
    let current = await running.issuer.sign(PERSONA, { expiresIn: -60 });
    const refreshAccessToken = vi.fn(async () => {
      current = token;
    });
    const { sdk, sent } = sandboxSdk({ getAccessToken: () => current, refreshAccessToken });
    const result = await sdk.communities.GET(PERMISSIONS);
    expect(result.status).toBe(200);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual([expect.not.stringContaining(token), `Bearer ${token}`]);
  });

  it('returns a second 401 instead of refreshing again', async () => {
    const expired = await running.issuer.sign(PERSONA, { expiresIn: -60 });
    const refreshAccessToken = vi.fn(async () => {});
    const { sdk, sent } = sandboxSdk({ getAccessToken: () => expired, refreshAccessToken });
    const result = await sdk.communities.GET(PERMISSIONS);
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
  });

  it('returns the 401 without a re-send when the refresh fails or gives no token, or none is given', async () => {
    const expired = await running.issuer.sign(PERSONA, { expiresIn: -60 });
    for (const refreshAccessToken of [async () => Promise.reject(new Error('refresh token expired')), async () => false, undefined]) {
      const { sdk, sent } = sandboxSdk({ getAccessToken: () => expired, ...(refreshAccessToken ? { refreshAccessToken } : {}) });
      expect((await sdk.communities.GET(PERMISSIONS)).status).toBe(401);
      expect(sent).toHaveLength(1);
    }
  });

  it('lets concurrent 401s share one refresh, POSTs included', async () => {
    let current = await running.issuer.sign(PERSONA, { expiresIn: -60 });
    const refreshAccessToken = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = token;
    });
    const { sdk, sent } = sandboxSdk({ getAccessToken: () => current, refreshAccessToken });
    const results = await Promise.all([
      sdk.communities.GET(PERMISSIONS),
      sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Delay': '50' } }),
      sdk.profiles.POST('/profiles/api/personsearchautocomplete', { body: { search: 'am' } }),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(6);
  });

  it('re-sends without another refresh a call that got its 401 after a refresh had already finished', async () => {
    let current = await running.issuer.sign(PERSONA, { expiresIn: -60 });
    const refreshAccessToken = vi.fn(async () => {
      current = token;
    });
    const { sdk } = sandboxSdk({ getAccessToken: () => current, refreshAccessToken });
    // Sent with the old token, answered only after the other call's refresh.
    const late = sdk.communities.GET(PERMISSIONS, { headers: { 'X-Mock-Delay': '300' } });
    expect((await sdk.communities.GET(PERMISSIONS)).status).toBe(200);
    expect((await late).status).toBe(200);
    expect(refreshAccessToken).toHaveBeenCalledTimes(1);
  });
});
