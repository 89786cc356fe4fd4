// Integration test of the messenger's client against a real Synapse (the sandbox's, mocks/src/matrix/synapse.ts,
// on a free port): members sign in with an RS256 access token like the identity provider's, Rust crypto runs
// in Node (its wasm read from disk; the crypto store in memory: Node has no IndexedDB), messages are
// end-to-end encrypted and the homeserver holds only m.room.encrypted events. Skipped, with the reason,
// without Python 3.
import { createSign, generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { personas } from '../../../../../../mocks/src/personas.ts';
import type { Persona } from '../../../../../../mocks/src/personas.ts';
import { matrixRequest, pythonMissingReason, startHomeserver } from '../../../../../../mocks/src/matrix/synapse.ts';
import type { RunningHomeserver } from '../../../../../../mocks/src/matrix/synapse.ts';
import { AppError } from '../../../core/messages';
import { CHAT_HISTORY_PAGE_SIZE, draftConversationId, groupActionsFor, groupOwner, planSend, readMarkerEventId, toChatUserId } from '../../../core/messenger';
import { createUnreadCounter } from '../unread-counter';
import { connectMessenger } from './messenger-client';
import type { MessengerLogger } from './messenger-client';
import { MESSENGER_STORE_PREFIX } from './storage';
import type { MessengerClient } from './messenger-client';

const skipReason = pythonMissingReason();
if (skipReason) console.warn(`messenger-client.test.ts skipped: the messenger is off (${skipReason})`);

const ISSUER = 'http://127.0.0.1:4011';
const AUDIENCE = 'http://127.0.0.1:4010';
const [amara, daniel, kwame] = personas as [Persona, Persona, Persona];

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An access token as the identity provider signs it (RS256; sub = the member id). */
function accessToken(privateKey: KeyObject, persona: Persona): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'at+jwt', kid: 'test' }));
  const payload = base64url(JSON.stringify({ iss: ISSUER, aud: AUDIENCE, sub: persona.personId, iat: now - 60, exp: now + 3600 }));
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}

