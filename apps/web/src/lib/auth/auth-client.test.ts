import type { User, UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthClient, readStoredUser, storedUserKey } from './auth-client';

const KEY = storedUserKey('http://idp.test', 'ypo-web');
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const stored = (expiresAt: number | undefined) =>
  JSON.stringify({ id_token: 'id', access_token: 'access', refresh_token: 'refresh', token_type: 'Bearer', profile: { sub: 'p-1' }, expires_at: expiresAt });

/** A fake UserManager whose events can be raised by the test. */
function fakeManager() {
  const onLoaded: ((user: User) => void)[] = [];
  const onUnloaded: (() => void)[] = [];
  const manager = {
    events: { addUserLoaded: (l: (user: User) => void) => onLoaded.push(l), addUserUnloaded: (l: () => void) => onUnloaded.push(l) },
    signinRedirect: vi.fn(async () => {}),
    signinCallback: vi.fn(async () => ({ access_token: 'new' }) as User),
    signinSilent: vi.fn(async () => ({ access_token: 'refreshed' }) as User),
    revokeTokens: vi.fn(async () => {}),
    removeUser: vi.fn(async () => onUnloaded.forEach((l) => l())),
    signoutRedirect: vi.fn(async () => {}),
  };
  return { manager, raiseLoaded: (user: User) => onLoaded.forEach((l) => l(user)) };
}

afterEach(() => window.sessionStorage.clear());

describe('readStoredUser', () => {
  it('is the key oidc-client-ts stores the user under', () => {
    expect(KEY).toBe('oidc.user:http://idp.test:ypo-web');
  });

  it('reads the stored user and computes expired like oidc-client-ts (whole epoch seconds)', () => {
    window.sessionStorage.setItem(KEY, stored(NOW / 1000 + 1));
    const user = readStoredUser(window.sessionStorage, KEY, () => NOW);
    expect(user).toMatchObject({ access_token: 'access', id_token: 'id', token_type: 'Bearer', profile: { sub: 'p-1' }, expires_at: NOW / 1000 + 1, expired: false });
    expect(readStoredUser(window.sessionStorage, KEY, () => NOW + 1000)?.expired).toBe(true);
  });

  it('leaves expired undefined without an expiry, as oidc-client-ts does', () => {
    window.sessionStorage.setItem(KEY, stored(undefined));
    expect(readStoredUser(window.sessionStorage, KEY, () => NOW)?.expired).toBeUndefined();
  });

  it('is null for no entry, broken JSON and entries without a token or profile', () => {
    expect(readStoredUser(window.sessionStorage, KEY)).toBeNull();
    for (const text of ['{', 'null', '"text"', JSON.stringify({ profile: {} }), JSON.stringify({ access_token: 'a' })]) {
      window.sessionStorage.setItem(KEY, text);
      expect(readStoredUser(window.sessionStorage, KEY)).toBeNull();
    }
  });
});

describe('createAuthClient', () => {
  it('reads the stored user without loading the OpenID client', async () => {
    const load = vi.fn(async () => fakeManager().manager as unknown as UserManager);
    window.sessionStorage.setItem(storedUserKey(), stored(Math.floor(Date.now() / 1000) + 3600));
    const client = createAuthClient(load);
    expect(await client.getUser()).toMatchObject({ access_token: 'access', expired: false });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the OpenID client once, on the first call that needs it, and passes the calls on', async () => {
    const { manager } = fakeManager();
    const load = vi.fn(async () => manager as unknown as UserManager);
    const client = createAuthClient(load);
    await client.signinRedirect({ state: { returnTo: '/' } });
    expect(await client.signinSilent()).toEqual({ access_token: 'refreshed' });
    await client.revokeTokens(['access_token', 'refresh_token']);
    await client.signoutRedirect({ id_token_hint: 'id' });
    expect(load).toHaveBeenCalledOnce();
    expect(manager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' } });
    expect(manager.revokeTokens).toHaveBeenCalledWith(['access_token', 'refresh_token']);
    expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id' });
  });

  it('passes the loaded and unloaded events to listeners added before the client loaded', async () => {
    const { manager, raiseLoaded } = fakeManager();
    const client = createAuthClient(async () => manager as unknown as UserManager);
    const onLoaded = vi.fn();
    const onUnloaded = vi.fn();
    const removed = vi.fn();
    client.events.addUserLoaded(onLoaded);
    client.events.addUserUnloaded(onUnloaded);
    client.events.addUserLoaded(removed);
    client.events.removeUserLoaded(removed);
    await client.signinCallback();
    raiseLoaded({ access_token: 'new' } as User);
    await client.removeUser();
    expect(onLoaded).toHaveBeenCalledWith({ access_token: 'new' });
    expect(onUnloaded).toHaveBeenCalledOnce();
    expect(removed).not.toHaveBeenCalled();
  });
});
