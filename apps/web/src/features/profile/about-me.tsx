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
import { isAboutMeVisible } from '@ypo/headless/core';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import * as dialogStyles from '../../components/dialog.css';
import { EntryDialog } from './entry-dialog';
import { feedbackOf, ListSection, type ListSectionConfig, type ListSectionData } from './list-section';
import * as styles from './profile.css';
import type { ProfileSectionsProps } from './sections';

const F = TEXT.field;
type Relation = keyof Family['familyDetails'];
const RELATIONS: readonly Relation[] = ['Child', 'Spouse/Partner'];
const RELATION_LABEL: Record<Relation, string> = { Child: TEXT.child, 'Spouse/Partner': TEXT.spousePartner };
type MemberKey = keyof typeof FAMILY_MEMBER_FORM;
/** A family member with the relation it is kept under. */
type FamilyEntry = FamilyMember & { readonly relation: Relation };

/** The family details with one member left out (by id) and, when given, put under its relation. */
function detailsWith(family: Family, memberId: string, entry?: FamilyEntry): Family['familyDetails'] {
  const details = {
    Child: family.familyDetails.Child.filter((m) => m.familyMemberId !== memberId),
    'Spouse/Partner': family.familyDetails['Spouse/Partner'].filter((m) => m.familyMemberId !== memberId),
  };
  if (entry) {
    const { relation, ...member } = entry;
    details[relation] = [...details[relation], member];
  }
  return details;
}

/**
 * About me (spec 002 §2, §3): the biography, the family interests and the family (Child and
 * Spouse/Partner entries), visible by `isAboutMeVisible`; in edit mode the biography and interests
 * dialog, and Add, Edit and Delete of family members through the one list section.
 */
export function AboutMeSection({ personId, isEditMode }: ProfileSectionsProps) {
  const biography = useBiography(personId);
  const family = useFamily(personId);
  const [isAboutOpen, setAboutOpen] = useState(false);
  const current: Family = family.data ?? { personId, familyDetails: { Child: [], 'Spouse/Partner': [] }, familyInterests: [] };
  const isSaving = biography.isSaving || family.isSaving;
  const bio = biography.data?.biographyInformation ?? '';
  const members: FamilyEntry[] = RELATIONS.flatMap((relation) => current.familyDetails[relation].map((member) => ({ ...member, relation })));

  const write = async (details: Family['familyDetails']) => family.update({ ...current, familyDetails: details });
  const data: ListSectionData<FamilyEntry> = {
    entries: members,
    isLoading: biography.isLoading || family.isLoading,
    error: biography.error ?? family.error,
    isSaving,
    save: (entry) => write(detailsWith(current, entry.familyMemberId, entry)),
    update: (entry) => write(detailsWith(current, entry.familyMemberId, entry)),
    remove: (entry) => write(detailsWith(current, entry.familyMemberId)),
  };
  const config: ListSectionConfig<FamilyEntry, MemberKey> = {
    title: TEXT.aboutMe,
    addLabel: `${TEXT.add} ${TEXT.sectionFamily}`,
    schema: FAMILY_MEMBER_FORM,
    fields: () => [
      { name: 'relation', label: F.relation, kind: 'select', choices: RELATIONS },
      { name: 'firstName', label: F.firstName },
      { name: 'lastName', label: F.lastName },
      { name: 'gender', label: F.gender },
      { name: 'birthYear', label: F.birthYear, description: TEXT.yearHint },
    ],
    toValues: (m) => ({ relation: m?.relation ?? 'Child', firstName: m?.firstName ?? '', lastName: m?.lastName ?? '', gender: m?.gender ?? '', birthYear: m?.birthYear ? String(m.birthYear) : '' }),
    fromValues: (v, m) => ({
      familyMemberId: m?.familyMemberId ?? crypto.randomUUID(),
      relation: (RELATIONS.includes(v.relation as Relation) ? v.relation : 'Child') as Relation,
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      gender: v.gender.trim(),
      birthYear: v.birthYear.trim() === '' ? null : Number(v.birthYear),
    }),
    summary: (m) => ({ heading: `${m.firstName} ${m.lastName}`, detail: [RELATION_LABEL[m.relation], m.birthYear].filter(Boolean).join(', ') }),
    idOf: (m) => m.familyMemberId,
    hasContent: (list) => isAboutMeVisible({ biography: bio, familyKeys: list.map((m) => m.relation), familyInterestCount: current.familyInterests.length }),
  };

  const saveAbout = async (values: Readonly<Record<keyof typeof ABOUT_ME_FORM, string>>) => {
    const text = values.biography.trim();
    if (text !== bio) {
      const feedback = feedbackOf(await biography.update({ personId, biographyInformation: text === '' ? null : text }));
      if (feedback) return feedback;
    }
    return feedbackOf(await family.update({ ...current, familyInterests: interestsOf(values.familyInterests) }));
  };

  return (
    <ListSection
      config={config}
      data={data}
      isEditMode={isEditMode}
      actions={
        <Button className={dialogStyles.secondaryButton} onPress={() => setAboutOpen(true)} aria-label={TEXT.editEntry(TEXT.sectionBiography)}>
          {TEXT.edit}
        </Button>
      }
    >
      {bio ? <p className={styles.lines}>{bio}</p> : null}
      {current.familyInterests.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{TEXT.sectionInterests}</h3>
          <p className={styles.empty}>{current.familyInterests.join(', ')}</p>
        </>
      ) : null}
      <h3 className={styles.subTitle}>{TEXT.sectionFamily}</h3>
      {isAboutOpen ? (
        <EntryDialog<keyof typeof ABOUT_ME_FORM>
          title={TEXT.editEntry(TEXT.sectionBiography)}
          onClose={() => setAboutOpen(false)}
          schema={ABOUT_ME_FORM}
          fields={[
            { name: 'biography', label: F.biography, kind: 'textarea' },
            { name: 'familyInterests', label: TEXT.familyInterests, kind: 'lookup', lookup: 'familyInterest', isMultiple: true },
          ]}
          initial={{ biography: bio, familyInterests: current.familyInterests.join('\n') }}
          onSave={saveAbout}
          isSaving={isSaving}
        />
      ) : null}
    </ListSection>
  );
}
