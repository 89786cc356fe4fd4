/** End-to-end tests of the local IdP over HTTP: authorisation code + PKCE S256, tokens, refresh, logout. */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { MESSAGES } from '@ypo/headless/messages';
import { PERSONA_PASSWORD, findPersonaByUsername } from '../personas.ts';
import type { AccountStore } from './accounts.ts';
import { DEFAULT_CONTACT_US_URL, signInLinksFromEnv } from './pages.ts';
import { CLIENT_ID, DEFAULT_AUDIENCE, issueAccessToken, withOfflineAccessConsent } from './provider.ts';
import { startIdp } from './server.ts';
import type { RunningIdp } from './server.ts';

const REDIRECT_URI = 'http://127.0.0.1:5173/signin-callback';
const POST_LOGOUT_URI = 'http://localhost:5173/logout';
const ACCESS_TOKEN_TTL = 900;
const AMARA = findPersonaByUsername('amara.okafor');

let idp: RunningIdp;
let jwks: ReturnType<typeof createRemoteJWKSet>;

beforeAll(async () => {
  idp = await startIdp({ port: 0, accessTokenTtl: ACCESS_TOKEN_TTL });
  jwks = createRemoteJWKSet(new URL(idp.verification.jwksUri));
});

afterAll(async () => {
  await idp?.close();
});

/** A browser's cookie jar, good enough for one host (ignores paths). */
class CookieJar {
  cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A browser session: fetch without automatic redirects, carrying cookies. */
class Browser {
  jar = new CookieJar();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects by hand until a non-redirect or a redirect to the app (returned as its URL). */
  async follow(url: string, init: RequestInit = {}): Promise<{ response?: Response; appUrl?: URL }> {
    let response = await this.request(url, init);
    for (let hops = 0; hops < 10; hops++) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response };
      const next = new URL(location, url);
      if (next.port === '5173') return { appUrl: next };
      url = next.href;
      response = await this.request(url);
    }
    throw new Error('too many redirects');
  }
}

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

function authorizeUrl(overrides: Record<string, string | undefined> = {}): { url: string; verifier: string } {
  const { verifier, challenge } = pkcePair();
  const params: Record<string, string | undefined> = {
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  return { url: `${idp.issuer}/auth?${query}`, verifier };
}

/** Opens the authorisation endpoint and returns the sign-in page and its form action. */
async function openLoginPage(browser: Browser, url: string): Promise<{ html: string; action: string }> {
  const { response } = await browser.follow(url);
  expect(response?.status).toBe(200);
  const html = await response!.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action).toMatch(/^\/interaction\/[\w-]+\/login$/);
  return { html, action: `${idp.issuer}${action}` };
}

