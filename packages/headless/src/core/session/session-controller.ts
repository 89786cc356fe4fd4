import { MESSAGES } from '../messages';
import {
  DEFAULT_REFRESH_PERIOD_MS,
  MIN_REMAINING_FOR_REFRESH_MS,
  REFRESH_LOCK_RELEASE_MS,
  decideBeforeCall,
  planRefresh,
  sessionTimeline,
  type SessionWarningTarget,
} from './session-schedule';
import { createSingleFlight } from './single-flight';
import { setChunkedTimeout, systemTimers, type Timers } from './timers';

/** An access token and when it expires (epoch milliseconds; token claim `exp` × 1000). */
export interface SessionToken {
  /** The access token sent as `Authorization: Bearer`. */
  readonly accessToken: string;
  /** When the token expires, in epoch milliseconds. */
  readonly expiresAt: number;
}

/** The notice shown 30 minutes before the session expires. */
export interface SessionWarning {
  /** The notice's text: 'Your Session Will Expire In 30 Minutes' (spec 000 §4). */
  readonly message: string;
  /** 'mobileApp': tell the host app instead of showing the dialog (spec 000 §4). */
  readonly target: SessionWarningTarget;
}

/** Where the controller stands. */
export type SessionStatus = 'idle' | 'active' | 'inactive' | 'expired';

/** Options of {@link createSessionController}. */
export interface SessionControllerOptions {
  /** Obtains a fresh token. Called at most once at a time. */
  readonly refresh: () => Promise<SessionToken>;
  /** Clock and timers; defaults to the global ones. */
  readonly timers?: Timers;
  /** How long before expiry the scheduled refresh runs; default 1 hour (configurable, spec 000 §4). */
  readonly refreshPeriodMs?: number;
  /** Below this time to expiry an API call refreshes first; defaults to `refreshPeriodMs`. */
  readonly refreshThresholdMs?: number;
  /** Session length; defaults to 90 minutes. */
  readonly sessionLengthMs?: number;
  /** Running inside the mobile app: the app is told about the expiry and the web logout is skipped. */
  readonly isMobileApp?: boolean;
  /** The expiry notice is due. */
  readonly onWarning?: (warning: SessionWarning) => void;
  /** The session is over: log out and show `message` ('Your Session has expired.'). */
  readonly onExpired?: (message: string) => void;
  /** Too little of the token is left to refresh it: show the inactive-session dialog. */
  readonly onInactive?: () => void;
  /** A refresh succeeded. */
  readonly onTokenRefreshed?: (token: SessionToken) => void;
  /** A refresh failed; the current token stays in use while it lasts. */
  readonly onRefreshError?: (error: unknown) => void;
}

/** What {@link SessionController.start} needs. */
export interface SessionStart {
  /** The token the sign-in gave. */
  readonly token: SessionToken;
  /** When the session was created (epoch ms); without it the 90-minute countdown does not run. */
  readonly createdAt?: number;
}

/** A snapshot of the controller. */
export interface SessionControllerState {
  /** Where the session is: idle before start or after stop, active, inactive (too little token left to refresh) or expired. */
  readonly status: SessionStatus;
  /** The current token; `undefined` before start and after stop. */
  readonly token: SessionToken | undefined;
  /** A refresh is running, or one succeeded less than 60 s ago. */
  readonly isRefreshInProgress: boolean;
}

/** Runs the session schedule of spec 000 §4 on injectable timers. */
export interface SessionController {
  /** Starts (or restarts) the refresh timer and the session countdown after sign-in. */
  start(session: SessionStart): void;
  /** Stops every timer and forgets the token (logout). */
  stop(): void;
  /** The token for the next API call, refreshed first when needed; `null` when there is none to send. */
  getAccessToken(): Promise<string | null>;
  /** The current snapshot. */
  getState(): SessionControllerState;
}

