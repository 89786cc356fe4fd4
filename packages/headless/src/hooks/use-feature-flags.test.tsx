import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { api } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { problem, recordRequests, server, testSdk, startMockServer } from '../testing/mock-server';
import { HeadlessProvider } from './headless-provider';
import { featureFlagsOf, useFeatureFlags } from './use-feature-flags';

startMockServer();
afterEach(cleanup);

function wrapper({ children }: { children: ReactNode }) {
  return (
    <HeadlessProvider sdk={testSdk()} swr={{ provider: () => new Map() }}>
      {children}
    </HeadlessProvider>
  );
}

describe('useFeatureFlags (spec 000 §6: concierge chat on by default)', () => {
  it('reads the flags of GET api/featureFlags', async () => {
    const requested = recordRequests();
    server.use(api.getGetFeatureFlagsMockHandler({ conciergeChat: false }));
    const { result } = renderHook(() => useFeatureFlags(), { wrapper });
    await waitFor(() => expect(result.current.flags.conciergeChat).toBe(false));
    expect(requested.map((r) => new URL(r.url).pathname)).toEqual(['/api/featureFlags']);
  });

  it('keeps the concierge chat on when the flag is missing', async () => {
    server.use(http.get('*/api/featureFlags', () => HttpResponse.json({ somethingElse: true })));
    const { result } = renderHook(() => useFeatureFlags(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.flags).toEqual({ conciergeChat: true });
  });

  it('keeps the concierge chat on when the call fails', async () => {
    server.use(problem('get', '*/api/featureFlags', 500, 'Internal Server Error'));
    const { result } = renderHook(() => useFeatureFlags(), { wrapper });
    await waitFor(() => expect(result.current.error?.code).toBe('server'));
    expect(result.current.flags).toEqual({ conciergeChat: true });
  });

  it('ignores values that are not booleans', () => {
    expect(featureFlagsOf({ conciergeChat: 'false' })).toEqual({ conciergeChat: true });
    expect(featureFlagsOf(null)).toEqual({ conciergeChat: true });
  });
});
