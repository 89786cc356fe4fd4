// Waiver workflow (spec 002 §3-§6, §8, §9; openapi/waiver.yaml): a chapter requests a waiver for
// a prospect, a region comments, the peer review panel (PRP) votes and a PRP admin finalises.
// Seeds waivers in every status and flow status; the caller's waiver role decides what they see.
// Every step of the workflow goes through the headless waiver machine (not a copy of it): a role
// that may not take the step is refused with 403, a state it does not start from with 422 (the
// refusal's message in the problem body); each step taken is kept in the waiver's history.
import { applyWaiverAction, WAIVER_NOTE_MAX, WAIVER_SERVER_STATUS, waiverActionNeeds, waiverFlowOf, waiverHistoryEntry, waiverStatusOf } from '@ypo/headless/waiver-machine';
import type { WaiverAction, WaiverHistoryEntry, WaiverState, WaiverViewer } from '@ypo/headless/waiver-machine';
import { WAIVER_MESSAGES } from '@ypo/headless/waiver-messages';
import { waiver } from '@ypo/sdk';
import { artworkPath } from '../artwork.ts';
import { personas } from '../../personas.ts';
import type { Persona, WaiverRole } from '../../personas.ts';
import type { NetworkCommunity } from '../network-types.ts';
import { SandboxError } from '../types.ts';
import type { Caller, OperationHandler, Rng, SandboxDomain, Store } from '../types.ts';
import {
  actingPersona, bodyOf, communitiesOfKind, compareText, EMPTY_GUID, forbidden, indexOf, keyOf, mediaUrl, notFound, now, ok, param, patternId,
  personCard, pickSome, queryInt, regionOfChapter, sameId, seededIso, seededMoment, seedNow, sliceOf, specError, unprocessable,
} from '../helpers.ts';
import { companyName, FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES, slug } from './geography.ts';

/** Server waiver statuses (spec 002 §4; Chapter_needs_to_submit is the server spelling). */
export type WaiverStatus = 'Pending' | 'Requested' | 'Approved' | 'Denied' | 'Chapter_needs_to_submit' | 'None';
/** Workflow keys (spec 002 §4; contract `WaiverFlowStatus`). */
export type WaiverFlowStatus = waiver.components['schemas']['WaiverFlowStatus'];

/** Every status and every flow status, for seeding and tests. */
export const WAIVER_STATUSES: readonly WaiverStatus[] = ['Pending', 'Requested', 'Approved', 'Denied', 'Chapter_needs_to_submit', 'None'];
export const WAIVER_FLOW_STATUSES: readonly WaiverFlowStatus[] = waiver.waiverFlowStatusValues;

/** Waiver list page size: a shorter page is the last (spec 002 §4, §9). */
export const WAIVER_PAGE_SIZE = 20;
/** Attachments per waiver and bytes per file (spec 002 §5, §9). */
export const WAIVER_MAX_ATTACHMENTS = 6;
export const WAIVER_MAX_FILE_BYTES = 26_214_400;
/** spec 002 §6. */
export const INSUFFICIENT_PERMISSIONS = 'Insufficient permissions to view waiverList';

interface WaiverAnswer { questionId: string; answer: string }
interface WaiverAttachment { name: string; url: string }
interface MailRecipient { id: string; name: string; email: string }

/** Form fields of a waiver (openapi/waiver.yaml `WaiverForm`). */
interface WaiverFormFields {
  typeOfWaiver: string | null;
  firstName: string;
  lastName: string;
  chapterName: string;
  recommendation: string | null;
  age: number | null;
  companyName: string | null;
  companyType: string | null;
  reportsTo: string | null;
  website: string | null;
  title: string | null;
  titleOther: string | null;
  numberOfEmployees: number | null;
  totalCompensation: number | null;
  dollarVolume: number | null;
  corporationType: string | null;
  numberOfChapterMembers: number | null;
  regionName: string | null;
  volumeSales: number | null;
  enterpriseValue: number | null;
  waiverAnswerList: WaiverAnswer[];
  attachments: WaiverAttachment[];
}

/** A comment of the workflow (regional officer, PRP member, or the reason of a send-back). */
interface WaiverNote { type: 'REGIONALOFFICER' | 'PRPMEMBER' | 'SENDBACK'; personId: string; comment: string; date: string }

/** A stored waiver: the contract fields plus the sandbox's bookkeeping. */
export interface WaiverRecord extends WaiverFormFields {
  id: string;
  leadId: string;
  communityId: string;
  waiverStatus: WaiverStatus;
  waiverFlowStatus: WaiverFlowStatus | null;
  waiverRequestedDate: string | null;
  waiverSentForCommentsDate: string | null;
  waiverPostedToPrpdate: string | null;
  /** Region of the chapter. */
  regionId: string | null;
  /** Sort key of 'Last Updated'. */
  updatedAt: string;
  /** The waiver sits with the panel (sent to PRP and not sent back since). */
  isWithPrp: boolean;
  prpSendCount: number;
  reviewMembers: string[];
  notes: WaiverNote[];
  votes: { personId: string; vote: 'Approved_by_Member' | 'Denied_by_Member'; reason: string | null; date: string }[];
  finalizeRecipients: MailRecipient[];
  /** Every step taken, oldest first (our documented extension, docs/waivers.md `## History`). */
  history: WaiverHistoryEntry[];
}

/** `store.waiver`. */
export interface WaiverSlice {
  waivers: WaiverRecord[];
  /** Person ids of the peer review panel (get-reviewmembers). */
  panel: string[];
}

const TYPES = [
  { id: 'enterprise-value', name: 'Enterprise value' },
  { id: 'employee-compensation', name: 'Employee compensation' },
  { id: 'title', name: 'Title' },
  { id: 'dollar-volume', name: 'Dollar volume' },
  { id: 'number-of-employees', name: 'Number of employees' },
];
const COMPANY_TYPES = [
  { id: 'private', name: 'Private' },
  { id: 'public', name: 'Public' },
  { id: 'family', name: 'Family owned' },
  { id: 'non-profit', name: 'Non-profit' },
];
const CORPORATION_TYPES = [
  { id: 'family-owned', name: 'Family owned' },
  { id: 'partnership', name: 'Partnership' },
  { id: 'corporation', name: 'Corporation' },
  { id: 'llc', name: 'Limited liability company' },
];
const TITLE_TYPES = [
  { id: 'ceo', name: 'CEO' },
  { id: 'president', name: 'President' },
  { id: 'managing-director', name: 'Managing Director' },
  { id: 'chair', name: 'Chair' },
  { id: 'other', name: 'Other' },
];
const QUESTIONS = [
  { questionId: 'q1', question: 'Why should the qualification be waived for this prospect?' },
  { questionId: 'q2', question: "Describe the prospect's leadership responsibilities." },
  { questionId: 'q3', question: 'How does the chapter support this request?' },
];
const REPORTS_TO = ['Board of directors', 'Shareholders', 'Family council', 'Advisory board'];

