// The base network every domain builds on (store.network, network-types.ts): regions, chapters,
// forums, networks, champions, groups, the businesses community and home; 2,000 seeded members with
// full profiles, plus every persona with the memberships its permissionsResult lists.
import { COMMUNITIES, personaIdentity, personas } from '../../personas.ts';
import type { Persona, UserCommunity } from '../../personas.ts';
import { artworkPath } from '../artwork.ts';
import { clone, EMPTY_GUID, getNetwork, indexOf, mediaUrl, notFound, ok, seedNow } from '../helpers.ts';
import { chance, sample } from '../rng.ts';
import { canImpersonateOf } from './impersonation.ts';
import { SandboxError } from '../types.ts';
import type { Caller, OperationHandler, Rng, SandboxDomain, Store } from '../types.ts';
import type {
  ChapterType,
  CommunityKind,
  Membership,
  Network,
  NetworkCommunity,
  NetworkMember,
  NetworkType,
} from '../network-types.ts';

/** How many generated members (record type Member) the network has; personas, spouses/partners, former members and prospects come on top. */
export const SEEDED_MEMBER_COUNT = 2000;
/** The largest member count the `SANDBOX_MEMBERS` option seeds (the 10,000-member directory bench, docs/sandbox.md). */
export const MAX_SEEDED_MEMBERS = 10_000;

/**
 * Generated members of this run: {@link SEEDED_MEMBER_COUNT}, or env `SANDBOX_MEMBERS` (a whole number from
 * SEEDED_MEMBER_COUNT to {@link MAX_SEEDED_MEMBERS}, e.g. 10000 for `pnpm bench --directory-only`). Unset, the
 * seed is the documented one; set, the first SEEDED_MEMBER_COUNT members are the same and the rest of the world differs.
 */
export function seededMemberCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SANDBOX_MEMBERS?.trim();
  if (!raw) return SEEDED_MEMBER_COUNT;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < SEEDED_MEMBER_COUNT || count > MAX_SEEDED_MEMBERS) {
    throw new Error(`SANDBOX_MEMBERS: a whole number from ${SEEDED_MEMBER_COUNT} to ${MAX_SEEDED_MEMBERS}, not ${raw}`);
  }
  return count;
}
/** Spouses/partners of seeded members, and former members. */
export const SEEDED_SPOUSE_COUNT = 140;
export const SEEDED_FORMER_COUNT = 60;
/** Prospects per chapter (members with record type Prospect, no memberships). */
export const PROSPECTS_PER_CHAPTER = 5;

const cid = (suffix: string) => `00000000-0000-4000-8000-00000000${suffix}`;

interface CommunityPlan {
  suffix: string;
  name: string;
  kind: CommunityKind;
  chapterType?: ChapterType;
  networkType?: NetworkType;
  parent?: string;
  city?: string;
  country?: string;
  moderated?: boolean;
}

const REGIONS: CommunityPlan[] = [
  { suffix: 'c201', name: 'Atlantic Region', kind: 'region' },
  { suffix: 'c202', name: 'Meridian Region', kind: 'region' },
  { suffix: 'c203', name: 'Borealis Region', kind: 'region' },
  { suffix: 'c204', name: 'Sunhaven Region', kind: 'region' },
];

const CHAPTERS: CommunityPlan[] = [
  { suffix: 'c101', name: 'Harbor City Chapter', kind: 'chapter', chapterType: 'YPO Chapter', parent: 'c201', city: 'Harbor City', country: 'Harbor Isles' },
  { suffix: 'c102', name: 'Northwind Gold Chapter', kind: 'chapter', chapterType: 'YPO Gold Chapter', parent: 'c201', city: 'Northwind', country: 'Atlantica' },
  { suffix: 'c103', name: 'Lakeshore Integrated Chapter', kind: 'chapter', chapterType: 'YPO Integrated Chapter', parent: 'c201', city: 'Lakeshore', country: 'Atlantica' },
  { suffix: 'c104', name: 'Cedar Bay Chapter', kind: 'chapter', chapterType: 'YPO Chapter', parent: 'c202', city: 'Cedar Bay', country: 'Meridia' },
  { suffix: 'c105', name: 'Redstone Gold Chapter', kind: 'chapter', chapterType: 'YPO Gold Chapter', parent: 'c202', city: 'Redstone', country: 'Meridia', moderated: true },
  { suffix: 'c106', name: 'Ironvale Integrated Chapter', kind: 'chapter', chapterType: 'YPO Integrated Chapter', parent: 'c202', city: 'Ironvale', country: 'Meridia' },
  { suffix: 'c107', name: 'Silverpine Chapter', kind: 'chapter', chapterType: 'YPO Chapter', parent: 'c203', city: 'Silverpine', country: 'Nordmark' },
  { suffix: 'c108', name: 'Amberfield Gold Chapter', kind: 'chapter', chapterType: 'YPO Gold Chapter', parent: 'c203', city: 'Amberfield', country: 'Nordmark' },
  { suffix: 'c109', name: 'Willowmere Integrated Chapter', kind: 'chapter', chapterType: 'YPO Integrated Chapter', parent: 'c203', city: 'Willowmere', country: 'Nordmark' },
  { suffix: 'c110', name: 'Copper Ridge Chapter', kind: 'chapter', chapterType: 'YPO Chapter', parent: 'c204', city: 'Copper Ridge', country: 'Solandia' },
  { suffix: 'c111', name: 'Marigold Coast Gold Chapter', kind: 'chapter', chapterType: 'YPO Gold Chapter', parent: 'c204', city: 'Marigold Coast', country: 'Solandia' },
  { suffix: 'c112', name: 'Stillwater Integrated Chapter', kind: 'chapter', chapterType: 'YPO Integrated Chapter', parent: 'c204', city: 'Stillwater', country: 'Solandia' },
];

