import { useCallback, useMemo, useState } from 'react';
import {
  sortForums, sortOfficers, sortProspects, sortReadyToPay, type ForumRow, type OfficerRow, type ProspectRow, type ReadyToPayProspect,
} from '../../core/chapter-admin/chapter-admin';
import {
  CHAPTER_REPORTS, chapterHealthModel, chapterReportModel, type ChapterHealthRecord, type ChapterReport, type ChapterReportKey, type ChapterReportModel,
} from '../../core/chapter-admin/chapter-health';
import { withProspectVote, withVoteAnswer, type ProspectPollItem, type ProspectVoteAnswer, type ProspectVoteValue } from '../../core/chapter-admin/prospect-vote';
import type { SdkResult } from '../../core/errors/unwrap';
import { unwrap } from '../../core/errors/unwrap';
import { fileNameOfDisposition, type DownloadedFile } from '../../core/files/files-and-media';
import { asAppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

// spec 001 §2: the chapter admin's tabs (forum management, officers, prospect management, prospects
// ready to pay, chapter health and reports) and the prospect voting list; §7: their calls; §9: the
// sort orders. Each hook holds its call while the community id is empty.

/** SWR key of one chapter-admin read of a community (`null`, holding the call, without a community). */
export const chapterAdminKey = (part: string, communityId: string) => (communityId === '' ? null : `communities/chapter-admin/${part}/${communityId.toLowerCase()}`);
/** SWR key of a chapter's prospect voting list. */
export const prospectVotingKey = (communityId: string) => chapterAdminKey('prospects', communityId);

const path = (id: string) => ({ params: { path: { id } } });

/** A read's list, sorted by the tab's rule, with its error and loading flag. */
function useSortedList<T>(key: string | null, read: Parameters<typeof useSdkQuery<T[]>>[1], sort: (rows: readonly T[]) => T[]) {
  const query = useSdkQuery<T[]>(key, read);
  const rows = useMemo(() => (query.data ? sort(query.data) : []), [query.data, sort]);
  return { rows, error: query.error, isLoading: query.isLoading };
}

/** Forum management (GET v2/chapter-admin/forum-management/{id}): name, type, status, members, non-members; by status. */
export function useForumManagement(communityId: string) {
  const { rows, error, isLoading } = useSortedList<ForumRow>(
    chapterAdminKey('forums', communityId),
    (sdk, signal) => sdk.communities.GET('/communities/api/v2/chapter-admin/forum-management/{id}', { ...path(communityId), signal }),
    sortForums,
  );
  return { forums: rows, error, isLoading };
}

/**
 * The officers tab: position, name, status and dates, by position. `officers` are the chapter's officers
 * (GET chapterOfficersList/{id}/chapter); `adminOfficers` the chapter admin's list
 * (GET chapterAdminOfficersList/{id}/{name}), which the server may extend with other terms.
 */
export function useChapterOfficers(communityId: string, communityName = 'chapter') {
  const current = useSortedList<OfficerRow>(
    chapterAdminKey('officers', communityId),
    (sdk, signal) => sdk.communities.GET('/communities/api/chapterOfficersList/{id}/chapter', { ...path(communityId), signal }),
    sortOfficers,
  );
  const admin = useSortedList<OfficerRow>(
    chapterAdminKey(`admin-officers/${communityName}`, communityId),
    (sdk, signal) => sdk.communities.GET('/communities/api/chapterAdminOfficersList/{id}/{name}', { params: { path: { id: communityId, name: communityName } }, signal }),
    sortOfficers,
  );
  return { officers: current.rows, adminOfficers: admin.rows, error: current.error ?? admin.error, isLoading: current.isLoading || admin.isLoading };
}

/** Prospect management (GET v2/chapter-admin/prospect-management/{id}): pursue and waiver status; by name. */
export function useProspectManagement(communityId: string) {
  const { rows, error, isLoading } = useSortedList<ProspectRow>(
    chapterAdminKey('prospect-management', communityId),
    (sdk, signal) => sdk.communities.GET('/communities/api/v2/chapter-admin/prospect-management/{id}', { ...path(communityId), signal }),
    sortProspects,
  );
  return { prospects: rows, error, isLoading };
}

/** Prospects ready to pay (GET v2/chapter-admin/prospect-ready-to-pay/{id}); by name. */
export function useProspectsReadyToPay(communityId: string) {
  const { rows, error, isLoading } = useSortedList<ReadyToPayProspect>(
    chapterAdminKey('ready-to-pay', communityId),
    (sdk, signal) => sdk.communities.GET('/communities/api/v2/chapter-admin/prospect-ready-to-pay/{id}', { ...path(communityId), signal }),
    sortReadyToPay,
  );
  return { prospects: rows, error, isLoading };
}

const REPORT_PATHS = {
  electedOfficerEngagement: '/communities/api/v2/chapter-admin/electedOfficerEngagement/{id}',
  regionChapterHealthRating: '/communities/api/v2/chapter-admin/regionChapterHealthRating/{id}',
  ageDemographic: '/communities/api/v2/chapter-admin/chapterPerformanceAgeDemographic/{id}',
  genderDemographic: '/communities/api/v2/chapter-admin/chapterPerformanceGenderDemographic/{id}',
} as const satisfies Record<ChapterReportKey, string>;

function useChapterReport(key: ChapterReportKey, communityId: string) {
  return useSdkQuery<ChapterReport>(chapterAdminKey(`report/${key}`, communityId), (sdk, signal) => sdk.communities.GET(REPORT_PATHS[key], { ...path(communityId), signal }));
}

/**
 * Chapter health and reports: the health score and its 14 metrics as one model for a chart and a
 * table (GET chapterHealthRecord/{id}), the four reports in the spec's order (elected officer
 * engagement, region chapter health rating, age and gender demographic) as they arrive, and the
 * customer relationship system's reports offered to chapter admins (GET chapterAdminViewSfReports/{id}).
 */
export function useChapterHealth(communityId: string) {
  const health = useSdkQuery<ChapterHealthRecord>(chapterAdminKey('health', communityId), (sdk, signal) =>
    sdk.communities.GET('/communities/api/v2/chapter-admin/chapterHealthRecord/{id}', { ...path(communityId), signal }),
  );
  const links = useSdkQuery(chapterAdminKey('report-links', communityId), (sdk, signal) =>
    sdk.communities.GET('/communities/api/v2/chapter-admin/chapterAdminViewSfReports/{id}', { ...path(communityId), signal }),
  );
  const engagement = useChapterReport('electedOfficerEngagement', communityId);
  const rating = useChapterReport('regionChapterHealthRating', communityId);
  const age = useChapterReport('ageDemographic', communityId);
  const gender = useChapterReport('genderDemographic', communityId);
  const model = useMemo(() => (health.data ? chapterHealthModel(health.data) : undefined), [health.data]);
  const reports = useMemo(() => {
    const answers = [engagement.data, rating.data, age.data, gender.data];
    return CHAPTER_REPORTS.flatMap(({ key }, index) => {
      const report = answers[index];
      return report ? [{ key, ...chapterReportModel(key, report) }] : [];
    });
  }, [engagement.data, rating.data, age.data, gender.data]);
  return {
    health: model,
    reports: reports as readonly (ChapterReportModel & { readonly key: ChapterReportKey })[],
    reportLinks: links.data ?? [],
    error: health.error,
    reportsError: engagement.error ?? rating.error ?? age.error ?? gender.error ?? links.error,
    isLoading: health.isLoading,
  };
}

/** The prospect voting list of a chapter (GET communities/{id}/prospects): up and down counts and the member's own vote; by name. */
export function useProspectVoting(communityId: string) {
  const query = useSdkQuery<ProspectPollItem[]>(prospectVotingKey(communityId), (sdk, signal) =>
    sdk.communities.GET('/communities/api/communities/{id}/prospects', { ...path(communityId), signal }),
  );
  const prospects = useMemo(() => (query.data ? sortProspects(query.data) : []), [query.data]);
  return { prospects, error: query.error, isLoading: query.isLoading };
}

/**
 * A vote on a prospect (POST community/{communityId}/vote/create/{prospectId}/{vote}; 1 up, 0 down),
 * through the one mutation mechanism: the counts move in the voting list at once, the server's counts
 * replace them when it answers, and a failed vote puts the list back as it was (spec 001 §4, §8; the
 * failure is logged). `vote` resolves to the result, `undefined` while another vote runs.
 */
export function useProspectVote(communityId: string) {
  const sdk = useSdk();
  const mutation = useMutation<[prospectId: string, vote: ProspectVoteValue], ProspectVoteAnswer, ProspectPollItem[] | undefined>(
    (prospectId, vote) =>
      unwrap(sdk.communities.POST('/communities/api/community/{communityId}/vote/create/{prospectId}/{vote}', { params: { path: { communityId, prospectId, vote } } }), { log: true }),
    {
      key: prospectVotingKey(communityId),
      optimistic: (current, prospectId, vote) => (current ? withProspectVote(current, prospectId, vote) : current),
      populate: (answer, current) => (current ? withVoteAnswer(current, answer) : current),
    },
  );
  return { vote: mutation.trigger, isVoting: mutation.isMutating, error: mutation.error };
}

/** Formats of the member directory download (the `{format}` path segment). */
export type DirectoryFormat = 'xlsx' | 'csv';

/**
 * The chapter admin's downloads (binary): the prospect voter report (GET communities/{id}/prospectvoterreport)
 * and the member directory (GET download-directory/{communityId}/{communityName}/{format}). Each resolves
 * to the file (named as the server's Content-Disposition says) or the error; failures are logged.
 */
export function useChapterAdminDownloads(communityId: string, communityName = 'chapter') {
  const sdk = useSdk();
  const [isDownloading, setDownloading] = useState(false);
  const download = useCallback(async (call: Promise<SdkResult<Blob>>, fallback: string): Promise<CallResult<DownloadedFile>> => {
    setDownloading(true);
    try {
      let disposition: string | null = null;
      const blob = await unwrap(
        call.then((result) => {
          disposition = result.response?.headers.get('content-disposition') ?? null;
          return result;
        }),
        { log: true },
      );
      return { ok: true, data: { fileName: fileNameOfDisposition(disposition, fallback), blob } };
    } catch (error) {
      return { ok: false, error: asAppError(error) };
    } finally {
      setDownloading(false);
    }
  }, []);
  const downloadVoterReport = useCallback(
    () =>
      download(
        sdk.communities.GET('/communities/api/communities/{id}/prospectvoterreport', { ...path(communityId), parseAs: 'blob' }) as Promise<SdkResult<Blob>>,
        'prospect voter report',
      ),
    [communityId, download, sdk],
  );
  const downloadDirectory = useCallback(
    (format: DirectoryFormat) =>
      download(
        sdk.communities.GET('/communities/api/communities/download-directory/{communityId}/{communityName}/{format}', {
          params: { path: { communityId, communityName, format } },
          parseAs: 'blob',
        }) as Promise<SdkResult<Blob>>,
        `directory.${format}`,
      ),
    [communityId, communityName, download, sdk],
  );
  return { downloadVoterReport, downloadDirectory, isDownloading };
}
