import { describe, expect, it } from 'vitest';
import {
  FINALIZE_RECIPIENTS_SHOWN,
  finalizeRecipientsShown,
  waiverComment,
  waiverCommentsOf,
  waiverDateText,
  waiverHistoryOf,
  waiverFieldText,
  waiverReason,
  waiverRoleOfView,
  waiverViewerOf,
  waiverVotesOf,
  type WaiverHistoryItem,
} from './details';
import { waiverActionsFor, waiverStateOf } from './machine';
import { WAIVER_MESSAGES } from './messages';

const step = (action: WaiverHistoryItem['action'], personId: string, at: string, note: string | null = null, personName?: string): WaiverHistoryItem => ({
  action, personId, at, note, personName, from: { status: 'requested', flow: 'Send_to_PRP' }, to: { status: 'requested', flow: 'Send_to_PRP' },
});

describe('waiverViewerOf: the viewer of the details page (spec 002 §6)', () => {
  const none = { isAdmin: false, isMember: false, isActive: false };
  it.each([
    ['chapter', undefined, ['Chapter Officer']],
    ['Chapter', none, ['Chapter Officer']],
    ['regional', undefined, ['Regional Officer']],
    ['regionalOfficer', undefined, []],
    ['regionalMemberOfficer', undefined, ['Regional Member Officer']],
    ['prpMember', { isAdmin: false, isMember: true, isActive: true }, ['PRP member']],
    ['prpMember', { isAdmin: true, isMember: false, isActive: true }, []],
    ['prpMember', { isAdmin: false, isMember: true, isActive: false }, []],
    ['prpAdmin', { isAdmin: true, isMember: false, isActive: true }, ['PRP Admin']],
    ['prp-admin', { isAdmin: true, isMember: true, isActive: true }, ['PRP Admin']],
    ['prpAdmin', undefined, []],
    ['somethingElse', { isAdmin: true, isMember: true, isActive: true }, []],
  ] as const)('view %s with PRP role %o holds %o', (view, prp, roles) => {
    expect(waiverViewerOf(view, prp).roles).toEqual(roles);
  });
  it('reads view types by their letters', () => {
    expect(waiverRoleOfView('Regional_Member_Officer')).toBe('Regional Member Officer');
    expect(waiverRoleOfView('')).toBeUndefined();
  });
});

describe('waiverStateOf: the machine state of a details answer (spec 002 §4)', () => {
  it('maps the server spellings and keeps the dates', () => {
    const state = waiverStateOf({ waiverStatus: 'Chapter needs to submit', waiverFlowStatus: 'ReSubmit', waiverRequestedDate: '2026-10-05T14:00:00Z' });
    expect(state).toEqual({ status: 'chapterSubmit', flow: 'ReSubmit', requestedDate: '2026-10-05T14:00:00Z', sentForCommentsDate: null, postedToPrpDate: null });
    expect(waiverStateOf({ waiverStatus: 'Weird', waiverFlowStatus: 'Nope' })).toMatchObject({ status: 'none', flow: null });
  });
  it('gives a regional officer comment and send buttons on a new waiver', () => {
    const state = waiverStateOf({ waiverStatus: 'Requested', waiverFlowStatus: 'Submit' });
    expect(waiverActionsFor(state, waiverViewerOf('regional', undefined))).toEqual(['sendToRegion', 'sendToPrp', 'commentAsRegion']);
  });
});

describe('comments and votes from the history', () => {
  const history = [
    step('voteDeny', 'p1', '2026-10-07T10:00:00Z', 'Revenue is below the threshold.', 'Farid Haddad'),
    step('commentAsRegion', 'r1', '2026-10-05T10:00:00Z', 'Atlantic supports it.', 'Esperanza Ruiz'),
    step('commentAsPrpMember', 'p2', '2026-10-06T10:00:00Z', 'Close call.'),
    step('sendBack', 'a1', '2026-10-08T10:00:00Z', 'Please attach figures.'),
    step('voteApprove', 'P1', '2026-10-09T10:00:00Z'),
    step('voteApprove', 'p2', '2026-10-08T11:00:00Z'),
  ];
  it('lists REGIONALOFFICER and PRPMEMBER comments oldest first, not reasons of other steps', () => {
    expect(waiverCommentsOf(history).map((c) => [c.type, c.comment, c.personName])).toEqual([
      ['REGIONALOFFICER', 'Atlantic supports it.', 'Esperanza Ruiz'],
      ['PRPMEMBER', 'Close call.', undefined],
    ]);
  });
  it("keeps each member's latest vote", () => {
    expect(waiverVotesOf(history).map((v) => [v.personId, v.vote, v.reason])).toEqual([
      ['p2', 'approve', null],
      ['P1', 'approve', null],
    ]);
    expect(waiverVotesOf(history.slice(0, 1))).toEqual([{ personId: 'p1', personName: 'Farid Haddad', vote: 'deny', reason: 'Revenue is below the threshold.', at: '2026-10-07T10:00:00Z' }]);
  });
});

