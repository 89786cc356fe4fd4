// The profile domain: the account profile of a person (`getPerson`, openapi/profiles.yaml) and the
// terms acceptance it reports (spec 000 §3, §7). `savePersonTermsAndConditions` stores a member's
// acceptance, and `getPerson` reads it back, so accepting the terms takes effect for the next read.
// The non-member speaker accepts through the speaker service (domains/speaker.ts).
// `registerMember` (spec 000 §7, during session start) answers the caller's user profile summary
// from the network member (or the persona), with canImpersonate as the admin tool left it.
// The external (non-member) speaker has no member record: `getPerson` answers their persona, with the
// Resource Directory Terms of Use acceptance the speaker service stored (`store.speaker.termsAccepted`).
// `getSpeakerPersonProfile` is the member part of a speaker profile: the person profile with the
// biography the member profile edits (profile-personal.ts), so a save there shows on both.
import { findPersonaByKind, personaIdentity, personas } from '../../personas.ts';
import { bodyOf, fallbackImageUrl, forbidden, indexOf, now, notFound, ok, sameId, sliceOf } from '../helpers.ts';
import type { OperationHandler, SandboxDomain, Store } from '../types.ts';
import { connectionsOf } from './directory.ts';
import { canImpersonateOf } from './impersonation.ts';
import { findMember } from './network.ts';
import { personalSectionsOf } from './profile-personal.ts';

/** A person's acceptance of the terms and of the cookie policy (dates ISO, null when not accepted). */
export interface Acceptance {
  termsAndConditionsAccepted: boolean;
  termsAndConditionsAcceptedDate: string | null;
  cookiesPolicyAccepted: boolean;
  cookiesPolicyAcceptedDate: string | null;
}

/** `store.profile`: acceptances by person id (lower case); a member without one accepted when they joined. */
export interface ProfileSlice {
  acceptance: Record<string, Acceptance>;
}

const slice = (store: Store) => sliceOf<ProfileSlice>(store, 'profile');

const acceptedOn = (date: string): Acceptance => ({
  termsAndConditionsAccepted: true,
  termsAndConditionsAcceptedDate: date,
  cookiesPolicyAccepted: true,
  cookiesPolicyAcceptedDate: date,
});

const NOTHING_ACCEPTED: Acceptance = {
  termsAndConditionsAccepted: false,
  termsAndConditionsAcceptedDate: null,
  cookiesPolicyAccepted: false,
  cookiesPolicyAcceptedDate: null,
};

/** A person's acceptance: the stored one, or accepted on the day they joined. */
function acceptanceOf(store: Store, personId: string, joinedDate: string): Acceptance {
  return slice(store).acceptance[personId.toLowerCase()] ?? acceptedOn(`${joinedDate}T09:30:00Z`);
}

/** The external speaker's person profile: the persona, with the terms acceptance of the speaker service. */
function externalSpeakerProfileOf(store: Store, personId: string) {
  const persona = personas.find((p) => sameId(p.personId, personId) && p.permissionsResult.permissions.isNonMemberSpeaker);
  if (!persona) throw notFound('No person with this id.');
  const accepted = (store.speaker as { termsAccepted?: string[] } | undefined)?.termsAccepted?.some((id) => sameId(id, persona.speakerId ?? persona.personId)) === true;
  return {
    ...personaIdentity(persona),
    fallbackProfileImageUrl: fallbackImageUrl(),
    cookiesPolicyAccepted: true,
    cookiesPolicyAcceptedDate: null,
    termsAndConditionsAccepted: accepted,
    termsAndConditionsAcceptedDate: null,
    webLoginIdhistorical: persona.username,
  };
}

