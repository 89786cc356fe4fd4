import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import {
  applicantId,
  applicantsOf,
  applicantsQuery,
  hasMoreApplicants,
  withoutApplicant,
  type ReviewedFilter,
  type SpeakerApplicant,
  type SpeakerApplicantList,
  type SpeakerReviewDecision,
} from '../../core/speaker/admin';
import { DEFAULT_REVIEWED_FILTER } from '../../core/speaker/admin';
import { isAborted, unwrap } from '../../core/errors/unwrap';
import type { AppError } from '../../core/messages';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation } from '../../hooks/use-mutation';
import { useActionSignal, useSdkQuery } from '../../hooks/use-sdk-query';

/** SWR key of may-view-the-speaker-administration (GET can-view-speaker-admin-directory). */
export const CAN_VIEW_SPEAKER_ADMIN_KEY = 'speaker/api/speaker/can-view-speaker-admin-directory';

/** SWR key of the number of pending applicants (GET pending-speakers-count). */
export const PENDING_SPEAKERS_COUNT_KEY = 'speaker/api/speaker/pending-speakers-count';

const LIST_PATH = { pending: 'speaker/api/speaker/get-pending-speakers', reviewed: 'speaker/api/speaker/get-reviewed-speakers' } as const;

/** SWR key of one page of an applicant list: the list, the reviewed filter and the page. */
export type SpeakerApplicantsPageKey = readonly [string, ReviewedFilter, number];

/** The SWR key builder of a list's pages; `null` once a page came back short (spec 002 §4). The pending list has no filter. */
export function speakerApplicantsPageKeyOf(list: SpeakerApplicantList, filter: ReviewedFilter = DEFAULT_REVIEWED_FILTER) {
  const shown = list === 'pending' ? DEFAULT_REVIEWED_FILTER : filter;
  return (pageIndex: number, previous: readonly SpeakerApplicant[] | null): SpeakerApplicantsPageKey | null =>
    previous !== null && !hasMoreApplicants(previous.length) ? null : [LIST_PATH[list], shown, pageIndex];
}

/** The cache key of a whole list (all its pages), for writes to the cached list. */
export const speakerApplicantsKeyOf = (list: SpeakerApplicantList, filter: ReviewedFilter = DEFAULT_REVIEWED_FILTER): string =>
  unstable_serialize(speakerApplicantsPageKeyOf(list, filter));

/**
 * Whether the signed-in person may open the speaker administration (spec 002 §6, §7: GET
 * can-view-speaker-admin-directory). A failed check counts as no.
 */
export function useCanViewSpeakerAdmin() {
  const swr = useSdkQuery<boolean>(CAN_VIEW_SPEAKER_ADMIN_KEY, (sdk, signal) => sdk.speaker.GET('/speaker/api/speaker/can-view-speaker-admin-directory', { signal }));
  return { canView: swr.data === true, isLoading: swr.data === undefined && swr.error === undefined, error: swr.error };
}

