// The homeserver as `pnpm mocks` runs it: a member signs in at the local identity provider and the access
// token of that session is the Matrix login (no second password); without Python the messenger is off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_PASSWORD, findPersonaByKind } from '../personas.ts';
import type { Persona } from '../personas.ts';
import { attemptSignInThroughIdp } from '../sandbox/testing.ts';
import { startIdp } from '../idp/server.ts';
import { startMocks } from '../stack.ts';
import type { RunningMocks } from '../stack.ts';
import { startSandboxHomeserver } from './sandbox-homeserver.ts';
import { JWT_LOGIN_TYPE, matrixRequest, pythonMissingReason } from './synapse.ts';

const skipReason = pythonMissingReason();
if (skipReason) console.warn(`sandbox-homeserver.test.ts: the stack test is skipped, the messenger is off (${skipReason})`);

describe('the messenger is off without Python', () => {
  it('says why and starts nothing', async () => {
    const emptyCache = mkdtempSync(join(tmpdir(), 'ypo-no-synapse-'));
    try {
      const result = await startSandboxHomeserver({
        issuer: 'http://127.0.0.1:9',
        audience: 'http://127.0.0.1:4010',
        port: 0,
        env: { PYTHON: join(emptyCache, 'no-python3'), SYNAPSE_VENV: join(emptyCache, 'venv') },
        log: () => {},
      });
      expect(result.homeserver).toBeUndefined();
      expect(result.off).toMatch(/^Python 3 was not found .*no-python3: ENOENT/);
    } finally {
      rmSync(emptyCache, { recursive: true, force: true });
    }
  });
});

describe.skipIf(skipReason !== undefined)('the messenger is off when its port is taken', () => {
  it('says so at once', async () => {
    const idp = await startIdp({ port: 0 });
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()));
    const { port } = taken.address() as AddressInfo;
    try {
      const started = Date.now();
      const result = await startSandboxHomeserver({ issuer: idp.issuer, audience: 'http://127.0.0.1:4010', port, log: () => {} });
      expect(result.off).toBe(`port ${port} on 127.0.0.1 is not free (EADDRINUSE): is another stack running?`);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      taken.close();
      await idp.close();
    }
  });
});

describe.skipIf(skipReason !== undefined)('the stack with the homeserver', () => {
  let mocks: RunningMocks;
  beforeAll(async () => {
    mocks = await startMocks({ gatewayPort: 0, idpPort: 0, prismPort: false, homeserverPort: 0, log: () => {} });
  }, 300_000);
  afterAll(async () => {
    await mocks?.close();
  });

  it("signs a member in to Matrix with the access token of their identity provider session", async () => {
    expect(mocks.messengerOff).toBeUndefined();
    const homeserver = mocks.homeserver;
    if (!homeserver) throw new Error('no homeserver');
    const member = findPersonaByKind('member') as Persona;
    const { token } = await attemptSignInThroughIdp(mocks.idpUrl, member.username, PERSONA_PASSWORD);
    expect(token).toBeTruthy();
    const { status, body } = await matrixRequest<{ user_id: string }>(homeserver.url, 'POST', '/_matrix/client/v3/login', {
      body: { type: JWT_LOGIN_TYPE, token },
    });
    expect(status).toBe(200);
    expect(body.user_id).toBe(`@${member.personId}:ypo`);
    const profile = await matrixRequest<{ displayname: string }>(homeserver.url, 'GET', `/_matrix/client/v3/profile/${encodeURIComponent(body.user_id)}`, {
      token: homeserver.adminToken,
    });
    expect(profile.body.displayname).toBe(`${member.givenName} ${member.familyName}`);
  });
});
