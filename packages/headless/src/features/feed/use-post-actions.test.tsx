import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { posts as postMocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Post, PostViewer } from '../../core/feed/post-actions';
import { holdRequests, problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useFeed, type FeedTarget } from './use-feed';
import { usePostActions } from './use-post-actions';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const COMMUNITY = '7c1e0a52-1d2b-4c3d-8e4f-0a00000000c1';
const FIRST = '00000000-0000-4000-8000-000000000001';
const SECOND = '00000000-0000-4000-8000-000000000002';
const FEED: FeedTarget = { communityId: COMMUNITY, communityName: 'chapter' };
const post = (id: string, body: string, likeCount: number, userHasLiked: boolean): Post => ({
  id,
  communityId: COMMUNITY,
  body,
  dateCreated: '2026-11-01T10:00:00Z',
  likeCount,
  userHasLiked,
});

function setup(postId = FIRST, viewer?: PostViewer) {
  const requests = recordRequests();
  const wrapper = wrapperFor(
    postMocks.getListPostsByCommunityMockHandler([post(FIRST, 'Board retreat notes', 3, false), post(SECOND, 'Forum dinner', 1, true)]),
    postMocks.getCreatePostLikeMockHandler(true),
    postMocks.getDeletePostLikeMockHandler(true),
    postMocks.getHidePostMockHandler(true),
    postMocks.getMarkModeratedPostAsHiddenMockHandler(true),
  );
  const hook = renderHook(
    () => {
      const feed = useFeed(FEED);
      const shown = feed.posts.find((each) => each.id === postId) ?? { id: postId, communityId: COMMUNITY };
      return { feed, actions: usePostActions(FEED, shown, 'chapter', viewer) };
    },
    { wrapper },
  );
  const calls = () => requests.map((r) => `${r.method} ${decodeURIComponent(new URL(r.url).pathname)}`);
  return { ...hook, calls };
}

const likes = (posts: readonly Post[]) => posts.map((each) => [each.body, each.likeCount, each.userHasLiked]);

describe('usePostActions (spec 001 §4, §8)', () => {
  it('likes at once, sends the like with the community type, and keeps it', async () => {
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(2));
    const held = holdRequests('post', '*/posts/api/like/create/:id/:name');
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.actions.toggleLike();
    });
    await waitFor(() => expect(likes(result.current.feed.posts)[0]).toEqual(['Board retreat notes', 4, true]));
    expect(result.current.actions.isPending).toBe(true);
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]?.answer(true);
    await act(() => done);
    expect(await done).toEqual({ ok: true, data: true });
    expect(likes(result.current.feed.posts)[0]).toEqual(['Board retreat notes', 4, true]);
    expect(calls()).toContain(`POST /posts/api/like/create/${FIRST}/chapter`);
  });

  it('unlikes a liked post with DELETE like/{id}', async () => {
    const { result, calls } = setup(SECOND);
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(2));
    await act(() => result.current.actions.toggleLike());
    expect(likes(result.current.feed.posts)[1]).toEqual(['Forum dinner', 0, false]);
    expect(calls()).toContain(`DELETE /posts/api/like/${SECOND}`);
  });

  it('reverts a failed like and logs it (spec 001 §8: likes revert locally)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = setup();
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(2));
    server.use(problem('post', '*/posts/api/like/create/:id/:name', 500, 'Internal Server Error'));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.actions.toggleLike();
    });
    expect(outcome).toMatchObject({ ok: false });
    expect(likes(result.current.feed.posts)[0]).toEqual(['Board retreat notes', 3, false]);
    expect(result.current.actions.error).toBeDefined();
    expect(log).toHaveBeenCalledOnce();
  });

  it('hides the post from the feed at once and keeps it hidden', async () => {
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(2));
    await act(() => result.current.actions.hide());
    expect(result.current.feed.posts.map((each) => each.body)).toEqual(['Forum dinner']);
    expect(calls()).toContain(`POST /posts/api/post/hide/${FIRST}`);
  });

  it('puts a post back where it was when the hide fails, or is not acknowledged, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = setup();
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(2));
    const held = holdRequests('post', '*/posts/api/post/hide/:id');
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.actions.hide();
    });
    await waitFor(() => expect(result.current.feed.posts.map((each) => each.body)).toEqual(['Forum dinner']));
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]?.answer(false);
    await act(() => done);
    expect(await done).toMatchObject({ ok: false });
    expect(result.current.feed.posts.map((each) => each.body)).toEqual(['Board retreat notes', 'Forum dinner']);
    expect(log).toHaveBeenCalledOnce();
  });

  it("hides for everyone when an admin of a moderated community hides (markModeratedPostAsHidden), for oneself otherwise", async () => {
    const viewer = { personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001', isMember: true, isCommunityAdmin: true, isActivityModerated: true };
    const admin = setup(FIRST, viewer);
    await waitFor(() => expect(admin.result.current.feed.posts).toHaveLength(2));
    const requests = recordRequests();
    await act(() => admin.result.current.actions.hide());
    expect(admin.result.current.feed.posts.map((each) => each.body)).toEqual(['Forum dinner']);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /posts/api/post/markModeratedPostAsHidden']);
    expect(await requests[0]?.json()).toEqual({ communityId: COMMUNITY, postId: FIRST });
    cleanup();

    const member = setup(FIRST, { ...viewer, isCommunityAdmin: false });
    await waitFor(() => expect(member.result.current.feed.posts).toHaveLength(2));
    await act(() => member.result.current.actions.hide());
    expect(member.calls()).toContain(`POST /posts/api/post/hide/${FIRST}`);
    expect(member.calls().some((call) => call.includes('markModeratedPostAsHidden'))).toBe(false);
  });
});