async function submitLogin(browser: Browser, action: string, username: string, password: string) {
  return browser.follow(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
}

async function tokenRequest(body: Record<string, string>, origin?: string): Promise<Response> {
  return fetch(`${idp.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...body }).toString(),
  });
}

interface TokenSet {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
}

/** One sign-in attempt in a fresh interaction that the IdP refuses: the page it shows instead, and the browser and form. */
async function refusedSignIn(username: string, password: string) {
  const browser = new Browser();
  const { action } = await openLoginPage(browser, authorizeUrl().url);
  const { response, appUrl } = await submitLogin(browser, action, username, password);
  expect(appUrl).toBeUndefined();
  expect(response?.status).toBe(200);
  return { browser, action, html: await response!.text() };
}

/** Full sign-in as a persona; returns the tokens of the code exchange. */
async function signIn(username = 'amara.okafor', scope = 'openid profile email offline_access') {
  const browser = new Browser();
  const { url, verifier } = authorizeUrl({ scope });
  const { action } = await openLoginPage(browser, url);
  const { appUrl } = await submitLogin(browser, action, username, PERSONA_PASSWORD);
  expect(appUrl?.origin + (appUrl?.pathname ?? '')).toBe(REDIRECT_URI);
  const code = appUrl!.searchParams.get('code');
  expect(code).toBeTruthy();
  const response = await tokenRequest({
    grant_type: 'authorization_code',
    code: code!,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  expect(response.status).toBe(200);
  return { browser, tokens: (await response.json()) as TokenSet };
}

describe('sign-in page', () => {
  it('is accessible HTML with labelled username and password fields', async () => {
    const { html } = await openLoginPage(new Browser(), authorizeUrl().url);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>Sign in<\/title>/);
    expect(html).toMatch(/<main>[\s\S]*<h1>Sign in<\/h1>[\s\S]*<\/main>/);
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toMatch(/<input id="username" name="username"/);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toMatch(/<script|src="https?:/);
  });

  it('posts a form the browser does not validate itself (novalidate): the server answers with the catalogue texts', async () => {
    const { html } = await openLoginPage(new Browser(), authorizeUrl().url);
    expect(html).toMatch(/<form method="post" action="[^"]+" novalidate>/);
  });

  it('links to the recovery screens of the app and to contact us', async () => {
    const { html } = await openLoginPage(new Browser(), authorizeUrl().url);
    expect(html).toContain('<nav aria-label="Account help">');
    expect(html).toContain('<a href="http://127.0.0.1:5173/forgotusername">Forgot username?</a>');
    expect(html).toContain('<a href="http://127.0.0.1:5173/ResetPassword">Forgot password?</a>');
    expect(html).toContain(`<a href="${DEFAULT_CONTACT_US_URL}">Contact us</a>`);
  });

  it('answers an empty username and an empty password with the required-field texts, tied to the fields', async () => {
    const browser = new Browser();
    const { action } = await openLoginPage(browser, authorizeUrl().url);
    const both = await submitLogin(browser, action, '  ', '');
    expect(both.appUrl).toBeUndefined();
    const html = await both.response!.text();
    expect(MESSAGES.usernameRequired).toBe('Please enter your username.');
    expect(MESSAGES.passwordRequired).toBe('Please enter your password.');
    expect(html).toMatch(/<input id="username" [^>]*aria-invalid="true" aria-describedby="username-error" autofocus>/);
    expect(html).toContain(`<p id="username-error" class="field-error">${MESSAGES.usernameRequired}</p>`);
    expect(html).toMatch(/<input id="password" [^>]*aria-invalid="true" aria-describedby="password-error">/);
    expect(html).toContain(`<p id="password-error" class="field-error">${MESSAGES.passwordRequired}</p>`);
    expect(html).not.toContain('role="alert"');

    // The username typed is kept, the focus goes to the password.
    const passwordOnly = await (await submitLogin(browser, action, 'amara.okafor', '')).response!.text();
    expect(passwordOnly).toContain('value="amara.okafor"');
    expect(passwordOnly).not.toContain('username-error');
    expect(passwordOnly).toMatch(/<input id="password" [^>]*aria-describedby="password-error" autofocus>/);

    // A password alone: only the username is asked for; the password is never echoed.
    const usernameOnly = await (await submitLogin(browser, action, '', 'Secret-Typed-1')).response!.text();
    expect(usernameOnly).toContain(MESSAGES.usernameRequired);
    expect(usernameOnly).not.toContain(MESSAGES.passwordRequired);
    expect(usernameOnly).not.toContain('Secret-Typed-1');

    // The interaction goes on: the right credentials sign in.
    const { appUrl } = await submitLogin(browser, action, 'amara.okafor', PERSONA_PASSWORD);
    expect(appUrl?.searchParams.get('code')).toBeTruthy();
  });

  it("shows the 'not assigned' text to a member not assigned to the app, and no code", async () => {
    const { browser, action, html } = await refusedSignIn('mateo.silva', PERSONA_PASSWORD);
    expect(html).toContain(`<p id="login-error" role="alert">${MESSAGES.notAssigned}</p>`);
    // The credentials were right: the fields are not marked invalid.
    expect(html).not.toContain('aria-invalid');
    expect(html).toContain('value="mateo.silva"');
    // A wrong password gets the invalid-credentials text, as for anyone.
    const wrong = await (await submitLogin(browser, action, 'mateo.silva', 'Wrong-Password-1')).response!.text();
    expect(wrong).toContain(MESSAGES.invalidCredentials);
  });

  it('shows the spec message, keeps the username and issues no code for a wrong password', async () => {
    const { html } = await refusedSignIn('amara.okafor', 'wrong-password');
    expect(html).toContain(`role="alert">${MESSAGES.invalidCredentials}</p>`);
    expect(MESSAGES.invalidCredentials).toBe('You have entered an invalid username or password. Please try again.');
    expect(html).toMatch(/<input id="username" [^>]*aria-invalid="true" aria-describedby="login-error"/);
    expect(html).toContain('value="amara.okafor"');
    expect(html).not.toContain('wrong-password');
  });

  it('refuses an unknown persona with the same message', async () => {
    const { html } = await refusedSignIn('nobody.here', PERSONA_PASSWORD);
    expect(html).toContain(MESSAGES.invalidCredentials);
    expect(html).toContain('value="nobody.here"');
  });

  it('accepts a retry after a failed attempt in the same interaction', async () => {
    const browser = new Browser();
    const { action } = await openLoginPage(browser, authorizeUrl().url);
    await submitLogin(browser, action, 'amara.okafor', 'nope');
    const { appUrl } = await submitLogin(browser, action, 'amara.okafor', PERSONA_PASSWORD);
    expect(appUrl?.searchParams.get('code')).toBeTruthy();
    expect(appUrl?.searchParams.get('iss')).toBe(idp.issuer);
  });
});

describe('account store', () => {
  it('checks sign-ins against an injected store instead of the personas', async () => {
    const seen: string[] = [];
    const accounts: AccountStore = {
      async verify(username, password) {
        seen.push(username);
        return username === 'amara.okafor' && password === 'Changed-Elsewhere-1'
          ? { status: 'ok', accountId: AMARA!.personId }
          : { status: 'invalid' };
      },
    };
    const other = await startIdp({ port: 0, accounts });
    try {
      const attempt = async (password: string) => {
        const browser = new Browser();
        const { url } = authorizeUrl();
        const { response } = await browser.follow(url.replace(idp.issuer, other.issuer));
        const action = /<form method="post" action="([^"]+)"/.exec(await response!.text())?.[1];
        return browser.follow(`${other.issuer}${action}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: 'amara.okafor', password }).toString(),
        });
      };
      // The persona's documented password is not what this store holds.
      const refused = await attempt(PERSONA_PASSWORD);
      expect(refused.appUrl).toBeUndefined();
      expect(await refused.response!.text()).toContain(MESSAGES.invalidCredentials);
      expect((await attempt('Changed-Elsewhere-1')).appUrl?.searchParams.get('code')).toBeTruthy();
      expect(seen).toEqual(['amara.okafor', 'amara.okafor']);
    } finally {
      await other.close();
    }
  });

  it('takes the sign-in links from the environment, refusing what is not an http(s) address', () => {
    expect(signInLinksFromEnv({})).toEqual({
      forgotUsername: 'http://127.0.0.1:5173/forgotusername',
      forgotPassword: 'http://127.0.0.1:5173/ResetPassword',
      contactUs: DEFAULT_CONTACT_US_URL,
    });
    expect(signInLinksFromEnv({ IDP_APP_ORIGIN: 'https://connect.example/any/path', IDP_CONTACT_US_URL: 'https://help.example/contact' })).toEqual({
      forgotUsername: 'https://connect.example/forgotusername',
      forgotPassword: 'https://connect.example/ResetPassword',
      contactUs: 'https://help.example/contact',
    });
    expect(() => signInLinksFromEnv({ IDP_APP_ORIGIN: 'javascript:alert(1)' })).toThrow(/IDP_APP_ORIGIN/);
    expect(() => signInLinksFromEnv({ IDP_CONTACT_US_URL: 'not an address' })).toThrow(/IDP_CONTACT_US_URL/);
  });
});

