import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities, profiles } from '@ypo/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/messages';
import { FEATURE_MESSAGES } from '../../core/feature-messages';
import { COMMUNITY_IDS, communityOf } from '../../testing/community-fixtures';
import { holdRequests, permissionsResultOf, problem, providerFor, recordRequests, server, startMockServer, testSdk, wrapperFor } from '../../testing/mock-server';
import { useCommunity, type CommunityRoute } from './use-community';
import { useCommunityView } from './use-community-view';

startMockServer();
afterEach(cleanup);

const { harborCity: HARBOR, northwindGold: NORTHWIND, blueHeron: BLUE_HERON, businesses: BUSINESSES } = COMMUNITY_IDS;
const GET_COMMUNITY = '*/communities/api/getCommunity/:id';
const community = communityOf;

/** getCommunity answering the community of the asked id from `known`. */
const communitiesById = (...known: ReturnType<typeof community>[]) =>
  communities.getGetCommunityMockHandler(({ params }) => {
    const found = known.find((c) => c.communityId === params['id']);
    if (!found) throw new Error(`unexpected getCommunity ${String(params['id'])}`);
    return found as never;
  });

const noRedirects = communities.getGetCommunityRedirectsMockHandler([]);

describe('useCommunity (spec 001 §2, §6, §8)', () => {
  it('loads the community of the id in the path', async () => {
    const wrapper = wrapperFor(noRedirects, communitiesById(community(HARBOR, 'Harbor City Chapter', 'chapter', { isAdmin: true })));
    const { result } = renderHook(() => useCommunity({ type: 'chapter', communityId: HARBOR }), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    expect(result.current.state).toMatchObject({ community: { name: 'Harbor City Chapter', isAdmin: true } });
  });

  it("without an id shows the user's primary community of the type", async () => {
    const wrapper = wrapperFor(
      noRedirects,
      communities.getListCommunitiesByUserMockHandler([
        community(NORTHWIND, 'Northwind Gold Chapter', 'chapter'),
        community(HARBOR, 'Harbor City Chapter', 'chapter', { isPrimary: true }),
      ] as never),
      communitiesById(community(HARBOR, 'Harbor City Chapter', 'chapter', { isPrimary: true })),
    );
    const { result } = renderHook(() => useCommunity({ type: 'chapter' }), { wrapper });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', community: { communityId: HARBOR } }));
  });

  it('without an id and without a community of the type says so', async () => {
    const wrapper = wrapperFor(noRedirects, communities.getListCommunitiesByUserMockHandler([community(HARBOR, 'Harbor City Chapter', 'chapter')] as never));
    const { result } = renderHook(() => useCommunity({ type: 'network' }), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('none'));
  });

  it('/businesses first loads the business community id, then the community', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(
      noRedirects,
      profiles.getGetBusinessAboutCommunityMockHandler(community(BUSINESSES, 'Businesses', 'businesses') as never),
      communitiesById(community(BUSINESSES, 'Businesses', 'businesses')),
    );
    const { result } = renderHook(() => useCommunity({ type: 'businesses' }), { wrapper });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', community: { communityId: BUSINESSES } }));
    const paths = requests.map((r) => new URL(r.url).pathname);
    expect(paths).toContain('/profiles/api/around-me/get-business-about-community');
    expect(paths.indexOf('/profiles/api/around-me/get-business-about-community')).toBeLessThan(paths.indexOf(`/communities/api/getCommunity/${BUSINESSES}`));
    expect(paths).not.toContain('/communities/api/community/listCommunitiesByUser');
  });

  it('a type the server redirects goes to the external community, even when the community loaded first', async () => {
    const wrapper = wrapperFor(
      communities.getGetCommunityRedirectsMockHandler(async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return ['champion'];
      }),
      communitiesById(community(HARBOR, 'Sustainability Champions', 'champion')),
    );
    const seen: string[] = [];
    const { result } = renderHook(
      () => {
        const hook = useCommunity({ type: 'champion', communityId: HARBOR });
        seen.push(hook.state.status);
        return hook;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.state).toEqual({ status: 'redirect', communityType: 'champion', communityId: HARBOR }));
    expect(seen).not.toContain('ready');
  });

  it('loads the community alongside the redirect list, not after it', async () => {
    server.use(communitiesById(community(HARBOR, 'Harbor City Chapter', 'chapter')));
    const held = holdRequests('get', '*/communities/api/communities/redirects');
    const requests = recordRequests();
    const { result } = renderHook(() => useCommunity({ type: 'chapter', communityId: HARBOR }), { wrapper: providerFor(testSdk()) });
    await waitFor(() => expect(requests.map((r) => new URL(r.url).pathname)).toContain(`/communities/api/getCommunity/${HARBOR}`));
    expect(result.current.state.status).toBe('loading');
    act(() => held[0]?.answer([]));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
  });

  it('a failed redirect list redirects nothing', async () => {
    const wrapper = wrapperFor(
      problem('get', '*/communities/api/communities/redirects', 500, 'Internal Server Error'),
      communitiesById(community(HARBOR, 'Harbor City Chapter', 'chapter')),
    );
    const { result } = renderHook(() => useCommunity({ type: 'chapter', communityId: HARBOR }), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
  });

  it('a 403 on a forum gives the forum non-member message', async () => {
    const wrapper = wrapperFor(noRedirects, problem('get', GET_COMMUNITY, 403, 'Forbidden', { communityType: 'forum' }));
    const { result } = renderHook(() => useCommunity({ type: 'forum', communityId: BLUE_HERON }), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'forbidden', message: FEATURE_MESSAGES.forumNonMember }));
  });

  it('a 403 elsewhere gives the all-communities message with the community type', async () => {
    const wrapper = wrapperFor(noRedirects, problem('get', GET_COMMUNITY, 403, 'Forbidden'));
    const { result } = renderHook(() => useCommunity({ type: 'network', communityId: HARBOR }), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('forbidden'));
    expect(result.current.state).toEqual({ status: 'forbidden', message: FEATURE_MESSAGES.communityNonMember.replace('{type}', 'Network') });
  });

  it('a failed community fetch sets the error state', async () => {
    const wrapper = wrapperFor(noRedirects, problem('get', GET_COMMUNITY, 500, 'Internal Server Error'));
    const { result } = renderHook(() => useCommunity({ type: 'chapter', communityId: HARBOR }), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state).toMatchObject({ error: { message: MESSAGES.errorOccurredTryLater } });
  });

  it('a cancelled community fetch (the user moved on) sets no error', async () => {
    server.use(noRedirects);
    const held = holdRequests('get', GET_COMMUNITY);
    const wrapper = providerFor(testSdk());
    const { result, rerender } = renderHook((route: CommunityRoute) => useCommunity(route), { wrapper, initialProps: { type: 'chapter', communityId: HARBOR } });
    await waitFor(() => expect(held).toHaveLength(1));
    rerender({ type: 'chapter', communityId: NORTHWIND });
    await waitFor(() => expect(held).toHaveLength(2));
    await waitFor(() => expect(held[0]?.request.signal.aborted).toBe(true));
    expect(result.current.state.status).toBe('loading');
    act(() => held[1]?.answer(community(NORTHWIND, 'Northwind Gold Chapter', 'chapter')));
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', community: { communityId: NORTHWIND } }));
  });

  it('a group route without an id gives a Group Super Administrator the admin view', async () => {
    const wrapper = wrapperFor(noRedirects, communities.getGetUserPermissionsAndCommunitiesMockHandler(permissionsResultOf({ userRoles: ['Group Super Admin'] })));
    const { result } = renderHook(() => useCommunity({ type: 'group' }), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('groupAdmin'));
  });

  it('a group route without an id gives anyone else their own group', async () => {
    const MENTORING = COMMUNITY_IDS.mentoring;
    const wrapper = wrapperFor(
      noRedirects,
      communities.getGetUserPermissionsAndCommunitiesMockHandler(permissionsResultOf({ userRoles: ['Member'] })),
      communities.getListCommunitiesByUserMockHandler([community(MENTORING, 'Mentoring Group', 'group')] as never),
      communitiesById(community(MENTORING, 'Mentoring Group', 'group')),
    );
    const { result } = renderHook(() => useCommunity({ type: 'group' }), { wrapper });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', community: { name: 'Mentoring Group' } }));
  });
});

