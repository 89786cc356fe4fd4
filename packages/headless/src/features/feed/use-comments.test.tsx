import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { posts as postMocks } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Post, PostViewer } from '../../core/feed/post-actions';
import { holdRequests, problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useComments, useReplyActions, type CommentsOptions } from './use-comments';
import { useFeed, type FeedTarget } from './use-feed';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const COMMUNITY = '00000000-0000-4000-8000-00000000c101';
const PARENT = '9a000000-0000-4000-8000-000000000001';
const ME = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const FEED: FeedTarget = { communityId: COMMUNITY, communityName: 'chapter' };
const MEMBER: PostViewer = { personId: ME, isMember: true, isCommunityAdmin: false, isActivityModerated: false };

const reply = (n: number, fields: Partial<Post> = {}): Post => ({
  id: `9b000000-0000-4000-8000-00000000000${n}`,
  parentPostId: PARENT,
  communityId: COMMUNITY,
  author: { personId: `5d1f6a2e-3c4b-4f7a-9e21-0a000000010${n}`, name: `Writer ${n}` },
  body: `Reply ${n}`,
  dateCreated: `2026-11-0${n}T10:00:00Z`,
  likeCount: 0,
  userHasLiked: false,
  ...fields,
});
const REPLIES = [reply(1), reply(2), reply(3), reply(4, { likeCount: 2 })];
const parent = (fields: Partial<Post> = {}): Post => ({
  id: PARENT,
  communityId: COMMUNITY,
  body: 'Who is joining the Leadership Summit?',
  dateCreated: '2026-11-01T09:00:00Z',
  commentCount: 4,
  userHasCommented: false,
  totalCommentedUsers: 4,
  canComment: true,
  featuredComments: [
    { id: REPLIES[2]!.id, authorFirstName: 'Writer', authorLastName: '3', body: 'Reply 3' },
    { id: REPLIES[3]!.id, authorFirstName: 'Writer', authorLastName: '4', body: 'Reply 4' },
  ],
  ...fields,
});

function setup(post: Post = parent(), options: Partial<CommentsOptions> = {}) {
  const requests = recordRequests();
  const wrapper = wrapperFor(
    postMocks.getListPostsByCommunityMockHandler([post]),
    postMocks.getListCommentsByPostMockHandler(REPLIES),
    postMocks.getListInappropriateCommentsByPostMockHandler([REPLIES[1]!]),
    postMocks.getCreatePostLikeMockHandler(true),
  );
  const hook = renderHook(
    () => {
      const feed = useFeed(FEED);
      const shown = feed.posts[0] ?? post;
      return { feed, comments: useComments(shown, { feed: FEED, communityName: 'chapter', viewer: MEMBER, ...options }) };
    },
    { wrapper },
  );
  const calls = () => requests.map((r) => `${r.method} ${decodeURIComponent(new URL(r.url).pathname)}`);
  return { ...hook, requests, calls };
}

const bodies = (list: readonly { body?: string }[]) => list.map((each) => each.body);

