import {
  ACCOMPLISHMENTS,
  COMPANY_INVESTMENTS,
  entryIdOf,
  isProfessionalExperienceVisible,
  PROFESSIONAL_EXPERIENCE,
  PROFESSIONAL_ROLES,
  TRAINING_AND_CERTIFICATIONS,
  type ProfessionalCollection,
  type ProfessionalCollectionSpec,
  type ProfessionalEntries,
} from '@ypo/headless/core';
import { useSnackbar } from '@ypo/headless';
import { PROFILE_MESSAGES, useProfessionalCollection } from '@ypo/headless/profile';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ConfirmDialog } from '../../components/confirm-dialog';
import * as dialogStyles from '../../components/dialog.css';
import { AlertText } from '../../components/form';
import { EntryDialog } from './entry-dialog';
import { ProfileSection } from './profile-section';
import * as styles from './profile.css';
import type { ProfileSectionsProps } from './sections';

type Editing<C extends ProfessionalCollection> = { readonly kind: 'add' } | { readonly kind: 'edit' | 'delete'; readonly entry: ProfessionalEntries[C] };

/** Props of {@link CollectionSection}. */
interface CollectionSectionProps<C extends ProfessionalCollection> extends ProfileSectionsProps {
  readonly spec: ProfessionalCollectionSpec<C>;
  /** The section's visibility rule given its entries (default: any entry). */
  readonly hasContent?: (entries: readonly ProfessionalEntries[C][]) => boolean;
}

/** One professional collection (spec 002 §3): its list, and in edit mode Add, Edit and Delete (confirmed). */
function CollectionSection<C extends ProfessionalCollection>({ spec, personId, isEditMode, hasContent = (list) => list.length > 0 }: CollectionSectionProps<C>) {
  const collection = useProfessionalCollection(spec, personId);
  const { show } = useSnackbar();
  const [editing, setEditing] = useState<Editing<C> | undefined>();
  const [deleteError, setDeleteError] = useState<string | undefined>();
  const list = collection.entries ?? [];
  const close = () => {
    setEditing(undefined);
    setDeleteError(undefined);
  };
  const save = async (entry: ProfessionalEntries[C]): Promise<string | undefined> => {
    const result = editing?.kind === 'edit' ? await collection.update(entry) : await collection.save(entry);
    if (result === undefined) return undefined;
    if (!result.ok) return result.error.message;
    show(PROFILE_MESSAGES.saved, 'success');
    return undefined;
  };
  const remove = async (entry: ProfessionalEntries[C]) => {
    const result = await collection.remove(entry);
    if (result && !result.ok) {
      setDeleteError(result.error.message);
      return;
    }
    show(PROFILE_MESSAGES.deleted, 'success');
    close();
  };
  if (collection.isLoading) return null;
  return (
    <ProfileSection
      title={spec.title}
      hasContent={hasContent(list)}
      isEditMode={isEditMode}
      actions={
        <Button className={dialogStyles.secondaryButton} onPress={() => setEditing({ kind: 'add' })}>
          {spec.addLabel}
        </Button>
      }
    >
      {collection.error ? <AlertText message={collection.error.message} /> : null}
      {list.length === 0 ? (
        <p className={styles.empty}>{spec.emptyText}</p>
      ) : (
        <ul className={styles.entries}>
          {list.map((entry) => {
            const { heading, detail } = spec.summary(entry);
            return (
              <li key={entryIdOf(spec, entry)} className={styles.entry}>
                <div className={styles.entryText}>
                  <p className={styles.entryHeading}>{heading}</p>
                  {detail ? <p className={styles.empty}>{detail}</p> : null}
                </div>
                {isEditMode ? (
                  <div className={styles.entryActions}>
                    <Button className={dialogStyles.secondaryButton} aria-label={PROFILE_MESSAGES.editEntry(heading)} onPress={() => setEditing({ kind: 'edit', entry })}>
                      {PROFILE_MESSAGES.edit}
                    </Button>
                    <Button className={dialogStyles.dangerButton} aria-label={PROFILE_MESSAGES.deleteEntry(heading)} onPress={() => setEditing({ kind: 'delete', entry })}>
                      {PROFILE_MESSAGES.delete}
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {editing?.kind === 'add' || editing?.kind === 'edit' ? (
        <EntryDialog spec={spec} entry={editing.kind === 'edit' ? editing.entry : undefined} personId={personId} onSave={save} onClose={close} />
      ) : null}
      {editing?.kind === 'delete' ? (
        <ConfirmDialog
          title={PROFILE_MESSAGES.delete}
          confirmLabel={PROFILE_MESSAGES.delete}
          onConfirm={() => void remove(editing.entry)}
          onCancel={close}
          isPending={collection.isSaving}
          error={deleteError}
        >
          {PROFILE_MESSAGES.confirmDelete(spec.summary(editing.entry).heading)}
        </ConfirmDialog>
      ) : null}
    </ProfileSection>
  );
}

/**
 * Professional experience (spec 002 §2: visible when at least one entry is active) and the
 * professional collections of spec 002 §3 (roles, accomplishments, company investments, training
 * and certifications; each shown when it has entries), all editable in edit mode.
 */
export function ProfessionalSections(props: ProfileSectionsProps) {
  return (
    <>
      <CollectionSection spec={PROFESSIONAL_EXPERIENCE} hasContent={isProfessionalExperienceVisible} {...props} />
      <CollectionSection spec={PROFESSIONAL_ROLES} {...props} />
      <CollectionSection spec={ACCOMPLISHMENTS} {...props} />
      <CollectionSection spec={COMPANY_INVESTMENTS} {...props} />
      <CollectionSection spec={TRAINING_AND_CERTIFICATIONS} {...props} />
    </>
  );
}
