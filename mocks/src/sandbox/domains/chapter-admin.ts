// Chapter administration (openapi/communities.yaml, tag chapter-admin; spec 001 §3, §6, §7, §9): forum
// management, officers, prospect management, prospects ready to pay, chapter health and its reports, the
// prospect voter report and the member directory download. Only a chapter admin (a community of type
// chapter where isAdmin is true, spec 001 §6) reads them; anyone else gets 403.
import { personas } from '../../personas.ts';
import {
  compareText, forbidden, getNetwork, indexOf, notFound, ok, regionOfChapter, sameId, seededDay, seededTermDay, seedNow, sliceOf, unprocessable,
} from '../helpers.ts';
import { chance, hash32, sample } from '../rng.ts';
import type { Caller, OperationHandler, Rng, SandboxDomain, SandboxResponse, Store } from '../types.ts';
import type { NetworkCommunity, NetworkMember } from '../network-types.ts';
import { getCommunityAdmin } from './community-admin.ts';
import { findMember, isCommunityAdmin, memberName, nonMemberError } from './network.ts';
import type { WaiverSlice } from './waiver.ts';
import { xlsx } from './xlsx.ts';

/** The 14 chapter health metrics in the contract's order (spec 001 §3, §9). */
export const HEALTH_METRIC_KEYS = [
  'numberPrimaryMembersCurrent',
  'totalNumberChapterEvents',
  'chapterEdChairIdentified',
  'femaleMemberPresence',
  'fmldCalculatedPercentage',
  'percentageMembersForums',
  'avMemberEventAttendCurrent',
  'numberTrainedOfficers',
  'percentageChapterRetention',
  'regionalBoardRepresentation',
  'workshopAttendance',
  'completedMemberProfiles',
  'officerElectionByNov1',
  'currentStrategicPlan',
] as const;
/** One of the 14 metric fields. */
export type HealthMetricKey = (typeof HEALTH_METRIC_KEYS)[number];

/**
 * How a metric earns points (the sandbox's own scale; the spec gives none): a yes/no metric earns its
 * maximum when true; a figure earns one point per `unit` above `base`, up to the maximum. The maxima add
 * up to 100, so a health score is a percentage.
 */
type Scale = { kind: 'flag'; max: number } | { kind: 'figure'; max: number; base: number; unit: number; decimals: number; ceiling?: number };

/** The scale of each metric. */
export const HEALTH_SCALES: Record<HealthMetricKey, Scale> = {
  numberPrimaryMembersCurrent: { kind: 'figure', max: 10, base: 0, unit: 16, decimals: 0 },
  totalNumberChapterEvents: { kind: 'figure', max: 10, base: 0, unit: 2, decimals: 0 },
  chapterEdChairIdentified: { kind: 'flag', max: 5 },
  femaleMemberPresence: { kind: 'flag', max: 5 },
  fmldCalculatedPercentage: { kind: 'figure', max: 10, base: 0, unit: 5, decimals: 0, ceiling: 100 },
  percentageMembersForums: { kind: 'figure', max: 10, base: 0, unit: 10, decimals: 0, ceiling: 100 },
  avMemberEventAttendCurrent: { kind: 'figure', max: 10, base: 0, unit: 0.6, decimals: 1 },
  numberTrainedOfficers: { kind: 'figure', max: 8, base: 0, unit: 1, decimals: 0, ceiling: 8 },
  percentageChapterRetention: { kind: 'figure', max: 10, base: 80, unit: 2, decimals: 0, ceiling: 100 },
  regionalBoardRepresentation: { kind: 'flag', max: 4 },
  workshopAttendance: { kind: 'figure', max: 6, base: 0, unit: 1, decimals: 0 },
  completedMemberProfiles: { kind: 'figure', max: 5, base: 0, unit: 20, decimals: 0, ceiling: 100 },
  officerElectionByNov1: { kind: 'flag', max: 4 },
  currentStrategicPlan: { kind: 'flag', max: 3 },
};

/** The points a metric's value earns on its scale. */
export function pointsFor(key: HealthMetricKey, value: number | boolean): number {
  const scale = HEALTH_SCALES[key];
  if (scale.kind === 'flag') return value === true ? scale.max : 0;
  // The small epsilon keeps 4.2 / 0.6 from landing just under 7.
  return Math.max(0, Math.min(scale.max, Math.floor((Number(value) - scale.base) / scale.unit + 1e-9)));
}

