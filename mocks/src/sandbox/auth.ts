// Bearer-token check of the gateway: signature (the IdP's JWKS, or a key given in tests), issuer,
// audience and expiry, then the persona behind the token's subject.
import { BEARER_SCHEME } from '@ypo/sdk';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { JWK, JWTPayload, JWTVerifyGetKey } from 'jose';
import type { KeyObject, webcrypto } from 'node:crypto';
import { findPersonaBySub } from '../personas.ts';
import type { Persona } from '../personas.ts';

/** Key material for verification: a public key (tests, bench) or a key-set resolver. */
export type VerificationKey = webcrypto.CryptoKey | KeyObject | JWK | Uint8Array | JWTVerifyGetKey;

/** What the gateway checks tokens against (cf. tokenVerificationInfo() of idp/provider.ts). */
export interface TokenVerificationOptions {
  issuer: string;
  audience: string;
  /** JWKS URL of the IdP; fetched on first use (so the IdP may start after the sandbox). */
  jwksUri?: string;
  /** A key to use instead of the JWKS (tests). */
  key?: VerificationKey;
  algorithms?: string[];
}

/** Result of a token check. */
export type TokenCheck = { ok: true; persona: Persona; claims: JWTPayload } | { ok: false; detail: string };

/** A token checker; results are cached per token until the token expires. */
export type TokenVerifier = (authorization: string | undefined) => Promise<TokenCheck>;

const MAX_CACHE = 2000;

const BEARER = new RegExp(`^${BEARER_SCHEME}\\s+(\\S+)\\s*$`, 'i');

/** The token of an `Authorization: Bearer <token>` header value, if it has that form. */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  return BEARER.exec(authorization ?? '')?.[1];
}

/** Builds the token checker of the gateway. */
export function createTokenVerifier(options: TokenVerificationOptions): TokenVerifier {
  const key: VerificationKey | undefined =
    options.key ?? (options.jwksUri ? createRemoteJWKSet(new URL(options.jwksUri), { cooldownDuration: 1000 }) : undefined);
  if (!key) throw new Error('token verification needs a jwksUri or a key');
  const algorithms = options.algorithms ?? ['RS256'];
  const cache = new Map<string, { persona: Persona; claims: JWTPayload; exp: number }>();

  return async (authorization) => {
    const token = bearerTokenOf(authorization);
    if (!token) return { ok: false, detail: 'The access token is missing or has expired.' };
    const cached = cache.get(token);
    if (cached) {
      if (cached.exp * 1000 > Date.now()) return { ok: true, persona: cached.persona, claims: cached.claims };
      cache.delete(token);
      return { ok: false, detail: 'The access token is missing or has expired.' };
    }
    let claims: JWTPayload;
    try {
      const verified =
        typeof key === 'function'
          ? await jwtVerify(token, key, { issuer: options.issuer, audience: options.audience, algorithms, requiredClaims: ['exp', 'sub'] })
          : await jwtVerify(token, key, { issuer: options.issuer, audience: options.audience, algorithms, requiredClaims: ['exp', 'sub'] });
      claims = verified.payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) return { ok: false, detail: 'The access token is missing or has expired.' };
      if (error instanceof joseErrors.JWTClaimValidationFailed) return { ok: false, detail: `The access token is invalid: ${error.claim} claim check failed.` };
      if (error instanceof joseErrors.JWSSignatureVerificationFailed) return { ok: false, detail: 'The access token is invalid: signature verification failed.' };
      if (error instanceof joseErrors.JWKSNoMatchingKey) return { ok: false, detail: 'The access token is invalid: no matching signing key.' };
      if (error instanceof joseErrors.JOSEError) return { ok: false, detail: `The access token is invalid: ${error.code}.` };
      return { ok: false, detail: 'The access token could not be verified.' };
    }
    const persona = findPersonaBySub(String(claims.sub));
    if (!persona) return { ok: false, detail: 'The access token names no known member.' };
    if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value as string);
    cache.set(token, { persona, claims, exp: claims.exp ?? 0 });
    return { ok: true, persona, claims };
  };
}
