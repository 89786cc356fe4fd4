import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createSdk } from '@ypo/sdk';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadlessProvider } from '../../hooks/headless-provider';
import { useRenewalStatus } from './use-renewal-status';

afterEach(cleanup);

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

function wrapperFor(answer: (path: string) => Response) {
  const sdk = createSdk({ baseUrl: 'http://gw.test', fetch: async (request) => answer(new URL(request.url).pathname) });
  return ({ children }: { children: ReactNode }) => (
    <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
      {children}
    </HeadlessProvider>
  );
}

describe('useRenewalStatus (spec 000 §4)', () => {
  it('turns the renewal status into the banner', async () => {
    const wrapper = wrapperFor((path) => {
      expect(path).toBe(`/profiles/api/persons/${AMARA}/renewal-status`);
      return Response.json({ personId: AMARA, renewalStatus: 'Incomplete', renewalDeadline: '2026-06-30' });
    });
    const { result } = renderHook(() => useRenewalStatus(AMARA), { wrapper });
    await waitFor(() => expect(result.current.banner).toEqual({ action: 'continue', deadline: '2026-06-30' }));
  });

  it('shows no banner when the call fails or there is no person', async () => {
    const wrapper = wrapperFor(() => Response.json({ title: 'Not Found', status: 404 }, { status: 404 }));
    const failing = renderHook(() => useRenewalStatus(AMARA), { wrapper });
    await waitFor(() => expect(failing.result.current.error?.cause?.status).toBe(404));
    expect(failing.result.current.banner).toBeNull();
    const none = renderHook(() => useRenewalStatus(null), { wrapper });
    expect(none.result.current.banner).toBeNull();
  });
});
