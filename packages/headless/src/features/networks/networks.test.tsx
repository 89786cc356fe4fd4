import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities as mocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { permissionsResultOf, problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useInvite } from './use-invite';
import { useJoinRequests } from './use-join-requests';
import { useNetworkAdminPanels } from './use-network-admin-panels';
import { useNetworkMembership, type JoinRequest } from './use-network-membership';
import { useNetworksLanding } from './use-networks-landing';
import { useRelatedCommunities, type RelatedCommunity } from './use-related-communities';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const FAMILY = '00000000-0000-4000-8000-00000000c401';
const NETWORK = { communityId: FAMILY, communityName: 'network' };
const rid = (n: number) => `a4000000-0000-4000-8000-00000000000${n}`;
const pathsOf = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
const silenceLog = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('useNetworksLanding (spec 001 §1, §2)', () => {
  it('lists the networks of the chosen type with each type\'s count', async () => {
    const served = [
      { communityId: FAMILY, name: 'Family Business Network', networkType: 'FAMILY' },
      { communityId: rid(2), name: 'Maritime Trade Network', networkType: 'BUSINESS' },
      { communityId: rid(3), name: 'Agritech Founders Network', networkType: 'BUSINESS' },
    ] as const;
    const wrapper = wrapperFor(mocks.getGetYpoLandingNetworksMockHandler([...served]));
    const { result, rerender } = renderHook(({ type }) => useNetworksLanding(type), { wrapper, initialProps: { type: 'BUSINESS' as const } as { type: 'BUSINESS' | 'ALL' } });
    await waitFor(() => expect(result.current.networks).toHaveLength(2));
    expect(result.current.counts).toEqual({ ALL: 3, BUSINESS: 2, FAMILY: 1, PERSONAL: 0, IMPACT: 0 });
    expect(result.current.types).toEqual(['ALL', 'BUSINESS', 'FAMILY', 'PERSONAL', 'IMPACT']);
    rerender({ type: 'ALL' });
    expect(result.current.networks).toHaveLength(3);
  });
});

describe('useNetworkMembership (spec 001 §4, §5, §8)', () => {
  const pending = (list: JoinRequest[]) => mocks.getGetPendingJoinRequestMockHandler(list);
  const permissions = (ids: string[]) =>
    mocks.getGetUserPermissionsAndCommunitiesMockHandler(permissionsResultOf({}, ids.map((communityId) => ({ communityId, name: 'Family Business Network', communityType: 'network', roles: ['Member'] }))) as never);

  it('asks to join: the request is pending (approvalInProgress); after approval the member belongs', async () => {
    let requests: JoinRequest[] = [];
    let memberOf: string[] = [];
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getGetPendingJoinRequestMockHandler(() => requests),
      mocks.getGetUserPermissionsAndCommunitiesMockHandler(() => permissionsResultOf({}, memberOf.map((communityId) => ({ communityId, name: 'Family Business Network', communityType: 'network', roles: ['Member'] }))) as never),
      mocks.getJoinCommunityMockHandler(() => {
        requests = [{ id: rid(9), communityId: FAMILY, personId: rid(8), approvalInProgress: true }];
        return { communityId: FAMILY, approvalInProgress: true };
      }),
    );
    const { result } = renderHook(() => useNetworkMembership(NETWORK), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.state).toBe('none');
    await act(async () => {
      expect(await result.current.join()).toMatchObject({ ok: true, data: { approvalInProgress: true } });
    });
    await waitFor(() => expect(result.current.state).toBe('pending'));
    expect(pathsOf(calls)).toContain('POST /communities/api/communities/network/join');

    // The admin approves elsewhere; the next permissions load makes a member.
    requests = [];
    memberOf = [FAMILY];
    await act(async () => {
      await result.current.resign();
    });
    await waitFor(() => expect(result.current.state).toBe('member'));
  });

  it.each([
    ['a failure', problem('post', '*/communities/api/communities/:name/join', 500, 'Internal Server Error')],
    ['an answer without data', mocks.getJoinCommunityMockHandler(() => null as never)],
  ])('only logs %s of join', async (_name, handler) => {
    const log = silenceLog();
    const wrapper = wrapperFor(pending([]), permissions([]), handler);
    const { result } = renderHook(() => useNetworkMembership(NETWORK), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(async () => {
      expect(await result.current.join()).toMatchObject({ ok: false });
    });
    expect(log).toHaveBeenCalled();
    expect(result.current.state).toBe('none');
  });
});