/** The documented waiver of docs/contracts.md: Ingrid Solberg, Harbor City Chapter, Requested. */
const INGRID_WAIVER_ID = '3c000000-0000-4000-8000-000000000001';
const INGRID_LEAD_ID = '7b000000-0000-4000-8000-000000000001';
const HARBOR_CITY_ID = '00000000-0000-4000-8000-00000000c101';
const CATALOGUE_CHAPTERS = new Set(['00000000-0000-4000-8000-00000000c101', '00000000-0000-4000-8000-00000000c102', '00000000-0000-4000-8000-00000000c103']);

/** Status plan of the seed: every status and every flow status, in a chapter's cycle. stage 1 submitted, 2 sent to region, 3 with the panel. */
const PLAN: readonly { status: WaiverStatus; flow: WaiverFlowStatus | null; stage: 0 | 1 | 2 | 3 }[] = [
  { status: 'None', flow: null, stage: 0 },
  { status: 'Pending', flow: null, stage: 0 },
  { status: 'Requested', flow: 'Submit', stage: 1 },
  { status: 'Requested', flow: 'Send_to_Region', stage: 2 },
  { status: 'Requested', flow: 'Resend_to_Region', stage: 2 },
  { status: 'Requested', flow: 'Send_to_PRP', stage: 3 },
  { status: 'Requested', flow: 'Resend_To_Region_Send_to_PRP', stage: 3 },
  { status: 'Requested', flow: 'Resend_to_PRP', stage: 3 },
  { status: 'Requested', flow: 'Approved_by_Member', stage: 3 },
  { status: 'Requested', flow: 'Denied_by_Member', stage: 3 },
  { status: 'Requested', flow: 'Finalize', stage: 3 },
  { status: 'Chapter_needs_to_submit', flow: 'ReSubmit', stage: 1 },
  { status: 'Approved', flow: 'Approved', stage: 3 },
  { status: 'Denied', flow: 'Denied', stage: 3 },
];

/** filterBy values (spec 002 §4) and the flow statuses each one lists. */
const FILTERS: Record<string, readonly WaiverFlowStatus[]> = {
  New: ['Submit'],
  'Resend To Region': ['Send_to_Region', 'Resend_to_Region'],
  'Send To PRP': ['Send_to_PRP', 'Resend_To_Region_Send_to_PRP'],
  'Resend To PRP': ['Resend_to_PRP'],
  Finalize: ['Approved_by_Member', 'Denied_by_Member', 'Finalize', 'Approved', 'Denied'],
};

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

function slice(store: Store): WaiverSlice {
  return sliceOf<WaiverSlice>(store, 'waiver');
}

function emptyAnswers(): WaiverAnswer[] {
  return QUESTIONS.map((q) => ({ questionId: q.questionId, answer: '' }));
}

// ---------------------------------------------------------------- seed

function seedRecord(rng: Rng, now: number, n: number, lead: { leadId: string; firstName: string; lastName: string; companyName: string }, chapter: NetworkCommunity, region: NetworkCommunity | undefined, plan: (typeof PLAN)[number]): WaiverRecord {
  const requested = now - rng.int(30, 300) * DAY + rng.int(4, 10) * 3_600_000;
  const viaRegion = plan.stage === 2 || (plan.stage === 3 && (plan.flow === 'Resend_To_Region_Send_to_PRP' || rng.next() < 0.5));
  const sentForComments = viaRegion ? requested + rng.int(2, 9) * DAY : null;
  const posted = plan.stage === 3 ? (sentForComments ?? requested) + rng.int(2, 12) * DAY : null;
  const submitted = plan.stage >= 1;
  const filled = plan.status !== 'None';
  const money = rng.int(8, 400) * 1_000_000;
  const record: WaiverRecord = {
    id: rng.guid('waiver', n),
    leadId: lead.leadId,
    communityId: chapter.communityId,
    waiverStatus: plan.status,
    waiverFlowStatus: plan.flow,
    waiverRequestedDate: submitted ? iso(requested) : null,
    waiverSentForCommentsDate: sentForComments === null ? null : iso(sentForComments),
    waiverPostedToPrpdate: posted === null ? null : iso(posted),
    typeOfWaiver: filled ? rng.pick(TYPES).id : null,
    firstName: lead.firstName,
    lastName: lead.lastName,
    chapterName: chapter.name,
    recommendation: filled ? `${lead.firstName} leads a qualifying business; ${chapter.name} recommends the waiver.` : null,
    age: filled ? rng.int(31, 62) : null,
    companyName: lead.companyName,
    companyType: filled ? rng.pick(COMPANY_TYPES).id : null,
    reportsTo: filled ? rng.pick(REPORTS_TO) : null,
    website: filled ? `https://${slug(lead.companyName)}.example` : null,
    title: filled ? rng.pick(TITLE_TYPES.slice(0, 4)).id : null,
    titleOther: null,
    numberOfEmployees: filled ? rng.int(40, 900) : null,
    totalCompensation: filled ? rng.int(20, 160) / 10 : null,
    dollarVolume: filled ? money : null,
    corporationType: filled ? rng.pick(CORPORATION_TYPES).id : null,
    numberOfChapterMembers: filled ? rng.int(25, 110) : null,
    regionName: region?.name ?? null,
    volumeSales: filled ? money : null,
    enterpriseValue: filled ? money * rng.int(2, 5) : null,
    waiverAnswerList: filled
      ? [
          { questionId: 'q1', answer: `${lead.companyName} is close to the threshold and growing.` },
          { questionId: 'q2', answer: plan.status === 'Pending' ? '' : `${lead.firstName} leads ${rng.int(40, 900)} people.` },
          { questionId: 'q3', answer: plan.status === 'Pending' ? '' : `${chapter.name} supports the request.` },
        ]
      : emptyAnswers(),
    attachments: submitted && rng.next() < 0.6 ? [{ name: `${lead.companyName} financials.pdf`, url: mediaUrl(artworkPath('documents', `${lead.companyName} financials`)) }] : [],
    regionId: region?.communityId ?? null,
    updatedAt: iso(Math.max(requested - (submitted ? 0 : 20 * DAY), sentForComments ?? 0, posted ?? 0) + (plan.stage === 3 && plan.flow !== 'Send_to_PRP' ? 3 * DAY : 0)),
    isWithPrp: plan.stage === 3,
    prpSendCount: plan.stage === 3 ? (plan.flow === 'Resend_to_PRP' ? 2 : 1) : 0,
    reviewMembers: [],
    notes: [],
    votes: [],
    finalizeRecipients: [],
    history: [],
  };
  return record;
}

