// Waiver lists (spec 002 §2, §4, §6, §7, §9): one list per view (chapter, regional, regional member
// officer, peer review panel member, PRP admin), paged by page number (20 a page; a shorter page is the
// last), filtered (New, Resend To Region, Send To PRP, Resend To PRP, Finalize), sorted (Last Updated,
// First Name, Last Name) and searched (GET search/{viewType}). The rows' actions come from the machine.
// The addresses (list pages, details, form) are the app's: they come from the route table, which
// this module leaves out so @ypo/headless/waiver does not carry it.
import type { waiver } from '@ypo/sdk';
import { searchTextOf } from '../directories/paging';
import { AppError, toAppError, type FailedResult } from '../messages';
import { WAIVER_FLOW_LABELS, WAIVER_STATUS_LABELS, waiverActionsFor, waiverStateOf, type WaiverRole } from './machine';
import { WAIVER_MESSAGES } from './messages';

/** A waiver as the lists and the details give it (contract `Waiver`). */
export type WaiverItem = waiver.components['schemas']['Waiver'];

/** The waiver views: who looks at a list (spec 002 §6 roles). */
export type WaiverListView = 'chapter' | 'regional' | 'regionalMemberOfficer' | 'prpMember' | 'prpAdmin';

/** What a view is: the `viewType` the calls send, the waiver role it works in, and its page title. */
export interface WaiverViewInfo {
  /**
   * The path value of get-requests/{viewType}, search/{viewType} and get-details (spec 002 §7 does
   * not show the values; these spellings are ours, and the address of the details page carries it).
   */
  readonly viewType: string;
  /** The waiver role whose list this is (spec 002 §6). */
  readonly role: WaiverRole;
  /** The list page's title (ours). */
  readonly title: string;
}

/** Every waiver view with its viewType, role and title. */
export const WAIVER_VIEWS: Readonly<Record<WaiverListView, WaiverViewInfo>> = {
  chapter: { viewType: 'chapter', role: 'Chapter Officer', title: WAIVER_MESSAGES.chapterWaivers },
  regional: { viewType: 'regional', role: 'Regional Officer', title: WAIVER_MESSAGES.regionalWaivers },
  regionalMemberOfficer: { viewType: 'regionalMemberOfficer', role: 'Regional Member Officer', title: WAIVER_MESSAGES.regionalWaivers },
  prpMember: { viewType: 'prpMember', role: 'PRP member', title: WAIVER_MESSAGES.peerReviewPanel },
  prpAdmin: { viewType: 'prpAdmin', role: 'PRP Admin', title: WAIVER_MESSAGES.peerReviewPanelAdmin },
};

/** Every view, in the table's order. */
export const WAIVER_LIST_VIEWS = Object.keys(WAIVER_VIEWS) as readonly WaiverListView[];

