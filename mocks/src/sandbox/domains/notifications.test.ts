/** Notifications created by other personas' actions: a like, a join approval (spec 002 §3, §4; issue 15). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, startTestSandbox } from '../testing.ts';
import type { ApiClient, RunningSandbox } from '../testing.ts';

interface AppNotification { id: string; title: string; body: string; url: string; isViewed: boolean; dateCreated: string }

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const FAMILY_BUSINESS = '00000000-0000-4000-8000-00000000c401';
const AMARA_ID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO_ID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const BASE = '/notifications/api/appnotification';

let running: RunningSandbox;
let amara: ApiClient; // member of Harbor City Chapter
let bruno: ApiClient; // admin of Harbor City Chapter
let lucia: ApiClient; // admin of the moderated Family Business Network

beforeAll(async () => {
  running = await startTestSandbox();
  amara = await apiClient(running, 'amara.okafor');
  bruno = await apiClient(running, 'bruno.lindqvist');
  lucia = await apiClient(running, 'lucia.ferreira');
});

afterAll(async () => {
  expect(running.sandbox.violations).toEqual([]);
  await running.close();
});

beforeEach(() => running.sandbox.reset());

const unread = async (client: ApiClient, personId: string) => (await client.get<number>(`${BASE}/get-unviewed-notification-count/${personId}`)).body;
const listOf = async (client: ApiClient, personId: string) => (await client.get<AppNotification[]>(`${BASE}/get-notifications/${personId}`)).body;

describe('a like notifies the author', () => {
  it("B's like on A's post is A's newest unread notification until A marks them viewed", async () => {
    const created = (await amara.post<{ id: string }>('/posts/api/post/create/chapter', { title: '', body: 'Who knows a good succession adviser?', communityId: HARBOR_CITY, canComment: true })).body;
    await amara.post(`${BASE}/updatenotificationstoisviewed`, { PersonId: AMARA_ID });
    expect(await unread(amara, AMARA_ID)).toBe(0);

    await amara.post(`/posts/api/like/create/${created.id}/chapter`);
    expect(await unread(amara, AMARA_ID)).toBe(0); // one's own like notifies nobody

    await bruno.post(`/posts/api/like/create/${created.id}/chapter`);
    await bruno.post(`/posts/api/like/create/${created.id}/chapter`); // liking again is no new like
    expect(await unread(amara, AMARA_ID)).toBe(1);
    expect((await listOf(amara, AMARA_ID))[0]).toMatchObject({
      title: 'New like on your post',
      body: 'Bruno Lindqvist liked your post.',
      url: `https://connect.example/chapter/${HARBOR_CITY}?postId=${created.id}`,
      isViewed: false,
    });

    await amara.post(`${BASE}/updatenotificationstoisviewed`, { PersonId: AMARA_ID });
    expect(await unread(amara, AMARA_ID)).toBe(0);
    expect((await listOf(amara, AMARA_ID)).every((n) => n.isViewed)).toBe(true);
  });
});

describe('a join approval notifies the requester', () => {
  it('approval notifies; rejection does not', async () => {
    await bruno.post(`${BASE}/updatenotificationstoisviewed`, { PersonId: BRUNO_ID });
    await bruno.post('/communities/api/communities/network/join', { CommunityId: FAMILY_BUSINESS });
    const requestOf = async () => (await lucia.get<{ id: string; personId: string }[]>(`/communities/api/communities/network/join/requests/${FAMILY_BUSINESS}`)).body.find((r) => r.personId === BRUNO_ID);

    await lucia.post('/communities/api/communities/network/join/review', { communityId: FAMILY_BUSINESS, requestId: (await requestOf())?.id, isApproved: false });
    expect(await unread(bruno, BRUNO_ID)).toBe(0);

    await bruno.post('/communities/api/communities/network/join', { CommunityId: FAMILY_BUSINESS });
    await lucia.post('/communities/api/communities/network/join/review', { communityId: FAMILY_BUSINESS, requestId: (await requestOf())?.id, isApproved: true });
    expect(await unread(bruno, BRUNO_ID)).toBe(1);
    expect((await listOf(bruno, BRUNO_ID))[0]).toMatchObject({
      title: 'Join request approved',
      body: 'Your request to join Family Business Network was approved.',
      url: `https://connect.example/network/${FAMILY_BUSINESS}`,
    });
  });
});
