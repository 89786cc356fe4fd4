// Speakers and certified forum facilitators (CFFs): registration, administration, profiles and
// the directories (spec 002 §2-§7; openapi/speaker.yaml). Seeds member and non-member speakers,
// CFFs with region, rating and fees, pending applicants (P) and reviewed ones (A approved, D denied).
import { artworkPath } from '../artwork.ts';
import { personas } from '../../personas.ts';
import type { Persona } from '../../personas.ts';
import type { NetworkMember } from '../network-types.ts';
import { SandboxError } from '../types.ts';
import type { Caller, OperationHandler, Rng, SandboxDomain, Store } from '../types.ts';
import {
  actingPersona, bodyOf, fallbackImageUrl, communitiesOfKind, compareText, forbidden, indexOf, isStaff, keyOf, matchesTokens, notFound, now, ok, pageOf,
  mediaUrl, param, pickSome, queryInt, sameId, searchTokens, seededIso, seedNow, sliceOf, specError, unprocessable,
} from '../helpers.ts';
import { speakerFormErrors } from './speaker-form.ts';
import { countriesWithStates, FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES, PLACES, slug } from './geography.ts';
import { applySpeakerMedia, presentationVideoOf, uploadSpeakerProfileImage, uploadsUploadSpeakerProfile } from './speaker-media.ts';
import type { MediaBody, StoredVideo } from './speaker-media.ts';

/** Approval status: A approved, P pending (spec 002 §4, 000 §4); D denied (the spec gives no letter). */
export type ApprovalStatus = 'A' | 'P' | 'D';

/** A stored speaker; topics, languages and associations are kept as the selected names and ids. */
export interface SpeakerRecord {
  speakerId: string | null;
  personID: string | null;
  speakerType: 'Non-Member' | 'member';
  approvalStatus: ApprovalStatus;
  recordType: 'Speaker' | 'CFF';
  preferredName: string | null;
  firstName: string;
  familyName: string;
  title: string;
  travelFromCity: string;
  country: string;
  phoneCode: string;
  phone: string;
  email: string;
  linkedInUrl: string | null;
  gender: string;
  profileImageUrl: string | null;
  feeRange: number;
  reducedFee: boolean;
  travellingResourceProgram: boolean;
  biography: string;
  servingResource: boolean;
  webSiteUrl: string | null;
  previuoslySpokenAtYpoEvent: string | null;
  topics: string[];
  languages: string[];
  associations: string[];
  cffRegion: { id: string; name: string } | null;
  averageCffRating: number | null;
  cffFee: { id: string; trainingName: string; maximumFee: number; minimumFee: number }[];
  numberofFourmPrograms: number | null;
  qualification: string | null;
  retreatTopic: string | null;
  tagLine: string | null;
  cffSince: number | null;
  submittedAt: string;
  reviewedAt: string | null;
  /** The presentation video (speaker-media.ts); absent or null when there is none. */
  presentationVideo?: StoredVideo | null;
}

/** `store.speaker`. */
export interface SpeakerSlice {
  speakers: SpeakerRecord[];
  /** Person ids that accepted the Resource Directory Terms of Use. */
  termsAccepted: string[];
}

/** Directory page size default and offset step (spec 002 §9). */
export const SPEAKER_DIRECTORY_PAGE = 50;
/** Seed counts: approved member speakers, CFFs, pending and denied applicants, approved non-member speakers. */
export const SPEAKER_SEED = { memberSpeakers: 40, cffs: 20, pendingMembers: 10, deniedMembers: 8, nonMemberSpeakers: 19, pendingNonMembers: 3, deniedNonMembers: 2 } as const;

const ASSOCIATIONS = [
  { id: 'assoc-1', name: 'Leadership Speakers Guild' },
  { id: 'assoc-2', name: 'Family Enterprise Forum' },
  { id: 'assoc-3', name: 'Guild of Certified Facilitators' },
  { id: 'assoc-4', name: 'Society of Business Storytellers' },
  { id: 'assoc-5', name: 'Impact Leaders Circle' },
  { id: 'assoc-6', name: 'Wellbeing Educators Network' },
];
const LANGUAGES = [
  { id: 'en', name: 'English' }, { id: 'es', name: 'Spanish' }, { id: 'fr', name: 'French' }, { id: 'de', name: 'German' },
  { id: 'pt', name: 'Portuguese' }, { id: 'ja', name: 'Japanese' }, { id: 'zh', name: 'Mandarin' }, { id: 'ar', name: 'Arabic' },
  { id: 'hi', name: 'Hindi' }, { id: 'it', name: 'Italian' },
];
const TOPICS: readonly { categoryName: string; childTopics: readonly string[] }[] = [
  { categoryName: 'Leadership', childTopics: ['Crisis Leadership', 'Leading Change', 'Board Governance', 'Culture and Values'] },
  { categoryName: 'Family Business', childTopics: ['Succession', 'Family Governance', 'Next Generation'] },
  { categoryName: 'Innovation and Technology', childTopics: ['Artificial Intelligence', 'Digital Transformation', 'Cybersecurity'] },
  { categoryName: 'Wellbeing', childTopics: ['Resilience', 'Mindfulness', 'Health and Performance'] },
  { categoryName: 'Economics and Finance', childTopics: ['Global Economy', 'Private Equity', 'Capital Markets'] },
  { categoryName: 'Impact', childTopics: ['Climate and Sustainability', 'Social Enterprise', 'Philanthropy'] },
  { categoryName: 'Forum', childTopics: ['Forum Retreats', 'Forum Moderation', 'Forum Protocol'] },
];
const FEE_VALUES = ['0', '1000', '3000', '5000', '10000', '20000', '50000', '100000', '100000+'] as const;
const FEE_BANDS: readonly { key: number; minimumFee: number; maximumFee: number | null }[] = [
  { key: 0, minimumFee: 0, maximumFee: 0 }, { key: 1, minimumFee: 0, maximumFee: 1000 }, { key: 2, minimumFee: 1000, maximumFee: 3000 },
  { key: 3, minimumFee: 3000, maximumFee: 5000 }, { key: 4, minimumFee: 5000, maximumFee: 10000 }, { key: 5, minimumFee: 10000, maximumFee: 20000 },
  { key: 6, minimumFee: 20000, maximumFee: 50000 }, { key: 7, minimumFee: 50000, maximumFee: 100000 }, { key: 8, minimumFee: 100000, maximumFee: null },
];
const TRAININGS = ['Forum Retreat', 'Moderator Training', 'Forum Orientation', 'Forum Refresh'] as const;
const SPEAKER_TITLES = ['Leadership speaker', 'Author and keynote speaker', 'Economist', 'Executive coach', 'Futurist', 'Performance coach'];
const RETREAT_TOPICS = ['Trust and confidentiality', 'Conflict as a resource', 'Deepening forum presentations', 'Life transitions'];
const HIROSHI_ID = '5a000000-0000-4000-8000-000000000001';
const DAY = 86_400_000;

