import { HeadlessProvider } from '@ypo/headless';
import { createSdk } from '@ypo/sdk';
import { useMemo, type ReactNode } from 'react';
import { env } from '../config/env';
import { AuthProvider, createUserManager } from '../lib/auth';

/** Wires the OpenID client, the SDK and the headless state for the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  const userManager = useMemo(() => createUserManager(), []);
  const sdk = useMemo(
    () =>
      createSdk({
        baseUrl: env.apiUrl,
        subscriptionKey: env.subscriptionKey,
        getAccessToken: async () => (await userManager.getUser())?.access_token,
      }),
    [userManager],
  );
  return (
    <HeadlessProvider sdk={sdk}>
      <AuthProvider userManager={userManager}>{children}</AuthProvider>
    </HeadlessProvider>
  );
}
