/**
 * CLI entry of the local IdP: `node --conditions=@ypo/source src/idp/main.ts` (from mocks/).
 * Env: IDP_PORT (default 4011), IDP_HOST (default 127.0.0.1), IDP_ACCESS_TOKEN_TTL (seconds, default 7200),
 * IDP_APP_ORIGIN and IDP_CONTACT_US_URL (the sign-in page's links, see pages.ts). Alone, it signs the personas in
 * with their documented password; `pnpm mocks` (src/start.ts) checks the sandbox's accounts instead.
 */
import { DEFAULT_IDP_HOST, DEFAULT_IDP_PORT, accessTokenTtlFromEnv } from './provider.ts';
import { startIdp } from './server.ts';

/** Port from env IDP_PORT, else 4011. */
function portFromEnv(): number {
  const raw = process.env.IDP_PORT;
  if (raw === undefined || raw.trim() === '') return DEFAULT_IDP_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`IDP_PORT must be a port number, got "${raw}"`);
  return port;
}

const idp = await startIdp({
  port: portFromEnv(),
  host: process.env.IDP_HOST || DEFAULT_IDP_HOST,
  accessTokenTtl: accessTokenTtlFromEnv(),
});

console.log(`[idp] issuer        ${idp.issuer}`);
console.log(`[idp] discovery     ${idp.issuer}/.well-known/openid-configuration`);
console.log(`[idp] jwks          ${idp.verification.jwksUri}`);
console.log(`[idp] audience      ${idp.verification.audience}`);
console.log('[idp] client        ypo-web (public, PKCE S256); personas: docs/personas.md');

/** Closes the server on Ctrl-C or termination. */
function stop(): void {
  idp.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