/** Officer positions of a chapter; the education chair is filled only when the health record says so. */
const POSITIONS = [
  'Chapter Chair',
  'Chapter Chair-Elect',
  'Forum Officer',
  'Membership Officer',
  'Learning Officer',
  'Treasurer',
  'Communications Officer',
  'Spouse/Partner Officer',
  'Chapter Education Chair',
] as const;
const EDUCATION_CHAIR = 'Chapter Education Chair';
/** Pipeline stages of a prospect; the last one is listed as ready to pay. */
const PROSPECT_STAGES = ['Nominated', 'Application Submitted', 'Interview Scheduled', 'Approved', 'Ready to Pay'] as const;
const READY_TO_PAY = 'Ready to Pay';
const PURSUE_STATUSES = ['Pursue', 'Pursue', 'Pursue', 'On Hold', 'Do Not Pursue'] as const;
const FORMING_FORUMS = ['Forum Northstar', 'Forum Keystone', 'Forum Tamarack', 'Forum Wayfarer', 'Forum Bellwether', 'Forum Compass'];
const REPORTS = ['Chapter Membership Report', 'Chapter Roster', 'Forum Roster', 'Prospect Pipeline', 'Chapter Event Attendance'];
/** Age bands of the age demographic, and the weights of a regular and of a Gold chapter. */
const AGE_BANDS = ['30-39', '40-49', '50-59', '60+'] as const;

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const INGRID = '7b000000-0000-4000-8000-000000000001';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const FORUM_OFFICER = 'Forum Officer';
// Terms of office run from 1 July; written for the seeds' year, moved by whole years with the seeded world.
const TERM = { start: '2026-07-01', end: '2027-06-30' };
const NEXT_TERM = { start: '2027-07-01', end: '2028-06-30' };
const PAST_TERM = { start: '2025-07-01', end: '2026-06-30' };
const termOf = (store: Store, term: { start: string; end: string }) => ({ start: seededTermDay(store, term.start), end: seededTermDay(store, term.end) });

/** A metric as stored and answered. */
export interface HealthMetric {
  value: number | boolean;
  points: number;
}
/** A chapter's health record: score and the 14 metrics. */
export type HealthRecord = { healthScore: number } & Record<HealthMetricKey, HealthMetric>;

/** An officer position held (or held last term) in a chapter. */
export interface OfficerRecord {
  positionId: string;
  positionTitle: string;
  personId: string;
  status: 'Active' | 'Elected' | 'Inactive';
  startDate: string;
  endDate: string | null;
  positionSalesForceId: string;
  /** Elected officer engagement, percent. */
  engagement: number;
}

/** A prospect in a chapter's membership pipeline. */
export interface ProspectPipeline {
  prospectId: string;
  chapterId: string;
  pursueStatus: string;
  status: string;
  applicationDate: string;
  createdDate: string;
  salesforceId: string;
}

/** A forum row of a chapter (the network's forums plus forums being formed or closed). */
export interface ForumRecord {
  chapterId: string;
  name: string;
  type: string;
  status: 'Active' | 'Forming' | 'Inactive';
  /** The forum community, when the forum has one (members are counted from the network). */
  communityId?: string;
  /** Fixed counts of a forum without a community. */
  members: number;
  nonMembers: number;
  salesForceId: string;
}

/** `store.chapterAdmin`. */
export interface ChapterAdminState {
  health: Record<string, HealthRecord>;
  officers: Record<string, OfficerRecord[]>;
  prospects: ProspectPipeline[];
  forums: ForumRecord[];
}

function state(store: Store): ChapterAdminState {
  return sliceOf<ChapterAdminState>(store, 'chapterAdmin');
}

const sfId = (prefix: string, rng: Rng) => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  let id = prefix;
  while (id.length < 16) id += rng.pick([...alphabet]);
  return id;
};
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

/** The members counted by the chapter's figures: members (record type Member) whose primary chapter it is. */
function primaryMembers(store: Store, chapterId: string): NetworkMember[] {
  const index = indexOf(store);
  return (index.membershipsByCommunity.get(chapterId.toLowerCase()) ?? [])
    .filter((m) => m.isPrimary && m.roles.includes('Member'))
    .map((m) => index.members.get(m.personId.toLowerCase()))
    .filter((m): m is NetworkMember => m?.recordType === 'Member');
}