const FORUM_NAMES = [
  'Blue Heron', 'Granite', 'Osprey', 'Basalt', 'Kestrel', 'Quartz', 'Lighthouse', 'Driftwood', 'Cormorant', 'Slate',
  'Tidewater', 'Juniper', 'Pelican', 'Obsidian', 'Aurora', 'Lantern', 'Sandpiper', 'Cobalt', 'Meadowlark', 'Ember',
  'Harrier', 'Flint', 'Marlin', 'Cypress',
];

const OTHER_COMMUNITIES: CommunityPlan[] = [
  { suffix: 'c401', name: 'Family Business Network', kind: 'network', networkType: 'FAMILY', moderated: true },
  { suffix: 'c402', name: 'Impact Investing Network', kind: 'network', networkType: 'IMPACT' },
  { suffix: 'c403', name: 'Maritime Trade Network', kind: 'network', networkType: 'BUSINESS' },
  { suffix: 'c404', name: 'Offshore Sailing Network', kind: 'network', networkType: 'PERSONAL' },
  { suffix: 'c405', name: 'Agritech Founders Network', kind: 'network', networkType: 'BUSINESS' },
  { suffix: 'c406', name: 'Jazz and Blues Network', kind: 'network', networkType: 'PERSONAL', moderated: true },
  { suffix: 'c501', name: 'Sustainability Champions', kind: 'champion' },
  { suffix: 'c502', name: 'Wellbeing Champions', kind: 'champion' },
  { suffix: 'c601', name: 'Mentoring Group', kind: 'group' },
  { suffix: 'c602', name: 'Champion Mentoring Group', kind: 'group' },
  { suffix: 'c603', name: 'Executive Education Group', kind: 'group' },
  { suffix: 'c701', name: 'Businesses', kind: 'businesses' },
];

