import type { PushTokenProvider } from '@ypo/headless';
import { env } from '../../config/env';
import { firebaseConfigOf, type FirebaseEnv } from '../../config/read-env';

/** Stands in when push is not configured: registration stops as 'unsupported'. */
const UNCONFIGURED: PushTokenProvider = { isSupported: async () => false, getToken: async () => null };

/** Loads the Firebase token provider on demand (a separate chunk); without configuration Firebase is never loaded. */
export async function loadPushTokenProvider(config: FirebaseEnv = env.firebase): Promise<PushTokenProvider> {
  const firebase = firebaseConfigOf(config);
  if (!firebase) return UNCONFIGURED;
  const { createFirebaseTokenProvider } = await import('./firebase-token-provider');
  return createFirebaseTokenProvider(firebase);
}
