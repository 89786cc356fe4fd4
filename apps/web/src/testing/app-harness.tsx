// Test harness: the app's providers around a fake OpenID client and the one network setup of
// the tests (the contract's MSW handlers of @ypo/msw, seeded; a test's answers come first).
import { HeadlessProvider, SessionProvider, createSession, readImpersonationId, type PermissionsResult } from '@ypo/headless';
import { installMockServer, setupMockServer } from '@ypo/msw/node';
import { createSdk } from '@ypo/sdk';
import { http } from 'msw';
import type { User } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { AuthProvider, type AuthClient } from '../lib/auth';

const NO_PERMISSIONS: PermissionsResult['permissions'] = {
  isProspect: false,
  isPendingResignation: false,
  hasConnectAccess: true,
  isNonMemberSpeaker: false,
  canImpersonate: false,
  userRoles: ['Member'],
  canViewChapterStudioPage: false,
  canManageChapterStudio: false,
  isChaptersAndRegionsTeamMember: false,
  isYngMember: false,
};

/** A permissions result: a member of Harbor City Chapter unless overridden. */
export function permissionsOf(overrides: Partial<PermissionsResult['permissions']> = {}, communities: PermissionsResult['communities'] = []): PermissionsResult {
  return {
    permissions: { ...NO_PERMISSIONS, ...overrides },
    communities: communities.length
      ? communities
      : [{ communityId: '00000000-0000-4000-8000-00000000c101', name: 'Harbor City Chapter', communityType: 'chapter', roles: ['Member'] }],
  };
}

/** A signed-in OpenID user with a 2-hour token. */
export function userOf(personId: string, name = 'Amara Okafor'): User {
  return {
    access_token: `token-of-${personId}`,
    id_token: 'id-token',
    expires_at: Math.floor(Date.now() / 1000) + 7200,
    expired: false,
    profile: { sub: personId, memberId: personId, name, given_name: name.split(' ')[0] },
  } as unknown as User;
}

/** A fake UserManager: the stored user, and spies for every redirect. */
export function fakeUserManager(user: User | null) {
  return {
    getUser: vi.fn(async () => user),
    events: { addUserLoaded: vi.fn(), removeUserLoaded: vi.fn(), addUserUnloaded: vi.fn(), removeUserUnloaded: vi.fn() },
    signinRedirect: vi.fn(async () => {}),
    signinSilent: vi.fn(async () => user),
    revokeTokens: vi.fn(async () => {}),
    removeUser: vi.fn(async () => {}),
    signoutRedirect: vi.fn(async () => {}),
  };
}

/** Origin of the harness's SDK; the contract's handlers match any origin. */
const ORIGIN = 'http://gw.test';

/** The mock server of the app tests: every operation answered with the contract's seeded data. */
export const server = setupMockServer();

/** Runs {@link server} for the calling test file (listen, seed, reset after each test, close). */
export function startMockServer(): void {
  installMockServer(server, { beforeAll, beforeEach, afterEach, afterAll });
}

/** This test's answers, by path; every other call gets the contract's seeded data. */
export type GatewayAnswers = Record<string, () => Response | Promise<Response>>;

/** A call the gateway saw. */
export interface SeenCall {
  url: string;
  path: string;
  headers: Headers;
  method: string;
}

/**
 * The app's providers (headless, session, auth) over a fake OpenID client and {@link server}
 * (call {@link startMockServer} in the test file); returns the calls the gateway saw, in order.
 */
export function createAppHarness({ user, answers = {} }: { user: User | null; answers?: GatewayAnswers }) {
  const userManager = fakeUserManager(user);
  const calls: SeenCall[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push({ url: request.url, path: new URL(request.url).pathname, headers: request.headers, method: request.method });
  });
  server.use(...Object.entries(answers).map(([path, answer]) => http.all(`${ORIGIN}${path}`, () => answer())));
  const session = createSession({ refresh: async () => ({ accessToken: 'refreshed', expiresAt: Date.now() + 7_200_000 }) });
  const sdk = createSdk({
    baseUrl: ORIGIN,
    getAccessToken: session.getAccessToken,
    getImpersonationId: () => readImpersonationId(window.sessionStorage),
    // Looked up per call, so MSW sees every request.
    fetch: (request) => fetch(request),
  });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
        <SessionProvider session={session}>
          <AuthProvider userManager={userManager as unknown as AuthClient} session={session}>
            {children}
          </AuthProvider>
        </SessionProvider>
      </HeadlessProvider>
    );
  }
  return { Providers, userManager, calls, session };
}

/** jsdom has no CSS.escape; react-aria's modal focus handling uses it. */
export function stubCssEscape(): void {
  if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (text: string) => text.replace(/[^\w-]/g, (c) => `\\${c}`) });
}

/** react-aria's links and buttons navigating through the test's react-router (inside a MemoryRouter), as the app's root wires them. */
export function RouterLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