function profileOf(store: Store, personId: string, callerId: string) {
  const member = findMember(store, personId);
  if (!member) return externalSpeakerProfileOf(store, personId);
  const persona = personas.find((p) => sameId(p.personId, member.personId));
  return {
    personId: member.personId,
    firstName: member.firstName,
    familyName: member.familyName,
    preferredName: member.preferredName,
    email: member.email,
    phone: member.phone,
    biography: member.biography,
    gender: member.gender,
    profileImageUrl: member.profileImageUrl,
    fallbackProfileImageUrl: fallbackImageUrl(),
    ...acceptanceOf(store, member.personId, member.joinedDate),
    webLoginIdhistorical: persona?.username ?? member.email.split('@')[0],
    // Our contract extension (openapi/profiles.yaml PersonProfile): the new-member banner reads these.
    joinedDate: member.joinedDate,
    recordType: member.recordType,
    // Our contract extension: the profile header (company, chapter, Connect button).
    companyName: member.companyName || null,
    primaryChapterName: indexOf(store).communities.get(member.chapterId.toLowerCase())?.name ?? null,
    isConnected: store.directory !== undefined && !sameId(callerId, member.personId) && connectionsOf(store, callerId).has(member.personId.toLowerCase()),
    // Only the owner sees their own preferences.
    communicationPreferences: sameId(callerId, member.personId)
      ? [
          { key: 'MembershipRenewals', frequency: 0 },
          { key: 'ChapterLeadership', frequency: 2 },
        ]
      : [],
  };
}

/** The user profile summary (spec 002 §3) of the acting member: the network member, else the persona (the external speaker). */
const registerMember: OperationHandler = (_request, caller, store) => {
  const member = findMember(store, caller.personId);
  const persona = personas.find((p) => sameId(p.personId, caller.personId));
  if (!member && !persona) throw notFound('No person with this id.');
  const firstName = member?.firstName ?? persona?.givenName ?? '';
  return ok({
    id: (member?.personId ?? persona?.personId ?? caller.personId).toLowerCase(),
    canImpersonate: canImpersonateOf(store, caller.personId),
    firstName,
    middleName: null,
    lastName: member?.familyName ?? persona?.familyName ?? '',
    preferredName: member?.preferredName || firstName || null,
    prefix: null,
    salutation: firstName || null,
    suffix: null,
    profileImageUrl: member?.profileImageUrl || null,
  });
};

const getPerson: OperationHandler = (request, caller, store) => ok(profileOf(store, request.params.id ?? '', caller.personId));

/** spec 002 §2, §7: a member's person profile for the speaker profile; 404 for anybody who is not a member. */
const getSpeakerPersonProfile: OperationHandler = (request, caller, store) => {
  const personId = request.params.id ?? '';
  const member = findMember(store, personId);
  if (!member || member.recordType !== 'Member') throw notFound('No member with this id.');
  return ok({ ...profileOf(store, member.personId, caller.personId), biography: personalSectionsOf(store, member.personId).biographyInformation });
};

const savePersonTermsAndConditions: OperationHandler = (request, caller, store) => {
  const body = bodyOf<{ personId: string; termsAndConditionsAccepted: boolean }>(request);
  // A member accepts for themselves (the acting member while impersonating) only.
  if (!sameId(body.personId, caller.personId)) throw forbidden('You may accept the terms only for yourself.');
  const member = findMember(store, caller.personId);
  if (!member) throw notFound('No person with this id.');
  const current = acceptanceOf(store, member.personId, member.joinedDate);
  const accepted = body.termsAndConditionsAccepted === true;
  // The server's clock dates the acceptance, not the client's.
  slice(store).acceptance[member.personId.toLowerCase()] = {
    ...current,
    termsAndConditionsAccepted: accepted,
    termsAndConditionsAcceptedDate: accepted ? now(store) : null,
  };
  return ok(profileOf(store, member.personId, caller.personId));
};

/** The `profile` domain: the person profile (and its speaker-profile view), the terms acceptance it reports, and register-member. */
export const profileDomain: SandboxDomain = {
  name: 'profile',
  seed: (store) => {
    const acceptance: Record<string, Acceptance> = {};
    // The first-sign-in persona has accepted nothing yet: the privacy policy acceptance (the
    // terms flag, /login), the terms dialog and the cookie banner all show until they accept.
    const firstSignIn = findPersonaByKind('first-sign-in');
    if (firstSignIn) acceptance[firstSignIn.personId.toLowerCase()] = NOTHING_ACCEPTED;
    store.profile = { acceptance } satisfies ProfileSlice;
  },
  handlers: { getPerson, getSpeakerPersonProfile, savePersonTermsAndConditions, registerMember },
};
