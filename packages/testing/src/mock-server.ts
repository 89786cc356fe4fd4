// The network of a test in Node or jsdom: the contract's MSW handlers from @ypo/msw answer every
// call of an SDK made for the test; the test overrides the calls it is about with `server.use(...)`.
import type { ProblemMethod } from '@ypo/msw';
import { createSdk, type Sdk, type SdkOptions } from '@ypo/sdk';
import { http, HttpResponse, type RequestHandler } from 'msw';

/** Origin a test SDK calls; every generated handler matches any origin. */
export const TEST_ORIGIN = 'http://gw.test';

/** An SDK on the mock server: base URL {@link TEST_ORIGIN}, `fetch` looked up per call so MSW sees every request. */
export function createTestSdk(options: Partial<SdkOptions> = {}): Sdk {
  return createSdk({ baseUrl: TEST_ORIGIN, fetch: (request) => fetch(request), ...options });
}

/** Where handlers are added: an msw/node `SetupServer` or an msw/browser `SetupWorker`. */
export interface MockNetwork {
  /** Adds handlers that answer before the ones the network started with. */
  use(...handlers: RequestHandler[]): void;
}

/** A request a {@link holdRequests} handler keeps open until the test answers it. */
export interface HeldRequest {
  /** The request as sent; its `signal` aborts when the client abandons the call (msw passes the client's signal on). */
  readonly request: Request;
  /** Answers the request with `body` as JSON, status 200 unless told. */
  answer(body: unknown, status?: number): void;
}

/**
 * Holds every `method path` request that `server` (or a worker) sees open (in order of arrival) until the test answers
 * it, for tests about what happens meanwhile: one save at a time, which loads were aborted. An
 * aborted request is let go (a network error nobody reads), so no handler stays pending after the test.
 */
export function holdRequests(server: MockNetwork, method: ProblemMethod, path: string): HeldRequest[] {
  const held: HeldRequest[] = [];
  server.use(
    http[method](
      path,
      ({ request }) =>
        new Promise<Response>((resolve) => {
          request.signal.addEventListener('abort', () => resolve(HttpResponse.error()), { once: true });
          held.push({ request, answer: (body, status = 200) => resolve(Response.json(body, { status })) });
        }),
    ),
  );
  return held;
}
