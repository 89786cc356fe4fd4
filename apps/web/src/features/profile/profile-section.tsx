import { isSectionShown } from '@ypo/headless/core';
import { useId, type ReactNode } from 'react';
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
  readonly children: ReactNode;
}

/**
 * THE section of the member profile (spec 002 §2): a titled panel, shown when its visibility rule
 * says so or while the profile is edited. Every part of the profile renders its sections with it.
 */
export function ProfileSection({ title, hasContent, isEditMode, actions, children }: ProfileSectionProps) {
  const id = useId();
  if (!isSectionShown(hasContent, isEditMode)) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {isEditMode ? actions : null}
      </div>
      {children}
    </section>
  );
}
