import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NAMED_WAIVER_STATES,
  NEW_WAIVER,
  WAIVER_ACTIONS,
  WAIVER_FLOW_KEYS,
  WAIVER_ROLES,
  WAIVER_STATUSES,
  applyWaiverAction,
  isNamedWaiverState,
  waiverActionsFor,
  waiverFlowOf,
  waiverHistoryEntry,
  waiverStatusOf,
  type WaiverAction,
  type WaiverFlowKey,
  type WaiverRole,
  type WaiverState,
  type WaiverStatus,
} from './machine';

const NOW = '2026-11-24T10:00:00Z';
const state = (status: WaiverStatus, flow: WaiverFlowKey | null, dates: Partial<WaiverState> = {}): WaiverState => ({ ...NEW_WAIVER, status, flow, ...dates });

type Row = Partial<Record<WaiverRole, readonly WaiverAction[]>>;
const chapter: Row = { 'Chapter Officer': ['saveDraft', 'submit'] };
const region = (...actions: WaiverAction[]): Row => ({ 'Regional Officer': actions, 'Regional Member Officer': actions });
const panel: Row = { 'PRP member': ['commentAsPrpMember', 'voteApprove', 'voteDeny'] };

/**
 * The expected actions of every named state for every role, written out (spec 002 §4, §6): the
 * machine must give exactly these, and nothing on any other status x workflow key.
 */
const EXPECTED: Record<string, Row> = {
  'none/-': chapter,
  'pending/-': chapter,
  'requested/Submit': { 'PRP Admin': ['sendToRegion', 'sendToPrp', 'sendBack'], ...region('sendToRegion', 'sendToPrp', 'commentAsRegion') },
  'requested/Send_to_Region': { 'PRP Admin': ['sendToPrp', 'sendBack'], ...region('sendToPrp', 'commentAsRegion') },
  'requested/Resend_to_Region': { 'PRP Admin': ['sendToPrp', 'sendBack'], ...region('sendToPrp', 'commentAsRegion') },
  'requested/Send_to_PRP': { 'PRP Admin': ['sendToRegion', 'sendBack'], ...panel },
  'requested/Resend_to_PRP': { 'PRP Admin': ['sendToRegion', 'sendBack'], ...panel },
  'requested/Resend_To_Region_Send_to_PRP': { 'PRP Admin': ['sendToRegion', 'sendBack'], ...panel },
  'requested/Approved_by_Member': { 'PRP Admin': ['sendToRegion', 'sendToPrp', 'sendBack', 'finalizeApproved', 'finalizeDenied'], ...panel },
  'requested/Denied_by_Member': { 'PRP Admin': ['sendToRegion', 'sendToPrp', 'sendBack', 'finalizeApproved', 'finalizeDenied'], ...panel },
  'requested/Finalize': { 'PRP Admin': ['sendBack', 'finalizeApproved', 'finalizeDenied'] },
  'chapterSubmit/ReSubmit': chapter,
  'approved/Approved': {},
  'denied/Denied': {},
};

const TABLE = WAIVER_STATUSES.flatMap((status) =>
  [null, ...WAIVER_FLOW_KEYS].flatMap((flow) =>
    WAIVER_ROLES.map((role) => {
      const key = `${status}/${flow ?? '-'}`;
      return { key, role, status, flow, expected: [...(EXPECTED[key]?.[role] ?? [])] };
    }),
  ),
);

