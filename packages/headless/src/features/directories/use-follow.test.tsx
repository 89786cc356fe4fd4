import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { profiles as mocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, startMockServer, wrapperFor } from '../../testing/mock-server';
import type { PersonCard } from './use-connections';
import { useFollow } from './use-follow';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const VIEWER = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const card = (n: number): PersonCard => ({ id: `5d1f6a2e-3c4b-4f7a-9e21-00000000000${n}`, isConnected: false, firstName: `First${n}`, lastName: `Last${n}` });

describe('useFollow (ours, over the follow list of spec 002 §7)', () => {
  it("reads the viewer's follow list, follows and unfollows, sending the change", async () => {
    const bodies: unknown[] = [];
    const wrapper = wrapperFor(
      mocks.getGetMemberProfileFollowStatusListsMockHandler({ profileFollowing: [card(2)] }),
      mocks.getSaveMemberProfileFollowMockHandler(async ({ request }) => {
        const body = (await request.json()) as { followedPersonId: string; isFollowing: boolean };
        bodies.push(body);
        return body;
      }),
    );
    const { result } = renderHook(() => ({ two: useFollow(VIEWER, card(2)), three: useFollow(VIEWER, card(3)) }), { wrapper });
    await waitFor(() => expect(result.current.two.isFollowing).toBe(true));
    expect(result.current.three.isFollowing).toBe(false);
    await act(async () => {
      await result.current.three.toggle();
    });
    expect(result.current.three.isFollowing).toBe(true);
    await act(async () => {
      await result.current.two.toggle();
    });
    expect(result.current.two.isFollowing).toBe(false);
    expect(bodies).toEqual([
      { followedPersonId: card(3).id, isFollowing: true },
      { followedPersonId: card(2).id, isFollowing: false },
    ]);
  });

  it('rolls back when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(mocks.getGetMemberProfileFollowStatusListsMockHandler({ profileFollowing: [] }), problem('post', '*/profiles/api/member-profile/save-memberprofile-follow', 500, 'Server Error'));
    const { result } = renderHook(() => useFollow(VIEWER, card(3)), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    let answer: Awaited<ReturnType<typeof result.current.toggle>>;
    await act(async () => {
      answer = await result.current.toggle();
    });
    expect(answer!).toMatchObject({ ok: false });
    expect(result.current.isFollowing).toBe(false);
  });
});
