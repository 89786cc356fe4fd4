import { HeadlessProvider, SessionProvider, readImpersonationId } from '@ypo/headless';
import { createSdk } from '@ypo/sdk';
import { useMemo, type ReactNode } from 'react';
import { env } from '../config/env';
import { AuthProvider, createAuthClient } from '../lib/auth';
import { createAppSession } from '../lib/session';

/**
 * Wires the OpenID client, the session, the SDK and the headless state for the whole app. Every
 * call takes its token from the session (refreshed first when due, one refresh at a time) and
 * sends X-Impersonation-Id while impersonation is active.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const userManager = useMemo(() => createAuthClient(), []);
  const session = useMemo(() => createAppSession(userManager), [userManager]);
  const sdk = useMemo(
    () =>
      createSdk({
        baseUrl: env.apiUrl,
        subscriptionKey: env.subscriptionKey,
        getAccessToken: session.getAccessToken,
        getImpersonationId: () => readImpersonationId(window.sessionStorage),
      }),
    [session],
  );
  return (
    <HeadlessProvider sdk={sdk}>
      <SessionProvider session={session}>
        <AuthProvider userManager={userManager} session={session}>
          {children}
        </AuthProvider>
      </SessionProvider>
    </HeadlessProvider>
  );
}
