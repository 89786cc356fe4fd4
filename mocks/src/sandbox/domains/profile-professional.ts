// The professional collections of the member profile (spec 002 §2, §3, §6, §7): accomplishments,
// company investments, professional roles and training and certifications (the v2 calls, keyed by
// companyId), professional experience (primaryId, isActive; our paths, docs/contracts.md), the
// profile's lookup lists (get-profile-dropdowns) and the chapter admin's right to edit a profile
// (can-chapter-admin-edit-profile). State: a save by the owner, or by a chapter admin the server
// allows, is what everyone reading that profile sees next. A member without stored collections
// reads ones derived from their network record (their company and title), so every profile has a
// professional experience; the personas get richer seeded collections.
import type { profiles } from '@ypo/sdk';
import { personas } from '../../personas.ts';
import { EMPTY_GUID, bodyOf, forbidden, newId, notFound, now, ok, param, patternId, sameId, sliceOf, unprocessable } from '../helpers.ts';
import type { NetworkMember } from '../network-types.ts';
import type { OperationHandler, Rng, SandboxDomain, Store } from '../types.ts';
import { findCommunity, findMember, INDUSTRIES, membershipsOf } from './network.ts';

type Schemas = profiles.components['schemas'];
/** An entry of each collection, as the contract has it. */
type Accomplishment = Schemas['Accomplishment'];
type CompanyInvestment = Schemas['CompanyInvestment'];
type ProfessionalRole = Schemas['ProfessionalRole'];
type TrainingAndCertification = Schemas['TrainingAndCertification'];
type ProfessionalExperience = Schemas['ProfessionalExperience'];

/** One person's professional collections; a collection not stored yet is derived from the network record. */
export interface ProfessionalCollections {
  accomplishments?: Accomplishment[];
  companyInvestments?: CompanyInvestment[];
  professionalRoles?: ProfessionalRole[];
  trainingAndCertifications?: TrainingAndCertification[];
  professionalExperience?: ProfessionalExperience[];
}

/** `store.profileProfessional`: collections by person id (lower case). */
export interface ProfileProfessionalSlice {
  byPerson: Record<string, ProfessionalCollections>;
}

type CollectionName = keyof ProfessionalCollections;

const slice = (store: Store) => sliceOf<ProfileProfessionalSlice>(store, 'profileProfessional');

/** The lookup lists of the profile forms (spec 002 §3), as names; ids are their 1-based positions. */
export const PROFILE_LOOKUPS = {
  industry: INDUSTRIES,
  presidentType: ['Founder', 'Second Generation', 'Hired', 'Owner', 'Franchisee'],
  companyType: ['Private', 'Public', 'Family Owned', 'Non-Profit', 'Government'],
  size: ['1-49 employees', '50-249 employees', '250-499 employees', '500-999 employees', '1000+ employees'],
  businessScope: ['Local', 'Regional', 'National', 'International'],
  familyInterest: ['Sailing', 'Skiing', 'Golf', 'Travel', 'Cooking', 'Music', 'Art', 'Hiking'],
  relationshipStatus: ['Married', 'Partnered', 'Single', 'Widowed', 'Divorced'],
  addressType: ['Business', 'Home', 'Vacation', 'Other'],
  emergencyRelation: ['Spouse/Partner', 'Child', 'Parent', 'Sibling', 'Friend', 'Assistant'],
  school: ['Harbor City University', 'Northwind Institute of Technology', 'Lakeshore Business School', 'Cedar Bay College', 'Redstone University'],
  degree: ['BA', 'BSc', 'MBA', 'MSc', 'PhD', 'JD'],
  prefix: ['Mr.', 'Ms.', 'Mrs.', 'Dr.', 'Prof.'],
  suffix: ['Jr.', 'Sr.', 'II', 'III'],
  spouseAccess: ['Full access', 'Limited access', 'No access'],
  socialNetworkType: ['LinkedIn', 'X', 'Facebook', 'Instagram', 'YouTube'],
} as const satisfies Record<string, readonly string[]>;

const lookupList = (names: readonly string[]) => names.map((name, index) => ({ id: String(index + 1), name }));

function requireMemberRecord(store: Store, personId: string): NetworkMember {
  const member = findMember(store, personId);
  if (!member) throw notFound('No person with this id.');
  return member;
}