/** A value that earns exactly `points` on the scale. */
function valueFor(key: HealthMetricKey, points: number, rng: Rng): number | boolean {
  const scale = HEALTH_SCALES[key];
  if (scale.kind === 'flag') return points === scale.max;
  const factor = 10 ** scale.decimals;
  const low = scale.base + points * scale.unit;
  // Below the base earns nothing (retention of 70 to 81 percent earns 0 points); the top band is open up to the ceiling.
  const from = points === 0 && scale.base > 0 ? scale.base - 10 : low;
  const to = points === scale.max ? Math.min(scale.ceiling ?? Infinity, low + scale.unit * 2) : low + scale.unit;
  const value = Math.floor((from + rng.next() * (to - from)) * factor) / factor;
  return pointsFor(key, value) === points ? value : Math.ceil(low * factor - 1e-9) / factor;
}

/**
 * A health record whose points add up to `target` (the chapter's health in the network): the member
 * count and female-member presence come from the network, the flags are drawn, the figures share the rest.
 */
function seedHealth(rng: Rng, target: number, members: readonly NetworkMember[]): HealthRecord {
  const points = {} as Record<HealthMetricKey, number>;
  const values = {} as Partial<Record<HealthMetricKey, number | boolean>>;
  values.numberPrimaryMembersCurrent = members.length;
  values.femaleMemberPresence = members.some((m) => m.gender === 'Female');
  points.numberPrimaryMembersCurrent = pointsFor('numberPrimaryMembersCurrent', members.length);
  points.femaleMemberPresence = pointsFor('femaleMemberPresence', values.femaleMemberPresence);
  const flags = (['chapterEdChairIdentified', 'regionalBoardRepresentation', 'officerElectionByNov1', 'currentStrategicPlan'] as const).slice();
  for (const key of flags) points[key] = chance(rng, target / 100) ? HEALTH_SCALES[key].max : 0;
  const figures = HEALTH_METRIC_KEYS.filter((key) => HEALTH_SCALES[key].kind === 'figure' && key !== 'numberPrimaryMembersCurrent');
  const room = figures.reduce((sum, key) => sum + HEALTH_SCALES[key].max, 0);
  const fixed = () => HEALTH_METRIC_KEYS.filter((key) => !figures.includes(key)).reduce((sum, key) => sum + (points[key] ?? 0), 0);
  // Flip flags until the figures can make up the difference.
  for (const key of rng.next() < 0.5 ? flags : flags.reverse()) {
    if (target - fixed() > room && points[key] === 0) points[key] = HEALTH_SCALES[key].max;
    if (target - fixed() < 0 && points[key] > 0) points[key] = 0;
  }
  let rest = Math.max(0, Math.min(room, target - fixed()));
  for (const key of figures) {
    points[key] = Math.min(HEALTH_SCALES[key].max, Math.floor((HEALTH_SCALES[key].max * rest) / room));
  }
  rest -= figures.reduce((sum, key) => sum + points[key], 0);
  while (rest > 0) {
    const open = figures.filter((key) => points[key] < HEALTH_SCALES[key].max);
    const key = rng.pick(open);
    points[key] += 1;
    rest -= 1;
  }
  const record = { healthScore: 0 } as HealthRecord;
  for (const key of HEALTH_METRIC_KEYS) {
    const value = values[key] ?? valueFor(key, points[key], rng);
    record[key] = { value, points: points[key] };
    record.healthScore += points[key];
  }
  return record;
}