const FEMALE = [
  'Amina', 'Beatriz', 'Camille', 'Dalia', 'Elena', 'Farah', 'Greta', 'Hana', 'Ilse', 'Jana', 'Kaia', 'Leila', 'Mira', 'Nadia',
  'Olena', 'Paloma', 'Rania', 'Saoirse', 'Talia', 'Uma', 'Vera', 'Wren', 'Ximena', 'Yara', 'Zofia', 'Adaeze', 'Brigid', 'Chiara',
  'Dagny', 'Esme', 'Freya', 'Gaia', 'Helka', 'Imani', 'Joelle', 'Keiko', 'Linnea', 'Maren', 'Noor', 'Oona', 'Priya', 'Rosalind',
  'Signe', 'Thandiwe', 'Ulla', 'Valentina', 'Wanjiru', 'Yoko', 'Zara', 'Anouk',
];
const MALE = [
  'Anders', 'Bastian', 'Cyrus', 'Dmitri', 'Emeka', 'Felix', 'Gustavo', 'Hamid', 'Ivo', 'Jonas', 'Kofi', 'Lorenzo', 'Mateo',
  'Nikhil', 'Orrin', 'Pavel', 'Quentin', 'Rafael', 'Soren', 'Tariq', 'Ugo', 'Viktor', 'Wendell', 'Xavier', 'Yusuf', 'Zoltan',
  'Aurelio', 'Bram', 'Caspian', 'Dario', 'Eamon', 'Florian', 'Gideon', 'Hakon', 'Idris', 'Jasper', 'Kenji', 'Lucan', 'Magnus',
  'Nils', 'Oskar', 'Piet', 'Rohan', 'Stellan', 'Teodor', 'Ulrik', 'Vasco', 'Wim', 'Yannick', 'Zeno',
];
const FAMILY = [
  'Abernathy', 'Bergqvist', 'Castellanos', 'Delacourt', 'Eriksen', 'Fairweather', 'Galloway', 'Halvorsen', 'Ibarra', 'Jovanovic',
  'Kowalczyk', 'Lindahl', 'Marchand', 'Nakagawa', 'Oyelaran', 'Petrakis', 'Quintero', 'Rasmussen', 'Sandoval', 'Thorsen',
  'Underhill', 'Valdivia', 'Westergaard', 'Yilmazer', 'Zamorano', 'Achterberg', 'Brightwater', 'Cordero', 'Dunmore', 'Esterhuizen',
  'Falkenrath', 'Grimaldi', 'Hollister', 'Iversen', 'Kaczmarek', 'Laurendeau', 'Montague', 'Nyberg', 'Okonkwo', 'Pemberton',
  'Ravensworth', 'Saltonstall', 'Tremblay', 'Uccello', 'Vandermeer', 'Whitlock', 'Xanthopoulos', 'Ystad', 'Zuberi', 'Ashdown',
  'Blackwood', 'Crestfield', 'Dalmore', 'Everly', 'Fenwick', 'Gravenor', 'Hartigan', 'Ingleby', 'Jessop', 'Kingsley',
  'Lachance', 'Moreau', 'Northcott', 'Ostrander', 'Penhallow', 'Quillon', 'Rookwood', 'Stanmore', 'Thackeray', 'Umbridge',
  'Vosper', 'Wexford', 'Yardley', 'Zelinski', 'Amberley', 'Bellweather', 'Carrow', 'Dovecote', 'Elsworth', 'Frome',
];
const BUSINESS_WORDS = [
  'Logistics', 'Marine', 'Analytics', 'Timber', 'Foods', 'Capital', 'Textiles', 'Robotics', 'Energy', 'Health', 'Builders',
  'Vineyards', 'Software', 'Mills', 'Pharma', 'Freight', 'Hospitality', 'Media', 'Ceramics', 'Motors',
];
/** Industries of the seeded members (also the profile forms' industry list, domains/profile-professional.ts). */
export const INDUSTRIES = [
  'Transportation and Logistics', 'Manufacturing', 'Financial Services', 'Technology', 'Healthcare', 'Real Estate',
  'Agriculture', 'Energy and Utilities', 'Hospitality and Tourism', 'Retail and Consumer Goods', 'Media and Entertainment',
  'Professional Services', 'Construction', 'Education',
];
const TITLES = ['CEO', 'President', 'Managing Director', 'Founder and CEO', 'Chair and CEO', 'Chief Executive'];
const BIO_OPENERS = [
  'Leads a family company founded three generations ago.',
  'Built the business from a two-person workshop.',
  'Took over as chief executive after a management buyout.',
  'Grew the company into a regional market leader.',
  'Founded the company after a career in consulting.',
  'Runs an employee-owned business with a focus on apprenticeships.',
];
const BIO_INTERESTS = [
  'Enjoys offshore sailing and long-distance running.',
  'Mentors young founders in the chapter.',
  'Serves on the board of a local music school.',
  'Passionate about sustainable supply chains.',
  'Collects vintage maps and plays jazz piano.',
  'Spends weekends hiking with family.',
];

/** Fixed profile details of the personas (docs/contracts.md where it names them). */
const PERSONA_PROFILES: Record<string, { companyName: string; title: string; industry: string; gender: 'Female' | 'Male' }> = {
  'amara.okafor': { companyName: 'Okafor Logistics', title: 'CEO', industry: 'Transportation and Logistics', gender: 'Female' },
  'daniel.okafor': { companyName: 'Okafor Logistics', title: 'Spouse/Partner', industry: 'Transportation and Logistics', gender: 'Male' },
  'bruno.lindqvist': { companyName: 'Lindqvist Marine', title: 'CEO', industry: 'Transportation and Logistics', gender: 'Male' },
  'chen.weiling': { companyName: 'Lotus Analytics', title: 'Founder and CEO', industry: 'Technology', gender: 'Female' },
  'esperanza.ruiz': { companyName: 'Ruiz Vineyards', title: 'President', industry: 'Agriculture', gender: 'Female' },
  'farid.haddad': { companyName: 'Haddad Freight', title: 'Managing Director', industry: 'Transportation and Logistics', gender: 'Male' },
  'greta.novak': { companyName: 'Novak Ceramics', title: 'CEO', industry: 'Manufacturing', gender: 'Female' },
  'lucia.ferreira': { companyName: 'Ferreira Textiles', title: 'Chair and CEO', industry: 'Manufacturing', gender: 'Female' },
  'noah.bergstrom': { companyName: 'Bergstrom Robotics', title: 'Founder and CEO', industry: 'Technology', gender: 'Male' },
  'ingrid.solberg': { companyName: 'Solberg Timber', title: 'CEO', industry: 'Manufacturing', gender: 'Female' },
  'tomas.varga': { companyName: 'Varga Builders', title: 'President', industry: 'Construction', gender: 'Male' },
  'oscar.lindgren': { companyName: 'Lindgren Mills', title: 'Chief Executive', industry: 'Manufacturing', gender: 'Male' },
  'amelie.laurent': { companyName: 'Laurent Hospitality', title: 'CEO', industry: 'Hospitality and Tourism', gender: 'Female' },
};

