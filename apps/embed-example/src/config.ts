/** Where the embedding app finds the platform and who it is: gateway, identity provider, client id and subscription key (build-time env, the local sandbox by default). */
export const config = {
  gatewayUrl: import.meta.env.VITE_GATEWAY_URL ?? 'http://127.0.0.1:4010',
  identityProviderUrl: import.meta.env.VITE_IDENTITY_PROVIDER_URL ?? 'http://127.0.0.1:4011',
  clientId: import.meta.env.VITE_CLIENT_ID ?? 'ypo-web',
  /** The partner's API subscription key (the sandbox takes any). */
  subscriptionKey: import.meta.env.VITE_SUBSCRIPTION_KEY ?? 'embed-example-key',
};
