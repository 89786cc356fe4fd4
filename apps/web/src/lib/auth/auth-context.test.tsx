import { SESSION_KEYS, filtersKey, sortsKey } from '@ypo/headless';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHarness, startMockServer, userOf } from '../../testing/app-harness';
import { useAuth, type AuthState } from './auth-context';

startMockServer();

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
let auth: AuthState | undefined;

function Probe() {
  auth = useAuth();
  return <p data-testid="user">{auth.isLoading ? 'loading' : (auth.currentUserId ?? 'signed out')}</p>;
}

function renderAuth(user = userOf(AMARA)) {
  const harness = createAppHarness({ user });
  render(
    <harness.Providers>
      <Probe />
    </harness.Providers>,
  );
  return harness;
}

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('AuthProvider', () => {
  it('starts the session from the stored user, keeping the authenticated flag and the creation time', async () => {
    const harness = renderAuth();
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe(AMARA));
    expect(harness.session.controller.getState().status).toBe('active');
    expect(window.sessionStorage.getItem(SESSION_KEYS.isAuthenticated)).toBe('true');
    expect(Number(window.sessionStorage.getItem(SESSION_KEYS.sessionCreatedAt))).toBeGreaterThan(0);
  });

  it('keeps the creation time of a running session across reloads', async () => {
    const createdAt = Date.now() - 20 * 60_000;
    window.sessionStorage.setItem(SESSION_KEYS.sessionCreatedAt, String(createdAt));
    renderAuth();
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe(AMARA));
    expect(window.sessionStorage.getItem(SESSION_KEYS.sessionCreatedAt)).toBe(String(createdAt));
  });

  it('stores the forward-to address and starts the login redirect', async () => {
    const harness = renderAuth();
    await act(() => auth!.signIn('/events?x=1'));
    expect(window.sessionStorage.getItem(SESSION_KEYS.forwardTo)).toBe('/events?x=1');
    expect(harness.userManager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' } });
  });

  it.each(['//evil.example/x', '/\\evil.example', '/%2F%2Fevil.example', 'https://evil.example'])(
    'never stores the address %s, which leaves the site',
    async (address) => {
      const harness = renderAuth();
      await act(() => auth!.signIn(address));
      expect(window.sessionStorage.getItem(SESSION_KEYS.forwardTo)).toBeNull();
      expect(harness.userManager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' } });
    },
  );

  it('on logout revokes the tokens, clears filters, sorts and impersonation data, and ends the identity provider session', async () => {
    const harness = renderAuth();
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe(AMARA));
    window.sessionStorage.setItem(filtersKey('events'), '{}');
    window.sessionStorage.setItem(sortsKey('events'), 'Recommended');
    window.sessionStorage.setItem(SESSION_KEYS.impersonationId, AMARA);
    await act(() => auth!.signOut('Your Session has expired.'));
    expect(harness.userManager.revokeTokens).toHaveBeenCalledWith(['access_token', 'refresh_token']);
    expect(harness.userManager.removeUser).toHaveBeenCalledOnce();
    expect(harness.userManager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token' });
    expect(Object.keys(window.sessionStorage)).toEqual([SESSION_KEYS.signedOutMessage]);
    expect(harness.session.controller.getState().status).toBe('idle');
  });
});
