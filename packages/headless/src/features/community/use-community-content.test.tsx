import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities, profiles } from '@ypo/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS, communityOf } from '../../testing/community-fixtures';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useCommunityAnnouncements } from './use-community-announcements';
import { useGroupAdminView, useGroupPage } from './use-group-page';
import { useHomeAnnouncements } from './use-home-announcements';
import { useNewMemberBanner } from './use-new-member-banner';
import { usePmTeamMember } from './use-pm-team-member';
import { useRegionChapters } from './use-region-chapters';

startMockServer();
afterEach(cleanup);

const { atlantic: ATLANTIC, pacific: PACIFIC, harborCity: HARBOR, lakeshore: LAKESHORE, mentoring: MENTORING, home: HOME } = COMMUNITY_IDS;
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const community = communityOf;
const panel = (communityId: string, title: string) => ({ communityId, title, body: `${title} body`, eventList: [], profileList: [] });

describe('usePmTeamMember (spec 001 §6)', () => {
  it('is true only when the server says so', async () => {
    const { result } = renderHook(() => usePmTeamMember(), { wrapper: wrapperFor(communities.getIsPmTeamMemberMockHandler(true)) });
    await waitFor(() => expect(result.current.isPmTeamMember).toBe(true));
  });

  it('denies by default: false after a failure', async () => {
    const { result } = renderHook(() => usePmTeamMember(), {
      wrapper: wrapperFor(problem('get', '*/communities/api/communities/is-pm-teammember', 500, 'Internal Server Error')),
    });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.isPmTeamMember).toBe(false);
  });
});

describe('useRegionChapters (spec 001 §2 region)', () => {
  it("lists the region's chapters by name with their chapter types, and the other regions", async () => {
    const wrapper = wrapperFor(
      communities.getGetCommunitiesByRegionMockHandler(({ params }) => {
        expect(params['id']).toBe(ATLANTIC);
        return [community(LAKESHORE, 'Lakeshore Integrated Chapter', 'chapter'), community(HARBOR, 'Harbor City Chapter', 'chapter', { isAdmin: true })];
      }),
      communities.getGetAllChaptersMockHandler([
        { communityId: HARBOR, name: 'Harbor City Chapter', chapterType: 'YPO Chapter' },
        { communityId: LAKESHORE, name: 'Lakeshore Integrated Chapter', chapterType: 'YPO Integrated Chapter' },
      ]),
      communities.getGetCommunityRegionsMockHandler([community(PACIFIC, 'Pacific Region', 'region'), community(ATLANTIC, 'Atlantic Region', 'region')]),
    );
    const { result } = renderHook(() => useRegionChapters(ATLANTIC), { wrapper });
    await waitFor(() => expect(result.current.chapters[0]?.chapterType).toBe('YPO Chapter'));
    expect(result.current.chapters.map((c) => [c.name, c.chapterType, c.isAdmin])).toEqual([
      ['Harbor City Chapter', 'YPO Chapter', true],
      ['Lakeshore Integrated Chapter', 'YPO Integrated Chapter', false],
    ]);
    await waitFor(() => expect(result.current.regions.map((r) => r.name)).toEqual(['Pacific Region']));
  });

  it('reports a failed chapter list', async () => {
    const wrapper = wrapperFor(problem('get', '*/communities/api/communities/communitiesByRegion/:id', 404, 'Not Found'));
    const { result } = renderHook(() => useRegionChapters(ATLANTIC), { wrapper });
    await waitFor(() => expect(result.current.error?.cause?.status).toBe(404));
    expect(result.current.chapters).toEqual([]);
  });
});

