// The sandbox and the headless waiver machine agree: every seeded state is one the spec names, each
// seeded history leads to its waiver's state, every persona may take exactly the actions
// `waiverActionsFor` allows on every seeded state, and the story runs through the operations.
import { isNamedWaiverState, NAMED_WAIVER_STATES, WAIVER_ACTIONS, waiverActionsFor, waiverFlowOf, waiverStatusOf } from '@ypo/headless/waiver-machine';
import type { WaiverAction, WaiverRole, WaiverState } from '@ypo/headless/waiver-machine';
import { WAIVER_MESSAGES } from '@ypo/headless/waiver-messages';
import { describe, expect, it } from 'vitest';
import { COMMUNITIES } from '../../personas.ts';
import { expectMatchesContract } from '../contract-assert.ts';
import { call, callerOf, refusalOf, seededStore } from '../test-network.ts';
import type { Caller, Store } from '../types.ts';
import { INSUFFICIENT_PERMISSIONS, waiverDomain } from './waiver.ts';
import type { WaiverRecord, WaiverSlice } from './waiver.ts';

const HARBOR = COMMUNITIES.harborCity.communityId;
const [bruno, chen, esperanza, farid, greta, amara] = ['chapter-manager', 'chapter-administrator', 'regional-officer', 'prp-member', 'prp-admin', 'member'].map((kind) => callerOf(kind)) as [Caller, Caller, Caller, Caller, Caller, Caller];

/**
 * The roles each persona holds on a Harbor City waiver (Atlantic Region): Bruno officers the chapter,
 * Esperanza the region; Chen officers another chapter and Amara holds no waiver role.
 */
const PERSONAS: readonly { name: string; caller: Caller; roles: WaiverRole[] }[] = [
  { name: 'chapter officer', caller: bruno, roles: ['Chapter Officer'] },
  { name: 'regional officer', caller: esperanza, roles: ['Regional Officer', 'Regional Member Officer'] },
  { name: 'PRP member', caller: farid, roles: ['PRP member'] },
  { name: 'PRP admin', caller: greta, roles: ['PRP Admin'] },
  { name: "another chapter's officer", caller: chen, roles: [] },
  { name: 'member without a waiver role', caller: amara, roles: [] },
];

const slice = (store: Store) => store.waiver as WaiverSlice;

const stateOf = (w: WaiverRecord): WaiverState => ({
  status: waiverStatusOf(w.waiverStatus),
  flow: waiverFlowOf(w.waiverFlowStatus),
  requestedDate: w.waiverRequestedDate,
  sentForCommentsDate: w.waiverSentForCommentsDate,
  postedToPrpDate: w.waiverPostedToPrpdate,
});

const form = (w: WaiverRecord) => ({
  id: w.id, leadId: w.leadId, communityId: w.communityId, typeOfWaiver: 'enterprise-value', firstName: w.firstName, lastName: w.lastName,
  chapterName: w.chapterName, recommendation: 'Recommended.', age: 45, companyName: 'Cedar Foods', companyType: 'private', reportsTo: 'Board of directors',
  website: 'https://cedarfoods.example', title: 'ceo', titleOther: null, numberOfEmployees: 120, totalCompensation: 7.5, dollarVolume: 30000000,
  corporationType: 'family-owned', numberOfChapterMembers: 60, regionName: 'Atlantic Region', volumeSales: 30000000, enterpriseValue: 90000000,
  waiverAnswerList: [{ questionId: 'q1', answer: 'Why' }, { questionId: 'q2', answer: 'Leads' }, { questionId: 'q3', answer: 'Supports' }], attachments: [],
});