/** The view a `viewType` names (case and punctuation ignored), or undefined (e.g. the details page's address). */
export function waiverViewOf(viewType: string | null | undefined): WaiverListView | undefined {
  const key = (viewType ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return WAIVER_LIST_VIEWS.find((view) => view.toLowerCase() === key);
}

/** The list routes by their route-table names (spec 002 §2) and the view each shows; RegionalMemberOfficer is /regionalWaiver's name. */
export const WAIVER_LIST_ROUTES = {
  ChapterWaiver: 'chapter',
  RegionalMemberOfficer: 'regionalMemberOfficer',
  PeerReviewPanel: 'prpMember',
  PeerReviewPanelAdmin: 'prpAdmin',
} as const satisfies Readonly<Record<string, WaiverListView>>;

/** The list's filter values (spec 002 §4), sent as filterBy. */
export type WaiverListFilter = NonNullable<NonNullable<waiver.paths['/waiver/api/waivers/get-requests/{viewType}']['get']['parameters']['query']>['filterBy']>;

/** The filters in the spec's order (spec 002 §4); each value is its label. */
export const WAIVER_LIST_FILTERS: readonly WaiverListFilter[] = ['New', 'Resend To Region', 'Send To PRP', 'Resend To PRP', 'Finalize'];

/** The waiver sorts (spec 002 §7), sent as sortType; each value is its label. */
export type WaiverListSort = NonNullable<NonNullable<waiver.paths['/waiver/api/waivers/get-requests/{viewType}']['get']['parameters']['query']>['sortType']>;

/** The sorts in the spec's order (spec 002 §7). */
export const WAIVER_LIST_SORTS: readonly WaiverListSort[] = ['Last Updated', 'First Name', 'Last Name'];

/** The sort a list opens with: Last Updated (the spec's first). */
export const DEFAULT_WAIVER_SORT: WaiverListSort = 'Last Updated';

/** Whether a value is a filter value. */
export const isWaiverListFilter = (value: unknown): value is WaiverListFilter => WAIVER_LIST_FILTERS.includes(value as WaiverListFilter);

/** Whether a value is a sort value. */
export const isWaiverListSort = (value: unknown): value is WaiverListSort => WAIVER_LIST_SORTS.includes(value as WaiverListSort);

/** spec 002 §4, §9: waiver list page size 20 (fewer means the last page). */
export const WAIVER_PAGE_SIZE = 20;

/** spec 002 §4: 'there are no more pages once a response has fewer than 20 items'. */
export const hasMoreWaivers = (pageLength: number): boolean => pageLength >= WAIVER_PAGE_SIZE;

/** What a list shows: the chapter or region (route parameter), the sort, the filter (none: all) and one prospect. */
export interface WaiverListQuery {
  /** The chapter or region of the page's address, if any. */
  readonly communityId?: string | undefined;
  /** The sort; Last Updated when not given. */
  readonly sortType?: WaiverListSort | undefined;
  /** No filter: every waiver of the view. */
  readonly filterBy?: WaiverListFilter | undefined;
  /** Only the waiver of this prospect. */
  readonly leadId?: string | undefined;
}

/** The query of get-requests/{viewType}, as the contract types it. */
export type WaiverRequestsQuery = waiver.paths['/waiver/api/waivers/get-requests/{viewType}']['get']['parameters']['query'];

/**
 * The query of page `pageIndex` (0-based) of a list: pageNumber counts from 1 (the spec does not say;
 * ours), the sort (Last Updated unless chosen), and communityId, filterBy and leadId only when given.
 */
export function waiverRequestsQuery(pageIndex: number, query: WaiverListQuery = {}): WaiverRequestsQuery {
  const out: WaiverRequestsQuery = { pageNumber: Math.max(0, Math.floor(pageIndex)) + 1, sortType: query.sortType ?? DEFAULT_WAIVER_SORT };
  if (query.communityId) out.communityId = query.communityId;
  if (query.filterBy) out.filterBy = query.filterBy;
  if (query.leadId) out.leadId = query.leadId;
  return out;
}

/** The query of search/{viewType}, as the contract types it. */
export type WaiverSearchQuery = NonNullable<waiver.paths['/waiver/api/waivers/search/{viewType}']['get']['parameters']['query']>;

/**
 * The query of search/{viewType}, or undefined when there is nothing to search: the search text is
 * sent only when longer than 1 character (spec 002 §5 Search), trimmed.
 */
export function waiverSearchQuery(text: string | null | undefined, communityId?: string): WaiverSearchQuery | undefined {
  const searchToken = searchTextOf(text);
  if (searchToken === '') return undefined;
  return communityId ? { communityId, searchToken } : { searchToken };
}

/**
 * The error of a failed list load (get-requests): a refusal (403) shows 'Insufficient permissions to
 * view waiverList' (spec 002 §6), any other failure 'Error in loading the list of waivers. Please try
 * reloading the page.' (spec 002 §8); an aborted load stays aborted (never shown). Code and cause kept.
 */
export function waiverListError(failed: FailedResult): AppError {
  const error = toAppError(failed);
  if (error.code === 'aborted') return error;
  const message = error.code === 'forbidden' ? WAIVER_MESSAGES.insufficientPermissions : WAIVER_MESSAGES.listLoadFailed;
  return new AppError(error.code, { message, serverMessage: error.serverMessage, ...(error.cause ? { cause: error.cause } : {}) });
}

/** One row of a waiver list, ready to show. */
export interface WaiverListRow {
  /** The waiver's id (the row's key). */
  readonly id: string;
  /** The prospect the waiver is for (the details page and the form are opened with it). */
  readonly leadId: string;
  /** The requesting chapter ('' when not given). */
  readonly communityId: string;
  /** The prospect's name, 'First Last'. */
  readonly name: string;
  /** The requesting chapter's name ('' when not given). */
  readonly chapterName: string;
  /** The prospect's company ('' when not given). */
  readonly companyName: string;
  /** The status label (WAIVER_STATUS_LABELS). */
  readonly statusLabel: string;
  /** The workflow key's label; '' before the first submit. */
  readonly flowLabel: string;
  /** When the chapter submitted (ISO text or null). */
  readonly requestedDate: string | null;
  /** When it was last sent to the region for comments (ISO text or null). */
  readonly sentForCommentsDate: string | null;
  /** When it was last posted to the peer review panel (ISO text or null). */
  readonly postedToPrpDate: string | null;
  /**
   * The label of the link to the form when this view's role may submit the waiver now (the
   * machine's `submit`): 'Request Waiver' for a waiver nobody requested, else continue a draft or
   * resubmit one sent back; null when the form is not theirs to open.
   */
  readonly requestLabel: string | null;
}

/** The row of a waiver in a view: labels from the machine, the form link's label only where the machine lets the view's role submit. */
export function waiverListRow(view: WaiverListView, item: WaiverItem): WaiverListRow {
  const state = waiverStateOf(item);
  const canSubmit = waiverActionsFor(state, { roles: [WAIVER_VIEWS[view].role] }).includes('submit');
  const label = state.status === 'none' ? WAIVER_STATUS_LABELS.none : state.status === 'chapterSubmit' ? WAIVER_MESSAGES.resubmitWaiver : WAIVER_MESSAGES.continueWaiver;
  return {
    id: item.id,
    leadId: item.leadId,
    communityId: item.communityId ?? '',
    name: `${item.firstName} ${item.lastName}`.trim(),
    chapterName: item.chapterName ?? '',
    companyName: item.companyName ?? '',
    statusLabel: WAIVER_STATUS_LABELS[state.status],
    flowLabel: state.flow === null ? '' : WAIVER_FLOW_LABELS[state.flow],
    requestedDate: state.requestedDate,
    sentForCommentsDate: state.sentForCommentsDate,
    postedToPrpDate: state.postedToPrpDate,
    requestLabel: canSubmit ? label : null,
  };
}