function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** The collections derived from a member's network record: their current position, as an active entry and a role. */
function derived(member: NetworkMember, name: CollectionName): NonNullable<ProfessionalCollections[CollectionName]> {
  const personId = member.personId.toLowerCase();
  const since = Math.max(1960, yearOf(member.joinedDate) - 4);
  switch (name) {
    case 'professionalExperience':
      return member.companyName
        ? [{ primaryId: personId, personId, companyName: member.companyName, title: member.title, industry: member.industry, startMonth: 1, startYear: since, endMonth: null, endYear: null, isActive: member.recordType !== 'Former Member' }]
        : [];
    case 'professionalRoles':
      return member.companyName && member.recordType === 'Member'
        ? [{ companyId: personId, personId, companyName: member.companyName, title: member.title, industry: member.industry, presidentType: 'Founder', companyType: 'Private', companySize: '50-249 employees', businessScope: 'Regional', month: 1, year: since }]
        : [];
    default:
      return [];
  }
}

/** A person's collection: the stored one, or the one derived from their network record. */
function collectionOf<N extends CollectionName>(store: Store, personId: string, name: N): NonNullable<ProfessionalCollections[N]> {
  const stored = slice(store).byPerson[personId.toLowerCase()]?.[name];
  if (stored) return stored as NonNullable<ProfessionalCollections[N]>;
  return derived(requireMemberRecord(store, personId), name) as NonNullable<ProfessionalCollections[N]>;
}

function storeCollection<N extends CollectionName>(store: Store, personId: string, name: N, entries: NonNullable<ProfessionalCollections[N]>): void {
  const byPerson = slice(store).byPerson;
  const id = personId.toLowerCase();
  byPerson[id] = { ...byPerson[id], [name]: entries };
}

/**
 * spec 002 §6: 'Chapter admin: may edit another profile only if the server allows it'. The sandbox
 * allows an admin of a chapter the member belongs to, and nobody for another chapter's members.
 */
export function canChapterAdminEdit(store: Store, adminId: string, personId: string): boolean {
  const chapterIds = new Set(
    membershipsOf(store, personId)
      .filter((m) => findCommunity(store, m.communityId)?.communityType === 'chapter')
      .map((m) => m.communityId.toLowerCase()),
  );
  return membershipsOf(store, adminId).some((m) => m.isAdmin && chapterIds.has(m.communityId.toLowerCase()));
}

/**
 * THE write rule of every profile domain (profile-professional, profile-personal): the owner, or a
 * chapter admin that {@link canChapterAdminEdit} allows (spec 002 §6, the server decides who edits).
 */
export function mayEditProfile(store: Store, callerId: string, personId: string): boolean {
  return sameId(callerId, personId) || canChapterAdminEdit(store, callerId, personId);
}

/** Owner or an allowed chapter admin (spec 002 §6), or 403. */
function requireEditor(store: Store, callerId: string, personId: string): void {
  requireMemberRecord(store, personId);
  if (!mayEditProfile(store, callerId, personId)) throw forbidden('You may not edit this profile.');
}

const blank = (text: string | null | undefined) => (text ?? '').trim().length === 0;

/** The server clock's year: no date of an entry lies after it. */
const currentYear = (store: Store) => new Date(now(store)).getUTCFullYear();

function checkYear(store: Store, field: string, year: number | null | undefined, errors: Record<string, string[]>): void {
  if (typeof year === 'number' && year > currentYear(store)) errors[field] = ['must not be after the current year'];
}

/** The field errors of an entry beyond the contract's own (names present after trimming, dates). */
function entryErrors(store: Store, name: CollectionName, entry: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const required = name === 'trainingAndCertifications' ? ['certificationName', 'courseName'] : ['companyName'];
  for (const field of required) if (blank(entry[field] as string | undefined)) errors[field] = ['is required'];
  if (name === 'professionalExperience') {
    const e = entry as Partial<ProfessionalExperience>;
    checkYear(store, 'startYear', e.startYear, errors);
    checkYear(store, 'endYear', e.endYear, errors);
    if (e.isActive && (e.endMonth != null || e.endYear != null)) errors.endYear = ['a current position has no end date'];
    if (e.startYear != null && e.startMonth != null && e.endYear != null && e.endMonth != null && e.endYear * 12 + e.endMonth <= e.startYear * 12 + e.startMonth) {
      errors.endYear = ['End date must be greater than start date.'];
    }
  } else {
    checkYear(store, 'year', entry.year as number | undefined, errors);
  }
  return errors;
}

