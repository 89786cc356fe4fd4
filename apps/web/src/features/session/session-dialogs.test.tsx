import { SESSION_KEYS } from '@ypo/headless';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppHarness, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { browser } from '../../lib/browser';
import { SessionDialogs } from './session-dialogs';

startMockServer();

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const MIN = 60_000;

function renderDialogs() {
  const harness = createAppHarness({ user: userOf(AMARA) });
  render(
    <harness.Providers>
      <SessionDialogs />
    </harness.Providers>,
  );
  return harness;
}

// The dialogs are a lazy chunk; load it once up front (transforming react-aria takes a while).
beforeAll(async () => {
  stubCssEscape();
  await import('./session-dialog-view');
}, 30_000);

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('SessionDialogs (spec 000 §4)', () => {
  it("shows 'Your Session Will Expire In 30 Minutes' 30 minutes before expiry, and OK closes it", async () => {
    const harness = renderDialogs();
    act(() => harness.session.start({ token: { accessToken: 't', expiresAt: Date.now() + 2 * 60 * MIN }, createdAt: Date.now() - 61 * MIN }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your Session Will Expire In 30 Minutes' });
    expect(dialog).toBeDefined();
    act(() => screen.getByRole('button', { name: 'OK' }).click());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("logs out with 'Your Session has expired.' once the session is over", async () => {
    const harness = renderDialogs();
    await waitFor(() => expect(harness.userManager.getUser).toHaveBeenCalled());
    act(() => harness.session.start({ token: { accessToken: 't', expiresAt: Date.now() + 2 * 60 * MIN }, createdAt: Date.now() - 90 * MIN }));
    await waitFor(() => expect(harness.userManager.signoutRedirect).toHaveBeenCalledOnce());
    expect(window.sessionStorage.getItem(SESSION_KEYS.signedOutMessage)).toBe('Your Session has expired.');
  });

  it('reloads the page when the inactive-session dialog is closed', async () => {
    const reload = vi.fn();
    const original = browser.reload;
    browser.reload = reload;
    try {
      const harness = renderDialogs();
      await waitFor(() => expect(harness.session.controller.getState().status).toBe('active'));
      act(() => harness.session.start({ token: { accessToken: 't', expiresAt: Date.now() + 10_000 }, createdAt: Date.now() }));
      await act(async () => void (await harness.session.getAccessToken()));
      await screen.findByRole('alertdialog', { name: 'Your session is inactive' });
      act(() => screen.getByRole('button', { name: 'Close' }).click());
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      browser.reload = original;
    }
  });
});
