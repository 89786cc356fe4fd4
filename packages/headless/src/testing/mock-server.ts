// The one network setup of the hook tests: the contract's MSW handlers from @ypo/msw (faker
// data, seeded per test) answer every call; a test overrides the calls it is about with
// `server.use(...)` (a generated handler with its body, or a plain msw handler for a status).
import { seedMocks } from '@ypo/msw';
import { setupMockServer } from '@ypo/msw/node';
import { createSdk, type Sdk, type SdkOptions } from '@ypo/sdk';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Origin the test SDK calls; every generated handler matches any origin. */
export const TEST_ORIGIN = 'http://gw.test';

/** The shared MSW server of the test file. */
export const server = setupMockServer();

/**
 * Starts the server for the calling test file: unhandled requests fail the test, data are the
 * same in every run, overrides end with their test.
 */
export function startMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => seedMocks(1));
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
}

/** An SDK on the mock server (its `fetch` is looked up per call, so MSW sees every request). */
export function testSdk(options: Partial<SdkOptions> = {}): Sdk {
  return createSdk({ baseUrl: TEST_ORIGIN, fetch: (request) => fetch(request), ...options });
}

/** A handler answering `method path` (msw path, e.g. `*\/api/featureFlags`) with an RFC 9457 problem. */
export function problem(method: 'get' | 'post' | 'put' | 'delete', path: string, status: number, title: string, extra: Record<string, unknown> = {}) {
  return http[method](path, () => HttpResponse.json({ title, status, ...extra }, { status }));
}

/** Every request the server sees from now on, in order (copies: a test may read their bodies). */
export function recordRequests(): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
  return seen;
}
