import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessageNotice } from './use-message-notice';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useMessageNotice (spec 001 §9, 002 §9: message timeout 6000 ms)', () => {
  it('shows a message for exactly 6000 ms', () => {
    const { result } = renderHook(() => useMessageNotice());
    act(() => result.current.show('File(s) attached successfully', 'success'));
    expect(result.current.notice).toMatchObject({ message: 'File(s) attached successfully', kind: 'success', display: 'message' });
    act(() => void vi.advanceTimersByTime(5999));
    expect(result.current.notice).toBeDefined();
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeUndefined();
  });

  it('restarts the time for a new message and can be dismissed early', () => {
    const { result } = renderHook(() => useMessageNotice());
    act(() => result.current.show('first', 'warning'));
    act(() => void vi.advanceTimersByTime(4000));
    act(() => result.current.show('second', 'error'));
    act(() => void vi.advanceTimersByTime(4000));
    expect(result.current.notice?.message).toBe('second');
    act(() => result.current.dismiss());
    expect(result.current.notice).toBeUndefined();
  });
});
