/** Where the embedding app finds the platform: the API gateway and the identity provider (build-time env, local sandbox by default). */
export const config = {
  gatewayUrl: import.meta.env.VITE_GATEWAY_URL ?? 'http://127.0.0.1:4010',
  identityProviderUrl: import.meta.env.VITE_IDENTITY_PROVIDER_URL ?? 'http://127.0.0.1:4011',
  clientId: import.meta.env.VITE_CLIENT_ID ?? 'ypo-web',
};
