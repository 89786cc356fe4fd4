// What the messenger's homeserver holds (docs/messenger.md, "Checking what the homeserver holds"): the gateway's
// sandbox control endpoint reads a room's events with Synapse's admin API, so a test checks that the server
// holds only encrypted message events (spec 002 §7: "The messenger encrypts locally").
import { expect, type APIRequestContext } from '@playwright/test';

const GATEWAY = 'http://127.0.0.1:4010';

/** A room's events as the homeserver holds them. */
export interface HomeserverRoomEvents {
  readonly roomId: string;
  /** The type of every event of the room (state and messages), oldest first. */
  readonly types: readonly string[];
  /** How many of those events carry a readable text (`content.body`): 0 when every message is encrypted. */
  readonly plaintextBodies: number;
}

/** The events the homeserver holds for `roomId` (a Matrix room id, `!…:ypo`); fails the test when the messenger is off or the room unknown. */
export async function homeserverEventTypes(request: APIRequestContext, roomId: string): Promise<HomeserverRoomEvents> {
  const response = await request.get(`${GATEWAY}/__sandbox/homeserver/rooms/${encodeURIComponent(roomId)}/events`);
  expect(response.ok(), `GET /__sandbox/homeserver/rooms/${roomId}/events: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as HomeserverRoomEvents;
}