/** The operation that takes each action, with a payload that gives what the action needs. */
function take(action: WaiverAction, caller: Caller, store: Store, w: WaiverRecord) {
  const ids = { id: w.id, leadId: w.leadId };
  switch (action) {
    case 'saveDraft':
      return call(waiverDomain, 'submitWaiverRequest', caller, store, { params: { viewType: 'chapter' }, query: { isdraft: true }, body: form(w) });
    case 'submit':
      return call(waiverDomain, 'submitWaiverRequest', caller, store, { params: { viewType: 'chapter' }, body: form(w) });
    case 'sendToRegion':
      return call(waiverDomain, 'sendWaiverToRegion', caller, store, { params: { leadId: w.leadId } });
    case 'sendToPrp':
      return call(waiverDomain, 'sendWaiverToPrp', caller, store, { body: { ...ids, communityId: w.communityId, reviewMembers: [farid.personId] } });
    case 'commentAsRegion':
      return call(waiverDomain, 'addWaiverRegionalOfficerComment', caller, store, { body: { ...ids, comment: 'The region supports it.' } });
    case 'commentAsPrpMember':
      return call(waiverDomain, 'addWaiverPrpMemberComment', caller, store, { body: { ...ids, comment: 'Compensation qualifies.' } });
    case 'voteApprove':
      return call(waiverDomain, 'submitWaiverVote', caller, store, { body: { ...ids, waiverFlowStatus: 'Approved_by_Member', reason: null } });
    case 'voteDeny':
      return call(waiverDomain, 'submitWaiverVote', caller, store, { body: { ...ids, waiverFlowStatus: 'Denied_by_Member', reason: 'Below the threshold.' } });
    case 'sendBack':
      return call(waiverDomain, 'sendWaiverBackToChapter', caller, store, { body: { ...ids, communityId: w.communityId, reason: 'Please attach the audited revenue.' } });
    case 'finalizeApproved':
    case 'finalizeDenied':
      return call(waiverDomain, 'finalizeWaiverRequest', caller, store, {
        body: { ...ids, waiverStatus: action === 'finalizeApproved' ? 'Approved' : 'Denied', recipients: [{ id: greta.personId, name: 'Greta Novak', email: 'greta.novak@lakeshore.example' }] },
      });
  }
}

describe('the seeded waivers (the machine)', () => {
  it('are all in states the spec names, and Harbor City has each of them', () => {
    const { waivers } = slice(seededStore([waiverDomain]));
    for (const w of waivers) expect(isNamedWaiverState(stateOf(w)), `${w.waiverStatus} / ${String(w.waiverFlowStatus)}`).toBe(true);
    for (const named of NAMED_WAIVER_STATES) {
      expect(waivers.some((w) => w.communityId === HARBOR && stateOf(w).status === named.status && stateOf(w).flow === named.flow), `${named.status} / ${String(named.flow)}`).toBe(true);
    }
  });

  it('have a history of allowed steps that leads to their state (Finalize is marked after the vote)', () => {
    const { waivers } = slice(seededStore([waiverDomain]));
    for (const w of waivers) {
      const state = stateOf(w);
      if (state.status === 'none') {
        expect(w.history).toEqual([]);
        continue;
      }
      expect(w.history[0]?.from).toEqual({ status: 'none', flow: null });
      w.history.forEach((h, k) => {
        if (k > 0) expect(h.from).toEqual(w.history[k - 1]?.to);
        expect(isNamedWaiverState(h.to)).toBe(true);
      });
      const last = w.history.at(-1);
      if (state.flow === 'Finalize') expect(last?.to).toEqual({ status: 'requested', flow: 'Approved_by_Member' });
      else expect(last?.to).toEqual({ status: state.status, flow: state.flow });
      expect(last?.at).toBe(state.flow === 'Finalize' ? last?.at : w.updatedAt);
      const times = w.history.map((h) => h.at);
      expect(times).toEqual([...times].sort());
    }
  });

  it('answer their history in the details, with names (contract WaiverHistoryEntry)', async () => {
    const store = seededStore([waiverDomain]);
    const w = slice(store).waivers.find((x) => x.communityId === HARBOR && x.waiverStatus === 'Chapter_needs_to_submit');
    if (!w) throw new Error('no Harbor City waiver sent back');
    const res = await call(waiverDomain, 'getWaiverDetails', greta, store, { params: { leadId: w.leadId, viewType: 'prpadmin' } });
    expectMatchesContract('getWaiverDetails', 200, res.body);
    const history = (res.body as { history: { action: string; personName: string; to: { waiverStatus: string; waiverFlowStatus: string | null }; note: string | null }[] }).history;
    expect(history[0]).toMatchObject({ action: 'submit', personName: 'Bruno Lindqvist', to: { waiverStatus: 'Requested', waiverFlowStatus: 'Submit' } });
    expect(history.at(-1)).toMatchObject({ action: 'sendBack', personName: 'Greta Novak', to: { waiverStatus: 'Chapter_needs_to_submit', waiverFlowStatus: 'ReSubmit' }, note: 'Please attach the latest audited revenue figures.' });
    expect(history.some((h) => h.action === 'voteDeny' && h.note === 'Revenue is below the threshold.')).toBe(true);
  });
});

