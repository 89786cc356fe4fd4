import { canEditAssist, useReleaseNotes } from '@ypo/headless';
import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import * as styles from './assist.css';
import { AlertText, TextInput } from '../../components/form';
import { SafeHtml } from '../../components/safe-html';
import { messageOf, useAction } from './ui';

/** The release notes: the first item of the releaseNote list (spec 000 §3); editors change its text. */
export function ReleaseNotesSection({ isAdmin }: { isAdmin: boolean | undefined }) {
  const notes = useReleaseNotes();
  const note = notes.releaseNote;
  const canEdit = canEditAssist({ canEdit: notes.data?.canEdit, isAdmin });
  const action = useAction();
  // The draft stays here while editing, so a failed save keeps what was typed.
  const [draft, setDraft] = useState<string | undefined>();
  return (
    <section className={styles.section} aria-labelledby="assist-notes">
      <h2 id="assist-notes" className={styles.sectionHeading}>
        Release notes
      </h2>
      {notes.isLoading ? <p role="status">Loading release notes…</p> : null}
      {notes.error ? <AlertText message={messageOf(notes.error)} /> : null}
      {notes.data && !note ? <p className={styles.muted}>There are no release notes yet.</p> : null}
      {note ? (
        <>
          {note.version ? <p className={styles.muted}>Version {note.version}</p> : null}
          <SafeHtml html={note.notes} />
          {canEdit && draft === undefined ? (
            <div className={styles.toolbar}>
              <Button className={styles.button} onPress={() => setDraft(note.notes)}>
                Edit release notes
              </Button>
            </div>
          ) : null}
          {canEdit && draft !== undefined ? (
            <Form
              className={styles.form}
              onSubmit={(event) => {
                event.preventDefault();
                void action.run(() => notes.updateReleaseNote({ ...note, notes: draft }).then(() => setDraft(undefined)));
              }}
            >
              <TextInput label="Release notes text" value={draft} onChange={setDraft} isMultiline autoFocus description="Simple HTML is allowed." />
              <AlertText message={action.error} />
              <div className={styles.toolbar}>
                <Button type="submit" className={styles.primaryButton} isDisabled={action.isPending}>
                  Save release notes
                </Button>
                <Button className={styles.button} onPress={() => setDraft(undefined)}>
                  Cancel
                </Button>
              </div>
            </Form>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
