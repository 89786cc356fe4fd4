import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createSdk } from '@ypo/sdk';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError, MESSAGES } from '../core/messages';
import { HeadlessProvider } from './headless-provider';
import { useMutation } from './use-mutation';

afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => (
  <HeadlessProvider sdk={createSdk({ baseUrl: 'http://gw.test' })} swr={{ provider: () => new Map() }}>
    {children}
  </HeadlessProvider>
);

/** A write the test settles by hand. */
function heldWrite<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const write = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }));
  return { calls, write };
}

interface Post {
  readonly id: string;
  readonly likes: number;
  readonly isLiked: boolean;
}
const POST_KEY = 'posts/p1';
const POST: Post = { id: 'p1', likes: 4, isLiked: false };
const like = (post: Post | undefined): Post => ({ ...(post ?? POST), likes: (post ?? POST).likes + 1, isLiked: true });

/** A cached post (as a read hook shows it) and a like written through useMutation with an optimistic update. */
function useLikedPost(write: () => Promise<unknown>) {
  const post = useSWR<Post>(POST_KEY, () => POST);
  const mutation = useMutation(write, { key: POST_KEY, optimistic: (current: Post | undefined) => like(current) });
  return { post: post.data, ...mutation };
}

describe('useMutation: one save at a time', () => {
  it('ignores a second trigger while one runs, then accepts the next one', async () => {
    const { calls, write } = heldWrite<string>();
    const { result } = renderHook(() => useMutation(write), { wrapper });
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.trigger();
    });
    expect(result.current.isMutating).toBe(true);
    await act(async () => expect(await result.current.trigger()).toBeUndefined());
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('saved');
    await act(async () => expect(await first).toEqual({ ok: true, data: 'saved' }));
    expect(result.current.isMutating).toBe(false);
    act(() => void result.current.trigger());
    expect(calls).toHaveLength(2);
  });

  it('gives a failure as an AppError in the result and in error, never thrown', async () => {
    const { result } = renderHook(() => useMutation(() => Promise.reject(new AppError('server'))), { wrapper });
    const outcome = await act(() => result.current.trigger());
    expect(outcome).toEqual({ ok: false, error: expect.objectContaining({ code: 'server', message: MESSAGES.errorOccurredTryLater }) });
    expect(result.current.error?.code).toBe('server');
    act(() => result.current.reset());
    expect(result.current.error).toBeUndefined();
  });

  it('turns anything else a write throws into an AppError', async () => {
    const { result } = renderHook(() => useMutation(() => Promise.reject(new TypeError('Failed to fetch'))), { wrapper });
    const outcome = await act(() => result.current.trigger());
    expect(outcome?.ok === false && outcome.error).toMatchObject({ code: 'connection', message: MESSAGES.unableToConnect });
  });
});

/** Renders the cached post, presses like, and returns the pending like and its held write. */
async function pressLike() {
  const { calls, write } = heldWrite<unknown>();
  const { result } = renderHook(() => useLikedPost(write), { wrapper });
  await waitFor(() => expect(result.current.post).toEqual(POST));
  let liked: Promise<unknown> = Promise.resolve();
  act(() => {
    liked = result.current.trigger();
  });
  return { calls, result, liked };
}

describe('useMutation: optimistic update (spec 001 §4, §8: likes, hides, votes)', () => {
  it('shows the change at once and keeps it when the write succeeds', async () => {
    const { calls, result, liked } = await pressLike();
    await waitFor(() => expect(result.current.post).toEqual({ id: 'p1', likes: 5, isLiked: true }));
    calls[0]!.resolve({ ok: true });
    await act(async () => expect(await liked).toEqual({ ok: true, data: { ok: true } }));
    expect(result.current.post).toEqual({ id: 'p1', likes: 5, isLiked: true });
  });

  it('rolls the change back when the write fails ("likes revert locally; failed vote reverts")', async () => {
    const { calls, result, liked } = await pressLike();
    await waitFor(() => expect(result.current.post?.isLiked).toBe(true));
    calls[0]!.reject(new AppError('server'));
    await act(async () => expect(await liked).toMatchObject({ ok: false, error: { code: 'server' } }));
    expect(result.current.post).toEqual(POST);
  });

  it('puts the answer in the cache with populate', async () => {
    const { result } = renderHook(
      () => {
        const post = useSWR<Post>(POST_KEY, () => POST);
        const save = useMutation((likes: number) => Promise.resolve({ ...POST, likes }), { key: POST_KEY, populate: true });
        return { post: post.data, ...save };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.post).toEqual(POST));
    await act(() => result.current.trigger(9));
    expect(result.current.post).toEqual({ ...POST, likes: 9 });
  });
});
