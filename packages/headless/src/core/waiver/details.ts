// The waiver details page's rules (spec 002 §4, §6, §8, §9), plain TypeScript: who the viewer is in
// the machine's terms, the comments and votes read from the waiver's history, the read-only fields
// with thousands formatting, the finalize mail recipients (5 first, the rest on request) and the
// reason and comment checks. The machine itself (which actions) is ./machine.ts.
import { maxLength, required, type Validator } from '../validation/validators';
import { WAIVER_ACTIONS, WAIVER_NOTE_MAX, waiverFlowOf, waiverStatusOf, type WaiverAction, type WaiverHistoryEntry, type WaiverRole, type WaiverState, type WaiverViewer } from './machine';
import { formatWaiverNumber } from './form';
import { WAIVER_VIEWS, waiverViewOf } from './lists';
import { WAIVER_MESSAGES } from './messages';

/** The peer review panel role of the signed-in person (GET get-prp-role, spec 002 §3). */
export interface WaiverPrpRole {
  /** A PRP admin. */
  readonly isAdmin: boolean;
  /** A PRP member. */
  readonly isMember: boolean;
  /** The role is active; an inactive one gives no PRP role. */
  readonly isActive: boolean;
}

/** The view type of /waiverFormPRPAdmin (the route names no view). */
export const PRP_ADMIN_VIEW_TYPE = 'prpAdmin';

/** The waiver role a view type is for; undefined for a view type the app does not know. */
export function waiverRoleOfView(viewType: string): WaiverRole | undefined {
  const view = waiverViewOf(viewType);
  return view && WAIVER_VIEWS[view].role;
}

/**
 * Who looks at a waiver, in the machine's terms (spec 002 §6). The permissions answer carries no
 * waiver role, so the app reads it from two places: the view the waiver was opened in (the server
 * answers get-details for a chapter or regional view only to its officers, else 403) and, for the
 * panel's views, get-prp-role (PRP Admin needs `isAdmin`, PRP member `isMember`, both `isActive`).
 * A viewer holds the one role of the view: the buttons are those of the view, never another's.
 */
export function waiverViewerOf(viewType: string, prpRole: WaiverPrpRole | undefined): WaiverViewer {
  const role = waiverRoleOfView(viewType);
  if (role === undefined) return { roles: [] };
  if (role === 'PRP Admin') return { roles: prpRole?.isActive && prpRole.isAdmin ? [role] : [] };
  if (role === 'PRP member') return { roles: prpRole?.isActive && prpRole.isMember ? [role] : [] };
  return { roles: [role] };
}

/** A step of a waiver's history as the details answer gives it: the machine's entry and the name of who took it. */
export interface WaiverHistoryItem extends WaiverHistoryEntry {
  /** The name of who took the step, when the server gives it. */
  readonly personName?: string | undefined;
}

const byTime = <T extends { readonly at: string }>(items: readonly T[]) => [...items].sort((a, b) => a.at.localeCompare(b.at));
const recordOf = (value: unknown): Readonly<Record<string, unknown>> | undefined => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined);
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A status and workflow key of a history step, in either spelling (the server's waiverStatus/waiverFlowStatus, or the machine's status/flow). */
function historyStateOf(value: unknown): Pick<WaiverState, 'status' | 'flow'> | undefined {
  const state = recordOf(value);
  if (!state) return undefined;
  const status = textOf(state['waiverStatus']) ?? textOf(state['status']);
  if (status === undefined) return undefined;
  const flow = state['waiverFlowStatus'] !== undefined ? state['waiverFlowStatus'] : state['flow'];
  return { status: waiverStatusOf(status), flow: waiverFlowOf(textOf(flow)) };
}

/**
 * One step of the details answer's history (our extension, docs/waivers.md History) in the machine's
 * terms: its action, who (and their name; empty means unknown) and when, the states before and after
 * (the server spells them waiverStatus/waiverFlowStatus) and the note; undefined for a malformed step.
 */
export function waiverHistoryItemOf(value: unknown): WaiverHistoryItem | undefined {
  const step = recordOf(value);
  const action = textOf(step?.['action']) as WaiverAction | undefined;
  const at = textOf(step?.['at']);
  const personId = textOf(step?.['personId']);
  const from = historyStateOf(step?.['from']);
  const to = historyStateOf(step?.['to']);
  if (!step || !action || !WAIVER_ACTIONS.includes(action) || !at || personId === undefined || !from || !to) return undefined;
  const personName = textOf(step['personName']) || undefined;
  return { action, personId, personName, at, from, to, note: textOf(step['note']) ?? null };
}

/** The history of a details answer, oldest first (malformed steps left out; none without one). */
export function waiverHistoryOf(history: unknown): WaiverHistoryItem[] {
  if (!Array.isArray(history)) return [];
  return byTime(history.map(waiverHistoryItemOf).filter((item) => item !== undefined));
}

/** The comment types of spec 002 §6: a regional officer's, a panel member's. */
export type WaiverCommentType = 'REGIONALOFFICER' | 'PRPMEMBER';

/** A comment on a waiver, read from its history. */
export interface WaiverComment {
  /** REGIONALOFFICER or PRPMEMBER. */
  readonly type: WaiverCommentType;
  /** Who commented. */
  readonly personId: string;
  /** Their name, when known. */
  readonly personName: string | undefined;
  /** The text. */
  readonly comment: string;
  /** When (ISO text). */
  readonly at: string;
}

