/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GATEWAY_URL?: string;
  readonly VITE_IDENTITY_PROVIDER_URL?: string;
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_SUBSCRIPTION_KEY?: string;
}
