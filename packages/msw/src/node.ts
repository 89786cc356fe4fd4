import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { createHandlers } from './generated';

/**
 * An MSW server (Node, jsdom) answering every operation of every service with contract-true
 * faker data. `overrides` come first, so they win over the generated handlers; a test adds its
 * own with `server.use(...)` and drops them with `server.resetHandlers()`.
 */
export function setupMockServer(...overrides: RequestHandler[]): SetupServer {
  return setupServer(...overrides, ...createHandlers());
}
