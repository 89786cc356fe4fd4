const seconds = (value: string | undefined) => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number * 1000 : undefined;
};

/** Where the app finds the identity provider and the API gateway (Vite env, local defaults). */
export const env = {
  identityProviderUrl: import.meta.env.VITE_IDP_URL ?? 'http://127.0.0.1:4011',
  clientId: import.meta.env.VITE_CLIENT_ID ?? 'ypo-web',
  apiUrl: import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:4010',
  subscriptionKey: import.meta.env.VITE_SUBSCRIPTION_KEY ?? 'local-development-key',
  /** spec 000 §4: how long before expiry the token is refreshed; default 1 hour. */
  tokenRefreshPeriodMs: seconds(import.meta.env.VITE_TOKEN_REFRESH_PERIOD_SECONDS),
  /** Firebase web configuration for push (spec 000 §7); without it push registration is skipped. */
  firebase: {
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: import.meta.env.VITE_FIREBASE_APP_ID,
    vapidKey: import.meta.env.VITE_FIREBASE_VAPID_KEY,
  },
} as const;
