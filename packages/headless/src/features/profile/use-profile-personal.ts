import type { profiles, Sdk } from '@ypo/sdk';
import { isSoftResult, unwrap, type SdkResult, type SoftResult } from '../../core/errors/unwrap';
import { AppError } from '../../core/messages';
import { PROFILE_MESSAGES } from '../../core/profile/messages';
import { EMAIL_SOFT_RESULT, emailSaveOutcome, type EmailSaveOutcome } from '../../core/profile/personal-forms';
import { useSdk } from '../../hooks/sdk-context';
import { useMutation, type CallResult } from '../../hooks/use-mutation';
import { useSdkQuery } from '../../hooks/use-sdk-query';

type Schemas = profiles.components['schemas'];
/** An education entry (educationId; at most 5, spec 002 §3, §5). */
export type Education = Schemas['Education'];
/** A postal address; up to two are shared (spec 002 §5). */
export type ProfileAddress = Schemas['Address'];
/** A social network link. */
export type SocialNetwork = Schemas['SocialNetwork'];
/** A relationship of the member. */
export type Relationship = Schemas['Relationship'];
/** An external connection (companyId). */
export type ExternalConnection = Schemas['ExternalConnection'];
/** The member's contact information. */
export type ContactInformation = Schemas['ContactInformation'];
/** The member's family: familyDetails (Child, Spouse/Partner) and familyInterests. */
export type Family = Schemas['Family'];
/** A Child or Spouse/Partner entry of the family. */
export type FamilyMember = Schemas['FamilyMember'];
/** The member's biography (biographyInformation). */
export type Biography = Schemas['Biography'];
/** The member's emergency contact; every field null while none is given. */
export type EmergencyContact = Schemas['EmergencyContact'];
/** The member's assistant; every field null while none is given. */
export type Assistant = Schemas['Assistant'];

/** The all-zero id a new entry carries until the server gives it one (spec 002 §9). */
const NEW_ENTRY_ID = '00000000-0000-0000-0000-000000000000';
const BASE = 'profiles/api/v2/member-profile';

/** SWR key of one personal section of a member (`section` as in the path, e.g. `get-education`). */
export const profileSectionKey = (section: string, personId: string) => [`${BASE}/${section}`, personId.toLowerCase()] as const;

type Call<T> = Promise<SdkResult<T>>;

/** How one list section is read and written (the calls of its contract). */
interface ListCalls<E, C> {
  readonly section: string;
  readonly listKey: keyof C & string;
  readonly idOf: (entry: E) => string;
  readonly withId: (entry: E, id: string) => E;
  readonly get: (sdk: Sdk, id: string, signal: AbortSignal) => Call<C>;
  readonly save: (sdk: Sdk, entry: E) => Call<C>;
  readonly update: (sdk: Sdk, entry: E) => Call<C>;
  readonly remove: (sdk: Sdk, entry: E) => Call<C>;
}

const entriesOf = <E, C>(calls: ListCalls<E, C>, container: C | undefined): E[] => ((container?.[calls.listKey] as E[] | undefined) ?? []);
const withEntries = <E, C>(calls: ListCalls<E, C>, personId: string, container: C | undefined, entries: E[]): C =>
  ({ ...(container ?? { personId }), [calls.listKey]: entries }) as C;

/**
 * A list section of a member's profile: the entries (read by person id), and `save` (a new entry,
 * shown at once), `update` (an entry changed in place) and `remove`, each through the one write hook,
 * shown before the server answers and put back when it fails (spec 001 §4); the answer (the whole
 * section) replaces the list. `null` holds the read.
 */
function useListSection<E extends { personId: string }, C extends { personId: string }>(calls: ListCalls<E, C>, personId: string | null | undefined) {
  const sdk = useSdk();
  const key = personId ? profileSectionKey(calls.section, personId) : null;
  const query = useSdkQuery<C>(key, (client, signal) => calls.get(client, personId ?? '', signal), { unwrap: { log: true } });
  const owner = personId ?? '';
  const options = (change: (entries: E[], entry: E) => E[]) => ({
    key: key ?? undefined,
    optimistic: (current: C | undefined, entry: E) => withEntries(calls, owner, current, change(entriesOf(calls, current), entry)),
    populate: true as const,
  });
  const save = useMutation(
    (entry: E) => unwrap(calls.save(sdk, calls.withId({ ...entry, personId: owner }, NEW_ENTRY_ID)), { log: true }),
    options((entries, entry) => [...entries, calls.withId({ ...entry, personId: owner }, NEW_ENTRY_ID)]),
  );
  const update = useMutation(
    (entry: E) => unwrap(calls.update(sdk, { ...entry, personId: owner }), { log: true }),
    options((entries, entry) => entries.map((e) => (calls.idOf(e) === calls.idOf(entry) ? entry : e))),
  );
  const remove = useMutation(
    (entry: E) => unwrap(calls.remove(sdk, entry), { log: true }),
    options((entries, entry) => entries.filter((e) => calls.idOf(e) !== calls.idOf(entry))),
  );
  return {
    entries: entriesOf(calls, query.data),
    isLoading: query.isLoading,
    error: query.error,
    save: save.trigger,
    update: update.trigger,
    remove: remove.trigger,
    isSaving: save.isMutating || update.isMutating || remove.isMutating,
  };
}