const ANSWER_KEY: Record<CollectionName, string> = {
  accomplishments: 'accomplishments',
  companyInvestments: 'companyInvestments',
  professionalRoles: 'professionalRoles',
  trainingAndCertifications: 'trainingAndCertifications',
  professionalExperience: 'professionalExperience',
};

function answer(store: Store, personId: string, name: CollectionName) {
  return ok({ personId: personId.toLowerCase(), [ANSWER_KEY[name]]: collectionOf(store, personId, name) });
}

type Entry = { personId: string } & Record<string, unknown>;

/** The handlers of one collection: get by person id, save (new id), update and delete by the entry's id. */
function collectionHandlers(name: CollectionName, idField: 'companyId' | 'primaryId', pathId: string) {
  const read = (store: Store, personId: string) => collectionOf(store, personId, name) as unknown as Entry[];
  const write = (store: Store, personId: string, entries: Entry[]) => storeCollection(store, personId, name, entries as never);
  const checked = (request: Parameters<OperationHandler>[0], callerId: string, store: Store): Entry => {
    const body = bodyOf<Entry>(request) as Entry;
    requireEditor(store, callerId, body.personId);
    const errors = entryErrors(store, name, body);
    if (Object.keys(errors).length > 0) throw unprocessable('The entry is not valid.', errors);
    const entry: Entry = { ...body, personId: body.personId.toLowerCase() };
    for (const [field, value] of Object.entries(entry)) if (typeof value === 'string' && field !== idField && field !== 'personId') entry[field] = value.trim();
    return entry;
  };
  const get: OperationHandler = (request, _caller, store) => {
    const personId = param(request, 'id');
    requireMemberRecord(store, personId);
    return answer(store, personId, name);
  };
  const save: OperationHandler = (request, caller, store) => {
    const entry = checked(request, caller.personId, store);
    const entries = read(store, entry.personId);
    // The client sends the empty id for a new entry (spec 002 §9); the server names it.
    const given = String(entry[idField] ?? '');
    const isTaken = given === EMPTY_GUID || entries.some((e) => sameId(String(e[idField]), given));
    write(store, entry.personId, [...entries, { ...entry, [idField]: isTaken ? newId() : given.toLowerCase() }]);
    return answer(store, entry.personId, name);
  };
  const update: OperationHandler = (request, caller, store) => {
    const entry = checked(request, caller.personId, store);
    const entries = read(store, entry.personId);
    const index = entries.findIndex((e) => sameId(String(e[idField]), String(entry[idField])));
    if (index < 0) throw notFound('No entry with this id.');
    write(store, entry.personId, entries.map((e, i) => (i === index ? { ...entry, [idField]: e[idField] } : e)));
    return answer(store, entry.personId, name);
  };
  const remove: OperationHandler = (request, caller, store) => {
    const id = param(request, pathId);
    const body = bodyOf<Entry>(request) as Entry;
    requireEditor(store, caller.personId, body.personId);
    if (!sameId(String(body[idField]), id)) throw unprocessable('The entry is not the one of the path.', { [idField]: ['must be the id of the path'] });
    const entries = read(store, body.personId);
    if (!entries.some((e) => sameId(String(e[idField]), id))) throw notFound('No entry with this id.');
    write(store, body.personId, entries.filter((e) => !sameId(String(e[idField]), id)));
    return answer(store, body.personId, name);
  };
  return { get, save, update, remove };
}

const accomplishments = collectionHandlers('accomplishments', 'companyId', 'companyId');
const investments = collectionHandlers('companyInvestments', 'companyId', 'companyId');
const roles = collectionHandlers('professionalRoles', 'companyId', 'companyId');
const trainings = collectionHandlers('trainingAndCertifications', 'companyId', 'companyId');
const experience = collectionHandlers('professionalExperience', 'primaryId', 'primaryId');

const canChapterAdminEditProfile: OperationHandler = (request, caller, store) => {
  const personId = param(request, 'id');
  requireMemberRecord(store, personId);
  return ok(canChapterAdminEdit(store, caller.personId, personId));
};

const getProfileDropdowns: OperationHandler = () =>
  ok(Object.fromEntries(Object.entries(PROFILE_LOOKUPS).map(([key, names]) => [key, lookupList(names)])));