function seed(store: Store, rng: Rng): void {
  const index = indexOf(store);
  const chapters = communitiesOfKind(store, 'chapter');
  const personaIds = new Set(personas.map((p) => p.personId.toLowerCase()));

  // The review panel: persona panel members, then members of the network.
  const panelPersonas = personas.filter((p) => p.prpRole.isMember).map((p) => p.personId);
  const candidates = index.network.members.filter((m) => m.recordType === 'Member' && !personaIds.has(m.personId.toLowerCase())).map((m) => m.personId);
  const panel = [...panelPersonas, ...pickSome(rng, candidates, 7)];

  // Prospects of the network by chapter; generated prospects fill the rest.
  const prospects = new Map<string, { leadId: string; firstName: string; lastName: string; companyName: string }[]>();
  for (const m of index.network.members) {
    if (m.recordType !== 'Prospect' || sameId(m.personId, INGRID_LEAD_ID)) continue;
    const list = prospects.get(m.chapterId.toLowerCase()) ?? [];
    list.push({ leadId: m.personId, firstName: m.firstName, lastName: m.familyName, companyName: m.companyName });
    prospects.set(m.chapterId.toLowerCase(), list);
  }

  const waivers: WaiverRecord[] = [];
  // Stored first: the seeded stories check their panel members against it.
  store.waiver = { waivers, panel } satisfies WaiverSlice;
  let n = 0;
  let generated = 0;
  chapters.forEach((chapter, ci) => {
    const region = regionOfChapter(store, chapter.communityId);
    // Catalogue chapters get more than a page of waivers so paging shows (spec 002 §9: 20 a page).
    const count = CATALOGUE_CHAPTERS.has(chapter.communityId.toLowerCase()) ? 24 : rng.int(2, 4);
    const known = prospects.get(chapter.communityId.toLowerCase()) ?? [];
    for (let k = 0; k < count; k++) {
      const lead = known[k] ?? (() => {
        generated += 1;
        const female = rng.next() < 0.5;
        return { leadId: patternId('7b000000', 0x100 + generated), firstName: rng.pick(female ? FEMALE_NAMES : MALE_NAMES), lastName: rng.pick(FAMILY_NAMES), companyName: companyName(rng) };
      })();
      n += 1;
      const plan = PLAN[(ci * 5 + k) % PLAN.length] as (typeof PLAN)[number];
      const record = seedRecord(rng, seedNow(store), n, lead, chapter, region, plan);
      if (record.isWithPrp) record.reviewMembers = pickSome(rng, panel, 3);
      const voter = record.reviewMembers[0] ?? panel[0] ?? EMPTY_GUID;
      const reviewMembers = record.reviewMembers.length > 0 ? [...record.reviewMembers] : [voter];
      const story = storyOf(plan, { ...actors(store, record), voter, reviewMembers }, record.waiverSentForCommentsDate !== null, region?.name ?? null);
      replay(store, record, story, Date.parse(record.waiverRequestedDate ?? record.updatedAt));
      // No step of the machine leads to Finalize (the spec names the key, not who sets it): the seed marks it after the vote.
      if (plan.flow === 'Finalize') record.waiverFlowStatus = 'Finalize';
      waivers.push(record);
    }
  });

  // The documented waiver (docs/contracts.md), first in the list.
  const harbor = index.communities.get(HARBOR_CITY_ID) ?? chapters[0];
  const harborRegion = harbor ? regionOfChapter(store, harbor.communityId) : undefined;
  waivers.unshift({
    id: INGRID_WAIVER_ID,
    leadId: INGRID_LEAD_ID,
    communityId: harbor?.communityId ?? HARBOR_CITY_ID,
    waiverStatus: 'Requested',
    waiverFlowStatus: 'Submit',
    waiverRequestedDate: seededIso(store, '2026-10-05T14:00:00Z'),
    waiverSentForCommentsDate: null,
    waiverPostedToPrpdate: null,
    typeOfWaiver: 'enterprise-value',
    firstName: 'Ingrid',
    lastName: 'Solberg',
    chapterName: harbor?.name ?? 'Harbor City Chapter',
    recommendation: 'Strong leader of a qualifying family business; the chapter recommends approval.',
    age: 44,
    companyName: 'Solberg Timber',
    companyType: 'private',
    reportsTo: 'Board of directors',
    website: 'https://solbergtimber.example',
    title: 'ceo',
    titleOther: null,
    numberOfEmployees: 180,
    totalCompensation: 9.5,
    dollarVolume: 42_000_000,
    corporationType: 'family-owned',
    numberOfChapterMembers: 64,
    regionName: harborRegion?.name ?? 'Atlantic Region',
    volumeSales: 42_000_000,
    enterpriseValue: 120_000_000,
    waiverAnswerList: [
      { questionId: 'q1', answer: 'Solberg Timber is a third-generation family business with a strong board.' },
      { questionId: 'q2', answer: 'Ingrid leads 180 people across three mills.' },
      { questionId: 'q3', answer: 'Harbor City Chapter supports the request unanimously.' },
    ],
    attachments: [{ name: 'Solberg Timber financials.pdf', url: mediaUrl(artworkPath('documents', 'Solberg Timber financials')) }],
    regionId: harborRegion?.communityId ?? null,
    updatedAt: seededIso(store, '2026-10-05T14:00:00Z'),
    isWithPrp: false,
    prpSendCount: 0,
    reviewMembers: [],
    notes: [],
    votes: [],
    finalizeRecipients: [],
    history: [],
  });
  const ingrid = waivers[0] as WaiverRecord;
  replay(store, ingrid, [{ action: 'submit', by: actors(store, ingrid).officer, as: 'Chapter Officer' }], seededMoment(store, '2026-10-05T14:00:00Z'));
}

/**
 * Who acts in a seeded waiver's story: its chapter's officer, its region's officer (if a persona is
 * one), a PRP admin (also the finalise mail's recipient), the panel it is sent to and the member who votes.
 */
interface SeedActors { officer: string; region: string | null; admin: string; recipient: MailRecipient; reviewMembers: string[]; voter: string }

function actors(store: Store, w: WaiverRecord): Omit<SeedActors, 'voter' | 'reviewMembers'> {
  const officer =
    personas.find((p) => p.waiverRoles.includes('Chapter Officer') && p.adminCommunityIds.some((id) => sameId(id, w.communityId)))?.personId ??
    indexOf(store).network.memberships.find((ms) => ms.isAdmin && sameId(ms.communityId, w.communityId))?.personId ??
    EMPTY_GUID;
  const region = w.regionId
    ? (personas.find((p) => p.waiverRoles.includes('Regional Officer') && p.permissionsResult.communities.some((c) => sameId(c.communityId, w.regionId)))?.personId ?? null)
    : null;
  const admin = personas.find((p) => p.prpRole.isAdmin)?.personId ?? EMPTY_GUID;
  const card = personCard(store, admin);
  return { officer, region, admin, recipient: { id: admin, name: card ? `${card.firstName} ${card.lastName}` : '', email: card?.email ?? '' } };
}

