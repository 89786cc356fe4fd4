import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_CHUNK_MAX_MS,
  DEFAULT_REFRESH_PERIOD_MS,
  LOGOUT_AFTER_WARNING_MS,
  MIN_REMAINING_FOR_REFRESH_MS,
  POST_LOGOUT_REDIRECT_MS,
  REFRESH_DELAY_MS,
  REFRESH_LOCK_RELEASE_MS,
  SESSION_LENGTH_MS,
  SESSION_WARNING_BEFORE_EXPIRY_MS,
  SNACKBAR_DURATION_MS,
  decideBeforeCall,
  planRefresh,
  sessionTimeline,
} from './session-schedule';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const T0 = Date.UTC(2026, 11, 3, 9, 0, 0);

describe('session constants (spec 000 §4, §9)', () => {
  it.each([
    ['SESSION_LENGTH_MS', SESSION_LENGTH_MS, 90 * MIN],
    ['SESSION_WARNING_BEFORE_EXPIRY_MS', SESSION_WARNING_BEFORE_EXPIRY_MS, 30 * MIN],
    ['LOGOUT_AFTER_WARNING_MS', LOGOUT_AFTER_WARNING_MS, 1_620_000],
    ['COUNTDOWN_CHUNK_MAX_MS', COUNTDOWN_CHUNK_MAX_MS, 24 * H],
    ['DEFAULT_REFRESH_PERIOD_MS', DEFAULT_REFRESH_PERIOD_MS, 1 * H],
    ['REFRESH_DELAY_MS', REFRESH_DELAY_MS, 2 * S],
    ['REFRESH_LOCK_RELEASE_MS', REFRESH_LOCK_RELEASE_MS, 60 * S],
    ['MIN_REMAINING_FOR_REFRESH_MS', MIN_REMAINING_FOR_REFRESH_MS, 30 * S],
    ['POST_LOGOUT_REDIRECT_MS', POST_LOGOUT_REDIRECT_MS, 4 * S],
    ['SNACKBAR_DURATION_MS', SNACKBAR_DURATION_MS, 3000],
  ])('%s is %i ms', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('logs out 27 minutes after the warning, i.e. 3 minutes before the session ends', () => {
    expect(LOGOUT_AFTER_WARNING_MS).toBe(27 * MIN);
    expect(SESSION_LENGTH_MS - SESSION_WARNING_BEFORE_EXPIRY_MS + LOGOUT_AFTER_WARNING_MS).toBe(87 * MIN);
  });
});

describe('planRefresh', () => {
  it('refreshes one period (1 h) before expiry, delayed 2 s', () => {
    const plan = planRefresh({ now: T0, expiresAt: T0 + 3 * H, isRefreshInProgress: false });
    expect(plan).toEqual({ kind: 'schedule', delayMs: 2 * H + 2 * S, at: T0 + 2 * H + 2 * S });
  });

  it('uses a configured refresh period', () => {
    const plan = planRefresh({ now: T0, expiresAt: T0 + 3 * H, isRefreshInProgress: false, refreshPeriodMs: 10 * MIN });
    expect(plan).toEqual({ kind: 'schedule', delayMs: 2 * H + 50 * MIN + 2 * S, at: T0 + 2 * H + 50 * MIN + 2 * S });
  });

  it('refreshes after just the 2 s delay when the refresh point has passed', () => {
    expect(planRefresh({ now: T0, expiresAt: T0 + 30 * MIN, isRefreshInProgress: false })).toEqual({
      kind: 'schedule',
      delayMs: 2 * S,
      at: T0 + 2 * S,
    });
  });

  it('skips while a refresh is in progress', () => {
    expect(planRefresh({ now: T0, expiresAt: T0 + 3 * H, isRefreshInProgress: true })).toEqual({
      kind: 'skip',
      reason: 'inProgress',
    });
  });
});

describe('decideBeforeCall', () => {
  it('goes ahead while time to expiry is at or above the threshold (1 h)', () => {
    expect(decideBeforeCall({ now: T0, expiresAt: T0 + H })).toBe('proceed');
    expect(decideBeforeCall({ now: T0, expiresAt: T0 + 2 * H })).toBe('proceed');
  });

  it('refreshes below the threshold when more than 30 s remain', () => {
    expect(decideBeforeCall({ now: T0, expiresAt: T0 + H - 1 })).toBe('refresh');
    expect(decideBeforeCall({ now: T0, expiresAt: T0 + 31 * S })).toBe('refresh');
    expect(decideBeforeCall({ now: T0, expiresAt: T0 + 30 * S + 1 })).toBe('refresh');
  });

  it('marks the session inactive with 30 s or less left', () => {
    expect(decideBeforeCall({ now: T0, expiresAt: T0 + 30 * S })).toBe('inactive');
    expect(decideBeforeCall({ now: T0, expiresAt: T0 })).toBe('inactive');
    expect(decideBeforeCall({ now: T0, expiresAt: T0 - H })).toBe('inactive');
  });

  it('uses a configured threshold', () => {
    expect(decideBeforeCall({ now: T0, expiresAt: T0 + 10 * MIN, refreshThresholdMs: 5 * MIN })).toBe('proceed');
    expect(decideBeforeCall({ now: T0, expiresAt: T0 + 4 * MIN, refreshThresholdMs: 5 * MIN })).toBe('refresh');
  });
});

describe('sessionTimeline', () => {
  const web = { isMobileApp: false };
  const app = { isMobileApp: true };

  it('logs out when the 90 minutes are already past', () => {
    expect(sessionTimeline(T0, T0 + 90 * MIN, web)).toEqual({ kind: 'logout', message: 'Your Session has expired.' });
    expect(sessionTimeline(T0, T0 + 5 * H, app)).toEqual({ kind: 'logout', message: 'Your Session has expired.' });
  });

  it('does not log out at 89:59', () => {
    expect(sessionTimeline(T0, T0 + 89 * MIN + 59 * S, web).kind).not.toBe('logout');
    expect(sessionTimeline(T0, T0 + 89 * MIN + 59 * S, app).kind).not.toBe('logout');
  });

  it('warns at 60:00 on the web and logs out 27 minutes later', () => {
    expect(sessionTimeline(T0, T0, web)).toEqual({
      kind: 'warning',
      delayMs: 60 * MIN,
      message: 'Your Session Will Expire In 30 Minutes',
      target: 'dialog',
      logoutAfterMs: 1_620_000,
    });
  });

  it('tells the mobile app instead, with no web logout', () => {
    expect(sessionTimeline(T0, T0 + 10 * MIN, app)).toEqual({
      kind: 'warning',
      delayMs: 50 * MIN,
      message: 'Your Session Will Expire In 30 Minutes',
      target: 'mobileApp',
      logoutAfterMs: undefined,
    });
  });

  it('warns at once when opened inside the last 30 minutes, never logging out past 90:00', () => {
    expect(sessionTimeline(T0, T0 + 70 * MIN, web)).toMatchObject({ kind: 'warning', delayMs: 0, logoutAfterMs: 20 * MIN });
    expect(sessionTimeline(T0, T0 + 89 * MIN + 59 * S, web)).toMatchObject({ kind: 'warning', delayMs: 0, logoutAfterMs: S });
  });

  it('counts down in chunks of at most 24 hours when expiry is further away', () => {
    const length = 3 * 24 * H;
    expect(sessionTimeline(T0, T0, { ...web, sessionLengthMs: length })).toEqual({ kind: 'countdown', delayMs: 24 * H });
    // 30 min + 24 h before expiry the warning is exactly one chunk away.
    const at = T0 + length - 30 * MIN - 24 * H;
    expect(sessionTimeline(T0, at, { ...web, sessionLengthMs: length })).toMatchObject({ kind: 'warning', delayMs: 24 * H });
    expect(sessionTimeline(T0, at - 1, { ...web, sessionLengthMs: length })).toEqual({ kind: 'countdown', delayMs: 24 * H });
  });
});
