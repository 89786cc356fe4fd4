import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useCommunityAnnouncementAdmin, useCustomEmailGroups } from './use-community-announcement-admin';

startMockServer();
afterEach(cleanup);

const HARBOR = '00000000-0000-4000-8000-00000000c101';
const RETREAT = 'a6000000-0000-4000-8000-000000000005';
const retreat = { id: RETREAT, title: 'Forum retreat', recordTypeName: 'General' as const, isActive: true, isPublished: false };

describe('useCommunityAnnouncementAdmin (spec 001 §7, §8)', () => {
  it('creates with the community, then reloads the list', async () => {
    let listed: (typeof retreat)[] = [];
    const wrapper = wrapperFor(
      communities.getGetAllCommunityAnnouncementsMockHandler(() => listed),
      communities.getCreateCommunityAnnouncementMockHandler(() => {
        listed = [retreat];
        return retreat;
      }),
    );
    const requests = recordRequests();
    const { result } = renderHook(() => useCommunityAnnouncementAdmin(HARBOR), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() => result.current.save({ ...retreat }, 'create'));
    const sent = requests.find((r) => r.url.endsWith('/create-announcement'));
    expect(await sent?.clone().json()).toMatchObject({ communityId: HARBOR, title: 'Forum retreat' });
    await waitFor(() => expect(result.current.announcements.map((a) => a.id)).toEqual([RETREAT]));
  });

  it("shows 'Error, Delete Failed!' for a failed delete and 'Something went wrong, please try again later.' for a failed publish", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrapper = wrapperFor(
      communities.getGetAllCommunityAnnouncementsMockHandler([retreat]),
      problem('put', '*/communities/api/delete-announcement', 404, 'Not Found'),
      problem('post', '*/communities/api/make-online-announcement', 500, 'Internal Server Error'),
    );
    const { result } = renderHook(() => useCommunityAnnouncementAdmin(HARBOR), { wrapper });
    await waitFor(() => expect(result.current.announcements).toHaveLength(1));
    const removed = await act(() => result.current.remove(RETREAT));
    expect(removed?.ok === false && removed.error.message).toBe('Error, Delete Failed!');
    const published = await act(() => result.current.publish(RETREAT));
    expect(published?.ok === false && published.error.message).toBe('Something went wrong, please try again later.');
  });
});

describe('useCustomEmailGroups (spec 001 §7, §8)', () => {
  it('updates a group that has an id, creates one that has none', async () => {
    const group = { id: 'a7000000-0000-4000-8000-000000000001', communityId: HARBOR, name: 'Summit Planning Committee', members: [] };
    const wrapper = wrapperFor(
      communities.getGetCustomEmailGroupsInfoMockHandler([group]),
      communities.getGetMemberDetailsInfoMockHandler([]),
      communities.getUpdateCustomEmailGroupMockHandler(group),
      communities.getCreateCustomEmailGroupMockHandler({ ...group, id: 'a7000000-0000-4000-8000-000000000002', name: 'Gala team' }),
    );
    const requests = recordRequests();
    const { result } = renderHook(() => useCustomEmailGroups(HARBOR), { wrapper });
    await waitFor(() => expect(result.current.groups).toHaveLength(1));
    await act(() => result.current.save({ id: group.id, name: 'Summit Planning Committee', memberIds: [] }));
    await act(() => result.current.save({ name: 'Gala team', memberIds: [] }));
    const paths = requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${new URL(r.url).pathname}`);
    expect(paths).toEqual(['PUT /communities/api/update-custom-email-group', 'POST /communities/api/create-custom-email-group']);
  });
});
