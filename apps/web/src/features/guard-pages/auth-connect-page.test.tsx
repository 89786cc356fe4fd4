import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENVIRONMENTS } from '../../config/environments';
import { browser } from '../../lib/browser';
import { createAppHarness, startMockServer, userOf } from '../../testing/app-harness';
import { AuthConnectPage } from './auth-connect-page';

startMockServer();

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  const harness = createAppHarness({ user: userOf(AMARA) });
  // Behind the guard the session is running before the page renders.
  harness.session.start({ token: { accessToken: 'token', expiresAt: Date.now() + 7_200_000 }, createdAt: Date.now() });
  render(
    <harness.Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/authConnect/:forwardFrom?" element={<AuthConnectPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </harness.Providers>,
  );
  return harness;
}

let left: string[] = [];
const original = browser.leaveApp;
beforeEach(() => {
  left = [];
  browser.leaveApp = (href) => void left.push(href);
});
afterEach(() => {
  cleanup();
  browser.leaveApp = original;
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('/authConnect/{forwardFrom} (spec 000 §2)', () => {
  it.each(['concierge', 'chaptermanagement', 'm2mxprofile'] as const)('forwards %s to its configured address', async (name) => {
    renderAt(`/authConnect/${name}`);
    await waitFor(() => expect(left).toEqual([ENVIRONMENTS.test.authConnect[name]]));
  });

  it('registers the user in the training system before opening it', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    renderAt('/authConnect/lms');
    await waitFor(() => expect(left).toEqual([ENVIRONMENTS.test.authConnect.lms]));
    expect(fetch.mock.calls[0]?.[0]).toBe(ENVIRONMENTS.test.lms.registrationUrl);
  });

  it('goes to the learning-system error page when the registration fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('no', { status: 500 }));
    renderAt('/authConnect/lms');
    expect(await screen.findByTestId('where').then((el) => el.textContent)).toBe('/errorPage?type=lms');
    expect(left).toEqual([]);
  });

  it("sends an unknown name to '/'", async () => {
    renderAt('/authConnect/somewhere');
    expect(await screen.findByTestId('where').then((el) => el.textContent)).toBe('/');
  });
});
