/**
 * The sandbox with the real local IdP: a persona signs in (code + PKCE) and calls the gateway with the
 * access token. The IdP checks sign-ins against the sandbox's accounts, as `pnpm mocks` wires them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@ypo/headless/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startGateway } from '../gateway/server.ts';
import { CLIENT_ID } from '../idp/provider.ts';
import { startIdp } from '../idp/server.ts';
import type { RunningIdp } from '../idp/server.ts';
import { PERSONA_PASSWORD, findPersonaByUsername } from '../personas.ts';
import { createSandbox } from './core.ts';
import type { Sandbox } from './core.ts';
import { readOutbox } from './helpers.ts';

const REDIRECT_URI = 'http://127.0.0.1:5173/signin-callback';

let idp: RunningIdp;
let sandbox: Sandbox;
let gateway: { url: string; close(): Promise<void> };

beforeAll(async () => {
  // The sandbox needs the IdP's issuer, the IdP the sandbox's accounts: the IdP asks the sandbox at sign-in.
  idp = await startIdp({ port: 0, accounts: { verify: (username, password) => sandbox.accounts.verify(username, password) } });
  sandbox = createSandbox({ auth: idp.verification, snapshotPath: undefined, log: () => {} });
  gateway = await startGateway({ port: 0, upstream: 'http://127.0.0.1:9', handlers: [sandbox.handler] });
});

afterAll(async () => {
  await gateway?.close();
  await idp?.close();
});

/** Signs in through the IdP's pages, following redirects by hand with a cookie jar: the access token, or the page shown instead. */
async function attemptSignIn(username: string, password: string): Promise<{ token?: string; html?: string }> {
  const cookies = new Map<string, string>();
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return response;
  };
  const follow = async (url: string, init: RequestInit = {}): Promise<{ response?: Response; appUrl?: URL }> => {
    let response = await go(url, init);
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response };
      const next = new URL(location, url);
      if (next.port === '5173') return { appUrl: next };
      url = next.href;
      response = await go(url);
    }
    throw new Error('too many redirects');
  };
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    state: 'state',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const page = await follow(`${idp.issuer}/auth?${query}`);
  const action = /<form method="post" action="([^"]+)"/.exec((await page.response?.text()) ?? '')?.[1];
  const { appUrl, response: refused } = await follow(`${idp.issuer}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  if (!appUrl) return { html: (await refused?.text()) ?? '' };
  const code = appUrl.searchParams.get('code') ?? '';
  const token = await fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier }).toString(),
  });
  return { token: ((await token.json()) as { access_token: string }).access_token };
}

/** Signs a persona in with the documented password; the access token. */
async function signIn(username: string): Promise<string> {
  const { token } = await attemptSignIn(username, PERSONA_PASSWORD);
  expect(token, `${username} signs in`).toBeTruthy();
  return token ?? '';
}

/** A gateway call (as the token's persona, or anonymous); status and JSON body. */
async function call(method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: {
      'Ocp-Apim-Subscription-Key': 'k',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('sandbox behind the local IdP', () => {
  it("accepts the IdP's access token and answers the persona's world", async () => {
    const token = await signIn('bruno.lindqvist');
    const response = await fetch(`${gateway.url}/communities/api/community/GetUserPermissionsAndCommunities`, {
      headers: { Authorization: `Bearer ${token}`, 'Ocp-Apim-Subscription-Key': 'k' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(findPersonaByUsername('bruno.lindqvist')?.permissionsResult);
    expect(sandbox.violations).toEqual([]);
  });

  it('refuses a token this IdP did not sign', async () => {
    const forged = ['eyJhbGciOiJSUzI1NiIsImtpZCI6Im5vcGUifQ', 'eyJzdWIiOiJ4In0', 'c2ln'].join('.');
    const response = await fetch(`${gateway.url}/communities/api/community/GetUserPermissionsAndCommunities`, {
      headers: { Authorization: `Bearer ${forged}`, 'Ocp-Apim-Subscription-Key': 'k' },
    });
    expect(response.status).toBe(401);
  });
});

describe('one account store for the sandbox and the IdP', () => {
  beforeEach(() => sandbox.reset());

  const refusedWith = async (username: string, password: string, text: string) => {
    const { token, html } = await attemptSignIn(username, password);
    expect(token, `${username} is refused`).toBeUndefined();
    expect(html).toContain(`role="alert">${text}</p>`);
  };

  it('signs in with a password changed in the app, and no longer with the old one', async () => {
    const token = await signIn('kwame.asante');
    const changed = await call('POST', '/identities/api/identities/kwame.asante/updatePassword', {
      token,
      body: { currentPassword: PERSONA_PASSWORD, newPassword: 'Harbor-Lights-2026' },
    });
    expect(changed.status).toBe(200);
    await refusedWith('kwame.asante', PERSONA_PASSWORD, MESSAGES.invalidCredentials);
    expect((await attemptSignIn('kwame.asante', 'Harbor-Lights-2026')).token).toBeTruthy();
    expect(sandbox.violations).toEqual([]);
  });

  it('signs in with a password reset through recovery (SMS code from the outbox), and no longer with the old one', async () => {
    const kwame = findPersonaByUsername('kwame.asante')!;
    const sent = await call('GET', `/identities/api/identities/${kwame.personId}/recovery/password/sms`);
    expect(sent.status).toBe(200);
    const passCode = readOutbox(sandbox.store, '5550100108')[0]?.code ?? '';
    const verified = await call('POST', '/api/v1/authn/recovery/factors/SMS/verify', { body: { passCode, stateToken: sent.body.stateToken } });
    expect(verified.body.status).toBe('PASSWORD_RESET');
    const reset = await call('POST', '/api/v1/authn/credentials/reset_password', {
      body: { newPassword: 'Quiet-Lagoon-2026', stateToken: verified.body.stateToken },
    });
    expect(reset.body.status).toBe('SUCCESS');
    await refusedWith('kwame.asante', PERSONA_PASSWORD, MESSAGES.invalidCredentials);
    expect((await attemptSignIn('kwame.asante', 'Quiet-Lagoon-2026')).token).toBeTruthy();
  });

  it('signs in with a username changed in the app, and no longer with the old one', async () => {
    const token = await signIn('kwame.asante');
    expect((await call('POST', '/identities/api/identities/kwame.asante/person/kwame_a', { token })).status).toBe(200);
    await refusedWith('kwame.asante', PERSONA_PASSWORD, MESSAGES.invalidCredentials);
    const again = await attemptSignIn('KWAME_A', PERSONA_PASSWORD);
    expect(again.token).toBeTruthy();
    // Same account: the token's subject is still Kwame's person id.
    const permissions = await call('GET', '/communities/api/community/GetUserPermissionsAndCommunities', { token: again.token! });
    expect(permissions.body).toEqual(findPersonaByUsername('kwame.asante')?.permissionsResult);
  });

  it("shows the 'not assigned' text to a member not assigned to the app, only with the right password", async () => {
    await refusedWith('mateo.silva', PERSONA_PASSWORD, MESSAGES.notAssigned);
    await refusedWith('mateo.silva', 'Wrong-Password-1', MESSAGES.invalidCredentials);
  });

  it('starts over from the personas after a reset of the sandbox', async () => {
    const token = await signIn('kwame.asante');
    await call('POST', '/identities/api/identities/kwame.asante/updatePassword', {
      token,
      body: { currentPassword: PERSONA_PASSWORD, newPassword: 'Harbor-Lights-2026' },
    });
    sandbox.reset();
    expect((await attemptSignIn('kwame.asante', PERSONA_PASSWORD)).token).toBeTruthy();
  });
});