describe('waiverActionsFor: every status x workflow key x role (spec 002 §4, §6)', () => {
  it('covers 6 statuses x 13 workflow keys (with none) x 5 roles, and names 14 states', () => {
    expect(TABLE).toHaveLength(6 * 13 * 5);
    expect(Object.keys(EXPECTED)).toHaveLength(NAMED_WAIVER_STATES.length);
    for (const named of NAMED_WAIVER_STATES) expect(EXPECTED[`${named.status}/${named.flow ?? '-'}`]).toBeDefined();
  });

  it.each(TABLE)('$key, $role: $expected', ({ status, flow, role, expected }) => {
    expect(waiverActionsFor(state(status, flow), { roles: [role] })).toEqual(expected);
  });

  it('gives a viewer with several roles the union, and one without a role nothing', () => {
    const s = state('requested', 'Approved_by_Member');
    expect(waiverActionsFor(s, { roles: ['PRP member', 'PRP Admin'] })).toEqual([
      'sendToRegion', 'sendToPrp', 'commentAsPrpMember', 'voteApprove', 'voteDeny', 'sendBack', 'finalizeApproved', 'finalizeDenied',
    ]);
    for (const named of NAMED_WAIVER_STATES) expect(waiverActionsFor(state(named.status, named.flow), { roles: [] })).toEqual([]);
  });
});

describe('applyWaiverAction: where each action leads (spec 002 §4)', () => {
  const officer = { roles: ['Chapter Officer'] as WaiverRole[] };
  const regional = { roles: ['Regional Officer'] as WaiverRole[] };
  const member = { roles: ['PRP member'] as WaiverRole[] };
  const admin = { roles: ['PRP Admin'] as WaiverRole[] };
  const step = (s: WaiverState, viewer: { roles: WaiverRole[] }, action: WaiverAction, at = NOW) => {
    const outcome = applyWaiverAction(s, viewer, action, at);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.state;
  };

  it('runs the issue story: draft, submit, send to PRP, deny vote, send back, resubmit, resend to region, SEND TO PRP, approve, finalise', () => {
    let s = step(NEW_WAIVER, officer, 'saveDraft');
    expect(s).toMatchObject({ status: 'pending', flow: null, requestedDate: null });
    s = step(s, officer, 'submit', '2026-11-01T00:00:00Z');
    expect(s).toMatchObject({ status: 'requested', flow: 'Submit', requestedDate: '2026-11-01T00:00:00Z' });
    expect(step(s, regional, 'commentAsRegion')).toEqual(s);
    s = step(s, regional, 'sendToPrp', '2026-11-02T00:00:00Z');
    expect(s).toMatchObject({ flow: 'Send_to_PRP', postedToPrpDate: '2026-11-02T00:00:00Z', sentForCommentsDate: null });
    s = step(s, member, 'voteDeny');
    expect(s.flow).toBe('Denied_by_Member');
    s = step(s, admin, 'sendBack');
    expect(s).toMatchObject({ status: 'chapterSubmit', flow: 'ReSubmit' });
    s = step(s, officer, 'submit', '2026-11-05T00:00:00Z');
    expect(s).toMatchObject({ status: 'requested', flow: 'Submit' });
    s = step(s, regional, 'sendToRegion', '2026-11-06T00:00:00Z');
    expect(s).toMatchObject({ flow: 'Resend_to_Region', sentForCommentsDate: '2026-11-06T00:00:00Z' });
    s = step(s, regional, 'sendToPrp', '2026-11-07T00:00:00Z');
    expect(s).toMatchObject({ flow: 'Resend_To_Region_Send_to_PRP', postedToPrpDate: '2026-11-07T00:00:00Z' });
    s = step(s, member, 'voteApprove');
    expect(s.flow).toBe('Approved_by_Member');
    s = step(s, admin, 'finalizeApproved');
    expect(s).toMatchObject({ status: 'approved', flow: 'Approved' });
    expect(waiverActionsFor(s, { roles: [...WAIVER_ROLES] })).toEqual([]);
  });

  it('sends to the region first as Send_to_Region, then as Resend_to_Region; to the panel as Send_to_PRP, then Resend_to_PRP', () => {
    const submitted = state('requested', 'Submit');
    const atRegion = step(submitted, admin, 'sendToRegion');
    expect(atRegion.flow).toBe('Send_to_Region');
    const toPanel = step(atRegion, admin, 'sendToPrp');
    expect(toPanel.flow).toBe('Send_to_PRP');
    const back = step(toPanel, admin, 'sendToRegion');
    expect(back.flow).toBe('Resend_to_Region');
    const voted = step(step(back, admin, 'sendToPrp'), member, 'voteApprove');
    expect(step(voted, admin, 'sendToPrp').flow).toBe('Resend_to_PRP');
    expect(step(voted, admin, 'finalizeDenied')).toMatchObject({ status: 'denied', flow: 'Denied' });
  });

  it('refuses a role that may not act, and a state the action does not start from', () => {
    expect(applyWaiverAction(state('requested', 'Send_to_PRP'), officer, 'voteApprove', NOW)).toEqual({
      ok: false,
      reason: 'role',
      message: 'Only PRP member may vote to approve the waiver now.',
    });
    expect(applyWaiverAction(state('requested', 'Submit'), admin, 'finalizeApproved', NOW)).toEqual({
      ok: false,
      reason: 'state',
      message: 'A waiver in Waiver Requested (Submit) cannot finalize the waiver as approved.',
    });
    // The role first: a viewer without it learns nothing of the state (here both are wrong).
    expect(applyWaiverAction(state('approved', 'Approved'), member, 'submit', NOW)).toMatchObject({ ok: false, reason: 'role' });
    // The spec names no state 'approved' with flow Submit: nothing is allowed on it.
    expect(applyWaiverAction(state('none', 'Send_to_PRP'), officer, 'submit', NOW)).toMatchObject({ ok: false, reason: 'state' });
  });

  it('records a history entry of who did what, when', () => {
    const after = step(NEW_WAIVER, officer, 'submit');
    expect(waiverHistoryEntry('submit', 'p-1', NOW, NEW_WAIVER, after)).toEqual({
      action: 'submit', personId: 'p-1', at: NOW, from: { status: 'none', flow: null }, to: { status: 'requested', flow: 'Submit' }, note: null,
    });
  });
});