/** A logger that drops everything (the fallback below warns on purpose). */
const silent: MessengerLogger = { getChild: () => silent, trace: () => {}, debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

/** Polls until `check` returns a value (not undefined/false) or throws after `timeoutMs`. */
async function eventually<T>(check: () => T | undefined | false, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(skipReason !== undefined)('the messenger client against Synapse', () => {
  let homeserver: RunningHomeserver;
  let privateKey: KeyObject;
  const running: MessengerClient[] = [];
  /** The /messages requests (history pages) each member's client made. */
  const historyRequests = new Map<string, URL[]>();
  /** Members whose /sync requests are held (offline for a while), with the release of the hold. */
  const offline = new Map<string, { held: Promise<void>; release: () => void }>();
  const goOffline = (persona: Persona) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    offline.set(persona.personId, { held, release });
  };
  const comeBack = (persona: Persona) => {
    offline.get(persona.personId)?.release();
    offline.delete(persona.personId);
  };

  const connect = async (persona: Persona) => {
    const requests: URL[] = [];
    historyRequests.set(persona.personId, requests);
    const fetchFn: typeof fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith('/messages')) requests.push(url);
      if (url.pathname.endsWith('/sync')) await offline.get(persona.personId)?.held;
      return fetch(input, init);
    };
    const client = await connectMessenger({
      homeserverUrl: homeserver.url,
      memberId: persona.personId,
      accessToken: accessToken(privateKey, persona),
      indexedDB: undefined,
      deviceIdStorage: undefined,
      fetchFn,
    });
    running.push(client);
    await client.start();
    return client;
  };

  const storedEventTypes = async (roomId: string) => {
    const { status, body } = await matrixRequest<{ chunk: { type: string; content: Record<string, unknown> }[] }>(
      homeserver.url,
      'GET',
      `/_synapse/admin/v1/rooms/${encodeURIComponent(roomId)}/messages?dir=b&limit=1000`,
      { token: homeserver.adminToken },
    );
    expect(status).toBe(200);
    return body.chunk;
  };

  beforeAll(async () => {
    const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
    privateKey = keys.privateKey;
    homeserver = await startHomeserver({
      port: 0,
      jwt: { publicKeyPem: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(), issuer: ISSUER, audiences: [AUDIENCE] },
      members: [amara, daniel, kwame].map((p) => ({ id: p.personId, displayName: `${p.givenName} ${p.familyName}` })),
      log: () => {},
    });
  }, 300_000);
  afterAll(async () => {
    for (const client of running) client.stop();
    await homeserver?.close();
  });

  let a: MessengerClient;
  let b: MessengerClient;
  let roomId: string;

  it('signs two members in with their access tokens; the store is in memory without IndexedDB', async () => {
    a = await connect(amara);
    b = await connect(daniel);
    expect(a.userId).toBe(toChatUserId(amara.personId));
    expect(b.userId).toBe(`@${daniel.personId}:ypo`);
    expect(a.isStorePersistent).toBe(false);
    expect(a.matrix.getCrypto()).toBeDefined();
  }, 60_000);

  it('refuses a token of another key as forbidden', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const refused = connectMessenger({ homeserverUrl: homeserver.url, memberId: amara.personId, accessToken: accessToken(other, amara), indexedDB: undefined, deviceIdStorage: undefined });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('sends into a draft: the private encrypted room is created with the participant, who joins, receives and decrypts; the read marker moves', async () => {
    // spec 002 §4: a draft conversation (id starts with '!') is first created as a private room, then the message is sent.
    const draft = draftConversationId([daniel.personId]) ?? '';
    const plan = planSend({ conversationId: draft, sendState: 'IDLE', text: 'Hello Daniel, lunch on Friday?', me: a.userId });
    if (!plan.ok) throw new Error(plan.message);
    const [create, send] = plan.steps;
    if (create?.kind !== 'createRoom' || send?.kind !== 'sendText') throw new Error('unexpected plan');
    roomId = await a.createPrivateRoom({ invite: create.invite, isDirect: create.isDirect });
    const eventId = await a.sendText(roomId, send.text);

    await eventually(() => b.conversations().find((c) => c.id === roomId)?.isInvite, 'the invite');
    // The invitation is the unread conversation until Daniel opens (joins) it.
    expect(b.unreadChatCount()).toBe(1);
    await b.join(roomId);
    const received = await eventually(() => b.messagesOf(roomId).find((m) => m.id === eventId && m.messageText !== ''), 'the decrypted message');
    expect(received).toMatchObject({ type: 'm.text', author: a.userId, status: 'sent', messageText: 'Hello Daniel, lunch on Friday?' });
    await eventually(() => a.messagesOf(roomId).find((m) => m.id === eventId && m.status === 'sent'), 'the sent status at Amara');
    expect(a.conversation(roomId)).toMatchObject({ id: roomId, name: null, isInvite: false, isDirect: true, unreadCount: 0 });
    expect(groupOwner(a.groupRoomOf(roomId))).toBeNull();
    expect(groupActionsFor(a.groupRoomOf(roomId), a.userId)).toEqual(['leave']);

    // Joining covers what came before; the reply is the member's own; a new message of Amara's is unread.
    expect(b.unreadChatCount()).toBe(0);
    await b.sendText(roomId, 'Friday works. Where?');
    await eventually(() => a.messagesOf(roomId).some((m) => m.messageText === 'Friday works. Where?'), 'the reply at Amara');
    const nextId = await a.sendText(roomId, 'The harbour café at noon.');
    await eventually(() => b.messagesOf(roomId).some((m) => m.id === nextId && m.messageText !== ''), 'the second message at Daniel');
    expect(b.conversation(roomId).unreadCount).toBe(1);
    expect(b.unreadChatCount()).toBe(1);
    expect(a.unreadChatCount()).toBe(0);
    expect(readMarkerEventId(b.messagesOf(roomId))).toBe(nextId);
    expect(a.readUpTo(roomId, b.userId)).not.toBe(nextId);
    await b.markRead(roomId);
    expect(b.unreadChatCount()).toBe(0);
    await eventually(() => a.readUpTo(roomId, daniel.personId) === nextId, "Daniel's read marker at Amara's");
    expect([...a.conversation(roomId).participants].sort()).toEqual([a.userId, b.userId].sort());
  }, 60_000);

  it('loads history in pages of 75, decrypted', async () => {
    // Daniel is offline while Amara sends 100 messages: his next sync has the latest few and a gap before them.
    goOffline(daniel);
    const total = 100;
    for (let index = 1; index <= total; index += 1) await a.sendText(roomId, `message ${index}`);
    comeBack(daniel);
    await eventually(() => b.messagesOf(roomId).some((m) => m.messageText === `message ${total}`), 'the latest message after coming back');
    expect(b.messagesOf(roomId).some((m) => m.messageText === 'message 1')).toBe(false);

    const pages: number[] = [];
    let hasMore = true;
    while (hasMore && !b.messagesOf(roomId).some((m) => m.messageText === 'message 1')) {
      const before = b.messagesOf(roomId).length;
      hasMore = await b.loadOlder(roomId);
      pages.push(b.messagesOf(roomId).length - before);
    }
    const texts = b.messagesOf(roomId).map((m) => m.messageText);
    for (let index = 1; index <= total; index += 1) expect(texts).toContain(`message ${index}`);
    expect(b.messagesOf(roomId).filter((m) => m.type === 'undecryptable')).toEqual([]);
    // The sync after the gap had the latest few; the rest came in pages of 75 events.
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]).toBe(CHAT_HISTORY_PAGE_SIZE);
    const requests = historyRequests.get(daniel.personId) ?? [];
    expect(requests.length).toBeGreaterThanOrEqual(2);
    for (const url of requests) expect(url.searchParams.get('limit')).toBe(String(CHAT_HISTORY_PAGE_SIZE));
  }, 120_000);

  it('stores only encrypted message events on the homeserver', async () => {
    const events = await storedEventTypes(roomId);
    expect(events.filter((event) => event.type === 'm.room.encrypted').length).toBeGreaterThanOrEqual(103);
    expect(events.filter((event) => event.type === 'm.room.message')).toEqual([]);
    expect(JSON.stringify(events)).not.toContain('lunch on Friday');
  });

  it('groups: the owner names, renames, invites and kicks; others cannot rename; a member leaves and forgets', async () => {
    const c = await connect(kwame);
    const groupId = await a.createPrivateRoom({ invite: [daniel.personId, toChatUserId(kwame.personId)], isDirect: false, name: 'Harbor founders' });
    await eventually(() => b.conversations().some((conv) => conv.id === groupId), 'the group invite at Daniel');
    await eventually(() => c.conversations().some((conv) => conv.id === groupId), 'the group invite at Kwame');
    await b.join(groupId);
    await c.join(groupId);
    await eventually(() => a.conversation(groupId).participants.length === 3, 'three participants');
    expect(a.conversation(groupId)).toMatchObject({ name: 'Harbor founders', isDirect: false });
    expect(groupOwner(b.groupRoomOf(groupId))).toBe(a.userId);
    expect(groupActionsFor(b.groupRoomOf(groupId), b.userId)).toEqual(['leave']);

    await a.rename(groupId, 'Harbor founders 2026');
    await eventually(() => b.conversation(groupId).name === 'Harbor founders 2026', 'the new name at Daniel');
    await expect(b.rename(groupId, 'Not the owner')).rejects.toMatchObject({ code: 'forbidden' });

    await c.leave(groupId);
    await eventually(() => !c.conversations().some((conv) => conv.id === groupId), 'the group gone from the leaver');
    await eventually(() => !a.conversation(groupId).participants.includes(c.userId), 'the leaver gone from the group');

    await a.kick(groupId, daniel.personId);
    await eventually(() => !a.conversation(groupId).participants.includes(b.userId), 'the kicked member gone');
    await a.invite(groupId, daniel.personId);
    await eventually(() => b.conversations().find((conv) => conv.id === groupId)?.isInvite, 'the new invite');
  }, 90_000);

  it("the homeserver's own count (the chrome's badge, no client) equals the client's unread chat count", async () => {
    // Daniel now has Amara's 100 history messages unread and the group invitation (previous tests).
    const counter = createUnreadCounter({
      homeserverUrl: homeserver.url,
      memberId: daniel.personId,
      getAccessToken: async () => accessToken(privateKey, daniel),
      loginStorage: undefined,
      deviceIdStorage: undefined,
      pollTimeoutMs: 5_000,
    });
    const stop = counter.subscribe(() => {});
    try {
      const groupId = b.conversations().find((conv) => conv.isInvite)?.id ?? '';
      expect(b.unreadChatCount()).toBe(2);
      await eventually(() => counter.count() === 2, 'the count of 2 from the homeserver');
      // Read on Daniel's messenger device: the badge's device hears it from the homeserver.
      await b.markRead(roomId);
      expect(b.unreadChatCount()).toBe(1);
      await eventually(() => counter.count() === 1, 'the count of 1 after reading');
      await b.join(groupId);
      await eventually(() => b.unreadChatCount() === 0, 'the client count of 0 after joining');
      await eventually(() => counter.count() === 0, 'the count of 0 after joining');
      // A group message from Amara: one unread conversation at both.
      const sent = await a.sendText(groupId, 'Welcome back to the group.');
      await eventually(() => b.messagesOf(groupId).some((m) => m.id === sent), 'the group message at Daniel');
      expect(b.unreadChatCount()).toBe(1);
      await eventually(() => counter.count() === 1, 'the count of 1 after a group message');
    } finally {
      stop();
      await counter.logout();
    }
  }, 60_000);

  it('says the store is not persistent when the crypto store fails on IndexedDB (matrix-js-sdk #4433); logout deletes the databases', async () => {
    // fake-indexeddb opens (the probe passes) but the Rust store cannot use it: the failure a browser's broken
    // IndexedDB gives. The client falls back to memory and says so; it remembers no device for a memory store.
    const { IDBFactory, IDBKeyRange } = await import('fake-indexeddb');
    const factory = new IDBFactory();
    vi.stubGlobal('indexedDB', factory);
    vi.stubGlobal('IDBKeyRange', IDBKeyRange);
    try {
      const kept = new Map<string, string>();
      const deviceIdStorage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value), removeItem: (key: string) => void kept.delete(key) };
      const client = await connectMessenger({ homeserverUrl: homeserver.url, memberId: kwame.personId, accessToken: accessToken(privateKey, kwame), indexedDB: factory, deviceIdStorage, logger: silent });
      expect(client.isStorePersistent).toBe(false);
      expect(kept.size).toBe(0);
      await client.start();
      for (const name of ['matrix-js-sdk:crypto', `${MESSENGER_STORE_PREFIX}:leftover`, 'another-app']) {
        await new Promise((resolve) => {
          factory.open(name).onsuccess = (event) => resolve((event.target as IDBOpenDBRequest).result.close());
        });
      }
      // The failed store left a connection open: its delete waits for it; logout does not.
      await client.logout();
      const left = (await factory.databases()).map((database) => database.name);
      expect(left).toContain('another-app');
      expect(left).not.toContain('matrix-js-sdk:crypto');
      expect(left).not.toContain(`${MESSENGER_STORE_PREFIX}:leftover`);
    } finally {
      vi.unstubAllGlobals();
    }
  }, 60_000);

  it('logs out: the homeserver refuses the device afterwards', async () => {
    const token = a.matrix.getAccessToken();
    await a.logout();
    const { status } = await matrixRequest(homeserver.url, 'GET', '/_matrix/client/v3/account/whoami', { token: token ?? '' });
    expect(status).toBe(401);
  });
});
