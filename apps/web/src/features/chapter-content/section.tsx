import { useSnackbar, type ContentSaveResult } from '@ypo/headless';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import { AlertText } from '../../components/form';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { useEditToggle } from '../../components/use-edit-toggle';
import * as styles from './chapter-content.css';

/** What a section's read gives (a content hook's result). */
interface SectionQuery {
  readonly isLoading: boolean;
  readonly error: { readonly message: string } | undefined;
}

/** Props of {@link ContentSection}. */
interface ContentSectionProps {
  readonly title: string;
  readonly query: SectionQuery;
  /** The editor, when the viewer may edit this section here (Admin View): opened by the Edit button, closed by `close`. */
  readonly editor?: ((close: () => void) => ReactNode) | undefined;
  readonly children: ReactNode;
}

/** One section of the chapter content: its heading, then loading, failure or the content; in Admin View an Edit button. */
export function ContentSection({ title, query, editor, children }: ContentSectionProps) {
  const headingId = useId();
  const { isEditing, setEditing, editButton } = useEditToggle();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionHeading}>
          {title}
        </h2>
        {editor && !isEditing && !query.isLoading ? (
          <Button ref={editButton} className={styles.button} aria-label={`Edit ${title.toLowerCase()}`} onPress={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
      </div>
      {query.isLoading ? (
        <Skeleton label={`Loading ${title.toLowerCase()}`}>
          <SkeletonLine width="wide" />
          <SkeletonLine width="half" />
        </Skeleton>
      ) : query.error ? (
        <AlertText message={query.error.message} />
      ) : editor && isEditing ? (
        editor(() => setEditing(false))
      ) : (
        children
      )}
    </section>
  );
}

/** Props of {@link SaveForm}. */
interface SaveFormProps {
  /** The form's accessible name. */
  readonly label: string;
  /** Checks the fields (showing their messages); false stops the save. */
  readonly validate: () => boolean;
  /** Sends the form; the success text shows as a snackbar and the form closes, a failure shows here and keeps every field. */
  readonly save: () => Promise<ContentSaveResult<unknown> | undefined>;
  readonly isSaving: boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** An edit form of a section: its fields, the failure text, Save and Cancel. */
export function SaveForm({ label, validate, save, isSaving, onClose, children }: SaveFormProps) {
  const { show } = useSnackbar();
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!validate()) return;
    const result = await save();
    if (!result) return;
    if (!result.ok) return setError(result.error.message);
    show(result.message, 'success');
    onClose();
  };
  return (
    <Form className={styles.form} aria-label={label} onSubmit={(event) => void submit(event)}>
      {children}
      <AlertText message={error} />
      <div className={styles.toolbar}>
        <Button type="submit" className={styles.primaryButton} isDisabled={isSaving}>
          Save
        </Button>
        <Button className={styles.button} onPress={onClose}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** Image addresses typed one a line, as a list (blank lines dropped). */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
