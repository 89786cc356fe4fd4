/**
 * Configuration of the local OpenID provider (oidc-provider v9) that stands in for the external
 * identity provider of spec 000 §1: authorisation-code flow with PKCE, scopes openid, profile,
 * email and offline_access, JWT access tokens for the API gateway.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { errors } from 'oidc-provider';
import type { Account, ClientMetadata, Configuration, KoaContextWithOIDC, ResourceServer } from 'oidc-provider';
import { findPersonaBySub } from '../personas.ts';
import { htmlPage, escapeHtml } from './pages.ts';

/** Default IdP port (issuer `http://127.0.0.1:4011`). */
export const DEFAULT_IDP_PORT = 4011;
/** Default IdP host; the server listens on this loopback address only. */
export const DEFAULT_IDP_HOST = '127.0.0.1';
/** Audience (resource indicator) of access tokens: the API gateway origin (docs/contracts.md). */
export const DEFAULT_AUDIENCE = 'http://127.0.0.1:4010';
/** The one first-party public client: the web app. */
export const CLIENT_ID = 'ypo-web';
/** Origins of the web app (dev server) and of the embedding example (apps/embed-example), allowed for CORS on token, revocation and userinfo. */
export const APP_ORIGINS: readonly string[] = ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:5174'];
/** Scopes the app requests (spec 000 §1). */
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;
/** Default access-token and ID-token lifetime in seconds (override: IDP_ACCESS_TOKEN_TTL). */
export const DEFAULT_ACCESS_TOKEN_TTL = 7200;
/** Refresh-token lifetime in seconds: 1 day, not extended by rotation. */
export const REFRESH_TOKEN_TTL = 24 * 60 * 60;

/** Options of {@link createProvider}. */
export interface ProviderOptions {
  /** Issuer URL, e.g. `http://127.0.0.1:4011`. */
  issuer: string;
  /** Access-token and ID-token lifetime in seconds; default from env IDP_ACCESS_TOKEN_TTL or 7200. */
  accessTokenTtl?: number;
  /** Access-token audience; default {@link DEFAULT_AUDIENCE}. */
  audience?: string;
}

/** What a resource server (the gateway) needs to verify access tokens: signature, issuer, audience, expiry. */
export interface TokenVerificationInfo {
  issuer: string;
  jwksUri: string;
  audience: string;
  algorithms: string[];
}

/** Issuer URL for a host and port. */
export function issuerFor(host: string = DEFAULT_IDP_HOST, port: number = DEFAULT_IDP_PORT): string {
  return `http://${host}:${port}`;
}

/** JWKS URL, issuer and audience for verifying this IdP's access tokens (e.g. with jose `jwtVerify`). */
export function tokenVerificationInfo(
  issuer: string = issuerFor(),
  audience: string = DEFAULT_AUDIENCE,
): TokenVerificationInfo {
  return { issuer, jwksUri: `${issuer}/jwks`, audience, algorithms: ['RS256'] };
}

/** Access-token lifetime from env IDP_ACCESS_TOKEN_TTL (positive integer seconds), else 7200. */
export function accessTokenTtlFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.IDP_ACCESS_TOKEN_TTL;
  if (raw === undefined || raw.trim() === '') return DEFAULT_ACCESS_TOKEN_TTL;
  const ttl = Number(raw);
  if (!Number.isSafeInteger(ttl) || ttl <= 0) {
    throw new Error(`IDP_ACCESS_TOKEN_TTL must be a positive integer number of seconds, got "${raw}"`);
  }
  return ttl;
}

/**
 * oidc-provider v9 drops offline_access from an authorisation request unless `prompt` contains
 * `consent` (lib/actions/authorization/scopes.js, OIDC Core §11). So that the app gets a refresh token
 * without sending prompt=consent itself (spec 000 §1), this adds `consent` to the prompt of the
 * first-party client's requests that ask for offline_access. Consent is automatic (server.ts), so the
 * user sees nothing. `prompt=none` (silent) requests are left alone. Returns true when it changed the query.
 */
export function withOfflineAccessConsent(query: URLSearchParams): boolean {
  if (query.get('client_id') !== CLIENT_ID) return false;
  const scopes = (query.get('scope') ?? '').split(' ');
  if (!scopes.includes('offline_access')) return false;
  const prompts = (query.get('prompt') ?? '').split(' ').filter(Boolean);
  if (prompts.includes('consent') || prompts.includes('none')) return false;
  query.set('prompt', [...prompts, 'consent'].join(' '));
  return true;
}

/** The registration of the web app client. */
export function webClient(): ClientMetadata {
  return {
    client_id: CLIENT_ID,
    client_name: 'Members web app (local)',
    application_type: 'web',
    // spec 000 §1: public SPA client, authorisation code + PKCE, refresh through offline_access.
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: APP_ORIGINS.map((origin) => `${origin}/signin-callback`),
    post_logout_redirect_uris: APP_ORIGINS.map((origin) => `${origin}/logout`),
    scope: SCOPES.join(' '),
  };
}

