import { describe, expect, it } from 'vitest';
import { COMMUNITIES, findPersonaByKind } from '../../personas.ts';
import { expectMatchesContract, expectRequestMatchesContract } from '../contract-assert.ts';
import { call, callerOf, seededStore, TEST_COMMUNITIES } from '../test-network.ts';
import type { Store } from '../types.ts';
import { INSUFFICIENT_PERMISSIONS, WAIVER_FLOW_STATUSES, WAIVER_STATUSES, waiverDomain } from './waiver.ts';
import type { WaiverSlice } from './waiver.ts';

type Item = { id: string; leadId: string; communityId: string; waiverStatus: string; waiverFlowStatus: string | null; firstName: string; lastName: string; waiverRequestedDate: string | null; waiverSentForCommentsDate: string | null; waiverPostedToPrpdate: string | null; isSearchView: boolean };

const HARBOR = COMMUNITIES.harborCity.communityId;
const NORTHWIND = COMMUNITIES.northwindGold.communityId;
const bruno = callerOf('chapter-manager');
const chen = callerOf('chapter-administrator');
const esperanza = callerOf('regional-officer');
const farid = callerOf('prp-member');
const greta = callerOf('prp-admin');
const amara = callerOf('member');

function fresh(): Store {
  return seededStore([waiverDomain]);
}

/** One page of get-requests, checked against the contract. */
async function page(store: Store, caller = bruno, viewType = 'chapter', query: Record<string, string | number> = {}): Promise<Item[]> {
  const res = await call(waiverDomain, 'getWaiverRequests', caller, store, { params: { viewType }, query: { pageNumber: 1, ...query } });
  expect(res.status).toBe(200);
  expectMatchesContract('getWaiverRequests', 200, res.body);
  return res.body as Item[];
}

/** Every page until a page shorter than 20 (spec 002 §4). */
async function allPages(store: Store, caller = bruno, viewType = 'chapter', query: Record<string, string | number> = {}): Promise<Item[]> {
  const out: Item[] = [];
  for (let n = 1; n < 100; n++) {
    const items = await page(store, caller, viewType, { ...query, pageNumber: n });
    expect(items.length).toBeLessThanOrEqual(20);
    out.push(...items);
    if (items.length < 20) return out;
  }
  throw new Error('too many pages');
}

const slice = (store: Store) => store.waiver as WaiverSlice;

describe('waiver seed', () => {
  it('is deterministic: the same seed gives the same waivers, another seed others', () => {
    expect(JSON.stringify(seededStore([waiverDomain], 5).waiver)).toBe(JSON.stringify(seededStore([waiverDomain], 5).waiver));
    expect(JSON.stringify(seededStore([waiverDomain], 5).waiver)).not.toBe(JSON.stringify(seededStore([waiverDomain], 6).waiver));
  });

  it('has waivers in every status and every flow status, prospects linked to chapters', () => {
    const { waivers } = slice(fresh());
    for (const status of WAIVER_STATUSES) expect(waivers.some((w) => w.waiverStatus === status), status).toBe(true);
    for (const flow of WAIVER_FLOW_STATUSES) expect(waivers.some((w) => w.waiverFlowStatus === flow), flow).toBe(true);
    const store = fresh();
    const chapters = new Set((store.network as { communities: { communityId: string; communityType: string }[] }).communities.filter((c) => c.communityType === 'chapter').map((c) => c.communityId));
    expect(waivers.every((w) => chapters.has(w.communityId))).toBe(true);
    expect(new Set(waivers.map((w) => w.leadId)).size).toBe(waivers.length);
  });

  it('keeps the documented waiver of Ingrid Solberg (docs/contracts.md)', async () => {
    const res = await call(waiverDomain, 'getWaiverDetails', bruno, fresh(), { params: { leadId: '7b000000-0000-4000-8000-000000000001', viewType: 'chapter' } });
    expectMatchesContract('getWaiverDetails', 200, res.body);
    expect(res.body).toMatchObject({ id: '3c000000-0000-4000-8000-000000000001', waiverStatus: 'Requested', waiverFlowStatus: 'Submit', firstName: 'Ingrid', companyName: 'Solberg Timber', communityId: HARBOR });
    // Its history (openapi/waiver.yaml example): Bruno Lindqvist, Harbor City's chapter officer, submitted it.
    expect((res.body as { history: unknown[] }).history).toEqual([
      { action: 'submit', personId: bruno.personId, personName: 'Bruno Lindqvist', at: '2026-10-05T14:00:00Z', from: { waiverStatus: 'None', waiverFlowStatus: null }, to: { waiverStatus: 'Requested', waiverFlowStatus: 'Submit' }, note: null },
    ]);
  });
});

