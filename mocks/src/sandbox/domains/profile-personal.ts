// The member profile's personal collections (spec 002 §3, §5, §7; the paths are ours, docs/contracts.md):
// education, addresses, social networks, relationships and external connections (lists), and contact
// information, family, biography, emergency contact and assistant (one each). One slice for everybody:
// a save by one member is what every reader gets next. The personas who are members are seeded (rng);
// anybody else starts from the network's own facts (email, phone, biography) and empty sections.
// Writes: the one profile write rule, mayEditProfile (profile-professional.ts). An email another person holds
// (a network member's, or a contact email someone saved) refuses a contact or relationship save with
// 422 and the message 'Email already exists' (spec 002 §5, §8), which the app takes as a soft result;
// is-email-exists answers from the same people.
import type { profiles } from '@ypo/sdk';
import { personas } from '../../personas.ts';
import { bodyOf, clone, forbidden, getNetwork, newId, notFound, ok, param, sameId, specError, sliceOf, unprocessable } from '../helpers.ts';
import type { Caller, OperationHandler, Rng, SandboxDomain, SandboxRequest, Store } from '../types.ts';
import { findMember } from './network.ts';
import { mayEditProfile } from './profile-professional.ts';

type Schemas = profiles.components['schemas'];
type Education = Schemas['Education'];
type Address = Schemas['Address'];
type SocialNetwork = Schemas['SocialNetwork'];
type Relationship = Schemas['Relationship'];
type ExternalConnection = Schemas['ExternalConnection'];

/** One member's personal sections, as stored (person ids lower case). */
export interface PersonalSections {
  educationDetails: Education[];
  addresses: Address[];
  socialNetworks: SocialNetwork[];
  relationships: Relationship[];
  externalConnections: ExternalConnection[];
  contactInformation: Schemas['ContactInformation'];
  family: Pick<Schemas['Family'], 'familyDetails' | 'familyInterests'>;
  biographyInformation: string | null;
  emergencyContact: Omit<Schemas['EmergencyContact'], 'personId'>;
  assistant: Omit<Schemas['Assistant'], 'personId'>;
}

/** `store.profilePersonal`: the sections of each member who has any, by person id (lower case). */
export interface ProfilePersonalSlice {
  people: Record<string, PersonalSections>;
}

// spec 002 §8, quoted: the server's message the relationship and email saves answer with.
const EMAIL_ALREADY_EXISTS = 'Email already exists';
// spec 002 §5: at most 5 education entries; up to two addresses are shared.
const EDUCATION_MAX = 5;
const SHARED_ADDRESSES_MAX = 2;

const slice = (store: Store) => sliceOf<ProfilePersonalSlice>(store, 'profilePersonal');

const NO_EMERGENCY_CONTACT: PersonalSections['emergencyContact'] = { firstName: null, lastName: null, relation: null, phone: null, email: null };
const NO_ASSISTANT: PersonalSections['assistant'] = { firstName: null, lastName: null, email: null, phone: null, extension: null };

/** A member's sections as the network first knows them: contact and biography from the member, nothing else. */
function freshSections(store: Store, personId: string): PersonalSections {
  const member = findMember(store, personId);
  if (!member) throw notFound('No person with this id.');
  return {
    educationDetails: [],
    addresses: [],
    socialNetworks: [],
    relationships: [],
    externalConnections: [],
    contactInformation: { personId: member.personId, email: member.email, alternateEmail: null, mobilePhone: member.phone, businessPhone: null, extension: null, websiteUrl: null },
    family: { familyDetails: { Child: [], 'Spouse/Partner': [] }, familyInterests: [] },
    biographyInformation: member.biography || null,
    emergencyContact: { ...NO_EMERGENCY_CONTACT },
    assistant: { ...NO_ASSISTANT },
  };
}

/** The sections of a member (stored, else fresh); 404 for somebody the network does not know. */
export function personalSectionsOf(store: Store, personId: string): PersonalSections {
  return slice(store).people[personId.toLowerCase()] ?? freshSections(store, personId);
}

/** The sections to change: stored from the first write on. */
function writable(store: Store, personId: string): PersonalSections {
  const people = slice(store).people;
  const key = personId.toLowerCase();
  return (people[key] ??= freshSections(store, personId));
}

