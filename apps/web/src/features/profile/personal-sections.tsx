import {
  ADDRESS_FORM,
  ASSISTANT_FORM,
  CONTACT_FORM,
  EDUCATION_FORM,
  EMERGENCY_CONTACT_FORM,
  EXTERNAL_CONNECTION_FORM,
  PROFILE_MESSAGES as TEXT,
  RELATIONSHIP_FORM,
  SOCIAL_NETWORK_FORM,
  canAddEducation,
  canShareAddress,
  useAddresses,
  useAssistant,
  useContactInformation,
  useEducation,
  useEmergencyContact,
  useExternalConnections,
  useRelationships,
  useSocialNetworks,
  type Education,
  type ExternalConnection,
  type ProfileAddress,
  type Relationship,
  type SocialNetwork,
} from '@ypo/headless';
import { feedbackOf, ListSection, SingleSection, type ListSectionConfig } from './list-section';
import type { ProfileSectionsProps } from './sections';

const F = TEXT.field;
const EMPTY_ID = '00000000-0000-0000-0000-000000000000';
/** Text or null: what the contract keeps for an optional field left empty. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

const EDUCATION: ListSectionConfig<Education, keyof typeof EDUCATION_FORM> = {
  title: TEXT.sectionEducation,
  schema: EDUCATION_FORM,
  fields: () => [
    { name: 'schoolName', label: F.schoolName, kind: 'lookup', lookup: 'school', isTypeAhead: true },
    { name: 'schoolType', label: F.schoolType },
    { name: 'degree', label: F.degree, kind: 'lookup', lookup: 'degree' },
    { name: 'fieldOfStudy', label: F.fieldOfStudy },
    { name: 'graduationYear', label: F.graduationYear, description: TEXT.yearHint },
  ],
  toValues: (e) => ({ schoolName: text(e?.schoolName), schoolType: text(e?.schoolType), degree: text(e?.degree), fieldOfStudy: text(e?.fieldOfStudy), graduationYear: text(e?.graduationYear) }),
  fromValues: (v, e) => ({
    educationId: e?.educationId ?? EMPTY_ID,
    personId: e?.personId ?? EMPTY_ID,
    schoolName: v.schoolName.trim(),
    schoolType: v.schoolType.trim(),
    degree: orNull(v.degree),
    fieldOfStudy: orNull(v.fieldOfStudy),
    graduationYear: v.graduationYear.trim() === '' ? null : Number(v.graduationYear),
  }),
  summary: (e) => ({ heading: e.schoolName, detail: [e.degree, e.fieldOfStudy, e.graduationYear].filter(Boolean).join(', ') }),
  idOf: (e) => e.educationId,
  canAdd: (entries) => canAddEducation(entries.length),
  fullText: TEXT.educationFull,
};

type AddressKey = keyof typeof ADDRESS_FORM | 'isShared';
const ADDRESSES: ListSectionConfig<ProfileAddress, AddressKey> = {
  title: TEXT.sectionAddresses,
  schema: ADDRESS_FORM,
  fields: (editing, entries) => {
    const canShare = canShareAddress(entries, editing?.addressId);
    return [
      { name: 'addressType', label: F.addressType, kind: 'lookup', lookup: 'addressType' },
      { name: 'street', label: F.street },
      { name: 'city', label: F.city },
      { name: 'state', label: F.state },
      { name: 'zip', label: F.zip },
      { name: 'country', label: F.country },
      { name: 'isShared', label: TEXT.sharedAddress, kind: 'checkbox', isDisabled: !canShare, ...(canShare ? {} : { description: TEXT.sharedAddressesFull }) },
    ];
  },
  toValues: (e) => ({
    addressType: text(e?.addressType), street: text(e?.street), city: text(e?.city), state: text(e?.state), zip: text(e?.zip), country: text(e?.country), isShared: e?.isShared ? 'true' : '',
  }),
  fromValues: (v, e) => ({
    addressId: e?.addressId ?? EMPTY_ID,
    personId: e?.personId ?? EMPTY_ID,
    addressType: v.addressType.trim(),
    street: v.street.trim(),
    city: v.city.trim(),
    state: v.state.trim(),
    zip: v.zip.trim(),
    country: v.country.trim(),
    isShared: v.isShared === 'true',
  }),
  summary: (e) => ({ heading: e.addressType, detail: [e.street, e.city, e.state, e.zip, e.country, e.isShared ? TEXT.sharedAddress : ''].filter(Boolean).join(', ') }),
  idOf: (e) => e.addressId,
};

const SOCIAL: ListSectionConfig<SocialNetwork, keyof typeof SOCIAL_NETWORK_FORM> = {
  title: TEXT.sectionSocial,
  schema: SOCIAL_NETWORK_FORM,
  fields: () => [
    { name: 'socialNetworkType', label: F.socialNetworkType, kind: 'lookup', lookup: 'socialNetworkType' },
    { name: 'url', label: F.url, kind: 'url' },
  ],
  toValues: (e) => ({ socialNetworkType: text(e?.socialNetworkType), url: text(e?.url) }),
  fromValues: (v, e) => ({ socialNetworkId: e?.socialNetworkId ?? EMPTY_ID, personId: e?.personId ?? EMPTY_ID, socialNetworkType: v.socialNetworkType.trim(), url: v.url.trim() }),
  summary: (e) => ({ heading: e.socialNetworkType, detail: e.url }),
  idOf: (e) => e.socialNetworkId,
};

const RELATIONSHIPS: ListSectionConfig<Relationship, keyof typeof RELATIONSHIP_FORM> = {
  title: TEXT.sectionRelationships,
  schema: RELATIONSHIP_FORM,
  fields: () => [
    { name: 'relationshipType', label: F.relationshipType },
    { name: 'firstName', label: F.firstName },
    { name: 'lastName', label: F.lastName },
    { name: 'email', label: F.email, type: 'email' },
  ],
  toValues: (e) => ({ relationshipType: text(e?.relationshipType), firstName: text(e?.firstName), lastName: text(e?.lastName), email: text(e?.email) }),
  fromValues: (v, e) => ({
    relationshipId: e?.relationshipId ?? EMPTY_ID,
    personId: e?.personId ?? EMPTY_ID,
    relationshipType: v.relationshipType.trim(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
  }),
  summary: (e) => ({ heading: `${e.firstName} ${e.lastName}`, detail: [e.relationshipType, e.email].join(', ') }),
  idOf: (e) => e.relationshipId,
};

const EXTERNAL: ListSectionConfig<ExternalConnection, keyof typeof EXTERNAL_CONNECTION_FORM> = {
  title: TEXT.sectionExternalConnections,
  schema: EXTERNAL_CONNECTION_FORM,
  fields: () => [
    { name: 'companyName', label: F.companyName },
    { name: 'title', label: F.title },
    { name: 'websiteUrl', label: F.websiteUrl, kind: 'url' },
  ],
  toValues: (e) => ({ companyName: text(e?.companyName), title: text(e?.title), websiteUrl: text(e?.websiteUrl) }),
  fromValues: (v, e) => ({ companyId: e?.companyId ?? EMPTY_ID, personId: e?.personId ?? EMPTY_ID, companyName: v.companyName.trim(), title: orNull(v.title), websiteUrl: orNull(v.websiteUrl) }),
  summary: (e) => ({ heading: e.companyName, detail: [e.title, e.websiteUrl].filter(Boolean).join(', ') }),
  idOf: (e) => e.companyId,
};

/** Contact information (spec 002 §3, §5): the emails match, an email another person holds is refused on the email field. */
export function ContactSection({ personId, isEditMode }: ProfileSectionsProps) {
  const contact = useContactInformation(personId);
  const c = contact.data;
  return (
    <SingleSection<keyof typeof CONTACT_FORM>
      title={TEXT.sectionContact}
      lines={[c?.email, c?.alternateEmail, c?.mobilePhone, c?.businessPhone && [c.businessPhone, c.extension].filter(Boolean).join(' ext. '), c?.websiteUrl]}
      isLoading={contact.isLoading}
      error={contact.error}
      isEditMode={isEditMode}
      dialog={{
        schema: CONTACT_FORM,
        fields: [
          { name: 'email', label: F.email, type: 'email' },
          { name: 'confirmEmail', label: F.confirmEmail, type: 'email' },
          { name: 'alternateEmail', label: F.alternateEmail, type: 'email' },
          { name: 'mobilePhone', label: F.mobilePhone, type: 'tel' },
          { name: 'businessPhone', label: F.businessPhone, type: 'tel' },
          { name: 'extension', label: F.extension },
          { name: 'websiteUrl', label: F.websiteUrl, kind: 'url' },
        ],
        initial: {
          email: text(c?.email), confirmEmail: text(c?.email), alternateEmail: text(c?.alternateEmail), mobilePhone: text(c?.mobilePhone), businessPhone: text(c?.businessPhone), extension: text(c?.extension), websiteUrl: text(c?.websiteUrl),
        },
        isSaving: contact.isSaving,
        onSave: async (v) =>
          feedbackOf(
            await contact.update({
              personId,
              email: v.email.trim(),
              alternateEmail: orNull(v.alternateEmail),
              mobilePhone: v.mobilePhone.trim(),
              businessPhone: orNull(v.businessPhone),
              extension: orNull(v.extension),
              websiteUrl: orNull(v.websiteUrl),
            }),
            'email',
          ),
      }}
    />
  );
}

