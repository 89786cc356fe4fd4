/** The sandbox with the real local IdP: a persona signs in (code + PKCE) and calls the gateway with the access token. */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../gateway/server.ts';
import { CLIENT_ID } from '../idp/provider.ts';
import { startIdp } from '../idp/server.ts';
import type { RunningIdp } from '../idp/server.ts';
import { PERSONA_PASSWORD, findPersonaByUsername } from '../personas.ts';
import { createSandbox } from './core.ts';
import type { Sandbox } from './core.ts';

const REDIRECT_URI = 'http://127.0.0.1:5173/signin-callback';

let idp: RunningIdp;
let sandbox: Sandbox;
let gateway: { url: string; close(): Promise<void> };

beforeAll(async () => {
  idp = await startIdp({ port: 0 });
  sandbox = createSandbox({ auth: idp.verification, snapshotPath: undefined, log: () => {} });
  gateway = await startGateway({ port: 0, upstream: 'http://127.0.0.1:9', handlers: [sandbox.handler] });
});

afterAll(async () => {
  await gateway?.close();
  await idp?.close();
});

/** Signs a persona in through the IdP's pages, following redirects by hand with a cookie jar. */
async function signIn(username: string): Promise<string> {
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
  const { appUrl } = await follow(`${idp.issuer}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: PERSONA_PASSWORD }).toString(),
  });
  const code = appUrl?.searchParams.get('code') ?? '';
  const token = await fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier }).toString(),
  });
  return ((await token.json()) as { access_token: string }).access_token;
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
