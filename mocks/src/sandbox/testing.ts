// Helpers for tests and the bench: a local token issuer (RS256 key made on the spot) and a sandbox
// behind a real gateway on a free loopback port.
import { AUTHORIZATION_HEADER, BEARER_SCHEME, SUBSCRIPTION_KEY_HEADER } from '@ypo/sdk';
import { SignJWT, generateKeyPair } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import type { webcrypto } from 'node:crypto';
import { createServer } from 'node:net';
import { startGateway } from '../gateway/server.ts';
import { CLIENT_ID, DEFAULT_AUDIENCE } from '../idp/provider.ts';
import { PERSONA_PASSWORD, findPersonaByUsername } from '../personas.ts';
import type { Persona } from '../personas.ts';
import { createSandbox } from './core.ts';
import type { Sandbox, SandboxOptions } from './core.ts';

/** Issuer of locally signed tokens. */
export const LOCAL_ISSUER = 'http://127.0.0.1:4999/local-test-issuer';

/** Options of {@link LocalIssuer.sign}: override claims to build bad tokens. */
export interface SignOptions {
  /** Lifetime in seconds (negative for an expired token); default 3600. */
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  /** Sign with another key (a bad signature). */
  key?: webcrypto.CryptoKey;
}

/** Signs access tokens like the IdP does (RS256, iss, aud, exp, sub, memberId, email). */
export interface LocalIssuer {
  issuer: string;
  audience: string;
  /** Public key for the sandbox's token check. */
  publicKey: webcrypto.CryptoKey;
  /** An access token for a persona (or a username). */
  sign(persona: Persona | string, options?: SignOptions): Promise<string>;
  /** A key pair unrelated to the issuer (bad-signature tests). */
  otherKey(): Promise<webcrypto.CryptoKey>;
}

/** Creates a local issuer with a fresh RS256 key pair. */
export async function createLocalIssuer(issuer = LOCAL_ISSUER, audience = DEFAULT_AUDIENCE): Promise<LocalIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  return {
    issuer,
    audience,
    publicKey,
    async sign(who, options = {}) {
      const persona = typeof who === 'string' ? findPersonaByUsername(who) : who;
      if (!persona) throw new Error(`no persona ${String(who)}`);
      const issuedAt = Math.floor(Date.now() / 1000);
      return new SignJWT({ memberId: persona.personId, email: persona.email, scope: 'openid profile email offline_access' })
        .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'local' })
        .setSubject(persona.personId)
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? audience)
        .setIssuedAt(issuedAt - 60)
        .setExpirationTime(issuedAt + (options.expiresIn ?? 3600))
        .sign(options.key ?? privateKey);
    },
    async otherKey() {
      return (await generateKeyPair('RS256')).privateKey;
    },
  };
}

/** A sandbox behind a gateway on a free port (the upstream Prism is not started: fall-through answers 502). */
export interface RunningSandbox {
  url: string;
  sandbox: Sandbox;
  issuer: LocalIssuer;
  close(): Promise<void>;
}

/** Starts a sandbox with a local issuer behind a gateway on 127.0.0.1 and a free port. */
export async function startTestSandbox(options: Partial<SandboxOptions> & { upstream?: string } = {}): Promise<RunningSandbox> {
  const issuer = await createLocalIssuer();
  const sandbox = createSandbox({
    snapshotPath: undefined,
    log: () => {},
    ...options,
    auth: options.auth ?? { issuer: issuer.issuer, audience: issuer.audience, key: issuer.publicKey },
  });
  // Port 9 (discard) on loopback refuses connections: anything that falls through gets a 502.
  const gateway = await startGateway({ port: 0, upstream: options.upstream ?? 'http://127.0.0.1:9', handlers: [sandbox.handler] });
  return {
    url: gateway.url,
    sandbox,
    issuer,
    close: async () => {
      await gateway.close();
      await sandbox.close();
    },
  };
}

/** A JSON answer of the gateway. */
export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls to a running sandbox as one persona (with the subscription key and a fresh token). */
export interface ApiClient {
  token: string;
  request<T = unknown>(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<ApiAnswer<T>>;
  get<T = unknown>(path: string, headers?: Record<string, string>): Promise<ApiAnswer<T>>;
  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiAnswer<T>>;
  put<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiAnswer<T>>;
  delete<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiAnswer<T>>;
}

/** A client for a persona (by username) of a running test sandbox. */
export async function apiClient(running: RunningSandbox, username: string): Promise<ApiClient> {
  const token = await running.issuer.sign(username);
  const request = async <T>(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<ApiAnswer<T>> => {
    const headers: Record<string, string> = { [AUTHORIZATION_HEADER]: `${BEARER_SCHEME} ${token}`, [SUBSCRIPTION_KEY_HEADER]: 'sandbox-test', ...options.headers };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(`${running.url}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, headers: response.headers, body: (isJson && text ? JSON.parse(text) : text) as T };
  };
  return {
    token,
    request,
    get: (path, headers) => request('GET', path, headers ? { headers } : {}),
    post: (path, body, headers) => request('POST', path, { body, ...(headers ? { headers } : {}) }),
    put: (path, body, headers) => request('PUT', path, { body, ...(headers ? { headers } : {}) }),
    delete: (path, body, headers) => request('DELETE', path, { body, ...(headers ? { headers } : {}) }),
  };
}

/** A free loopback port (not one of the dev ports 4010-4012 or 5173, which may be in use). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Where the IdP sends the browser back with the code (the app's callback, never opened here). */
const SIGN_IN_REDIRECT_URI = 'http://127.0.0.1:5173/signin-callback';

/**
 * Signs in through a running IdP's own pages, as a browser would (authorisation code + PKCE S256,
 * redirects followed by hand with a cookie jar): the access token, or the page shown instead (a
 * refused sign-in).
 */
export async function attemptSignInThroughIdp(issuer: string, username: string, password: string): Promise<{ token?: string; html?: string }> {
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
      if (next.href.startsWith(SIGN_IN_REDIRECT_URI)) return { appUrl: next };
      url = next.href;
      response = await go(url);
    }
    throw new Error('too many redirects');
  };
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: SIGN_IN_REDIRECT_URI,
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const page = await follow(`${issuer}/auth?${query}`);
  const action = /<form[^>]*\saction="(\/interaction\/[^"]+)"/.exec((await page.response?.text()) ?? '')?.[1];
  if (!action) throw new Error(`the IdP showed no sign-in form (status ${page.response?.status})`);
  const { appUrl, response: refused } = await follow(`${issuer}${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const code = appUrl?.searchParams.get('code');
  if (!code) return { html: (await refused?.text()) ?? appUrl?.href ?? '' };
  const token = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, grant_type: 'authorization_code', code, redirect_uri: SIGN_IN_REDIRECT_URI, code_verifier: verifier }).toString(),
  });
  if (!token.ok) throw new Error(`the token request failed with ${token.status}`);
  return { token: ((await token.json()) as { access_token: string }).access_token };
}

/** Signs a persona in through a running IdP (see {@link attemptSignInThroughIdp}); the access token, or an error when the sign-in is refused. */
export async function signInThroughIdp(issuer: string, username: string, password: string = PERSONA_PASSWORD): Promise<string> {
  const { token } = await attemptSignInThroughIdp(issuer, username, password);
  if (!token) throw new Error(`${username} could not sign in`);
  return token;
}
