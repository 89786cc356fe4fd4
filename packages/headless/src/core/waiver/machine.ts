// The waiver workflow as a typed state machine (spec 002 §4, §6): a chapter requests a membership
// waiver for a prospect, a region comments, the peer review panel (PRP) votes and a PRP admin
// finalises. One function, `waiverActionsFor`, answers which actions a viewer may take on a waiver
// now; `applyWaiverAction` gives the state an allowed action leads to. The sandbox enforces the same
// machine (it imports this module). Transitions the spec leaves open ('Other allowed transitions: not
// shown') are refused; docs/waivers.md lists them.

/** Product statuses (spec 002 §4). */
export type WaiverStatus = 'pending' | 'requested' | 'approved' | 'denied' | 'chapterSubmit' | 'none';

/** Every product status, in the spec's order. */
export const WAIVER_STATUSES: readonly WaiverStatus[] = ['pending', 'requested', 'approved', 'denied', 'chapterSubmit', 'none'];

/**
 * The label of each status (spec 002 §4: 'Waiver Pending', 'Waiver Requested', 'Waiver Approved',
 * 'Waiver Denied', 'Request Waiver'). The spec gives no label for 'Chapter needs to submit'; its
 * status name is used.
 */
export const WAIVER_STATUS_LABELS: Readonly<Record<WaiverStatus, string>> = {
  pending: 'Waiver Pending',
  requested: 'Waiver Requested',
  approved: 'Waiver Approved',
  denied: 'Waiver Denied',
  chapterSubmit: 'Chapter needs to submit',
  none: 'Request Waiver',
};

/** The server's spelling of each status, as a write sends it (Chapter_needs_to_submit for chapter submit). */
export const WAIVER_SERVER_STATUS: Readonly<Record<WaiverStatus, string>> = {
  pending: 'Pending',
  requested: 'Requested',
  approved: 'Approved',
  denied: 'Denied',
  chapterSubmit: 'Chapter_needs_to_submit',
  none: 'None',
};

const STATUS_OF_KEY: Readonly<Record<string, WaiverStatus>> = {
  pending: 'pending',
  requested: 'requested',
  approved: 'approved',
  denied: 'denied',
  // The two server spellings of chapter submit ('Chapter_needs_to_submit', 'Chapter needs to submit').
  chapterneedstosubmit: 'chapterSubmit',
  none: 'none',
};

/**
 * The product status of a server value (spec 002 §4): compared by its letters, case ignored, so both
 * spellings of chapter submit map to it; anything unknown (or nothing) maps to none.
 */
