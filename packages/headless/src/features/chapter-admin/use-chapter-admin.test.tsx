import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChapterHealthRecord, ProspectPollItem } from '../../core/chapter-admin';
import { holdRequests, problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import {
  useChapterAdminDownloads, useChapterHealth, useChapterOfficers, useForumManagement, useProspectManagement, useProspectsReadyToPay, useProspectVote,
  useProspectVoting,
} from './use-chapter-admin';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const HARBOR = '00000000-0000-4000-8000-00000000c101';
const P1 = '7b000000-0000-4000-8000-000000000001';
const P2 = '7b000000-0000-4000-8000-000000000002';

describe('the tabs (spec 001 §2, §9)', () => {
  it('sort forums by status, officers by position, prospects and ready-to-pay by name', async () => {
    const wrapper = wrapperFor(
      communities.getGetForumManagementMockHandler([
        { name: 'Forum Osprey', type: 'Member Forum', status: 'Inactive', members: 0, nonMembers: 0 },
        { name: 'Forum Granite', type: 'Member Forum', status: 'Active', members: 9, nonMembers: 1 },
      ]),
      communities.getGetChapterOfficersListMockHandler([
        { positionId: P1, positionTitle: 'Treasurer', fullName: 'Zeno Abernathy' },
        { positionId: P2, positionTitle: 'Chapter Chair', fullName: 'Bruno Lindqvist' },
      ]),
      communities.getGetChapterAdminOfficersListMockHandler([
        { positionId: P1, positionTitle: 'Treasurer', fullName: 'Zeno Abernathy', status: 'Inactive' },
        { positionId: P2, positionTitle: 'Forum Officer', fullName: 'Amara Okafor' },
      ]),
      communities.getGetProspectManagementMockHandler([
        { id: P1, firstName: 'Ingrid', lastName: 'Solberg', pursueStatus: 'Pursue', waiverStatus: 'Requested' },
        { id: P2, firstName: 'Farah', lastName: 'Grimaldi', pursueStatus: 'On Hold', waiverStatus: 'None' },
      ]),
      communities.getGetProspectReadyToPayMockHandler([{ name: 'Oskar Kingsley', stageName: 'Ready to Pay' }, { name: 'Farah Grimaldi', stageName: 'Ready to Pay' }]),
    );
    const { result } = renderHook(
      () => ({ forums: useForumManagement(HARBOR), officers: useChapterOfficers(HARBOR), prospects: useProspectManagement(HARBOR), ready: useProspectsReadyToPay(HARBOR) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.ready.prospects).toHaveLength(2));
    await waitFor(() => expect(result.current.officers.adminOfficers).toHaveLength(2));
    expect(result.current.forums.forums.map((f) => f.status)).toEqual(['Active', 'Inactive']);
    expect(result.current.officers.officers.map((o) => o.positionTitle)).toEqual(['Chapter Chair', 'Treasurer']);
    expect(result.current.officers.adminOfficers.map((o) => o.positionTitle)).toEqual(['Forum Officer', 'Treasurer']);
    expect(result.current.prospects.prospects.map((p) => [p.lastName, p.pursueStatus, p.waiverStatus])).toEqual([['Grimaldi', 'On Hold', 'None'], ['Solberg', 'Pursue', 'Requested']]);
    expect(result.current.ready.prospects.map((p) => p.name)).toEqual(['Farah Grimaldi', 'Oskar Kingsley']);
  });

  it('holds every call without a community, and shows a refusal as an error', async () => {
    const requests = recordRequests();
    const idle = renderHook(() => useForumManagement(''), { wrapper: wrapperFor() });
    expect(idle.result.current).toMatchObject({ forums: [], isLoading: false });
    const refused = renderHook(() => useProspectManagement(HARBOR), {
      wrapper: wrapperFor(problem('get', `*/communities/api/v2/chapter-admin/prospect-management/${HARBOR}`, 403, 'Forbidden')),
    });
    await waitFor(() => expect(refused.result.current.error).toBeDefined());
    expect(refused.result.current.prospects).toEqual([]);
    expect(requests.some((r) => r.url.includes('forum-management'))).toBe(false);
  });
});

const HEALTH: ChapterHealthRecord = {
  healthScore: 20,
  numberPrimaryMembersCurrent: { value: 59, points: 10 },
  chapterEdChairIdentified: { value: true, points: 5 },
  currentStrategicPlan: { value: true, points: 5 },
};

describe('useChapterHealth (spec 001 §3)', () => {
  it('gives the score with its 14 metrics, the four reports in order and the report links', async () => {
    const report = (reportName: string, items: { label: string; value: number }[]) => ({ communityId: HARBOR, reportName, items });
    const wrapper = wrapperFor(
      communities.getGetChapterHealthRecordMockHandler(HEALTH),
      communities.getGetChapterAdminViewSfReportsMockHandler([{ name: 'Chapter Roster', url: 'https://connect.example/reports/roster' }]),
      communities.getGetChapterPerformanceGenderDemographicMockHandler(report('Gender demographic', [{ label: 'Female', value: 1 }, { label: 'Male', value: 3 }])),
      communities.getGetChapterPerformanceAgeDemographicMockHandler(report('Age demographic', [{ label: '40-49', value: 4 }])),
      communities.getGetRegionChapterHealthRatingMockHandler(report('Region chapter health rating', [{ label: 'Harbor City Chapter', value: 20 }])),
      communities.getGetElectedOfficerEngagementMockHandler(report('Elected officer engagement', [{ label: 'Bruno Lindqvist', value: 92 }])),
    );
    const { result } = renderHook(() => useChapterHealth(HARBOR), { wrapper });
    await waitFor(() => expect(result.current.reports).toHaveLength(4));
    await waitFor(() => expect(result.current.reportLinks).toHaveLength(1));
    expect(result.current.health?.healthScore).toBe(20);
    expect(result.current.health?.metrics).toHaveLength(14);
    expect(result.current.health?.metrics.filter((m) => m.points > 0).map((m) => m.value)).toEqual(['59', 'Yes', 'Yes']);
    expect(result.current.reports.map((r) => r.title)).toEqual(['Elected Officer Engagement', 'Region Chapter Health Rating', 'Age Demographic', 'Gender Demographic']);
    expect(result.current.reports[3]).toMatchObject({ key: 'genderDemographic', total: 4, rows: [{ label: 'Female', share: 25 }, { label: 'Male', share: 75 }] });
  });
});

const poll = (prospectId: string, lastName: string, upCount: number, downCount: number, userHasVoted: -1 | 0 | 1): ProspectPollItem => ({
  prospectId, firstName: 'A', lastName, upCount, downCount, userHasVoted,
});
const VOTE_PATH = `*/communities/api/community/${HARBOR}/vote/create/:prospectId/:vote`;

const useVoting = () => ({ list: useProspectVoting(HARBOR), voter: useProspectVote(HARBOR) });

describe('prospect voting (spec 001 §3, §4, §8)', () => {
  it('lists by name, moves the counts at once and keeps the server counts', async () => {
    const wrapper = wrapperFor(communities.getGetCommunityProspectsMockHandler([poll(P1, 'Solberg', 5, 1, -1), poll(P2, 'Grimaldi', 0, 0, -1)]));
    const held = holdRequests('post', VOTE_PATH);
    const { result } = renderHook(useVoting, { wrapper });
    await waitFor(() => expect(result.current.list.prospects).toHaveLength(2));
    expect(result.current.list.prospects.map((p) => p.lastName)).toEqual(['Grimaldi', 'Solberg']);
    let pending: ReturnType<typeof result.current.voter.vote> | undefined;
    act(() => {
      pending = result.current.voter.vote(P1, 1);
    });
    await waitFor(() => expect(result.current.list.prospects[1]).toMatchObject({ upCount: 6, downCount: 1, userHasVoted: 1 }));
    expect(result.current.voter.isVoting).toBe(true);
    await waitFor(() => expect(held).toHaveLength(1));
    expect(new URL(held[0]!.request.url).pathname).toBe(`/communities/api/community/${HARBOR}/vote/create/${P1}/1`);
    held[0]!.answer({ prospectId: P1, vote: 1, upCount: 7, downCount: 1, userHasVoted: 1 });
    let outcome: Awaited<NonNullable<typeof pending>>;
    await act(async () => {
      outcome = await pending;
    });
    expect(outcome!).toMatchObject({ ok: true, data: { upCount: 7 } });
    expect(result.current.list.prospects[1]).toMatchObject({ upCount: 7, downCount: 1, userHasVoted: 1 });
  });

  it('puts the counts back when the vote fails, and logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = wrapperFor(communities.getGetCommunityProspectsMockHandler([poll(P1, 'Solberg', 5, 1, 1)]), problem('post', VOTE_PATH, 500, 'Internal Server Error'));
    const { result } = renderHook(useVoting, { wrapper });
    await waitFor(() => expect(result.current.list.prospects).toHaveLength(1));
    let outcome: Awaited<ReturnType<typeof result.current.voter.vote>>;
    await act(async () => {
      outcome = await result.current.voter.vote(P1, 0);
    });
    expect(outcome!).toMatchObject({ ok: false });
    expect(result.current.voter.error).toBeDefined();
    expect(result.current.list.prospects[0]).toMatchObject({ upCount: 5, downCount: 1, userHasVoted: 1 });
    expect(logged).toHaveBeenCalled();
  });
});

describe('useChapterAdminDownloads (spec 001 §7: binary)', () => {
  it('downloads the voter report and the directory under the server file name, and gives the error of a refusal', async () => {
    const requests = recordRequests();
    const wrapper = wrapperFor(
      http.get(`*/communities/api/communities/${HARBOR}/prospectvoterreport`, () =>
        new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': 'attachment; filename="Harbor City Chapter prospect voter report.xlsx"' } }),
      ),
      http.get(`*/communities/api/communities/download-directory/${HARBOR}/chapter/csv`, () => new HttpResponse('Last name\r\n', { headers: { 'Content-Type': 'application/octet-stream' } })),
    );
    const { result } = renderHook(() => useChapterAdminDownloads(HARBOR), { wrapper });
    const report = await result.current.downloadVoterReport();
    expect(report.ok && report.data.fileName).toBe('Harbor City Chapter prospect voter report.xlsx');
    expect(report.ok && report.data.blob.size).toBe(4);
    const directory = await result.current.downloadDirectory('csv');
    expect(directory.ok && directory.data.fileName).toBe('directory.csv');
    expect(directory.ok && directory.data.blob.size).toBe(11);
    expect(requests.map((r) => new URL(r.url).pathname)).toContain(`/communities/api/communities/download-directory/${HARBOR}/chapter/csv`);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = renderHook(() => useChapterAdminDownloads(HARBOR), {
      wrapper: wrapperFor(problem('get', `*/communities/api/communities/${HARBOR}/prospectvoterreport`, 403, 'Forbidden')),
    });
    const failed = await refused.result.current.downloadVoterReport();
    expect(failed.ok).toBe(false);
  });
});