function slice(store: Store): SpeakerSlice {
  return sliceOf<SpeakerSlice>(store, 'speaker');
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

// ---------------------------------------------------------------- seed

function pickTopics(rng: Rng, cff: boolean): string[] {
  const picks = new Set<string>();
  if (cff) picks.add(rng.pick(TOPICS[6]?.childTopics ?? ['Forum Retreats']));
  const count = rng.int(2, 4);
  while (picks.size < count + (cff ? 1 : 0)) picks.add(rng.pick(rng.pick(TOPICS).childTopics));
  return [...picks];
}

function baseRecord(rng: Rng, now: number, person: { firstName: string; familyName: string; email: string; gender: string; city: string; country: string; phone: string; profileImageUrl: string | null }, status: ApprovalStatus, cff: boolean): Omit<SpeakerRecord, 'speakerId' | 'personID' | 'speakerType'> {
  const submitted = now - rng.int(status === 'P' ? 1 : 60, status === 'P' ? 40 : 900) * DAY;
  const feeRange = cff ? rng.int(2, 5) : rng.int(1, 8);
  const rating = cff ? (rng.next() < 0.2 ? Math.round((3.5 + rng.next() * 1.5) * 1e9) / 1e9 : rng.int(35, 50) / 10) : null;
  const fees = cff
    ? pickSome(rng, TRAININGS, rng.int(1, 3)).map((trainingName, i) => {
        const min = rng.int(1, 6) * 1000;
        return { id: `fee-${i + 1}`, trainingName, minimumFee: min, maximumFee: min + rng.int(1, 4) * 1000 };
      })
    : [];
  return {
    approvalStatus: status,
    recordType: cff ? 'CFF' : 'Speaker',
    preferredName: person.firstName,
    firstName: person.firstName,
    familyName: person.familyName,
    title: cff ? 'Certified forum facilitator' : rng.pick(SPEAKER_TITLES),
    travelFromCity: person.city,
    country: person.country,
    phoneCode: '1',
    phone: person.phone.replace(/\D/g, '').slice(-10) || '5550100000',
    email: person.email,
    linkedInUrl: rng.next() < 0.6 ? `https://connect.example/in/${slug(`${person.firstName}-${person.familyName}`)}` : null,
    gender: person.gender,
    profileImageUrl: person.profileImageUrl,
    feeRange,
    reducedFee: rng.next() < 0.4,
    travellingResourceProgram: rng.next() < 0.3,
    biography: cff
      ? `${person.firstName} ${person.familyName} has facilitated forum retreats for more than a decade.`
      : `${person.firstName} ${person.familyName} speaks to leadership teams about growth, change and resilience.`,
    servingResource: rng.next() < 0.7,
    webSiteUrl: rng.next() < 0.5 ? `https://${slug(`${person.firstName}${person.familyName}`)}.example` : null,
    previuoslySpokenAtYpoEvent: rng.next() < 0.4 ? 'Harbor City Leadership Summit 2025' : null,
    topics: pickTopics(rng, cff),
    languages: ['en', ...pickSome(rng, LANGUAGES.slice(1).map((l) => l.id), rng.int(0, 2))],
    associations: pickSome(rng, ASSOCIATIONS.map((a) => a.id), rng.int(cff ? 0 : 1, 2)),
    cffRegion: null,
    averageCffRating: rating,
    cffFee: fees,
    numberofFourmPrograms: cff ? rng.int(3, 40) : null,
    qualification: cff ? 'Certified forum facilitator' : null,
    retreatTopic: cff ? rng.pick(RETREAT_TOPICS) : null,
    tagLine: cff ? 'Better forums, better leaders' : null,
    cffSince: cff ? rng.int(2008, 2024) : null,
    submittedAt: iso(submitted),
    reviewedAt: status === 'P' ? null : iso(submitted + rng.int(2, 20) * DAY),
  };
}

function memberRecord(rng: Rng, store: Store, m: NetworkMember, status: ApprovalStatus, cff: boolean): SpeakerRecord {
  const record: SpeakerRecord = {
    speakerId: null,
    personID: m.personId,
    speakerType: 'member',
    ...baseRecord(rng, seedNow(store), { firstName: m.firstName, familyName: m.familyName, email: m.email, gender: m.gender, city: m.city, country: m.country, phone: m.phone, profileImageUrl: m.profileImageUrl || null }, status, cff),
  };
  record.preferredName = m.preferredName || m.firstName;
  if (cff) {
    const region = indexOf(store).communities.get(m.regionId.toLowerCase());
    record.cffRegion = region ? { id: region.communityId, name: region.name } : null;
  }
  return record;
}

function nonMemberRecord(rng: Rng, now: number, n: number, status: ApprovalStatus): SpeakerRecord {
  const female = rng.next() < 0.5;
  const firstName = rng.pick(female ? FEMALE_NAMES : MALE_NAMES);
  const familyName = rng.pick(FAMILY_NAMES);
  const place = rng.pick(PLACES);
  return {
    speakerId: rng.guid('speaker', n),
    personID: null,
    speakerType: 'Non-Member',
    ...baseRecord(rng, now, {
      firstName, familyName, email: `${slug(firstName)}.${slug(familyName)}@speakers.example`, gender: female ? 'Female' : 'Male',
      city: place.city, country: place.country, phone: `+1555020${String(n).padStart(4, '0')}`, profileImageUrl: mediaUrl(artworkPath('people', `${firstName}-${familyName}-${n}`)),
    }, status, false),
  };
}

/** The non-member speaker of docs/contracts.md, as the contract's example shows him. */
function hiroshi(store: Store): SpeakerRecord {
  return {
    speakerId: HIROSHI_ID, personID: null, speakerType: 'Non-Member', approvalStatus: 'A', recordType: 'Speaker',
    preferredName: 'Hiroshi', firstName: 'Hiroshi', familyName: 'Tanaka', title: 'Leadership speaker', travelFromCity: 'Kyoto Bay', country: 'Japan',
    phoneCode: '81', phone: '5550100901', email: 'hiroshi.tanaka@kyotobay.example', linkedInUrl: 'https://connect.example/in/hiroshi-tanaka', gender: 'Male',
    profileImageUrl: mediaUrl(artworkPath('people', 'hiroshi-tanaka')), feeRange: 4, reducedFee: true, travellingResourceProgram: true,
    biography: 'Hiroshi Tanaka speaks on leading through crisis and change, drawing on two decades of running harbour logistics firms.',
    servingResource: true, webSiteUrl: 'https://hiroshitanaka.example', previuoslySpokenAtYpoEvent: 'Harbor City Leadership Summit 2025',
    topics: ['Crisis Leadership', 'Leading Change'], languages: ['en', 'ja'], associations: ['assoc-1'], cffRegion: null, averageCffRating: null, cffFee: [],
    numberofFourmPrograms: null, qualification: null, retreatTopic: null, tagLine: null, cffSince: null,
    submittedAt: seededIso(store, '2025-03-02T10:00:00Z'), reviewedAt: seededIso(store, '2025-03-09T10:00:00Z'),
  };
}

function seed(store: Store, rng: Rng): void {
  const index = indexOf(store);
  const personaIds = new Set(personas.map((p) => p.personId.toLowerCase()));
  const candidates = index.network.members.filter((m) => m.recordType === 'Member' && !personaIds.has(m.personId.toLowerCase()));
  const s = SPEAKER_SEED;
  const chosen = pickSome(rng, candidates, s.memberSpeakers + s.cffs + s.pendingMembers + s.deniedMembers);
  const speakers: SpeakerRecord[] = [hiroshi(store)];
  let at = 0;
  const take = (count: number, status: ApprovalStatus, cff: boolean) => {
    for (const m of chosen.slice(at, at + count)) speakers.push(memberRecord(rng, store, m, status, cff));
    at += count;
  };
  take(s.memberSpeakers, 'A', false);
  take(s.cffs, 'A', true);
  take(s.pendingMembers, 'P', false);
  take(s.deniedMembers, 'D', false);
  let n = 1;
  for (let i = 0; i < s.nonMemberSpeakers; i++) speakers.push(nonMemberRecord(rng, seedNow(store), ++n, 'A'));
  for (let i = 0; i < s.pendingNonMembers; i++) speakers.push(nonMemberRecord(rng, seedNow(store), ++n, 'P'));
  for (let i = 0; i < s.deniedNonMembers; i++) speakers.push(nonMemberRecord(rng, seedNow(store), ++n, 'D'));
  // Personas with a registration status (spec 000 §4): the speaker applicant is pending.
  for (const p of personas) {
    if (p.speakerRegistrationStatus !== 'P' && p.speakerRegistrationStatus !== 'A') continue;
    if (speakers.some((x) => sameId(x.speakerId, p.personId) || sameId(x.personID, p.personId))) continue;
    const m = index.members.get(p.personId.toLowerCase());
    const person = m ?? {
      personId: p.personId, firstName: p.givenName, familyName: p.familyName, preferredName: p.givenName, email: p.email, gender: 'Female' as const,
      city: 'Harbor City', country: 'Harbor Isles', phone: '+15550100115', profileImageUrl: '', regionId: '',
    };
    const record = memberRecord(rng, store, person as NetworkMember, p.speakerRegistrationStatus, false);
    record.submittedAt = iso(seedNow(store) - 3 * DAY);
    speakers.push(record);
  }
  store.speaker = { speakers, termsAccepted: [HIROSHI_ID] } satisfies SpeakerSlice;
}

// ---------------------------------------------------------------- answers

function topicTree(selected: readonly string[]) {
  return TOPICS.map((c) => ({ categoryName: c.categoryName, childTopics: c.childTopics.map((topicName) => ({ topicName, isSelected: selected.includes(topicName) })) }));
}

const lookupOf = (list: readonly { id: string; name: string }[], ids: readonly string[]) =>
  ids.map((id) => list.find((x) => x.id === id) ?? { id, name: id });

/** The whole `SpeakerProfile`. */
function profileOf(r: SpeakerRecord) {
  return {
    speakerId: r.speakerId, personID: r.personID, speakerType: r.speakerType, approvalStatus: r.approvalStatus, recordType: r.recordType,
    preferredName: r.preferredName, firstName: r.firstName, familyName: r.familyName, title: r.title, travelFromCity: r.travelFromCity, country: r.country,
    phoneCode: r.phoneCode, phone: r.phone, email: r.email, linkedInUrl: r.linkedInUrl, gender: r.gender, profileImageUrl: r.profileImageUrl,
    fallbackProfileImageUrl: fallbackImageUrl(), feeRange: r.feeRange, reducedFee: r.reducedFee, travellingResourceProgram: r.travellingResourceProgram,
    biography: r.biography, servingResource: r.servingResource, webSiteUrl: r.webSiteUrl, previuoslySpokenAtYpoEvent: r.previuoslySpokenAtYpoEvent,
    topics: topicTree(r.topics), languages: lookupOf(LANGUAGES, r.languages), associations: lookupOf(ASSOCIATIONS, r.associations),
    cffRegion: r.cffRegion, averageCffRating: r.averageCffRating, cffFee: r.cffFee, numberofFourmPrograms: r.numberofFourmPrograms,
    qualification: r.qualification, retreatTopic: r.retreatTopic, tagLine: r.tagLine, cffSince: r.cffSince,
    presentationVideo: presentationVideoOf(r.presentationVideo),
  };
}

/** The list card (spec 002 §3): categories are the ascending names of the selected child topics. */
function cardOf(r: SpeakerRecord) {
  return {
    speakerId: r.speakerId, personID: r.personID, approvalStatus: r.approvalStatus, firstName: r.firstName, familyName: r.familyName,
    travelFromCity: r.travelFromCity, country: r.country, feeRange: r.feeRange, gender: r.gender, email: r.email, profileImageUrl: r.profileImageUrl,
    categories: [...r.topics].sort(compareText),
    recordType: r.recordType,
    // The CFF directory card shows the CFF fields (spec 002 §3): sent for CFFs only.
    ...(r.recordType === 'CFF'
      ? { cffRegion: r.cffRegion, averageCffRating: r.averageCffRating, cffFee: r.cffFee, numberofFourmPrograms: r.numberofFourmPrograms, qualification: r.qualification, retreatTopic: r.retreatTopic, tagLine: r.tagLine, cffSince: r.cffSince }
      : {}),
  };
}

// ---------------------------------------------------------------- who is who

/** The id a person's speaker record carries: the speaker id of a non-member speaker, else the person id. */
function ownId(caller: Caller): string {
  const persona = actingPersona(caller);
  return persona?.permissionsResult.permissions.isNonMemberSpeaker && persona.speakerId ? persona.speakerId : caller.personId;
}

function findById(store: Store, id: string): SpeakerRecord | undefined {
  return slice(store).speakers.find((r) => sameId(r.speakerId, id) || sameId(r.personID, id));
}

const ownRecord = (store: Store, caller: Caller) => findById(store, ownId(caller));

/** Speaker administrators: staff (the persona catalogue has no speaker-admin flag). */
function isSpeakerAdmin(caller: Caller): boolean {
  return isStaff(actingPersona(caller));
}

function requireAdmin(caller: Caller): void {
  if (!isSpeakerAdmin(caller)) throw new SandboxError(403, 'Administrators Only', { detail: 'Administrators Only: some features are kept private.' });
}

// ---------------------------------------------------------------- directory

interface Filter { filterKey: string; filterValue: string }

/** Filter keys of the speaker directories, compared as letters and digits. */
function matchesFilter(r: SpeakerRecord, key: string, value: string): boolean {
  const v = value.toLowerCase();
  switch (key) {
    case 'topics': case 'topic': case 'category': case 'categories': {
      const category = TOPICS.find((c) => c.categoryName.toLowerCase() === v);
      return category ? category.childTopics.some((t) => r.topics.includes(t)) : r.topics.some((t) => t.toLowerCase() === v);
    }
    case 'languages': case 'language':
      return r.languages.some((id) => id === v || LANGUAGES.find((l) => l.id === id)?.name.toLowerCase() === v);
    case 'associations': case 'association':
      return r.associations.some((id) => id === v || ASSOCIATIONS.find((a) => a.id === id)?.name.toLowerCase() === v);
    case 'feerange': case 'fee': case 'fees':
      return String(r.feeRange) === v || FEE_VALUES[r.feeRange] === v;
    case 'country':
      return r.country.toLowerCase() === v;
    case 'city': case 'travelfromcity':
      return r.travelFromCity.toLowerCase() === v;
    case 'gender':
      return r.gender.toLowerCase() === v;
    case 'speakertype': case 'type':
      return keyOf(r.speakerType) === keyOf(value) || (keyOf(value) === 'nonmemberspeaker' && r.speakerType === 'Non-Member') || (keyOf(value) === 'memberspeaker' && r.speakerType === 'member');
    case 'cffregion': case 'region':
      return !!r.cffRegion && (sameId(r.cffRegion.id, value) || r.cffRegion.name.toLowerCase() === v);
    case 'virtualevents': case 'servingresource': case 'virtual':
      return r.servingResource === (v === 'true' || v === 'yes');
    case 'reducedfee':
      return r.reducedFee === (v === 'true' || v === 'yes');
    case 'travellingresourceprogram': case 'trp':
      return r.travellingResourceProgram === (v === 'true' || v === 'yes');
    case 'speakerswhoare':
      return true; // decides the directory (speakers or CFFs), handled before
    default:
      return true; // unknown keys do not narrow (the spec does not list the speaker filter keys)
  }
}

/** Approved entries of the directory the filters ask for: the CFF directory with speakersWhoAre=IsCFFSpeaker, else speakers. */
function directoryPool(store: Store, filters: readonly Filter[]): SpeakerRecord[] {
  const isCff = filters.some((f) => keyOf(f.filterKey) === 'speakerswhoare' && keyOf(f.filterValue) === 'iscffspeaker');
  return slice(store).speakers.filter((r) => r.approvalStatus === 'A' && (isCff ? r.recordType === 'CFF' : r.recordType === 'Speaker'));
}

/** Filters of one key combine with OR, different keys with AND. */
function applyFilters(pool: readonly SpeakerRecord[], filters: readonly Filter[], skipKey?: string): SpeakerRecord[] {
  const byKey = new Map<string, string[]>();
  for (const f of filters) {
    const key = keyOf(f.filterKey);
    if (key === skipKey) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), f.filterValue]);
  }
  return pool.filter((r) => [...byKey.entries()].every(([key, values]) => values.some((v) => matchesFilter(r, key, v))));
}

