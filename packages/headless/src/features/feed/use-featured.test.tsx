import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { events as eventMocks, posts as postMocks } from '@ypo/msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { FeaturedNews, FeaturedPost } from '../../core/feed/featured';
import { holdRequests, problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useFeaturedEvents } from './use-featured-events';
import { useFeaturedItems, type FeaturedCommunity } from './use-featured-items';
import { useFeaturedNews } from './use-featured-news';

startMockServer();
afterEach(cleanup);

const COMMUNITY = '00000000-0000-4000-8000-00000000c101';
const CHAPTER: FeaturedCommunity = { communityId: COMMUNITY, communityName: 'chapter' };
const NETWORK: FeaturedCommunity = { communityId: COMMUNITY, communityName: 'network' };
const id = (n: number) => `9f000000-0000-4000-8000-00000000000${n}`;
const item = (n: number, order: number): FeaturedPost => ({
  id: id(n),
  title: `Item ${n}`,
  description: `About item ${n}`,
  url: `https://connect.test/featured/${n}`,
  communityId: COMMUNITY,
  featuredPostImage: { url: `https://media.test/${n}.jpg` },
  order,
});
// Served out of order: the hook shows them by `order`.
const SERVED = [item(3, 3), item(1, 1), item(5, 5), item(2, 2), item(4, 4)];

function setup(community: FeaturedCommunity = CHAPTER, served: FeaturedPost[] = SERVED) {
  const requests = recordRequests();
  const wrapper = wrapperFor(
    postMocks.getListFeaturedPostsByCommunityMockHandler(served),
    postMocks.getDeleteFeaturedPostMockHandler(true),
    postMocks.getDeleteChapterFeaturedPostMockHandler(true),
    postMocks.getReorderFeaturedPostsMockHandler(true),
  );
  const hook = renderHook(() => useFeaturedItems(community), { wrapper });
  const calls = () => requests.map((r) => `${r.method} ${decodeURIComponent(new URL(r.url).pathname)}`);
  const bodyOf = async (method: string, part: string) => {
    const request = requests.find((r) => r.method === method && r.url.includes(part));
    return request ? ((await request.clone().json()) as unknown) : undefined;
  };
  return { ...hook, calls, bodyOf };
}

const titles = (items: readonly FeaturedPost[]) => items.map((each) => each.title);