/** Network-level roles a seeded membership can carry. */
const MEMBER_ROLE = 'Member';
const SPOUSE_ROLE = 'Spouse Partner';
const CHAPTER_ADMIN_ROLE = 'Chapter Administrator';

const slug = (text: string) => text.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const salesforceId = (rng: Rng) => {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789';
  let id = 'a0B';
  for (let i = 0; i < 15; i++) id += rng.pick([...alphabet]);
  return id;
};
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The community with this id, if any. */
export function findCommunity(store: Store, communityId: string): NetworkCommunity | undefined {
  return indexOf(store).communities.get(communityId.toLowerCase());
}

/** Community types run as groups by their admins (spec 001 §2: a network's admin panels manage its participants and configure it as a group's admins do). */
export const GROUP_RUN_TYPES: readonly CommunityKind[] = ['group', 'network'];

/**
 * The group or network with this id, or 404. `name`, the community name segment of the path
 * ('group' or 'network', as the app sends it), must name the community's type when given.
 */
export function requireGroupRun(store: Store, communityId: string, name?: string): NetworkCommunity {
  const community = findCommunity(store, communityId);
  if (!community || !GROUP_RUN_TYPES.includes(community.communityType) || (name !== undefined && name.toLowerCase() !== community.communityType)) {
    throw notFound(name?.toLowerCase() === 'network' ? 'No network with this id.' : 'No group with this id.');
  }
  return community;
}

/** The member with this person id, if any. */
export function findMember(store: Store, personId: string): NetworkMember | undefined {
  return indexOf(store).members.get(personId.toLowerCase());
}

/** Memberships of a person. */
export function membershipsOf(store: Store, personId: string): readonly Membership[] {
  return indexOf(store).membershipsByPerson.get(personId.toLowerCase()) ?? [];
}

/** Memberships of a community (its members). */
export function membersOfCommunity(store: Store, communityId: string): readonly Membership[] {
  return indexOf(store).membershipsByCommunity.get(communityId.toLowerCase()) ?? [];
}

/** The person's membership of a community, if any. */
export function membershipOf(store: Store, personId: string, communityId: string): Membership | undefined {
  const id = communityId.toLowerCase();
  return membershipsOf(store, personId).find((m) => m.communityId === id);
}

/** Whether the person administers the community (Community summary isAdmin, spec 000 §3). */
export function isCommunityAdmin(store: Store, personId: string, communityId: string): boolean {
  return membershipOf(store, personId, communityId)?.isAdmin ?? false;
}

/** Display name of a member ('First Last'), or '' for an unknown id. */
export function memberName(store: Store, personId: string): string {
  const member = findMember(store, personId);
  return member ? `${member.preferredName || member.firstName} ${member.familyName}` : '';
}

/**
 * 403 for a caller who is not a member of the community. spec 001 §6: "a forum non-member message,
 * or an all-communities non-member message plus the community type"; the spec does not give the
 * wording, so the texts follow the contract's Forbidden example and the community type goes in the
 * problem's `communityType` extension member.
 */
export function nonMemberError(community: NetworkCommunity): SandboxError {
  const detail = community.communityType === 'forum' ? 'You are not a member of this forum.' : 'You are not a member of this community.';
  return new SandboxError(403, 'Forbidden', { detail, extra: { communityType: community.communityType } });
}

/** The community, or 404; the caller must be a member, or 403 with the non-member texts. */
export function requireMembership(store: Store, caller: Caller, communityId: string): { community: NetworkCommunity; membership: Membership } {
  const community = findCommunity(store, communityId);
  if (!community) throw notFound('No community with this id.');
  const membership = membershipOf(store, caller.personId, community.communityId);
  if (!membership) throw nonMemberError(community);
  return { community, membership };
}

/** Adds a membership (join approved, invite) and keeps the index in step. */
export function addMembership(store: Store, membership: Membership): void {
  const network = getNetwork(store);
  if (membershipOf(store, membership.personId, membership.communityId)) return;
  network.memberships.push(membership);
}

