import {
  ABOUT_ME_FORM,
  FAMILY_MEMBER_FORM,
  PROFILE_MESSAGES as TEXT,
  interestsOf,
  useBiography,
  useFamily,
  type Family,
  type FamilyMember,
} from '@ypo/headless';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import * as buttonStyles from '../../../components/button.css';
import { AlertText } from '../../../components/form';
import { EntryDialog, type EntryField, type EntrySaveFeedback } from './entry-dialog';
import { EntryRow, feedbackOf, PersonalSection } from './section-parts';
import * as styles from './personal.css';

const F = TEXT.field;
type Relation = keyof Family['familyDetails'];
const RELATIONS: readonly Relation[] = ['Child', 'Spouse/Partner'];
const RELATION_LABEL: Record<Relation, string> = { Child: TEXT.child, 'Spouse/Partner': TEXT.spousePartner };
type MemberKey = keyof typeof FAMILY_MEMBER_FORM;
const MEMBER_FIELDS: readonly EntryField<MemberKey>[] = [
  { name: 'relation', label: F.relation, kind: 'select', choices: RELATIONS },
  { name: 'firstName', label: F.firstName },
  { name: 'lastName', label: F.lastName },
  { name: 'gender', label: F.gender },
  { name: 'birthYear', label: F.birthYear, description: '1900 to this year' },
];

/** The family with one member put under its relation (a new one, or moved when its relation changed). */
function withMember(family: Family, member: FamilyMember, relation: Relation): Family['familyDetails'] {
  const details = { Child: family.familyDetails.Child.filter((m) => m.familyMemberId !== member.familyMemberId), 'Spouse/Partner': family.familyDetails['Spouse/Partner'].filter((m) => m.familyMemberId !== member.familyMemberId) };
  details[relation] = [...details[relation], member];
  return details;
}

/**
 * The personal part of About me (spec 002 §2, §3): the biography, the family (Child and
 * Spouse/Partner entries) and the family interests; in edit mode the biography and interests dialog
 * and Add, Edit and Delete of family members.
 */