describe('the sandbox accepts exactly the actions waiverActionsFor allows', () => {
  const base = seededStore([waiverDomain]);
  const harbor = slice(base).waivers.filter((w) => w.communityId === HARBOR);
  const cases = NAMED_WAIVER_STATES.map((named) => {
    const w = harbor.find((x) => stateOf(x).status === named.status && stateOf(x).flow === named.flow);
    if (!w) throw new Error(`no Harbor City waiver in ${named.status} / ${String(named.flow)}`);
    return { label: `${named.status} / ${String(named.flow)}`, id: w.id };
  });

  it.each(cases)('$label', async ({ id }) => {
    for (const persona of PERSONAS) {
      const refused = structuredClone(base);
      const w = slice(refused).waivers.find((x) => x.id === id) as WaiverRecord;
      const before = JSON.stringify(w);
      const allowed = waiverActionsFor(stateOf(w), { roles: persona.roles });
      for (const action of WAIVER_ACTIONS) {
        const what = `${persona.name} ${action}`;
        if (allowed.includes(action)) {
          const store = structuredClone(base);
          const target = slice(store).waivers.find((x) => x.id === id) as WaiverRecord;
          const res = await take(action, persona.caller, store, target);
          expect(res.status, what).toBe(200);
          expect(target.history.at(-1), what).toMatchObject({ action, personId: persona.caller.personId });
        } else {
          const refusal = await refusalOf(take(action, persona.caller, refused, w));
          expect([403, 422], `${what}: ${refusal.message}`).toContain(refusal.status);
          // No role for the action at all: 403 whatever the state.
          if (persona.roles.length === 0) expect(refusal.status, what).toBe(403);
        }
      }
      expect(JSON.stringify(w), `${persona.name}: refusals change nothing`).toBe(before);
    }
  });
});