describe('useJoinRequests (spec 001 §4, §8)', () => {
  const request = (n: number): JoinRequest => ({ id: rid(n), communityId: FAMILY, personId: rid(n + 4), firstName: `Member ${n}`, lastName: 'Test', approvalInProgress: true });

  it('reviews a request, which then leaves the list', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(mocks.getGetJoinRequestsMockHandler([request(1), request(2)]), mocks.getReviewJoinRequestMockHandler({ success: true, message: 'Approved' }));
    const { result } = renderHook(() => useJoinRequests(NETWORK), { wrapper });
    await waitFor(() => expect(result.current.requests).toHaveLength(2));
    await act(async () => {
      await result.current.review({ requestId: rid(1), isApproved: true });
    });
    expect(result.current.requests.map((r) => r.id)).toEqual([rid(2)]);
    const review = calls.find((r) => r.url.endsWith('/join/review'));
    expect(await review?.clone().json()).toEqual({ communityId: FAMILY, requestId: rid(1), isApproved: true });
  });

  it("says 'Error while Approving' when the review fails, and keeps the request", async () => {
    silenceLog();
    const wrapper = wrapperFor(mocks.getGetJoinRequestsMockHandler([request(1)]), problem('post', '*/communities/api/communities/:name/join/review', 500, 'Internal Server Error'));
    const { result } = renderHook(() => useJoinRequests(NETWORK), { wrapper });
    await waitFor(() => expect(result.current.requests).toHaveLength(1));
    await act(async () => {
      await result.current.review({ requestId: rid(1), isApproved: false });
    });
    expect(result.current.reviewError?.message).toBe('Error while Approving');
    expect(result.current.requests).toHaveLength(1);
  });
});

describe('useInvite (spec 001 §5, §8)', () => {
  it('invites by name, and gives the eligibility texts of a refusal', async () => {
    server.use(mocks.getInviteToCommunityMockHandler({ success: false, message: FEATURE_MESSAGES.inviteMemberIneligible }));
    const wrapper = wrapperFor();
    const { result } = renderHook(() => useInvite(NETWORK), { wrapper });
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.inviteByName([rid(5)]);
    });
    expect(outcome).toMatchObject({ ok: false, error: { message: 'This member does not meet the eligibility criteria.' } });
    server.use(mocks.getInviteToCommunityMockHandler({ success: true, message: FEATURE_MESSAGES.inviteSomeIneligible }));
    await act(async () => {
      outcome = await result.current.inviteByName([rid(5), rid(6)]);
    });
    expect(outcome).toEqual({ ok: true, data: { kind: 'partial', text: 'Some of the members do not meet the eligibility criteria.' } });
  });

  it("bulk invites emails confirmed with Enter; marks those of no profile; 'Error while Inviting' otherwise", async () => {
    silenceLog();
    const calls = recordRequests();
    const wrapper = wrapperFor(problem('post', '*/communities/api/communities/:name/invite', 422, 'Unprocessable Entity', { detail: 'Error while Inviting', errors: { 'nobody@nowhere.example': ['does not belong to a member profile'] } }));
    const { result } = renderHook(() => useInvite(NETWORK), { wrapper });
    act(() => result.current.dispatch({ type: 'type', text: 'amara@harbor.example nobody@nowhere.example' }));
    expect(result.current.canSendBulkInvite).toBe(false);
    act(() => result.current.dispatch({ type: 'key', key: 'Enter' }));
    expect(result.current.bulk.emails).toEqual(['amara@harbor.example', 'nobody@nowhere.example']);
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.sendBulkInvite();
    });
    expect(outcome).toMatchObject({ ok: false, error: { message: 'Error while Inviting' } });
    expect(result.current.bulk.notProfiles).toEqual(['nobody@nowhere.example']);
    expect(result.current.bulkErrors).toEqual([FEATURE_MESSAGES.inviteEmailNotAProfile]);
    expect(await calls.find((r) => r.url.endsWith('/invite'))?.clone().json()).toEqual({ communityId: FAMILY, emails: ['amara@harbor.example', 'nobody@nowhere.example'] });

    server.use(mocks.getInviteToCommunityMockHandler({ success: true, message: 'Invited' }));
    act(() => result.current.dispatch({ type: 'remove', email: 'nobody@nowhere.example' }));
    await act(async () => {
      outcome = await result.current.sendBulkInvite();
    });
    expect(outcome).toEqual({ ok: true, data: { kind: 'invited' } });
    expect(result.current.bulk.emails).toEqual([]);
  });
});

