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

function setup(postId = FIRST, viewer?: PostViewer, seeded: Post[] = [post(FIRST, 'Board retreat notes', 3, false), post(SECOND, 'Forum dinner', 1, true)]) {
  const requests = recordRequests();
  const wrapper = wrapperFor(
    postMocks.getListPostsByCommunityMockHandler(seeded),
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

const ME = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const MEMBER: PostViewer = { personId: ME, isMember: true, isCommunityAdmin: false, isActivityModerated: false };
const ADMIN: PostViewer = { ...MEMBER, isCommunityAdmin: true };
const bodies = (posts: readonly Post[]) => posts.map((each) => each.body);

/** A hook over one feed with the list and viewer chosen, acting on the post `postId` as the feed last showed it. */
function setupList(seeded: Post[], postId: string, viewer: PostViewer, list: 'allPost' | 'pendingModeration' = 'allPost') {
  const requests = recordRequests();
  const wrapper = wrapperFor(postMocks.getListPostsByCommunityMockHandler(seeded));
  let lastSeen: Post = seeded.find((each) => each.id === postId) as Post;
  const hook = renderHook(
    ({ shown }: { shown: 'allPost' | 'pendingModeration' }) => {
      const feed = useFeed(FEED, { list: shown, viewer });
      lastSeen = feed.posts.find((each) => each.id === postId) ?? lastSeen;
      return { feed, actions: usePostActions(FEED, lastSeen, 'chapter', viewer) };
    },
    { wrapper, initialProps: { shown: list } },
  );
  const calls = () => requests.map((r) => `${r.method} ${decodeURIComponent(new URL(r.url).pathname)}`);
  return { ...hook, requests, calls };
}

describe('usePostActions: every post action (spec 001 §4, §6, §8)', () => {
  it('unhides at once where the post was, and keeps it', async () => {
    const { result, calls } = setupList([post(FIRST, 'Board retreat notes', 3, false), post(SECOND, 'Forum dinner', 1, true)], FIRST, MEMBER);
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(2));
    await act(() => result.current.actions.hide());
    expect(bodies(result.current.feed.posts)).toEqual(['Forum dinner']);
    server.use(postMocks.getUnhidePostMockHandler(true));
    await act(() => result.current.actions.unhide(0));
    expect(bodies(result.current.feed.posts)).toEqual(['Board retreat notes', 'Forum dinner']);
    expect(calls()).toContain(`POST /posts/api/post/unhide/${FIRST}`);
  });

  it('takes a failed unhide back and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = setupList([post(FIRST, 'Board retreat notes', 3, false), post(SECOND, 'Forum dinner', 1, true)], FIRST, MEMBER);
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(2));
    await act(() => result.current.actions.hide());
    const held = holdRequests('post', '*/posts/api/post/unhide/:id');
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.actions.unhide(0);
    });
    await waitFor(() => expect(bodies(result.current.feed.posts)).toEqual(['Board retreat notes', 'Forum dinner']));
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]?.answer(false);
    await act(() => done);
    expect(await done).toMatchObject({ ok: false });
    expect(bodies(result.current.feed.posts)).toEqual(['Forum dinner']);
    expect(log).toHaveBeenCalledOnce();
  });

  it('deletes: the post leaves the feed once the server confirms, and stays when the delete fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, calls } = setupList([post(FIRST, 'Board retreat notes', 3, false), post(SECOND, 'Forum dinner', 1, true)], FIRST, ADMIN);
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(2));
    server.use(problem('delete', '*/posts/api/post/delete/:id', 403, 'Forbidden'));
    expect(await act(() => result.current.actions.remove())).toMatchObject({ ok: false });
    expect(bodies(result.current.feed.posts)).toEqual(['Board retreat notes', 'Forum dinner']);
    expect(log).toHaveBeenCalledOnce();
    server.use(postMocks.getDeletePostMockHandler(true));
    expect(await act(() => result.current.actions.remove())).toEqual({ ok: true, data: true });
    expect(bodies(result.current.feed.posts)).toEqual(['Forum dinner']);
    expect(calls()).toContain(`DELETE /posts/api/post/delete/${FIRST}`);
  });

  it('reports a post: POST inappropriate/{id}/post, and it leaves the reporter feed', async () => {
    const { result, calls } = setupList([post(FIRST, 'Board retreat notes', 3, false), post(SECOND, 'Forum dinner', 1, true)], SECOND, MEMBER);
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(2));
    server.use(postMocks.getMarkPostInappropriateMockHandler(true));
    await act(() => result.current.actions.markInappropriate());
    expect(bodies(result.current.feed.posts)).toEqual(['Board retreat notes']);
    expect(calls()).toContain(`POST /posts/api/post/inappropriate/${SECOND}/post`);
  });

  it('confirms a report (gone) or rejects it (kept, report cleared), and reloads the reports list', async () => {
    const reported = { ...post(FIRST, 'Selling passes', 0, false), hasBeenMarkedInappropriate: true };
    const rejecting = setupList([reported, post(SECOND, 'Forum dinner', 1, true)], FIRST, ADMIN);
    await waitFor(() => expect(rejecting.result.current.feed.posts).toHaveLength(2));
    server.use(postMocks.getMarkInappropriateReportsAsReviewedMockHandler(true));
    await act(() => rejecting.result.current.actions.reviewReport(false));
    expect(rejecting.result.current.feed.posts[0]).toMatchObject({ body: 'Selling passes', hasBeenMarkedInappropriate: false });
    expect(rejecting.calls()).toContain(`PUT /posts/api/post/markInappropriateReportsAsReviewed/${COMMUNITY}/${FIRST}/false`);
    cleanup();

    const confirming = setupList([reported, post(SECOND, 'Forum dinner', 1, true)], FIRST, ADMIN);
    await waitFor(() => expect(confirming.result.current.feed.posts).toHaveLength(2));
    await act(() => confirming.result.current.actions.reviewReport(true));
    expect(bodies(confirming.result.current.feed.posts)).toEqual(['Forum dinner']);
    expect(confirming.calls()).toContain(`PUT /posts/api/post/markInappropriateReportsAsReviewed/${COMMUNITY}/${FIRST}/true`);
  });

  it('confirms a reported reply: it leaves the inappropriateChildren of its post', async () => {
    const REPLY = '00000000-0000-4000-8000-000000000003';
    const parent = { ...post(FIRST, 'Board retreat notes', 0, false), inappropriateChildren: [{ ...post(REPLY, 'Spam reply', 0, false), parentPostId: FIRST, hasBeenMarkedInappropriate: true }] };
    const requests = recordRequests();
    const wrapper = wrapperFor(postMocks.getListPostsByCommunityMockHandler([parent]), postMocks.getMarkInappropriateReportsAsReviewedMockHandler(true));
    const { result } = renderHook(
      () => ({ feed: useFeed(FEED, { viewer: ADMIN }), actions: usePostActions(FEED, { id: REPLY, communityId: COMMUNITY, parentPostId: FIRST }, 'chapter', ADMIN) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.feed.posts[0]?.inappropriateChildren).toHaveLength(1));
    await act(() => result.current.actions.reviewReport(true));
    expect(result.current.feed.posts[0]?.inappropriateChildren).toEqual([]);
    expect(requests.map((r) => new URL(r.url).pathname)).toContain(`/posts/api/post/markInappropriateReportsAsReviewed/${COMMUNITY}/${REPLY}/true`);
  });

  it('approves a pending post: it moves from Pending Moderation to All Post', async () => {
    const moderator = { ...ADMIN, isActivityModerated: true };
    const pending = { ...post(FIRST, 'Waiting post', 0, false), isPendingModeration: true };
    const { result, rerender, calls } = setupList([pending, post(SECOND, 'Forum dinner', 1, true)], FIRST, moderator, 'pendingModeration');
    await waitFor(() => expect(bodies(result.current.feed.posts)).toEqual(['Waiting post']));
    expect(result.current.feed.lists).toEqual(['allPost', 'pendingModeration']);
    server.use(postMocks.getMarkModeratedPostAsReviwedMockHandler(true));
    await act(() => result.current.actions.approve());
    expect(result.current.feed.posts).toEqual([]);
    rerender({ shown: 'allPost' });
    expect(bodies(result.current.feed.posts)).toEqual(['Waiting post', 'Forum dinner']);
    expect(calls()).toContain(`PUT /posts/api/post/markModeratedPostAsReviwed/${FIRST}`);
  });

  it('turns comments off with the post text (PUT update/{id}) and shows the saved post', async () => {
    const own = { ...post(FIRST, 'Board retreat notes', 0, false), title: 'Retreat', canEdit: true, canComment: true };
    const { result, requests } = setupList([own], FIRST, MEMBER);
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(1));
    server.use(postMocks.getUpdatePostMockHandler({ ...own, canComment: false }));
    await act(() => result.current.actions.setCanComment(false));
    expect(result.current.feed.posts[0]?.canComment).toBe(false);
    const update = requests.find((r) => r.method === 'PUT');
    expect(new URL(update?.url ?? '').pathname).toBe(`/posts/api/post/update/${FIRST}`);
    expect(await update?.json()).toEqual({ communityId: COMMUNITY, body: 'Board retreat notes', title: 'Retreat', canComment: false });
  });

  it("removes the viewer's own mention and keeps the others", async () => {
    const OTHER = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
    const mentioning = {
      ...post(FIRST, 'Thanks @Amara Okafor and @Bruno Lindqvist', 0, false),
      mentions: [
        { id: ME, firstName: 'Amara', lastName: 'Okafor' },
        { id: OTHER, firstName: 'Bruno', lastName: 'Lindqvist' },
      ],
    };
    const { result, calls } = setupList([mentioning], FIRST, MEMBER);
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(1));
    server.use(postMocks.getRemovePostMentionMockHandler(true));
    await act(() => result.current.actions.removeMention());
    expect(result.current.feed.posts[0]?.mentions?.map((person) => person.id)).toEqual([OTHER]);
    expect(calls()).toContain(`PUT /posts/api/post/removeMention/${FIRST}`);
  });

  it('downloads a post file with its address and name', async () => {
    const { result, requests } = setupList([post(FIRST, 'Agenda attached', 0, false)], FIRST, MEMBER);
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(1));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.actions.download({ url: 'https://media.example/posts/agenda.pdf', name: 'agenda.pdf' });
    });
    expect(outcome).toMatchObject({ ok: true, data: { fileName: 'agenda.pdf' } });
    expect((outcome as { data: { blob: Blob } }).data.blob).toBeInstanceOf(Blob);
    const sent = requests.find((r) => new URL(r.url).pathname === '/posts/api/post/postFileDownload');
    expect(await sent?.json()).toEqual({ url: 'https://media.example/posts/agenda.pdf', fileName: 'agenda.pdf' });
  });

  it("copies the link, and says 'Failed to copy link.' when the clipboard refuses", async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('Denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    try {
      const { result } = setupList([post(FIRST, 'Board retreat notes', 0, false)], FIRST, MEMBER);
      await waitFor(() => expect(result.current.feed.posts).toHaveLength(1));
      const link = 'https://connect.example/chapter/c101?postId=1&showAllActivityFeedCommunity=true';
      expect(await act(() => result.current.actions.copyLink(link))).toEqual({ ok: true, data: link });
      expect(writeText).toHaveBeenCalledWith(link);
      const failed = await act(() => result.current.actions.copyLink(link));
      expect(failed).toMatchObject({ ok: false, error: { message: 'Failed to copy link.' } });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
