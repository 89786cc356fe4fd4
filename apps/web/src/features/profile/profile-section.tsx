import { isSectionShown } from '@ypo/headless/core';
import { PROFILE_MESSAGES } from '@ypo/headless/profile';
import { useId, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import * as dialogStyles from '../../components/dialog.css';
import { AlertText } from '../../components/form';
import * as styles from './profile.css';

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  /** The section's heading, e.g. 'About me'. */
  readonly title: string;
  /** The section has something to show (its visibility rule, spec 002 §2). */
  readonly hasContent: boolean;
  /** The profile is in edit mode: the section shows even when empty, with its `actions`. */
  readonly isEditMode: boolean;
  /** The section's edit controls (e.g. an Add button), shown in edit mode only. */
  readonly actions?: ReactNode;
  /** A failed load or write of the section: shown in it, whatever its content. */
  readonly error?: string | undefined;
  readonly children: ReactNode;
}

/**
 * THE section of the member profile (spec 002 §2): a titled panel, shown when its visibility rule
 * says so, while the profile is edited, or to tell a failure. Every section of the profile is one.
 */
export function ProfileSection({ title, hasContent, isEditMode, actions, error, children }: ProfileSectionProps) {
  const id = useId();
  if (!isSectionShown(hasContent, isEditMode) && !error) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {isEditMode && actions ? <div className={styles.entryActions}>{actions}</div> : null}
      </div>
      <AlertText message={error} />
      {children}
    </section>
  );
}

/** Props of {@link EntryRow}. */
export interface EntryRowProps {
  /** The entry's heading (its accessible name in the Edit and Delete buttons). */
  readonly heading: string;
  /** The entry's detail line. */
  readonly detail?: ReactNode;
  /** The profile is in edit mode: the row has Edit and Delete. */
  readonly isEditMode: boolean;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

/** THE entry of a profile list (a collection's entry, a family member): heading, detail, and in edit mode Edit and Delete. */
export function EntryRow({ heading, detail, isEditMode, onEdit, onDelete }: EntryRowProps) {
  return (
    <li className={styles.entry}>
      <div className={styles.entryText}>
        <p className={styles.entryHeading}>{heading}</p>
        {detail ? <p className={styles.empty}>{detail}</p> : null}
      </div>
      {isEditMode ? (
        <div className={styles.entryActions}>
          <Button className={dialogStyles.secondaryButton} aria-label={PROFILE_MESSAGES.editEntry(heading)} onPress={onEdit}>
            {PROFILE_MESSAGES.edit}
          </Button>
          <Button className={dialogStyles.dangerButton} aria-label={PROFILE_MESSAGES.deleteEntry(heading)} onPress={onDelete}>
            {PROFILE_MESSAGES.delete}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
