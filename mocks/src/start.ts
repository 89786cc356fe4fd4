// `pnpm mocks`: the identity provider on 4011, Prism on 4012 (internal) and the gateway on
// 4010 that serves every service prefix: the stateful sandbox first (docs/sandbox.md), Prism's
// contract examples for the rest. Everything listens on 127.0.0.1 only.
import { startGateway } from './gateway/server.ts';
import { issuerFor, tokenVerificationInfo } from './idp/provider.ts';
import { startIdp } from './idp/server.ts';
import { startPrism } from './prism.ts';
import { createSandbox } from './sandbox/core.ts';

const host = '127.0.0.1';
const ports = {
  gateway: Number(process.env.GATEWAY_PORT ?? 4010),
  idp: Number(process.env.IDP_PORT ?? 4011),
  prism: Number(process.env.PRISM_PORT ?? 4012),
};

const prism = await startPrism({ host, port: ports.prism });
// Tokens are checked against the IdP's JWKS, fetched on the first call (the IdP is up by then).
// Snapshot file: env SANDBOX_SNAPSHOT.
const sandbox = createSandbox({ auth: tokenVerificationInfo(issuerFor(host, ports.idp)) });
// One account store: the IdP checks sign-ins against the sandbox's accounts, so a password changed or
// reset (and a username changed) in the app counts at the next sign-in. Sign-in page links: env
// IDP_APP_ORIGIN, IDP_CONTACT_US_URL.
const idp = await startIdp({ host, port: ports.idp, accounts: sandbox.accounts });
const gateway = await startGateway({ host, port: ports.gateway, upstream: prism.url, handlers: [sandbox.handler], health: prism.health });
console.log(`mocks ready: gateway ${gateway.url} (sandbox: ${sandbox.implemented.length} operations; Prism ${prism.url} for the rest), identity provider ${idp.issuer}`);
void sandbox.warmInBackground();

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await Promise.allSettled([sandbox.close(), gateway.close(), idp.close(), prism.close()]);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
