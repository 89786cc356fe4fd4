import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { posts as postMocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '../../core/feed/post-actions';
import { holdRequests, problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useFeed, type FeedTarget } from './use-feed';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const COMMUNITY = '7c1e0a52-1d2b-4c3d-8e4f-0a00000000c1';
const postsOf = (count: number, from = 0): Post[] =>
  Array.from({ length: count }, (_, at) => ({
    id: `00000000-0000-4000-8000-${String(from + at).padStart(12, '0')}`,
    communityId: COMMUNITY,
    body: `Post ${from + at}`,
    dateCreated: '2026-11-01T10:00:00Z',
  }));

/** A feed of `total` posts, paged by the query as the contract's two operations take it. */
function pagedFeed(total: number) {
  const all = postsOf(total);
  return {
    community: postMocks.getListPostsByCommunityMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      const size = Number(query.get('pageSize'));
      const page = Number(query.get('pageNumber'));
      return all.slice(page * size, page * size + size);
    }),
    home: postMocks.getGetFollowedPostsListMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      const skip = Number(query.get('skipNumber'));
      return all.slice(skip, skip + Number(query.get('takeSize')));
    }),
  };
}

function setup(target: FeedTarget, total: number) {
  const requests = recordRequests();
  const feed = pagedFeed(total);
  const wrapper = wrapperFor(feed.community, feed.home);
  const hook = renderHook(() => useFeed(target), { wrapper });
  const calls = () => requests.map((r) => `${r.method} ${decodeURIComponent(new URL(r.url).pathname)}${new URL(r.url).search}`);
  return { ...hook, calls };
}

describe('useFeed (spec 001 §4, §8, §9)', () => {
  it('reads a community feed by pages of 30 and stops at the page with fewer posts', async () => {
    const { result, calls } = setup({ communityId: COMMUNITY, communityName: 'chapter' }, 65);
    await waitFor(() => expect(result.current.posts).toHaveLength(30));
    expect(result.current.isComplete).toBe(false);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.posts).toHaveLength(60));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.posts).toHaveLength(65));
    expect(result.current.isComplete).toBe(true);
    expect(result.current.posts.map((post) => post.body).slice(58, 62)).toEqual(['Post 58', 'Post 59', 'Post 60', 'Post 61']);
    act(() => result.current.loadMore());
    const feedCalls = calls().filter((call) => call.includes('/by-community/'));
    expect(feedCalls).toEqual([
      `GET /posts/api/post/list/by-community/${COMMUNITY}/chapter?pageNumber=0&pageSize=30`,
      `GET /posts/api/post/list/by-community/${COMMUNITY}/chapter?pageNumber=1&pageSize=30`,
      `GET /posts/api/post/list/by-community/${COMMUNITY}/chapter?pageNumber=2&pageSize=30`,
    ]);
  });

  it('reads the home feed by skipNumber and takeSize', async () => {
    const { result, calls } = setup({ home: true }, 31);
    await waitFor(() => expect(result.current.posts).toHaveLength(30));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.isComplete).toBe(true));
    expect(result.current.posts).toHaveLength(31);
    expect(calls().filter((call) => call.includes('getFollowedPostsList'))).toEqual([
      'GET /posts/api/post/getFollowedPostsList?skipNumber=0&takeSize=30',
      'GET /posts/api/post/getFollowedPostsList?skipNumber=30&takeSize=30',
    ]);
  });

  it('is complete after a first page shorter than 30', async () => {
    const { result } = setup({ home: true }, 4);
    await waitFor(() => expect(result.current.isComplete).toBe(true));
    expect(result.current.posts).toHaveLength(4);
  });

  it('logs a failed load and clears the list (spec 001 §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = setup({ communityId: COMMUNITY, communityName: 'chapter' }, 40);
    await waitFor(() => expect(result.current.posts).toHaveLength(30));
    server.use(problem('get', '*/posts/api/post/list/by-community/:id/:name', 500, 'Internal Server Error'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error?.code).toBeDefined());
    expect(result.current.posts).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });

  it('aborts the pending load when the screen is left, and shows no error for it (spec 001 §4)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const held = holdRequests('get', '*/posts/api/post/getFollowedPostsList');
    const { unmount } = renderHook(() => useFeed({ home: true }), { wrapper: wrapperFor() });
    await waitFor(() => expect(held).toHaveLength(1));
    unmount();
    await waitFor(() => expect(held[0]?.request.signal.aborted).toBe(true));
    expect(log).not.toHaveBeenCalled();
  });

  it('reads one post for a content-search link (size 1) and is complete', async () => {
    const requests = recordRequests();
    const [one] = postsOf(1);
    const wrapper = wrapperFor(postMocks.getGetPostAllActivityFeedMockHandler([one as Post]));
    const { result } = renderHook(() => useFeed({ postId: one?.id ?? '' }), { wrapper });
    await waitFor(() => expect(result.current.posts).toHaveLength(1));
    expect(result.current.isComplete).toBe(true);
    act(() => result.current.loadMore());
    const paths = requests.map((r) => new URL(r.url).pathname);
    expect(paths).toEqual([`/posts/api/post/get-post-all-activity-feed/${one?.id}`]);
  });

  it("gives a viewer the posts of the chosen list: approved in 'All Post', waiting in 'Pending Moderation' (admins of moderated communities)", async () => {
    const [approved, waiting] = postsOf(2);
    const feed = [approved as Post, { ...(waiting as Post), isPendingModeration: true }];
    const viewer = { personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000011', isMember: true, isCommunityAdmin: true, isActivityModerated: true };
    const target = { communityId: COMMUNITY, communityName: 'network' };
    const wrapper = wrapperFor(postMocks.getListPostsByCommunityMockHandler(feed));
    const { result } = renderHook(() => ({ all: useFeed(target, { viewer }), pending: useFeed(target, { viewer, list: 'pendingModeration' }), member: useFeed(target, { viewer: { ...viewer, isCommunityAdmin: false } }) }), { wrapper });
    await waitFor(() => expect(result.current.all.posts).toHaveLength(1));
    expect(result.current.all.posts.map((post) => post.body)).toEqual(['Post 0']);
    expect(result.current.pending.posts.map((post) => post.body)).toEqual(['Post 1']);
    expect(result.current.all.lists).toEqual(['allPost', 'pendingModeration']);
    expect(result.current.member.lists).toEqual(['allPost']);
    expect(result.current.member.posts.map((post) => post.body)).toEqual(['Post 0']);
  });
});