/** A fresh RS256 signing key as a private JWK (generated at each start). */
function signingJwk() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kid: `idp-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' };
}

/** Identity claims of a persona (spec 000 §3 token claims: member id, sub, email). */
async function findAccount(_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> {
  const persona = findPersonaBySub(sub);
  if (!persona) return undefined;
  return {
    accountId: persona.personId,
    async claims() {
      return {
        sub: persona.personId,
        memberId: persona.personId,
        email: persona.email,
        email_verified: true,
        given_name: persona.givenName,
        family_name: persona.familyName,
        name: `${persona.givenName} ${persona.familyName}`,
      };
    },
  };
}

/** The API gateway as a resource server: JWT access tokens signed RS256 with the provider's key. */
function gatewayResourceServer(audience: string, accessTokenTtl: number): ResourceServer {
  return { scope: SCOPES.join(' '), audience, accessTokenTTL: accessTokenTtl, accessTokenFormat: 'jwt', jwt: { sign: { alg: 'RS256' } } };
}

/**
 * An access token for a persona exactly as a sign-in gets it (RS256 with this provider's key, `iss`, `aud` the
 * gateway, `sub` = the member id, the same claims), issued in the process without the sign-in pages: for the
 * sandbox's own use at start (the messenger's seeded conversations sign their authors in to Matrix with it,
 * mocks/src/matrix/seed.ts). No HTTP route reaches it.
 */
export async function issueAccessToken(provider: Provider, personId: string, { audience = DEFAULT_AUDIENCE, ttlSeconds = 300 } = {}): Promise<string> {
  const client = await provider.Client.find(CLIENT_ID);
  if (!client) throw new Error(`the identity provider has no client ${CLIENT_ID}`);
  const token = new provider.AccessToken({
    accountId: personId,
    client,
    scope: 'openid',
    gty: 'sandbox',
    grantId: 'sandbox',
    expiresIn: ttlSeconds,
    resourceServer: new provider.ResourceServer(audience, gatewayResourceServer(audience, ttlSeconds)),
  });
  return token.save();
}

/** Builds the oidc-provider configuration (exported for inspection in tests). */
export function providerConfiguration(options: ProviderOptions): Configuration {
  const accessTokenTtl = options.accessTokenTtl ?? accessTokenTtlFromEnv();
  const audience = options.audience ?? DEFAULT_AUDIENCE;

  return {
    clients: [webClient()],
    findAccount,
    jwks: { keys: [signingJwk()] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },

    // spec 000 §1: scopes openid profile email offline_access.
    scopes: [...SCOPES],
    // spec 000 §3: a member id claim, sub, email (+ names for display).
    claims: {
      openid: ['sub', 'memberId'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    // Scope-granted claims go into the ID token, not only into userinfo.
    conformIdTokenClaims: false,

    // PKCE is required for every authorisation request; oidc-provider v9 only accepts S256.
    pkce: { required: () => true },
    responseTypes: ['code'],

    // spec 000 §1: offline_access yields a refresh token. v9 keeps offline_access in an authorisation
    // request only with prompt=consent; server.ts adds it for this client (see withOfflineAccessConsent).
    issueRefreshToken: (_ctx, client, source) =>
      client.grantTypeAllowed('refresh_token') && source.scopes.has('offline_access'),
    // Rotate on every use; a rotated (consumed) token presented again is refused with invalid_grant
    // and revokes the whole grant (lib/actions/grants/refresh_token.js).
    rotateRefreshToken: true,

    ttl: {
      AccessToken: accessTokenTtl,
      IdToken: accessTokenTtl,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: REFRESH_TOKEN_TTL,
      Grant: REFRESH_TOKEN_TTL,
      // 1 day from the first issue: a rotated token keeps the remaining lifetime of its predecessor.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? REFRESH_TOKEN_TTL,
    },

    // spec 000 §3: the app reads the member id and email from the (access) token.
    extraTokenClaims: async (_ctx, token) => {
      const persona = 'accountId' in token ? findPersonaBySub(token.accountId) : undefined;
      if (!persona) return undefined;
      return {
        memberId: persona.personId,
        email: persona.email,
        given_name: persona.givenName,
        family_name: persona.familyName,
        name: `${persona.givenName} ${persona.familyName}`,
      };
    },

    clientBasedCORS: (_ctx, origin, client) => client.clientId === CLIENT_ID && APP_ORIGINS.includes(origin),

    features: {
      devInteractions: { enabled: false },
      // Only the client a token was issued to may revoke it.
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      // Advertised in discovery; `/me` itself is answered by userinfo.ts (JWT access tokens).
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      // Every access token is a JWT for the API gateway (RFC 8707 resource indicators).
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return gatewayResourceServer(audience, accessTokenTtl);
        },
      },
    },

    renderError,
  };
}

/** Creates the provider for an issuer (no HTTP server; see server.ts). */
export function createProvider(options: ProviderOptions): Provider {
  const provider = new Provider(options.issuer, providerConfiguration(options));
  return provider;
}

/** RP-initiated logout page: submits itself, with a visible button as fallback. */
async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const confirmedForm = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><button type="submit">Sign out</button></form>',
  );
  ctx.type = 'html';
  ctx.body = htmlPage({
    title: 'Signing out',
    body: `<h1>Signing out</h1>
<p role="status">You are being signed out. If nothing happens, select Sign out.</p>
${confirmedForm}
<script>document.getElementById('op.logoutForm').submit();</script>`,
  });
}

/** Page shown after logout when the app gave no post-logout address. */
async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = htmlPage({
    title: 'Signed out',
    body: '<h1>Signed out</h1>\n<p role="status">You have been signed out.</p>',
  });
}

/** Error page of the provider, without external assets. */
async function renderError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
): Promise<void> {
  ctx.type = 'html';
  ctx.body = htmlPage({
    title: 'Sign-in error',
    body: `<h1>Sign-in error</h1>
<p role="alert">An error has occurred. Please try again later.</p>
<dl><dt>error</dt><dd>${escapeHtml(out.error)}</dd>${
      out.error_description ? `<dt>description</dt><dd>${escapeHtml(out.error_description)}</dd>` : ''
    }</dl>`,
  });
}