describe('useCommunityView (spec 001 §1: default Member View)', () => {
  it('opens in Member View; an admin switches to Admin View and back', () => {
    const { result } = renderHook(() => useCommunityView({ communityId: HARBOR, isAdmin: true }), { wrapper: providerFor(testSdk()) });
    expect(result.current).toMatchObject({ view: 'member', isAdminView: false, canSwitch: true, views: ['member', 'admin'] });
    act(() => result.current.setView('admin'));
    expect(result.current.isAdminView).toBe(true);
    act(() => result.current.setView('member'));
    expect(result.current.view).toBe('member');
  });

  it('keeps a non-admin in Member View whatever is asked', () => {
    const { result } = renderHook(() => useCommunityView({ communityId: HARBOR, isAdmin: false }), { wrapper: providerFor(testSdk()) });
    act(() => result.current.setView('admin'));
    expect(result.current).toMatchObject({ view: 'member', canSwitch: false, views: ['member'] });
  });

  it('keeps the choice per community', () => {
    const { result, rerender } = renderHook((c: { communityId: string }) => useCommunityView({ ...c, isAdmin: true }), {
      wrapper: providerFor(testSdk()),
      initialProps: { communityId: HARBOR as string },
    });
    act(() => result.current.setView('admin'));
    rerender({ communityId: NORTHWIND });
    expect(result.current.view).toBe('member');
    rerender({ communityId: HARBOR });
    expect(result.current.view).toBe('admin');
  });
});