/** Adds a community (a group whose create request was approved); the index follows the list's length. */
export function addCommunity(store: Store, community: NetworkCommunity): void {
  const network = getNetwork(store);
  if (findCommunity(store, community.communityId)) return;
  network.communities.push(community);
}

/** A member's new picture (the profile photo upload, spec 002 §3 profilePhoto): every answer that shows the member shows it. */
export function setProfileImageUrl(store: Store, personId: string, url: string): void {
  const member = findMember(store, personId);
  if (member) member.profileImageUrl = url;
}

/** Removes a membership (resign). */
export function removeMembership(store: Store, personId: string, communityId: string): boolean {
  const network = getNetwork(store);
  const at = network.memberships.findIndex((m) => m.personId === personId && m.communityId === communityId);
  if (at < 0) return false;
  network.memberships.splice(at, 1);
  return true;
}

/** Order of the communities list (spec 000 §1): home, chapter, forum, champion, group, network, region; businesses last. */
const LIST_ORDER: CommunityKind[] = ['home', 'chapter', 'forum', 'champion', 'group', 'network', 'region', 'businesses'];

/** Community summary for a caller (openapi/communities.yaml Community). */
export function communitySummary(store: Store, community: NetworkCommunity, personId: string) {
  const membership = membershipOf(store, personId, community.communityId);
  return {
    communityId: community.communityId,
    name: community.name,
    communityType: community.communityType,
    isAdmin: membership?.isAdmin ?? false,
    health: community.health,
    salesforceId: community.salesforceId,
    isActivityModerated: community.isActivityModerated,
    isPrimary: membership?.isPrimary ?? false,
  };
}

// --- seeding -------------------------------------------------------------------------------------

function planCommunity(plan: CommunityPlan, rng: Rng): NetworkCommunity {
  return {
    communityId: cid(plan.suffix),
    name: plan.name,
    communityType: plan.kind,
    ...(plan.chapterType ? { chapterType: plan.chapterType } : {}),
    ...(plan.networkType ? { networkType: plan.networkType } : {}),
    ...(plan.parent ? { parentId: cid(plan.parent) } : {}),
    salesforceId: salesforceId(rng),
    health: plan.kind === 'chapter' ? rng.int(48, 98) : 0,
    isActivityModerated: plan.moderated ?? false,
  };
}

function personaCommunities(persona: Persona): UserCommunity[] {
  return persona.permissionsResult.communities;
}

/** Days before the seed the first-sign-in persona joined: a new member (spec 001 §4 banner window, 1 to 90 days). */
export const NEW_MEMBER_JOINED_DAYS_AGO = 20;

/**
 * When a persona joined: the first-sign-in persona 20 days before the seeded world's now (the sandbox's
 * start, so the persona stays a new member whenever the sandbox starts), everyone else years ago.
 */
function personaJoinedDate(persona: Persona, rng: Rng, now: number): string {
  const longAgo = isoDate(Date.parse('2012-01-01') + rng.int(0, 4000) * 86_400_000);
  return persona.kind === 'first-sign-in' ? isoDate(now - NEW_MEMBER_JOINED_DAYS_AGO * 86_400_000) : longAgo;
}

function personaMember(persona: Persona, rng: Rng, now: number): NetworkMember {
  const communities = personaCommunities(persona);
  const chapter = communities.find((c) => c.communityType === 'chapter');
  const plan = CHAPTERS.find((c) => chapter && cid(c.suffix) === chapter.communityId);
  const region =
    (plan?.parent ? cid(plan.parent) : undefined) ?? communities.find((c) => c.communityType === 'region')?.communityId ?? EMPTY_GUID;
  const profile = PERSONA_PROFILES[persona.username] ?? {
    companyName: 'Connect Network Staff',
    title: 'Team Member',
    industry: 'Professional Services',
    gender: rng.pick(['Female', 'Male'] as const),
  };
  const recordType: NetworkMember['recordType'] = persona.permissionsResult.permissions.isProspect
    ? 'Prospect'
    : !persona.permissionsResult.permissions.hasConnectAccess
      ? 'Former Member'
      : persona.kind === 'spouse-partner'
        ? 'Spouse/Partner'
        : 'Member';
  return {
    ...personaIdentity(persona),
    phone: `+1555010${String(personas.indexOf(persona) + 101).padStart(4, '0')}`,
    gender: profile.gender,
    companyName: profile.companyName,
    title: profile.title,
    industry: profile.industry,
    city: plan?.city ?? 'Harbor City',
    country: plan?.country ?? 'Harbor Isles',
    biography:
      persona.username === 'amara.okafor'
        ? 'Founder of Okafor Logistics, a regional freight company.'
        : `${persona.description}. ${rng.pick(BIO_INTERESTS)}`,
    profileImageUrl: mediaUrl(`seed/people/${slug(`${persona.givenName}-${persona.familyName}`)}.svg`),
    chapterId: chapter?.communityId ?? EMPTY_GUID,
    regionId: region,
    joinedDate: personaJoinedDate(persona, rng, now),
    recordType,
  };
}