describe('useGroupPage and useGroupAdminView (spec 001 §2 group, §6)', () => {
  it('gives the group and its admins', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(
      communities.getGetGroupMockHandler({ communityId: MENTORING, name: 'Mentoring Group', description: 'Members mentoring members.', communityFocus: ['Mentoring'], canEditGroup: false }),
      communities.getListGroupAdminsMockHandler([{ personId: AMARA, firstName: 'Amara', lastName: 'Okafor', isAdmin: true }] as never),
    );
    const { result } = renderHook(() => useGroupPage(MENTORING), { wrapper });
    await waitFor(() => expect(result.current.group?.description).toBe('Members mentoring members.'));
    await waitFor(() => expect(result.current.admins.map((a) => a.firstName)).toEqual(['Amara']));
    expect(requests.map((r) => new URL(r.url).pathname)).toContain(`/communities/api/groups/list-admins/${MENTORING}/group`);
  });

  it('gives the Group Super Administrator the pending group requests', async () => {
    const wrapper = wrapperFor(
      communities.getGetGroupRequestsPendinListMockHandler({
        groupApplicationList: [{ groupId: MENTORING, name: 'Harbor City Sailing Group', description: 'Sailing.', requestedByName: 'Amara Okafor' }] as never,
        canApprove: true,
      }),
    );
    const { result } = renderHook(() => useGroupAdminView(), { wrapper });
    await waitFor(() => expect(result.current.requests.map((r) => r.name)).toEqual(['Harbor City Sailing Group']));
    expect(result.current.canApprove).toBe(true);
  });
});

describe('announcement panels (spec 001 §7)', () => {
  it('gives both panels; one failing leaves the other', async () => {
    const wrapper = wrapperFor(
      communities.getGetLeftPaneAnnouncementMockHandler(panel(HARBOR, 'Coming up in Harbor City Chapter')),
      problem('get', '*/communities/api/communities/get-connect-announcement/:communityId', 500, 'Internal Server Error'),
    );
    const { result } = renderHook(() => useCommunityAnnouncements(HARBOR), { wrapper });
    await waitFor(() => expect(result.current.connectError).toBeDefined());
    expect(result.current.leftPane?.title).toBe('Coming up in Harbor City Chapter');
    expect(result.current.connect).toBeUndefined();
  });

  it("/home reads the panels of the member's primary chapter", async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(
      communities.getListCommunitiesByUserMockHandler([community(HOME, 'Home', 'home'), community(HARBOR, 'Harbor City Chapter', 'chapter', { isPrimary: true })]),
      communities.getGetLeftPaneAnnouncementMockHandler(panel(HARBOR, 'Coming up')),
      communities.getGetConnectAnnouncementMockHandler(panel(HARBOR, 'Connect')),
    );
    const { result } = renderHook(() => useHomeAnnouncements(), { wrapper });
    await waitFor(() => expect(result.current.connect?.title).toBe('Connect'));
    expect(result.current.community?.communityId).toBe(HARBOR);
    expect(requests.map((r) => new URL(r.url).pathname)).toContain(`/communities/api/communities/get-left-pane-announcement/${HARBOR}`);
  });
});

describe('useNewMemberBanner (spec 001 §4)', () => {
  const NOW = () => Date.parse('2026-11-16T09:00:00Z');
  const person = (joinedDate: string | null, recordType: string | null) =>
    profiles.getGetPersonMockHandler({ personId: AMARA, firstName: 'Amara', familyName: 'Okafor', preferredName: null, email: 'amara@example.test', joinedDate, recordType });

  it('shows for a Member who joined 1 to 90 days ago', async () => {
    const { result } = renderHook(() => useNewMemberBanner(AMARA, { now: NOW }), { wrapper: wrapperFor(person('2026-10-27', 'Member')) });
    await waitFor(() => expect(result.current.isShown).toBe(true));
    expect(result.current.firstName).toBe('Amara');
  });

  it.each([
    ['joined long ago', '2019-03-04', 'Member'],
    ['joined today', '2026-11-16', 'Member'],
    ['a spouse partner', '2026-10-27', 'Spouse/Partner'],
    ['no join date', null, 'Member'],
  ])('does not show: %s', async (_label, joinedDate, recordType) => {
    const { result } = renderHook(() => useNewMemberBanner(AMARA, { now: NOW }), { wrapper: wrapperFor(person(joinedDate, recordType)) });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isShown).toBe(false);
  });
});
