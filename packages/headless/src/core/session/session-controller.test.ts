import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionController, type SessionControllerOptions, type SessionToken } from './session-controller';
import { systemTimers, type Timers } from './timers';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const T0 = Date.UTC(2026, 11, 3, 9, 0, 0);

const token = (name: string, lifetimeMs: number, from = Date.now()): SessionToken => ({
  accessToken: name,
  expiresAt: from + lifetimeMs,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(overrides: Partial<SessionControllerOptions> = {}) {
  let issued = 0;
  const refresh = vi.fn(async () => token(`refreshed-${++issued}`, 3 * H));
  const onWarning = vi.fn();
  const onExpired = vi.fn();
  const onInactive = vi.fn();
  const onTokenRefreshed = vi.fn();
  const onRefreshError = vi.fn();
  const controller = createSessionController({
    refresh,
    onWarning,
    onExpired,
    onInactive,
    onTokenRefreshed,
    onRefreshError,
    ...overrides,
  });
  return { controller, refresh, onWarning, onExpired, onInactive, onTokenRefreshed, onRefreshError };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('session countdown (spec 000 §4)', () => {
  it('warns exactly at 60:00 of a 90-minute session on the web', () => {
    const { controller, onWarning } = setup();
    controller.start({ token: token('t', 3 * H), createdAt: T0 });
    vi.advanceTimersByTime(60 * MIN - 1);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledExactlyOnceWith({ message: 'Your Session Will Expire In 30 Minutes', target: 'dialog' });
  });

  it('logs out exactly 27 minutes (1620000 ms) after the warning on the web', () => {
    const { controller, onWarning, onExpired } = setup();
    controller.start({ token: token('t', 3 * H), createdAt: T0 });
    vi.advanceTimersByTime(60 * MIN);
    expect(onWarning).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1_620_000 - 1);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledExactlyOnceWith('Your Session has expired.');
    expect(controller.getState().status).toBe('expired');
  });

  it('tells the mobile app at 60:00 and does not log out on a timer', () => {
    const { controller, onWarning, onExpired } = setup({ isMobileApp: true });
    controller.start({ token: token('t', 3 * H), createdAt: T0 });
    vi.advanceTimersByTime(60 * MIN);
    expect(onWarning).toHaveBeenCalledExactlyOnceWith({ message: 'Your Session Will Expire In 30 Minutes', target: 'mobileApp' });
    vi.advanceTimersByTime(2 * H);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('logs out at once when the session is already past 90 minutes', () => {
    const { controller, onExpired, onWarning } = setup();
    controller.start({ token: token('t', 3 * H), createdAt: T0 - 90 * MIN });
    expect(onExpired).toHaveBeenCalledExactlyOnceWith('Your Session has expired.');
    expect(onWarning).not.toHaveBeenCalled();
  });

  it('does nothing at 89:59 but warn, then logs out at 90:00', () => {
    const { controller, onExpired, onWarning } = setup();
    controller.start({ token: token('t', 3 * H), createdAt: T0 - (89 * MIN + 59 * S) });
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(onWarning).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(S - 1);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledExactlyOnceWith('Your Session has expired.');
  });

  it('counts down in chunks of at most 24 hours when expiry is days away', () => {
    const delays: number[] = [];
    const timers: Timers = { ...systemTimers, setTimeout: (cb, ms) => (delays.push(ms), systemTimers.setTimeout(cb, ms)) };
    const length = 3 * 24 * H;
    const { controller, onWarning } = setup({ timers, sessionLengthMs: length });
    controller.start({ token: token('t', 10 * 24 * H), createdAt: T0 });
    vi.advanceTimersByTime(length - 30 * MIN - 1);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledOnce();
    expect(Math.max(...delays)).toBe(24 * H);
    expect(delays.filter((d) => d === 24 * H).length).toBeGreaterThanOrEqual(2);
  });

  it('stop() cancels the countdown', () => {
    const { controller, onWarning, onExpired, refresh } = setup();
    controller.start({ token: token('t', 3 * H), createdAt: T0 });
    controller.stop();
    vi.advanceTimersByTime(4 * H);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(controller.getState()).toEqual({ status: 'idle', token: undefined, isRefreshInProgress: false });
  });
});

describe('scheduled refresh (spec 000 §4)', () => {
  it('refreshes at expiry minus 1 hour plus 2 seconds', async () => {
    const { controller, refresh, onTokenRefreshed } = setup();
    controller.start({ token: token('t', 3 * H) });
    vi.advanceTimersByTime(2 * H + 2 * S - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledOnce();
    expect(onTokenRefreshed).toHaveBeenCalledOnce();
    expect(controller.getState().token?.accessToken).toBe('refreshed-1');
  });

  it('uses a configured refresh period', async () => {
    const { controller, refresh } = setup({ refreshPeriodMs: 10 * MIN });
    controller.start({ token: token('t', 3 * H) });
    vi.advanceTimersByTime(2 * H + 50 * MIN + 2 * S - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('skips the scheduled refresh while one is in progress', async () => {
    const pending = deferred<SessionToken>();
    const refresh = vi.fn(() => pending.promise);
    const { controller } = setup({ refresh });
    controller.start({ token: token('t', H + 1 * S) }); // scheduled at +3 s
    vi.advanceTimersByTime(1500); // now below the 1 h threshold
    const call = controller.getAccessToken();
    expect(refresh).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(3 * S); // the scheduled refresh comes due meanwhile
    expect(refresh).toHaveBeenCalledOnce();
    pending.resolve(token('fresh', 3 * H));
    await expect(call).resolves.toBe('fresh');
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('holds the in-progress flag until 60 s after success, then plans the next refresh', async () => {
    let issued = 0;
    // Short-lived tokens: every new token is already inside the 1 h refresh period.
    const refresh = vi.fn(async () => token(`short-${++issued}`, 30 * MIN));
    const { controller } = setup({ refresh });
    controller.start({ token: token('t', 30 * MIN) }); // due in 2 s
    await vi.advanceTimersByTimeAsync(2 * S);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(controller.getState().isRefreshInProgress).toBe(true);

    await vi.advanceTimersByTimeAsync(60 * S - 1);
    expect(controller.getState().isRefreshInProgress).toBe(true);
    await expect(controller.getAccessToken()).resolves.toBe('short-1'); // locked: no second refresh
    expect(refresh).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1); // 60 s after success: lock released
    expect(controller.getState().isRefreshInProgress).toBe(false);
    await vi.advanceTimersByTimeAsync(2 * S - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // next plan: due now + the 2 s delay
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('lets a call refresh as soon as the 60 s lock is released', async () => {
    const refresh = vi.fn(async () => token('short', 30 * MIN));
    const { controller } = setup({ refresh });
    controller.start({ token: token('t', 30 * MIN) });
    await vi.advanceTimersByTimeAsync(2 * S);
    await vi.advanceTimersByTimeAsync(60 * S);
    await controller.getAccessToken();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('marks the session inactive when the scheduled refresh finds 30 s or less left', async () => {
    const { controller, refresh, onInactive } = setup({ refreshPeriodMs: 20 * S });
    controller.start({ token: token('t', 10 * MIN) }); // due at expiry - 20 s + 2 s: 18 s left
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(refresh).not.toHaveBeenCalled();
    expect(onInactive).toHaveBeenCalledOnce();
  });
});

describe('getAccessToken (spec 000 §4: before each API call)', () => {
  it('returns the current token while more than the threshold remains', async () => {
    const { controller, refresh } = setup();
    controller.start({ token: token('t', 2 * H) });
    await expect(controller.getAccessToken()).resolves.toBe('t');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes first with 31 s left', async () => {
    const { controller, refresh, onInactive } = setup();
    controller.start({ token: token('t', 31 * S) });
    await expect(controller.getAccessToken()).resolves.toBe('refreshed-1');
    expect(refresh).toHaveBeenCalledOnce();
    expect(onInactive).not.toHaveBeenCalled();
  });

  it('marks the session inactive with 30 s left', async () => {
    const { controller, refresh, onInactive } = setup();
    controller.start({ token: token('t', 30 * S) });
    await expect(controller.getAccessToken()).resolves.toBeNull();
    await expect(controller.getAccessToken()).resolves.toBeNull();
    expect(refresh).not.toHaveBeenCalled();
    expect(onInactive).toHaveBeenCalledOnce();
    expect(controller.getState().status).toBe('inactive');
  });

  it('runs exactly one refresh for 10 concurrent calls', async () => {
    const pending = deferred<SessionToken>();
    const refresh = vi.fn(() => pending.promise);
    const { controller } = setup({ refresh });
    controller.start({ token: token('old', 10 * MIN) });
    const calls = Array.from({ length: 10 }, () => controller.getAccessToken());
    expect(controller.getState().isRefreshInProgress).toBe(true);
    pending.resolve(token('new', 3 * H));
    await expect(Promise.all(calls)).resolves.toEqual(Array(10).fill('new'));
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('keeps the current token when a refresh fails, and reports the error once', async () => {
    const failure = new Error('network');
    const refresh = vi.fn(async () => {
      throw failure;
    });
    const { controller, onRefreshError } = setup({ refresh });
    controller.start({ token: token('old', 10 * MIN) });
    const results = await Promise.all([controller.getAccessToken(), controller.getAccessToken()]);
    expect(results).toEqual(['old', 'old']);
    expect(refresh).toHaveBeenCalledOnce();
    expect(onRefreshError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(controller.getState().isRefreshInProgress).toBe(false); // the lock follows success only
  });

  it('returns null before start and after stop', async () => {
    const { controller } = setup();
    await expect(controller.getAccessToken()).resolves.toBeNull();
    controller.start({ token: token('t', 2 * H) });
    controller.stop();
    await expect(controller.getAccessToken()).resolves.toBeNull();
  });

  it('does not let a refresh from before a restart block the new session', async () => {
    const first = deferred<SessionToken>();
    const refresh = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(token('second', 3 * H));
    const { controller } = setup({ refresh });
    controller.start({ token: token('old', 10 * MIN) });
    const stale = controller.getAccessToken();
    controller.start({ token: token('restarted', 10 * MIN) });
    await expect(controller.getAccessToken()).resolves.toBe('second');
    first.resolve(token('late', 3 * H));
    await expect(stale).resolves.toBe('second'); // the late token is ignored
    expect(controller.getState().token?.accessToken).toBe('second');
  });

  it('ignores a refresh that settles after stop()', async () => {
    const pending = deferred<SessionToken>();
    const { controller, onTokenRefreshed } = setup({ refresh: () => pending.promise });
    controller.start({ token: token('old', 10 * MIN) });
    const call = controller.getAccessToken();
    controller.stop();
    pending.resolve(token('late', 3 * H));
    await expect(call).resolves.toBeNull();
    expect(onTokenRefreshed).not.toHaveBeenCalled();
    expect(controller.getState().token).toBeUndefined();
  });
});
