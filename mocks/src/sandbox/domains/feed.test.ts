/** Feeds and posts across personas: writes take effect and other personas see them (spec 001 §4). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, startTestSandbox } from '../testing.ts';
import type { ApiClient, RunningSandbox } from '../testing.ts';
import { FEED_PAGE_SIZE } from './feed.ts';

interface Author {
  personId: string;
  name: string;
  profileImageUrl?: string;
}

interface Post {
  id: string;
  communityId: string;
  body: string;
  likeCount: number;
  userHasLiked: boolean;
  lastLiker: string;
  commentCount: number;
  canEdit: boolean;
  isPendingModeration: boolean;
  hasBeenMarkedInappropriate: boolean;
  mentions: { id: string; firstName: string }[];
  author: Author;
  title: string;
  images: { url: string; name: string }[];
  dateCreated: string;
  featuredComments: { id: string; authorFirstName: string; author: Author }[];
  inappropriateChildren: Post[];
}

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const BLUE_HERON = '00000000-0000-4000-8000-00000000c301';
const FAMILY_BUSINESS = '00000000-0000-4000-8000-00000000c401';
const AMARA_ID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO_ID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const home = (skip = 0, take = FEED_PAGE_SIZE) => `/posts/api/post/getFollowedPostsList?skipNumber=${skip}&takeSize=${take}`;
const community = (id: string, page = 0, size = FEED_PAGE_SIZE) => `/posts/api/post/list/by-community/${id}/chapter?pageNumber=${page}&pageSize=${size}`;

let running: RunningSandbox;
let amara: ApiClient; // member of Harbor City Chapter and Family Business Network
let bruno: ApiClient; // admin of Harbor City Chapter
let daniel: ApiClient; // spouse/partner, Harbor City Chapter
let chen: ApiClient; // Northwind Gold Chapter: not a member of Harbor City
let lucia: ApiClient; // admin of the moderated Family Business Network

beforeAll(async () => {
  running = await startTestSandbox();
  amara = await apiClient(running, 'amara.okafor');
  bruno = await apiClient(running, 'bruno.lindqvist');
  daniel = await apiClient(running, 'daniel.okafor');
  chen = await apiClient(running, 'chen.weiling');
  lucia = await apiClient(running, 'lucia.ferreira');
});

afterAll(async () => {
  // Every answer in these tests passed contract validation.
  expect(running.sandbox.violations).toEqual([]);
  await running.close();
});

beforeEach(() => running.sandbox.reset());

async function post(client: ApiClient, body: string, communityId = HARBOR_CITY): Promise<Post> {
  const answer = await client.post<Post>('/posts/api/post/create/chapter', { title: '', body, communityId, canComment: true });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('posting and liking', () => {
  it("puts A's post in B's home feed; B's like moves A's like count and last liker", async () => {
    const created = await post(amara, 'Who has a recommendation for a succession adviser?');
    expect(created).toMatchObject({ communityId: HARBOR_CITY, likeCount: 0, canEdit: true, isPendingModeration: false });

    const brunoFeed = await bruno.get<Post[]>(home());
    expect(brunoFeed.status).toBe(200);
    expect(brunoFeed.body[0]).toMatchObject({ id: created.id, canEdit: false, userHasLiked: false });

    expect((await bruno.post(`/posts/api/like/create/${created.id}/chapter`)).body).toBe(true);

    const seenByAmara = (await amara.get<Post[]>(home())).body.find((p) => p.id === created.id);
    expect(seenByAmara).toMatchObject({ likeCount: 1, lastLiker: 'Bruno Lindqvist', userHasLiked: false });
    const seenByBruno = (await bruno.get<Post[]>(community(HARBOR_CITY))).body.find((p) => p.id === created.id);
    expect(seenByBruno).toMatchObject({ likeCount: 1, userHasLiked: true });

    const likers = await amara.get<{ id: string }[]>(`/posts/api/posts/likers/${created.id}`);
    expect(likers.body.map((l) => l.id)).toEqual([BRUNO_ID]);

    await bruno.delete(`/posts/api/like/${created.id}`);
    expect((await amara.get<Post[]>(`/posts/api/post/get-post-all-activity-feed/${created.id}`)).body[0]).toMatchObject({ likeCount: 0, lastLiker: '' });
  });

  it('does not show the post to members of other communities', async () => {
    const created = await post(amara, 'Harbor City only');
    expect((await chen.get<Post[]>(home(0, 200))).body.some((p) => p.id === created.id)).toBe(false);
    expect((await chen.get(`/posts/api/post/get-post-all-activity-feed/${created.id}`)).status).toBe(403);
  });

  it('records mentions and replies', async () => {
    const created = await post(amara, 'Thanks @Bruno Lindqvist for hosting');
    expect(created.mentions.map((m) => m.id)).toEqual([BRUNO_ID]);
    const reply = await bruno.post<Post>('/posts/api/post/create/chapter', { body: 'My pleasure', communityId: HARBOR_CITY, parentPostId: created.id });
    expect(reply.status).toBe(200);
    const seen = (await amara.get<Post[]>(`/posts/api/post/get-post-all-activity-feed/${created.id}`)).body[0];
    expect(seen).toMatchObject({ commentCount: 1, featuredComments: [{ id: reply.body.id, authorFirstName: 'Bruno' }] });
    const replies = await amara.get<Post[]>(`/posts/api/post/list/by-comments/${created.id}/0/chapter`);
    expect(replies.body.map((r) => r.id)).toEqual([reply.body.id]);
    // The reply is not a top-level post of the feed.
    expect((await amara.get<Post[]>(home())).body.some((p) => p.id === reply.body.id)).toBe(false);
  });

  it('lets the author edit and delete, and nobody else edit', async () => {
    const created = await post(amara, 'First draft');
    expect((await bruno.put(`/posts/api/post/update/${created.id}`, { body: 'Hijacked', communityId: HARBOR_CITY })).status).toBe(403);
    const updated = await amara.put<Post>(`/posts/api/post/update/${created.id}`, { body: 'Second draft', communityId: HARBOR_CITY });
    expect(updated.body.body).toBe('Second draft');
    expect((await amara.delete(`/posts/api/post/delete/${created.id}`)).status).toBe(200);
    expect((await bruno.get<Post[]>(home())).body.some((p) => p.id === created.id)).toBe(false);
    expect((await amara.get(`/posts/api/post/get-post-all-activity-feed/${created.id}`)).status).toBe(404);
  });

  it('hides a post from the own feed until unhidden', async () => {
    const created = await post(amara, 'Hide me');
    await bruno.post(`/posts/api/post/hide/${created.id}`);
    expect((await bruno.get<Post[]>(home())).body.some((p) => p.id === created.id)).toBe(false);
    expect((await daniel.get<Post[]>(home())).body.some((p) => p.id === created.id)).toBe(true);
    await bruno.post(`/posts/api/post/unhide/${created.id}`);
    expect((await bruno.get<Post[]>(home())).body.some((p) => p.id === created.id)).toBe(true);
  });
});

describe('our contract extensions of Post: author, title, images', () => {
  it('names the author of a post and of its replies, for every viewer', async () => {
    const created = await post(amara, 'Who wrote this?');
    const amaraAuthor = { personId: AMARA_ID, name: 'Amara Okafor', profileImageUrl: 'http://127.0.0.1:4010/__sandbox/media/seed/people/amara-okafor.svg' };
    expect(created.author).toEqual(amaraAuthor);
    expect((await daniel.get<Post[]>(home())).body.find((p) => p.id === created.id)?.author).toEqual(amaraAuthor);

    const reply = await bruno.post<Post>('/posts/api/post/create/chapter', { body: 'I did not', communityId: HARBOR_CITY, parentPostId: created.id });
    expect(reply.body.author).toMatchObject({ personId: BRUNO_ID, name: 'Bruno Lindqvist' });
    const seen = (await daniel.get<Post[]>(`/posts/api/post/get-post-all-activity-feed/${created.id}`)).body[0];
    expect(seen?.featuredComments[0]?.author).toEqual(reply.body.author);
    const replies = (await daniel.get<Post[]>(`/posts/api/post/list/by-comments/${created.id}/0/chapter`)).body;
    expect(replies[0]?.author.personId).toBe(BRUNO_ID);
  });

  it('gives back the title and the images of the draft, to every member', async () => {
    const draft = {
      title: 'Summit photos',
      body: 'Two from the harbour',
      communityId: HARBOR_CITY,
      postImage: [
        { pendingBlobStoragePath: 'pending/harbour one.jpg', name: 'harbour one.jpg' },
        { pendingBlobStoragePath: 'pending/harbour-two.jpg', name: 'harbour-two.jpg' },
      ],
    };
    const created = (await amara.post<Post>('/posts/api/post/create/chapter', draft)).body;
    const seen = (await bruno.get<Post[]>(home())).body.find((p) => p.id === created.id);
    expect(seen).toMatchObject({
      title: 'Summit photos',
      images: [
        { url: 'http://127.0.0.1:4010/__sandbox/media/pending/harbour%20one.jpg', name: 'harbour one.jpg' },
        { url: 'http://127.0.0.1:4010/__sandbox/media/pending/harbour-two.jpg', name: 'harbour-two.jpg' },
      ],
    });
  });

  it('seeds posts by named members with pictures, spread over the past months', async () => {
    const feed = (await amara.get<Post[]>(home(0, 200))).body;
    expect(feed.length).toBe(200);
    expect(feed.every((p) => /^\S+ \S+/.test(p.author.name) && p.author.profileImageUrl?.startsWith('http://127.0.0.1:4010/__sandbox/media/seed/people/'))).toBe(true);
    expect(new Set(feed.map((p) => p.author.personId)).size).toBeGreaterThan(50);
    const days = new Set(feed.map((p) => p.dateCreated.slice(0, 10)));
    expect(days.size).toBeGreaterThan(30);
  });
});

describe('non-members', () => {
  it('get 403 with the non-member texts on a community feed', async () => {
    const chapter = await chen.get<{ status: number; detail: string; communityType: string }>(community(HARBOR_CITY));
    expect(chapter.status).toBe(403);
    expect(chapter.body).toMatchObject({ status: 403, title: 'Forbidden', detail: 'You are not a member of this community.', communityType: 'chapter' });
    const forum = await chen.get<{ detail: string }>(community(BLUE_HERON));
    expect(forum.status).toBe(403);
    expect(forum.body.detail).toBe('You are not a member of this forum.');
    expect((await chen.post('/posts/api/post/create/chapter', { body: 'Let me in', communityId: HARBOR_CITY })).status).toBe(403);
  });

  it('get 404 for an unknown community', async () => {
    expect((await chen.get(community('00000000-0000-4000-8000-00000000cfff'))).status).toBe(404);
  });
});

describe('paging', () => {
  it('steps the home feed by 30 with skipNumber/takeSize', async () => {
    const first = (await amara.get<Post[]>(home(0))).body;
    const second = (await amara.get<Post[]>(home(30))).body;
    expect(first).toHaveLength(30);
    expect(second).toHaveLength(30);
    const both = (await amara.get<Post[]>(home(0, 60))).body;
    expect([...first, ...second].map((p) => p.id)).toEqual(both.map((p) => p.id));
    expect(new Set(both.map((p) => p.id)).size).toBe(60);
    // Newest first.
    const dates = both.map((p) => (p as unknown as { dateCreated: string }).dateCreated);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Defaults: skip 0, take 30.
    expect((await amara.get<Post[]>('/posts/api/post/getFollowedPostsList')).body.map((p) => p.id)).toEqual(first.map((p) => p.id));
  });

  it('ends with a page shorter than the step, and pages a community feed by pageNumber', async () => {
    const all: Post[] = [];
    let last: Post[] = [];
    for (let page = 0; page < 20; page++) {
      last = (await daniel.get<Post[]>(community(HARBOR_CITY, page))).body;
      all.push(...last);
      if (last.length < FEED_PAGE_SIZE) break;
    }
    // The last page is short (empty when the feed holds a multiple of the step).
    expect(last.length).toBeLessThan(FEED_PAGE_SIZE);
    expect(all.length).toBeGreaterThan(FEED_PAGE_SIZE);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(all.every((p) => p.communityId === HARBOR_CITY)).toBe(true);
    expect((await daniel.get<Post[]>(home(0, 1))).body).toHaveLength(1);
  });
});

describe('moderation', () => {
  it('keeps posts of a moderated community from non-admins until an admin approves', async () => {
    const created = await post(amara, 'A question for the family business network', FAMILY_BUSINESS);
    expect(created.isPendingModeration).toBe(true);
    expect((await amara.get<Post[]>(community(FAMILY_BUSINESS))).body.some((p) => p.id === created.id)).toBe(false);
    const adminView = (await lucia.get<Post[]>(community(FAMILY_BUSINESS))).body.find((p) => p.id === created.id);
    expect(adminView?.isPendingModeration).toBe(true);

    expect((await amara.put(`/posts/api/post/markModeratedPostAsReviwed/${created.id}`)).status).toBe(403);
    expect((await lucia.put(`/posts/api/post/markModeratedPostAsReviwed/${created.id}`)).status).toBe(200);
    expect((await amara.get<Post[]>(home())).body.find((p) => p.id === created.id)?.isPendingModeration).toBe(false);
  });

  it('lets an admin hide a moderated post for everyone', async () => {
    const created = await post(amara, 'Please hide', FAMILY_BUSINESS);
    expect((await amara.post('/posts/api/post/markModeratedPostAsHidden', { postId: created.id, communityId: FAMILY_BUSINESS })).status).toBe(403);
    expect((await lucia.put(`/posts/api/post/markModeratedPostAsReviwed/${created.id}`)).status).toBe(200);
    expect((await amara.get<Post[]>(community(FAMILY_BUSINESS))).body.some((p) => p.id === created.id)).toBe(true);
    expect((await lucia.post('/posts/api/post/markModeratedPostAsHidden', { postId: created.id, communityId: FAMILY_BUSINESS })).status).toBe(200);
    expect((await lucia.get<Post[]>(community(FAMILY_BUSINESS))).body.some((p) => p.id === created.id)).toBe(false);
    // Gone for everyone: the author too, in the community feed, the home feed and by id.
    expect((await amara.get<Post[]>(community(FAMILY_BUSINESS))).body.some((p) => p.id === created.id)).toBe(false);
    expect((await amara.get<Post[]>(home(0, 200))).body.some((p) => p.id === created.id)).toBe(false);
    expect((await amara.get(`/posts/api/post/get-post-all-activity-feed/${created.id}`)).status).toBe(404);
  });

  it('clears a rejected report: the post stays for the others and leaves the admin list', async () => {
    const created = await post(amara, 'Perfectly fine');
    await daniel.post(`/posts/api/post/inappropriate/${created.id}/post`);
    const reportedList = `/posts/api/post/inappropriate-list/by-community/${HARBOR_CITY}`;
    expect((await bruno.get<Post[]>(reportedList)).body.some((p) => p.id === created.id)).toBe(true);
    expect((await bruno.put(`/posts/api/post/markInappropriateReportsAsReviewed/${HARBOR_CITY}/${created.id}/false`)).status).toBe(200);
    expect((await bruno.get<Post[]>(reportedList)).body.some((p) => p.id === created.id)).toBe(false);
    expect((await amara.get<Post[]>(home())).body.find((p) => p.id === created.id)).toMatchObject({ hasBeenMarkedInappropriate: false });
    // The reporter does not get it back.
    expect((await daniel.get<Post[]>(home())).body.some((p) => p.id === created.id)).toBe(false);
  });

  it('removes a reported post from the reporter\'s feed; the admin confirms the report', async () => {
    const created = await post(amara, 'Something questionable');
    expect((await daniel.post(`/posts/api/post/inappropriate/${created.id}/post`)).status).toBe(200);
    expect((await daniel.get<Post[]>(home())).body.some((p) => p.id === created.id)).toBe(false);
    expect((await amara.get<Post[]>(home())).body.find((p) => p.id === created.id)?.hasBeenMarkedInappropriate).toBe(true);

    expect((await amara.get(`/posts/api/post/inappropriate-list/by-community/${HARBOR_CITY}`)).status).toBe(403);
    const reported = await bruno.get<Post[]>(`/posts/api/post/inappropriate-list/by-community/${HARBOR_CITY}`);
    expect(reported.body.some((p) => p.id === created.id)).toBe(true);

    const review = `/posts/api/post/markInappropriateReportsAsReviewed/${HARBOR_CITY}/${created.id}/true`;
    expect((await bruno.put(review)).status).toBe(200);
    expect((await amara.get<Post[]>(home())).body.some((p) => p.id === created.id)).toBe(false);
  });

  it('shows reported replies to admins only', async () => {
    const seeded = '9a000000-0000-4000-8000-000000000001';
    const adminView = (await bruno.get<Post[]>(`/posts/api/post/get-post-all-activity-feed/${seeded}`)).body[0];
    expect(adminView?.inappropriateChildren.map((c) => c.id)).toContain('9a000000-0000-4000-8000-000000000003');
    const memberView = (await daniel.get<Post[]>(`/posts/api/post/get-post-all-activity-feed/${seeded}`)).body[0];
    expect(memberView?.inappropriateChildren).toEqual([]);
    const reportedReplies = await bruno.get<Post[]>(`/posts/api/post/list/by-comments/inappropriate/${seeded}/0/chapter`);
    expect(reportedReplies.body.map((r) => r.id)).toEqual(['9a000000-0000-4000-8000-000000000003']);
  });
});

describe('featured items and news', () => {
  it('lets a chapter admin add a featured item that members then see', async () => {
    const item = { title: 'Summit', description: 'Two days in Harbor City', url: 'https://connect.test/summit', featuredPostImage: { url: 'https://media.example/summit.jpg' } };
    expect((await amara.post(`/posts/api/featuredPost/create/by-community/${HARBOR_CITY}/chapter`, item)).status).toBe(403);
    const created = await bruno.post<{ id: string }>(`/posts/api/featuredPost/create/by-community/${HARBOR_CITY}/chapter`, item);
    expect(created.status).toBe(200);
    const list = await amara.get<{ id: string }[]>(`/posts/api/featuredPost/list/by-community/${HARBOR_CITY}/chapter`);
    expect(list.body.map((f) => f.id)).toContain(created.body.id);
    expect((await bruno.delete(`/posts/api/featuredPost/${created.body.id}/chapter`)).status).toBe(200);
  });

  it('serves the home-page news', async () => {
    const news = await amara.get<{ newsList: unknown[] }>('/posts/api/featuredNews/list/home-page');
    expect(news.body.newsList).toHaveLength(2);
  });

  it('seeds featured items and news whose links pass the url rule, so an admin can save them unchanged', async () => {
    // spec 001 §5: an http(s) address with a top level of 2 to 5 letters (`.test`, not `.example`).
    const urlRule = /^https?:\/\/([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,5}(:\d{1,5})?([/?#]\S*)?$/i;
    const featured = await amara.get<{ url: string }[]>(`/posts/api/featuredPost/list/by-community/${HARBOR_CITY}/chapter`);
    const news = await amara.get<{ newsList: { url: string }[] }>('/posts/api/featuredNews/list/home-page');
    const urls = [...featured.body, ...news.body.newsList].map((item) => item.url);
    expect(featured.body.length).toBeGreaterThan(0);
    expect(urls.filter((url) => !urlRule.test(url))).toEqual([]);
  });
});
