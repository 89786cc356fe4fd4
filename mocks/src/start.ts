// `pnpm mocks`: the identity provider on 4011, Prism on 4012 (internal) and the gateway on
// 4010 that serves every service prefix. Everything listens on 127.0.0.1 only.
import { startGateway } from './gateway/server.ts';
import { startIdp } from './idp/server.ts';
import { startPrism } from './prism.ts';

const host = '127.0.0.1';
const ports = {
  gateway: Number(process.env.GATEWAY_PORT ?? 4010),
  idp: Number(process.env.IDP_PORT ?? 4011),
  prism: Number(process.env.PRISM_PORT ?? 4012),
};

const prism = await startPrism({ host, port: ports.prism });
const idp = await startIdp({ host, port: ports.idp });
const gateway = await startGateway({ host, port: ports.gateway, upstream: prism.url });
console.log(`mocks ready: gateway ${gateway.url} (Prism ${prism.url}), identity provider ${idp.issuer}`);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await Promise.allSettled([gateway.close(), idp.close(), prism.close()]);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