describe('the machine never leaves the states the spec names (property)', () => {
  const viewers = fc.subarray([...WAIVER_ROLES], { minLength: 1 });
  it('holds for any sequence of actions by any roles from a new waiver', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(viewers, fc.constantFrom(...WAIVER_ACTIONS)), { maxLength: 40 }), (steps) => {
        let s = NEW_WAIVER;
        let at = Date.parse('2026-01-01T00:00:00Z');
        for (const [roles, action] of steps) {
          at += 3_600_000;
          const allowed = waiverActionsFor(s, { roles }).includes(action);
          const outcome = applyWaiverAction(s, { roles }, action, new Date(at).toISOString());
          expect(outcome.ok).toBe(allowed);
          if (outcome.ok) s = outcome.state;
          expect(isNamedWaiverState(s)).toBe(true);
          // The dates only appear once the steps that set them were taken.
          if (s.flow === 'Resend_to_Region' || s.flow === 'Send_to_Region') expect(s.sentForCommentsDate).not.toBeNull();
          if (s.flow === 'Send_to_PRP' || s.flow === 'Resend_to_PRP' || s.flow === 'Resend_To_Region_Send_to_PRP') expect(s.postedToPrpDate).not.toBeNull();
          if (s.status === 'requested') expect(s.requestedDate).not.toBeNull();
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('server values (spec 002 §4)', () => {
  it.each([
    ['Requested', 'requested'],
    ['Approved', 'approved'],
    ['Denied', 'denied'],
    ['Chapter_needs_to_submit', 'chapterSubmit'],
    ['Chapter needs to submit', 'chapterSubmit'],
    ['Pending', 'pending'],
    ['None', 'none'],
    ['Withdrawn', 'none'],
    [null, 'none'],
    ['', 'none'],
  ])('%s maps to %s', (server, status) => {
    expect(waiverStatusOf(server)).toBe(status);
  });
  it('keeps the workflow keys the spec names and drops the rest', () => {
    expect(waiverFlowOf('Resend_To_Region_Send_to_PRP')).toBe('Resend_To_Region_Send_to_PRP');
    expect(waiverFlowOf('resend_to_prp')).toBeNull();
    expect(waiverFlowOf(undefined)).toBeNull();
    expect(WAIVER_FLOW_KEYS).toHaveLength(12);
  });
});
