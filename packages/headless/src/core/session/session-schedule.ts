import { MESSAGES } from '../messages';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** spec 000 §4/§9: a session lasts 90 minutes from creation. */
export const SESSION_LENGTH_MS = 90 * MINUTE;
/** spec 000 §4/§9: the expiry notice comes 30 minutes before expiry. */
export const SESSION_WARNING_BEFORE_EXPIRY_MS = 30 * MINUTE;
/** spec 000 §4/§9: logout follows the notice after 27 minutes (1620000 ms), on the web only. */
export const LOGOUT_AFTER_WARNING_MS = 1_620_000;
/** spec 000 §4/§9: the session countdown runs in chunks of at most 24 hours. */
export const COUNTDOWN_CHUNK_MAX_MS = 24 * HOUR;
/** spec 000 §4/§9: tokens are refreshed this long before expiry unless configured otherwise. */
export const DEFAULT_REFRESH_PERIOD_MS = HOUR;
/** spec 000 §4/§9: a scheduled refresh is delayed by 2 s. */
export const REFRESH_DELAY_MS = 2 * SECOND;
/** spec 000 §4/§9: the refresh-in-progress flag clears 60 s after a successful refresh. */
export const REFRESH_LOCK_RELEASE_MS = 60 * SECOND;
/** spec 000 §4/§9: refresh only when more than 30 s of the token remain. */
export const MIN_REMAINING_FOR_REFRESH_MS = 30 * SECOND;
/** spec 000 §2/§9: after logout the user is sent to '/' after 4 s. */
export const POST_LOGOUT_REDIRECT_MS = 4 * SECOND;
/** spec 000 §2/§9: the snackbar lasts 3000 ms. */
export const SNACKBAR_DURATION_MS = 3000;

/** What to do about the scheduled token refresh. */
export type RefreshPlan =
  | { readonly kind: 'skip'; readonly reason: 'inProgress' }
  | { readonly kind: 'schedule'; readonly delayMs: number; readonly at: number };

/** Input of {@link planRefresh}; times are epoch milliseconds. */
export interface RefreshPlanInput {
  /** The current time. */
  readonly now: number;
  /** When the access token expires. */
  readonly expiresAt: number;
  /** A refresh is running, or one succeeded less than 60 s ago: the plan is to skip. */
  readonly isRefreshInProgress: boolean;
  /** How long before expiry to refresh; defaults to {@link DEFAULT_REFRESH_PERIOD_MS}. */
  readonly refreshPeriodMs?: number;
}

/** When to refresh the token: one refresh period before expiry, plus the 2 s delay; never while one is in progress. */
export function planRefresh(input: RefreshPlanInput): RefreshPlan {
  // spec 000 §4: refresh is skipped while one is in progress.
  if (input.isRefreshInProgress) return { kind: 'skip', reason: 'inProgress' };
  const period = input.refreshPeriodMs ?? DEFAULT_REFRESH_PERIOD_MS;
  // spec 000 §4: one refresh period before expiry, delayed 2 s; already due means "in 2 s".
  const delayMs = Math.max(0, input.expiresAt - period - input.now) + REFRESH_DELAY_MS;
  return { kind: 'schedule', delayMs, at: input.now + delayMs };
}

/** What to do before an API call. */
export type BeforeCallDecision = 'proceed' | 'refresh' | 'inactive';

/** Input of {@link decideBeforeCall}; times are epoch milliseconds. */
export interface BeforeCallInput {
  /** The current time. */
  readonly now: number;
  /** When the access token expires. */
  readonly expiresAt: number;
  /** Below this time to expiry the token is refreshed first; defaults to the refresh period (1 h). */
  readonly refreshThresholdMs?: number;
}

/** Before each API call: go ahead, refresh first (more than 30 s left), or mark the session inactive. */
export function decideBeforeCall(input: BeforeCallInput): BeforeCallDecision {
  const remaining = input.expiresAt - input.now;
  const threshold = input.refreshThresholdMs ?? DEFAULT_REFRESH_PERIOD_MS;
  if (remaining >= threshold) return 'proceed';
  // spec 000 §4: refresh only when more than 30 s remain; otherwise the session is inactive.
  return remaining > MIN_REMAINING_FOR_REFRESH_MS ? 'refresh' : 'inactive';
}

/** Who hears about the coming expiry: a dialog on the web, the host app on the mobile app. */
export type SessionWarningTarget = 'dialog' | 'mobileApp';

/** The next step of the session countdown. */
export type SessionStep =
  /** Already past the session length: log out now. */
  | { readonly kind: 'logout'; readonly message: string }
  /** Far from the warning: wait one chunk (at most 24 h), then ask again. */
  | { readonly kind: 'countdown'; readonly delayMs: number }
  /**
   * Show the warning after `delayMs` (0 when it is already due). On the web, log out
   * `logoutAfterMs` after the warning; on the mobile app the app is told and nothing follows.
   */
  | {
      readonly kind: 'warning';
      readonly delayMs: number;
      readonly message: string;
      readonly target: SessionWarningTarget;
      readonly logoutAfterMs: number | undefined;
    };

/** Options of {@link sessionTimeline}. */
export interface SessionTimelineOptions {
  /** Running inside the mobile app: the app is told of the expiry and no web logout follows (spec 000 §4). */
  readonly isMobileApp: boolean;
  /** Defaults to {@link SESSION_LENGTH_MS}. */
  readonly sessionLengthMs?: number;
}

/** The next step of the session countdown for a session created at `createdAt` (epoch ms), seen at `now`. */
export function sessionTimeline(createdAt: number, now: number, options: SessionTimelineOptions): SessionStep {
  const expiresAt = createdAt + (options.sessionLengthMs ?? SESSION_LENGTH_MS);
  // spec 000 §4: if already past, the user is logged out.
  if (now >= expiresAt) return { kind: 'logout', message: MESSAGES.sessionExpired };
  const warningAt = expiresAt - SESSION_WARNING_BEFORE_EXPIRY_MS;
  const untilWarning = Math.max(0, warningAt - now);
  // spec 000 §4: the timer counts down in chunks of at most 24 hours.
  if (untilWarning > COUNTDOWN_CHUNK_MAX_MS) return { kind: 'countdown', delayMs: COUNTDOWN_CHUNK_MAX_MS };
  const warningShownAt = now + untilWarning;
  // spec 000 §4: logout 27 minutes after the notice, on the web only; a late notice (page opened
  // inside the last 30 minutes) never stretches the session past its 90 minutes.
  const logoutAfterMs = options.isMobileApp
    ? undefined
    : Math.min(LOGOUT_AFTER_WARNING_MS, expiresAt - warningShownAt);
  return {
    kind: 'warning',
    delayMs: untilWarning,
    message: MESSAGES.sessionWillExpire,
    target: options.isMobileApp ? 'mobileApp' : 'dialog',
    logoutAfterMs,
  };
}