/**
 * The steps that bring a new waiver to a planned state, each allowed by the machine: the chapter
 * submits; a PRP admin routes it to the region (where the regional officer comments and sends it
 * on) or to the panel; a panel member votes; the admin resends, sends back or finalises.
 */
function storyOf(plan: (typeof PLAN)[number], who: SeedActors, viaRegion: boolean, regionName: string | null): SeedStep[] {
  const officer = (action: WaiverAction): SeedStep => ({ action, by: who.officer, as: 'Chapter Officer' });
  const admin = (action: WaiverAction, payload: StepPayload = {}): SeedStep => ({ action, by: who.admin, as: 'PRP Admin', payload });
  const panel = { reviewMembers: who.reviewMembers };
  const comment: SeedStep[] = who.region ? [{ action: 'commentAsRegion', by: who.region, as: 'Regional Officer', payload: { comment: `${regionName ?? 'The region'} supports this waiver.` } }] : [];
  const fromRegionToPanel: SeedStep = who.region ? { action: 'sendToPrp', by: who.region, as: 'Regional Officer', payload: panel } : admin('sendToPrp', panel);
  const approve: SeedStep = { action: 'voteApprove', by: who.voter, as: 'PRP member' };
  const deny = (reason: string): SeedStep => ({ action: 'voteDeny', by: who.voter, as: 'PRP member', payload: { reason } });
  if (plan.status === 'None') return [];
  if (plan.status === 'Pending') return [officer('saveDraft')];
  const submitted = [officer('submit')];
  switch (plan.flow) {
    case 'Submit':
      return submitted;
    case 'Send_to_Region':
      return [...submitted, admin('sendToRegion'), ...comment];
    case 'Resend_to_Region':
      return [...submitted, admin('sendToPrp', panel), admin('sendToRegion'), ...comment];
    case 'Resend_To_Region_Send_to_PRP':
      return [...submitted, admin('sendToPrp', panel), admin('sendToRegion'), ...comment, fromRegionToPanel];
    default:
      break;
  }
  const atPanel = [...submitted, ...(viaRegion ? [admin('sendToRegion'), ...comment, fromRegionToPanel] : [admin('sendToPrp', panel)])];
  const recipients = { recipients: [who.recipient] };
  switch (plan.flow) {
    case 'Resend_to_PRP':
      return [...atPanel, deny('The revenue figures are unclear.'), admin('sendToPrp', panel)];
    case 'Approved_by_Member':
    case 'Finalize':
      return [...atPanel, approve];
    case 'Denied_by_Member':
      return [...atPanel, deny('Revenue is below the threshold.')];
    case 'ReSubmit':
      return [...atPanel, deny('Revenue is below the threshold.'), admin('sendBack', { reason: 'Please attach the latest audited revenue figures.' })];
    case 'Approved':
      return [...atPanel, approve, admin('finalizeApproved', recipients)];
    case 'Denied':
      return [...atPanel, deny('Revenue is below the threshold.'), admin('finalizeDenied', recipients)];
    default:
      return atPanel;
  }
}

/** Plays a story on a seeded waiver from the start (status None), a step every two days from `startMs`. */
function replay(store: Store, w: WaiverRecord, story: readonly SeedStep[], startMs: number): void {
  Object.assign(w, { waiverStatus: 'None', waiverFlowStatus: null, waiverRequestedDate: null, waiverSentForCommentsDate: null, waiverPostedToPrpdate: null });
  Object.assign(w, { isWithPrp: false, prpSendCount: 0, notes: [], votes: [], finalizeRecipients: [], history: [] });
  story.forEach((step, k) => takeStep(store, w, step.action, step.by, { roles: [step.as] }, iso(startMs + k * 2 * DAY), step.payload));
}

// ---------------------------------------------------------------- roles and visibility

/** The four waiver views; Regional Member Officer works in the regional view. */
type View = 'chapter' | 'region' | 'prpMember' | 'prpAdmin';

const VIEW_OF_ROLE: Record<WaiverRole, View> = {
  'Chapter Officer': 'chapter',
  'Regional Officer': 'region',
  'Regional Member Officer': 'region',
  'PRP member': 'prpMember',
  'PRP Admin': 'prpAdmin',
};

/** viewType values are not shown in the spec; these spellings (compared as letters and digits) pick a view. */
const VIEW_OF_TYPE: Record<string, View> = {
  chapter: 'chapter', chapterofficer: 'chapter', chapterwaiver: 'chapter', waiverform: 'chapter',
  region: 'region', regional: 'region', regionalofficer: 'region', regionalwaiver: 'region', regionalmemberofficer: 'region',
  prp: 'prpMember', prpmember: 'prpMember', peerreviewpanel: 'prpMember',
  prpadmin: 'prpAdmin', peerreviewpaneladmin: 'prpAdmin', waiverformprpadmin: 'prpAdmin', admin: 'prpAdmin',
};

function viewsOf(persona: Persona | undefined): View[] {
  const views = new Set<View>();
  for (const role of persona?.waiverRoles ?? []) views.add(VIEW_OF_ROLE[role]);
  if (persona?.prpRole.isAdmin) views.add('prpAdmin');
  if (persona?.prpRole.isMember) views.add('prpMember');
  return [...views];
}

/** The view a call works in: the one viewType names if the caller holds it, else the caller's first; 403 without any. */
function resolveView(caller: Caller, viewType: string | undefined): View {
  const held = viewsOf(actingPersona(caller));
  const wanted = viewType ? VIEW_OF_TYPE[keyOf(viewType)] : undefined;
  if (wanted) {
    if (!held.includes(wanted)) throw specError(403, INSUFFICIENT_PERMISSIONS);
    return wanted;
  }
  const first = held[0];
  if (!first) throw specError(403, INSUFFICIENT_PERMISSIONS);
  return first;
}

function holds(caller: Caller, ...views: View[]): boolean {
  const held = viewsOf(actingPersona(caller));
  return views.some((v) => held.includes(v));
}

/** Chapters whose waivers a chapter officer handles: the persona's admin chapters and the member's admin memberships. */
function officerChapters(store: Store, caller: Caller): Set<string> {
  const index = indexOf(store);
  const out = new Set<string>();
  for (const id of actingPersona(caller)?.adminCommunityIds ?? []) {
    const c = index.communities.get(id.toLowerCase());
    if (!c || c.communityType === 'chapter') out.add(id.toLowerCase());
  }
  for (const ms of index.membershipsByPerson.get(caller.personId.toLowerCase()) ?? []) {
    if (ms.isAdmin && index.communities.get(ms.communityId.toLowerCase())?.communityType === 'chapter') out.add(ms.communityId.toLowerCase());
  }
  return out;
}

