import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePostLogoutRedirect, setChunkedTimeout, systemTimers, type Timers } from './timers';

const H = 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('setChunkedTimeout', () => {
  it('fires exactly on time, never waiting more than 24 h per timer', () => {
    const delays: number[] = [];
    const timers: Timers = { ...systemTimers, setTimeout: (cb, ms) => (delays.push(ms), systemTimers.setTimeout(cb, ms)) };
    const callback = vi.fn();
    setChunkedTimeout(timers, 50 * H, callback);
    vi.advanceTimersByTime(50 * H - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    expect(delays).toEqual([24 * H, 24 * H, 2 * H]);
  });

  it('can be cancelled between chunks', () => {
    const callback = vi.fn();
    const cancel = setChunkedTimeout(systemTimers, 30 * H, callback);
    vi.advanceTimersByTime(25 * H);
    cancel();
    cancel();
    vi.advanceTimersByTime(10 * H);
    expect(callback).not.toHaveBeenCalled();
  });

  it('treats a negative delay as due now', () => {
    const callback = vi.fn();
    setChunkedTimeout(systemTimers, -5, callback);
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledOnce();
  });
});

describe('schedulePostLogoutRedirect', () => {
  it("sends the user to '/' 4 s after logout", () => {
    const navigate = vi.fn();
    schedulePostLogoutRedirect(navigate);
    vi.advanceTimersByTime(3999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('can be cancelled', () => {
    const navigate = vi.fn();
    schedulePostLogoutRedirect(navigate)();
    vi.advanceTimersByTime(10_000);
    expect(navigate).not.toHaveBeenCalled();
  });
});
