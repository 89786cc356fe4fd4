/**
 * The issue 11 walk-through across personas, against the running sandbox: writes by one persona are seen
 * by another (posts, uploads, likes, comments), the moderation rules, and the seeded showcase posts.
 */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../testing.ts';
import { sandboxForTests } from '../test-sandbox.ts';
import { SHOWCASE_PENDING_POST_ID, SHOWCASE_PHOTO_POST_ID, SHOWCASE_REPORTED_POST_ID } from './feed.ts';

interface Post {
  id: string;
  body: string;
  dateCreated: string;
  likeCount: number;
  userHasLiked: boolean;
  lastLiker: string;
  commentCount: number;
  isPendingModeration: boolean;
  hasBeenMarkedInappropriate: boolean;
  author: { personId: string; name: string };
  images: { url: string; name: string }[];
  mentions: { id: string }[];
  featuredComments: { id: string; body: string; authorFirstName: string }[];
}

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const FAMILY_BUSINESS = '00000000-0000-4000-8000-00000000c401';
const AMARA_ID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO_ID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==', 'base64'));
const home = (take = 30) => `/posts/api/post/getFollowedPostsList?skipNumber=0&takeSize=${take}`;
const feedOf = (id: string, page = 0, size = 30) => `/posts/api/post/list/by-community/${id}/chapter?pageNumber=${page}&pageSize=${size}`;

const env = sandboxForTests({
  amara: 'amara.okafor', // member: Harbor City Chapter, Family Business Network
  daniel: 'daniel.okafor', // spouse/partner: Harbor City Chapter
  leila: 'leila.moreau', // member: Harbor City Chapter
  bruno: 'bruno.lindqvist', // admin of Harbor City Chapter
  lucia: 'lucia.ferreira', // admin of the moderated Family Business Network
});

const sees = async (client: ApiClient, postId: string, path = home(200)) => (await client.get<Post[]>(path)).body.some((p) => p.id === postId);
const mediaBytes = async (url: string) => new Uint8Array(await (await fetch(`${env.running.url}${new URL(url).pathname}`)).arrayBuffer());