describe('useFeaturedItems (spec 001 §5, §7, §9)', () => {
  it('lists every item by order and gives the carousel the first 4', async () => {
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    expect(titles(result.current.items)).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5']);
    expect(titles(result.current.carouselItems)).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4']);
    expect(calls()).toContain(`GET /posts/api/featuredPost/list/by-community/${COMMUNITY}/chapter`);
  });

  it('creates with the link normalised and the community id, and adds the answer last', async () => {
    server.use(postMocks.getCreateFeaturedPostMockHandler(async ({ request }) => ({ ...((await request.json()) as FeaturedPost), id: id(6), order: 6 })));
    const { result, bodyOf } = setup();
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.create({
        title: 'Summit',
        description: 'Two days in Harbor City',
        url: '  Connect.TEST/summit ',
        featuredPostImage: { url: 'https://media.test/summit.jpg' },
        isImageOverLay: true,
      });
    });
    expect(outcome).toMatchObject({ ok: true, data: { id: id(6), title: 'Summit' } });
    expect(await bodyOf('POST', '/featuredPost/create/by-community/')).toEqual({
      title: 'Summit',
      description: 'Two days in Harbor City',
      url: 'https://connect.test/summit',
      featuredPostImage: { url: 'https://media.test/summit.jpg' },
      isImageOverLay: true,
      communityId: COMMUNITY,
    });
    expect(titles(result.current.items)).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5', 'Summit']);
  });

  it('leaves the list as it was when a create fails, and says why', async () => {
    server.use(problem('post', '*/posts/api/featuredPost/create/by-community/:communityId/:communityName', 500, 'Internal Server Error'));
    const { result } = setup();
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.create({ title: 'Summit', description: 'd', url: 'https://connect.test/s', featuredPostImage: { url: 'https://media.test/s.jpg' } });
    });
    expect(outcome).toMatchObject({ ok: false, error: { code: 'server' } });
    expect(result.current.saveError?.message).toBeTruthy();
    expect(result.current.items).toHaveLength(5);
  });

  it('updates with PUT and shows the server copy in place', async () => {
    server.use(postMocks.getUpdateFeaturedPostMockHandler(async ({ request }) => (await request.json()) as FeaturedPost));
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    await act(() => result.current.update({ ...item(2, 2), id: id(2), title: 'Renamed', url: 'https://Connect.test/renamed' }));
    expect(titles(result.current.items)).toEqual(['Item 1', 'Renamed', 'Item 3', 'Item 4', 'Item 5']);
    expect(result.current.items[1]?.url).toBe('https://connect.test/renamed');
    expect(calls()).toContain(`PUT /posts/api/featuredPost/update/by-community/${COMMUNITY}/chapter`);
  });

  it('deletes a chapter item with the .../chapter call and another community item with its type name', async () => {
    const chapter = setup(CHAPTER);
    await waitFor(() => expect(chapter.result.current.items).toHaveLength(5));
    await act(() => chapter.result.current.remove(id(3)));
    expect(titles(chapter.result.current.items)).toEqual(['Item 1', 'Item 2', 'Item 4', 'Item 5']);
    expect(chapter.calls()).toContain(`DELETE /posts/api/featuredPost/${id(3)}/chapter`);
    cleanup();

    const network = setup(NETWORK);
    await waitFor(() => expect(network.result.current.items).toHaveLength(5));
    await act(() => network.result.current.remove(id(1)));
    expect(network.calls()).toContain(`DELETE /posts/api/featuredPost/${id(1)}/network`);
    expect(titles(network.result.current.items)).toEqual(['Item 2', 'Item 3', 'Item 4', 'Item 5']);
  });

  it('keeps the item when the delete is not acknowledged', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    server.use(postMocks.getDeleteChapterFeaturedPostMockHandler(false));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.remove(id(3));
    });
    expect(outcome).toMatchObject({ ok: false });
    expect(result.current.items).toHaveLength(5);
  });

  it('reorders at once, sends every item with its new place, and keeps the order', async () => {
    const { result, bodyOf } = setup();
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    const held = holdRequests('put', '*/posts/api/featuredPostsReorderList/:communityId/:name');
    const [first, second, ...rest] = result.current.items as [FeaturedPost, FeaturedPost, ...FeaturedPost[]];
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.reorder([second, first, ...rest]);
    });
    await waitFor(() => expect(titles(result.current.items).slice(0, 2)).toEqual(['Item 2', 'Item 1']));
    expect(result.current.isSaving).toBe(true);
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]?.answer(true);
    await act(() => done);
    expect(result.current.items.map((each) => each.order)).toEqual([1, 2, 3, 4, 5]);
    expect(titles(result.current.items).slice(0, 2)).toEqual(['Item 2', 'Item 1']);
    expect(await bodyOf('PUT', '/featuredPostsReorderList/')).toEqual([
      { id: id(2), order: 1 },
      { id: id(1), order: 2 },
      { id: id(3), order: 3 },
      { id: id(4), order: 4 },
      { id: id(5), order: 5 },
    ]);
  });

  it('puts the order back when the reorder fails', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    server.use(problem('put', '*/posts/api/featuredPostsReorderList/:communityId/:name', 403, 'Forbidden'));
    const [first, second, ...rest] = result.current.items as [FeaturedPost, FeaturedPost, ...FeaturedPost[]];
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.reorder([second, first, ...rest]);
    });
    expect(outcome).toMatchObject({ ok: false });
    expect(titles(result.current.items)).toEqual(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5']);
  });
});

const news = (n: number, order: number): FeaturedNews => ({
  id: `9f000000-0000-4000-8000-00000000010${n}`,
  title: `News ${n}`,
  url: `https://connect.test/news/${n}`,
  featuredNewsImage: { url: `https://media.test/news/${n}.jpg` },
  order,
});

