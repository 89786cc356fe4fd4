// The one network setup of the hook tests: the contract's MSW handlers from @ypo/msw (faker
// data, seeded per test) answer every call; a test overrides the calls it is about with
// `server.use(...)` (a generated handler with its body, `problem(...)` for a failure, or a
// plain msw handler).
import type { ProblemMethod } from '@ypo/msw';
import { installMockServer, recordRequests as recordServerRequests, setupMockServer } from '@ypo/msw/node';
import { createSdk, type Sdk, type SdkOptions } from '@ypo/sdk';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Permissions, PermissionsResult, UserCommunity } from '../core/permissions';
import { HeadlessProvider } from '../hooks/headless-provider';

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

/** A request a {@link holdRequests} handler keeps open until the test answers it. */
export interface HeldRequest {
  /** The request as sent; its `signal` aborts when the client abandons the call (msw passes the client's signal on). */
  readonly request: Request;
  /** Answers the request with `body` as JSON, status 200 unless told. */
  answer(body: unknown, status?: number): void;
}

/**
 * Holds every `method path` request open (in order of arrival) until the test answers it, for
 * tests about what happens meanwhile: one save at a time, which loads were aborted. An aborted
 * request is let go (a network error nobody reads), so no handler stays pending after the test.
 */
export function holdRequests(method: ProblemMethod, path: string): HeldRequest[] {
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

/** A `renderHook` wrapper: the HeadlessProvider with `sdk` and a fresh SWR cache of its own. */
export function providerFor(sdk: Sdk = testSdk()) {
  return function TestProvider({ children }: { children: ReactNode }) {
    return createElement(HeadlessProvider, { sdk, swr: { provider: () => new Map() } }, children);
  };
}

/** {@link providerFor} a fresh test SDK, with `handlers` answering before the contract's handlers. */
export function wrapperFor(...handlers: RequestHandler[]) {
  server.use(...handlers);
  return providerFor(testSdk());
}

/** A permissions answer (spec 000 §3): connect access and no other right, then `permissions` over it. */
export function permissionsResultOf(permissions: Partial<Permissions> = {}, communities: UserCommunity[] = []): PermissionsResult {
  return {
    permissions: {
      isProspect: false,
      isPendingResignation: false,
      hasConnectAccess: true,
      isNonMemberSpeaker: false,
      canImpersonate: false,
      userRoles: [],
      canViewChapterStudioPage: false,
      canManageChapterStudio: false,
      isChaptersAndRegionsTeamMember: false,
      isYngMember: false,
      ...permissions,
    },
    communities,
  };
}