export function AboutMePersonal({ personId, isEditMode }: { personId: string; isEditMode: boolean }) {
  const biography = useBiography(personId);
  const family = useFamily(personId);
  const [dialog, setDialog] = useState<null | { kind: 'about' } | { kind: 'member'; member?: FamilyMember; relation: Relation }>(null);
  const [removeError, setRemoveError] = useState<string>();
  const current: Family = family.data ?? { personId, familyDetails: { Child: [], 'Spouse/Partner': [] }, familyInterests: [] };
  const isSaving = biography.isSaving || family.isSaving;

  const saveAbout = async (values: Readonly<Record<keyof typeof ABOUT_ME_FORM, string>>): Promise<EntrySaveFeedback<keyof typeof ABOUT_ME_FORM>> => {
    const bio = values.biography.trim();
    if (bio !== (biography.data?.biographyInformation ?? '')) {
      const feedback = feedbackOf(await biography.update({ personId, biographyInformation: bio === '' ? null : bio }));
      if (feedback) return feedback;
    }
    return feedbackOf(await family.update({ ...current, familyInterests: interestsOf(values.familyInterests) }));
  };
  const saveMember = async (values: Readonly<Record<MemberKey, string>>, member: FamilyMember | undefined): Promise<EntrySaveFeedback<MemberKey>> => {
    const relation = (RELATIONS.includes(values.relation as Relation) ? values.relation : 'Child') as Relation;
    const saved: FamilyMember = {
      familyMemberId: member?.familyMemberId ?? crypto.randomUUID(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      gender: values.gender.trim(),
      birthYear: values.birthYear.trim() === '' ? null : Number(values.birthYear),
    };
    return feedbackOf(await family.update({ ...current, familyDetails: withMember(current, saved, relation) }));
  };
  const removeMember = async (member: FamilyMember) => {
    setRemoveError(undefined);
    const details = { Child: current.familyDetails.Child.filter((m) => m !== member), 'Spouse/Partner': current.familyDetails['Spouse/Partner'].filter((m) => m !== member) };
    const result = await family.update({ ...current, familyDetails: details });
    if (result && !result.ok) setRemoveError(result.error.message);
  };

  const members = RELATIONS.flatMap((relation) => current.familyDetails[relation].map((member) => ({ member, relation })));
  return (
    <>
      <PersonalSection
        title={TEXT.sectionBiography}
        isLoading={biography.isLoading || family.isLoading}
        error={biography.error ?? family.error}
        action={
          isEditMode ? (
            <Button className={buttonStyles.secondaryButton} onPress={() => setDialog({ kind: 'about' })} aria-label={`${TEXT.edit} ${TEXT.sectionBiography}`}>
              {TEXT.edit}
            </Button>
          ) : undefined
        }
      >
        {biography.data?.biographyInformation ? <p className={styles.lines}>{biography.data.biographyInformation}</p> : <p className={styles.muted}>{TEXT.nothingYet}</p>}
        <h3 className={styles.sectionTitle}>{TEXT.sectionInterests}</h3>
        {current.familyInterests.length > 0 ? <p>{current.familyInterests.join(', ')}</p> : <p className={styles.muted}>{TEXT.nothingYet}</p>}
      </PersonalSection>
      <PersonalSection
        title={TEXT.sectionFamily}
        isLoading={family.isLoading}
        error={family.error}
        action={
          isEditMode ? (
            <Button className={buttonStyles.secondaryButton} onPress={() => setDialog({ kind: 'member', relation: 'Child' })} aria-label={`${TEXT.add} ${TEXT.sectionFamily}`}>
              {TEXT.add}
            </Button>
          ) : undefined
        }
      >
        {members.length === 0 ? <p className={styles.muted}>{TEXT.nothingYet}</p> : null}
        {members.length > 0 ? (
          <ul className={styles.entries}>
            {members.map(({ member, relation }) => (
              <EntryRow
                key={member.familyMemberId}
                isEditMode={isEditMode}
                isBusy={isSaving}
                onEdit={() => setDialog({ kind: 'member', member, relation })}
                onRemove={() => void removeMember(member)}
              >
                <strong>
                  {member.firstName} {member.lastName}
                </strong>
                <span>{[RELATION_LABEL[relation], member.birthYear].filter(Boolean).join(', ')}</span>
              </EntryRow>
            ))}
          </ul>
        ) : null}
        <AlertText message={removeError} />
      </PersonalSection>
      {dialog?.kind === 'about' ? (
        <EntryDialog<keyof typeof ABOUT_ME_FORM>
          title={`${TEXT.edit} ${TEXT.sectionBiography}`}
          onClose={() => setDialog(null)}
          schema={ABOUT_ME_FORM}
          fields={[
            { name: 'biography', label: F.biography, isMultiline: true },
            { name: 'familyInterests', label: TEXT.familyInterests, isMultiline: true },
          ]}
          initial={{ biography: biography.data?.biographyInformation ?? '', familyInterests: current.familyInterests.join('\n') }}
          onSave={saveAbout}
          isSaving={isSaving}
        />
      ) : null}
      {dialog?.kind === 'member' ? (
        <EntryDialog<MemberKey>
          title={`${dialog.member ? TEXT.edit : TEXT.add} ${TEXT.sectionFamily}`}
          onClose={() => setDialog(null)}
          schema={FAMILY_MEMBER_FORM}
          fields={MEMBER_FIELDS}
          initial={{
            relation: dialog.relation,
            firstName: dialog.member?.firstName ?? '',
            lastName: dialog.member?.lastName ?? '',
            gender: dialog.member?.gender ?? '',
            birthYear: dialog.member?.birthYear ? String(dialog.member.birthYear) : '',
          }}
          onSave={(values) => saveMember(values, dialog.member)}
          isSaving={isSaving}
        />
      ) : null}
    </>
  );
}
