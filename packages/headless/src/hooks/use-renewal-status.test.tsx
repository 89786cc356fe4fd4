import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { openapi, profiles } from '@ypo/msw';
import type { RequestHandler } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { problem, server, testSdk, startMockServer } from '../testing/mock-server';
import { HeadlessProvider } from './headless-provider';
import { useOpenResources } from './use-open-resources';
import { useRenewalStatus } from './use-renewal-status';

startMockServer();
afterEach(cleanup);

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

const RENEWAL = '*/profiles/api/persons/:id/renewal-status';
const OPEN_RESOURCES = '*/openapi/api/get-open-resources-urls';

function wrapperFor(...handlers: RequestHandler[]) {
  server.use(...handlers);
  const sdk = testSdk();
  return ({ children }: { children: ReactNode }) => (
    <HeadlessProvider sdk={sdk} swr={{ provider: () => new Map() }}>
      {children}
    </HeadlessProvider>
  );
}

describe('useRenewalStatus (spec 000 §4)', () => {
  it('turns the renewal status into the banner', async () => {
    const wrapper = wrapperFor(
      profiles.getGetPersonRenewalStatusMockHandler(({ request }) => {
        expect(new URL(request.url).pathname).toBe(`/profiles/api/persons/${AMARA}/renewal-status`);
        return { personId: AMARA, renewalStatus: 'Incomplete', renewalDeadline: '2026-06-30' };
      }),
    );
    const { result } = renderHook(() => useRenewalStatus(AMARA), { wrapper });
    await waitFor(() => expect(result.current.banner).toEqual({ action: 'continue', deadline: '2026-06-30' }));
  });

  it('shows no banner when the call fails or there is no person', async () => {
    const wrapper = wrapperFor(problem('get', RENEWAL, 404, 'Not Found'));
    const failing = renderHook(() => useRenewalStatus(AMARA), { wrapper });
    await waitFor(() => expect(failing.result.current.error?.status).toBe(404));
    expect(failing.result.current.banner).toBeNull();
    const none = renderHook(() => useRenewalStatus(null), { wrapper });
    expect(none.result.current.banner).toBeNull();
  });
});

describe('useOpenResources (spec 000 §7)', () => {
  const defaults = { cookiePolicy: 'https://connect.test.example/legal/cookie-policy' };

  it('reads the terms and privacy entries and falls back for the cookie policy', async () => {
    const wrapper = wrapperFor(
      openapi.getGetOpenResourcesUrlsMockHandler([
        { name: 'Terms of Use', navigationUrl: 'https://connect.example/legal/terms-of-use' },
        { name: 'Privacy Policy', navigationUrl: 'https://connect.example/legal/privacy-policy' },
      ]),
    );
    const { result } = renderHook(() => useOpenResources(defaults), { wrapper });
    await waitFor(() => expect(result.current.links.termsOfUse).toBe('https://connect.example/legal/terms-of-use'));
    expect(result.current.links).toEqual({
      termsOfUse: 'https://connect.example/legal/terms-of-use',
      privacyPolicy: 'https://connect.example/legal/privacy-policy',
      cookiePolicy: defaults.cookiePolicy,
    });
  });

  it('gives the default cookie policy link when the call fails', async () => {
    const wrapper = wrapperFor(problem('get', OPEN_RESOURCES, 500, 'Internal Server Error'));
    const { result } = renderHook(() => useOpenResources(defaults), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.links.cookiePolicy).toBe(defaults.cookiePolicy);
  });
});
