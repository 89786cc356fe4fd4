import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testSdk, startMockServer } from '../testing/mock-server';
import { HeadlessProvider } from './headless-provider';
import { usePageChrome } from './use-page-chrome';

afterEach(cleanup);

startMockServer();
const sdk = testSdk();
const wrapper = ({ children }: { children: ReactNode }) => (
  <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
    {children}
  </HeadlessProvider>
);

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
