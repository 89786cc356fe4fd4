import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities as mocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useGroupConfiguration, useGroupCreateRequest, useGroupMembers } from './use-group-admin';
import { useGroupAdminView, useGroupPage, type GroupMember } from './use-group-page';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const GROUP = '00000000-0000-4000-8000-00000000c601';
const pid = (n: number) => `5d1f6a2e-3c4b-4f7a-9e21-0a000000000${n}`;
const member = (n: number, isAdmin: boolean): GroupMember => ({ personId: pid(n), firstName: `First${n}`, lastName: `Last${n}`, isAdmin });
const application = (n: number) => ({ groupId: `d1000000-0000-4000-8000-00000000000${n}`, name: `Group ${n}` });
const pathsOf = (requests: Request[]) => requests.map((r) => `${r.method} ${decodeURIComponent(new URL(r.url).pathname)}`);

describe('group create requests and their review (spec 001 §4, §8)', () => {
  it('a reviewed request leaves the pending list', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getGetGroupRequestsPendinListMockHandler({ groupApplicationList: [application(1), application(2)], canApprove: true }),
      mocks.getReviewGroupCreateRequestMockHandler({ success: true, message: 'Approved.' }),
    );
    const { result } = renderHook(() => useGroupAdminView(), { wrapper });
    await waitFor(() => expect(result.current.requests).toHaveLength(2));
    expect(result.current.canApprove).toBe(true);
    await act(async () => {
      await result.current.review({ groupId: application(1).groupId, isApproved: true });
    });
    expect(result.current.requests.map((r) => r.name)).toEqual(['Group 2']);
    expect(pathsOf(calls)).toContain('POST /communities/api/group/reviewcreaterequest');
  });

  it("a failed review says 'Error while Approving' and keeps the request", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(
      mocks.getGetGroupRequestsPendinListMockHandler({ groupApplicationList: [application(1)], canApprove: true }),
      problem('post', '*/communities/api/group/reviewcreaterequest', 500, 'Internal Server Error'),
    );
    const { result } = renderHook(() => useGroupAdminView(), { wrapper });
    await waitFor(() => expect(result.current.requests).toHaveLength(1));
    await act(async () => {
      await result.current.review({ groupId: application(1).groupId, isApproved: false });
    });
    expect(result.current.reviewError?.message).toBe('Error while Approving');
    expect(result.current.requests).toHaveLength(1);
  });

  it('a new request joins the pending list', async () => {
    const wrapper = wrapperFor(
      mocks.getGetGroupRequestsPendinListMockHandler({ groupApplicationList: [], canApprove: false }),
      mocks.getCreateGroupRequestMockHandler(async ({ request }) => ({ ...((await request.json()) as { name: string }), groupId: application(3).groupId })),
    );
    const { result } = renderHook(() => ({ view: useGroupAdminView(), form: useGroupCreateRequest() }), { wrapper });
    await waitFor(() => expect(result.current.view.isLoading).toBe(false));
    await act(async () => {
      await result.current.form.create({ name: 'Group 3', description: 'Sailing', communityFocus: ['Leadership'] });
    });
    expect(result.current.view.requests.map((r) => r.name)).toEqual(['Group 3']);
  });
});

describe('group configuration (spec 001 §3, §6)', () => {
  it('gives the focus list and saves the form with the group id; the group shows the saved copy', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getGetGroupMockHandler({ communityId: GROUP, name: 'Mentoring Group', canEditGroup: true }),
      mocks.getListGroupAdminsMockHandler([member(2, true)]),
      mocks.getGetGroupFormFocusListMockHandler([{ id: 'd2000000-0000-4000-8000-000000000001', name: 'Leadership' }]),
      mocks.getConfigureGroupMockHandler(async ({ request }) => ({ ...((await request.json()) as { name: string }), communityId: GROUP, canEditGroup: true })),
    );
    const { result } = renderHook(() => ({ page: useGroupPage(GROUP), config: useGroupConfiguration(GROUP) }), { wrapper });
    await waitFor(() => expect(result.current.config.focusOptions).toHaveLength(1));
    await waitFor(() => expect(result.current.page.group?.name).toBe('Mentoring Group'));
    await act(async () => {
      await result.current.config.save({ name: 'Mentoring Circle', description: 'One at a time', communityFocus: ['Leadership'] });
    });
    expect(result.current.page.group?.name).toBe('Mentoring Circle');
    expect(await calls.find((r) => r.url.endsWith('/group/configure'))?.clone().json()).toEqual({ name: 'Mentoring Circle', description: 'One at a time', communityFocus: ['Leadership'], groupId: GROUP });
  });
});

