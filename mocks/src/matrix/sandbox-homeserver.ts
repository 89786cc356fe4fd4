// The homeserver as the local stack runs it: JWT login with the identity provider's signing key (the
// member's access token is the Matrix login token: no second password), the personas created at start, the
// seeded conversations sent.
import { createPublicKey } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';
import { personas } from '../personas.ts';
import { HomeserverUnavailableError, ensureSynapse, startHomeserver } from './synapse.ts';
import type { RunningHomeserver } from './synapse.ts';
import { seedConversations } from './seed.ts';
import type { SeedResult } from './seed.ts';

/** How long the stack lets pip install Synapse on a first start. */
export const INSTALL_TIMEOUT_MS = 75_000;

/** Options of {@link startSandboxHomeserver}. */
export interface SandboxHomeserverOptions {
  /** Issuer of the identity provider; its JWKS is at `${issuer}/jwks`. */
  issuer: string;
  /** Audience of the access tokens (the API gateway origin). */
  audience: string;
  host?: string;
  /** Default 8008. */
  port?: number;
  log?: (line: string) => void;
  /** Environment (PYTHON, SYNAPSE_VENV, XDG_CACHE_HOME); default process.env. */
  env?: NodeJS.ProcessEnv;
  /**
   * An access token of the identity provider for a member id: with it the start seeds the conversations of
   * seed.ts (their authors sign in with it); without it there are none.
   */
  accessTokenOf?: (personId: string) => Promise<string>;
}

/**
 * The homeserver (with the seeded conversations, or why there are none), or why the messenger is off.
 */
export type SandboxHomeserver =
  | { homeserver: RunningHomeserver; off?: undefined; seeded?: SeedResult; seedFailure?: string }
  | { homeserver?: undefined; off: string; seeded?: undefined; seedFailure?: undefined };

/** The identity provider's current RS256 public key as PEM (it makes a new key at each start). */
export async function identityProviderKeyPem(issuer: string): Promise<string> {
  const response = await fetch(`${issuer}/jwks`);
  if (!response.ok) throw new Error(`${issuer}/jwks answered ${response.status}`);
  const { keys } = (await response.json()) as { keys: (JsonWebKey & { alg?: string; use?: string })[] };
  const key = keys.find((k) => k.kty === 'RSA' && (k.alg ?? 'RS256') === 'RS256' && (k.use ?? 'sig') === 'sig');
  if (!key) throw new Error(`${issuer}/jwks has no RS256 signing key`);
  return createPublicKey({ key, format: 'jwk' }).export({ type: 'spki', format: 'pem' }).toString();
}

/**
 * Starts Synapse for the sandbox: members sign in with the access token their session holds
 * (RS256, iss = the identity provider, aud = the gateway, sub = member id), every persona exists from the
 * start as @{personId}:ypo, and with `accessTokenOf` the seeded conversations are sent (seed.ts; a failed seeding is
 * logged and leaves the messenger on). Never throws for a missing Python or a failed start: it says why the messenger is off.
 */
export async function startSandboxHomeserver(options: SandboxHomeserverOptions): Promise<SandboxHomeserver> {
  try {
    // Python and the environment first: their absence is the reason to report, whatever else fails.
    // A first install (20 to 45 s measured) that hangs must not hold up the stack (Playwright waits 120 s for it):
    // past the limit the messenger is off and the next start installs again.
    await ensureSynapse({ ...(options.env ? { env: options.env } : {}), ...(options.log ? { log: options.log } : {}), installTimeoutMs: INSTALL_TIMEOUT_MS });
    const homeserver = await startHomeserver({
      ...(options.host ? { host: options.host } : {}),
      ...(options.port === undefined ? {} : { port: options.port }),
      ...(options.log ? { log: options.log } : {}),
      ...(options.env ? { env: options.env } : {}),
      jwt: { publicKeyPem: await identityProviderKeyPem(options.issuer), issuer: options.issuer, audiences: [options.audience] },
      members: personas.map((persona) => ({ id: persona.personId, displayName: `${persona.givenName} ${persona.familyName}` })),
    });
    if (!options.accessTokenOf) return { homeserver };
    // A seeding that fails leaves the messenger on, without the seeded conversations (said in the log).
    try {
      const seeded = await seedConversations({ homeserverUrl: homeserver.url, accessTokenOf: options.accessTokenOf, ...(options.log ? { log: options.log } : {}) });
      return { homeserver, seeded };
    } catch (error) {
      const seedFailure = error instanceof Error ? error.message : String(error);
      (options.log ?? ((line: string) => console.error(`[synapse] ${line}`)))(`the seeded conversations could not be sent: ${seedFailure}`);
      return { homeserver, seedFailure };
    }
  } catch (error) {
    if (error instanceof HomeserverUnavailableError) return { off: error.message };
    return { off: `the homeserver could not be set up: ${error instanceof Error ? error.message : String(error)}` };
  }
}
