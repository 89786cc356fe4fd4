// `pnpm mocks`: the identity provider on 4011, Prism on 4012 (internal) and the gateway on
// 4010 that serves every service prefix: the stateful sandbox first (docs/sandbox.md), Prism's
// contract examples for the rest, and the messenger's homeserver (Synapse) on 8008 (docs/messenger.md).
// Everything listens on 127.0.0.1 only.
import { startMocks } from './stack.ts';

// MESSENGER=off leaves the homeserver out; HOMESERVER_PORT moves it.
const messengerOn = process.env.MESSENGER !== 'off';
const mocks = await startMocks({
  gatewayPort: Number(process.env.GATEWAY_PORT ?? 4010),
  idpPort: Number(process.env.IDP_PORT ?? 4011),
  prismPort: Number(process.env.PRISM_PORT ?? 4012),
  homeserverPort: messengerOn ? Number(process.env.HOMESERVER_PORT ?? 8008) : false,
});
// Snapshot file: env SANDBOX_SNAPSHOT. Sign-in page links: env IDP_APP_ORIGIN, IDP_CONTACT_US_URL.
console.log(
  `mocks ready: gateway ${mocks.gatewayUrl} (sandbox: ${mocks.sandbox.implemented.length} operations; Prism for the rest), identity provider ${mocks.idpUrl}`,
);
if (mocks.homeserver) {
  const { installMs, startMs } = mocks.homeserver.timings;
  console.log(
    `messenger: homeserver ${mocks.homeserver.url} (Synapse, server name ${mocks.homeserver.serverName}; ${installMs ? `installed in ${(installMs / 1000).toFixed(1)} s, ` : ''}answered in ${(startMs / 1000).toFixed(1)} s)`,
  );
  const seeded = mocks.messengerSeeded;
  console.log(
    seeded
      ? `messenger: ${seeded.conversations.length} seeded conversations (${seeded.conversations.reduce((sum, c) => sum + c.messages, 0)} encrypted messages) in ${(seeded.ms / 1000).toFixed(1)} s`
      : `messenger: no seeded conversations (${mocks.messengerSeedFailure ?? 'not asked for'})`,
  );
} else {
  console.log(`messenger: off (${mocks.messengerOff ?? 'MESSENGER=off'})`);
}
void mocks.sandbox.warmInBackground();

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await mocks.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
