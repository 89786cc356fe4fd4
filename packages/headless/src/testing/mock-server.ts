// The one network setup of the hook tests: the contract's MSW handlers from @ypo/msw (faker
// data, seeded per test) answer every call; a test overrides the calls it is about with
// `server.use(...)` (a generated handler with its body, `problem(...)` for a failure, or a
// plain msw handler).
import { installMockServer, recordRequests as recordServerRequests, setupMockServer } from '@ypo/msw/node';
import { createSdk, type Sdk, type SdkOptions } from '@ypo/sdk';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

export { problem } from '@ypo/msw';

/** Origin the test SDK calls; every generated handler matches any origin. */
export const TEST_ORIGIN = 'http://gw.test';

/** The shared MSW server of the test file. */
export const server = setupMockServer();

/** Runs the server for the calling test file (see `installMockServer` of @ypo/msw/node). */
export function startMockServer(): void {
  installMockServer(server, { beforeAll, beforeEach, afterEach, afterAll });
}

/** An SDK on the mock server (its `fetch` is looked up per call, so MSW sees every request). */
export function testSdk(options: Partial<SdkOptions> = {}): Sdk {
  return createSdk({ baseUrl: TEST_ORIGIN, fetch: (request) => fetch(request), ...options });
}

/** Every request the server sees from now on, in order (copies: a test may read their bodies). */
export function recordRequests(): Request[] {
  return recordServerRequests(server);
}
