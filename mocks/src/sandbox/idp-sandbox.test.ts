/** The sandbox with the real local IdP: a persona signs in (code + PKCE) and calls the gateway with the access token. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../gateway/server.ts';
import { startIdp } from '../idp/server.ts';
import type { RunningIdp } from '../idp/server.ts';
import { findPersonaByUsername } from '../personas.ts';
import { createSandbox } from './core.ts';
import type { Sandbox } from './core.ts';
import { signInThroughIdp } from './testing.ts';

let idp: RunningIdp;
let sandbox: Sandbox;
let gateway: { url: string; close(): Promise<void> };

beforeAll(async () => {
  idp = await startIdp({ port: 0 });
  sandbox = createSandbox({ auth: idp.verification, snapshotPath: undefined, log: () => {} });
  gateway = await startGateway({ port: 0, upstream: 'http://127.0.0.1:9', handlers: [sandbox.handler] });
});

afterAll(async () => {
  await gateway?.close();
  await idp?.close();
});

const signIn = (username: string) => signInThroughIdp(idp.issuer, username);

describe('sandbox behind the local IdP', () => {
  it("accepts the IdP's access token and answers the persona's world", async () => {
    const token = await signIn('bruno.lindqvist');
    const response = await fetch(`${gateway.url}/communities/api/community/GetUserPermissionsAndCommunities`, {
      headers: { Authorization: `Bearer ${token}`, 'Ocp-Apim-Subscription-Key': 'k' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(findPersonaByUsername('bruno.lindqvist')?.permissionsResult);
    expect(sandbox.violations).toEqual([]);
  });

  it('refuses a token this IdP did not sign', async () => {
    const forged = ['eyJhbGciOiJSUzI1NiIsImtpZCI6Im5vcGUifQ', 'eyJzdWIiOiJ4In0', 'c2ln'].join('.');
    const response = await fetch(`${gateway.url}/communities/api/community/GetUserPermissionsAndCommunities`, {
      headers: { Authorization: `Bearer ${forged}`, 'Ocp-Apim-Subscription-Key': 'k' },
    });
    expect(response.status).toBe(401);
  });
});
