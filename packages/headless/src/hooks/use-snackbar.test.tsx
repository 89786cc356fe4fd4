import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providerFor, startMockServer, testSdk } from '../testing/mock-server';
import { useSnackbar } from './use-snackbar';

startMockServer();
const sdk = testSdk();
const wrapper = providerFor(sdk);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSnackbar (spec 000 §2: lasts 3 seconds)', () => {
  it('shows a message for exactly 3000 ms', () => {
    const { result } = renderHook(() => useSnackbar(), { wrapper });
    act(() => void result.current.show('You successfully changed your notification settings', 'success'));
    expect(result.current.snackbars).toMatchObject([{ message: 'You successfully changed your notification settings', kind: 'success', display: 'snackbar' }]);
    act(() => void vi.advanceTimersByTime(2999));
    expect(result.current.snackbars).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.snackbars).toEqual([]);
  });

  it('keeps each message its own 3 seconds and can be dismissed early', () => {
    const { result } = renderHook(() => useSnackbar(), { wrapper });
    let first = 0;
    act(() => void (first = result.current.show('first')));
    act(() => void vi.advanceTimersByTime(1000));
    act(() => void result.current.show('second', 'error'));
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current.snackbars.map((s) => s.message)).toEqual(['second']);
    act(() => void result.current.dismiss(result.current.snackbars[0]?.id ?? first));
    expect(result.current.snackbars).toEqual([]);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.snackbars).toEqual([]);
  });
});

describe('useSnackbar kinds (spec 001 §9: success green, error red, warning amber)', () => {
  it('keeps the kind of each snackbar, information unless told', () => {
    const { result } = renderHook(() => useSnackbar(), { wrapper });
    act(() => void result.current.show('Error While Uploading', 'error'));
    act(() => void result.current.show('Check the file', 'warning'));
    act(() => void result.current.show('Note'));
    expect(result.current.snackbars.map((s) => s.kind)).toEqual(['error', 'warning', 'info']);
  });
});
