/** Where the app finds the identity provider and the API gateway (Vite env, local defaults). */
export const env = {
  identityProviderUrl: import.meta.env.VITE_IDP_URL ?? 'http://127.0.0.1:4011',
  clientId: import.meta.env.VITE_CLIENT_ID ?? 'ypo-web',
  apiUrl: import.meta.env.VITE_API_URL ?? 'http://127.0.0.1:4010',
  subscriptionKey: import.meta.env.VITE_SUBSCRIPTION_KEY ?? 'local-development-key',
} as const;