function facetItem(label: string, filterKey: string, filterValue: string, count: number, ribbonGroupName: string, checked: boolean, subFilters: unknown[] = []) {
  return { label, filterKey, filterValue, isTypeAhead: false, isDropdown: subFilters.length > 0, subFilters, count, ribbonGroupName, checked };
}

/**
 * The filter ribbon: topics (with child topics), languages, fee range, country, and speaker type or CFF
 * region. A group counts within every filter but its own (values of one key combine with OR), so each
 * count equals the total of a search with that value added, and a group keeps its other values.
 */
function ribbonOf(pool: readonly SpeakerRecord[], filters: readonly Filter[], isCff: boolean) {
  const checked = (key: string, value: string) => filters.some((f) => keyOf(f.filterKey) === keyOf(key) && f.filterValue.toLowerCase() === value.toLowerCase());
  const within = new Map<string, SpeakerRecord[]>();
  const resultsFor = (key: string) => {
    const k = keyOf(key);
    if (!within.has(k)) within.set(k, applyFilters(pool, filters, k));
    return within.get(k) ?? [];
  };
  let group = 'Topics';
  const count = (pred: (r: SpeakerRecord) => boolean) => resultsFor(group).filter(pred).length;
  const items: ReturnType<typeof facetItem>[] = [];
  for (const c of TOPICS) {
    const n = count((r) => c.childTopics.some((t) => r.topics.includes(t)));
    if (n === 0) continue;
    const children = c.childTopics
      .map((t) => facetItem(t, 'Topics', t, count((r) => r.topics.includes(t)), 'Topics', checked('Topics', t)))
      .filter((x) => x.count > 0);
    items.push(facetItem(c.categoryName, 'Topics', c.categoryName, n, 'Topics', checked('Topics', c.categoryName), children));
  }
  group = 'Languages';
  for (const l of LANGUAGES) {
    const n = count((r) => r.languages.includes(l.id));
    if (n > 0) items.push(facetItem(l.name, 'Languages', l.name, n, 'Languages', checked('Languages', l.name)));
  }
  group = 'FeeRange';
  FEE_BANDS.forEach((b) => {
    const n = count((r) => r.feeRange === b.key);
    const label = b.maximumFee === null ? `USD ${b.minimumFee}+` : `USD ${b.minimumFee} - ${b.maximumFee}`;
    if (n > 0) items.push(facetItem(label, 'FeeRange', String(b.key), n, 'Fee Range', checked('FeeRange', String(b.key))));
  });
  group = 'Country';
  for (const country of [...new Set(resultsFor(group).map((r) => r.country))].sort(compareText)) {
    items.push(facetItem(country, 'Country', country, count((r) => r.country === country), 'Country', checked('Country', country)));
  }
  if (isCff) {
    group = 'CffRegion';
    const regions = new Map(resultsFor(group).filter((r) => r.cffRegion).map((r) => [r.cffRegion?.id ?? '', r.cffRegion?.name ?? '']));
    for (const [id, name] of [...regions.entries()].sort((a, b) => compareText(a[1], b[1]))) {
      items.push(facetItem(name, 'CffRegion', id, count((r) => r.cffRegion?.id === id), 'CFF Region', checked('CffRegion', id) || checked('CffRegion', name)));
    }
  } else {
    group = 'SpeakerType';
    for (const [value, label] of [['Non-Member', 'Non-Member Speakers'], ['member', 'Member Speakers']] as const) {
      const n = count((r) => r.speakerType === value);
      if (n > 0) items.push(facetItem(label, 'SpeakerType', value, n, 'Speaker Type', checked('SpeakerType', value)));
    }
  }
  return items;
}