/** The person a write is for (the body's personId), once the caller may edit them. */
function ownerOf(request: SandboxRequest, caller: Caller, store: Store): string {
  const personId = bodyOf<{ personId: string }>(request).personId ?? '';
  if (!findMember(store, personId)) throw notFound('No person with this id.');
  if (!mayEditProfile(store, caller.personId, personId)) throw forbidden('You may not edit this profile.');
  return personId;
}

/** Who holds an email: the network's members and the contact emails saved in the sandbox (lower case ids). */
function holdersOf(store: Store, email: string): Set<string> {
  const wanted = email.trim().toLowerCase();
  const holders = new Set<string>();
  for (const member of getNetwork(store).members) if (member.email.toLowerCase() === wanted) holders.add(member.personId.toLowerCase());
  for (const [id, sections] of Object.entries(slice(store).people)) if (sections.contactInformation.email.toLowerCase() === wanted) holders.add(id);
  // A saved contact email replaces the member's own: the old one is free again.
  for (const id of [...holders]) {
    const stored = slice(store).people[id];
    if (stored && stored.contactInformation.email.toLowerCase() !== wanted) holders.delete(id);
  }
  return holders;
}

/** Whether a person other than `personId` holds the email. */
export function isEmailTaken(store: Store, personId: string, email: string): boolean {
  return [...holdersOf(store, email)].some((id) => !sameId(id, personId));
}

function refuseTakenEmail(store: Store, personId: string, email: string | null | undefined) {
  if (email && isEmailTaken(store, personId, email)) throw specError(422, EMAIL_ALREADY_EXISTS, { email: [EMAIL_ALREADY_EXISTS] });
}

/** A list section: its answer key, entry id field, and the rules a save or update checks. */
interface ListSection<T> {
  key: 'educationDetails' | 'addresses' | 'socialNetworks' | 'relationships' | 'externalConnections';
  idField: keyof T & string;
  pathId: string;
  check?: (store: Store, personId: string, entries: readonly T[], entry: T) => void;
}

const listAnswer = (personId: string, key: string, entries: readonly unknown[]) => ok({ personId: personId.toLowerCase(), [key]: clone(entries) });

function listHandlers<T extends { personId: string }>(section: ListSection<T>) {
  const entriesOf = (sections: PersonalSections) => sections[section.key] as unknown as T[];
  const get: OperationHandler = (request, _caller, store) => {
    const personId = param(request, 'id');
    return listAnswer(personId, section.key, entriesOf(personalSectionsOf(store, personId)));
  };
  const save: OperationHandler = (request, caller, store) => {
    const personId = ownerOf(request, caller, store);
    const entries = entriesOf(writable(store, personId));
    const entry = { ...(request.body as T), personId: personId.toLowerCase(), [section.idField]: newId() } as T;
    section.check?.(store, personId, entries, entry);
    entries.push(entry);
    return listAnswer(personId, section.key, entries);
  };
  const update: OperationHandler = (request, caller, store) => {
    const personId = ownerOf(request, caller, store);
    const entries = entriesOf(writable(store, personId));
    const body = request.body as T;
    const at = entries.findIndex((e) => sameId(e[section.idField] as string, body[section.idField] as string));
    if (at < 0) throw notFound('No entry with this id.');
    const entry = { ...body, personId: personId.toLowerCase() } as T;
    section.check?.(store, personId, entries.filter((_, i) => i !== at), entry);
    entries[at] = entry;
    return listAnswer(personId, section.key, entries);
  };
  const remove: OperationHandler = (request, caller, store) => {
    const personId = ownerOf(request, caller, store);
    const entries = entriesOf(writable(store, personId));
    const at = entries.findIndex((e) => sameId(e[section.idField] as string, param(request, section.pathId)));
    if (at < 0) throw notFound('No entry with this id.');
    entries.splice(at, 1);
    return listAnswer(personId, section.key, entries);
  };
  return { get, save, update, remove };
}