/** The persona with a non-member speaker kind has no member record (docs/personas.md). */
export function personaHasMemberRecord(persona: Persona): boolean {
  return !persona.permissionsResult.permissions.isNonMemberSpeaker;
}

function seedNetwork(store: Store, rng: Rng): void {
  const communities: NetworkCommunity[] = [];
  communities.push(planCommunity({ suffix: 'c001', name: COMMUNITIES.home.name, kind: 'home' }, rng));
  for (const plan of [...REGIONS, ...CHAPTERS]) communities.push(planCommunity(plan, rng));
  const forumPlans: CommunityPlan[] = FORUM_NAMES.map((name, i) => ({
    suffix: `c${301 + i}`,
    name: `Forum ${name}`,
    kind: 'forum',
    parent: CHAPTERS[Math.floor(i / 2)]?.suffix ?? 'c101',
  }));
  for (const plan of forumPlans) communities.push(planCommunity(plan, rng));
  for (const plan of OTHER_COMMUNITIES) communities.push(planCommunity(plan, rng));

  const members: NetworkMember[] = [];
  const memberships: Membership[] = [];
  const join = (personId: string, communityId: string, roles: string[], flags: { isAdmin?: boolean; isPrimary?: boolean } = {}) =>
    memberships.push({ personId, communityId, roles, isAdmin: flags.isAdmin ?? false, isPrimary: flags.isPrimary ?? false });

  // Personas first: their own ids and exactly the memberships their permissionsResult lists.
  for (const persona of personas) {
    if (!personaHasMemberRecord(persona)) continue;
    const member = personaMember(persona, rng, seedNow(store));
    members.push(member);
    for (const community of personaCommunities(persona)) {
      const isAdmin =
        persona.adminCommunityIds.includes(community.communityId) ||
        (community.communityType === 'chapter' && community.roles.includes(CHAPTER_ADMIN_ROLE)) ||
        (community.communityType === 'group' && community.roles.includes('Group Super Admin'));
      join(persona.personId, community.communityId, [...community.roles], {
        isAdmin,
        isPrimary: community.communityId === member.chapterId,
      });
    }
  }

  const home = cid('c001');
  const networks = communities.filter((c) => c.communityType === 'network');
  const champions = communities.filter((c) => c.communityType === 'champion');
  const groups = communities.filter((c) => c.communityType === 'group');
  const businesses = cid('c701');
  const forumsByChapter = new Map<string, string[]>();
  for (const plan of forumPlans) {
    const chapterId = cid(plan.parent ?? 'c101');
    forumsByChapter.set(chapterId, [...(forumsByChapter.get(chapterId) ?? []), cid(plan.suffix)]);
  }
  const usedEmails = new Set(members.map((m) => m.email));

  const seeded: NetworkMember[] = [];
  const memberCount = seededMemberCount();
  for (let i = 0; i < memberCount + SEEDED_SPOUSE_COUNT + SEEDED_FORMER_COUNT; i++) {
    const isSpouse = i >= memberCount && i < memberCount + SEEDED_SPOUSE_COUNT;
    const isFormer = i >= memberCount + SEEDED_SPOUSE_COUNT;
    // A spouse/partner shares the family name, company and chapter of a seeded member.
    const partner = isSpouse ? seeded[((i - memberCount) * 13 + 5) % SEEDED_MEMBER_COUNT] : undefined;
    const chapterPlan = (CHAPTERS.find((c) => partner && cid(c.suffix) === partner.chapterId) ?? CHAPTERS[i % CHAPTERS.length]) as CommunityPlan;
    const chapterId = cid(chapterPlan.suffix);
    const regionId = cid(chapterPlan.parent ?? 'c201');
    const gender = partner ? (partner.gender === 'Female' ? 'Male' : 'Female') : rng.next() < 0.45 ? 'Female' : 'Male';
    const firstName = rng.pick(gender === 'Female' ? FEMALE : MALE);
    const familyName = partner?.familyName ?? rng.pick(FAMILY);
    const companyName = partner?.companyName ?? `${familyName} ${rng.pick(BUSINESS_WORDS)}`;
    let email = `${slug(firstName)}.${slug(familyName)}@${slug(companyName)}.example`;
    for (let n = 2; usedEmails.has(email); n++) email = `${slug(firstName)}.${slug(familyName)}${n}@${slug(companyName)}.example`;
    usedEmails.add(email);
    const personId = rng.guid('member', i + 1);
    seeded.push({
      personId,
      firstName,
      familyName,
      preferredName: chance(rng, 0.15) ? firstName.slice(0, Math.max(3, Math.ceil(firstName.length / 2))) : firstName,
      email,
      phone: `+1555${String(rng.int(0, 9_999_999)).padStart(7, '0')}`,
      gender,
      companyName,
      title: isSpouse ? 'Spouse/Partner' : rng.pick(TITLES),
      industry: rng.pick(INDUSTRIES),
      city: chapterPlan.city ?? 'Harbor City',
      country: chapterPlan.country ?? 'Harbor Isles',
      biography: `${rng.pick(BIO_OPENERS)} ${rng.pick(BIO_INTERESTS)}`,
      profileImageUrl: mediaUrl(`seed/people/${slug(`${firstName}-${familyName}`)}-${i + 1}.svg`),
      chapterId,
      regionId,
      joinedDate: isoDate(Date.parse('1998-01-01') + rng.int(0, Math.floor((seedNow(store) - Date.parse('1998-01-01')) / 86_400_000)) * 86_400_000),
      recordType: isSpouse ? 'Spouse/Partner' : isFormer ? 'Former Member' : 'Member',
    });
    members.push(seeded[seeded.length - 1] as NetworkMember);
    if (isFormer) continue;
    const role = isSpouse ? SPOUSE_ROLE : MEMBER_ROLE;
    join(personId, home, [role]);
    // The first two members of each chapter administer it (besides the personas who do).
    const isChapterAdmin = !isSpouse && i < CHAPTERS.length * 2;
    join(personId, chapterId, isChapterAdmin ? [role, CHAPTER_ADMIN_ROLE] : [role], { isAdmin: isChapterAdmin, isPrimary: true });
    join(personId, regionId, [role]);
    if (isSpouse) continue;
    const forums = forumsByChapter.get(chapterId) ?? [];
    if (forums.length > 0 && chance(rng, 0.12)) join(personId, rng.pick(forums), [role]);
    for (const network of sample(rng, networks, rng.int(0, 2))) {
      join(personId, network.communityId, [role], { isAdmin: i >= 24 && i < 24 + networks.length * 2 && chance(rng, 0.5) });
    }
    if (chance(rng, 0.12)) join(personId, rng.pick(champions).communityId, [role]);
    if (chance(rng, 0.06)) join(personId, rng.pick(groups).communityId, [role]);
    if (chance(rng, 0.6)) join(personId, businesses, [role]);
  }

  // Every network, champion community and group has at least one seeded admin.
  for (const community of [...networks, ...champions, ...groups]) {
    const own = memberships.filter((m) => m.communityId === community.communityId);
    if (own.some((m) => m.isAdmin && !personas.some((p) => p.personId === m.personId))) continue;
    const first = own.find((m) => !personas.some((p) => p.personId === m.personId));
    if (first) first.isAdmin = true;
  }

  // Prospects: people in the joining process, with a member record (record type Prospect) and no memberships.
  let prospectIndex = 0;
  for (const plan of CHAPTERS) {
    for (let k = 0; k < PROSPECTS_PER_CHAPTER; k++) {
      prospectIndex++;
      const gender = rng.next() < 0.45 ? 'Female' : 'Male';
      const firstName = rng.pick(gender === 'Female' ? FEMALE : MALE);
      const familyName = rng.pick(FAMILY);
      const companyName = `${familyName} ${rng.pick(BUSINESS_WORDS)}`;
      members.push({
        personId: rng.guid('prospect', prospectIndex),
        firstName,
        familyName,
        preferredName: firstName,
        email: `${slug(firstName)}.${slug(familyName)}.p${prospectIndex}@${slug(companyName)}.example`,
        phone: `+1555${String(rng.int(0, 9_999_999)).padStart(7, '0')}`,
        gender,
        companyName,
        title: rng.pick(TITLES),
        industry: rng.pick(INDUSTRIES),
        city: plan.city ?? 'Harbor City',
        country: plan.country ?? 'Harbor Isles',
        biography: rng.pick(BIO_OPENERS),
        profileImageUrl: mediaUrl(`seed/people/${slug(`${firstName}-${familyName}`)}-p${prospectIndex}.svg`),
        chapterId: cid(plan.suffix),
        regionId: cid(plan.parent ?? 'c201'),
        joinedDate: isoDate(seedNow(store) - rng.int(10, 200) * 86_400_000),
        recordType: 'Prospect',
      });
    }
  }

  store.network = { communities, members, memberships } satisfies Network;
}

