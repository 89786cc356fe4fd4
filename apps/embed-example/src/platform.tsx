import { HeadlessProvider } from '@ypo/headless';
import { createSdk } from '@ypo/sdk';
import type { ReactNode } from 'react';
import { currentUser } from './auth';
import { config } from './config';

// One SDK for the app: every call carries the partner's subscription key and the signed-in member's access token.
const sdk = createSdk({
  baseUrl: config.gatewayUrl,
  subscriptionKey: config.subscriptionKey,
  getAccessToken: async () => (await currentUser())?.access_token,
});

/** The platform's hooks for everything inside: the SDK, and the headless provider's own cache and store. */
export function PlatformProvider({ children }: { children: ReactNode }) {
  return <HeadlessProvider sdk={sdk}>{children}</HeadlessProvider>;
}