const path = (id: string) => ({ params: { path: { id } } });

const EDUCATION: ListCalls<Education, Schemas['EducationDetails']> = {
  section: 'get-education',
  listKey: 'educationDetails',
  idOf: (e) => e.educationId,
  withId: (e, educationId) => ({ ...e, educationId }),
  get: (sdk, id, signal) => sdk.profiles.GET('/profiles/api/v2/member-profile/get-education/{id}', { ...path(id), signal }),
  save: (sdk, body) => sdk.profiles.POST('/profiles/api/v2/member-profile/save-education', { body }),
  update: (sdk, body) => sdk.profiles.PUT('/profiles/api/v2/member-profile/update-education', { body }),
  remove: (sdk, body) => sdk.profiles.PUT('/profiles/api/v2/member-profile/delete-education/{educationId}', { params: { path: { educationId: body.educationId } }, body }),
};

const ADDRESSES: ListCalls<ProfileAddress, Schemas['Addresses']> = {
  section: 'get-address',
  listKey: 'addresses',
  idOf: (e) => e.addressId,
  withId: (e, addressId) => ({ ...e, addressId }),
  get: (sdk, id, signal) => sdk.profiles.GET('/profiles/api/v2/member-profile/get-address/{id}', { ...path(id), signal }),
  save: (sdk, body) => sdk.profiles.POST('/profiles/api/v2/member-profile/save-address', { body }),
  update: (sdk, body) => sdk.profiles.PUT('/profiles/api/v2/member-profile/update-address', { body }),
  remove: (sdk, body) => sdk.profiles.PUT('/profiles/api/v2/member-profile/delete-address/{addressId}', { params: { path: { addressId: body.addressId } }, body }),
};

const SOCIAL_NETWORKS: ListCalls<SocialNetwork, Schemas['SocialNetworks']> = {
  section: 'get-social-network',
  listKey: 'socialNetworks',
  idOf: (e) => e.socialNetworkId,
  withId: (e, socialNetworkId) => ({ ...e, socialNetworkId }),
  get: (sdk, id, signal) => sdk.profiles.GET('/profiles/api/v2/member-profile/get-social-network/{id}', { ...path(id), signal }),
  save: (sdk, body) => sdk.profiles.POST('/profiles/api/v2/member-profile/save-social-network', { body }),
  update: (sdk, body) => sdk.profiles.PUT('/profiles/api/v2/member-profile/update-social-network', { body }),
  remove: (sdk, body) =>
    sdk.profiles.PUT('/profiles/api/v2/member-profile/delete-social-network/{socialNetworkId}', { params: { path: { socialNetworkId: body.socialNetworkId } }, body }),
};

const RELATIONSHIPS: ListCalls<Relationship, Schemas['Relationships']> = {
  section: 'get-relationship',
  listKey: 'relationships',
  idOf: (e) => e.relationshipId,
  withId: (e, relationshipId) => ({ ...e, relationshipId }),
  get: (sdk, id, signal) => sdk.profiles.GET('/profiles/api/v2/member-profile/get-relationship/{id}', { ...path(id), signal }),
  save: (sdk, body) => sdk.profiles.POST('/profiles/api/v2/member-profile/save-relationship', { body }),
  update: (sdk, body) => sdk.profiles.PUT('/profiles/api/v2/member-profile/update-relationship', { body }),
  remove: (sdk, body) =>
    sdk.profiles.PUT('/profiles/api/v2/member-profile/delete-relationship/{relationshipId}', { params: { path: { relationshipId: body.relationshipId } }, body }),
};

