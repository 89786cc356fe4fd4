import { SESSION_KEYS, filtersKey, sortsKey } from '@ypo/headless';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHarness, permissionsOf, startMockServer, userOf } from '../../testing/app-harness';
import { useAuth, type AuthState } from './auth-context';
import { useUser } from './use-user';

startMockServer();

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const PRIYA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000016';
const DANIEL = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000004';
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

  describe('the current user id (spec 000 §3) and impersonation (spec 000 §6)', () => {
    let userId: string | undefined;
    function UserProbe() {
      userId = useUser().userId;
      return null;
    }
    const salesforceUser = () => {
      const user = userOf(AMARA);
      return Object.assign(user, { token_type: 'Bearer', profile: { ...user.profile, authProvider: 'salesforce', userGuid: PRIYA } });
    };
    function renderUser(user: ReturnType<typeof userOf>) {
      const harness = createAppHarness({ user, answers: { '/communities/api/community/GetUserPermissionsAndCommunities': () => Response.json(permissionsOf({ canImpersonate: true, userRoles: ['Team Member'] })) } });
      render(
        <harness.Providers>
          <Probe />
          <UserProbe />
        </harness.Providers>,
      );
    }

    it('comes from the identity token, and keeps the auth data the spec lists', async () => {
      renderUser(userOf(AMARA));
      await waitFor(() => expect(screen.getByTestId('user').textContent).toBe(AMARA));
      expect(auth?.authData).toMatchObject({ authProvider: undefined, token: `token-of-${AMARA}`, userGuid: undefined });
      expect(userId).toBe(AMARA);
    });

    it('comes from userGuid when the provider is salesforce', async () => {
      renderUser(salesforceUser());
      await waitFor(() => expect(screen.getByTestId('user').textContent).toBe(PRIYA));
      expect(auth?.authData).toMatchObject({ authProvider: 'salesforce', userGuid: PRIYA, token: `token-of-${AMARA}`, tokenType: 'Bearer' });
      expect(auth?.authData?.expTime).toBeGreaterThan(Date.now());
      expect(userId).toBe(PRIYA);
    });

    it.each([
      ['the identity token', () => userOf(AMARA)],
      ['salesforce', salesforceUser],
    ])('is overridden by an active impersonation for a user signed in by %s', async (_provider, user) => {
      window.sessionStorage.setItem(SESSION_KEYS.impersonationId, DANIEL);
      renderUser(user());
      await waitFor(() => expect(screen.getByTestId('user').textContent).not.toBe('loading'));
      expect(userId).toBe(DANIEL);
    });
  });

  it('registers the member once when the session starts, not again when a token refresh loads the user (spec 000 §7)', async () => {
    const harness = renderAuth();
    await waitFor(() => expect(screen.getByTestId('user').textContent).toBe(AMARA));
    const registrations = () => harness.calls.filter((call) => call.path === '/profiles/api/register-member');
    await waitFor(() => expect(registrations()).toHaveLength(1));
    expect(registrations()[0]).toMatchObject({ method: 'GET' });
    expect(registrations()[0]?.headers.get('Authorization')).toBe(`Bearer token-of-${AMARA}`);
    // A refresh loads the user again: the running session goes on, nothing is registered again.
    const [onLoaded] = harness.userManager.events.addUserLoaded.mock.calls[0] as [(user: unknown) => void];
    act(() => onLoaded(userOf(AMARA)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(registrations()).toHaveLength(1);
  });
});
