import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TIMEOUT_MS, createNotice, noticeDurationMs, noticeRole, scheduleNoticeDismiss } from './notice';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notices (spec 000 §9, 001 §9, 002 §9)', () => {
  it('lasts 3000 ms as a snackbar and 6000 ms as a message', () => {
    expect(noticeDurationMs('snackbar')).toBe(3000);
    expect(noticeDurationMs('message')).toBe(6000);
    expect(MESSAGE_TIMEOUT_MS).toBe(6000);
  });

  it.each([
    ['snackbar', 3000],
    ['message', 6000],
  ] as const)('dismisses a %s after exactly %i ms, unless cancelled', (display, ms) => {
    const dismiss = vi.fn();
    scheduleNoticeDismiss(createNotice('Saved', 'success', display), dismiss);
    vi.advanceTimersByTime(ms - 1);
    expect(dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismiss).toHaveBeenCalledOnce();

    const kept = vi.fn();
    scheduleNoticeDismiss({ display }, kept)();
    vi.advanceTimersByTime(10_000);
    expect(kept).not.toHaveBeenCalled();
  });

  it('announces errors and warnings as alerts, success and information as status', () => {
    expect(noticeRole('error')).toBe('alert');
    expect(noticeRole('warning')).toBe('alert');
    expect(noticeRole('success')).toBe('status');
    expect(noticeRole('info')).toBe('status');
  });

  it('gives each notice its own id, information in the snackbar unless told otherwise', () => {
    const first = createNotice('a');
    const second = createNotice('b', 'warning', 'message');
    expect(first).toMatchObject({ message: 'a', kind: 'info', display: 'snackbar' });
    expect(second).toMatchObject({ kind: 'warning', display: 'message' });
    expect(second.id).not.toBe(first.id);
  });
});
