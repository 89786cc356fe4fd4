import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { posts as postsMock } from '@ypo/msw';
import type { posts } from '@ypo/sdk';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { unwrap } from '../core/errors/unwrap';
import { MESSAGES } from '../core/messages';
import { holdRequests, problem, server, startMockServer, testSdk } from '../testing/mock-server';
import { HeadlessProvider } from './headless-provider';
import { useSdk } from './sdk-context';
import { useMutation } from './use-mutation';
import { useSdkQuery } from './use-sdk-query';

startMockServer();
afterEach(cleanup);

function wrapper({ children }: { children: ReactNode }) {
  return (
    <HeadlessProvider sdk={testSdk()} swr={{ provider: () => new Map() }}>
      {children}
    </HeadlessProvider>
  );
}

type Post = posts.components['schemas']['Post'];
const POST: Post = {
  id: '9a000000-0000-4000-8000-000000000001',
  communityId: '00000000-0000-4000-8000-00000000c101',
  body: 'Who is joining the Leadership Summit?',
  dateCreated: '2026-11-02T09:00:00Z',
  likeCount: 4,
  userHasLiked: false,
};
const LIKE = '*/posts/api/like/create/:id/:name';
const POST_KEY = ['posts/api/post/get-post-all-activity-feed', POST.id];
const like = (post: Post): Post => ({ ...post, likeCount: (post.likeCount ?? 0) + 1, userHasLiked: true });

/** The like write of a post in a chapter, as a feature would write it. */
function useLikeWrite() {
  const sdk = useSdk();
  return () => unwrap(sdk.posts.POST('/posts/api/like/create/{id}/{name}', { params: { path: { id: POST.id, name: 'chapter' } } }));
}

/** The post as a read hook shows it (the feed answers a list of one). */
function usePost() {
  return useSdkQuery<Post[]>(POST_KEY, (sdk, signal) =>
    sdk.posts.GET('/posts/api/post/get-post-all-activity-feed/{postId}', { params: { path: { postId: POST.id } }, signal }),
  );
}

/** The cached post and a like written through useMutation with an optimistic update. */
function useLikedPost() {
  const post = usePost();
  const mutation = useMutation(useLikeWrite(), { key: POST_KEY, optimistic: (current: Post[] | undefined) => (current ?? []).map(like) });
  return { post: post.data?.[0], ...mutation };
}

describe('useMutation: one save at a time', () => {
  it('ignores a second trigger while one runs, then accepts the next one', async () => {
    const held = holdRequests('post', LIKE);
    const { result } = renderHook(() => useMutation(useLikeWrite()), { wrapper });
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.trigger();
    });
    expect(result.current.isMutating).toBe(true);
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => expect(await result.current.trigger()).toBeUndefined());
    held[0]!.answer(true);
    await act(async () => expect(await first).toEqual({ ok: true, data: true }));
    expect(result.current.isMutating).toBe(false);
    let next: Promise<unknown> = Promise.resolve();
    act(() => {
      next = result.current.trigger();
    });
    await waitFor(() => expect(held).toHaveLength(2));
    held[1]!.answer(true);
    await act(async () => expect(await next).toEqual({ ok: true, data: true }));
    // Two saves reached the server: the ignored trigger sent nothing.
    expect(held).toHaveLength(2);
  });

  it('gives a failure as an AppError in the result and in error, never thrown', async () => {
    server.use(problem('post', LIKE, 500, 'Internal Server Error'));
    const { result } = renderHook(() => useMutation(useLikeWrite()), { wrapper });
    const outcome = await act(() => result.current.trigger());
    expect(outcome).toEqual({ ok: false, error: expect.objectContaining({ code: 'server', message: MESSAGES.errorOccurredTryLater }) });
    expect(result.current.error?.code).toBe('server');
    act(() => result.current.reset());
    expect(result.current.error).toBeUndefined();
  });

  it('turns a network failure into the connection AppError', async () => {
    server.use(http.post(LIKE, () => HttpResponse.error()));
    const { result } = renderHook(() => useMutation(useLikeWrite()), { wrapper });
    const outcome = await act(() => result.current.trigger());
    expect(outcome?.ok === false && outcome.error).toMatchObject({ code: 'connection', message: MESSAGES.unableToConnect });
  });
});

/** Renders the cached post, presses like, and returns the pending like and its held request. */
async function pressLike() {
  server.use(postsMock.getGetPostAllActivityFeedMockHandler([POST]));
  const held = holdRequests('post', LIKE);
  const { result } = renderHook(() => useLikedPost(), { wrapper });
  await waitFor(() => expect(result.current.post).toEqual(POST));
  let liked: Promise<unknown> = Promise.resolve();
  act(() => {
    liked = result.current.trigger();
  });
  await waitFor(() => expect(held).toHaveLength(1));
  return { held, result, liked };
}

describe('useMutation: optimistic update (spec 001 §4, §8: likes, hides, votes)', () => {
  it('shows the change at once and keeps it when the write succeeds', async () => {
    const { held, result, liked } = await pressLike();
    await waitFor(() => expect(result.current.post).toEqual({ ...POST, likeCount: 5, userHasLiked: true }));
    held[0]!.answer(true);
    await act(async () => expect(await liked).toEqual({ ok: true, data: true }));
    expect(result.current.post).toEqual({ ...POST, likeCount: 5, userHasLiked: true });
  });

  it('rolls the change back when the write fails ("likes revert locally; failed vote reverts")', async () => {
    const { held, result, liked } = await pressLike();
    await waitFor(() => expect(result.current.post?.userHasLiked).toBe(true));
    held[0]!.answer({ title: 'Internal Server Error', status: 500 }, 500);
    await act(async () => expect(await liked).toMatchObject({ ok: false, error: { code: 'server' } }));
    expect(result.current.post).toEqual(POST);
  });

  it('puts the answer in the cache with populate', async () => {
    server.use(
      postsMock.getGetPostAllActivityFeedMockHandler([POST]),
      postsMock.getUpdatePostMockHandler(async ({ request }) => ({ ...POST, body: ((await request.json()) as posts.components['schemas']['PostDraft']).body })),
    );
    const { result } = renderHook(
      () => {
        const sdk = useSdk();
        const post = usePost();
        const save = useMutation(
          (body: string) =>
            unwrap(sdk.posts.PUT('/posts/api/post/update/{id}', { params: { path: { id: POST.id } }, body: { body, communityId: POST.communityId, canComment: true } })).then(
              (updated) => [updated],
            ),
          { key: POST_KEY, populate: true },
        );
        return { post: post.data?.[0], ...save };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.post).toEqual(POST));
    await act(() => result.current.trigger('Count me in for the Summit.'));
    expect(result.current.post).toEqual({ ...POST, body: 'Count me in for the Summit.' });
  });
});
