// Test harness: the app's providers around a fake OpenID client and a fake gateway.
import { HeadlessProvider, SessionProvider, createSession, readImpersonationId, type PermissionsResult } from '@ypo/headless';
import { createSdk } from '@ypo/sdk';
import type { User } from 'oidc-client-ts';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
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

/** What the fake gateway answers, by path; anything else gets `{}`. */
export type GatewayAnswers = Record<string, () => Response>;

/** The app's providers (headless, session, auth) over fakes; returns the calls the gateway saw. */
export function createAppHarness({ user, answers = {} }: { user: User | null; answers?: GatewayAnswers }) {
  const userManager = fakeUserManager(user);
  const calls: { path: string; headers: Headers; method: string }[] = [];
  const session = createSession({ refresh: async () => ({ accessToken: 'refreshed', expiresAt: Date.now() + 7_200_000 }) });
  const sdk = createSdk({
    baseUrl: 'http://gw.test',
    getAccessToken: session.getAccessToken,
    getImpersonationId: () => readImpersonationId(window.sessionStorage),
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      calls.push({ path, headers: request.headers, method: request.method });
      const answer = answers[path];
      return answer ? answer() : Response.json({});
    },
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
