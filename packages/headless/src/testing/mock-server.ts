// The one network setup of the hook tests: @ypo/testing's kit (the contract's MSW handlers from
// @ypo/msw, faker data seeded per test) on one server per test file; a test overrides the calls it
// is about with `server.use(...)` (a generated handler with its body, `problem(...)` for a failure,
// or a plain msw handler). Only the provider wrappers are the package's own.
import type { Sdk, SdkOptions } from '@ypo/sdk';
import { createTestSdk, holdRequests as holdServerRequests } from '@ypo/testing';
import { installMockServer, recordRequests as recordServerRequests, setupMockServer } from '@ypo/testing/node';
import type { HeldRequest, ProblemMethod } from '@ypo/testing';
import type { RequestHandler } from 'msw';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Permissions, PermissionsResult, UserCommunity } from '../core/permissions';
import { HeadlessProvider } from '../hooks/headless-provider';

export { problem, TEST_ORIGIN } from '@ypo/testing';
export type { HeldRequest } from '@ypo/testing';

/** The shared MSW server of the test file. */
export const server = setupMockServer();

/** Runs the server for the calling test file (see `installMockServer` of @ypo/msw/node). */
export function startMockServer(): void {
  installMockServer(server, { beforeAll, beforeEach, afterEach, afterAll });
}

/** An SDK on the mock server (`createTestSdk` of @ypo/testing). */
export function testSdk(options: Partial<SdkOptions> = {}): Sdk {
  return createTestSdk(options);
}

/** Every request the server sees from now on, in order (copies: a test may read their bodies). */
export function recordRequests(): Request[] {
  return recordServerRequests(server);
}

/** Holds every `method path` request open until the test answers it (`holdRequests` of @ypo/testing, on this file's server). */
export function holdRequests(method: ProblemMethod, path: string): HeldRequest[] {
  return holdServerRequests(server, method, path);
}

/** A `renderHook` wrapper: the HeadlessProvider with `sdk` (each render has its own SWR cache and jotai store). */
export function providerFor(sdk: Sdk = testSdk()) {
  return function TestProvider({ children }: { children: ReactNode }) {
    return createElement(HeadlessProvider, { sdk }, children);
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
