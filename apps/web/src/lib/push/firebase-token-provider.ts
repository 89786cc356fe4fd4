// Loaded only through a dynamic import (see ./index.ts): Firebase stays out of the first load.
import type { PushTokenProvider } from '@ypo/headless';
import { getApps, initializeApp } from 'firebase/app';
import { getMessaging, getToken, isSupported } from 'firebase/messaging';

/** Firebase web configuration for Cloud Messaging. */
export interface FirebasePushConfig {
  readonly apiKey: string;
  readonly projectId: string;
  readonly messagingSenderId: string;
  readonly appId: string;
  readonly vapidKey?: string | undefined;
}

/** A {@link PushTokenProvider} over Firebase Cloud Messaging. */
export function createFirebaseTokenProvider(config: FirebasePushConfig): PushTokenProvider {
  return {
    isSupported: () => isSupported(),
    async getToken() {
      const { vapidKey, ...options } = config;
      const app = getApps()[0] ?? initializeApp(options);
      return getToken(getMessaging(app), vapidKey ? { vapidKey } : {});
    },
  };
}
