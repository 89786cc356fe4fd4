import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createSdk } from '@ypo/sdk';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadlessProvider } from './headless-provider';
import { featureFlagsOf, useFeatureFlags } from './use-feature-flags';

afterEach(cleanup);

function wrapperFor(fetch: (request: Request) => Promise<Response>) {
  const sdk = createSdk({ baseUrl: 'http://gw.test', fetch });
  return ({ children }: { children: ReactNode }) => (
    <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
      {children}
    </HeadlessProvider>
  );
}

describe('useFeatureFlags (spec 000 §6: concierge chat on by default)', () => {
  it('reads the flags of GET api/featureFlags', async () => {
    const requested: string[] = [];
    const wrapper = wrapperFor(async (request) => (requested.push(new URL(request.url).pathname), Response.json({ conciergeChat: false })));
    const { result } = renderHook(() => useFeatureFlags(), { wrapper });
    await waitFor(() => expect(result.current.flags.conciergeChat).toBe(false));
    expect(requested).toEqual(['/api/featureFlags']);
  });

  it('keeps the concierge chat on when the flag is missing', async () => {
    const wrapper = wrapperFor(async () => Response.json({ somethingElse: true }));
    const { result } = renderHook(() => useFeatureFlags(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.flags).toEqual({ conciergeChat: true });
  });

  it('keeps the concierge chat on when the call fails', async () => {
    const wrapper = wrapperFor(async () => Response.json({ title: 'Internal Server Error', status: 500 }, { status: 500 }));
    const { result } = renderHook(() => useFeatureFlags(), { wrapper });
    await waitFor(() => expect(result.current.error?.code).toBe('server'));
    expect(result.current.flags).toEqual({ conciergeChat: true });
  });

  it('ignores values that are not booleans', () => {
    expect(featureFlagsOf({ conciergeChat: 'false' })).toEqual({ conciergeChat: true });
    expect(featureFlagsOf(null)).toEqual({ conciergeChat: true });
  });
});