/** Creates a framework-free {@link SessionController}. */
export function createSessionController(options: SessionControllerOptions): SessionController {
  const timers = options.timers ?? systemTimers;
  const refreshPeriodMs = options.refreshPeriodMs ?? DEFAULT_REFRESH_PERIOD_MS;
  const refreshThresholdMs = options.refreshThresholdMs ?? refreshPeriodMs;
  const isMobileApp = options.isMobileApp ?? false;

  let status: SessionStatus = 'idle';
  let token: SessionToken | undefined;
  let createdAt: number | undefined;
  // spec 000 §4: the in-progress flag stays set until 60 s after a successful refresh.
  let isLocked = false;
  // Bumped by start/stop so that a refresh settling afterwards is ignored.
  let generation = 0;
  const cancels = { refresh: noop, lock: noop, session: noop, logout: noop };

  const cancelAll = () => {
    for (const key of Object.keys(cancels) as (keyof typeof cancels)[]) {
      cancels[key]();
      cancels[key] = noop;
    }
  };

  // One flight per start(): a refresh still running from before a restart cannot block the new session.
  const newFlight = () =>
    createSingleFlight(async (): Promise<SessionToken | null> => {
      const started = generation;
      try {
        const next = await options.refresh();
        if (started !== generation || status !== 'active') return null;
        token = next;
        cancels.refresh();
        cancels.refresh = noop;
        isLocked = true;
        cancels.lock();
        cancels.lock = setChunkedTimeout(timers, REFRESH_LOCK_RELEASE_MS, () => {
          isLocked = false;
          scheduleRefresh();
        });
        options.onTokenRefreshed?.(next);
        return next;
      } catch (error) {
        if (started === generation) options.onRefreshError?.(error);
        return null;
      }
    });
  let flight = newFlight();

  const isRefreshInProgress = () => flight.isInFlight || isLocked;

  const markInactive = () => {
    if (status !== 'active') return;
    status = 'inactive';
    cancelAll();
    options.onInactive?.();
  };

  const expire = (message: string) => {
    if (status !== 'active') return;
    status = 'expired';
    cancelAll();
    options.onExpired?.(message);
  };

  function scheduleRefresh() {
    if (status !== 'active' || token === undefined) return;
    const plan = planRefresh({
      now: timers.now(),
      expiresAt: token.expiresAt,
      isRefreshInProgress: isRefreshInProgress(),
      refreshPeriodMs,
    });
    if (plan.kind === 'skip') return;
    cancels.refresh();
    cancels.refresh = setChunkedTimeout(timers, plan.delayMs, onRefreshDue);
  }

  function onRefreshDue() {
    cancels.refresh = noop;
    if (status !== 'active' || token === undefined) return;
    // spec 000 §4: skipped while one is in progress (e.g. a call refreshed in the last 2 s).
    if (isRefreshInProgress()) return;
    // spec 000 §9: refresh only when more than 30 s remain (the device may have slept).
    if (token.expiresAt - timers.now() <= MIN_REMAINING_FOR_REFRESH_MS) return markInactive();
    void flight.run();
  }

  function runSessionCountdown() {
    if (status !== 'active' || createdAt === undefined) return;
    const step = sessionTimeline(createdAt, timers.now(), {
      isMobileApp,
      ...(options.sessionLengthMs === undefined ? {} : { sessionLengthMs: options.sessionLengthMs }),
    });
    if (step.kind === 'logout') return expire(step.message);
    if (step.kind === 'countdown') {
      cancels.session = setChunkedTimeout(timers, step.delayMs, runSessionCountdown);
      return;
    }
    cancels.session = setChunkedTimeout(timers, step.delayMs, () => {
      options.onWarning?.({ message: step.message, target: step.target });
      const { logoutAfterMs } = step;
      // spec 000 §4: logout follows the notice after 27 minutes, on the web only.
      if (logoutAfterMs !== undefined) {
        cancels.logout = setChunkedTimeout(timers, logoutAfterMs, () => expire(MESSAGES.sessionExpired));
      }
    });
  }

  const usableToken = () =>
    status === 'active' && token !== undefined && token.expiresAt > timers.now() ? token.accessToken : null;

  return {
    start(session) {
      cancelAll();
      generation += 1;
      flight = newFlight();
      status = 'active';
      isLocked = false;
      token = session.token;
      createdAt = session.createdAt;
      runSessionCountdown();
      scheduleRefresh();
    },
    stop() {
      cancelAll();
      generation += 1;
      flight = newFlight();
      status = 'idle';
      isLocked = false;
      token = undefined;
      createdAt = undefined;
    },
    async getAccessToken() {
      if (status !== 'active' || token === undefined) return null;
      // Every caller that arrives while a refresh runs waits for that one refresh.
      if (flight.isInFlight) {
        await flight.run();
        return usableToken();
      }
      const decision = decideBeforeCall({ now: timers.now(), expiresAt: token.expiresAt, refreshThresholdMs });
      if (decision === 'proceed') return token.accessToken;
      if (decision === 'inactive') {
        markInactive();
        return null;
      }
      // spec 000 §4: no new refresh until 60 s after the last successful one.
      if (isLocked) return token.accessToken;
      await flight.run();
      return usableToken();
    },
    getState() {
      return { status, token, isRefreshInProgress: isRefreshInProgress() };
    },
  };
}

function noop() {}
