// The seeded conversations as written (the homeserver tests, sandbox-homeserver.test.ts, check what a start
// sends) and the homeserver control endpoint's refusals (no homeserver needed).
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findPersonaByUsername } from '../personas.ts';
import { homeserverControl } from './homeserver-control.ts';
import { SEEDED_CONVERSATIONS } from './seed.ts';

/** Reserved for the messenger's E2E: their unread counts start at 0. */
const E2E_PERSONAS = ['chen.weiling', 'esperanza.ruiz', 'ines.delacroix'];

describe('the seeded conversations', () => {
  const everyone = SEEDED_CONVERSATIONS.flatMap((c) => [c.owner, ...c.joined, ...c.invited, ...c.messages.map(([author]) => author)]);

  it('are among personas, never the E2E personas', () => {
    for (const username of everyone) expect(findPersonaByUsername(username), username).toBeDefined();
    for (const username of E2E_PERSONAS) expect(everyone).not.toContain(username);
  });

  it('name groups within 25 characters (spec 002 §8) and leave one-to-one conversations unnamed, between two members', () => {
    for (const conversation of SEEDED_CONVERSATIONS) {
      if (conversation.isDirect) {
        expect(conversation.name).toBeUndefined();
        expect([conversation.owner, ...conversation.joined, ...conversation.invited]).toHaveLength(2);
      } else {
        expect(conversation.name?.trim().length).toBeGreaterThan(0);
        expect(conversation.name?.length).toBeLessThanOrEqual(25);
      }
    }
  });

  it('have messages by joined members only, and amara.okafor invited to a group she has not joined', () => {
    for (const conversation of SEEDED_CONVERSATIONS) {
      expect(conversation.messages.length).toBeGreaterThan(0);
      for (const [author] of conversation.messages) expect([conversation.owner, ...conversation.joined]).toContain(author);
    }
    const invitations = SEEDED_CONVERSATIONS.filter((c) => c.invited.includes('amara.okafor'));
    expect(invitations.map((c) => c.isDirect)).toEqual([false]);
  });
});

/** Calls the control handler on a server of its own; `remoteAddress` pretends another caller. */
async function callControl(path: string, { method = 'GET', remoteAddress }: { method?: string; remoteAddress?: string } = {}) {
  const handler = homeserverControl(undefined);
  const server = createServer(async (req, res) => {
    if (remoteAddress) Object.defineProperty(req.socket, 'remoteAddress', { value: remoteAddress });
    if (!(await handler(req, res))) res.writeHead(418).end('passed on');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = request({ host: '127.0.0.1', port, path, method }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      call.on('error', reject);
      call.end();
    });
  } finally {
    server.close();
  }
}

describe('GET /__sandbox/homeserver/rooms/{roomId}/events', () => {
  const path = `/__sandbox/homeserver/rooms/${encodeURIComponent('!abc:ypo')}/events`;

  it('answers 404 when the messenger is off', async () => {
    const { status, body } = await callControl(path);
    expect(status).toBe(404);
    expect(JSON.parse(body)).toMatchObject({ status: 404, detail: 'The messenger is off: there is no homeserver.' });
  });

  it('answers loopback callers only', async () => {
    const { status, body } = await callControl(path, { remoteAddress: '192.0.2.7' });
    expect(status).toBe(403);
    expect(JSON.parse(body)).toMatchObject({ detail: 'The homeserver control endpoint answers loopback callers only.' });
  });

  it('passes other paths on', async () => {
    expect((await callControl('/__sandbox/violations')).status).toBe(418);
    expect((await callControl('/__sandbox/homeserver/rooms/x/events/more')).status).toBe(418);
  });
});