// --- handlers ------------------------------------------------------------------------------------

/** spec 000 §3: the caller's permissions result; communities follow the store (joins and resigns show). */
const getUserPermissionsAndCommunities: OperationHandler = (_request, caller, store) => {
  const acting = personas.find((p) => p.personId === caller.personId) ?? caller.persona;
  const listed = acting.personId === caller.personId ? acting.permissionsResult : undefined;
  const memberships = membershipsOf(store, caller.personId);
  const byId = new Map(memberships.map((m) => [m.communityId, m]));
  const communities: UserCommunity[] = [];
  // Keep the persona's own order, then what was joined since.
  for (const community of listed?.communities ?? []) {
    const membership = byId.get(community.communityId);
    if (!membership) continue;
    communities.push({ ...community, roles: [...membership.roles] });
    byId.delete(community.communityId);
  }
  for (const membership of byId.values()) {
    const community = findCommunity(store, membership.communityId);
    if (!community) continue;
    communities.push({ communityId: community.communityId, name: community.name, communityType: community.communityType, roles: [...membership.roles] });
  }
  const permissions = listed
    ? clone(listed.permissions)
    : {
        // An impersonated member who is not a persona: a plain member's permissions.
        ...clone(caller.persona.permissionsResult.permissions),
        isChaptersAndRegionsTeamMember: false,
        userRoles: [...new Set(memberships.flatMap((m) => m.roles))],
        canViewChapterStudioPage: false,
        canManageChapterStudio: false,
      };
  // spec 000 §6: canImpersonate as the admin tool (setMemberImpersonation) last left it.
  return ok({ permissions: { ...permissions, canImpersonate: canImpersonateOf(store, caller.personId) }, communities });
};

