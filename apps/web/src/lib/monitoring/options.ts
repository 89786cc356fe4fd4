// What the monitoring service is told (spec 000 §1), as plain data: no Sentry code here, so the
// options are read and tested without loading the library.
import type { BrowserOptions, replayIntegration } from '@sentry/browser';

/**
 * spec 000 §1: 'A monitoring service samples 100 percent of sessions with 90 percent replay
 * sampling.' Every session is reported (Sentry's session tracking is never sampled; errors at 1);
 * replays record 90 % of sessions.
 */
export const MONITORING_SAMPLE_RATES = { sessions: 1, replays: 0.9 } as const;

/** Where and how monitoring reports; none without an endpoint. */
export interface MonitoringConfig {
  /** The endpoint: a Sentry DSN (`https://<public key>@<host>[/<path>]/<project id>`). */
  readonly dsn: string;
  /** Share of sessions with a replay (0-1); {@link MONITORING_SAMPLE_RATES} unless configured. */
  readonly replaySampleRate: number;
  readonly release: string;
  readonly environment: string;
}

const rate = (value: string | undefined) => {
  const number = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return number >= 0 && number <= 1 ? number : undefined;
};

/**
 * The monitoring configuration from the endpoint (`VITE_MONITORING_URL`, read into `env.monitoringUrl`)
 * and the test-only `VITE_MONITORING_REPLAY_SAMPLE_RATE` (the end-to-end build records every session's
 * replay; any other value than a number from 0 to 1 keeps the default); undefined without an
 * endpoint: monitoring is off.
 */
export function monitoringConfigOf(
  endpoint: string | undefined,
  replaySampleRate: string | undefined,
  build: { readonly release: string; readonly environment: string },
): MonitoringConfig | undefined {
  const dsn = endpoint?.trim();
  if (!dsn) return undefined;
  return { dsn, replaySampleRate: rate(replaySampleRate) ?? MONITORING_SAMPLE_RATES.replays, ...build };
}

/** The client options: rates, release and environment, and no personal data beyond the member id the app sets. */
export function clientOptions(config: MonitoringConfig): BrowserOptions {
  return {
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    sampleRate: MONITORING_SAMPLE_RATES.sessions,
    replaysSessionSampleRate: config.replaySampleRate,
    // Only the sampled share is recorded: no buffered replay of the other sessions on an error.
    replaysOnErrorSampleRate: 0,
    // The user is the member id alone (setMember): no IP address, no cookies, no request or response
    // bodies, no query parameters of addresses (a sign-in callback's code).
    dataCollection: { userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false },
  };
}

/** Password fields: left out of the recording (an empty placeholder) and their input events ignored. */
export const PASSWORD_FIELDS = 'input[type="password"]';

/** Links to member profiles (their address holds the member's name). */
export const PROFILE_LINKS = 'a[href*="/memberProfile"]';

/**
 * How replays record the page: every input value and every text masked, media blocked, password
 * fields never recorded, no request or response bodies. Uncompressed: compression runs in a Web
 * Worker made from a blob, which the Content-Security-Policy (worker-src, Trusted Types) refuses.
 * Not sticky: nothing is kept in sessionStorage, which signing out empties (spec 000 §2), so a replay
 * lasts one page load.
 */
export const REPLAY_OPTIONS = {
  maskAllInputs: true,
  maskAllText: true,
  blockAllMedia: true,
  // Sentry's own list (title, placeholder, aria-label) and pictures' alternative texts, which carry
  // member names in our pages.
  maskAttributes: ['title', 'placeholder', 'aria-label', 'alt', 'aria-description'],
  // A link to a member profile holds the member's name in its address (memberProfile?...&name=), which
  // the recorder keeps as it is: such links are blocked (recorded as an empty box of their size).
  block: [PASSWORD_FIELDS, PROFILE_LINKS],
  ignore: [PASSWORD_FIELDS],
  networkDetailAllowUrls: [],
  useCompression: false,
  stickySession: false,
} satisfies NonNullable<Parameters<typeof replayIntegration>[0]>;
