import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppHarness, startMockServer } from '../../testing/app-harness';
import { SigninCallbackPage } from './signin-callback-page';

startMockServer();

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderCallback(returnTo: unknown) {
  const harness = createAppHarness({ user: null });
  Object.assign(harness.userManager, { signinCallback: vi.fn(async () => ({ state: { returnTo } })) });
  render(
    <harness.Providers>
      <MemoryRouter initialEntries={['/signin-callback?code=c&state=s']}>
        <Routes>
          <Route path="/signin-callback" element={<SigninCallbackPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </harness.Providers>,
  );
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('SigninCallbackPage', () => {
  it.each(['/', '/chapter/c101?tab=about'])('returns the user to the same-site address %s', async (returnTo) => {
    renderCallback(returnTo);
    expect((await screen.findByTestId('where')).textContent).toBe(returnTo);
  });

  it.each(['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', 'https://evil.example', 'javascript:alert(1)', undefined])(
    'sends the user home instead of to %s',
    async (returnTo) => {
      renderCallback(returnTo);
      expect((await screen.findByTestId('where')).textContent).toBe('/home');
    },
  );
});