describe('authorisation request', () => {
  it('refuses code_challenge_method=plain', async () => {
    const { url } = authorizeUrl({ code_challenge_method: 'plain', code_challenge: 'a'.repeat(43) });
    const { appUrl } = await new Browser().follow(url);
    expect(appUrl?.searchParams.get('error')).toBe('invalid_request');
    expect(appUrl?.searchParams.get('code')).toBeNull();
  });

  it('refuses a request without code_challenge', async () => {
    const { url } = authorizeUrl({ code_challenge: undefined, code_challenge_method: undefined });
    const { appUrl } = await new Browser().follow(url);
    expect(appUrl?.searchParams.get('error')).toBe('invalid_request');
    expect(appUrl?.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses an unregistered redirect_uri without redirecting', async () => {
    const { url } = authorizeUrl({ redirect_uri: 'http://127.0.0.1:5173/elsewhere' });
    const { response, appUrl } = await new Browser().follow(url);
    expect(appUrl).toBeUndefined();
    expect(response?.status).toBe(400);
  });
});

describe('tokens', () => {
  it('issues a JWT access token for the gateway with iss, aud, exp, sub and memberId', async () => {
    const { tokens } = await signIn();
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(ACCESS_TOKEN_TTL);
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: idp.issuer,
      audience: DEFAULT_AUDIENCE,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.typ).toBe('at+jwt');
    expect(payload.iss).toBe(idp.issuer);
    expect(payload.aud).toBe('http://127.0.0.1:4010');
    expect(payload.sub).toBe(AMARA!.personId);
    expect(payload.memberId).toBe(AMARA!.personId);
    expect(payload.email).toBe(AMARA!.email);
    expect(payload.exp! - payload.iat!).toBe(ACCESS_TOKEN_TTL);
    expect(idp.verification).toEqual({
      issuer: idp.issuer,
      jwksUri: `${idp.issuer}/jwks`,
      audience: DEFAULT_AUDIENCE,
      algorithms: ['RS256'],
    });
  });

  it('issues the sandbox the same access token in the process, without the sign-in pages (the seeded conversations)', async () => {
    const token = await issueAccessToken(idp.provider, AMARA!.personId, { ttlSeconds: 120 });
    const { payload, protectedHeader } = await jwtVerify(token, jwks, { issuer: idp.issuer, audience: DEFAULT_AUDIENCE, algorithms: ['RS256'] });
    expect(protectedHeader.typ).toBe('at+jwt');
    expect(payload).toMatchObject({ sub: AMARA!.personId, memberId: AMARA!.personId, name: `${AMARA!.givenName} ${AMARA!.familyName}`, client_id: CLIENT_ID });
    expect(payload.exp! - payload.iat!).toBe(120);
  });

  it('rejects the access token for another audience', async () => {
    const { tokens } = await signIn();
    await expect(jwtVerify(tokens.access_token, jwks, { issuer: idp.issuer, audience: 'http://127.0.0.1:9999' })).rejects.toThrow();
  });

  it('issues an ID token with memberId, email and names', async () => {
    const { tokens } = await signIn('esperanza.ruiz');
    const persona = findPersonaByUsername('esperanza.ruiz')!;
    const { payload } = await jwtVerify(tokens.id_token!, jwks, { issuer: idp.issuer, audience: CLIENT_ID });
    expect(payload.sub).toBe(persona.personId);
    expect(payload.memberId).toBe(persona.personId);
    expect(payload.email).toBe('esperanza.ruiz@atlantic.example');
    expect(payload.given_name).toBe('Esperanza');
    expect(payload.family_name).toBe('Ruiz');
    expect(payload.exp! - payload.iat!).toBe(ACCESS_TOKEN_TTL);
  });

  it('issues no refresh token without offline_access', async () => {
    const { tokens } = await signIn('amara.okafor', 'openid profile email');
    expect(tokens.refresh_token).toBeUndefined();
    expect(tokens.access_token).toBeTruthy();
  });

  it('refuses a code exchanged with the wrong code_verifier', async () => {
    const browser = new Browser();
    const { url } = authorizeUrl();
    const { action } = await openLoginPage(browser, url);
    const { appUrl } = await submitLogin(browser, action, 'amara.okafor', PERSONA_PASSWORD);
    const response = await tokenRequest({
      grant_type: 'authorization_code',
      code: appUrl!.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      code_verifier: pkcePair().verifier,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('answers CORS for the app origins only', async () => {
    const { tokens } = await signIn();
    const allowed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! }, 'http://localhost:5173');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const { refresh_token } = (await allowed.json()) as TokenSet;
    const foreign = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refresh_token! }, 'http://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('userinfo', () => {
  it('returns the persona claims for a valid access token, with CORS for the app', async () => {
    const { tokens } = await signIn('chen.weiling');
    const response = await fetch(`${idp.issuer}/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}`, origin: 'http://127.0.0.1:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const claims = (await response.json()) as Record<string, unknown>;
    const persona = findPersonaByUsername('chen.weiling')!;
    expect(claims).toEqual({
      sub: persona.personId,
      memberId: persona.personId,
      name: 'Wei-Ling Chen',
      given_name: 'Wei-Ling',
      family_name: 'Chen',
      email: 'chen.weiling@northwind.example',
      email_verified: true,
    });
  });

  it('refuses a missing or forged token', async () => {
    const missing = await fetch(`${idp.issuer}/me`);
    expect(missing.status).toBe(401);
    const { tokens } = await signIn();
    const [header, payload] = tokens.access_token.split('.');
    const forged = await fetch(`${idp.issuer}/me`, { headers: { authorization: `Bearer ${header}.${payload}.AAAA` } });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toMatch(/invalid_token/);
  });
});

describe('refresh tokens', () => {
  it('adds prompt=consent only to first-party requests for offline_access (v9 keeps offline_access only then)', () => {
    const plain = new URLSearchParams({ client_id: CLIENT_ID, scope: 'openid offline_access' });
    expect(withOfflineAccessConsent(plain)).toBe(true);
    expect(plain.get('prompt')).toBe('consent');
    const login = new URLSearchParams({ client_id: CLIENT_ID, scope: 'openid offline_access', prompt: 'login' });
    withOfflineAccessConsent(login);
    expect(login.get('prompt')).toBe('login consent');
    const silent = new URLSearchParams({ client_id: CLIENT_ID, scope: 'openid offline_access', prompt: 'none' });
    expect(withOfflineAccessConsent(silent)).toBe(false);
    expect(silent.get('prompt')).toBe('none');
    const online = new URLSearchParams({ client_id: CLIENT_ID, scope: 'openid profile' });
    expect(withOfflineAccessConsent(online)).toBe(false);
    expect(online.has('prompt')).toBe(false);
    const other = new URLSearchParams({ client_id: 'someone-else', scope: 'openid offline_access' });
    expect(withOfflineAccessConsent(other)).toBe(false);
  });

  it('issues a refresh token for offline_access without prompt=consent, also with prompt=login', async () => {
    const { tokens } = await signIn();
    expect(tokens.refresh_token).toBeTruthy();
    const browser = new Browser();
    const { url, verifier } = authorizeUrl({ prompt: 'login' });
    const { action } = await openLoginPage(browser, url);
    const { appUrl } = await submitLogin(browser, action, 'greta.novak', PERSONA_PASSWORD);
    const response = await tokenRequest({
      grant_type: 'authorization_code',
      code: appUrl!.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
    const body = (await response.json()) as TokenSet & { scope: string };
    expect(body.refresh_token).toBeTruthy();
    expect(body.scope.split(' ')).toContain('offline_access');
  });

  it('signs in silently (no page) when the IdP session exists, still with a refresh token', async () => {
    const { browser } = await signIn('farid.haddad');
    const { url, verifier } = authorizeUrl();
    const { appUrl } = await browser.follow(url);
    const code = appUrl?.searchParams.get('code');
    expect(code).toBeTruthy();
    const response = await tokenRequest({ grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT_URI, code_verifier: verifier });
    const body = (await response.json()) as TokenSet;
    expect(body.refresh_token).toBeTruthy();
    expect(decodeJwt(body.access_token).sub).toBe(findPersonaByUsername('farid.haddad')!.personId);
  });

  it('rotates on every use and refuses a reused refresh token', async () => {
    const { tokens } = await signIn();
    const first = tokens.refresh_token!;
    expect(first).toBeTruthy();

    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as TokenSet;
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(first);
    const { payload } = await jwtVerify(next.access_token, jwks, { issuer: idp.issuer, audience: DEFAULT_AUDIENCE });
    expect(payload.memberId).toBe(AMARA!.personId);
    expect(decodeJwt(next.id_token!).memberId).toBe(AMARA!.personId);

    const reused = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('is unusable after revocation', async () => {
    const { tokens } = await signIn('bruno.lindqvist');
    expect(tokens.refresh_token).toBeTruthy();
    const before = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(before.status).toBe(200);
    tokens.refresh_token = ((await before.json()) as TokenSet).refresh_token;
    expect(tokens.refresh_token).toBeTruthy();
    const revoked = await fetch(`${idp.issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: CLIENT_ID, token: tokens.refresh_token!, token_type_hint: 'refresh_token' }).toString(),
    });
    expect(revoked.status).toBe(200);
    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status).toBe(400);
    expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant');
  });
});

describe('logout', () => {
  it('shows an auto-submitting logout page and lands on the post-logout address', async () => {
    const { browser, tokens } = await signIn();
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: 'bye',
    });
    const page = await browser.request(`${idp.issuer}/session/end?${query}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>Signing out<\/h1>/);
    expect(html).toContain('<input type="hidden" name="logout" value="yes"/>');
    expect(html).toMatch(/<button type="submit">Sign out<\/button>/);
    expect(html).toContain("document.getElementById('op.logoutForm').submit()");

    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const { appUrl } = await browser.follow(action!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    expect(appUrl?.origin + (appUrl?.pathname ?? '')).toBe(POST_LOGOUT_URI);
    expect(appUrl?.searchParams.get('state')).toBe('bye');

    // The session is gone: a new authorisation request asks to sign in again.
    const { html: loginHtml } = await openLoginPage(browser, authorizeUrl().url);
    expect(loginHtml).toContain('<h1>Sign in</h1>');
  });
});
