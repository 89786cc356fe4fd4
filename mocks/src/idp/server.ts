/**
 * HTTP server of the local IdP: our own interaction pages (sign-in form, automatic consent for the
 * first-party client) and UserInfo (`/me`, see userinfo.ts) in front of oidc-provider's endpoints.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { MESSAGES } from '@ypo/headless/messages';
import { personaAccounts } from './accounts.ts';
import type { AccountStore } from './accounts.ts';
import { htmlPage, loginPage, requiredFieldErrors, signInLinksFromEnv } from './pages.ts';
import type { SignInLinks } from './pages.ts';
import {
  CLIENT_ID,
  DEFAULT_IDP_HOST,
  DEFAULT_IDP_PORT,
  createProvider,
  issuerFor,
  tokenVerificationInfo,
  withOfflineAccessConsent,
} from './provider.ts';
import type { TokenVerificationInfo } from './provider.ts';
import { createUserinfoHandler } from './userinfo.ts';

/** Options of {@link startIdp}. */
export interface StartIdpOptions {
  /** Port to listen on; default 4011; 0 picks a free port (the issuer uses the real port). */
  port?: number;
  /** Loopback host to listen on and to name in the issuer; default 127.0.0.1. */
  host?: string;
  /** Access-token and ID-token lifetime in seconds; default env IDP_ACCESS_TOKEN_TTL or 7200. */
  accessTokenTtl?: number;
  /** Access-token audience; default the gateway origin http://127.0.0.1:4010. */
  audience?: string;
  /**
   * Where sign-ins are checked; default the personas with their documented password
   * ({@link personaAccounts}). `pnpm mocks` gives the sandbox's accounts (src/start.ts).
   */
  accounts?: AccountStore;
  /** The sign-in page's recovery and contact-us links; default from env IDP_APP_ORIGIN and IDP_CONTACT_US_URL. */
  signInLinks?: SignInLinks;
}

/** A running IdP. */
export interface RunningIdp {
  /** Issuer URL, e.g. http://127.0.0.1:4011. */
  issuer: string;
  /** Port actually listened on. */
  port: number;
  /** JWKS URL, issuer and audience for access-token verification. */
  verification: TokenVerificationInfo;
  /** The oidc-provider instance (for advanced tests). */
  provider: Provider;
  /** Stops the server and drops open connections. */
  close(): Promise<void>;
}

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)(\/login)?$/;
const MAX_FORM_BYTES = 16 * 1024;

/** Reads an application/x-www-form-urlencoded body. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Sends an HTML response. */
function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No form-action: browsers apply it to the redirect chain that ends at the app's callback.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(html);
}

/** Error page for a broken or expired interaction. */
function sendInteractionError(res: ServerResponse, status: number): void {
  sendHtml(
    res,
    status,
    htmlPage({
      title: 'Sign-in error',
      body: '<h1>Sign-in error</h1>\n<p role="alert">An error has occurred. Please try again later.</p>\n<p>Start again from the application.</p>',
    }),
  );
}

/** Grants the requested scopes, claims and resource scopes: consent is automatic for the first-party client. */
async function grantConsent(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const interaction = await provider.interactionDetails(req, res);
  const { prompt, params, session, grantId } = interaction;
  const clientId = String(params.client_id);
  if (clientId !== CLIENT_ID || !session) {
    const denied: InteractionResults = { error: 'access_denied', error_description: 'consent not available' };
    await provider.interactionFinished(req, res, denied, { mergeWithLastSubmission: false });
    return;
  }

  const grant = (grantId ? await provider.Grant.find(grantId) : undefined)
    ?? new provider.Grant({ accountId: session.accountId, clientId });
  const details = prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const savedGrantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId: savedGrantId } }, { mergeWithLastSubmission: true });
}

/** What the interaction pages need besides the provider. */
interface InteractionContext {
  provider: Provider;
  accounts: AccountStore;
  links: SignInLinks;
}

/** GET /interaction/:uid — shows the sign-in page, or grants consent and continues. */
async function showInteraction({ provider, links }: InteractionContext, uid: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const interaction = await provider.interactionDetails(req, res);
  if (interaction.uid !== uid) return sendInteractionError(res, 400);
  if (interaction.prompt.name === 'login') {
    return sendHtml(res, 200, loginPage({ action: `/interaction/${uid}/login`, links }));
  }
  if (interaction.prompt.name === 'consent') return grantConsent(provider, req, res);
  await provider.interactionFinished(req, res, { error: 'access_denied' }, { mergeWithLastSubmission: false });
}