const listCommunitiesByUser: OperationHandler = (_request, caller, store) => {
  const list = membershipsOf(store, caller.personId)
    .map((m) => findCommunity(store, m.communityId))
    .filter((c): c is NetworkCommunity => c !== undefined)
    .sort((a, b) => LIST_ORDER.indexOf(a.communityType) - LIST_ORDER.indexOf(b.communityType) || a.name.localeCompare(b.name))
    .map((c) => communitySummary(store, c, caller.personId));
  return ok(list);
};

const getCommunity: OperationHandler = (request, caller, store) => {
  const community = findCommunity(store, request.params.id ?? '');
  if (!community) throw notFound('No community with this id.');
  // spec 001 §6: a forum is private; a non-member is refused with the non-member 403.
  if (community.communityType === 'forum' && !membershipOf(store, caller.personId, community.communityId)) throw nonMemberError(community);
  return ok(communitySummary(store, community, caller.personId));
};

const getCommunityByName: OperationHandler = (request, caller, store) => {
  const name = (request.params.name ?? '').toLowerCase();
  const type = request.params.type;
  const community = getNetwork(store).communities.find((c) => c.communityType === type && c.name.toLowerCase() === name);
  if (!community) throw notFound('No community with this name and type.');
  return ok(communitySummary(store, community, caller.personId));
};

const getCommunitiesByRegion: OperationHandler = (request, caller, store) => {
  const region = findCommunity(store, request.params.id ?? '');
  if (!region || region.communityType !== 'region') throw notFound('No region with this id.');
  const chapters = getNetwork(store).communities.filter((c) => c.parentId === region.communityId);
  return ok(chapters.map((c) => communitySummary(store, c, caller.personId)));
};

const getAllChapters: OperationHandler = (_request, _caller, store) =>
  ok(
    getNetwork(store)
      .communities.filter((c) => c.communityType === 'chapter')
      .map((c) => ({ communityId: c.communityId, name: c.name, ...(c.parentId ? { parentId: c.parentId } : {}), ...(c.chapterType ? { chapterType: c.chapterType } : {}) })),
  );

const getCommunityRegions: OperationHandler = (_request, caller, store) =>
  ok(getNetwork(store).communities.filter((c) => c.communityType === 'region').map((c) => communitySummary(store, c, caller.personId)));

const networkSummaries = (store: Store) =>
  getNetwork(store)
    .communities.filter((c) => c.communityType === 'network' && c.networkType)
    .map((c) => ({ communityId: c.communityId, name: c.name, networkType: c.networkType as NetworkType, imageUrl: mediaUrl(artworkPath('covers', `network-${c.name}`)) }));

/** The `network` domain: seeds store.network and answers the community reads (the person profile is domains/profile.ts). */
export const networkDomain: SandboxDomain = {
  name: 'network',
  seed: seedNetwork,
  handlers: {
    getUserPermissionsAndCommunities,
    listCommunitiesByUser,
    getCommunity,
    getCommunityByName,
    getCommunitiesByRegion,
    getAllChapters,
    getCommunityRegions,
    getYpoNetworks: (_request, _caller, store) => ok(networkSummaries(store)),
    getYpoLandingNetworks: (_request, _caller, store) => ok(networkSummaries(store)),
  },
};