describe("waiverHistoryOf: the details answer's history, in either spelling of its states", () => {
  it("reads the server spelling and the machine's, oldest first, and leaves malformed steps out", () => {
    const history = waiverHistoryOf([
      { action: 'sendBack', personId: 'a1', personName: '', at: '2026-10-09T10:00:00Z', from: { waiverStatus: 'Requested', waiverFlowStatus: 'Denied_by_Member' }, to: { waiverStatus: 'Chapter_needs_to_submit', waiverFlowStatus: 'ReSubmit' }, note: 'Figures, please.' },
      { action: 'submit', personId: 'c1', personName: 'Bruno Lindqvist', at: '2026-10-05T14:00:00Z', from: { status: 'none', flow: null }, to: { status: 'requested', flow: 'Submit' }, note: null },
      { action: 'fly', personId: 'x', at: '2026-10-06T00:00:00Z', from: { status: 'none' }, to: { status: 'none' } },
      { action: 'submit', personId: 'x', at: '2026-10-06T00:00:00Z', from: {}, to: { status: 'none' } },
      null,
    ]);
    expect(history).toEqual([
      { action: 'submit', personId: 'c1', personName: 'Bruno Lindqvist', at: '2026-10-05T14:00:00Z', from: { status: 'none', flow: null }, to: { status: 'requested', flow: 'Submit' }, note: null },
      { action: 'sendBack', personId: 'a1', personName: undefined, at: '2026-10-09T10:00:00Z', from: { status: 'requested', flow: 'Denied_by_Member' }, to: { status: 'chapterSubmit', flow: 'ReSubmit' }, note: 'Figures, please.' },
    ]);
    expect(waiverHistoryOf(undefined)).toEqual([]);
    expect(waiverHistoryOf({})).toEqual([]);
  });
});

describe('read-only fields (spec 002 §5: thousands formatting)', () => {
  it.each([
    [42_000_000, true, '42,000,000'],
    [9.5, true, '9.5'],
    [1234.123456789, true, '1,234.123456789'],
    [44, false, '44'],
    ['https://a.example', false, 'https://a.example'],
    [null, true, null],
    ['', false, null],
  ] as const)('%o (number: %o) shows %o', (value, isNumber, text) => {
    expect(waiverFieldText(value, isNumber)).toBe(text);
  });
  it('shows dates as day, month and year in UTC', () => {
    expect(waiverDateText('2026-10-05T23:30:00Z')).toBe('Oct 5, 2026');
  });
});

describe('finalize mail recipients (spec 002 §9: 5 first, the rest on request)', () => {
  const recipients = Array.from({ length: 8 }, (_, i) => ({ id: `id${i}`, name: `Person ${i}`, email: `p${i}@${i % 2 ? 'odd' : 'even'}.example` }));
  it('shows 5 first and holds back the rest until asked', () => {
    expect(FINALIZE_RECIPIENTS_SHOWN).toBe(5);
    const first = finalizeRecipientsShown(recipients, '', false);
    expect(first.shown.map((r) => r.id)).toEqual(['id0', 'id1', 'id2', 'id3', 'id4']);
    expect(first.hiddenCount).toBe(3);
    expect(finalizeRecipientsShown(recipients, '', true)).toEqual({ shown: recipients, hiddenCount: 0 });
  });
  it('searches names and emails, every word, case ignored', () => {
    expect(finalizeRecipientsShown(recipients, 'ODD', false).shown.map((r) => r.id)).toEqual(['id1', 'id3', 'id5', 'id7']);
    expect(finalizeRecipientsShown(recipients, 'person 2', false)).toEqual({ shown: [recipients[2]], hiddenCount: 0 });
    expect(finalizeRecipientsShown(recipients, 'nobody', false)).toEqual({ shown: [], hiddenCount: 0 });
  });
});

describe('reason and comment (spec 002 §5: reason max 500)', () => {
  it('needs text of at most 500 characters', () => {
    expect(waiverReason('')).toEqual([WAIVER_MESSAGES.reasonRequired]);
    expect(waiverReason('x'.repeat(500))).toEqual([]);
    expect(waiverReason('x'.repeat(501))).toEqual([WAIVER_MESSAGES.tooLong(500)]);
    expect(waiverComment('  ')).toEqual([WAIVER_MESSAGES.commentRequired]);
    expect(waiverComment('Fine.')).toEqual([]);
  });
});