/** POST /interaction/:uid/login — checks the username and password against the account store (spec 000 §5). */
async function submitLogin({ provider, accounts, links }: InteractionContext, uid: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const interaction = await provider.interactionDetails(req, res);
  if (interaction.uid !== uid || interaction.prompt.name !== 'login') return sendInteractionError(res, 400);

  const form = await readForm(req);
  const username = form.get('username') ?? '';
  const password = form.get('password') ?? '';
  const action = `/interaction/${uid}/login`;
  // spec 000 §5: username and password are required ('Please enter your username.', '... password.').
  const fieldErrors = requiredFieldErrors(username, password);
  if (fieldErrors) return sendHtml(res, 200, loginPage({ action, links, username, fieldErrors }));

  const result = await accounts.verify(username, password);
  if (result.status === 'invalid') {
    // spec 000 §8: 'You have entered an invalid username or password. Please try again.'
    return sendHtml(res, 200, loginPage({ action, links, username, error: MESSAGES.invalidCredentials }));
  }
  if (result.status === 'notAssigned') {
    // spec 000 §5/§8: the limited-release text for a user not assigned to the client application.
    return sendHtml(res, 200, loginPage({ action, links, username, error: MESSAGES.notAssigned, errorConcernsFields: false }));
  }
  await provider.interactionFinished(req, res, { login: { accountId: result.accountId } }, { mergeWithLastSubmission: false });
}

/** Starts the IdP on 127.0.0.1 (default port 4011) and resolves once it listens. */
export async function startIdp(options: StartIdpOptions = {}): Promise<RunningIdp> {
  const host = options.host ?? DEFAULT_IDP_HOST;
  // Read before listening: a bad address in the environment fails the start, not a request.
  const links = options.signInLinks ?? signInLinksFromEnv();
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503).end();
  };
  const server = createServer((req, res) => handle(req, res));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_IDP_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  // The issuer needs the real port, known only after listen (port 0 = any free port).
  const port = (server.address() as AddressInfo).port;
  const issuer = issuerFor(host, port);
  const provider = createProvider({
    issuer,
    ...(options.accessTokenTtl === undefined ? {} : { accessTokenTtl: options.accessTokenTtl }),
    ...(options.audience === undefined ? {} : { audience: options.audience }),
  });
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    console.error('[idp] server error', error);
  });
  const providerCallback = provider.callback();
  const interactions: InteractionContext = {
    provider,
    accounts: options.accounts ?? personaAccounts,
    links,
  };
  const verification = tokenVerificationInfo(issuer, options.audience);
  const userinfo = createUserinfoHandler(verification);

  handle = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = INTERACTION_PATH.exec(url.pathname);
    if (url.pathname === '/me') {
      userinfo(req, res).catch((error: unknown) => {
        console.error('[idp] userinfo error', error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
      return;
    }
    if (!match) {
      // spec 000 §1: offline_access must yield a refresh token (see withOfflineAccessConsent).
      if (req.method === 'GET' && url.pathname === '/auth' && withOfflineAccessConsent(url.searchParams)) {
        req.url = `${url.pathname}${url.search}`;
      }
      void providerCallback(req, res);
      return;
    }
    const uid = match[1] ?? '';
    const isLogin = match[2] !== undefined;
    let work: Promise<void>;
    if (req.method === 'GET' && !isLogin) work = showInteraction(interactions, uid, req, res);
    else if (req.method === 'POST' && isLogin) work = submitLogin(interactions, uid, req, res);
    else {
      res.writeHead(405, { allow: isLogin ? 'POST' : 'GET' }).end();
      return;
    }
    work.catch((error: unknown) => {
      // Missing or expired interaction cookie (SessionNotFound) and the like.
      if (!res.headersSent) sendInteractionError(res, 400);
      else res.end();
      if (!(error instanceof Error && error.name === 'SessionNotFound')) console.error('[idp] interaction error', error);
    });
  };

  return {
    issuer,
    port,
    verification,
    provider,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