describe('useComments (spec 001 §3, §4, §8, §9)', () => {
  it('shows the featured comments without a call until asked, then every reply (count 0), and show less keeps the last 2', async () => {
    const { result, calls } = setup();
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(1));
    expect(bodies(result.current.comments.featuredComments)).toEqual(['Reply 3', 'Reply 4']);
    expect(result.current.comments).toMatchObject({ isLoaded: false, isExpanded: false, commentCount: 4, hiddenCount: 2, replies: [] });
    expect(calls().some((call) => call.includes('by-comments'))).toBe(false);

    act(() => result.current.comments.showAll());
    await waitFor(() => expect(result.current.comments.isLoaded).toBe(true));
    expect(bodies(result.current.comments.replies)).toEqual(['Reply 1', 'Reply 2', 'Reply 3', 'Reply 4']);
    expect(result.current.comments.hiddenCount).toBe(0);
    expect(calls()).toContain(`GET /posts/api/post/list/by-comments/${PARENT}/0/chapter`);

    act(() => result.current.comments.showLess());
    expect(bodies(result.current.comments.replies)).toEqual(['Reply 3', 'Reply 4']);
    expect(result.current.comments).toMatchObject({ isExpanded: false, hiddenCount: 2 });
  });

  it('saves a reply with the parent id and the community, after which the parent counts it in the feed cache', async () => {
    const { result, requests } = setup();
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(1));
    act(() => result.current.comments.showAll());
    await waitFor(() => expect(result.current.comments.isLoaded).toBe(true));
    const saved = reply(5, { author: { personId: ME, name: 'Bruno Lindqvist' }, body: 'Count me in' });
    server.use(postMocks.getCreatePostMockHandler(saved));
    const held = holdRequests('post', '*/posts/api/post/create/:name');
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.comments.addReply('Count me in');
    });
    await waitFor(() => expect(held).toHaveLength(1));
    // Saved first, shown after (only likes and hides are optimistic).
    expect(result.current.comments.isAdding).toBe(true);
    expect(result.current.feed.posts[0]?.commentCount).toBe(4);
    held[0]?.answer(saved);
    await act(() => done);
    expect(await done).toEqual({ ok: true, data: saved });

    const create = requests.find((r) => r.url.includes('/post/create/'));
    expect(new URL(create!.url).pathname).toBe('/posts/api/post/create/chapter');
    expect(await create!.json()).toEqual({ communityId: COMMUNITY, body: 'Count me in', parentPostId: PARENT, canComment: true });
    expect(result.current.feed.posts[0]).toMatchObject({ commentCount: 5, userHasCommented: true, totalCommentedUsers: 5 });
    expect(result.current.feed.posts[0]?.featuredComments?.map((each) => [each.authorFirstName, each.authorLastName])).toEqual([
      ['Writer', '4'],
      ['Bruno', 'Lindqvist'],
    ]);
    expect(bodies(result.current.comments.replies).at(-1)).toBe('Count me in');
    expect(result.current.comments.commentCount).toBe(5);
  });

  it("gives the spec's post text when a reply fails, logs it, and leaves the thread as it was", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = setup();
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(1));
    server.use(problem('post', '*/posts/api/post/create/:name', 500, 'Internal Server Error'));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.comments.addReply('Count me in');
    });
    expect(outcome).toMatchObject({ ok: false, error: { message: 'There was an issue creating your post. Please try again' } });
    expect(result.current.comments.addError?.message).toBe('There was an issue creating your post. Please try again');
    expect(result.current.feed.posts[0]?.commentCount).toBe(4);
    expect(log).toHaveBeenCalledOnce();
  });

  it('empties the list when the replies fail to load, and logs it (spec 001 §8)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = setup();
    server.use(problem('get', '*/posts/api/post/list/by-comments/:postId/:count/:name', 500, 'Internal Server Error'));
    act(() => result.current.comments.showAll());
    await waitFor(() => expect(result.current.comments.error).toBeDefined());
    expect(result.current.comments).toMatchObject({ replies: [], isLoaded: false });
    expect(log).toHaveBeenCalled();
  });

  it('lets nobody reply to a post with comments off, a pending post or a reply, nor without a viewer (spec 001 §4, §6)', async () => {
    expect(setup(parent({ canComment: false })).result.current.comments.canReply).toBe(false);
    cleanup();
    expect(setup(parent({ isPendingModeration: true })).result.current.comments.canReply).toBe(false);
    cleanup();
    expect(setup(reply(1)).result.current.comments.canReply).toBe(false);
    cleanup();
    expect(setup(parent(), { viewer: undefined }).result.current.comments.canReply).toBe(false);
    cleanup();
    expect(setup(parent()).result.current.comments.canReply).toBe(true);
  });

  it('loads the reported replies for the Admin View only', async () => {
    const admin = setup(parent(), { isAdminView: true, viewer: { ...MEMBER, isCommunityAdmin: true } });
    act(() => admin.result.current.comments.showAll());
    await waitFor(() => expect(admin.result.current.comments.reportedIds.size).toBe(1));
    expect(admin.result.current.comments.reportedIds.has(REPLIES[1]!.id)).toBe(true);
    expect(admin.calls()).toContain(`GET /posts/api/post/list/by-comments/inappropriate/${PARENT}/0/chapter`);
    cleanup();

    const member = setup();
    act(() => member.result.current.comments.showAll());
    await waitFor(() => expect(member.result.current.comments.isLoaded).toBe(true));
    expect(member.calls().some((call) => call.includes('inappropriate'))).toBe(false);
  });

  it('takes a removed reply out of the thread and the parent count', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.feed.posts).toHaveLength(1));
    act(() => result.current.comments.showAll());
    await waitFor(() => expect(result.current.comments.isLoaded).toBe(true));
    act(() => result.current.comments.removeReply(REPLIES[3]!.id.toUpperCase()));
    await waitFor(() => expect(bodies(result.current.comments.replies)).toEqual(['Reply 1', 'Reply 2', 'Reply 3']));
    expect(result.current.feed.posts[0]?.commentCount).toBe(3);
    expect(bodies(result.current.feed.posts[0]?.featuredComments ?? [])).toEqual(['Reply 3']);
  });
});

describe('useReplyActions (spec 001 §4, §6, §8)', () => {
  function setupReply() {
    const requests = recordRequests();
    const wrapper = wrapperFor(postMocks.getListPostsByCommunityMockHandler([parent()]), postMocks.getListCommentsByPostMockHandler(REPLIES));
    const hook = renderHook(
      () => {
        const comments = useComments(parent(), { feed: FEED, communityName: 'chapter', viewer: MEMBER });
        const last = comments.replies.at(-1) ?? REPLIES[3]!;
        return { comments, actions: useReplyActions(comments.thread, last, MEMBER) };
      },
      { wrapper },
    );
    return { ...hook, requests };
  }
  const lastLike = (replies: readonly Post[]) => [replies.at(-1)?.likeCount, replies.at(-1)?.userHasLiked];

  it('likes a reply at once through the post like call, and keeps it', async () => {
    const { result, requests } = setupReply();
    act(() => result.current.comments.showAll());
    await waitFor(() => expect(result.current.comments.isLoaded).toBe(true));
    const held = holdRequests('post', '*/posts/api/like/create/:id/:name');
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.actions.toggleLike();
    });
    await waitFor(() => expect(lastLike(result.current.comments.replies)).toEqual([3, true]));
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]?.answer(true);
    await act(() => done);
    expect(lastLike(result.current.comments.replies)).toEqual([3, true]);
    expect(requests.map((r) => new URL(r.url).pathname)).toContain(`/posts/api/like/create/${REPLIES[3]!.id}/chapter`);
  });

  it('reverts a failed like of a reply', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = setupReply();
    act(() => result.current.comments.showAll());
    await waitFor(() => expect(result.current.comments.isLoaded).toBe(true));
    server.use(http.post('*/posts/api/like/create/:id/:name', () => HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 })));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.actions.toggleLike();
    });
    expect(outcome).toMatchObject({ ok: false });
    expect(lastLike(result.current.comments.replies)).toEqual([2, false]);
    expect(result.current.actions.error).toBeDefined();
  });
});
