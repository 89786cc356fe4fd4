// Speaker administration (spec 002 §4, §6, §7): the two applicant lists, the reviewed list's status
// filter, paging (infinite scroll stops at a short page) and the confirmation of each review.
import type { speaker } from '@ypo/sdk';
import { SPEAKER_MESSAGES } from './messages';

/** An applicant as the pending and reviewed lists give it (GET get-pending-speakers / get-reviewed-speakers). */
export type SpeakerApplicant = speaker.components['schemas']['SpeakerListCard'];

/** The two administration lists: Pending Applicants/Requests and Reviewed Applicants (spec 002 §4). */
export type SpeakerApplicantList = 'pending' | 'reviewed';

/**
 * Applicants per page of either list (takeSize). The spec gives no size for these lists; ours is the
 * speaker list's 10 per page (spec 002 §9 'speaker list results per page 10').
 */
export const SPEAKER_ADMIN_PAGE_SIZE = 10;

/** The reviewed list's filters (spec 002 §4). */
export type ReviewedFilter = 'approved' | 'denied' | 'approvedAndDenied';

/** A reviewed-list filter option: its label and the `status` query value it sends. */
export interface ReviewedFilterOption {
  /** The filter. */
  readonly id: ReviewedFilter;
  /** Its name as shown (spec 002 §4). */
  readonly label: string;
  /** The status query value: A approved, D denied; none for both (the parameter is optional, spec 002 §7). */
  readonly status: 'A' | 'D' | undefined;
}

/** The reviewed list's filter options, in the spec's order: Approved Only, Denied Only, Approved and Denied. */
export const REVIEWED_FILTERS: readonly ReviewedFilterOption[] = [
  { id: 'approved', label: SPEAKER_MESSAGES.approvedOnly, status: 'A' },
  { id: 'denied', label: SPEAKER_MESSAGES.deniedOnly, status: 'D' },
  { id: 'approvedAndDenied', label: SPEAKER_MESSAGES.approvedAndDenied, status: undefined },
];

/** The filter the reviewed list opens with: Approved and Denied (everything reviewed). */
export const DEFAULT_REVIEWED_FILTER: ReviewedFilter = 'approvedAndDenied';

/** Whether a value is a reviewed-list filter. */
export const isReviewedFilter = (value: unknown): value is ReviewedFilter => REVIEWED_FILTERS.some((option) => option.id === value);

/** The query of page `pageIndex` (0-based) of a list: skipNumber, takeSize and, for the reviewed list, the filter's status. */
export function applicantsQuery(list: SpeakerApplicantList, filter: ReviewedFilter, pageIndex: number): { skipNumber: number; takeSize: number; status?: string } {
  const query = { skipNumber: pageIndex * SPEAKER_ADMIN_PAGE_SIZE, takeSize: SPEAKER_ADMIN_PAGE_SIZE };
  const status = list === 'reviewed' ? REVIEWED_FILTERS.find((option) => option.id === filter)?.status : undefined;
  return status === undefined ? query : { ...query, status };
}

/** spec 002 §4: 'Infinite scroll stops when a page returns fewer items than requested.' */
export const hasMoreApplicants = (pageLength: number, takeSize: number = SPEAKER_ADMIN_PAGE_SIZE): boolean => pageLength >= takeSize;

/** An applicant's id, lower-case: the speaker id of a non-member, else the person id ('' without either). */
export const applicantId = (applicant: SpeakerApplicant): string => (applicant.speakerId ?? applicant.personID ?? '').toLowerCase();

/** The applicants of the pages loaded, in page order, each once (by {@link applicantId}): a page that repeats an earlier applicant adds nobody twice. */
export function applicantsOf(pages: readonly (readonly SpeakerApplicant[])[]): SpeakerApplicant[] {
  const seen = new Set<string>();
  const applicants: SpeakerApplicant[] = [];
  for (const page of pages) {
    for (const applicant of page) {
      const id = applicantId(applicant);
      if (id === '' || seen.has(id)) continue;
      seen.add(id);
      applicants.push(applicant);
    }
  }
  return applicants;
}

/** The pages without the applicant `id` (a reviewed applicant leaves the pending list at once). */
export const withoutApplicant = (pages: readonly (readonly SpeakerApplicant[])[], id: string): SpeakerApplicant[][] =>
  pages.map((page) => page.filter((applicant) => applicantId(applicant) !== id.toLowerCase()));

/** A review of an applicant: approve (A) or deny (D). */
export type SpeakerReviewDecision = 'approve' | 'deny';

/** spec 002 §4: the confirmation of a review, 'Are you sure want to approve/deny the Applicant?' (one text per action). */
export const reviewConfirmText = (decision: SpeakerReviewDecision): string => (decision === 'approve' ? SPEAKER_MESSAGES.approveConfirm : SPEAKER_MESSAGES.denyConfirm);

/** The approval status label of an applicant: Approved (A), Denied (D), Pending (P); '' for another. */
export function applicantStatusLabel(status: string | null | undefined): string {
  switch ((status ?? '').toUpperCase()) {
    case 'A':
      return SPEAKER_MESSAGES.statusApproved;
    case 'D':
      return SPEAKER_MESSAGES.statusDenied;
    case 'P':
      return SPEAKER_MESSAGES.statusPending;
    default:
      return '';
  }
}
