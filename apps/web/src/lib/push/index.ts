import type { PushTokenProvider } from '@ypo/headless';
import { env } from '../../config/env';

/** Stands in when push is not configured: registration stops as 'unsupported'. */
const UNCONFIGURED: PushTokenProvider = { isSupported: async () => false, getToken: async () => null };

/** Loads the Firebase token provider on demand (a separate chunk); without configuration Firebase is never loaded. */
export async function loadPushTokenProvider(config: Partial<Record<keyof typeof env.firebase, string | undefined>> = env.firebase): Promise<PushTokenProvider> {
  const { apiKey, projectId, messagingSenderId, appId, vapidKey } = config;
  if (!apiKey || !projectId || !messagingSenderId || !appId) return UNCONFIGURED;
  const { createFirebaseTokenProvider } = await import('./firebase-token-provider');
  return createFirebaseTokenProvider({ apiKey, projectId, messagingSenderId, appId, vapidKey });
}