function seedChapterAdmin(store: Store, rng: Rng): void {
  const network = getNetwork(store);
  const personaIds = new Set(personas.map((p) => p.personId.toLowerCase()));
  const chapters = network.communities.filter((c) => c.communityType === 'chapter');
  const result: ChapterAdminState = { health: {}, officers: {}, prospects: [], forums: [] };
  let officerIndex = 0;

  for (const chapter of chapters) {
    const members = primaryMembers(store, chapter.communityId);
    const health = seedHealth(rng, chapter.health, members);
    result.health[chapter.communityId] = health;

    // Officers: the chapter's admins chair it; other members (no personas but Amara in Harbor City) fill the rest.
    const admins = members.filter((m) => isCommunityAdmin(store, m.personId, chapter.communityId));
    const others = sample(rng, members.filter((m) => !admins.includes(m) && !personaIds.has(m.personId.toLowerCase())), POSITIONS.length * 2);
    const pool = [...admins, ...others];
    const officers: OfficerRecord[] = [];
    const hold = (positionTitle: string, personId: string, status: OfficerRecord['status'], term: { start: string; end: string | null }) => {
      officerIndex++;
      officers.push({
        positionId: rng.guid('officer-position', officerIndex),
        positionTitle,
        personId,
        status,
        startDate: term.start,
        endDate: term.end,
        positionSalesForceId: sfId('a0P', rng),
        engagement: status === 'Active' ? rng.int(45, 98) : 0,
      });
    };
    let next = 0;
    for (const title of POSITIONS) {
      if (title === EDUCATION_CHAIR && health.chapterEdChairIdentified.value !== true) continue;
      const holder =
        chapter.communityId === HARBOR_CITY && title === FORUM_OFFICER ? AMARA : (pool[next++ % pool.length]?.personId ?? admins[0]?.personId);
      if (!holder) continue;
      if (title === 'Chapter Chair-Elect') {
        // Elected for the next term (spec 001 §3 status and dates).
        if (health.officerElectionByNov1.value === true) hold(title, holder, 'Elected', termOf(store, NEXT_TERM));
        continue;
      }
      // Some appointed positions are open-ended.
      const term = termOf(store, TERM);
      hold(title, holder, 'Active', { start: term.start, end: title === FORUM_OFFICER || chance(rng, 0.2) ? null : term.end });
    }
    // Last term's chair and treasurer.
    for (const title of ['Chapter Chair', 'Treasurer']) {
      const holder = pool[next++ % pool.length]?.personId;
      if (holder) hold(title, holder, 'Inactive', termOf(store, PAST_TERM));
    }
    result.officers[chapter.communityId] = officers;

    // The prospect pipeline: the prospects of the network's seed, and Ingrid Solberg (no chapter of her own
    // in the network) in Harbor City, where her waiver is (docs/contracts.md).
    const inPipeline = (m: NetworkMember) =>
      m.recordType === 'Prospect' && (sameId(m.chapterId, chapter.communityId) || (sameId(m.personId, INGRID) && chapter.communityId === HARBOR_CITY));
    for (const prospect of network.members.filter(inPipeline)) {
      const isIngrid = sameId(prospect.personId, INGRID);
      const stage = isIngrid ? 'Application Submitted' : rng.pick(PROSPECT_STAGES);
      const applied = seedNow(store) - rng.int(14, 160) * DAY;
      result.prospects.push({
        prospectId: prospect.personId,
        chapterId: chapter.communityId,
        pursueStatus: isIngrid || stage === READY_TO_PAY || stage === 'Approved' ? 'Pursue' : rng.pick(PURSUE_STATUSES),
        status: stage,
        applicationDate: isIngrid ? seededDay(store, '2026-09-14') : isoDate(applied),
        createdDate: new Date(applied - rng.int(10, 60) * DAY).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        salesforceId: isIngrid ? '00Q000000000IS01' : sfId('00Q', rng),
      });
    }
    // Every chapter with prospects has one ready to pay (its last one, never Ingrid), so the tab has a row to show.
    const pipeline = result.prospects.filter((p) => p.chapterId === chapter.communityId);
    const last = [...pipeline].reverse().find((p) => !sameId(p.prospectId, INGRID));
    if (last && !pipeline.some((p) => p.status === READY_TO_PAY)) Object.assign(last, { status: READY_TO_PAY, pursueStatus: 'Pursue' });

    // Forums: the network's forums of the chapter, and sometimes one forming and one closed.
    for (const forum of network.communities.filter((c) => c.communityType === 'forum' && sameId(c.parentId, chapter.communityId))) {
      result.forums.push({ chapterId: chapter.communityId, name: forum.name, type: 'Member Forum', status: 'Active', communityId: forum.communityId, members: 0, nonMembers: rng.int(0, 2), salesForceId: sfId('a0F', rng) });
    }
    if (chance(rng, 0.6)) {
      result.forums.push({ chapterId: chapter.communityId, name: rng.pick(FORMING_FORUMS), type: rng.pick(['Member Forum', 'Spouse/Partner Forum']), status: 'Forming', members: rng.int(3, 6), nonMembers: rng.int(0, 1), salesForceId: sfId('a0F', rng) });
    }
    if (chance(rng, 0.4)) {
      const name = rng.pick(FORMING_FORUMS.filter((n) => !result.forums.some((f) => f.chapterId === chapter.communityId && f.name === n)));
      result.forums.push({ chapterId: chapter.communityId, name, type: 'Member Forum', status: 'Inactive', members: 0, nonMembers: 0, salesForceId: sfId('a0F', rng) });
    }
  }
  store.chapterAdmin = result;
}

