/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_IDP_URL?: string;
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_SUBSCRIPTION_KEY?: string;
  /** Seconds before token expiry to refresh (spec 000 §4: default 3600). */
  readonly VITE_TOKEN_REFRESH_PERIOD_SECONDS?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}
