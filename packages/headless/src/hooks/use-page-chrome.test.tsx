import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { providerFor, startMockServer, testSdk } from '../testing/mock-server';
import { usePageChrome } from './use-page-chrome';

afterEach(cleanup);

startMockServer();
const sdk = testSdk();
const wrapper = providerFor(sdk);

describe('usePageChrome (spec 000 §2)', () => {
  it('takes the flags out of the search and keeps them', () => {
    const { result } = renderHook(() => usePageChrome(), { wrapper });
    let rest: string | undefined;
    act(() => void (rest = result.current.consume('?hideHeader=true&hideConcierge=true&tab=2')));
    expect(rest).toBe('?tab=2');
    expect(result.current.flags).toEqual({ hideHeader: true, hideFooter: false, engagementApp: false, hideConcierge: true });
  });

  it('leaves a search without flags alone', () => {
    const { result } = renderHook(() => usePageChrome(), { wrapper });
    let rest: string | undefined = 'unset';
    act(() => void (rest = result.current.consume('?tab=2')));
    expect(rest).toBeUndefined();
    expect(result.current.flags.hideHeader).toBe(false);
  });
});
