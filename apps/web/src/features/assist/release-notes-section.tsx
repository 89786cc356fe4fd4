import { canEditAssist, useReleaseNotes } from '@ypo/headless';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './assist.css';
import { SafeHtml } from '../../components/safe-html';
import { AssistSection, InlineEdit } from './ui';

/** The release notes: the first item of the releaseNote list (spec 000 §3); editors change its text. */
export function ReleaseNotesSection({ isAdmin }: { isAdmin: boolean | undefined }) {
  const notes = useReleaseNotes();
  const note = notes.releaseNote;
  const canEdit = canEditAssist({ canEdit: notes.data?.canEdit, isAdmin });
  // The draft stays here while editing, so a failed save keeps what was typed.
  const [draft, setDraft] = useState<string | undefined>();
  return (
    <AssistSection
      id="assist-notes"
      title="Release notes"
      loadingText="Loading release notes…"
      emptyText="There are no release notes yet."
      query={notes}
      isEmpty={!note}
    >
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
            <InlineEdit
              label="Release notes text"
              saveLabel="Save release notes"
              value={draft}
              description="Simple HTML is allowed."
              isMultiline
              onChange={setDraft}
              onCancel={() => setDraft(undefined)}
              onSave={() => notes.updateReleaseNote({ ...note, notes: draft }).then(() => setDraft(undefined))}
            />
          ) : null}
        </>
      ) : null}
    </AssistSection>
  );
}
