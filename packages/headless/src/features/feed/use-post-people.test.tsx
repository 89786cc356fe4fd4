import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { posts as postMocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useInappropriatePosts } from './use-inappropriate-posts';
import { usePostLikers, usePostUsers } from './use-post-people';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const POST = '9a000000-0000-4000-8000-000000000001';
const COMMUNITY = '00000000-0000-4000-8000-00000000c101';
const BRUNO = { id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002', firstName: 'Bruno', lastName: 'Lindqvist' };

describe('usePostLikers and usePostUsers (spec 001 §7, §8)', () => {
  it('loads the likers and the users of a post, and nothing while held', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(postMocks.getListPostLikersMockHandler([BRUNO]), postMocks.getListUsersByPostMockHandler([BRUNO, { ...BRUNO, id: POST, firstName: 'Amara' }]));
    const held = renderHook(() => usePostLikers(null), { wrapper });
    expect(held.result.current).toEqual({ people: [], error: undefined, isLoading: false });
    const { result } = renderHook(() => ({ likers: usePostLikers(POST), users: usePostUsers(POST) }), { wrapper });
    await waitFor(() => expect(result.current.users.people).toHaveLength(2));
    expect(result.current.likers.people.map((person) => person.firstName)).toEqual(['Bruno']);
    expect(requests.map((r) => new URL(r.url).pathname).sort()).toEqual([`/posts/api/post/listUsers/by-post/${POST}`, `/posts/api/posts/likers/${POST}`]);
  });

  it('logs a failed likers load and empties the list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(problem('get', '*/posts/api/posts/likers/:postId', 500, 'Internal Server Error'));
    const { result } = renderHook(() => usePostLikers(POST), { wrapper });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.people).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('useInappropriatePosts (spec 001 §4, §6, §8)', () => {
  const reported = { id: POST, communityId: COMMUNITY, body: 'Selling passes', dateCreated: '2026-11-03T08:45:00Z', hasBeenMarkedInappropriate: true };

  it("loads an admin's reports list, and holds the call for everyone else", async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(postMocks.getListInappropriatePostsByCommunityMockHandler([reported]));
    const { result } = renderHook(() => ({ admin: useInappropriatePosts(COMMUNITY), member: useInappropriatePosts(null) }), { wrapper });
    await waitFor(() => expect(result.current.admin.posts).toHaveLength(1));
    expect(result.current.member.posts).toEqual([]);
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([`/posts/api/post/inappropriate-list/by-community/${COMMUNITY}`]);
  });

  it('empties the list when the load fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(postMocks.getListInappropriatePostsByCommunityMockHandler([reported]));
    const { result } = renderHook(() => useInappropriatePosts(COMMUNITY), { wrapper });
    await waitFor(() => expect(result.current.posts).toHaveLength(1));
    server.use(problem('get', '*/posts/api/post/inappropriate-list/by-community/:id', 500, 'Internal Server Error'));
    await result.current.reload().catch(() => undefined);
    await waitFor(() => expect(result.current.posts).toEqual([]));
    expect(result.current.error?.code).toBe('server');
  });
});
