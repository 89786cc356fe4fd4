// The whole local stack in one call: the identity provider, Prism (optional) and the gateway with the
// stateful sandbox in front. `pnpm mocks` (start.ts) runs it as a process; the Playwright fixtures of
// @ypo/testing start it inside the test worker.
import { startGateway } from './gateway/server.ts';
import { DEFAULT_AUDIENCE, issueAccessToken, issuerFor, tokenVerificationInfo } from './idp/provider.ts';
import { startIdp } from './idp/server.ts';
import { homeserverControl } from './matrix/homeserver-control.ts';
import { startSandboxHomeserver } from './matrix/sandbox-homeserver.ts';
import type { SeedResult } from './matrix/seed.ts';
import type { RunningHomeserver } from './matrix/synapse.ts';
import { startPrism } from './prism.ts';
import { createSandbox } from './sandbox/core.ts';
import type { Sandbox } from './sandbox/core.ts';

/** Options of {@link startMocks}. */
export interface MocksOptions {
  /** Loopback host everything listens on; default 127.0.0.1. */
  host?: string;
  /** Gateway port; default 4010 (the address the apps are built with). */
  gatewayPort?: number;
  /** Identity provider port; default 4011 (a fixed port: the sandbox checks tokens against this issuer). */
  idpPort?: number;
  /** Prism port, or `false` to start no Prism (calls no sandbox domain takes then answer 502); default 4012. */
  prismPort?: number | false;
  /** Sandbox snapshot file; default env SANDBOX_SNAPSHOT (none: a fresh seeded network). */
  snapshotPath?: string;
  /** Sandbox log lines; default the sandbox's own (stderr). */
  log?: (line: string) => void;
  /**
   * Port of the messenger's homeserver (Synapse, docs/messenger.md), or `false` for none; default `false`.
   * Without Python 3 (or when it cannot start) the rest still runs and `messengerOff` says why.
   */
  homeserverPort?: number | false;
}

/** The running stack. */
export interface RunningMocks {
  /** Gateway origin, e.g. http://127.0.0.1:4010. */
  gatewayUrl: string;
  /** Issuer of the identity provider, e.g. http://127.0.0.1:4011. */
  idpUrl: string;
  /** The sandbox behind the gateway (operations it implements, reset, snapshots). */
  sandbox: Sandbox;
  /** The messenger's homeserver, when asked for and running. */
  homeserver?: RunningHomeserver;
  /** Why the messenger is off, when a homeserver was asked for and could not run. */
  messengerOff?: string;
  /** The seeded conversations (docs/messenger.md), when the homeserver runs and the seeding worked. */
  messengerSeeded?: SeedResult;
  /** Why there are no seeded conversations, when the seeding failed (the messenger is on all the same). */
  messengerSeedFailure?: string;
  /** Stops every server. */
  close(): Promise<void>;
}

/** Starts the identity provider, Prism (unless `prismPort: false`) and the gateway with the sandbox; resolves when all answer. */
export async function startMocks({
  host = '127.0.0.1',
  gatewayPort = 4010,
  idpPort = 4011,
  prismPort = 4012,
  snapshotPath,
  log,
  homeserverPort = false,
}: MocksOptions = {}): Promise<RunningMocks> {
  const prism = prismPort === false ? undefined : await startPrism({ host, port: prismPort });
  // Tokens are checked against the IdP's JWKS, fetched on the first call (the IdP is up by then).
  const sandbox = createSandbox({
    auth: tokenVerificationInfo(issuerFor(host, idpPort)),
    ...(snapshotPath === undefined ? {} : { snapshotPath }),
    ...(log ? { log } : {}),
  });
  // One account store: the IdP checks sign-ins against the sandbox's accounts, so a password changed or
  // reset (and a username changed) in the app counts at the next sign-in.
  const idp = await startIdp({ host, port: idpPort, accounts: sandbox.accounts });
  // Before the gateway, so that the gateway's health (what `pnpm dev` and Playwright wait for) means the
  // messenger is up or known to be off. It checks member tokens with the key the IdP made at this start.
  const messenger =
    homeserverPort === false
      ? undefined
      : await startSandboxHomeserver({
          issuer: idp.issuer,
          audience: DEFAULT_AUDIENCE,
          host,
          port: homeserverPort,
          // The seeded conversations' authors sign in to Matrix like members, with access tokens of this identity provider.
          accessTokenOf: (personId) => issueAccessToken(idp.provider, personId, { audience: DEFAULT_AUDIENCE }),
          ...(log ? { log } : {}),
        });
  const gateway = await startGateway({
    host,
    port: gatewayPort,
    // Without Prism nothing listens upstream: the gateway answers 502 for what no domain takes.
    upstream: prism?.url ?? `http://${host}:9`,
    // The homeserver's control endpoint first: the sandbox answers every other /__sandbox/ path.
    handlers: [homeserverControl(messenger?.homeserver), sandbox.handler],
    ...(prism ? { health: prism.health } : {}),
  });
  return {
    gatewayUrl: gateway.url,
    idpUrl: idp.issuer,
    sandbox,
    ...(messenger?.homeserver ? { homeserver: messenger.homeserver } : {}),
    ...(messenger?.off === undefined ? {} : { messengerOff: messenger.off }),
    ...(messenger?.seeded ? { messengerSeeded: messenger.seeded } : {}),
    ...(messenger?.seedFailure === undefined ? {} : { messengerSeedFailure: messenger.seedFailure }),
    async close() {
      await Promise.allSettled([sandbox.close(), gateway.close(), idp.close(), prism?.close(), messenger?.homeserver?.close()]);
    },
  };
}