describe('group members (spec 001 §4, §5, §6)', () => {
  it('searches only over 1 character, and sets the admin flag', async () => {
    const calls = recordRequests();
    let admins = [member(2, true)];
    const wrapper = wrapperFor(
      mocks.getListGroupAdminsMockHandler(() => admins),
      mocks.getIsLastGroupAdminMockHandler(false),
      mocks.getGroupMemberSearchMockHandler([member(2, true), member(3, false)]),
      mocks.getSetGroupAdminMockHandler(() => {
        admins = [member(2, true), member(3, true)];
        return { success: true, message: 'Saved.' };
      }),
    );
    const { result, rerender } = renderHook(({ term }) => useGroupMembers(GROUP, term), { wrapper, initialProps: { term: 'L' } });
    await waitFor(() => expect(result.current.admins).toHaveLength(1));
    expect(result.current.members).toEqual([]);
    expect(pathsOf(calls).some((p) => p.includes('/member-search/'))).toBe(false);
    rerender({ term: 'La' });
    await waitFor(() => expect(result.current.members).toHaveLength(2));
    await act(async () => {
      expect(await result.current.setAdmin(pid(3), true)).toMatchObject({ ok: true });
    });
    await waitFor(() => expect(result.current.admins).toHaveLength(2));
    expect(pathsOf(calls)).toContain(`GET /communities/api/groups/add-admin/${GROUP}/${pid(3)}/true`);
  });

  it('keeps the last admin: the stored answer, and no call to demote or remove them', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getListGroupAdminsMockHandler([member(2, true)]), mocks.getIsLastGroupAdminMockHandler(true));
    const { result } = renderHook(() => useGroupMembers(GROUP), { wrapper });
    await waitFor(() => expect(result.current.isLastAdmin).toBe(true));
    await waitFor(() => expect(result.current.admins).toHaveLength(1));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.setAdmin(pid(2), false);
    });
    expect(outcome).toMatchObject({ ok: false, error: { message: 'The last admin of a group cannot be removed.' } });
    await act(async () => {
      outcome = await result.current.removeMember(pid(2));
    });
    expect(outcome).toMatchObject({ ok: false, error: { message: 'The last admin of a group cannot be removed.' } });
    expect(pathsOf(calls).filter((p) => p.includes('add-admin') || p.includes('remove-member'))).toEqual([]);
  });

  it('removes a member and reloads the admins', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(mocks.getListGroupAdminsMockHandler([member(2, true)]), mocks.getIsLastGroupAdminMockHandler(false), mocks.getRemoveGroupMemberMockHandler({ success: true, message: 'Removed.' }));
    const { result } = renderHook(() => useGroupMembers(GROUP), { wrapper });
    await waitFor(() => expect(result.current.admins).toHaveLength(1));
    await act(async () => {
      expect(await result.current.removeMember(pid(3))).toMatchObject({ ok: true });
    });
    server.use(problem('get', '*/communities/api/groups/:id/remove-member/:memberId', 500, 'Internal Server Error'));
    await act(async () => {
      expect(await result.current.removeMember(pid(4))).toMatchObject({ ok: false, error: { code: 'server' } });
    });
  });

  it("works on a network with the 'network' segment: its admins, the stored answer, search and the group read", async () => {
    const NETWORK = '00000000-0000-4000-8000-00000000c401';
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getListGroupAdminsMockHandler([member(2, true), member(4, true)]),
      mocks.getIsLastGroupAdminMockHandler(false),
      mocks.getGroupMemberSearchMockHandler([member(3, false)]),
      mocks.getGetGroupMockHandler({ communityId: NETWORK, name: 'Family Business Network', description: 'Families', communityFocus: [], canEditGroup: true }),
    );
    const { result } = renderHook(() => ({ members: useGroupMembers(NETWORK, 'La', 'network'), page: useGroupPage(NETWORK, 'network') }), { wrapper });
    await waitFor(() => expect(result.current.members.members).toHaveLength(1));
    await waitFor(() => expect(result.current.page.group?.canEditGroup).toBe(true));
    expect(result.current.members.admins).toHaveLength(2);
    const paths = pathsOf(calls);
    expect(paths).toContain(`GET /communities/api/groups/list-admins/${NETWORK}/network`);
    expect(paths).toContain(`GET /communities/api/groups/isLastAdmin/${NETWORK}/network`);
    expect(paths).toContain(`GET /communities/api/member-search/${NETWORK}/network/La`);
    expect(paths.some((p) => p.endsWith('/group'))).toBe(false);
  });
});