/** Regions of a regional officer: region communities of the persona and memberships, and the member's own region. */
function officerRegions(store: Store, caller: Caller): Set<string> {
  const index = indexOf(store);
  const out = new Set<string>();
  const isRegion = (id: string) => index.communities.get(id.toLowerCase())?.communityType === 'region';
  for (const c of actingPersona(caller)?.permissionsResult.communities ?? []) if (c.communityType === 'region') out.add(c.communityId.toLowerCase());
  for (const ms of index.membershipsByPerson.get(caller.personId.toLowerCase()) ?? []) if (isRegion(ms.communityId)) out.add(ms.communityId.toLowerCase());
  const regionId = index.members.get(caller.personId.toLowerCase())?.regionId;
  if (regionId) out.add(regionId.toLowerCase());
  return out;
}

/**
 * Who sees what: a chapter officer their chapters' waivers; a regional officer their regions'
 * waivers once the chapter submitted; a PRP member only waivers sent to the panel; a PRP admin all.
 */
function visibleIn(store: Store, caller: Caller, view: View): (w: WaiverRecord) => boolean {
  switch (view) {
    case 'chapter': {
      const chapters = officerChapters(store, caller);
      return (w) => chapters.has(w.communityId.toLowerCase());
    }
    case 'region': {
      const regions = officerRegions(store, caller);
      return (w) => w.waiverRequestedDate !== null && !!w.regionId && regions.has(w.regionId.toLowerCase());
    }
    case 'prpMember':
      return (w) => w.isWithPrp;
    case 'prpAdmin':
      return () => true;
  }
}

/** The communityId query narrows a list to a chapter or a region; officers may only name their own. */
function communityFilter(store: Store, caller: Caller, view: View, communityId: string | null): (w: WaiverRecord) => boolean {
  if (!communityId) return () => true;
  const id = communityId.toLowerCase();
  const kind = indexOf(store).communities.get(id)?.communityType;
  if (view === 'chapter' && !officerChapters(store, caller).has(id)) throw specError(403, INSUFFICIENT_PERMISSIONS);
  if (view === 'region' && kind === 'region' && !officerRegions(store, caller).has(id)) throw specError(403, INSUFFICIENT_PERMISSIONS);
  return (w) => w.communityId.toLowerCase() === id || w.regionId?.toLowerCase() === id;
}

function findByLead(store: Store, leadId: string): WaiverRecord {
  const w = slice(store).waivers.find((x) => sameId(x.leadId, leadId));
  if (!w) throw notFound(`No waiver with leadId ${leadId}.`);
  return w;
}

function findByIdOrLead(store: Store, id: string | undefined, leadId: string | undefined): WaiverRecord {
  const waivers = slice(store).waivers;
  const w = (id && id !== EMPTY_GUID ? waivers.find((x) => sameId(x.id, id)) : undefined) ?? (leadId ? waivers.find((x) => sameId(x.leadId, leadId)) : undefined);
  if (!w) throw notFound(`No waiver with id ${id ?? ''} or leadId ${leadId ?? ''}.`);
  return w;
}

// ---------------------------------------------------------------- the workflow (the machine)

/** What a step gives: a reason (deny vote, send back), a comment, the panel members, the finalise mail recipients. */
interface StepPayload { reason?: string | null; comment?: string | null; reviewMembers?: readonly string[]; recipients?: readonly MailRecipient[] }

/** One step of a seeded waiver's story. */
interface SeedStep { action: WaiverAction; by: string; as: WaiverRole; payload?: StepPayload }

/** The machine's state of a stored waiver. */
function stateOf(w: WaiverRecord): WaiverState {
  return { status: waiverStatusOf(w.waiverStatus), flow: waiverFlowOf(w.waiverFlowStatus), requestedDate: w.waiverRequestedDate, sentForCommentsDate: w.waiverSentForCommentsDate, postedToPrpDate: w.waiverPostedToPrpdate };
}

/**
 * The machine's roles of the caller on this waiver: the persona's waiver roles and PRP role, a chapter
 * officer only on their chapters' waivers and a regional officer only on their regions'.
 */
function viewerOn(store: Store, caller: Caller, w: Pick<WaiverRecord, 'communityId' | 'regionId'>): WaiverViewer {
  const persona = actingPersona(caller);
  const roles = new Set<WaiverRole>();
  for (const role of persona?.waiverRoles ?? []) {
    if (role === 'Chapter Officer') {
      if (officerChapters(store, caller).has(w.communityId.toLowerCase())) roles.add(role);
    } else if (role === 'Regional Officer' || role === 'Regional Member Officer') {
      if (w.regionId && officerRegions(store, caller).has(w.regionId.toLowerCase())) roles.add(role);
    } else roles.add(role);
  }
  if (persona?.prpRole.isAdmin) roles.add('PRP Admin');
  if (persona?.prpRole.isMember) roles.add('PRP member');
  return { roles: [...roles] };
}

/** A WAIVER_MESSAGES text as a 422 problem on one field. */
const invalid = (field: string, text: string) => specError(422, text, { [field]: [text] });

/** Checks what the step needs (`waiverActionNeeds`): a reason or comment of at most 500 characters, panel members, mail recipients. */
function requireNeeds(store: Store, action: WaiverAction, payload: StepPayload): void {
  const needs = waiverActionNeeds(action);
  if (needs === 'reason' || needs === 'comment') {
    const text = (needs === 'reason' ? payload.reason : payload.comment)?.trim() ?? '';
    if (!text) throw invalid(needs, needs === 'reason' ? WAIVER_MESSAGES.reasonRequired : WAIVER_MESSAGES.commentRequired);
    if (text.length > WAIVER_NOTE_MAX) throw invalid(needs, WAIVER_MESSAGES.tooLong(WAIVER_NOTE_MAX));
  } else if (needs === 'reviewMembers') {
    const members = payload.reviewMembers ?? [];
    if (members.length === 0) throw invalid('reviewMembers', WAIVER_MESSAGES.panelRequired);
    const panel = slice(store).panel;
    if (!members.every((id) => panel.some((p) => sameId(p, id)))) throw unprocessable('Every review member must be on the peer review panel (get-reviewmembers).', { reviewMembers: ['must be panel members'] });
  } else if (needs === 'recipients' && (payload.recipients ?? []).length === 0) {
    throw invalid('recipients', WAIVER_MESSAGES.recipientsRequired);
  }
}

/**
 * Takes one step of the workflow on a stored waiver. The machine decides: a role that may not take
 * it is refused with 403, a state it does not start from with 422, each with the refusal's message;
 * then what the step needs is checked. The next state's status, workflow key and dates are stored,
 * with the step's effects (panel, comments, votes, recipients) and its history entry.
 */
