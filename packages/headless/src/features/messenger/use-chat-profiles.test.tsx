import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_RETRY, profileRetryDelay } from '../../core/messenger';
import { problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useChatProfiles } from './use-chat-profiles';

startMockServer();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const PATH = '*/chat/api/chat/get-chat-users';
const B = '5d1f6a2e-3c4b-4f7a-9e21-0a00000000bb';
const C = '5d1f6a2e-3c4b-4f7a-9e21-0a00000000cc';
const chatUser = (id: string, preferredName: string) => ({
  id,
  preferredName,
  lastName: 'Lee',
  profileImageUrl: null,
  fallbackProfileImageUrl: 'https://media.example/fallback.png',
  chapterName: 'Lagos',
  chapterId: 'ch-1',
  companyName: 'Acme',
});
/** get-chat-users answering the ids asked for that `known` has. */
const answering = (known: Record<string, string>) =>
  http.post(PATH, async ({ request }) => {
    const { userIds } = (await request.json()) as { userIds: string[] };
    return HttpResponse.json({ chatUsers: userIds.filter((id) => id in known).map((id) => chatUser(id, known[id]!)) });
  });
const chatUsersCalls = (requests: Request[]) => requests.filter((request) => request.url.includes('get-chat-users'));

describe('useChatProfiles (spec 002 §4 participant profile load states, §7 get-chat-users)', () => {
  it('asks once for the participants given either way, and has their profiles LOADED', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(answering({ [B]: 'Bo', [C]: 'Cy' }));
    const { result, rerender } = renderHook(({ ids }) => useChatProfiles(ids), { wrapper, initialProps: { ids: [`@${B}:ypo`, C.toUpperCase(), 'not a member!'] } });
    await waitFor(() => expect(result.current.loads[B]?.status).toBe('LOADED'));
    expect(result.current.loads[C]?.status).toBe('LOADED');
    expect(result.current.profiles[B]).toMatchObject({ id: B, name: 'Bo Lee', primaryChapterName: 'Lagos', companyName: 'Acme' });
    rerender({ ids: [C, `@${B}:ypo`] });
    const calls = chatUsersCalls(requests);
    expect(calls).toHaveLength(1);
    expect(await calls[0]!.json()).toEqual({ userIds: [B, C] });
  });

  it("retries a failed load on core's schedule: FAILED, then LOADED", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    const wrapper = wrapperFor(problem('post', PATH, 500, 'Internal Server Error'));
    const { result } = renderHook(() => useChatProfiles([B]), { wrapper });
    await waitFor(() => expect(result.current.loads[B]?.status).toBe('FAILED'));
    expect(result.current.loads[B]?.failures).toBe(1);
    expect(chatUsersCalls(requests)).toHaveLength(1);

    server.use(answering({ [B]: 'Bo' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(profileRetryDelay(1) - 500);
    });
    expect(chatUsersCalls(requests)).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    await waitFor(() => expect(result.current.loads[B]?.status).toBe('LOADED'));
    expect(chatUsersCalls(requests)).toHaveLength(2);
    expect(result.current.profiles[B]?.name).toBe('Bo Lee');
  });

  it('retries an id the answer leaves out, stops after the last retry, and loads again on reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = recordRequests();
    const wrapper = wrapperFor(answering({}));
    const { result } = renderHook(() => useChatProfiles([B]), { wrapper });
    await waitFor(() => expect(result.current.loads[B]?.status).toBe('FAILED'));
    for (let failures = 1; failures <= PROFILE_RETRY.maxRetries; failures += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(profileRetryDelay(failures) + 100);
      });
      await waitFor(() => expect(result.current.loads[B]).toMatchObject({ status: 'FAILED', failures: failures + 1 }));
    }
    expect(result.current.loads[B]?.retryAt).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROFILE_RETRY.maxDelayMs * 2);
    });
    expect(chatUsersCalls(requests)).toHaveLength(1 + PROFILE_RETRY.maxRetries);

    server.use(answering({ [B]: 'Bo' }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.loads[B]?.status).toBe('LOADED'));
    expect(chatUsersCalls(requests)).toHaveLength(2 + PROFILE_RETRY.maxRetries);
  });
});