const education = listHandlers<Education>({
  key: 'educationDetails',
  idField: 'educationId',
  pathId: 'educationId',
  check: (_store, _personId, others) => {
    if (others.length >= EDUCATION_MAX) throw unprocessable(`At most ${EDUCATION_MAX} education entries.`);
  },
});
const address = listHandlers<Address>({
  key: 'addresses',
  idField: 'addressId',
  pathId: 'addressId',
  check: (_store, _personId, others, entry) => {
    if (entry.isShared && others.filter((a) => a.isShared).length >= SHARED_ADDRESSES_MAX) throw unprocessable(`At most ${SHARED_ADDRESSES_MAX} addresses are shared.`);
  },
});
const socialNetwork = listHandlers<SocialNetwork>({ key: 'socialNetworks', idField: 'socialNetworkId', pathId: 'socialNetworkId' });
const relationship = listHandlers<Relationship>({
  key: 'relationships',
  idField: 'relationshipId',
  pathId: 'relationshipId',
  check: (store, personId, _others, entry) => refuseTakenEmail(store, personId, entry.email),
});
const externalConnections = listHandlers<ExternalConnection>({ key: 'externalConnections', idField: 'companyId', pathId: 'companyId' });

/** A single section: read from the sections, written back from the body. */
function singleHandlers<T>(read: (sections: PersonalSections, personId: string) => T, write: (sections: PersonalSections, body: T, store: Store, personId: string) => void) {
  const get: OperationHandler = (request, _caller, store) => {
    const personId = param(request, 'id');
    return ok(clone(read(personalSectionsOf(store, personId), personId.toLowerCase())));
  };
  const update: OperationHandler = (request, caller, store) => {
    const personId = ownerOf(request, caller, store);
    const sections = writable(store, personId);
    write(sections, request.body as T, store, personId);
    return ok(clone(read(sections, personId.toLowerCase())));
  };
  return { get, update };
}

const contact = singleHandlers<Schemas['ContactInformation']>(
  (s, personId) => ({ ...s.contactInformation, personId }),
  (s, body, store, personId) => {
    refuseTakenEmail(store, personId, body.email);
    s.contactInformation = { ...body, personId: personId.toLowerCase() };
  },
);
const family = singleHandlers<Schemas['Family']>(
  (s, personId) => ({ personId, ...s.family }),
  (s, body) => {
    s.family = { familyDetails: body.familyDetails, familyInterests: body.familyInterests };
  },
);
const biography = singleHandlers<Schemas['Biography']>(
  (s, personId) => ({ personId, biographyInformation: s.biographyInformation }),
  (s, body) => {
    s.biographyInformation = body.biographyInformation?.trim() ? body.biographyInformation : null;
  },
);
const emergencyContact = singleHandlers<Schemas['EmergencyContact']>(
  (s, personId) => ({ personId, ...s.emergencyContact }),
  (s, { personId: _, ...body }) => {
    s.emergencyContact = body;
  },
);
const assistant = singleHandlers<Schemas['Assistant']>(
  (s, personId) => ({ personId, ...s.assistant }),
  (s, { personId: _, ...body }) => {
    s.assistant = body;
  },
);

const isMemberProfileEmailExists: OperationHandler = (request, _caller, store) => ok(isEmailTaken(store, param(request, 'personId'), param(request, 'email')));

const SCHOOLS = ['Harbor City University', 'Northwind Institute of Technology', 'Lakeshore Business School', 'Atlantic College of Commerce'] as const;
const DEGREES = ['BA', 'BSc', 'MBA', 'MSc', 'PhD'] as const;
const FIELDS = ['Economics', 'Engineering', 'Finance', 'Marketing', 'Supply chain management'] as const;
const INTERESTS = ['Sailing', 'Travel', 'Golf', 'Cooking', 'Art', 'Hiking', 'Music'] as const;
const CHILDREN = ['Zuri', 'Milo', 'Ava', 'Noah', 'Lina', 'Theo'] as const;