const ACCOMPLISHMENTS = [
  'Regional logistics company of the year.',
  'Entrepreneur of the year award.',
  'Best employer in the region.',
  'Opened the first overseas office.',
  'Export award for outstanding growth.',
];
const CERTIFICATIONS: readonly [string, string][] = [
  ['Certified Forum Moderator', 'Forum Moderator Training'],
  ['Board Director Certificate', 'Board Governance Program'],
  ['Presidents Program Certificate', 'Presidents Program'],
  ['Sustainable Finance Certificate', 'Sustainable Finance Essentials'],
];
const INVESTMENTS = ['Harbor Cold Chain', 'Tidewater Robotics', 'Juniper Health', 'Obsidian Energy', 'Lantern Media'];

/** Rich collections of a persona with a member record: two positions, roles, awards, investments, courses. */
function seedPersona(member: NetworkMember, rng: Rng, n: number): ProfessionalCollections {
  const personId = member.personId.toLowerCase();
  const id = (kind: number, i: number) => patternId('c0a00000', n * 100 + kind * 10 + i);
  const startYear = 2004 + rng.int(0, 10);
  const industry = member.industry || 'Technology';
  return {
    professionalExperience: [
      { primaryId: id(1, 1), personId, companyName: member.companyName, title: member.title, industry, startMonth: rng.int(1, 12), startYear, endMonth: null, endYear: null, isActive: true },
      { primaryId: id(1, 2), personId, companyName: `${member.familyName} Consulting`, title: 'Managing Partner', industry: 'Professional Services', startMonth: 1, startYear: startYear - 6, endMonth: 12, endYear: startYear - 1, isActive: false },
    ],
    professionalRoles: [
      { companyId: id(2, 1), personId, companyName: member.companyName, title: member.title, presidentType: rng.pick(PROFILE_LOOKUPS.presidentType), companyType: 'Private', companySize: rng.pick(PROFILE_LOOKUPS.size), businessScope: rng.pick(PROFILE_LOOKUPS.businessScope), industry, month: rng.int(1, 12), year: startYear },
    ],
    accomplishments: [{ companyId: id(3, 1), personId, companyName: member.companyName, description: rng.pick(ACCOMPLISHMENTS), month: rng.int(1, 12), year: 2020 + rng.int(0, 5) }],
    companyInvestments: [
      { companyId: id(4, 1), personId, companyName: rng.pick(INVESTMENTS), industry: rng.pick(INDUSTRIES), website: 'https://connect.example/portfolio', description: 'Minority stake in a growing company.' },
    ],
    trainingAndCertifications: [
      (([certificationName, courseName]) => ({ companyId: id(5, 1), personId, certificationName, courseName, month: rng.int(1, 12), year: 2018 + rng.int(0, 6) }))(rng.pick(CERTIFICATIONS)),
    ],
  };
}

/** The `profileProfessional` domain: the professional collections, the lookup lists and the chapter admin's edit right. */
export const profileProfessionalDomain: SandboxDomain = {
  name: 'profile-professional',
  seed: (store, rng) => {
    const byPerson: Record<string, ProfessionalCollections> = {};
    personas.forEach((persona, n) => {
      const member = findMember(store, persona.personId);
      if (member && member.recordType === 'Member' && member.companyName) byPerson[member.personId.toLowerCase()] = seedPersona(member, rng, n + 1);
    });
    store.profileProfessional = { byPerson } satisfies ProfileProfessionalSlice;
  },
  handlers: {
    canChapterAdminEditProfile,
    getProfileDropdowns,
    getAccomplishments: accomplishments.get,
    saveAccomplishment: accomplishments.save,
    updateAccomplishment: accomplishments.update,
    deleteAccomplishment: accomplishments.remove,
    getCompanyInvestments: investments.get,
    saveCompanyInvestment: investments.save,
    updateCompanyInvestment: investments.update,
    deleteCompanyInvestment: investments.remove,
    getProfessionalRoles: roles.get,
    saveProfessionalRole: roles.save,
    updateProfessionalRole: roles.update,
    deleteProfessionalRole: roles.remove,
    getTrainingAndCertifications: trainings.get,
    saveTrainingAndCertification: trainings.save,
    updateTrainingAndCertification: trainings.update,
    deleteTrainingAndCertification: trainings.remove,
    getProfessionalExperience: experience.get,
    saveProfessionalExperience: experience.save,
    updateProfessionalExperience: experience.update,
    deleteProfessionalExperience: experience.remove,
  },
};