const EXTERNAL_CONNECTIONS: ListCalls<ExternalConnection, Schemas['ExternalConnections']> = {
  section: 'get-external-connections',
  listKey: 'externalConnections',
  idOf: (e) => e.companyId,
  withId: (e, companyId) => ({ ...e, companyId }),
  get: (sdk, id, signal) => sdk.profiles.GET('/profiles/api/v2/member-profile/get-external-connections/{id}', { ...path(id), signal }),
  save: (sdk, body) => sdk.profiles.POST('/profiles/api/v2/member-profile/save-external-connections', { body }),
  update: (sdk, body) => sdk.profiles.PUT('/profiles/api/v2/member-profile/update-external-connections', { body }),
  remove: (sdk, body) =>
    sdk.profiles.PUT('/profiles/api/v2/member-profile/delete-external-connections/{companyId}', { params: { path: { companyId: body.companyId } }, body }),
};

/** A member's education (educationDetails, spec 002 §3; at most 5, `canAddEducation`): entries, save, update, remove. */
export const useEducation = (personId: string | null | undefined) => useListSection(EDUCATION, personId);
/** A member's addresses (up to two shared, `canShareAddress`): entries, save, update, remove. */
export const useAddresses = (personId: string | null | undefined) => useListSection(ADDRESSES, personId);
/** A member's social network links: entries, save, update, remove. */
export const useSocialNetworks = (personId: string | null | undefined) => useListSection(SOCIAL_NETWORKS, personId);
/** A member's external connections (companyId): entries, save, update, remove. */
export const useExternalConnections = (personId: string | null | undefined) => useListSection(EXTERNAL_CONNECTIONS, personId);

/** What an email save gives the dialog: saved, the soft result's text for the email field, or the failure. */
export type EmailSaveResult<T> = EmailSaveOutcome<T> | { readonly isSaved: false; readonly error: CallResult<T> & { ok: false } };

function toEmailSaveResult<T>(result: CallResult<T | SoftResult> | undefined, kind: 'relationship' | 'contact'): EmailSaveResult<T> | undefined {
  if (!result) return undefined;
  if (!result.ok) return { isSaved: false, error: result };
  return emailSaveOutcome(result.data, kind);
}

/**
 * A member's relationships: entries and `remove` as the other lists; `save` and `update` take the soft
 * result of spec 002 §5: an answer 'Email already exists' comes back as `{ isSaved: false, emailMessage }`
 * for the email field, not as a failure. These two show the change when the server accepts it (no
 * optimistic entry: a soft result is no failure that would put it back).
 */
export function useRelationships(personId: string | null | undefined) {
  const sdk = useSdk();
  const list = useListSection(RELATIONSHIPS, personId);
  const key = personId ? profileSectionKey(RELATIONSHIPS.section, personId) : undefined;
  const owner = personId ?? '';
  const populate = (answer: Schemas['Relationships'] | SoftResult, current: Schemas['Relationships'] | undefined) =>
    isSoftResult(answer) ? (current ?? { personId: owner, relationships: [] }) : answer;
  const save = useMutation(
    (entry: Relationship) => unwrap(RELATIONSHIPS.save(sdk, { ...entry, personId: owner, relationshipId: NEW_ENTRY_ID }), EMAIL_SOFT_RESULT),
    { key, populate },
  );
  const update = useMutation((entry: Relationship) => unwrap(RELATIONSHIPS.update(sdk, { ...entry, personId: owner }), EMAIL_SOFT_RESULT), { key, populate });
  return {
    ...list,
    save: async (entry: Relationship) => toEmailSaveResult(await save.trigger(entry), 'relationship'),
    update: async (entry: Relationship) => toEmailSaveResult(await update.trigger(entry), 'relationship'),
    isSaving: list.isSaving || save.isMutating || update.isMutating,
  };
}

/** How one single section is read and written. */
interface SingleCalls<T> {
  readonly section: string;
  readonly get: (sdk: Sdk, id: string, signal: AbortSignal) => Call<T>;
  readonly update: (sdk: Sdk, body: T) => Call<T>;
}

/** A single section of a member's profile: its value and `update`, shown at once and put back when it fails. */
function useSingleSection<T extends { personId: string }>(calls: SingleCalls<T>, personId: string | null | undefined) {
  const sdk = useSdk();
  const key = personId ? profileSectionKey(calls.section, personId) : null;
  const query = useSdkQuery<T>(key, (client, signal) => calls.get(client, personId ?? '', signal), { unwrap: { log: true } });
  const owner = personId ?? '';
  const update = useMutation((value: T) => unwrap(calls.update(sdk, { ...value, personId: owner }), { log: true }), {
    key: key ?? undefined,
    optimistic: (_current: T | undefined, value: T) => ({ ...value, personId: owner }),
    populate: true,
  });
  return { data: query.data, isLoading: query.isLoading, error: query.error, update: update.trigger, isSaving: update.isMutating };
}