export function waiverStatusOf(server: string | null | undefined): WaiverStatus {
  const key = (server ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return STATUS_OF_KEY[key] ?? 'none';
}

/** Workflow keys (spec 002 §4), spelled as the server spells them. */
export type WaiverFlowKey =
  | 'Submit'
  | 'ReSubmit'
  | 'Send_to_Region'
  | 'Resend_to_Region'
  | 'Send_to_PRP'
  | 'Resend_to_PRP'
  | 'Finalize'
  | 'Approved'
  | 'Denied'
  | 'Resend_To_Region_Send_to_PRP'
  | 'Approved_by_Member'
  | 'Denied_by_Member';

/**
 * Every workflow key with its label: the spec's where it gives one (Submit, 'Sent Back to Chapter',
 * 'Waiver Approved', 'Waiver Denied', 'SEND TO PRP'); the others are the key in words (ours).
 */
export const WAIVER_FLOW_LABELS: Readonly<Record<WaiverFlowKey, string>> = {
  Submit: 'Submit',
  ReSubmit: 'Sent Back to Chapter',
  Send_to_Region: 'Send to Region',
  Resend_to_Region: 'Resend to Region',
  Send_to_PRP: 'Send to PRP',
  Resend_to_PRP: 'Resend to PRP',
  Finalize: 'Finalize',
  Approved: 'Waiver Approved',
  Denied: 'Waiver Denied',
  Resend_To_Region_Send_to_PRP: 'SEND TO PRP',
  Approved_by_Member: 'Approved by Member',
  Denied_by_Member: 'Denied by Member',
};

/** Every workflow key, in the spec's order. */
export const WAIVER_FLOW_KEYS = Object.keys(WAIVER_FLOW_LABELS) as readonly WaiverFlowKey[];

/** The workflow key of a server value; null for none or a value the spec does not name. */
export const waiverFlowOf = (server: string | null | undefined): WaiverFlowKey | null =>
  server && Object.hasOwn(WAIVER_FLOW_LABELS, server) ? (server as WaiverFlowKey) : null;

/** Waiver roles (spec 002 §6). */
export type WaiverRole = 'Chapter Officer' | 'Regional Officer' | 'Regional Member Officer' | 'PRP Admin' | 'PRP member';

/** Every waiver role. */
export const WAIVER_ROLES: readonly WaiverRole[] = ['Chapter Officer', 'Regional Officer', 'Regional Member Officer', 'PRP Admin', 'PRP member'];

/** Where a waiver stands: its status, workflow key and the dates the workflow sets (ISO text or null). */
export interface WaiverState {
  /** The product status. */
  readonly status: WaiverStatus;
  /** The workflow key; null before the first submit. */
  readonly flow: WaiverFlowKey | null;
  /** When the chapter submitted (waiverRequestedDate). */
  readonly requestedDate: string | null;
  /** When it was last sent to the region for comments (waiverSentForCommentsDate). */
  readonly sentForCommentsDate: string | null;
  /** When it was last posted to the peer review panel (waiverPostedToPrpdate). */
  readonly postedToPrpDate: string | null;
}

/** A waiver no one has requested yet ('Request Waiver'). */
export const NEW_WAIVER: WaiverState = { status: 'none', flow: null, requestedDate: null, sentForCommentsDate: null, postedToPrpDate: null };

/**
 * The actions of the workflow (spec 002 §4): the chapter saves a draft or submits; a region or PRP
 * admin sends to the region or to the panel; regional officers and panel members comment; panel
 * members vote; a PRP admin sends back to the chapter with a reason or finalises.
 */
export type WaiverAction =
  | 'saveDraft'
  | 'submit'
  | 'sendToRegion'
  | 'sendToPrp'
  | 'commentAsRegion'
  | 'commentAsPrpMember'
  | 'voteApprove'
  | 'voteDeny'
  | 'sendBack'
  | 'finalizeApproved'
  | 'finalizeDenied';

const REGION: readonly WaiverRole[] = ['Regional Officer', 'Regional Member Officer'];

const withChapter = (s: WaiverState) => s.status === 'none' || s.status === 'pending' || s.status === 'chapterSubmit';
const requestedIn =
  (...flows: (WaiverFlowKey | null)[]) =>
  (s: WaiverState) =>
    s.status === 'requested' && flows.includes(s.flow);
/** Submitted and not yet taken up (flow Submit). */
const isNew = requestedIn('Submit');
/** With the region for comments. */
const atRegion = requestedIn('Send_to_Region', 'Resend_to_Region');
/** With the peer review panel (sent, or voted on). */
const withPanel = requestedIn('Send_to_PRP', 'Resend_to_PRP', 'Resend_To_Region_Send_to_PRP', 'Approved_by_Member', 'Denied_by_Member');
/** A panel member has voted, or the waiver is marked for finalising. */
const readyToFinalize = requestedIn('Approved_by_Member', 'Denied_by_Member', 'Finalize');
const isRequested = (s: WaiverState) => s.status === 'requested';
/** The waiver has been with the region or the panel before: a new send is a resend. */
const wasReviewed = (s: WaiverState) => s.sentForCommentsDate !== null || s.postedToPrpDate !== null;

/** One row of the machine: who may take the action, from which states, and where it leads. */
interface WaiverTransition {
  /** The roles that may take it (from some states fewer: a function of the state). */
  readonly roles: readonly WaiverRole[] | ((state: WaiverState) => readonly WaiverRole[]);
  readonly from: (state: WaiverState) => boolean;
  readonly to: (state: WaiverState, now: string) => WaiverState;
  /** The payload field the action needs (a reason, the panel, mail recipients), if any. */
  readonly needs?: WaiverActionNeed;
}

/** The machine: one row per action (spec 002 §4, §6). */
export const WAIVER_TRANSITIONS: Readonly<Record<WaiverAction, WaiverTransition>> = {
  // 'A waiver can be saved as a draft': a waiver no one requested becomes pending; one sent back stays so.
  saveDraft: { roles: ['Chapter Officer'], from: withChapter, to: (s) => ({ ...s, status: s.status === 'none' ? 'pending' : s.status }) },
  // 'The chapter submits.'
  submit: { roles: ['Chapter Officer'], from: withChapter, to: (s, now) => ({ ...s, status: 'requested', flow: 'Submit', requestedDate: now }) },
  // 'A region or PRP admin sends ... to the region.' 'Resend to region sets the sent-for-comments date to now.'
  // A region takes up a new waiver; only the PRP admin takes one back from the panel.
  sendToRegion: {
    roles: (s) => (isNew(s) ? ['PRP Admin', ...REGION] : ['PRP Admin']),
    from: (s) => isNew(s) || withPanel(s),
    to: (s, now) => ({ ...s, flow: wasReviewed(s) ? 'Resend_to_Region' : 'Send_to_Region', sentForCommentsDate: now }),
  },
  // 'A region or PRP admin sends to the peer review panel.' From a resend to the region the key is
  // Resend_To_Region_Send_to_PRP (button 'SEND TO PRP'). 'Resend to PRP sets the posted-to-PRP date to now.'
  // Only the PRP admin sends a voted waiver to the panel again.
  sendToPrp: {
    roles: (s) => (isNew(s) || atRegion(s) ? ['PRP Admin', ...REGION] : ['PRP Admin']),
    from: (s) => isNew(s) || atRegion(s) || requestedIn('Approved_by_Member', 'Denied_by_Member')(s),
    to: (s, now) => ({
      ...s,
      flow: s.flow === 'Resend_to_Region' ? 'Resend_To_Region_Send_to_PRP' : s.postedToPrpDate !== null ? 'Resend_to_PRP' : 'Send_to_PRP',
      postedToPrpDate: now,
    }),
    needs: 'reviewMembers',
  },
  // Regional Officer comments (comment type REGIONALOFFICER) while the waiver is new or with the region.
  commentAsRegion: { roles: REGION, from: (s) => isNew(s) || atRegion(s), to: (s) => s, needs: 'comment' },
  // PRP members comment (comment type PRPMEMBER) while the waiver is with the panel.
  commentAsPrpMember: { roles: ['PRP member'], from: withPanel, to: (s) => s, needs: 'comment' },
  // 'Panel members vote approve or deny.' 'A panel vote sets the flow status Approved_by_Member or Denied_by_Member.'
  voteApprove: { roles: ['PRP member'], from: withPanel, to: (s) => ({ ...s, flow: 'Approved_by_Member' }) },
  // 'PRP members vote and add denial reasons.'
  voteDeny: { roles: ['PRP member'], from: withPanel, to: (s) => ({ ...s, flow: 'Denied_by_Member' }), needs: 'reason' },
  // 'Sending back to the chapter officer sets status Chapter_needs_to_submit with flow status ReSubmit.'
  sendBack: { roles: ['PRP Admin'], from: isRequested, to: (s) => ({ ...s, status: 'chapterSubmit', flow: 'ReSubmit' }), needs: 'reason' },
  // 'An admin finalises with an email': after the panel has voted (or the waiver is marked Finalize).
  finalizeApproved: { roles: ['PRP Admin'], from: readyToFinalize, to: (s) => ({ ...s, status: 'approved', flow: 'Approved' }), needs: 'recipients' },
  finalizeDenied: { roles: ['PRP Admin'], from: readyToFinalize, to: (s) => ({ ...s, status: 'denied', flow: 'Denied' }), needs: 'recipients' },
};

/** Every action, in the machine's order. */
export const WAIVER_ACTIONS = Object.keys(WAIVER_TRANSITIONS) as readonly WaiverAction[];

/** Who looks at the waiver: the waiver roles they hold (spec 002 §6). */
export interface WaiverViewer {
  /** Every waiver role the viewer holds (none: no action). */
  readonly roles: readonly WaiverRole[];
}

/** The roles that may take an action on a waiver in this state. */
export function waiverActionRoles(state: WaiverState, action: WaiverAction): readonly WaiverRole[] {
  const { roles } = WAIVER_TRANSITIONS[action];
  return typeof roles === 'function' ? roles(state) : roles;
}

/**
 * Whether a viewer may take an action on a waiver in this state now. Deny by default: nothing is
 * allowed on a state the spec does not name (a status with a workflow key it never has).
 */
export function canTakeWaiverAction(state: WaiverState, viewer: WaiverViewer, action: WaiverAction): boolean {
  return isNamedWaiverState(state) && WAIVER_TRANSITIONS[action].from(state) && waiverActionRoles(state, action).some((role) => viewer.roles.includes(role));
}

/** The actions a viewer may take on a waiver in this state now, in the machine's order (none: an empty list). */
export function waiverActionsFor(state: WaiverState, viewer: WaiverViewer): WaiverAction[] {
  return WAIVER_ACTIONS.filter((action) => canTakeWaiverAction(state, viewer, action));
}

/** Why an action was refused: the viewer's roles do not allow it, or the waiver's state does not. */
export type WaiverRefusal = { readonly reason: 'role' | 'state'; readonly message: string };

/** The outcome of an action: the state it leads to, or why it was refused. */
export type WaiverActionOutcome = { readonly ok: true; readonly state: WaiverState } | ({ readonly ok: false } & WaiverRefusal);

const stateText = (s: WaiverState) => `${WAIVER_STATUS_LABELS[s.status]}${s.flow ? ` (${s.flow})` : ''}`;

/**
 * The state an action leads to (`now` is the ISO time the dates take), or why it is refused: a role
 * that may not take it, or a state it does not start from (every transition the spec does not name).
 * The role is checked first, so a viewer without it learns nothing of the waiver's state.
 */
export function applyWaiverAction(state: WaiverState, viewer: WaiverViewer, action: WaiverAction, now: string): WaiverActionOutcome {
  const row = WAIVER_TRANSITIONS[action];
  const roles = waiverActionRoles(state, action);
  if (!roles.some((role) => viewer.roles.includes(role))) {
    return { ok: false, reason: 'role', message: `Only ${roles.join(' or ')} may ${ACTION_VERBS[action]} now.` };
  }
  if (!isNamedWaiverState(state) || !row.from(state)) {
    return { ok: false, reason: 'state', message: `A waiver in ${stateText(state)} cannot ${ACTION_VERBS[action]}.` };
  }
  return { ok: true, state: row.to(state, now) };
}

/** What each action does, in words (refusals and the history). */
export const ACTION_VERBS: Readonly<Record<WaiverAction, string>> = {
  saveDraft: 'save the waiver as a draft',
  submit: 'submit the waiver',
  sendToRegion: 'send the waiver to the region',
  sendToPrp: 'send the waiver to the peer review panel',
  commentAsRegion: 'add a regional comment',
  commentAsPrpMember: 'add a panel comment',
  voteApprove: 'vote to approve the waiver',
  voteDeny: 'vote to deny the waiver',
  sendBack: 'send the waiver back to the chapter',
  finalizeApproved: 'finalize the waiver as approved',
  finalizeDenied: 'finalize the waiver as denied',
};

/** spec 002 §5, §9: a reason (send back, a deny vote) or a comment a step carries has at most 500 characters. */
export const WAIVER_NOTE_MAX = 500;

/** A payload field a step carries: a reason, the review panel, mail recipients or a comment. */
export type WaiverActionNeed = 'reason' | 'reviewMembers' | 'recipients' | 'comment';

/** The payload field an action needs, if any (a reason, the panel, mail recipients or a comment). */
// The return type is written out: an inferred union's order varies between runs, and so did the API report.
export const waiverActionNeeds = (action: WaiverAction): WaiverActionNeed | undefined => WAIVER_TRANSITIONS[action].needs;

/**
 * The states the spec names (spec 002 §4): nothing requested, a draft, each workflow key of a
 * requested waiver, a waiver sent back, and the two final ones. No sequence of allowed actions
 * leaves this list (the property test).
 */
export const NAMED_WAIVER_STATES: readonly Pick<WaiverState, 'status' | 'flow'>[] = [
  { status: 'none', flow: null },
  { status: 'pending', flow: null },
  ...(['Submit', 'Send_to_Region', 'Resend_to_Region', 'Send_to_PRP', 'Resend_to_PRP', 'Resend_To_Region_Send_to_PRP', 'Approved_by_Member', 'Denied_by_Member', 'Finalize'] as const).map(
    (flow) => ({ status: 'requested' as const, flow }),
  ),
  { status: 'chapterSubmit', flow: 'ReSubmit' },
  { status: 'approved', flow: 'Approved' },
  { status: 'denied', flow: 'Denied' },
];

/** Whether a state is one the spec names. */
export const isNamedWaiverState = (s: Pick<WaiverState, 'status' | 'flow'>) => NAMED_WAIVER_STATES.some((n) => n.status === s.status && n.flow === s.flow);

/**
 * One step of a waiver's history (our documented extension, shown on its page): who took which
 * action and when, the status and workflow key before and after, and the reason or comment given.
 */
export interface WaiverHistoryEntry {
  /** The action taken. */
  readonly action: WaiverAction;
  /** Who took it. */
  readonly personId: string;
  /** When (ISO text). */
  readonly at: string;
  /** The status and workflow key before. */
  readonly from: Pick<WaiverState, 'status' | 'flow'>;
  /** The status and workflow key after. */
  readonly to: Pick<WaiverState, 'status' | 'flow'>;
  /** The reason or comment given, if any. */
  readonly note: string | null;
}

/** The history entry of an action taken (`before` and `after` from {@link applyWaiverAction}). */
export function waiverHistoryEntry(action: WaiverAction, personId: string, at: string, before: WaiverState, after: WaiverState, note: string | null = null): WaiverHistoryEntry {
  return { action, personId, at, from: { status: before.status, flow: before.flow }, to: { status: after.status, flow: after.flow }, note };
}

/** The server fields a waiver's state is read from (contract `Waiver`: status, workflow key, dates). */
export interface WaiverServerState {
  /** The server status (either spelling of chapter submit; unknown: none). */
  readonly waiverStatus: string;
  /** The server workflow key; null or unknown: none. */
  readonly waiverFlowStatus?: string | null | undefined;
  /** waiverRequestedDate. */
  readonly waiverRequestedDate?: string | null | undefined;
  /** waiverSentForCommentsDate. */
  readonly waiverSentForCommentsDate?: string | null | undefined;
  /** waiverPostedToPrpdate. */
  readonly waiverPostedToPrpdate?: string | null | undefined;
}

/** The machine's state of a waiver as the server gives it (status and workflow key mapped, dates as given). */
export function waiverStateOf(waiver: WaiverServerState): WaiverState {
  return {
    status: waiverStatusOf(waiver.waiverStatus),
    flow: waiverFlowOf(waiver.waiverFlowStatus),
    requestedDate: waiver.waiverRequestedDate ?? null,
    sentForCommentsDate: waiver.waiverSentForCommentsDate ?? null,
    postedToPrpDate: waiver.waiverPostedToPrpdate ?? null,
  };
}
