import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { createHandlers } from './generated';
import { seedMocks } from './seed';

/**
 * An MSW server (Node, jsdom) answering every operation of every service with contract-true
 * faker data. `overrides` come first, so they win over the generated handlers; a test adds its
 * own with `server.use(...)` and drops them with `server.resetHandlers()`.
 */
export function setupMockServer(...overrides: RequestHandler[]): SetupServer {
  return setupServer(...overrides, ...createHandlers());
}

/**
 * Every request `server` sees from now on, in order: copies, so a test may read their bodies
 * (`await requests[0].json()`). `server.events.removeAllListeners()` stops the recording.
 */
export function recordRequests(server: SetupServer): Request[] {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(request.clone()));
  return seen;
}

/** The lifecycle hooks of a test runner (vitest's and jest's globals fit). */
export interface TestHooks {
  beforeAll: (fn: () => unknown) => unknown;
  beforeEach: (fn: () => unknown) => unknown;
  afterEach: (fn: () => unknown) => unknown;
  afterAll: (fn: () => unknown) => unknown;
}

/**
 * Runs `server` for the calling test file: listening from the first test (a request no handler
 * answers fails the test), the same data in every test (`seedMocks(seed)`), each test's
 * overrides and recordings dropped after it, closed after the last.
 */
export function installMockServer(server: SetupServer, hooks: TestHooks, { seed = 1 }: { seed?: number } = {}): void {
  hooks.beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  hooks.beforeEach(() => seedMocks(seed));
  hooks.afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  hooks.afterAll(() => server.close());
}