function takeStep(store: Store, w: WaiverRecord, action: WaiverAction, personId: string, viewer: WaiverViewer, at: string, payload: StepPayload = {}): void {
  const before = stateOf(w);
  const outcome = applyWaiverAction(before, viewer, action, at);
  if (!outcome.ok) throw specError(outcome.reason === 'role' ? 403 : 422, outcome.message);
  requireNeeds(store, action, payload);
  const next = outcome.state;
  w.waiverStatus = WAIVER_SERVER_STATUS[next.status] as WaiverStatus;
  w.waiverFlowStatus = next.flow;
  w.waiverRequestedDate = next.requestedDate;
  w.waiverSentForCommentsDate = next.sentForCommentsDate;
  w.waiverPostedToPrpdate = next.postedToPrpDate;
  w.updatedAt = at;
  const reason = payload.reason?.trim() || null;
  const comment = payload.comment?.trim() || null;
  switch (action) {
    case 'sendToRegion':
      w.isWithPrp = false;
      break;
    case 'sendToPrp':
      w.isWithPrp = true;
      w.prpSendCount += 1;
      w.reviewMembers = [...(payload.reviewMembers ?? [])];
      break;
    case 'commentAsRegion':
    case 'commentAsPrpMember':
      w.notes.push({ type: action === 'commentAsRegion' ? 'REGIONALOFFICER' : 'PRPMEMBER', personId, comment: comment ?? '', date: at });
      break;
    case 'voteApprove':
    case 'voteDeny':
      w.votes = w.votes.filter((v) => !sameId(v.personId, personId));
      w.votes.push({ personId, vote: action === 'voteApprove' ? 'Approved_by_Member' : 'Denied_by_Member', reason, date: at });
      if (reason) w.notes.push({ type: 'PRPMEMBER', personId, comment: reason, date: at });
      break;
    case 'sendBack':
      w.isWithPrp = false;
      w.notes.push({ type: 'SENDBACK', personId, comment: reason ?? '', date: at });
      break;
    case 'finalizeApproved':
    case 'finalizeDenied':
      w.finalizeRecipients = [...(payload.recipients ?? [])];
      break;
    default:
      break;
  }
  w.history.push(waiverHistoryEntry(action, personId, at, before, next, reason ?? comment));
}

/** A step the caller takes now, as the roles they hold on this waiver allow. */
function callerStep(store: Store, caller: Caller, w: WaiverRecord, action: WaiverAction, payload: StepPayload = {}): void {
  takeStep(store, w, action, caller.personId, viewerOn(store, caller, w), now(store), payload);
}

// ---------------------------------------------------------------- answers

function optional<T>(value: T | null | undefined): T | undefined {
  return value === null ? undefined : value;
}

/** The list item (summary fields of `Waiver`). */
function summaryOf(w: WaiverRecord, isSearchView: boolean) {
  return {
    id: w.id,
    leadId: w.leadId,
    communityId: w.communityId,
    waiverStatus: w.waiverStatus,
    waiverFlowStatus: w.waiverFlowStatus,
    waiverRequestedDate: w.waiverRequestedDate,
    waiverSentForCommentsDate: w.waiverSentForCommentsDate,
    waiverPostedToPrpdate: w.waiverPostedToPrpdate,
    isSearchView,
    firstName: w.firstName,
    lastName: w.lastName,
    chapterName: w.chapterName,
    companyName: w.companyName,
    regionName: w.regionName,
  };
}

/** A status and workflow key as the server spells them. */
const wireState = (s: WaiverHistoryEntry['from']) => ({ waiverStatus: WAIVER_SERVER_STATUS[s.status], waiverFlowStatus: s.flow });

/** The history of the details answer (`WaiverHistoryEntry`): each step with the name of who took it. */
function historyOf(store: Store, w: WaiverRecord) {
  return w.history.map((h) => {
    const card = personCard(store, h.personId);
    return { action: h.action, personId: h.personId, personName: card ? `${card.firstName} ${card.lastName}` : '', at: h.at, from: wireState(h.from), to: wireState(h.to), note: h.note };
  });
}

/** The whole `Waiver` (details and the answer of submit-request), with its history. */
function detailsOf(store: Store, w: WaiverRecord) {
  return {
    ...summaryOf(w, false),
    typeOfWaiver: optional(w.typeOfWaiver),
    recommendation: w.recommendation,
    age: w.age,
    companyType: w.companyType,
    reportsTo: w.reportsTo,
    website: w.website,
    title: w.title,
    titleOther: w.titleOther,
    numberOfEmployees: w.numberOfEmployees,
    totalCompensation: w.totalCompensation,
    dollarVolume: w.dollarVolume,
    corporationType: w.corporationType,
    numberOfChapterMembers: w.numberOfChapterMembers,
    volumeSales: w.volumeSales,
    enterpriseValue: w.enterpriseValue,
    waiverAnswerList: w.waiverAnswerList,
    attachments: w.attachments,
    history: historyOf(store, w),
  };
}


// ---------------------------------------------------------------- handlers

const SORTS: Record<string, (a: WaiverRecord, b: WaiverRecord) => number> = {
  'Last Updated': (a, b) => compareText(b.updatedAt, a.updatedAt) || compareText(a.id, b.id),
  'First Name': (a, b) => compareText(a.firstName, b.firstName) || compareText(a.lastName, b.lastName) || compareText(a.id, b.id),
  'Last Name': (a, b) => compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName) || compareText(a.id, b.id),
};

const getWaiverRequests: OperationHandler = (request, caller, store) => {
  const view = resolveView(caller, request.params.viewType);
  const visible = visibleIn(store, caller, view);
  const inCommunity = communityFilter(store, caller, view, request.query.get('communityId'));
  const filterBy = request.query.get('filterBy');
  const flows = filterBy ? FILTERS[filterBy] : undefined;
  if (filterBy && !flows) throw new SandboxError(400, `Unknown filterBy ${filterBy}`);
  const leadId = request.query.get('leadId');
  const sortType = request.query.get('sortType') ?? 'Last Updated';
  const sort = SORTS[sortType];
  if (!sort) throw new SandboxError(400, `Unknown sortType ${sortType}`);
  // Pages count from 1; page 0 is read as the first page too.
  const pageNumber = Math.max(1, queryInt(request, 'pageNumber', 1));
  const items = slice(store).waivers
    .filter((w) => visible(w) && inCommunity(w) && (!flows || (w.waiverFlowStatus !== null && flows.includes(w.waiverFlowStatus))) && (!leadId || sameId(w.leadId, leadId)))
    .sort(sort);
  const page = items.slice((pageNumber - 1) * WAIVER_PAGE_SIZE, pageNumber * WAIVER_PAGE_SIZE);
  return ok(page.map((w) => summaryOf(w, false)));
};