// --- handlers ------------------------------------------------------------------------------------

/** The chapter, when the caller administers it (spec 001 §6); 404 for no chapter, 403 otherwise. */
function requireChapterAdmin(store: Store, caller: Caller, communityId: string): NetworkCommunity {
  const chapter = indexOf(store).communities.get(communityId.toLowerCase());
  if (!chapter || chapter.communityType !== 'chapter') throw notFound('No chapter with this id.');
  const membership = indexOf(store).membershipsByPerson.get(caller.personId.toLowerCase())?.find((m) => sameId(m.communityId, chapter.communityId));
  if (!membership) throw nonMemberError(chapter);
  if (!membership.isAdmin) throw forbidden('Only an admin of this chapter may see its chapter admin pages.');
  return chapter;
}

/** A handler over a chapter the caller administers, read from the `id` path parameter. */
const adminRead =
  (answer: (store: Store, chapter: NetworkCommunity, caller: Caller) => SandboxResponse): OperationHandler =>
  (request, caller, store) =>
    answer(store, requireChapterAdmin(store, caller, request.params.id ?? ''), caller);

const forumRow = (store: Store, forum: ForumRecord) => {
  const inside = forum.communityId ? (indexOf(store).membershipsByCommunity.get(forum.communityId.toLowerCase()) ?? []) : [];
  return {
    name: forum.name,
    type: forum.type,
    status: forum.status,
    members: forum.communityId ? inside.filter((m) => m.roles.includes('Member')).length : forum.members,
    nonMembers: forum.communityId ? inside.filter((m) => !m.roles.includes('Member')).length + forum.nonMembers : forum.nonMembers,
    salesForceId: forum.salesForceId,
  };
};

const officerRow = (store: Store, officer: OfficerRecord) => ({
  positionId: officer.positionId,
  positionTitle: officer.positionTitle,
  fullName: memberName(store, officer.personId),
  status: officer.status,
  startDate: officer.startDate,
  endDate: officer.endDate,
  positionSalesForceId: officer.positionSalesForceId,
});

// spec 001 §9: officers by position, prospects by name, forums by status, ascending.
const byPosition = (a: { positionTitle: string; fullName: string }, b: { positionTitle: string; fullName: string }) =>
  compareText(a.positionTitle, b.positionTitle) || compareText(a.fullName, b.fullName);

function officerRows(store: Store, chapterId: string, statuses: readonly OfficerRecord['status'][]) {
  return (state(store).officers[chapterId] ?? [])
    .filter((o) => statuses.includes(o.status))
    .map((o) => officerRow(store, o))
    .sort(byPosition);
}

/** The waiver status of a prospect: their latest waiver in the chapter, else None (read live from the waiver domain). */
function waiverStatusOf(store: Store, prospectId: string, chapterId: string): string {
  const waivers = (store.waiver as WaiverSlice | undefined)?.waivers ?? [];
  const own = waivers.filter((w) => sameId(w.leadId, prospectId) && sameId(w.communityId, chapterId));
  own.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return own[0]?.waiverStatus ?? 'None';
}

function prospectRows(store: Store, chapterId: string) {
  return state(store)
    .prospects.filter((p) => sameId(p.chapterId, chapterId))
    .map((p) => {
      const person = findMember(store, p.prospectId);
      return {
        id: p.prospectId,
        firstName: person?.firstName ?? '',
        lastName: person?.familyName ?? '',
        pursueStatus: p.pursueStatus,
        status: p.status,
        qualifyingCompany: person?.companyName ?? '',
        applicationDate: p.applicationDate,
        salesforceId: p.salesforceId,
        waiverStatus: waiverStatusOf(store, p.prospectId, chapterId),
      };
    })
    .sort((a, b) => compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName));
}