const SORT_FIELDS: Record<string, (a: SpeakerRecord, b: SpeakerRecord) => number> = {
  lastname: (a, b) => compareText(a.familyName, b.familyName) || compareText(a.firstName, b.firstName),
  firstname: (a, b) => compareText(a.firstName, b.firstName) || compareText(a.familyName, b.familyName),
  country: (a, b) => compareText(a.country, b.country) || compareText(a.familyName, b.familyName),
  feerange: (a, b) => a.feeRange - b.feeRange || compareText(a.familyName, b.familyName),
  rating: (a, b) => (a.averageCffRating ?? 0) - (b.averageCffRating ?? 0) || compareText(a.familyName, b.familyName),
};

function sorter(orderBy: { sortField?: string; direction?: string } | null | undefined) {
  const field = keyOf(orderBy?.sortField) || 'lastname';
  const compare = SORT_FIELDS[field === 'name' ? 'lastname' : field === 'averagecffrating' ? 'rating' : field] ?? SORT_FIELDS.lastname;
  const sign = keyOf(orderBy?.direction) === 'desc' ? -1 : 1;
  return (a: SpeakerRecord, b: SpeakerRecord) => sign * (compare?.(a, b) ?? 0) || compareText(a.speakerId ?? a.personID, b.speakerId ?? b.personID);
}

