import { COOKIE_ACCEPTANCE_STORAGE_KEY } from '@ypo/headless';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHarness, startMockServer } from '../../testing/app-harness';
import { CookieBanner } from './cookie-banner';

startMockServer();

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('CookieBanner (spec 000 §3)', () => {
  it("asks until accepted, then keeps the acceptance under 'general' when nobody is signed in", async () => {
    const { Providers } = createAppHarness({ user: null });
    render(
      <Providers>
        <CookieBanner />
      </Providers>,
    );
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('https://www.test.example/legal/cookie-policy');
    act(() => screen.getByRole('button', { name: 'Accept cookies' }).click());
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(Object.keys(JSON.parse(window.localStorage.getItem(COOKIE_ACCEPTANCE_STORAGE_KEY) ?? '{}'))).toEqual(['general']);
  });
});