/** The emergency contact (spec 002 §3, §5), its relation from the emergency relation list. */
export function EmergencyContactSection({ personId, isEditMode }: ProfileSectionsProps) {
  const contact = useEmergencyContact(personId);
  const c = contact.data;
  return (
    <SingleSection<keyof typeof EMERGENCY_CONTACT_FORM>
      title={TEXT.sectionEmergencyContact}
      lines={[[c?.firstName, c?.lastName].filter(Boolean).join(' '), c?.relation, c?.phone, c?.email]}
      isLoading={contact.isLoading}
      error={contact.error}
      isEditMode={isEditMode}
      dialog={{
        schema: EMERGENCY_CONTACT_FORM,
        fields: [
          { name: 'firstName', label: F.firstName },
          { name: 'lastName', label: F.lastName },
          { name: 'relation', label: F.relation, kind: 'lookup', lookup: 'emergencyRelation' },
          { name: 'phone', label: F.phone, type: 'tel' },
          { name: 'email', label: F.email, type: 'email' },
          { name: 'confirmEmail', label: F.confirmEmail, type: 'email' },
        ],
        initial: { firstName: text(c?.firstName), lastName: text(c?.lastName), relation: text(c?.relation), phone: text(c?.phone), email: text(c?.email), confirmEmail: text(c?.email) },
        isSaving: contact.isSaving,
        onSave: async (v) =>
          feedbackOf(await contact.update({ personId, firstName: v.firstName.trim(), lastName: v.lastName.trim(), relation: v.relation.trim(), phone: v.phone.trim(), email: v.email.trim() })),
      }}
    />
  );
}

