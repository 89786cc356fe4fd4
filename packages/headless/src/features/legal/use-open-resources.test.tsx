import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { openapi } from '@ypo/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { problem, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useOpenResources } from './use-open-resources';

startMockServer();
afterEach(cleanup);

const OPEN_RESOURCES = '*/openapi/api/get-open-resources-urls';

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