/** A seeded member's sections: a few entries of each list, drawn from `rng`. */
function seededSections(store: Store, rng: Rng, personId: string, index: number): PersonalSections {
  const sections = freshSections(store, personId);
  const member = findMember(store, personId)!;
  const id = member.personId.toLowerCase();
  const educationCount = rng.int(1, 3);
  for (let n = 0; n < educationCount; n += 1) {
    sections.educationDetails.push({
      educationId: rng.guid('profile-education', index * 10 + n),
      personId: id,
      schoolName: rng.pick(SCHOOLS),
      schoolType: n === 0 ? 'University' : 'Business school',
      degree: rng.pick(DEGREES),
      fieldOfStudy: rng.pick(FIELDS),
      graduationYear: 1985 + rng.int(0, 35),
    });
  }
  sections.addresses.push({
    addressId: rng.guid('profile-address', index),
    personId: id,
    addressType: 'Business',
    street: `${rng.int(1, 99)} Quay Street`,
    city: member.city || 'Harbor City',
    state: 'Atlantic',
    zip: `HC ${rng.int(1000, 9999)}`,
    country: member.country || 'Harborland',
    isShared: true,
  });
  const handle = member.email.split('@')[0] ?? 'member';
  sections.socialNetworks.push({ socialNetworkId: rng.guid('profile-social', index), personId: id, socialNetworkType: 'LinkedIn', url: `https://connect.example/in/${handle}` });
  const interests = new Set<string>();
  for (let n = rng.int(1, 3); n > 0; n -= 1) interests.add(rng.pick(INTERESTS));
  sections.family = {
    familyDetails: {
      Child: [{ familyMemberId: rng.guid('profile-family', index * 10 + 1), firstName: rng.pick(CHILDREN), lastName: member.familyName, gender: rng.pick(['Female', 'Male']), birthYear: 2005 + rng.int(0, 15) }],
      'Spouse/Partner': [],
    },
    familyInterests: [...interests],
  };
  return sections;
}

/** The `profilePersonal` domain: the member profile's personal collections and the email check. */
export const profilePersonalDomain: SandboxDomain = {
  name: 'profile-personal',
  seed: (store, rng) => {
    const people: Record<string, PersonalSections> = {};
    store.profilePersonal = { people } satisfies ProfilePersonalSlice;
    personas.forEach((persona, index) => {
      if (!findMember(store, persona.personId)) return;
      people[persona.personId.toLowerCase()] = seededSections(store, rng, persona.personId, index);
    });
    // Amara's spouse is a persona too (the fictional network, docs/contracts.md).
    const spouse = personas.find((p) => p.kind === 'spouse-partner');
    const member = personas.find((p) => p.kind === 'member');
    const amara = member && people[member.personId.toLowerCase()];
    const daniel = spouse && findMember(store, spouse.personId);
    if (amara && daniel) {
      amara.family.familyDetails['Spouse/Partner'] = [{ familyMemberId: rng.guid('profile-family', 0), firstName: daniel.firstName, lastName: daniel.familyName, gender: daniel.gender, birthYear: 1979 }];
      amara.emergencyContact = { firstName: daniel.firstName, lastName: daniel.familyName, relation: 'Spouse', phone: daniel.phone, email: daniel.email };
    }
  },
  handlers: {
    getProfileEducation: education.get,
    saveProfileEducation: education.save,
    updateProfileEducation: education.update,
    deleteProfileEducation: education.remove,
    getProfileAddresses: address.get,
    saveProfileAddress: address.save,
    updateProfileAddress: address.update,
    deleteProfileAddress: address.remove,
    getProfileSocialNetworks: socialNetwork.get,
    saveProfileSocialNetwork: socialNetwork.save,
    updateProfileSocialNetwork: socialNetwork.update,
    deleteProfileSocialNetwork: socialNetwork.remove,
    getProfileRelationships: relationship.get,
    saveProfileRelationship: relationship.save,
    updateProfileRelationship: relationship.update,
    deleteProfileRelationship: relationship.remove,
    getProfileExternalConnections: externalConnections.get,
    saveProfileExternalConnection: externalConnections.save,
    updateProfileExternalConnection: externalConnections.update,
    deleteProfileExternalConnection: externalConnections.remove,
    getProfileContactInformation: contact.get,
    updateProfileContactInformation: contact.update,
    getProfileFamily: family.get,
    updateProfileFamily: family.update,
    getProfileBiography: biography.get,
    updateProfileBiography: biography.update,
    getProfileEmergencyContact: emergencyContact.get,
    updateProfileEmergencyContact: emergencyContact.update,
    getProfileAssistant: assistant.get,
    updateProfileAssistant: assistant.update,
    isMemberProfileEmailExists,
  },
};