/** The number of pending applicants (GET pending-speakers-count); `isEnabled: false` holds the call (not an admin). */
export function usePendingSpeakersCount({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const swr = useSdkQuery<number>(isEnabled ? PENDING_SPEAKERS_COUNT_KEY : null, (sdk, signal) => sdk.speaker.GET('/speaker/api/speaker/pending-speakers-count', { signal }));
  return { count: swr.data, isLoading: swr.isLoading, error: swr.error };
}

/** Options of {@link useSpeakerApplicants}. */
export interface SpeakerApplicantsOptions {
  /** `false` holds every load (someone without the permission). */
  readonly isEnabled?: boolean;
}

/** What {@link useSpeakerApplicants} gives. */
export interface SpeakerApplicants {
  /** The applicants of every page loaded, each once; empty after a failed load (spec 002 §8). */
  readonly applicants: SpeakerApplicant[];
  /** The first page is loading. */
  readonly isLoading: boolean;
  /** A further page is loading (the infinite scroll waits). */
  readonly isLoadingMore: boolean;
  /** The last page was full: there may be more. */
  readonly hasMore: boolean;
  /** The failed load (never an aborted one). */
  readonly error: AppError | undefined;
  /** Loads the next page (ignored while loading, after a failure, or once a page came back short). */
  readonly loadMore: () => void;
}

/**
 * An applicant list of the speaker administration (spec 002 §4, §7): Pending Applicants/Requests
 * (GET get-pending-speakers) or Reviewed Applicants (GET get-reviewed-speakers, filtered by
 * status), 10 a page by skipNumber and takeSize; `loadMore()` asks for the next page until one
 * returns fewer than asked. spec 002 §8: 'A failed pending list load empties the list.' (and so
 * does a failed reviewed load); the failure is logged. Leaving the screen aborts the pending load.
 */
export function useSpeakerApplicants(list: SpeakerApplicantList, filter: ReviewedFilter = DEFAULT_REVIEWED_FILTER, { isEnabled = true }: SpeakerApplicantsOptions = {}): SpeakerApplicants {
  const sdk = useSdk();
  const getKey = useMemo(() => speakerApplicantsPageKeyOf(list, filter), [list, filter]);
  const signalFor = useActionSignal(isEnabled ? LIST_PATH[list] : null);
  const swr = useSWRInfinite<SpeakerApplicant[], AppError, typeof getKey>(
    isEnabled ? getKey : () => null,
    ([, shown, pageIndex]) => {
      const query = applicantsQuery(list, shown, pageIndex);
      const signal = signalFor();
      return list === 'pending'
        ? unwrap(sdk.speaker.GET('/speaker/api/speaker/get-pending-speakers', { params: { query }, signal }), { log: true })
        : unwrap(sdk.speaker.GET('/speaker/api/speaker/get-reviewed-speakers', { params: { query }, signal }), { log: true });
    },
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const { data, size, setSize } = swr;
  const error = swr.error === undefined || isAborted(swr.error) ? undefined : swr.error;
  const applicants = useMemo(() => (error === undefined ? applicantsOf(data ?? []) : []), [data, error]);
  const last = data?.at(-1);
  const hasMore = error === undefined && last !== undefined && hasMoreApplicants(last.length);
  const isLoadingMore = size > 1 && data !== undefined && data[size - 1] === undefined && error === undefined;
  const loadMore = useCallback(() => {
    if (!hasMore || isLoadingMore || swr.isLoading) return;
    void setSize((current) => current + 1);
  }, [hasMore, isLoadingMore, setSize, swr.isLoading]);
  return { applicants, isLoading: isEnabled && swr.isLoading, isLoadingMore, hasMore, error, loadMore };
}

/** A review: approve or deny one applicant (spec 002 §4). */
export interface SpeakerReview {
  /** The pending applicant. */
  readonly applicant: SpeakerApplicant;
  /** Approve (A) or deny (D). */
  readonly decision: SpeakerReviewDecision;
}

// What a review changes: the count, both lists, the applicant's status and profile, the directories.
const CHANGED_BY_REVIEW = ['pending-speakers-count', 'get-pending-speakers', 'get-reviewed-speakers', 'speaker-registration-status', 'is-approved-speaker', 'speaker-profile-info', 'speakerdirectory'];

/**
 * Approves (POST approve-speaker-request, status A) or denies (POST reject-speaker-request, status
 * D) an applicant (spec 002 §4, §7), through the one write hook: the applicant leaves the pending
 * list at once and comes back if the call fails; after it succeeds the pending count, both lists,
 * the applicant's status and profile and the speaker directories load again.
 */
export function useSpeakerReview() {
  const sdk = useSdk();
  const { cache, mutate } = useSWRConfig();
  const mutation = useMutation(
    async ({ applicant, decision }: SpeakerReview): Promise<boolean> => {
      const body = { speakerId: applicant.speakerId ?? null, personID: applicant.personID ?? null };
      const path = decision === 'approve' ? '/speaker/api/speaker/approve-speaker-request' : '/speaker/api/speaker/reject-speaker-request';
      return unwrap(sdk.speaker.POST(path, { body }), { log: true });
    },
    {
      key: speakerApplicantsKeyOf('pending'),
      optimistic: (current: SpeakerApplicant[][] | undefined, { applicant }: SpeakerReview) => withoutApplicant(current ?? [], applicantId(applicant)),
    },
  );
  const { trigger } = mutation;
  const review = useCallback(
    async (next: SpeakerReview) => {
      const result = await trigger(next);
      if (result?.ok) {
        const changed = [...cache.keys()].filter((key) => CHANGED_BY_REVIEW.some((part) => key.toLowerCase().includes(part)));
        // A review shifts the offsets of both lists: their loaded pages are forgotten, so the reload asks for each again.
        for (const key of changed) if (!key.startsWith('$inf$') && Object.values(LIST_PATH).some((path) => key.includes(path))) cache.delete(key);
        for (const key of changed) void mutate(key);
      }
      return result;
    },
    [cache, mutate, trigger],
  );
  return { review, isReviewing: mutation.isMutating, error: mutation.error, reset: mutation.reset };
}