const textOf = (r: SpeakerRecord) => [r.firstName, r.familyName, r.preferredName, r.title, r.travelFromCity, r.country, ...r.topics, r.biography];

const searchSpeakerDirectory: OperationHandler = (request, _caller, store) => {
  const body = bodyOf<{ search: string; skip: number; maxResultCount: number; searchFilters: Filter[]; orderBy: { sortField: string; direction: string } | null }>(request);
  const filters = body.searchFilters ?? [];
  const isCff = filters.some((f) => keyOf(f.filterKey) === 'speakerswhoare' && keyOf(f.filterValue) === 'iscffspeaker');
  const tokens = searchTokens(body.search);
  const pool = directoryPool(store, filters).filter((r) => matchesTokens(tokens, textOf(r)));
  const matching = applyFilters(pool, filters);
  const sorted = [...matching].sort(sorter(body.orderBy));
  return ok({
    searchResults: pageOf(sorted, body.skip ?? 0, body.maxResultCount ?? SPEAKER_DIRECTORY_PAGE).map(cardOf),
    searchRibbonGroup: ribbonOf(pool, filters, isCff),
    totalResultCount: matching.length,
  });
};

const speakerSearchAutocomplete: OperationHandler = (request, _caller, store) => {
  const tokens = searchTokens(bodyOf<{ search: string }>(request).search);
  if (tokens.length === 0) return ok([]);
  const found = slice(store).speakers
    .filter((r) => r.approvalStatus === 'A' && matchesTokens(tokens, [r.firstName, r.familyName, r.preferredName]))
    .sort(sorter(null));
  return ok(found.slice(0, 100).map(cardOf));
};