const FAMILY: SingleCalls<Family> = {
  section: 'get-family',
  get: (sdk, id, signal) => sdk.profiles.GET('/profiles/api/v2/member-profile/get-family/{id}', { ...path(id), signal }),
  update: (sdk, body) => sdk.profiles.PUT('/profiles/api/v2/member-profile/update-family', { body }),
};
const BIOGRAPHY: SingleCalls<Biography> = {
  section: 'get-biography',
  get: (sdk, id, signal) => sdk.profiles.GET('/profiles/api/v2/member-profile/get-biography/{id}', { ...path(id), signal }),
  update: (sdk, body) => sdk.profiles.PUT('/profiles/api/v2/member-profile/update-biography', { body }),
};
const EMERGENCY_CONTACT: SingleCalls<EmergencyContact> = {
  section: 'get-emergency-contact',
  get: (sdk, id, signal) => sdk.profiles.GET('/profiles/api/v2/member-profile/get-emergency-contact/{id}', { ...path(id), signal }),
  update: (sdk, body) => sdk.profiles.PUT('/profiles/api/v2/member-profile/update-emergency-contact', { body }),
};
const ASSISTANT: SingleCalls<Assistant> = {
  section: 'get-assistant',
  get: (sdk, id, signal) => sdk.profiles.GET('/profiles/api/v2/member-profile/get-assistant/{id}', { ...path(id), signal }),
  update: (sdk, body) => sdk.profiles.PUT('/profiles/api/v2/member-profile/update-assistant', { body }),
};

/** A member's family (familyDetails with Child and Spouse/Partner, familyInterests; About me) and `update`. */
export const useFamily = (personId: string | null | undefined) => useSingleSection(FAMILY, personId);
/** A member's biography (biographyInformation; About me) and `update`. */
export const useBiography = (personId: string | null | undefined) => useSingleSection(BIOGRAPHY, personId);
/** A member's emergency contact and `update` (the dialog checks that both emails match). */
export const useEmergencyContact = (personId: string | null | undefined) => useSingleSection(EMERGENCY_CONTACT, personId);
/** A member's assistant and `update`. */
export const useAssistant = (personId: string | null | undefined) => useSingleSection(ASSISTANT, personId);

/**
 * A member's contact information and `update`: first asks whether another profile holds the email
 * (isMemberProfileEmailExists; yes gives 'Email Address is already on file' for the email field,
 * spec 002 §8), then saves; an answer 'Email already exists' is the soft result of spec 002 §5, the
 * same text for the field. The change shows when the server accepts it.
 */
export function useContactInformation(personId: string | null | undefined) {
  const sdk = useSdk();
  const key = personId ? profileSectionKey('get-contact-information', personId) : null;
  const owner = personId ?? '';
  const query = useSdkQuery<ContactInformation>(
    key,
    (client, signal) => client.profiles.GET('/profiles/api/v2/member-profile/get-contact-information/{id}', { ...path(owner), signal }),
    { unwrap: { log: true } },
  );
  const update = useMutation(
    async (value: ContactInformation): Promise<ContactInformation | SoftResult> => {
      const isTaken = await unwrap(
        sdk.profiles.GET('/profiles/api/member-profile/is-email-exists/{personId}/{email}', { params: { path: { personId: owner, email: value.email.trim() } } }),
        { log: true },
      );
      // The check's yes stands for the save's 'Email already exists': the same soft result.
      if (isTaken) return { isSoft: true, error: new AppError('validation', { message: PROFILE_MESSAGES.emailAlreadyOnFile, serverMessage: PROFILE_MESSAGES.emailAlreadyExists }) };
      return unwrap(sdk.profiles.PUT('/profiles/api/v2/member-profile/update-contact-information', { body: { ...value, personId: owner } }), EMAIL_SOFT_RESULT);
    },
    { key: key ?? undefined, populate: (answer: ContactInformation | SoftResult, current: ContactInformation | undefined) => (isSoftResult(answer) ? (current as ContactInformation) : answer) },
  );
  return {
    data: query.data,
    isLoading: query.isLoading,
    error: query.error,
    update: async (value: ContactInformation) => toEmailSaveResult(await update.trigger(value), 'contact'),
    isSaving: update.isMutating,
  };
}