const getWaiverDetails: OperationHandler = (request, caller, store) => {
  const view = resolveView(caller, request.params.viewType);
  const w = findByLead(store, param(request, 'leadId'));
  if (!visibleIn(store, caller, view)(w)) throw specError(403, INSUFFICIENT_PERMISSIONS);
  return ok(detailsOf(store, w));
};

const searchWaivers: OperationHandler = (request, caller, store) => {
  const view = resolveView(caller, request.params.viewType);
  const visible = visibleIn(store, caller, view);
  const inCommunity = communityFilter(store, caller, view, request.query.get('communityId'));
  const tokens = (request.query.get('searchToken') ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  const items = slice(store).waivers
    .filter((w) => visible(w) && inCommunity(w))
    .filter((w) => {
      const text = [w.firstName, w.lastName, w.companyName, w.chapterName].join(' ').toLowerCase();
      return tokens.every((t) => text.includes(t));
    })
    .sort(SORTS['Last Name']);
  return ok(items.map((w) => summaryOf(w, true)));
};

interface WaiverFormBody extends Partial<WaiverFormFields> { id: string; leadId: string; communityId: string }

const submitWaiverRequest: OperationHandler = (request, caller, store) => {
  const form = bodyOf<WaiverFormBody>(request);
  if (!form.leadId || !form.communityId) throw specError(422, 'Please fill the required details', { leadId: ['is required'], communityId: ['is required'] });
  const raw = request.query.get('isdraft');
  const isDraft = raw !== null && raw !== 'false' && raw !== '0';
  const waivers = slice(store).waivers;
  const found = (form.id && form.id !== EMPTY_GUID ? waivers.find((x) => sameId(x.id, form.id)) : undefined) ?? waivers.find((x) => sameId(x.leadId, form.leadId));
  if (found && !sameId(found.communityId, form.communityId)) throw forbidden('The waiver belongs to another chapter.');
  const w = found ?? newWaiver(store, form.leadId, form.communityId, form.chapterName);
  // spec 002 §4: submit-request with a draft flag saves a draft; without it the chapter submits.
  callerStep(store, caller, w, isDraft ? 'saveDraft' : 'submit');
  if (!found) waivers.push(w);
  // Form fields; attachments travel separately (spec 002 §5), so the payload's list is ignored.
  const fields: (keyof WaiverFormFields)[] = [
    'typeOfWaiver', 'firstName', 'lastName', 'recommendation', 'age', 'companyName', 'companyType', 'reportsTo', 'website', 'title', 'titleOther',
    'numberOfEmployees', 'totalCompensation', 'dollarVolume', 'corporationType', 'numberOfChapterMembers', 'volumeSales', 'enterpriseValue',
  ];
  const target = w as unknown as Record<string, unknown>;
  for (const f of fields) if (form[f] !== undefined) target[f] = form[f];
  if (form.waiverAnswerList) {
    w.waiverAnswerList = QUESTIONS.map((q) => ({ questionId: q.questionId, answer: form.waiverAnswerList?.find((a) => a.questionId === q.questionId)?.answer ?? '' }));
  }
  return ok(detailsOf(store, w));
};

/** A waiver no one has requested yet (status None) for a prospect of the form's chapter; stored once its first step is taken. */
function newWaiver(store: Store, leadId: string, communityId: string, chapterName: string | undefined): WaiverRecord {
  const chapter = indexOf(store).communities.get(communityId.toLowerCase());
  const region = regionOfChapter(store, communityId);
  return {
    id: crypto.randomUUID(), leadId, communityId, waiverStatus: 'None', waiverFlowStatus: null,
    waiverRequestedDate: null, waiverSentForCommentsDate: null, waiverPostedToPrpdate: null,
    typeOfWaiver: null, firstName: '', lastName: '', chapterName: chapter?.name ?? chapterName ?? '', recommendation: null, age: null,
    companyName: null, companyType: null, reportsTo: null, website: null, title: null, titleOther: null, numberOfEmployees: null,
    totalCompensation: null, dollarVolume: null, corporationType: null, numberOfChapterMembers: null, regionName: region?.name ?? null,
    volumeSales: null, enterpriseValue: null, waiverAnswerList: emptyAnswers(), attachments: [], regionId: region?.communityId ?? null,
    updatedAt: now(store), isWithPrp: false, prpSendCount: 0, reviewMembers: [], notes: [], votes: [], finalizeRecipients: [], history: [],
  };
}

// spec 002 §4: (re)sending to the region sets the sent-for-comments date to now (the machine's next state).
const sendWaiverToRegion: OperationHandler = (request, caller, store) => {
  callerStep(store, caller, findByLead(store, param(request, 'leadId')), 'sendToRegion');
  return ok(true);
};

// spec 002 §4: (re)sending to the panel sets the posted-to-PRP date to now; at least one panel member.
const sendWaiverToPrp: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ id: string; leadId: string; communityId: string; reviewMembers: string[] }>(request);
  callerStep(store, caller, findByIdOrLead(store, body.id, body.leadId), 'sendToPrp', { reviewMembers: body.reviewMembers });
  return ok(true);
};

// spec 002 §4: status Chapter_needs_to_submit with flow ReSubmit, with a reason.
const sendWaiverBackToChapter: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ id: string; leadId: string; reason: string }>(request);
  callerStep(store, caller, findByIdOrLead(store, body.id, body.leadId), 'sendBack', { reason: body.reason });
  return ok(true);
};

const addRegionalOfficerComment: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ id: string; leadId: string; comment: string }>(request);
  callerStep(store, caller, findByIdOrLead(store, body.id, body.leadId), 'commentAsRegion', { comment: body.comment });
  return ok(true);
};

const addPrpMemberComment: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ id: string; leadId: string; comment: string }>(request);
  callerStep(store, caller, findByIdOrLead(store, body.id, body.leadId), 'commentAsPrpMember', { comment: body.comment });
  return ok(true);
};

/** The action a payload value names (a vote, a finalise status), if any. */
const actionIn = (table: Readonly<Record<string, WaiverAction>>, value: string | undefined) => (value !== undefined && Object.hasOwn(table, value) ? table[value] : undefined);

const VOTE_ACTIONS: Readonly<Record<string, WaiverAction>> = { Approved_by_Member: 'voteApprove', Denied_by_Member: 'voteDeny' };

// spec 002 §4: a panel vote sets the flow status; a deny vote gives a reason.
const submitWaiverVote: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ id: string; leadId: string; waiverFlowStatus: string; reason: string | null }>(request);
  const action = actionIn(VOTE_ACTIONS, body.waiverFlowStatus);
  if (!action) throw unprocessable('A vote is Approved_by_Member or Denied_by_Member.', { waiverFlowStatus: ['must be Approved_by_Member or Denied_by_Member'] });
  callerStep(store, caller, findByIdOrLead(store, body.id, body.leadId), action, { reason: body.reason });
  return ok(true);
};