/** A panel member's vote, read from the waiver's history. */
export interface WaiverVote {
  /** Who voted. */
  readonly personId: string;
  /** Their name, when known. */
  readonly personName: string | undefined;
  /** Approve or deny. */
  readonly vote: 'approve' | 'deny';
  /** The denial reason, if any. */
  readonly reason: string | null;
  /** When (ISO text). */
  readonly at: string;
}

const COMMENT_TYPE: Partial<Record<WaiverAction, WaiverCommentType>> = { commentAsRegion: 'REGIONALOFFICER', commentAsPrpMember: 'PRPMEMBER' };

/** The comments of a waiver (REGIONALOFFICER and PRPMEMBER), oldest first, from its history. */
export function waiverCommentsOf(history: readonly WaiverHistoryItem[]): WaiverComment[] {
  return byTime(history).flatMap((entry) => {
    const type = COMMENT_TYPE[entry.action];
    return type && entry.note ? [{ type, personId: entry.personId, personName: entry.personName, comment: entry.note, at: entry.at }] : [];
  });
}

/** The votes of a waiver, one per panel member (their latest), oldest first, from its history. */
export function waiverVotesOf(history: readonly WaiverHistoryItem[]): WaiverVote[] {
  const latest = new Map<string, WaiverVote>();
  for (const entry of byTime(history)) {
    if (entry.action !== 'voteApprove' && entry.action !== 'voteDeny') continue;
    const key = entry.personId.toLowerCase();
    latest.delete(key);
    latest.set(key, { personId: entry.personId, personName: entry.personName, vote: entry.action === 'voteApprove' ? 'approve' : 'deny', reason: entry.note, at: entry.at });
  }
  return [...latest.values()];
}

/**
 * The read-only fields of the details page, in the form's order; `isNumber` marks the numeric waiver fields of spec 002 §3
 * (dollarVolume, totalCompensation, enterpriseValue), shown with thousands formatting (§5), as the form shows them.
 */
export const WAIVER_DETAIL_FIELDS = [
  { key: 'typeOfWaiver', isNumber: false },
  { key: 'firstName', isNumber: false },
  { key: 'lastName', isNumber: false },
  { key: 'chapterName', isNumber: false },
  { key: 'recommendation', isNumber: false },
  { key: 'age', isNumber: false },
  { key: 'companyName', isNumber: false },
  { key: 'companyType', isNumber: false },
  { key: 'reportsTo', isNumber: false },
  { key: 'website', isNumber: false },
  { key: 'title', isNumber: false },
  { key: 'titleOther', isNumber: false },
  { key: 'numberOfEmployees', isNumber: false },
  { key: 'totalCompensation', isNumber: true },
  { key: 'dollarVolume', isNumber: true },
  { key: 'corporationType', isNumber: false },
  { key: 'numberOfChapterMembers', isNumber: false },
  { key: 'regionName', isNumber: false },
  { key: 'volumeSales', isNumber: false },
  { key: 'enterpriseValue', isNumber: true },
] as const satisfies readonly { key: keyof typeof WAIVER_MESSAGES.details.fieldLabels; isNumber: boolean }[];

/** The text of a read-only field: numbers with thousands separators, empty values as nothing (null). */
export function waiverFieldText(value: unknown, isNumber: boolean): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (isNumber && typeof value === 'number') return formatWaiverNumber(value);
  return String(value);
}

/** spec 002 §9: the finalize mail search shows 5 results at first, the rest held back until requested. */
export const FINALIZE_RECIPIENTS_SHOWN = 5;

/** A finalize mail recipient (GET get-finalizemail-recipients/{id}). */
export interface WaiverMailRecipient {
  /** Person id. */
  readonly id: string;
  /** Full name. */
  readonly name: string;
  /** Email address. */
  readonly email: string;
}

/** What the finalize mail search shows: the first matches, and how many more are held back. */
export interface ShownRecipients {
  /** The recipients shown. */
  readonly shown: readonly WaiverMailRecipient[];
  /** How many further matches wait until requested (0: none). */
  readonly hiddenCount: number;
}

/**
 * The finalize mail search (spec 002 §5, §9): recipients whose name or email contains every word of
 * the search, case ignored; the first 5, or all once `showAll` is asked for.
 */
export function finalizeRecipientsShown(recipients: readonly WaiverMailRecipient[], search: string, showAll: boolean): ShownRecipients {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = recipients.filter((r) => {
    const text = `${r.name} ${r.email}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const shown = showAll ? matches : matches.slice(0, FINALIZE_RECIPIENTS_SHOWN);
  return { shown, hiddenCount: matches.length - shown.length };
}

/** spec 002 §5, §9: a reason (send back, denial) has at most 500 characters (the machine's `WAIVER_NOTE_MAX`). */
export const WAIVER_REASON_MAX = WAIVER_NOTE_MAX;

const combine =
  (...validators: Validator[]): Validator =>
  (value, context) =>
    validators.flatMap((validate) => validate(value, context));

/** A reason (send back to the chapter, vote deny): required, at most 500 characters. */
export const waiverReason: Validator = combine(required(WAIVER_MESSAGES.reasonRequired), maxLength(WAIVER_REASON_MAX, WAIVER_MESSAGES.tooLong(WAIVER_REASON_MAX)));

/** A comment (REGIONALOFFICER, PRPMEMBER): required, at most 500 characters (the contract's limit). */
export const waiverComment: Validator = combine(required(WAIVER_MESSAGES.commentRequired), maxLength(WAIVER_REASON_MAX, WAIVER_MESSAGES.tooLong(WAIVER_REASON_MAX)));

/** A date of the details page (ISO text) as shown: day, month and year (UTC, as the server keeps them). */
export const waiverDateText = (iso: string): string => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
