import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createSdk } from '@ypo/sdk';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadlessProvider } from '../../hooks/headless-provider';
import { useOpenResources } from './use-open-resources';

afterEach(cleanup);

/** The provider around a hook whose one call is answered with `body` (and `status`). */
function answering(body: unknown, status = 200) {
  const fetch = async () => Response.json(body, { status });
  return ({ children }: { children: ReactNode }) => (
    <HeadlessProvider sdk={createSdk({ baseUrl: 'http://gw.test', fetch })} swr={{ provider: () => new Map() }}>
      {children}
    </HeadlessProvider>
  );
}

describe('useOpenResources (spec 000 §7)', () => {
  const defaults = { cookiePolicy: 'https://connect.test.example/legal/cookie-policy' };

  it('reads the terms and privacy entries and falls back for the cookie policy', async () => {
    const wrapper = answering([
      { name: 'Terms of Use', navigationUrl: 'https://connect.example/legal/terms-of-use' },
      { name: 'Privacy Policy', navigationUrl: 'https://connect.example/legal/privacy-policy' },
    ]);
    const { result } = renderHook(() => useOpenResources(defaults), { wrapper });
    await waitFor(() => expect(result.current.links.termsOfUse).toBe('https://connect.example/legal/terms-of-use'));
    expect(result.current.links).toEqual({
      termsOfUse: 'https://connect.example/legal/terms-of-use',
      privacyPolicy: 'https://connect.example/legal/privacy-policy',
      cookiePolicy: defaults.cookiePolicy,
    });
  });

  it('gives the default cookie policy link when the call fails', async () => {
    const wrapper = answering({ title: 'Internal Server Error', status: 500 }, 500);
    const { result } = renderHook(() => useOpenResources(defaults), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.links.cookiePolicy).toBe(defaults.cookiePolicy);
  });
});