describe('writes one persona makes, another sees', () => {
  it('a post with two uploaded images and a mention; a second member sees it with its author, likes it and comments', async () => {
    const form = new FormData();
    form.set('file0', new Blob([PNG], { type: 'image/png' }), 'harbour.png');
    form.set('file1', new Blob([PNG], { type: 'image/png' }), 'boats.png');
    const uploaded = await fetch(`${env.running.url}/uploads/api/upload/${HARBOR_CITY}/chapter`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.as.amara.token}`, 'Ocp-Apim-Subscription-Key': 'k' },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const postImage = (await uploaded.json()) as { pendingBlobStoragePath: string; name: string }[];
    const created = await env.as.amara.post<Post>('/posts/api/post/create/chapter', { title: 'Harbour', body: 'Morning at the harbour with @Bruno Lindqvist', communityId: HARBOR_CITY, postImage });
    expect(created.status).toBe(200);

    const seen = (await env.as.daniel.get<Post[]>(home())).body.find((p) => p.id === created.body.id);
    expect(seen).toMatchObject({ author: { personId: AMARA_ID, name: 'Amara Okafor' }, mentions: [{ id: BRUNO_ID }], likeCount: 0 });
    expect(seen?.images.map((i) => i.name)).toEqual(['harbour.png', 'boats.png']);
    expect(await mediaBytes(seen?.images[1]?.url ?? '')).toEqual(PNG);

    expect((await env.as.daniel.post(`/posts/api/like/create/${created.body.id}/chapter`)).status).toBe(200);
    const reply = await env.as.daniel.post<Post>('/posts/api/post/create/chapter', { body: 'Lovely light.', communityId: HARBOR_CITY, parentPostId: created.body.id });
    expect(reply.status).toBe(200);

    const back = (await env.as.amara.get<Post[]>(`/posts/api/post/get-post-all-activity-feed/${created.body.id}`)).body[0];
    expect(back).toMatchObject({ likeCount: 1, userHasLiked: false, lastLiker: 'Daniel Okafor', commentCount: 1, featuredComments: [{ id: reply.body.id, authorFirstName: 'Daniel' }] });
    const likers = (await env.as.bruno.get<{ firstName: string }[]>(`/posts/api/posts/likers/${created.body.id}`)).body;
    expect(likers.map((l) => l.firstName)).toEqual(['Daniel']);
    // The like is undone for everyone too.
    await env.as.daniel.delete(`/posts/api/like/${created.body.id}`);
    expect((await env.as.leila.get<Post[]>(home())).body.find((p) => p.id === created.body.id)?.likeCount).toBe(0);
  });

  it("a viewer's hide removes the post from that viewer's feeds only", async () => {
    const created = await env.as.amara.post<Post>('/posts/api/post/create/chapter', { body: 'Hide me if you like', communityId: HARBOR_CITY });
    await env.as.daniel.post(`/posts/api/post/hide/${created.body.id}`);
    expect(await sees(env.as.daniel, created.body.id)).toBe(false);
    expect(await sees(env.as.daniel, created.body.id, feedOf(HARBOR_CITY))).toBe(false);
    for (const other of [env.as.amara, env.as.leila, env.as.bruno]) expect(await sees(other, created.body.id)).toBe(true);
  });
});

describe('moderation, on the seeded showcase posts', () => {
  it('the pending post reaches non-admins only after its community admin approves it', async () => {
    expect(await sees(env.as.lucia, SHOWCASE_PENDING_POST_ID, feedOf(FAMILY_BUSINESS))).toBe(true);
    expect(await sees(env.as.amara, SHOWCASE_PENDING_POST_ID, feedOf(FAMILY_BUSINESS))).toBe(false);
    expect((await env.as.amara.put(`/posts/api/post/markModeratedPostAsReviwed/${SHOWCASE_PENDING_POST_ID}`)).status).toBe(403);
    expect((await env.as.lucia.put(`/posts/api/post/markModeratedPostAsReviwed/${SHOWCASE_PENDING_POST_ID}`)).status).toBe(200);
    expect(await sees(env.as.amara, SHOWCASE_PENDING_POST_ID, feedOf(FAMILY_BUSINESS))).toBe(true);
  });

  it('a moderated hide removes the post for everyone, the admin included', async () => {
    await env.as.lucia.post('/posts/api/post/markModeratedPostAsHidden', { postId: SHOWCASE_PENDING_POST_ID, communityId: FAMILY_BUSINESS });
    for (const client of [env.as.lucia, env.as.amara]) expect(await sees(client, SHOWCASE_PENDING_POST_ID, feedOf(FAMILY_BUSINESS))).toBe(false);
  });

  it('the reported post waits in the admin list; a confirmed report removes it for everyone', async () => {
    const reported = `/posts/api/post/inappropriate-list/by-community/${HARBOR_CITY}`;
    expect((await env.as.bruno.get<Post[]>(reported)).body.map((p) => p.id)).toContain(SHOWCASE_REPORTED_POST_ID);
    expect(await sees(env.as.daniel, SHOWCASE_REPORTED_POST_ID)).toBe(false); // the reporter
    expect(await sees(env.as.amara, SHOWCASE_REPORTED_POST_ID)).toBe(true);
    expect((await env.as.bruno.put(`/posts/api/post/markInappropriateReportsAsReviewed/${HARBOR_CITY}/${SHOWCASE_REPORTED_POST_ID}/true`)).status).toBe(200);
    for (const client of [env.as.amara, env.as.leila, env.as.bruno]) expect(await sees(client, SHOWCASE_REPORTED_POST_ID)).toBe(false);
    expect((await env.as.bruno.get<Post[]>(reported)).body.map((p) => p.id)).not.toContain(SHOWCASE_REPORTED_POST_ID);
  });
});

describe('seeds that look real', () => {
  it('a photo post with three pictures the gateway serves, and six replies of which the feed features the last 2', async () => {
    const photo = (await env.as.leila.get<Post[]>(`/posts/api/post/get-post-all-activity-feed/${SHOWCASE_PHOTO_POST_ID}`)).body[0];
    expect(photo).toMatchObject({ title: 'Photos from the chapter retreat', commentCount: 6 });
    expect(photo?.images).toHaveLength(3);
    expect([...(await mediaBytes(photo?.images[0]?.url ?? '')).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(photo?.featuredComments.map((c) => c.body)).toEqual(['Could you send me the group picture in full size?', 'Sent it to everyone by email just now.']);
    const lastTwo = (await env.as.leila.get<Post[]>(`/posts/api/post/list/by-comments/${SHOWCASE_PHOTO_POST_ID}/2/chapter`)).body;
    expect(lastTwo.map((r) => r.id)).toEqual(photo?.featuredComments.map((c) => c.id));
  });

  it('dates the seeded posts back from the sandbox start: minutes, hours, days, months and years old', async () => {
    const started = Date.now();
    env.running.sandbox.reset();
    const posts: Post[] = [];
    for (let page = 0; ; page++) {
      const batch = (await env.as.bruno.get<Post[]>(feedOf(HARBOR_CITY, page, 30))).body;
      posts.push(...batch);
      if (batch.length < 30) break;
    }
    const ages = posts.map((p) => started - Date.parse(p.dateCreated));
    expect(ages.every((age) => age >= -1000)).toBe(true);
    const band = (low: number, high: number) => ages.filter((age) => age >= low && age < high).length;
    const minute = 60_000;
    const hour = 60 * minute;
    const day = 24 * hour;
    expect(band(0, hour)).toBeGreaterThan(0);
    expect(band(hour, day)).toBeGreaterThan(0);
    expect(band(day, 30 * day)).toBeGreaterThan(0);
    expect(band(30 * day, 365 * day)).toBeGreaterThan(0);
    expect(band(365 * day, 4 * 365 * day)).toBeGreaterThan(0);
    // By named authors, some with pictures.
    expect(posts.every((p) => /^\S+ \S+/.test(p.author.name))).toBe(true);
    expect(posts.filter((p) => p.images.length > 0).length).toBeGreaterThan(3);
  });
});
