/**
 * UserInfo endpoint (`/me`) for the IdP's JWT access tokens. oidc-provider's own userinfo only
 * accepts opaque tokens without an audience, and every access token here is a JWT for the API
 * gateway, so this answers `/me` instead: it verifies the bearer token (signature, issuer, audience,
 * expiry) and returns the persona's claims for the token's scopes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AUTHORIZATION_HEADER, BEARER_SCHEME } from '@ypo/sdk';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { findPersonaBySub } from '../personas.ts';
import { bearerTokenOf } from '../sandbox/auth.ts';
import { APP_ORIGINS } from './provider.ts';
import type { TokenVerificationInfo } from './provider.ts';

/** Claims of a persona released per scope (spec 000 §1 scopes, §3 token claims). */
export function userinfoClaims(sub: string, scopes: ReadonlySet<string>): Record<string, unknown> | undefined {
  const persona = findPersonaBySub(sub);
  if (!persona) return undefined;
  return {
    sub: persona.personId,
    memberId: persona.personId,
    ...(scopes.has('profile')
      ? { name: `${persona.givenName} ${persona.familyName}`, given_name: persona.givenName, family_name: persona.familyName }
      : {}),
    ...(scopes.has('email') ? { email: persona.email, email_verified: true } : {}),
  };
}

/** CORS headers for the app origins (spec: the SPA calls userinfo cross-origin). */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || !APP_ORIGINS.includes(origin)) return {};
  return { 'access-control-allow-origin': origin, vary: 'Origin' };
}

/** Creates the `/me` handler for one issuer. */
export function createUserinfoHandler(verification: TokenVerificationInfo) {
  const jwks = createRemoteJWKSet(new URL(verification.jwksUri));

  return async function userinfo(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': `${AUTHORIZATION_HEADER.toLowerCase()}, content-type`,
        'access-control-max-age': '3600',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { ...cors, allow: 'GET, POST' }).end();
      return;
    }

    const unauthorized = (description: string) => {
      res.writeHead(401, {
        ...cors,
        'content-type': 'application/json',
        'cache-control': 'no-store',
        'www-authenticate': `${BEARER_SCHEME} error="invalid_token", error_description="${description}"`,
      });
      res.end(JSON.stringify({ error: 'invalid_token', error_description: description }));
    };

    const token = bearerTokenOf(req.headers.authorization);
    if (!token) return unauthorized('no access token provided');
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: verification.issuer,
        audience: verification.audience,
        algorithms: verification.algorithms,
        typ: 'at+jwt',
      });
      const scopes = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []);
      if (!scopes.has('openid') || !payload.sub) return unauthorized('token not valid for userinfo');
      const claims = userinfoClaims(payload.sub, scopes);
      if (!claims) return unauthorized('unknown subject');
      res.writeHead(200, { ...cors, 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(claims));
    } catch {
      unauthorized('invalid token provided');
    }
  };
}