const report = (chapter: NetworkCommunity, reportName: string, items: { label: string; value: number }[]) =>
  ok({ communityId: chapter.communityId, reportName, items });

/** A member's age band, stable per person (the network keeps no birth dates); Gold chapters are older. */
function ageBand(member: NetworkMember, chapter: NetworkCommunity): (typeof AGE_BANDS)[number] {
  const roll = hash32(`age:${member.personId}`) % 100;
  const weights = chapter.chapterType === 'YPO Gold Chapter' ? [0, 10, 55, 35] : [14, 48, 30, 8];
  let sum = 0;
  for (const [i, weight] of weights.entries()) {
    sum += weight;
    if (roll < sum) return AGE_BANDS[i] as (typeof AGE_BANDS)[number];
  }
  return '60+';
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

// A cell a spreadsheet would read as a formula (=, @, a tab or return first; + or - before anything but
// a plain number such as a phone number) is kept as text with a leading apostrophe.
const asText = (cell: string) => (/^[=@\t\r]|^[+-](?![\d\s().-]*$)/.test(cell) ? `'${cell}` : cell);

/** A sheet as CSV (RFC 4180 quoting, formula-like cells kept as text). */
export const csv = (rows: readonly (readonly string[])[]) =>
  new TextEncoder().encode(
    rows.map((row) => row.map((raw) => asText(raw)).map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n') + '\r\n',
  );

/** The binary answer the contract names for the downloads (application/octet-stream). */
const fileAnswer = (data: Uint8Array, fileName: string): SandboxResponse => ({ status: 200, binary: { data, contentType: 'application/octet-stream', fileName } });

/** Formats of the member directory download. */
export const DIRECTORY_FORMATS = ['xlsx', 'csv'] as const;

const getProspectVoterReport = adminRead((store, chapter) => {
  const rows: string[][] = [['Prospect', 'Primary email', 'Up votes', 'Down votes', 'Voter', 'Vote']];
  const polls = getCommunityAdmin(store).prospects.filter((p) => sameId(p.chapterId, chapter.communityId));
  const named = polls.map((p) => ({ poll: p, person: findMember(store, p.prospectId) }));
  named.sort((a, b) => compareText(a.person?.familyName, b.person?.familyName) || compareText(a.person?.firstName, b.person?.firstName));
  for (const { poll, person } of named) {
    const head = [`${person?.firstName ?? ''} ${person?.familyName ?? ''}`.trim(), person?.email ?? '', String(poll.upVoterIds.length), String(poll.downVoterIds.length)];
    const votes = [...poll.upVoterIds.map((id) => [memberName(store, id), 'Up']), ...poll.downVoterIds.map((id) => [memberName(store, id), 'Down'])];
    if (votes.length === 0) rows.push([...head, '', 'No votes']);
    for (const vote of votes) rows.push([...head, ...vote]);
  }
  return fileAnswer(xlsx('Voter report', rows), `${chapter.name} prospect voter report.xlsx`);
});

const downloadCommunityDirectory: OperationHandler = (request, caller, store) => {
  const index = indexOf(store);
  const community = index.communities.get((request.params.communityId ?? '').toLowerCase());
  if (!community) throw notFound('No community with this id.');
  const membership = index.membershipsByPerson.get(caller.personId.toLowerCase())?.find((m) => sameId(m.communityId, community.communityId));
  if (!membership) throw nonMemberError(community);
  if (!membership.isAdmin) throw forbidden('Only an admin of this community may download its member directory.');
  const format = (request.params.format ?? '').toLowerCase();
  if (!(DIRECTORY_FORMATS as readonly string[]).includes(format)) {
    throw unprocessable(`Unknown format; use ${DIRECTORY_FORMATS.join(' or ')}.`, { format: [`must be one of ${DIRECTORY_FORMATS.join(', ')}`] });
  }
  const people = (index.membershipsByCommunity.get(community.communityId.toLowerCase()) ?? [])
    .map((m) => ({ membership: m, member: index.members.get(m.personId.toLowerCase()) }))
    .filter((entry): entry is { membership: typeof entry.membership; member: NetworkMember } => !!entry.member)
    // spec 001 §3: people sorted 'last, first'.
    .sort((a, b) => compareText(a.member.familyName, b.member.familyName) || compareText(a.member.firstName, b.member.firstName));
  const rows = [
    ['Last name', 'First name', 'Email', 'Phone', 'Company', 'Title', 'City', 'Country', 'Role'],
    ...people.map(({ membership: m, member }) => [member.familyName, member.firstName, member.email, member.phone, member.companyName, member.title, member.city, member.country, m.roles.join(', ')]),
  ];
  const data = format === 'csv' ? csv(rows) : xlsx('Directory', rows);
  return fileAnswer(data, `${community.name} directory.${format}`);
};

/** The `chapter-admin` domain: the chapter admin's tabs, chapter health and its reports, and the downloads. */
export const chapterAdminDomain: SandboxDomain = {
  name: 'chapter-admin',
  seed: seedChapterAdmin,
  handlers: {
    getForumManagement: adminRead((store, chapter) =>
      ok(
        state(store)
          .forums.filter((f) => sameId(f.chapterId, chapter.communityId))
          .map((f) => forumRow(store, f))
          .sort((a, b) => compareText(a.status, b.status) || compareText(a.name, b.name)),
      ),
    ),
    // The current term's officers; the admin list adds the officers elected for the next term and last term's.
    getChapterOfficersList: adminRead((store, chapter) => ok(officerRows(store, chapter.communityId, ['Active']))),
    getChapterAdminOfficersList: adminRead((store, chapter) => ok(officerRows(store, chapter.communityId, ['Active', 'Elected', 'Inactive']))),
    getProspectManagement: adminRead((store, chapter) => ok(prospectRows(store, chapter.communityId))),
    getProspectReadyToPay: adminRead((store, chapter) =>
      ok(
        state(store)
          .prospects.filter((p) => sameId(p.chapterId, chapter.communityId) && p.status === READY_TO_PAY)
          .map((p) => {
            const person = findMember(store, p.prospectId);
            return { name: `${person?.firstName ?? ''} ${person?.familyName ?? ''}`.trim(), stageName: p.status, dateCreated: p.createdDate, salesforceId: p.salesforceId, lastName: person?.familyName ?? '' };
          })
          .sort((a, b) => compareText(a.lastName, b.lastName) || compareText(a.name, b.name))
          .map(({ lastName: _lastName, ...row }) => row),
      ),
    ),
    getChapterHealthRecord: adminRead((store, chapter) => ok(state(store).health[chapter.communityId])),
    getChapterAdminViewSfReports: adminRead((_store, chapter) =>
      ok(REPORTS.map((name) => ({ name, url: `https://connect.example/reports/${slug(chapter.name)}/${slug(name)}` }))),
    ),
    getElectedOfficerEngagement: adminRead((store, chapter) =>
      report(
        chapter,
        'Elected officer engagement',
        (state(store).officers[chapter.communityId] ?? [])
          .filter((o) => o.status === 'Active')
          .map((o) => ({ label: memberName(store, o.personId), value: o.engagement }))
          .sort((a, b) => b.value - a.value || compareText(a.label, b.label)),
      ),
    ),
    getRegionChapterHealthRating: adminRead((store, chapter) => {
      const region = regionOfChapter(store, chapter.communityId);
      const chapters = getNetwork(store).communities.filter((c) => c.communityType === 'chapter' && (region ? sameId(c.parentId, region.communityId) : c === chapter));
      const items = chapters.map((c) => ({ label: c.name, value: state(store).health[c.communityId]?.healthScore ?? 0 }));
      return report(chapter, 'Region chapter health rating', items.sort((a, b) => b.value - a.value || compareText(a.label, b.label)));
    }),
    getChapterPerformanceAgeDemographic: adminRead((store, chapter) => {
      const members = primaryMembers(store, chapter.communityId);
      return report(chapter, 'Age demographic', AGE_BANDS.map((band) => ({ label: band, value: members.filter((m) => ageBand(m, chapter) === band).length })));
    }),
    getChapterPerformanceGenderDemographic: adminRead((store, chapter) => {
      const members = primaryMembers(store, chapter.communityId);
      return report(chapter, 'Gender demographic', (['Female', 'Male'] as const).map((label) => ({ label, value: members.filter((m) => m.gender === label).length })));
    }),
    getProspectVoterReport,
    downloadCommunityDirectory,
  },
};
