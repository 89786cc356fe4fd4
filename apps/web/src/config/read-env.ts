// Plain module (no import.meta): the app reads it with Vite's env, vite.config.ts with loadEnv, so
// the addresses the bundle calls and the Content-Security-Policy that allows them come from one place.

/** The `VITE_*` variables the app reads (all optional; local defaults point at the mocks). */
export interface EnvVars {
  readonly VITE_IDP_URL?: string;
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_SUBSCRIPTION_KEY?: string;
  /** Seconds before token expiry to refresh (spec 000 §4: default 3600). */
  readonly VITE_TOKEN_REFRESH_PERIOD_SECONDS?: string;
  /** The messenger's Matrix homeserver (spec 002 §4: real-time chat). */
  readonly VITE_HOMESERVER_URL?: string;
  /** Blob storage: uploads (SAS addresses) and the media the API links to. */
  readonly VITE_BLOB_STORAGE_URL?: string;
  readonly VITE_BULK_ADD_TEMPLATE_URL?: string;
  /** Where the monitoring service (spec 000 §1) sends its samples, a Sentry DSN; none by default (monitoring off). */
  readonly VITE_MONITORING_URL?: string;
  /** The fixed default security answer account recovery sends (spec 000 §5). */
  readonly VITE_DEFAULT_SECURITY_ANSWER?: string;
  /** Tests only: the share of monitored sessions with a replay (0-1) instead of spec 000 §1's 90 %. */
  readonly VITE_MONITORING_REPLAY_SAMPLE_RATE?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}

/** Firebase web configuration as read, every field optional. */
export type FirebaseEnv = Partial<Record<'apiKey' | 'projectId' | 'messagingSenderId' | 'appId' | 'vapidKey', string | undefined>>;

/** What the app is configured with: service addresses and client settings. */
export interface AppEnv {
  readonly identityProviderUrl: string;
  readonly clientId: string;
  readonly apiUrl: string;
  readonly subscriptionKey: string;
  /** spec 000 §4: how long before expiry the token is refreshed; default 1 hour. */
  readonly tokenRefreshPeriodMs: number | undefined;
  readonly homeserverUrl: string;
  readonly blobStorageUrl: string;
  /** Where the around-me bulk add template spreadsheet is downloaded from (spec 002 §7: 'from a given URL'). */
  readonly bulkAddTemplateUrl: string;
  readonly monitoringUrl: string | undefined;
  /**
   * spec 000 §5: 'Security answer is sent as a fixed default value'. Recovery sends it when the
   * provider asks the further security question, and asks the member only if the provider refuses it.
   */
  readonly defaultSecurityAnswer: string;
  /** Firebase web configuration for push (spec 000 §7); without it push registration is skipped. */
  readonly firebase: Readonly<FirebaseEnv>;
}

const seconds = (value: string | undefined) => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number * 1000 : undefined;
};

const set = (value: string | undefined) => (value === '' ? undefined : value);

/** Reads the configuration from `VITE_*` variables; unset addresses default to the local mocks and sandbox. */
export function readEnv(vars: EnvVars): AppEnv {
  const apiUrl = set(vars.VITE_API_URL) ?? 'http://127.0.0.1:4010';
  return {
    identityProviderUrl: set(vars.VITE_IDP_URL) ?? 'http://127.0.0.1:4011',
    clientId: set(vars.VITE_CLIENT_ID) ?? 'ypo-web',
    apiUrl,
    subscriptionKey: set(vars.VITE_SUBSCRIPTION_KEY) ?? 'local-development-key',
    tokenRefreshPeriodMs: seconds(vars.VITE_TOKEN_REFRESH_PERIOD_SECONDS),
    // docs/getting-started.md: the local homeserver port; the sandbox's media live on media.example.
    homeserverUrl: set(vars.VITE_HOMESERVER_URL) ?? 'http://127.0.0.1:8008',
    blobStorageUrl: set(vars.VITE_BLOB_STORAGE_URL) ?? 'https://media.example',
    // The sandbox serves the template among its media (mocks: uploads.ts BULK_ADD_TEMPLATE_PATH).
    bulkAddTemplateUrl: set(vars.VITE_BULK_ADD_TEMPLATE_URL) ?? `${apiUrl.replace(/\/+$/, '')}/__sandbox/media/templates/Businesses%20bulk%20add%20template.xlsx`,
    monitoringUrl: set(vars.VITE_MONITORING_URL),
    // The local sandbox provisions its accounts with this answer (mocks/src/personas.ts DEFAULT_SECURITY_ANSWER).
    defaultSecurityAnswer: set(vars.VITE_DEFAULT_SECURITY_ANSWER) ?? 'Blue Heron',
    firebase: {
      apiKey: set(vars.VITE_FIREBASE_API_KEY),
      projectId: set(vars.VITE_FIREBASE_PROJECT_ID),
      messagingSenderId: set(vars.VITE_FIREBASE_MESSAGING_SENDER_ID),
      appId: set(vars.VITE_FIREBASE_APP_ID),
      vapidKey: set(vars.VITE_FIREBASE_VAPID_KEY),
    },
  };
}

/** The complete Firebase configuration, or undefined when push is not configured (then Firebase never loads). */
export function firebaseConfigOf(firebase: FirebaseEnv) {
  const { apiKey, projectId, messagingSenderId, appId, vapidKey } = firebase;
  return apiKey && projectId && messagingSenderId && appId ? { apiKey, projectId, messagingSenderId, appId, vapidKey } : undefined;
}