describe('useFeaturedNews (spec 001 §3, §7)', () => {
  function setupNews() {
    const requests = recordRequests();
    const wrapper = wrapperFor(
      postMocks.getGetHomePageFeaturedNewsMockHandler({ newsList: [news(2, 2), news(1, 1)] }),
      postMocks.getUpdateHomePageFeaturedNewsMockHandler(async ({ request }) => (await request.json()) as { newsList: FeaturedNews[] }),
    );
    const hook = renderHook(() => useFeaturedNews(), { wrapper });
    const sent = async () => {
      const request = requests.find((r) => r.method === 'PUT');
      return request ? ((await request.clone().json()) as { newsList: FeaturedNews[] }) : undefined;
    };
    return { ...hook, sent };
  }

  it('reads the news by order', async () => {
    const { result } = setupNews();
    await waitFor(() => expect(result.current.news.map((each) => each.title)).toEqual(['News 1', 'News 2']));
  });

  it('saves the full list with an added item, links normalised and orders from 1', async () => {
    const { result, sent } = setupNews();
    await waitFor(() => expect(result.current.news).toHaveLength(2));
    await act(() => result.current.saveItem({ title: 'News 3', url: 'connect.test/news/3', featuredNewsImage: { url: 'https://media.test/3.jpg' } }));
    const body = await sent();
    expect(body?.newsList.map((each) => [each.title, each.url, each.order])).toEqual([
      ['News 1', 'https://connect.test/news/1', 1],
      ['News 2', 'https://connect.test/news/2', 2],
      ['News 3', 'https://connect.test/news/3', 3],
    ]);
    expect(result.current.news.map((each) => each.title)).toEqual(['News 1', 'News 2', 'News 3']);
  });

  it('removes an item by saving the list without it', async () => {
    const { result, sent } = setupNews();
    await waitFor(() => expect(result.current.news).toHaveLength(2));
    await act(() => result.current.remove(news(1, 1).id ?? ''));
    expect((await sent())?.newsList.map((each) => [each.title, each.order])).toEqual([['News 2', 1]]);
    expect(result.current.news.map((each) => each.title)).toEqual(['News 2']);
  });

  it('keeps the news as they were when the save fails', async () => {
    const { result } = setupNews();
    await waitFor(() => expect(result.current.news).toHaveLength(2));
    server.use(problem('put', '*/posts/api/featuredNews/list/home-page', 403, 'Forbidden'));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.saveItem({ ...news(1, 1), title: 'Changed' });
    });
    expect(outcome).toMatchObject({ ok: false });
    expect(result.current.saveError).toBeDefined();
    expect(result.current.news.map((each) => each.title)).toEqual(['News 1', 'News 2']);
  });
});

describe('useFeaturedEvents (spec 001 §2, §7)', () => {
  it("reads the community's events by its id and type", async () => {
    const requests = recordRequests();
    const event = { id: 'e0000000-0000-4000-8000-000000000001', name: 'Harbor City Leadership Summit', startDateTime: '2026-12-03T09:00:00Z', endDateTime: '2026-12-04T17:00:00Z', locationType: 'In Person' as const };
    const wrapper = wrapperFor(eventMocks.getGetCommunityEventsMockHandler([event]));
    const { result } = renderHook(() => useFeaturedEvents({ communityId: COMMUNITY, communityType: 'chapter' }), { wrapper });
    await waitFor(() => expect(result.current.events.map((each) => each.name)).toEqual(['Harbor City Leadership Summit']));
    expect(requests.map((r) => new URL(r.url).pathname)).toContain(`/events/api/events/get/${COMMUNITY}/chapter`);
  });

  it('holds the call without a community', () => {
    const requests = recordRequests();
    const { result } = renderHook(() => useFeaturedEvents(null), { wrapper: wrapperFor() });
    expect(result.current.events).toEqual([]);
    expect(requests).toHaveLength(0);
  });
});