describe("the issue's story through the sandbox operations (four personas)", () => {
  it('draft, submit with two attachments, region comments and sends to the panel, deny, send back, resubmit, resend, approve, finalise', async () => {
    const store = seededStore([waiverDomain]);
    const w = slice(store).waivers.find((x) => x.communityId === HARBOR && x.waiverStatus === 'None');
    if (!w) throw new Error('no Harbor City waiver not yet requested');
    const ids = { id: w.id, leadId: w.leadId };
    /** Which personas may take which actions now, per the machine; the sandbox has agreed (the table above). */
    const mayNow = (caller: Caller) => waiverActionsFor(stateOf(w), { roles: PERSONAS.find((p) => p.caller === caller)?.roles ?? [] });

    await take('saveDraft', bruno, store, w);
    expect(w).toMatchObject({ waiverStatus: 'Pending', waiverFlowStatus: null });
    const file = (n: number) => ({ name: `statement ${n}.pdf`, type: 'application/pdf', size: 2000 });
    await call(waiverDomain, 'uploadWaiverAttachments', bruno, store, { params: { leadId: w.leadId }, body: { file0: file(1), file1: file(2) } });
    await take('submit', bruno, store, w);
    expect(w).toMatchObject({ waiverStatus: 'Requested', waiverFlowStatus: 'Submit' });
    expect(w.attachments).toHaveLength(2);
    expect(mayNow(esperanza)).toEqual(['sendToRegion', 'sendToPrp', 'commentAsRegion']);
    expect(mayNow(farid)).toEqual([]);

    await take('commentAsRegion', esperanza, store, w);
    await take('sendToPrp', esperanza, store, w);
    expect(w.waiverFlowStatus).toBe('Send_to_PRP');
    expect(mayNow(farid)).toEqual(['commentAsPrpMember', 'voteApprove', 'voteDeny']);
    // A deny vote needs its reason.
    const noReason = await refusalOf(call(waiverDomain, 'submitWaiverVote', farid, store, { body: { ...ids, waiverFlowStatus: 'Denied_by_Member', reason: ' ' } }));
    expect(noReason).toMatchObject({ status: 422, detail: WAIVER_MESSAGES.reasonRequired, errors: { reason: [WAIVER_MESSAGES.reasonRequired] } });
    await take('voteDeny', farid, store, w);
    expect(w.waiverFlowStatus).toBe('Denied_by_Member');
    expect(mayNow(greta)).toEqual(['sendToRegion', 'sendToPrp', 'sendBack', 'finalizeApproved', 'finalizeDenied']);

    await take('sendBack', greta, store, w);
    expect(w).toMatchObject({ waiverStatus: 'Chapter_needs_to_submit', waiverFlowStatus: 'ReSubmit' });
    expect(mayNow(bruno)).toEqual(['saveDraft', 'submit']);
    await take('submit', bruno, store, w);
    const sentForComments = w.waiverSentForCommentsDate;
    await take('sendToRegion', esperanza, store, w);
    expect(w.waiverFlowStatus).toBe('Resend_to_Region');
    expect(w.waiverSentForCommentsDate).not.toBe(sentForComments);
    const posted = w.waiverPostedToPrpdate;
    await take('sendToPrp', esperanza, store, w);
    expect(w.waiverFlowStatus).toBe('Resend_To_Region_Send_to_PRP');
    expect(Date.parse(w.waiverPostedToPrpdate ?? '')).toBeGreaterThan(Date.parse(posted ?? ''));
    await take('voteApprove', farid, store, w);
    expect(w.waiverFlowStatus).toBe('Approved_by_Member');
    await take('finalizeApproved', greta, store, w);
    expect(w).toMatchObject({ waiverStatus: 'Approved', waiverFlowStatus: 'Approved' });
    for (const p of PERSONAS) expect(mayNow(p.caller), p.name).toEqual([]);

    const details = await call(waiverDomain, 'getWaiverDetails', bruno, store, { params: { leadId: w.leadId, viewType: 'chapter' } });
    expectMatchesContract('getWaiverDetails', 200, details.body);
    const history = (details.body as { history: { action: string; personName: string; to: { waiverFlowStatus: string | null } }[] }).history;
    expect(history.map((h) => [h.action, h.personName, h.to.waiverFlowStatus])).toEqual([
      ['saveDraft', 'Bruno Lindqvist', null],
      ['submit', 'Bruno Lindqvist', 'Submit'],
      ['commentAsRegion', 'Esperanza Ruiz', 'Submit'],
      ['sendToPrp', 'Esperanza Ruiz', 'Send_to_PRP'],
      ['voteDeny', 'Farid Haddad', 'Denied_by_Member'],
      ['sendBack', 'Greta Novak', 'ReSubmit'],
      ['submit', 'Bruno Lindqvist', 'Submit'],
      ['sendToRegion', 'Esperanza Ruiz', 'Resend_to_Region'],
      ['sendToPrp', 'Esperanza Ruiz', 'Resend_To_Region_Send_to_PRP'],
      ['voteApprove', 'Farid Haddad', 'Approved_by_Member'],
      ['finalizeApproved', 'Greta Novak', 'Approved'],
    ]);

    // A member with no waiver role gets the permissions text.
    expect(await refusalOf(call(waiverDomain, 'getWaiverRequests', amara, store, { params: { viewType: 'chapter' }, query: { pageNumber: 1 } }))).toMatchObject({ status: 403, message: INSUFFICIENT_PERMISSIONS });
  });

  it('refuses a wrong role with 403 and the machine\'s message in the problem body; a wrong state with 422', async () => {
    const store = seededStore([waiverDomain]);
    const w = slice(store).waivers.find((x) => x.communityId === HARBOR && x.waiverFlowStatus === 'Send_to_PRP');
    if (!w) throw new Error('no Harbor City waiver with the panel');
    const body = { id: w.id, leadId: w.leadId, communityId: HARBOR, reason: 'Not mine to send back.' };
    const role = await refusalOf(call(waiverDomain, 'sendWaiverBackToChapter', farid, store, { body }));
    const text = 'Only PRP Admin may send the waiver back to the chapter now.';
    expect(role).toMatchObject({ status: 403, message: text, detail: text, extra: { message: text } });
    const state = await refusalOf(call(waiverDomain, 'finalizeWaiverRequest', greta, store, { body: { id: w.id, leadId: w.leadId, waiverStatus: 'Approved', recipients: [{ id: greta.personId, name: 'Greta Novak', email: 'greta.novak@lakeshore.example' }] } }));
    expect(state).toMatchObject({ status: 422, detail: 'A waiver in Waiver Requested (Send_to_PRP) cannot finalize the waiver as approved.' });
    // What a step needs: a reason of at most 500 characters, at least one panel member, a recipient.
    expect(await refusalOf(call(waiverDomain, 'sendWaiverBackToChapter', greta, store, { body: { ...body, reason: 'x'.repeat(501) } }))).toMatchObject({ status: 422, detail: WAIVER_MESSAGES.tooLong(500) });
    const voted = slice(store).waivers.find((x) => x.communityId === HARBOR && x.waiverFlowStatus === 'Approved_by_Member') as WaiverRecord;
    expect(await refusalOf(call(waiverDomain, 'sendWaiverToPrp', greta, store, { body: { id: voted.id, leadId: voted.leadId, reviewMembers: [] } }))).toMatchObject({ status: 422, detail: WAIVER_MESSAGES.panelRequired });
    expect(await refusalOf(call(waiverDomain, 'finalizeWaiverRequest', greta, store, { body: { id: voted.id, leadId: voted.leadId, waiverStatus: 'Approved', recipients: [] } }))).toMatchObject({ status: 422, detail: WAIVER_MESSAGES.recipientsRequired });
    expect(await refusalOf(call(waiverDomain, 'addWaiverPrpMemberComment', farid, store, { body: { id: voted.id, leadId: voted.leadId, comment: '' } }))).toMatchObject({ status: 422, detail: WAIVER_MESSAGES.commentRequired });
  });
});
