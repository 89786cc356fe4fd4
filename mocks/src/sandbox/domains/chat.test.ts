import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITIES, findPersonaByKind } from '../../personas.ts';
import type { Persona } from '../../personas.ts';
import { expectMatchesContract } from '../contract-assert.ts';
import { fallbackImageUrl } from '../helpers.ts';
import { call, callerOf, seededStore } from '../test-network.ts';
import { apiClient, startTestSandbox } from '../testing.ts';
import type { ApiClient, RunningSandbox } from '../testing.ts';
import type { Network, NetworkMember } from '../network-types.ts';
import { chatDomain } from './chat.ts';

type ChatUsers = { chatUsers: { id: string; preferredName: string; lastName: string; chapterName: string | null; chapterId: string | null }[] };

describe('chat users from the network (spec 002 §7 get-chat-users)', () => {
  const store = seededStore([chatDomain]);
  const members = (store.network as Network).members.filter((m) => m.recordType === 'Member');
  const [first, second] = members as [NetworkMember, NetworkMember];
  const chatUsers = async (userIds: string[]) => {
    const res = await call(chatDomain, 'getChatUsers', callerOf('member'), store, { body: { userIds } });
    expect(res.status).toBe(200);
    expectMatchesContract('getChatUsers', 200, res.body);
    return (res.body as ChatUsers).chatUsers;
  };

  it("answers each member's id, preferred and last name, images, primary chapter and company", async () => {
    const [user] = await chatUsers([first.personId]);
    const chapter = (store.network as Network).communities.find((c) => c.communityId === first.chapterId);
    expect(chapter).toBeDefined();
    expect(user).toEqual({
      id: first.personId,
      preferredName: first.preferredName || first.firstName,
      lastName: first.familyName,
      profileImageUrl: first.profileImageUrl || null,
      fallbackProfileImageUrl: fallbackImageUrl(),
      chapterName: chapter?.name ?? null,
      chapterId: chapter?.communityId ?? null,
      companyName: first.companyName || null,
    });
  });

  it('keeps the order asked, answers each member once, matches ids in any case and leaves out unknown ids', async () => {
    const users = await chatUsers([second.personId, 'ffffffff-0000-4000-8000-000000000000', first.personId.toUpperCase(), second.personId]);
    expect(users.map((u) => u.id)).toEqual([second.personId, first.personId]);
  });
});

describe('get-chat-users through the gateway', () => {
  let running: RunningSandbox;
  let member: ApiClient;
  beforeAll(async () => {
    running = await startTestSandbox();
    member = await apiClient(running, 'amara.okafor');
  });
  afterAll(async () => {
    await running?.close();
  });
  const path = '/chat/api/chat/get-chat-users';

  it('gives the personas with their chapter, as the messenger shows them', async () => {
    const chapterManager = findPersonaByKind('chapter-manager') as Persona;
    const amara = findPersonaByKind('member') as Persona;
    const { status, body } = await member.post<ChatUsers>(path, { userIds: [amara.personId, chapterManager.personId] });
    expect(status).toBe(200);
    expect(body.chatUsers.map((u) => [u.id, u.preferredName, u.lastName])).toEqual([
      [amara.personId, amara.givenName, amara.familyName],
      [chapterManager.personId, chapterManager.givenName, chapterManager.familyName],
    ]);
    expect(body.chatUsers[0]).toMatchObject({ chapterName: COMMUNITIES.harborCity.name, chapterId: COMMUNITIES.harborCity.communityId });
  });

  it('refuses an empty list (contract: at least one id) and a caller without a token', async () => {
    expect((await member.post(path, { userIds: [] })).status).toBe(422);
    const anonymous = await fetch(`${running.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Ocp-Apim-Subscription-Key': 'k' },
      body: JSON.stringify({ userIds: [findPersonaByKind('member')?.personId] }),
    });
    expect(anonymous.status).toBe(401);
  });
});