const speakerTypeAhead: OperationHandler = (request, _caller, store) => {
  const body = bodyOf<{ search: string; fieldsToQuery: string[]; searchFilters: Filter[]; ribbonGroupName: string }>(request);
  const filters = body.searchFilters ?? [];
  const isCff = filters.some((f) => keyOf(f.filterKey) === 'speakerswhoare' && keyOf(f.filterValue) === 'iscffspeaker');
  const groups = new Set([body.ribbonGroupName, ...(body.fieldsToQuery ?? [])].map(keyOf));
  const text = (body.search ?? '').trim().toLowerCase();
  const items = ribbonOf(directoryPool(store, filters), filters, isCff).flatMap((item) => [item, ...(item.subFilters as ReturnType<typeof facetItem>[])]);
  const seen = new Set<string>();
  const found = items.filter((item) => {
    const wanted = (groups.has(keyOf(item.ribbonGroupName)) || groups.has(keyOf(item.filterKey))) && item.label.toLowerCase().includes(text);
    const id = `${item.filterKey}|${item.filterValue}`;
    if (!wanted || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return ok(found.slice(0, 100).map((item) => ({ ...item, isTypeAhead: true })));
};

// ---------------------------------------------------------------- registration and administration

/** Status filter of the reviewed list: Approved Only, Denied Only, Approved and Denied (values not shown in the spec). */
function reviewedStatuses(raw: string | null): ApprovalStatus[] {
  const k = keyOf(raw);
  if (k === '' || k === 'all' || k === 'ad' || k === 'approvedanddenied' || k === 'approveddenied') return ['A', 'D'];
  if (k === 'a' || k === 'approved' || k === 'approvedonly') return ['A'];
  if (k === 'd' || k === 'denied' || k === 'deniedonly' || k === 'r' || k === 'rejected') return ['D'];
  throw new SandboxError(400, 'Bad Request', { detail: `Unknown status ${raw ?? ''}: use A (Approved Only), D (Denied Only) or AD (Approved and Denied).` });
}

const getPendingSpeakers: OperationHandler = (request, caller, store) => {
  requireAdmin(caller);
  const pending = slice(store).speakers.filter((r) => r.approvalStatus === 'P').sort((a, b) => compareText(a.submittedAt, b.submittedAt) || compareText(a.familyName, b.familyName));
  return ok(pageOf(pending, queryInt(request, 'skipNumber', 0), queryInt(request, 'takeSize', 10)).map(cardOf));
};

const getReviewedSpeakers: OperationHandler = (request, caller, store) => {
  requireAdmin(caller);
  const statuses = reviewedStatuses(request.query.get('status'));
  const reviewed = slice(store).speakers
    .filter((r) => statuses.includes(r.approvalStatus))
    .sort((a, b) => compareText(b.reviewedAt, a.reviewedAt) || compareText(a.familyName, b.familyName) || compareText(a.speakerId ?? a.personID, b.speakerId ?? b.personID));
  return ok(pageOf(reviewed, queryInt(request, 'skipNumber', 0), queryInt(request, 'takeSize', 10)).map(cardOf));
};

function review(status: 'A' | 'D'): OperationHandler {
  return (request, caller, store) => {
    requireAdmin(caller);
    const body = bodyOf<{ speakerId: string | null; personID: string | null }>(request);
    const id = body.speakerId ?? body.personID;
    const record = id ? findById(store, id) : undefined;
    if (!record) throw notFound('No applicant with this id.');
    if (record.approvalStatus !== 'P') throw unprocessable(`The applicant was already reviewed (status ${record.approvalStatus}).`);
    record.approvalStatus = status;
    record.reviewedAt = now(store);
    return ok(true);
  };
}

interface ProfileBody {
  speakerId: string | null; personID: string | null; preferredName: string | null; firstName: string; familyName: string; title: string;
  travelFromCity: string; country: string; phoneCode: string; phone: string; email: string; linkedInUrl: string | null; gender: string;
  profileImageUrl: string | null; feeRange: number; reducedFee: boolean; travellingResourceProgram: boolean; biography: string; servingResource: boolean;
  webSiteUrl: string | null; previuoslySpokenAtYpoEvent: string | null; topics: { categoryName: string; childTopics: { topicName: string; isSelected: boolean }[] }[];
  languages: { id: string; name: string }[]; associations: { id: string; name: string }[];
  cffRegion: { id: string; name: string } | null; averageCffRating: number | null; cffFee: SpeakerRecord['cffFee']; numberofFourmPrograms: number | null;
  qualification: string | null; retreatTopic: string | null; tagLine: string | null; cffSince: number | null;
}

/** spec 002 §5: every rule of the speaker form; 422 'Please fill in the required fields' with the texts per field. */
function requireFilled(body: Partial<ProfileBody>): void {
  const errors = speakerFormErrors(body);
  if (Object.keys(errors).length > 0) throw specError(422, 'Please fill in the required fields', errors);
}

/** Copies the profile fields of a request onto a record. */
function applyProfile(record: SpeakerRecord, body: Partial<ProfileBody>): void {
  const plain = ['preferredName', 'firstName', 'familyName', 'title', 'travelFromCity', 'country', 'phoneCode', 'phone', 'email', 'linkedInUrl', 'gender',
    'profileImageUrl', 'feeRange', 'reducedFee', 'travellingResourceProgram', 'biography', 'servingResource', 'webSiteUrl', 'previuoslySpokenAtYpoEvent',
    'averageCffRating', 'cffFee', 'numberofFourmPrograms', 'qualification', 'retreatTopic', 'tagLine', 'cffSince', 'cffRegion'] as const;
  const target = record as unknown as Record<string, unknown>;
  for (const f of plain) if (body[f] !== undefined) target[f] = body[f];
  if (body.topics) record.topics = body.topics.flatMap((c) => c.childTopics.filter((t) => t.isSelected).map((t) => t.topicName));
  if (body.languages) record.languages = body.languages.map((l) => LANGUAGES.find((x) => x.id === l.id || x.name === l.name)?.id ?? l.id);
  if (body.associations) record.associations = body.associations.map((a) => ASSOCIATIONS.find((x) => x.id === a.id || x.name === a.name)?.id ?? a.id);
}

/** Keeps the photo address and video that speaker-media.ts made of a save or edit. */
function setMedia(record: SpeakerRecord, media: ReturnType<typeof applySpeakerMedia>): void {
  if (media.profileImageUrl !== undefined) record.profileImageUrl = media.profileImageUrl;
  record.presentationVideo = media.video;
}

const saveSpeaker: OperationHandler = (request, caller, store) => {
  const body = bodyOf<ProfileBody & MediaBody>(request);
  requireFilled(body);
  const persona = actingPersona(caller);
  const isNonMember = !!persona?.permissionsResult.permissions.isNonMemberSpeaker;
  let record = ownRecord(store, caller);
  if (record?.approvalStatus === 'A') throw unprocessable('You are already an approved speaker: edit the speaker profile instead.');
  const media = applySpeakerMedia(store, caller, body, record?.presentationVideo ?? null);
  if (!record) {
    record = {
      speakerId: isNonMember ? ownId(caller) : null, personID: isNonMember ? null : caller.personId, speakerType: isNonMember ? 'Non-Member' : 'member',
      approvalStatus: 'P', recordType: 'Speaker', preferredName: null, firstName: '', familyName: '', title: '', travelFromCity: '', country: '', phoneCode: '',
      phone: '', email: '', linkedInUrl: null, gender: '', profileImageUrl: null, feeRange: 0, reducedFee: false, travellingResourceProgram: false,
      biography: '', servingResource: false, webSiteUrl: null, previuoslySpokenAtYpoEvent: null, topics: [], languages: [], associations: [], cffRegion: null,
      averageCffRating: null, cffFee: [], numberofFourmPrograms: null, qualification: null, retreatTopic: null, tagLine: null, cffSince: null,
      submittedAt: now(store), reviewedAt: null,
    };
    slice(store).speakers.push(record);
  }
  applyProfile(record, body);
  setMedia(record, media);
  // spec 002 §4: after a successful save the registration status is pending (P).
  record.approvalStatus = 'P';
  record.submittedAt = now(store);
  record.reviewedAt = null;
  return ok(profileOf(record));
};

const editSpeaker: OperationHandler = (request, caller, store) => {
  const body = bodyOf<ProfileBody & MediaBody>(request);
  requireFilled(body);
  const id = body.speakerId ?? body.personID ?? ownId(caller);
  const record = findById(store, id);
  if (!record) throw notFound('No speaker with this id.');
  const isOwner = sameId(record.speakerId, ownId(caller)) || sameId(record.personID, caller.personId);
  if (!isOwner && !isSpeakerAdmin(caller)) throw forbidden('Only the speaker or an administrator can edit this profile.');
  const media = applySpeakerMedia(store, caller, body, record.presentationVideo ?? null);
  applyProfile(record, body);
  setMedia(record, media);
  return ok(profileOf(record));
};

const getSpeakerProfileInfo: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ id: string; speakersWhoAre: string }>(request);
  const record = body.id ? findById(store, body.id) : undefined;
  const isOwner = !!record && (sameId(record.speakerId, ownId(caller)) || sameId(record.personID, caller.personId));
  // Only approved profiles are public; the applicant and administrators see the others.
  if (!record || (record.approvalStatus !== 'A' && !isOwner && !isSpeakerAdmin(caller))) throw notFound('No speaker with this id.');
  if (body.speakersWhoAre === 'IsCFFSpeaker' && record.recordType !== 'CFF') throw notFound('This speaker is not a certified forum facilitator.');
  return ok(profileOf(record));
};

const getSpeakerRegistrationStatus: OperationHandler = (request, _caller, store) => {
  const id = param(request, 'id');
  const record = findById(store, id);
  if (record) return ok(record.approvalStatus);
  const persona = personas.find((p) => sameId(p.personId, id) || sameId(p.speakerId, id));
  return ok(persona?.speakerRegistrationStatus ?? null);
};

const speakerStatusOf = (store: Store, caller: Caller, persona: Persona | undefined) => ownRecord(store, caller)?.approvalStatus ?? persona?.speakerRegistrationStatus ?? null;

const lookup = (list: unknown): OperationHandler => () => ok(list);

function countries(store: Store) {
  const list = countriesWithStates().map((c) => ({ id: c.code, name: c.name, states: c.states }));
  for (const name of new Set(indexOf(store).network.members.map((m) => m.country))) {
    if (name && !list.some((c) => c.name === name)) list.push({ id: slug(name).toUpperCase(), name, states: [] });
  }
  return list.sort((a, b) => compareText(a.name, b.name));
}

/** Speaker and CFF domain (`store.speaker`). */
export const speakerDomain: SandboxDomain = {
  name: 'speaker',
  seed,
  handlers: {
    getSpeakerAssociations: lookup(ASSOCIATIONS),
    getSpeakerLanguages: lookup(LANGUAGES),
    getSpeakerTopics: lookup(topicTree([])),
    getSpeakerFeeRange: lookup(FEE_VALUES.map((value, key) => ({ key, value }))),
    getSpeakerFeeRanges: lookup(FEE_BANDS),
    getSpeakerCountryAndStates: (_request, _caller, store) => ok(countries(store)),
    getSpeakerRegions: (_request, _caller, store) => ok(communitiesOfKind(store, 'region').map((r) => ({ id: r.communityId, name: r.name }))),
    getSpeakerRegistrationStatus,
    isApprovedSpeaker: (_request, caller, store) => ok(speakerStatusOf(store, caller, actingPersona(caller)) === 'A'),
    isBecomeSpeaker: (_request, caller, store) => ok(speakerStatusOf(store, caller, actingPersona(caller)) !== null),
    getPendingSpeakersCount: (_request, _caller, store) => ok(slice(store).speakers.filter((r) => r.approvalStatus === 'P').length),
    canViewSpeakerAdminDirectory: (_request, caller) => ok(isSpeakerAdmin(caller)),
    getSpeakerSas: (request) => ok(`https://media.example/speakers/uploads/${encodeURIComponent(param(request, 'n'))}?sig=sandbox-signature`),
    getPendingSpeakers,
    getReviewedSpeakers,
    approveSpeakerRequest: review('A'),
    rejectSpeakerRequest: review('D'),
    saveSpeaker,
    editSpeaker,
    getSpeakerProfileInfo,
    uploadSpeakerProfileImage,
    uploadsUploadSpeakerProfile,
    saveSpeakerTermsAndConditions: (request, caller, store) => {
      const accepted = bodyOf<{ termsAndConditionsAccepted: boolean }>(request).termsAndConditionsAccepted === true;
      const s = slice(store);
      const id = ownId(caller);
      s.termsAccepted = s.termsAccepted.filter((x) => !sameId(x, id));
      if (accepted) s.termsAccepted.push(id);
      return ok(true);
    },
    searchSpeakerDirectory,
    speakerSearchAutocomplete,
    speakerTypeAhead,
  },
};