describe('useRelatedCommunities (spec 001 §3, §8)', () => {
  const item = (n: number, order: number): RelatedCommunity => ({ id: rid(n), title: `Network ${n}`, url: `https://connect.example/network/${n}`, order });

  it('lists in order, creates, and reorders at once; the order stays when the call succeeds', async () => {
    const calls = recordRequests();
    const wrapper = wrapperFor(
      mocks.getListRelatedCommunitiesMockHandler([item(2, 2), item(1, 1)]),
      mocks.getCreateRelatedCommunityMockHandler({ ...item(3, 3), title: 'Jazz' }),
      mocks.getReorderRelatedCommunitiesMockHandler(async ({ request }) => {
        const order = (await request.json()) as { id: string; order: number }[];
        return order.map((o) => ({ ...item(Number(o.id.slice(-1)), o.order) }));
      }),
    );
    const { result } = renderHook(() => useRelatedCommunities(NETWORK), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.items.map((r) => r.id)).toEqual([rid(1), rid(2)]);
    await act(async () => {
      await result.current.create({ title: 'Jazz', url: 'https://connect.example/network/3' });
    });
    expect(result.current.items.map((r) => r.title)).toEqual(['Network 1', 'Network 2', 'Jazz']);
    await act(async () => {
      await result.current.move(2, 0);
    });
    expect(result.current.items.map((r) => r.id)).toEqual([rid(3), rid(1), rid(2)]);
    expect(await calls.find((r) => r.url.includes('/reorder/'))?.clone().json()).toEqual([
      { id: rid(3), order: 1 },
      { id: rid(1), order: 2 },
      { id: rid(2), order: 3 },
    ]);
  });

  it('puts the order back when the reorder fails, and an update that fails is logged and rolled back', async () => {
    const log = silenceLog();
    const wrapper = wrapperFor(
      mocks.getListRelatedCommunitiesMockHandler([item(1, 1), item(2, 2)]),
      problem('put', '*/communities/api/relatedCommunities/reorder/:name/:id', 500, 'Internal Server Error'),
      problem('put', '*/communities/api/relatedCommunities/update/:name/:relatedId/:id', 500, 'Internal Server Error'),
    );
    const { result } = renderHook(() => useRelatedCommunities(NETWORK), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    await act(async () => {
      expect(await result.current.move(1, 0)).toMatchObject({ ok: false });
    });
    expect(result.current.items.map((r) => r.id)).toEqual([rid(1), rid(2)]);
    await act(async () => {
      await result.current.update({ ...item(1, 1), id: rid(1), title: 'Renamed' });
    });
    expect(result.current.items[0]?.title).toBe('Network 1');
    expect(log).toHaveBeenCalled();
  });

  it('removes an item', async () => {
    const wrapper = wrapperFor(mocks.getListRelatedCommunitiesMockHandler([item(1, 1), item(2, 2)]), mocks.getDeleteRelatedCommunityMockHandler({ success: true, message: 'Deleted.' }));
    const { result } = renderHook(() => useRelatedCommunities(NETWORK), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    await act(async () => {
      await result.current.remove(rid(1));
    });
    expect(result.current.items.map((r) => r.id)).toEqual([rid(2)]);
  });
});

describe('useNetworkAdminPanels (spec 001 §2)', () => {
  it('opens one panel at a time', () => {
    const { result } = renderHook(() => useNetworkAdminPanels());
    act(() => result.current.show('requestedMembers'));
    act(() => result.current.toggle('inviteSomeone'));
    expect(result.current.open).toBe('inviteSomeone');
    expect(result.current.isOpen('requestedMembers')).toBe(false);
    act(() => result.current.toggle('inviteSomeone'));
    expect(result.current.open).toBeNull();
  });
});
