// The homeserver as `pnpm mocks` runs it: a member signs in at the local identity provider and the access
// token of that session is the Matrix login (no second password); without Python the messenger is off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONA_PASSWORD, findPersonaByKind, findPersonaByUsername, personas } from '../personas.ts';
import type { Persona } from '../personas.ts';
import { attemptSignInThroughIdp } from '../sandbox/testing.ts';
import { startIdp } from '../idp/server.ts';
import { startMocks } from '../stack.ts';
import type { RunningMocks } from '../stack.ts';
import { startSandboxHomeserver } from './sandbox-homeserver.ts';
import type { HomeserverRoomEvents } from './homeserver-control.ts';
import { SEEDED_CONVERSATIONS, SEED_DEVICE_NAME } from './seed.ts';
import { JWT_LOGIN_TYPE, matrixRequest, matrixUserIdOf, pythonMissingReason } from './synapse.ts';

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

describe.skipIf(skipReason !== undefined)('a seeding that fails', () => {
  it('leaves the messenger on and says why', async () => {
    const idp = await startIdp({ port: 0 });
    const lines: string[] = [];
    const result = await startSandboxHomeserver({
      issuer: idp.issuer,
      audience: 'http://127.0.0.1:4010',
      port: 0,
      log: (line) => lines.push(line),
      accessTokenOf: () => Promise.reject(new Error('no token today')),
    });
    try {
      expect(result.off).toBeUndefined();
      expect(result.seedFailure).toBe('no token today');
      expect(result.seeded).toBeUndefined();
      expect(lines).toContain('the seeded conversations could not be sent: no token today');
      const versions = await fetch(`${result.homeserver?.url}/_matrix/client/versions`);
      expect(versions.ok).toBe(true);
    } finally {
      await result.homeserver?.close();
      await idp.close();
    }
  }, 120_000);
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

  const admin = <T>(path: string) => {
    const homeserver = mocks.homeserver;
    if (!homeserver) throw new Error('no homeserver');
    return matrixRequest<T>(homeserver.url, 'GET', path, { token: homeserver.adminToken });
  };
  const roomEvents = async (roomId: string) => {
    const response = await fetch(`${mocks.gatewayUrl}/__sandbox/homeserver/rooms/${encodeURIComponent(roomId)}/events`);
    return { status: response.status, body: (await response.json()) as HomeserverRoomEvents & { detail?: string } };
  };

  it('seeds the conversations at start: private, invite-only, version 11, encrypted, named, with their members and invitations', async () => {
    const seeded = mocks.messengerSeeded;
    expect(mocks.messengerSeedFailure).toBeUndefined();
    expect(seeded?.conversations.map((c) => c.key)).toEqual(SEEDED_CONVERSATIONS.map((c) => c.key));
    console.info(`seeded ${seeded?.conversations.length} conversations in ${seeded?.ms} ms`);
    for (const [index, conversation] of (seeded?.conversations ?? []).entries()) {
      const seed = SEEDED_CONVERSATIONS[index];
      const { status, body: room } = await admin<{ name: string | null; version: string; encryption: string | null; join_rules: string; public: boolean; joined_members: number }>(
        `/_synapse/admin/v1/rooms/${encodeURIComponent(conversation.roomId)}`,
      );
      expect(status).toBe(200);
      expect(room).toMatchObject({ name: seed?.name ?? null, version: '11', encryption: 'm.megolm.v1.aes-sha2', join_rules: 'invite', public: false });
      expect(room.joined_members).toBe(1 + (seed?.joined.length ?? 0));
      const { body: state } = await admin<{ state: { type: string; state_key: string; content: Record<string, unknown> }[] }>(
        `/_synapse/admin/v1/rooms/${encodeURIComponent(conversation.roomId)}/state`,
      );
      const stateOf = (type: string, key = '') => state.state.find((event) => event.type === type && event.state_key === key)?.content;
      expect(stateOf('m.room.create')?.['org.ypo.direct']).toBe(seed?.isDirect);
      expect(stateOf('m.room.encryption')).toEqual({ algorithm: 'm.megolm.v1.aes-sha2' });
      const memberships = Object.fromEntries(state.state.filter((event) => event.type === 'm.room.member').map((event) => [event.state_key, event.content.membership]));
      expect(memberships).toEqual({
        ...Object.fromEntries(conversation.members.map((id) => [id, 'join'])),
        ...Object.fromEntries(conversation.invited.map((id) => [id, 'invite'])),
      });
      // The owner is the one member at the top level (spec 002 §4).
      const levels = (stateOf('m.room.power_levels')?.users ?? {}) as Record<string, number>;
      expect(Object.entries(levels).filter(([, level]) => level === 100).map(([id]) => id)).toEqual([conversation.members[0]]);
    }
    // amara.okafor's invitation, left pending.
    const amara = matrixUserIdOf(findPersonaByUsername('amara.okafor')?.personId ?? '');
    expect(seeded?.conversations.filter((c) => c.invited.includes(amara)).map((c) => c.name)).toEqual(['Family Business Forum']);
  });

  it('holds only encrypted messages for the seeded conversations (through the gateway control endpoint), and no seed device is left', async () => {
    for (const conversation of mocks.messengerSeeded?.conversations ?? []) {
      const { status, body } = await roomEvents(conversation.roomId);
      expect(status).toBe(200);
      expect(body.roomId).toBe(conversation.roomId);
      expect(body.types.filter((type) => type === 'm.room.encrypted')).toHaveLength(conversation.messages);
      expect(body.types).not.toContain('m.room.message');
      expect(body.types[0]).toBe('m.room.create');
      expect(body.plaintextBodies).toBe(0);
      for (const member of conversation.members) {
        const { body: devices } = await admin<{ devices: { display_name: string | null }[] }>(`/_synapse/admin/v2/users/${encodeURIComponent(member)}/devices`);
        expect(devices.devices.filter((device) => device.display_name === SEED_DEVICE_NAME)).toEqual([]);
      }
    }
    const unknown = await roomEvents('!nothing-here:ypo');
    expect(unknown.status).toBe(404);
  });

  it("shows amara.okafor's browser the seeded list: names, members, unread counts and the invitation, the old texts undecryptable", async () => {
    const homeserver = mocks.homeserver;
    if (!homeserver) throw new Error('no homeserver');
    const amara = findPersonaByUsername('amara.okafor') as Persona;
    const { token } = await attemptSignInThroughIdp(mocks.idpUrl, amara.username, PERSONA_PASSWORD);
    const { connectMessenger, UNDECRYPTABLE_MESSAGE_TYPE } = await import('@ypo/headless/messenger-client');
    const client = await connectMessenger({ homeserverUrl: homeserver.url, memberId: amara.personId, accessToken: token ?? '', indexedDB: undefined, deviceIdStorage: undefined });
    try {
      await client.start();
      const list = client.conversations();
      const seeded = (mocks.messengerSeeded?.conversations ?? []).filter((c) => [...c.members, ...c.invited].includes(client.userId));
      expect(list.map((c) => c.id).sort()).toEqual(seeded.map((c) => c.roomId).sort());
      const byKey = (key: string) => list.find((c) => c.id === seeded.find((s) => s.key === key)?.roomId);
      expect(byKey('amara-bruno')).toMatchObject({ name: null, isDirect: true, isInvite: false, unreadCount: 1 });
      expect(byKey('retreat-planning')).toMatchObject({ name: 'Lisbon Retreat Planning', isDirect: false, isInvite: false, unreadCount: 1 });
      expect(byKey('retreat-planning')?.participants).toHaveLength(4);
      expect(byKey('family-business-forum')).toMatchObject({ name: 'Family Business Forum', isInvite: true, unreadCount: 1 });
      expect(client.unreadChatCount()).toBe(3);
      // Keys went to the seed devices only (docs/messenger.md): this new device cannot read the seeded texts.
      const latest = byKey('amara-bruno')?.events.at(-1);
      expect(latest).toMatchObject({ type: UNDECRYPTABLE_MESSAGE_TYPE, messageText: '' });
    } finally {
      await client.logout();
    }
  });

  it('leaves the E2E personas out of every seeded conversation: their messenger starts empty', async () => {
    for (const username of ['chen.weiling', 'esperanza.ruiz', 'ines.delacroix']) {
      const persona = personas.find((p) => p.username === username) as Persona;
      const { body } = await admin<{ joined_rooms: string[] }>(`/_synapse/admin/v1/users/${encodeURIComponent(matrixUserIdOf(persona.personId))}/joined_rooms`);
      expect(body.joined_rooms).toEqual([]);
      for (const conversation of mocks.messengerSeeded?.conversations ?? []) {
        expect([...conversation.members, ...conversation.invited]).not.toContain(matrixUserIdOf(persona.personId));
      }
    }
  });
});