describe('waiver lists by role (spec 002 §6)', () => {
  it('a chapter officer sees their chapter only, 20 a page, a shorter page last', async () => {
    const store = fresh();
    const first = await page(store, bruno, 'chapter', { pageNumber: 1 });
    expect(first).toHaveLength(20);
    const all = await allPages(store, bruno);
    expect(all.length).toBe(slice(store).waivers.filter((w) => w.communityId === HARBOR).length);
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((w) => w.communityId === HARBOR)).toBe(true);
    expect(new Set(all.map((w) => w.id)).size).toBe(all.length);
    const chens = await allPages(store, chen);
    expect(chens.length).toBeGreaterThan(0);
    expect(chens.every((w) => w.communityId === NORTHWIND)).toBe(true);
  });

  it('a regional officer sees their region once the chapter submitted', async () => {
    const store = fresh();
    const list = await allPages(store, esperanza, 'regional');
    const atlantic = slice(store).waivers.filter((w) => w.regionId === COMMUNITIES.atlantic.communityId && w.waiverRequestedDate !== null);
    expect(list.map((w) => w.id).sort()).toEqual(atlantic.map((w) => w.id).sort());
    expect(list.some((w) => w.communityId === TEST_COMMUNITIES.cedarBay)).toBe(false);
    expect(list.some((w) => w.waiverStatus === 'Pending' || w.waiverStatus === 'None')).toBe(false);
  });

  it('a PRP member sees only waivers sent to the panel; a PRP admin sees all', async () => {
    const store = fresh();
    const panel = await allPages(store, farid, 'prpmember');
    expect(panel.length).toBeGreaterThan(0);
    expect(panel.every((w) => w.waiverPostedToPrpdate !== null)).toBe(true);
    expect(panel.some((w) => w.waiverFlowStatus === 'Submit')).toBe(false);
    const admin = await allPages(store, greta, 'prpadmin');
    expect(admin).toHaveLength(slice(store).waivers.length);
  });

  it("refuses everyone else with 'Insufficient permissions to view waiverList'", async () => {
    const store = fresh();
    await expect(call(waiverDomain, 'getWaiverRequests', amara, store, { params: { viewType: 'chapter' }, query: { pageNumber: 1 } })).rejects.toMatchObject({ status: 403, message: INSUFFICIENT_PERMISSIONS });
    // A PRP member asking for the admin view, and a chapter officer naming another chapter.
    await expect(call(waiverDomain, 'getWaiverRequests', farid, store, { params: { viewType: 'prpAdmin' }, query: { pageNumber: 1 } })).rejects.toMatchObject({ status: 403 });
    await expect(call(waiverDomain, 'getWaiverRequests', bruno, store, { params: { viewType: 'chapter' }, query: { pageNumber: 1, communityId: NORTHWIND } })).rejects.toMatchObject({ status: 403 });
  });

  it('an impersonator acting as the chapter manager sees the chapter list', async () => {
    const store = fresh();
    const priyaAsBruno = callerOf('impersonator', findPersonaByKind('chapter-manager')?.personId);
    expect((await page(store, priyaAsBruno)).every((w) => w.communityId === HARBOR)).toBe(true);
  });

  it('sorts by Last Updated (default), First Name and Last Name', async () => {
    const store = fresh();
    const byFirst = await allPages(store, greta, 'prpadmin', { sortType: 'First Name' });
    const firsts = byFirst.map((w) => w.firstName);
    expect(firsts).toEqual([...firsts].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const byLast = await allPages(store, greta, 'prpadmin', { sortType: 'Last Name' });
    const lasts = byLast.map((w) => w.lastName);
    expect(lasts).toEqual([...lasts].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const byUpdate = await allPages(store, greta, 'prpadmin');
    const updated = byUpdate.map((w) => slice(store).waivers.find((x) => x.id === w.id)?.updatedAt ?? '');
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it('filters by workflow (filterBy) and by lead', async () => {
    const store = fresh();
    const fresh_ = await allPages(store, greta, 'prpadmin', { filterBy: 'New' });
    expect(fresh_.length).toBeGreaterThan(0);
    expect(fresh_.every((w) => w.waiverFlowStatus === 'Submit')).toBe(true);
    const toPrp = await allPages(store, greta, 'prpadmin', { filterBy: 'Send To PRP' });
    expect(toPrp.every((w) => w.waiverFlowStatus === 'Send_to_PRP' || w.waiverFlowStatus === 'Resend_To_Region_Send_to_PRP')).toBe(true);
    const finalize = await allPages(store, greta, 'prpadmin', { filterBy: 'Finalize' });
    expect(finalize.some((w) => w.waiverFlowStatus === 'Approved_by_Member')).toBe(true);
    const one = await page(store, bruno, 'chapter', { leadId: '7b000000-0000-4000-8000-000000000001' });
    expect(one.map((w) => w.firstName)).toEqual(['Ingrid']);
  });
});

describe('waiver workflow (spec 002 §4)', () => {
  /** A Harbor City prospect without a waiver yet (status None). */
  function noneWaiver(store: Store) {
    const w = slice(store).waivers.find((x) => x.communityId === HARBOR && x.waiverStatus === 'None');
    if (!w) throw new Error('no None waiver in Harbor City');
    return w;
  }

  function form(w: { id: string; leadId: string; firstName: string; lastName: string }) {
    const body = {
      id: w.id, leadId: w.leadId, communityId: HARBOR, typeOfWaiver: 'enterprise-value', firstName: w.firstName, lastName: w.lastName,
      chapterName: 'Harbor City Chapter', recommendation: 'Recommended.', age: 45, companyName: 'Cedar Foods', companyType: 'private',
      reportsTo: 'Board of directors', website: 'https://cedarfoods.example', title: 'ceo', titleOther: null, numberOfEmployees: 120,
      totalCompensation: 7.5, dollarVolume: 30000000, corporationType: 'family-owned', numberOfChapterMembers: 60, regionName: 'Atlantic Region',
      volumeSales: 30000000, enterpriseValue: 90000000,
      waiverAnswerList: [{ questionId: 'q1', answer: 'Why' }, { questionId: 'q2', answer: 'Leads' }, { questionId: 'q3', answer: 'Supports' }],
      attachments: [],
    };
    expectRequestMatchesContract('submitWaiverRequest', body);
    return body;
  }

  it('the key scenario: a submitted waiver reaches the PRP member only once sent to PRP', async () => {
    const store = fresh();
    const w = noneWaiver(store);
    const submitted = await call(waiverDomain, 'submitWaiverRequest', bruno, store, { params: { viewType: 'chapter' }, body: form(w) });
    expectMatchesContract('submitWaiverRequest', 200, submitted.body);
    expect(submitted.body).toMatchObject({ waiverStatus: 'Requested', waiverFlowStatus: 'Submit', companyName: 'Cedar Foods' });
    expect((submitted.body as Item).waiverRequestedDate).not.toBeNull();

    const before = await allPages(store, farid, 'prpmember');
    expect(before.some((x) => x.leadId === w.leadId)).toBe(false);
    // The regional officer now sees it, and sends it to the panel.
    expect((await allPages(store, esperanza, 'regional')).some((x) => x.leadId === w.leadId)).toBe(true);
    const sendBody = { id: w.id, leadId: w.leadId, communityId: HARBOR, reviewMembers: [farid.personId] };
    expectRequestMatchesContract('sendWaiverToPrp', sendBody);
    const t0 = Date.now();
    const sent = await call(waiverDomain, 'sendWaiverToPrp', esperanza, store, { body: sendBody });
    expectMatchesContract('sendWaiverToPrp', 200, sent.body);

    const after = await allPages(store, farid, 'prpmember');
    const item = after.find((x) => x.leadId === w.leadId);
    expect(item).toMatchObject({ waiverFlowStatus: 'Send_to_PRP', waiverStatus: 'Requested' });
    expect(Date.parse(item?.waiverPostedToPrpdate ?? '')).toBeGreaterThanOrEqual(t0 - 1);

    // After a vote the PRP admin resends: Resend_to_PRP, a newer posted date.
    await call(waiverDomain, 'submitWaiverVote', farid, store, { body: { id: w.id, leadId: w.leadId, waiverFlowStatus: 'Denied_by_Member', reason: 'Unclear revenue.' } });
    await call(waiverDomain, 'sendWaiverToPrp', greta, store, { body: sendBody });
    const again = (await allPages(store, farid, 'prpmember')).find((x) => x.leadId === w.leadId);
    expect(again?.waiverFlowStatus).toBe('Resend_to_PRP');
    expect(Date.parse(again?.waiverPostedToPrpdate ?? '')).toBeGreaterThan(Date.parse(item?.waiverPostedToPrpdate ?? ''));
  });

  it('a PRP admin can send to the panel too; a chapter officer and a PRP member cannot', async () => {
    const store = fresh();
    const w = slice(store).waivers.find((x) => x.waiverFlowStatus === 'Submit' && x.communityId === TEST_COMMUNITIES.cedarBay);
    if (!w) throw new Error('no submitted Cedar Bay waiver');
    const body = { id: w.id, leadId: w.leadId, reviewMembers: [farid.personId] };
    await expect(call(waiverDomain, 'sendWaiverToPrp', bruno, store, { body })).rejects.toMatchObject({ status: 403 });
    await expect(call(waiverDomain, 'sendWaiverToPrp', farid, store, { body })).rejects.toMatchObject({ status: 403 });
    // Esperanza is the Atlantic officer: Cedar Bay is in the Meridian Region.
    await expect(call(waiverDomain, 'sendWaiverToPrp', esperanza, store, { body })).rejects.toMatchObject({ status: 403 });
    await call(waiverDomain, 'sendWaiverToPrp', greta, store, { body });
    expect((await allPages(store, farid, 'prpmember')).some((x) => x.id === w.id)).toBe(true);
  });

  it('send to region sets the sent-for-comments date now (Send_to_Region; from the panel Resend_to_Region)', async () => {
    const store = fresh();
    const w = slice(store).waivers.find((x) => x.waiverFlowStatus === 'Submit' && x.communityId === HARBOR && x.waiverSentForCommentsDate === null);
    if (!w) throw new Error('no submitted waiver');
    const t0 = Date.now();
    const res = await call(waiverDomain, 'sendWaiverToRegion', greta, store, { params: { leadId: w.leadId } });
    expectMatchesContract('sendWaiverToRegion', 200, res.body);
    expect(w.waiverFlowStatus).toBe('Send_to_Region');
    expect(Date.parse(w.waiverSentForCommentsDate ?? '')).toBeGreaterThanOrEqual(t0 - 1);
    // The machine: the region sends it on to the panel; only the PRP admin takes it back to the region (a resend).
    await call(waiverDomain, 'sendWaiverToPrp', esperanza, store, { body: { id: w.id, leadId: w.leadId, reviewMembers: [farid.personId] } });
    await expect(call(waiverDomain, 'sendWaiverToRegion', esperanza, store, { params: { leadId: w.leadId } })).rejects.toMatchObject({ status: 403 });
    const first = w.waiverSentForCommentsDate ?? '';
    await call(waiverDomain, 'sendWaiverToRegion', greta, store, { params: { leadId: w.leadId } });
    expect(w.waiverFlowStatus).toBe('Resend_to_Region');
    expect(Date.parse(w.waiverSentForCommentsDate ?? '')).toBeGreaterThan(Date.parse(first));
  });

  it('send back to the chapter: Chapter_needs_to_submit / ReSubmit, off the panel list, then resubmitted', async () => {
    const store = fresh();
    const w = slice(store).waivers.find((x) => x.waiverFlowStatus === 'Send_to_PRP' && x.communityId === HARBOR);
    if (!w) throw new Error('no waiver with the panel');
    const body = { id: w.id, leadId: w.leadId, communityId: HARBOR, reason: 'Please attach the audited revenue.' };
    expectRequestMatchesContract('sendWaiverBackToChapter', body);
    expectMatchesContract('sendWaiverBackToChapter', 200, (await call(waiverDomain, 'sendWaiverBackToChapter', greta, store, { body })).body);
    expect(w).toMatchObject({ waiverStatus: 'Chapter_needs_to_submit', waiverFlowStatus: 'ReSubmit' });
    expect((await allPages(store, farid, 'prpmember')).some((x) => x.id === w.id)).toBe(false);
    const chapterView = (await allPages(store, bruno)).find((x) => x.id === w.id);
    expect(chapterView?.waiverStatus).toBe('Chapter_needs_to_submit');
    const resubmitted = await call(waiverDomain, 'submitWaiverRequest', bruno, store, { params: { viewType: 'chapter' }, body: form(w) });
    expect(resubmitted.body).toMatchObject({ waiverStatus: 'Requested', waiverFlowStatus: 'Submit' });
  });

  it('a draft (isdraft) stays Pending and out of the region list', async () => {
    const store = fresh();
    const w = noneWaiver(store);
    const res = await call(waiverDomain, 'submitWaiverRequest', bruno, store, { params: { viewType: 'chapter' }, query: { isdraft: true }, body: form(w) });
    expectMatchesContract('submitWaiverRequest', 200, res.body);
    expect(res.body).toMatchObject({ waiverStatus: 'Pending', waiverFlowStatus: null, waiverRequestedDate: null });
    expect((await allPages(store, esperanza, 'regional')).some((x) => x.id === w.id)).toBe(false);
  });

  it('a new request (all-zero id) for a new prospect is created in the chapter', async () => {
    const store = fresh();
    const body = { ...form({ id: '00000000-0000-0000-0000-000000000000', leadId: '7b000000-0000-4000-8000-0000000009aa', firstName: 'Ola', lastName: 'Nord' }) };
    const res = await call(waiverDomain, 'submitWaiverRequest', bruno, store, { params: { viewType: 'chapter' }, body });
    expectMatchesContract('submitWaiverRequest', 200, res.body);
    expect((res.body as Item).id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect((await page(store, bruno, 'chapter', { leadId: body.leadId }))[0]).toMatchObject({ firstName: 'Ola', waiverStatus: 'Requested' });
    // Another chapter's officer cannot request for Harbor City.
    await expect(call(waiverDomain, 'submitWaiverRequest', chen, store, { params: { viewType: 'chapter' }, body })).rejects.toMatchObject({ status: 403 });
    await expect(call(waiverDomain, 'submitWaiverRequest', amara, store, { params: { viewType: 'chapter' }, body })).rejects.toMatchObject({ status: 403 });
  });

  it('a chapter cannot change a waiver the panel is reviewing', async () => {
    const store = fresh();
    const w = slice(store).waivers.find((x) => x.waiverFlowStatus === 'Send_to_PRP' && x.communityId === HARBOR);
    if (!w) throw new Error('no waiver with the panel');
    await expect(call(waiverDomain, 'submitWaiverRequest', bruno, store, { params: { viewType: 'chapter' }, body: form(w) })).rejects.toMatchObject({ status: 422 });
  });

  it('panel votes set Approved_by_Member / Denied_by_Member; only panel members vote', async () => {
    const store = fresh();
    const w = slice(store).waivers.find((x) => x.waiverFlowStatus === 'Send_to_PRP');
    if (!w) throw new Error('no waiver with the panel');
    const approve = { id: w.id, leadId: w.leadId, waiverFlowStatus: 'Approved_by_Member', reason: null };
    expectRequestMatchesContract('submitWaiverVote', approve);
    expectMatchesContract('submitWaiverVote', 200, (await call(waiverDomain, 'submitWaiverVote', farid, store, { body: approve })).body);
    expect(w.waiverFlowStatus).toBe('Approved_by_Member');
    await call(waiverDomain, 'submitWaiverVote', farid, store, { body: { ...approve, waiverFlowStatus: 'Denied_by_Member', reason: 'Below the threshold.' } });
    expect(w.waiverFlowStatus).toBe('Denied_by_Member');
    expect(w.votes.filter((v) => v.personId === farid.personId)).toHaveLength(1);
    await expect(call(waiverDomain, 'submitWaiverVote', esperanza, store, { body: approve })).rejects.toMatchObject({ status: 403 });
    const notSent = slice(store).waivers.find((x) => x.waiverFlowStatus === 'Submit');
    await expect(call(waiverDomain, 'submitWaiverVote', farid, store, { body: { ...approve, id: notSent?.id, leadId: notSent?.leadId } })).rejects.toMatchObject({ status: 422 });
  });

  it('comments: regional officer on their region, PRP member on panel waivers', async () => {
    const store = fresh();
    const atPanel = slice(store).waivers.find((x) => x.isWithPrp && x.communityId === HARBOR && x.waiverStatus === 'Requested');
    const submitted = slice(store).waivers.find((x) => x.waiverFlowStatus === 'Submit' && x.communityId === HARBOR);
    if (!atPanel || !submitted) throw new Error('missing seed');
    const comment = { id: submitted.id, leadId: submitted.leadId, comment: 'Atlantic Region supports this waiver.' };
    expectRequestMatchesContract('addWaiverRegionalOfficerComment', comment);
    expectMatchesContract('addWaiverRegionalOfficerComment', 200, (await call(waiverDomain, 'addWaiverRegionalOfficerComment', esperanza, store, { query: { communityId: COMMUNITIES.atlantic.communityId }, body: comment })).body);
    expect(submitted.notes.at(-1)).toMatchObject({ type: 'REGIONALOFFICER', comment: comment.comment });
    await expect(call(waiverDomain, 'addWaiverRegionalOfficerComment', farid, store, { body: comment })).rejects.toMatchObject({ status: 403 });
    await expect(call(waiverDomain, 'addWaiverPrpMemberComment', farid, store, { body: comment })).rejects.toMatchObject({ status: 422 });
    const prpComment = { id: atPanel.id, leadId: atPanel.leadId, comment: 'Compensation qualifies.' };
    expectMatchesContract('addWaiverPrpMemberComment', 200, (await call(waiverDomain, 'addWaiverPrpMemberComment', farid, store, { body: prpComment })).body);
    expect(atPanel.notes.at(-1)).toMatchObject({ type: 'PRPMEMBER' });
  });

  it('finalize sets Approved or Denied; only a PRP admin finalizes', async () => {
    const store = fresh();
    const w = slice(store).waivers.find((x) => x.waiverFlowStatus === 'Approved_by_Member');
    if (!w) throw new Error('no voted waiver');
    const recipients = (await call(waiverDomain, 'getWaiverFinalizeMailRecipients', greta, store, { params: { id: w.id } })).body;
    expectMatchesContract('getWaiverFinalizeMailRecipients', 200, recipients);
    expect((recipients as { id: string }[]).some((r) => r.id === greta.personId)).toBe(true);
    const body = { id: w.id, leadId: w.leadId, waiverStatus: 'Approved', recipients };
    expectRequestMatchesContract('finalizeWaiverRequest', body);
    await expect(call(waiverDomain, 'finalizeWaiverRequest', farid, store, { body })).rejects.toMatchObject({ status: 403 });
    expectMatchesContract('finalizeWaiverRequest', 200, (await call(waiverDomain, 'finalizeWaiverRequest', greta, store, { body })).body);
    expect(w).toMatchObject({ waiverStatus: 'Approved', waiverFlowStatus: 'Approved' });
    await expect(call(waiverDomain, 'finalizeWaiverRequest', greta, store, { body })).rejects.toMatchObject({ status: 422 });
  });

  it('attachments: upload (at most 6) and delete', async () => {
    const store = fresh();
    const w = noneWaiver(store);
    const file = (n: number) => ({ name: `doc ${n}.pdf`, type: 'application/pdf', size: 1000 });
    const res = await call(waiverDomain, 'uploadWaiverAttachments', bruno, store, { params: { leadId: w.leadId }, body: { file0: file(1), file1: file(2) } });
    expectMatchesContract('uploadWaiverAttachments', 200, res.body);
    expect(res.body).toHaveLength(2);
    await expect(call(waiverDomain, 'uploadWaiverAttachments', bruno, store, { params: { leadId: w.leadId }, body: { file0: file(3), file1: file(4), file2: file(5), file3: file(6), file4: file(7) } })).rejects.toMatchObject({ status: 422 });
    await expect(call(waiverDomain, 'uploadWaiverAttachments', bruno, store, { params: { leadId: w.leadId }, body: { file0: { ...file(9), size: 26_214_401 } } })).rejects.toMatchObject({ status: 422 });
    await expect(call(waiverDomain, 'uploadWaiverAttachments', chen, store, { params: { leadId: w.leadId }, body: { file0: file(1) } })).rejects.toMatchObject({ status: 403 });
    const del = await call(waiverDomain, 'deleteWaiverAttachment', bruno, store, { body: { leadId: w.leadId, name: 'doc 1.pdf' } });
    expectMatchesContract('deleteWaiverAttachment', 200, del.body);
    expect(w.attachments.map((a) => a.name)).toEqual(['doc 2.pdf']);
  });
});

describe('waiver details, search and lookups', () => {
  it('details follow the list visibility', async () => {
    const store = fresh();
    const notSent = slice(store).waivers.find((x) => x.waiverFlowStatus === 'Submit' && x.communityId === HARBOR);
    if (!notSent) throw new Error('missing seed');
    const res = await call(waiverDomain, 'getWaiverDetails', esperanza, store, { params: { leadId: notSent.leadId, viewType: 'regional' } });
    expectMatchesContract('getWaiverDetails', 200, res.body);
    await expect(call(waiverDomain, 'getWaiverDetails', farid, store, { params: { leadId: notSent.leadId, viewType: 'prpmember' } })).rejects.toMatchObject({ status: 403 });
    await expect(call(waiverDomain, 'getWaiverDetails', bruno, store, { params: { leadId: '7b000000-0000-4000-8000-0000000fffff', viewType: 'chapter' } })).rejects.toMatchObject({ status: 404 });
  });

  it('search matches names and companies within what the view may see', async () => {
    const store = fresh();
    const res = await call(waiverDomain, 'searchWaivers', greta, store, { params: { viewType: 'prpadmin' }, query: { searchToken: 'solberg' } });
    expectMatchesContract('searchWaivers', 200, res.body);
    expect(res.body).toEqual([expect.objectContaining({ firstName: 'Ingrid', isSearchView: true })]);
    const farids = await call(waiverDomain, 'searchWaivers', farid, store, { params: { viewType: 'prpmember' }, query: { searchToken: 'solberg' } });
    expect(farids.body).toEqual([]);
  });

  it('answers every lookup as the contract says', async () => {
    const store = fresh();
    for (const op of ['getWaiverTypes', 'getWaiverCompanyTypes', 'getWaiverCorporationTypes', 'getWaiverTitleTypes', 'getWaiverQuestions', 'getWaiverReviewMembers']) {
      const res = await call(waiverDomain, op, bruno, store);
      expectMatchesContract(op, 200, res.body);
      expect((res.body as unknown[]).length).toBeGreaterThan(0);
    }
    const questions = (await call(waiverDomain, 'getWaiverQuestions', bruno, store)).body as unknown[];
    expect(questions).toHaveLength(3);
    const panel = (await call(waiverDomain, 'getWaiverReviewMembers', bruno, store)).body as { id: string }[];
    expect(panel[0]?.id).toBe(farid.personId);
  });

  it('get-prp-role follows the persona', async () => {
    const store = fresh();
    for (const [caller, role] of [[farid, { isAdmin: false, isMember: true, isActive: true }], [greta, { isAdmin: true, isMember: false, isActive: true }], [amara, { isAdmin: false, isMember: false, isActive: false }]] as const) {
      const res = await call(waiverDomain, 'getWaiverPrpRole', caller, store);
      expectMatchesContract('getWaiverPrpRole', 200, res.body);
      expect(res.body).toEqual(role);
    }
  });
});
