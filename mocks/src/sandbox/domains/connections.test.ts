/** Connections and follows lists (getMemberProfileConnectionLists, getMemberProfileFollowStatusLists): the directory's connections and the seeded follows. */
import { describe, expect, it } from 'vitest';
import { personas } from '../../personas.ts';
import { sandboxForTests } from '../test-sandbox.ts';

interface Card { id: string; isConnected: boolean; firstName: string; lastName: string; companyName: string | null; primaryChapterName: string | null }

const env = sandboxForTests({ amara: 'amara.okafor', chen: 'chen.weiling' });
const idOf = (username: string) => personas.find((p) => p.username === username)?.personId ?? '';
const AMARA = idOf('amara.okafor');
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const connectionsOf = async (personId: string) =>
  (await env.as.amara.get<{ profileConnection: Card[] }>(`/profiles/api/member-profile/get-memberprofile-connection/lists/${personId}`)).body.profileConnection;

describe('getMemberProfileConnectionLists', () => {
  it("lists a member's connections by last name, each connected to them", async () => {
    const list = await connectionsOf(AMARA);
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((c) => c.isConnected)).toBe(true);
    expect(list.map((c) => c.lastName)).toEqual([...list.map((c) => c.lastName)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(list.find((c) => c.id === BRUNO)).toMatchObject({ firstName: 'Bruno', primaryChapterName: expect.any(String) });
    // Bruno's own list has Amara.
    expect((await connectionsOf(BRUNO)).some((c) => c.id === AMARA)).toBe(true);
  });

  it('answers an empty list for a person without connections (the external speaker, who has no member record), 404 for an unknown person', async () => {
    const speaker = await connectionsOf(idOf('hiroshi.tanaka'));
    expect(speaker).toEqual([]);
    const answer = await env.as.amara.get('/profiles/api/member-profile/get-memberprofile-connection/lists/5d1f6a2e-3c4b-4f7a-9e21-0fffffffffff');
    expect(answer.status).toBe(404);
  });
});

describe('getMemberProfileFollowStatusLists', () => {
  it("lists whom a member follows, isConnected from the caller's side", async () => {
    const answer = await env.as.chen.get<{ profileFollowing: Card[] }>(`/profiles/api/member-profile/get-memberprofile-follow-status/lists/${AMARA}`);
    expect(answer.status).toBe(200);
    const following = answer.body.profileFollowing;
    expect(following.length).toBeGreaterThan(0);
    const amaraConnections = new Set((await connectionsOf(AMARA)).map((c) => c.id));
    // Amara follows some of her connections; Chen sees isConnected for his own connections only.
    expect(following.some((c) => amaraConnections.has(c.id))).toBe(true);
    const chenConnections = new Set((await env.as.chen.get<{ profileConnection: Card[] }>(`/profiles/api/member-profile/get-memberprofile-connection/lists/${idOf('chen.weiling')}`)).body.profileConnection.map((c) => c.id));
    for (const card of following) expect(card.isConnected).toBe(chenConnections.has(card.id));
  });
});
