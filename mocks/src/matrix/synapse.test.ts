// Integration test against a real Synapse (installed once into the cache, docs/messenger.md): members sign in
// with an RS256 access token like the identity provider's, rooms are private and encrypted, ids are @{id}:ypo.
import { KeyObject } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPersonaByKind, personas } from '../personas.ts';
import type { Persona } from '../personas.ts';
import { createLocalIssuer } from '../sandbox/testing.ts';
import type { LocalIssuer } from '../sandbox/testing.ts';
import { HomeserverUnavailableError, JWT_LOGIN_TYPE, ensureSynapse, matrixRequest, matrixUserIdOf, pythonMissingReason, startHomeserver } from './synapse.ts';
import type { RunningHomeserver } from './synapse.ts';

const skipReason = pythonMissingReason();
if (skipReason) console.warn(`synapse.test.ts skipped: the messenger is off (${skipReason})`);

const amara = personas[0] as Persona;
const bruno = findPersonaByKind('chapter-administrator') as Persona;

describe.skipIf(skipReason !== undefined)('the sandbox homeserver (Synapse)', () => {
  let homeserver: RunningHomeserver;
  let issuer: LocalIssuer;

  const login = (token: string) =>
    matrixRequest<{ user_id?: string; access_token?: string; errcode?: string }>(homeserver.url, 'POST', '/_matrix/client/v3/login', {
      body: { type: JWT_LOGIN_TYPE, token },
    });
  const signIn = async (persona: Persona) => {
    const { status, body } = await login(await issuer.sign(persona));
    expect(status).toBe(200);
    return body as { user_id: string; access_token: string };
  };

  // The state directory of a homeserver that was killed (its process is gone): the next start deletes it.
  const staleStateDir = join(tmpdir(), 'ypo-synapse', 'state-killed-test');
  beforeAll(async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    mkdirSync(staleStateDir, { recursive: true });
    writeFileSync(join(staleStateDir, 'synapse.pid'), String(gone));
    issuer = await createLocalIssuer();
    const publicKeyPem = KeyObject.from(issuer.publicKey).export({ type: 'spki', format: 'pem' }).toString();
    homeserver = await startHomeserver({
      port: 0,
      jwt: { publicKeyPem, issuer: issuer.issuer, audiences: [issuer.audience] },
      members: personas.map((p) => ({ id: p.personId, displayName: `${p.givenName} ${p.familyName}` })),
      log: () => {},
    });
  }, 300_000);
  afterAll(async () => {
    await homeserver?.close();
  });

  it('deletes the state directories of homeservers that were killed', () => {
    expect(existsSync(staleStateDir)).toBe(false);
  });

  it('has every persona from the start, named, as @{id}:ypo', async () => {
    for (const persona of [amara, bruno]) {
      const { status, body } = await matrixRequest<{ name: string; displayname: string; admin: boolean }>(
        homeserver.url,
        'GET',
        `/_synapse/admin/v2/users/${encodeURIComponent(`@${persona.personId}:ypo`)}`,
        { token: homeserver.adminToken },
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({ name: `@${persona.personId}:ypo`, displayname: `${persona.givenName} ${persona.familyName}`, admin: false });
    }
  });

  it('offers the JWT login only: no passwords, registration closed', async () => {
    const flows = await matrixRequest<{ flows: { type: string }[] }>(homeserver.url, 'GET', '/_matrix/client/v3/login');
    const types = flows.body.flows.map((flow) => flow.type);
    expect(types).toContain(JWT_LOGIN_TYPE);
    expect(types).not.toContain('m.login.password');
    const register = await matrixRequest<{ errcode?: string }>(homeserver.url, 'POST', '/_matrix/client/v3/register', {
      body: { username: 'intruder', password: 'Intruder-2026!', auth: { type: 'm.login.dummy' } },
    });
    expect(register.status).toBe(403);
    expect(register.body.errcode).toBe('M_FORBIDDEN');
  });

  it('signs members in with their access token as @{memberId}:ypo', async () => {
    const a = await signIn(amara);
    const b = await signIn(bruno);
    expect(a.user_id).toBe(`@${amara.personId}:ypo`);
    expect(b.user_id).toBe(matrixUserIdOf(bruno.personId));
    const whoami = await matrixRequest<{ user_id: string }>(homeserver.url, 'GET', '/_matrix/client/v3/account/whoami', { token: a.access_token });
    expect(whoami.body.user_id).toBe(`@${amara.personId}:ypo`);
  });

  it('refuses tokens of another key, another audience or issuer, and expired ones', async () => {
    const bad = [
      await issuer.sign(amara, { key: await issuer.otherKey() }),
      await issuer.sign(amara, { audience: 'http://127.0.0.1:9999' }),
      await issuer.sign(amara, { issuer: 'http://127.0.0.1:4999/someone-else' }),
      await issuer.sign(amara, { expiresIn: -600 }),
    ];
    for (const token of bad) {
      const { status, body } = await login(token);
      expect(status).toBe(403);
      expect(body.errcode).toBe('M_FORBIDDEN');
    }
  });

  it('creates a private encrypted room, invites the other member, who joins', async () => {
    const a = await signIn(amara);
    const b = await signIn(bruno);
    const created = await matrixRequest<{ room_id: string }>(homeserver.url, 'POST', '/_matrix/client/v3/createRoom', {
      token: a.access_token,
      body: {
        preset: 'private_chat',
        is_direct: true,
        invite: [b.user_id],
        initial_state: [{ type: 'm.room.encryption', state_key: '', content: { algorithm: 'm.megolm.v1.aes-sha2' } }],
      },
    });
    expect(created.status).toBe(200);
    const roomId = encodeURIComponent(created.body.room_id);
    const state = (type: string) => matrixRequest<Record<string, unknown>>(homeserver.url, 'GET', `/_matrix/client/v3/rooms/${roomId}/state/${type}`, { token: a.access_token });
    expect((await state('m.room.encryption')).body).toMatchObject({ algorithm: 'm.megolm.v1.aes-sha2' });
    expect((await state('m.room.join_rules')).body).toEqual({ join_rule: 'invite' });

    // A stranger cannot join the private room; the invited member can.
    const stranger = await signIn(findPersonaByKind('team-member') as Persona);
    expect((await matrixRequest(homeserver.url, 'POST', `/_matrix/client/v3/join/${roomId}`, { token: stranger.access_token, body: {} })).status).toBe(403);
    expect((await matrixRequest(homeserver.url, 'POST', `/_matrix/client/v3/join/${roomId}`, { token: b.access_token, body: {} })).status).toBe(200);
    const members = await matrixRequest<{ joined: Record<string, unknown> }>(homeserver.url, 'GET', `/_matrix/client/v3/rooms/${roomId}/joined_members`, { token: b.access_token });
    expect(Object.keys(members.body.joined).sort()).toEqual([a.user_id, b.user_id].sort());
  });

  it('encrypts every new room, even one created without the encryption state', async () => {
    const a = await signIn(amara);
    const created = await matrixRequest<{ room_id: string }>(homeserver.url, 'POST', '/_matrix/client/v3/createRoom', {
      token: a.access_token,
      body: { preset: 'private_chat', name: 'Plain' },
    });
    const encryption = await matrixRequest<{ algorithm?: string }>(
      homeserver.url,
      'GET',
      `/_matrix/client/v3/rooms/${encodeURIComponent(created.body.room_id)}/state/m.room.encryption`,
      { token: a.access_token },
    );
    expect(encryption.status).toBe(200);
    expect(encryption.body.algorithm).toBe('m.megolm.v1.aes-sha2');
  });
});

describe.skipIf(skipReason !== undefined)('installing the homeserver', () => {
  it('gives up on a pip run past its time limit, leaving no half-filled environment behind', async () => {
    const cache = mkdtempSync(join(tmpdir(), 'ypo-synapse-install-'));
    const venv = join(cache, 'venv');
    try {
      const install = ensureSynapse({ env: { ...process.env, SYNAPSE_VENV: venv }, log: () => {}, installTimeoutMs: 500 });
      const error = await install.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(HomeserverUnavailableError);
      expect(error).toMatchObject({ code: 'install-failed', message: expect.stringMatching(/^pip could not install .*: did not finish within \d+ s$/) });
      expect(existsSync(venv)).toBe(false);
      expect(existsSync(`${venv}.lock`)).toBe(false);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }, 60_000);
});