/** The member's assistant (spec 002 §3, §5). */
export function AssistantSection({ personId, isEditMode }: ProfileSectionsProps) {
  const assistant = useAssistant(personId);
  const a = assistant.data;
  return (
    <SingleSection<keyof typeof ASSISTANT_FORM>
      title={TEXT.sectionAssistant}
      lines={[[a?.firstName, a?.lastName].filter(Boolean).join(' '), a?.email, a?.phone && [a.phone, a.extension].filter(Boolean).join(' ext. ')]}
      isLoading={assistant.isLoading}
      error={assistant.error}
      isEditMode={isEditMode}
      dialog={{
        schema: ASSISTANT_FORM,
        fields: [
          { name: 'firstName', label: F.firstName },
          { name: 'lastName', label: F.lastName },
          { name: 'email', label: F.email, type: 'email' },
          { name: 'phone', label: F.phone, type: 'tel' },
          { name: 'extension', label: F.extension },
        ],
        initial: { firstName: text(a?.firstName), lastName: text(a?.lastName), email: text(a?.email), phone: text(a?.phone), extension: text(a?.extension) },
        isSaving: assistant.isSaving,
        onSave: async (v) =>
          feedbackOf(await assistant.update({ personId, firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: v.email.trim(), phone: orNull(v.phone), extension: orNull(v.extension) })),
      }}
    />
  );
}

/** Education (spec 002 §3, §5: at most 5 entries; school and degree from the lookup lists). */
export function EducationSection({ personId, isEditMode }: ProfileSectionsProps) {
  return <ListSection config={EDUCATION} data={useEducation(personId)} isEditMode={isEditMode} />;
}

/** Addresses (spec 002 §3, §5: up to two shared; the type from the lookup list). */
export function AddressesSection({ personId, isEditMode }: ProfileSectionsProps) {
  return <ListSection config={ADDRESSES} data={useAddresses(personId)} isEditMode={isEditMode} />;
}

/** Social networks (spec 002 §3, §5; the network from the lookup list). */
export function SocialNetworksSection({ personId, isEditMode }: ProfileSectionsProps) {
  return <ListSection config={SOCIAL} data={useSocialNetworks(personId)} isEditMode={isEditMode} />;
}

/** Relationships (spec 002 §3, §5): an email another person holds is the soft result on the email field. */
export function RelationshipsSection({ personId, isEditMode }: ProfileSectionsProps) {
  return <ListSection config={RELATIONSHIPS} data={useRelationships(personId)} isEditMode={isEditMode} emailField="email" />;
}

/** External connections (spec 002 §3, §5). */
export function ExternalConnectionsSection({ personId, isEditMode }: ProfileSectionsProps) {
  return <ListSection config={EXTERNAL} data={useExternalConnections(personId)} isEditMode={isEditMode} />;
}