const FINALIZE_ACTIONS: Readonly<Record<string, WaiverAction>> = { Approved: 'finalizeApproved', Denied: 'finalizeDenied' };

// spec 002 §4: an admin finalises with an email (its recipients).
const finalizeWaiverRequest: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ id: string; leadId: string; waiverStatus: string; recipients: MailRecipient[] }>(request);
  const action = actionIn(FINALIZE_ACTIONS, body.waiverStatus);
  if (!action) throw unprocessable('A waiver is finalized as Approved or Denied.', { waiverStatus: ['must be Approved or Denied'] });
  callerStep(store, caller, findByIdOrLead(store, body.id, body.leadId), action, { recipients: body.recipients });
  return ok(true);
};

const getWaiverFinalizeMailRecipients: OperationHandler = (request, caller, store) => {
  if (!holds(caller, 'prpAdmin', 'region')) throw specError(403, INSUFFICIENT_PERMISSIONS);
  const w = slice(store).waivers.find((x) => sameId(x.id, param(request, 'id')));
  if (!w) throw notFound('No waiver with this id.');
  const index = indexOf(store);
  const ids: string[] = [];
  // Chapter officers of the chapter, regional officers of its region, then the PRP admins.
  for (const p of personas) if (p.waiverRoles.includes('Chapter Officer') && p.adminCommunityIds.some((id) => sameId(id, w.communityId))) ids.push(p.personId);
  for (const ms of index.network.memberships) if (ms.isAdmin && sameId(ms.communityId, w.communityId)) ids.push(ms.personId);
  for (const p of personas) {
    if (p.waiverRoles.includes('Regional Officer') && w.regionId && p.permissionsResult.communities.some((c) => sameId(c.communityId, w.regionId))) ids.push(p.personId);
  }
  for (const p of personas) if (p.prpRole.isAdmin) ids.push(p.personId);
  const seen = new Set<string>();
  const recipients: { id: string; name: string; email: string }[] = [];
  for (const id of ids) {
    if (seen.has(id.toLowerCase())) continue;
    seen.add(id.toLowerCase());
    const card = personCard(store, id);
    if (card) recipients.push({ id: card.personId, name: `${card.firstName} ${card.lastName}`, email: card.email });
  }
  return ok(recipients);
};

const getWaiverReviewMembers: OperationHandler = (_request, _caller, store) => {
  const members = slice(store).panel.map((id) => personCard(store, id)).filter((c) => c !== undefined);
  return ok(members.map((c) => ({ id: c.personId, firstName: c.firstName, lastName: c.lastName, email: c.email })));
};

const getWaiverPrpRole: OperationHandler = (_request, caller) => {
  const role = actingPersona(caller)?.prpRole ?? { isAdmin: false, isMember: false };
  return ok({ isAdmin: role.isAdmin, isMember: role.isMember, isActive: role.isAdmin || role.isMember });
};

/** The waiver whose attachments a chapter officer changes. */
function attachmentWaiver(store: Store, caller: Caller, leadId: string): WaiverRecord {
  const w = findByLead(store, leadId);
  if (!officerChapters(store, caller).has(w.communityId.toLowerCase()) && !holds(caller, 'prpAdmin')) {
    throw forbidden('Only an officer of the chapter can change the attachments.');
  }
  return w;
}

const uploadWaiverAttachments: OperationHandler = (request, caller, store) => {
  const w = attachmentWaiver(store, caller, param(request, 'leadId'));
  const files = Object.entries(bodyOf<Record<string, { name?: string; size?: number }>>(request))
    .filter(([key]) => /^file\d+$/.test(key))
    .map(([, file]) => file)
    .filter((file) => file !== undefined);
  if (files.length === 0) throw specError(422, 'Please upload a valid document', { file0: ['is required'] });
  for (const file of files) {
    if ((file.size ?? 0) > WAIVER_MAX_FILE_BYTES) throw specError(422, 'File does not meet requirements', { [file.name ?? 'file']: ['is larger than 25 MB (26214400 bytes)'] });
  }
  const next = [...w.attachments];
  for (const file of files) {
    const name = file.name || 'document';
    const at = next.findIndex((a) => a.name === name);
    const item = { name, url: mediaUrl(artworkPath('documents', `${w.id}-${name}`)) };
    if (at >= 0) next[at] = item;
    else next.push(item);
  }
  if (next.length > WAIVER_MAX_ATTACHMENTS) throw specError(422, 'File does not meet requirements', { attachments: [`a waiver has at most ${WAIVER_MAX_ATTACHMENTS} attachments`] });
  w.attachments = next;
  w.updatedAt = now(store);
  return ok(w.attachments);
};

const deleteWaiverAttachment: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ leadId: string; name: string }>(request);
  const w = attachmentWaiver(store, caller, body.leadId ?? '');
  const before = w.attachments.length;
  w.attachments = w.attachments.filter((a) => a.name !== body.name);
  if (w.attachments.length === before) throw notFound('No attachment with this name.');
  w.updatedAt = now(store);
  return ok(true);
};

const lookup = (list: readonly unknown[]): OperationHandler => () => ok(list);

/** Waiver workflow domain (`store.waiver`). */
export const waiverDomain: SandboxDomain = {
  name: 'waiver',
  seed,
  handlers: {
    getWaiverTypes: lookup(TYPES),
    getWaiverCompanyTypes: lookup(COMPANY_TYPES),
    getWaiverCorporationTypes: lookup(CORPORATION_TYPES),
    getWaiverTitleTypes: lookup(TITLE_TYPES),
    getWaiverQuestions: lookup(QUESTIONS),
    getWaiverPrpRole,
    getWaiverReviewMembers,
    getWaiverRequests,
    getWaiverDetails,
    searchWaivers,
    submitWaiverRequest,
    sendWaiverToRegion,
    sendWaiverToPrp,
    sendWaiverBackToChapter,
    addWaiverRegionalOfficerComment: addRegionalOfficerComment,
    addWaiverPrpMemberComment: addPrpMemberComment,
    submitWaiverVote,
    finalizeWaiverRequest,
    getWaiverFinalizeMailRecipients,
    uploadWaiverAttachments,
    deleteWaiverAttachment,
  },
};

/** The waiver of a prospect, for other domains (e.g. the waiver status of a prospect row). */
export function waiverOfLead(store: Store, leadId: string): Pick<WaiverRecord, 'id' | 'waiverStatus' | 'waiverFlowStatus'> | undefined {
  const w = (store.waiver as WaiverSlice | undefined)?.waivers.find((x) => sameId(x.leadId, leadId));
  return w ? { id: w.id, waiverStatus: w.waiverStatus, waiverFlowStatus: w.waiverFlowStatus } : undefined;
}
