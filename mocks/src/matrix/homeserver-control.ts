// A sandbox control endpoint on the gateway (beside the sandbox's `/__sandbox/...`, docs/sandbox.md) that tells
// what the homeserver holds for a room, from Synapse's admin API with the sandbox administrator's token: the
// messenger's E2E (another process) checks with it that a room holds only encrypted message events.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayHandler } from '../gateway/server.ts';
import { matrixRequest } from './synapse.ts';
import type { RunningHomeserver } from './synapse.ts';

/** `GET /__sandbox/homeserver/rooms/{roomId}/events` (the room id URL-encoded). */
export const HOMESERVER_ROOM_EVENTS_PATH = /^\/__sandbox\/homeserver\/rooms\/([^/]+)\/events$/;

/** The answer of {@link HOMESERVER_ROOM_EVENTS_PATH}. */
export interface HomeserverRoomEvents {
  readonly roomId: string;
  /** The type of every event of the room the homeserver holds (state and messages), oldest first. */
  readonly types: readonly string[];
  /** How many of those events carry a readable text (`content.body`): 0 when every message is encrypted. */
  readonly plaintextBodies: number;
}

/** Pages of Synapse's admin room messages API (1000 events each) read at most. */
const MAX_PAGES = 20;

/** The events the homeserver holds for a room (the admin API: every event, whatever the membership); undefined for an unknown room. */
export async function homeserverRoomEvents(homeserver: Pick<RunningHomeserver, 'url' | 'adminToken'>, roomId: string): Promise<HomeserverRoomEvents | undefined> {
  // The messages API answers an empty page for a room it does not know: the room's details tell.
  const details = await matrixRequest(homeserver.url, 'GET', `/_synapse/admin/v1/rooms/${encodeURIComponent(roomId)}`, { token: homeserver.adminToken });
  if (details.status === 404 || details.status === 400) return undefined;
  const newestFirst: { type: string; content?: { body?: unknown } }[] = [];
  let from: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ dir: 'b', limit: '1000', ...(from ? { from } : {}) });
    const { status, body } = await matrixRequest<{ chunk?: { type: string; content?: { body?: unknown } }[]; end?: string; error?: string }>(
      homeserver.url,
      'GET',
      `/_synapse/admin/v1/rooms/${encodeURIComponent(roomId)}/messages?${query}`,
      { token: homeserver.adminToken },
    );
    if (status !== 200) throw new Error(`the homeserver answered ${status}: ${body.error ?? ''}`);
    const chunk = body.chunk ?? [];
    newestFirst.push(...chunk);
    if (!body.end || chunk.length === 0) break;
    from = body.end;
  }
  const events = newestFirst.reverse();
  return { roomId, types: events.map((event) => event.type), plaintextBodies: events.filter((event) => typeof event.content?.body === 'string').length };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
}

const problem = (res: ServerResponse, status: number, title: string, detail: string) => answer(res, status, { type: 'about:blank', title, status, detail });

/**
 * The gateway handler of {@link HOMESERVER_ROOM_EVENTS_PATH}: loopback callers only (403 otherwise), 404 when the
 * messenger is off or the room unknown. Passes every other request on.
 */
export function homeserverControl(homeserver: RunningHomeserver | undefined): GatewayHandler {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://gateway.local').pathname;
    const match = HOMESERVER_ROOM_EVENTS_PATH.exec(path);
    if (!match) return false;
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) {
      problem(res, 403, 'Forbidden', 'The homeserver control endpoint answers loopback callers only.');
      return true;
    }
    if (req.method !== 'GET') {
      problem(res, 404, 'Not Found', `No sandbox control endpoint ${req.method} ${path}.`);
      return true;
    }
    if (!homeserver) {
      problem(res, 404, 'Not Found', 'The messenger is off: there is no homeserver.');
      return true;
    }
    let roomId: string;
    try {
      roomId = decodeURIComponent(match[1] ?? '');
    } catch {
      problem(res, 404, 'Not Found', 'No room with this id.');
      return true;
    }
    const events = await homeserverRoomEvents(homeserver, roomId);
    if (!events) problem(res, 404, 'Not Found', `The homeserver has no room ${roomId}.`);
    else answer(res, 200, events);
    return true;
  };
}
