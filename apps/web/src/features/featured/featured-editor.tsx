import { featuredAddressOf, moveItem, type AppError, type CallResult, type CommunityEvent } from '@ypo/headless';
import { useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { AlertText } from '../../components/form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ReorderList } from '../../components/reorder-list';
import { EMPTY_DRAFT, FeaturedForm, type FeaturedDraft } from './featured-form';
import * as styles from './featured.css';

/** A saved item as the editor lists it: its row and the draft its Edit form starts from. */
export interface EditorRow {
  readonly id: string;
  readonly title: string;
  readonly imageUrl?: string | undefined;
  readonly draft: FeaturedDraft;
}

/** Props of {@link FeaturedEditor}. */
export interface FeaturedEditorProps {
  readonly kind: 'item' | 'news';
  /** The editor's heading, e.g. 'Edit featured items'. */
  readonly title: string;
  /** What one item is called in buttons and headings, e.g. 'featured item'. */
  readonly noun: string;
  readonly rows: readonly EditorRow[];
  readonly events?: readonly CommunityEvent[];
  /** Saves a new item (`id` undefined) or a changed one. */
  readonly onSave: (draft: FeaturedDraft, id: string | undefined) => Promise<CallResult<unknown> | undefined>;
  readonly onDelete: (id: string) => Promise<CallResult<unknown> | undefined>;
  /** Saves the rows in the order given. */
  readonly onReorder: (ids: string[]) => Promise<CallResult<unknown> | undefined>;
  /** A save is running. */
  readonly isSaving: boolean;
  /** A note under the heading (e.g. how many the carousel shows). */
  readonly note?: string;
}

const failureOf = (result: CallResult<unknown> | undefined): AppError | undefined => (result && !result.ok ? result.error : undefined);

/**
 * The editor of featured items or home page news (Admin View): the ordered list (drag or keyboard),
 * Add and Edit in one form, and Delete after a confirmation. The form closes once saved; a failed
 * save keeps it open with its text and the input as typed.
 */
export function FeaturedEditor({ kind, title, noun, rows, events, onSave, onDelete, onReorder, isSaving, note }: FeaturedEditorProps) {
  const headingId = useId();
  const [editing, setEditing] = useState<{ id: string | undefined; draft: FeaturedDraft } | undefined>();
  const [deleting, setDeleting] = useState<EditorRow | undefined>();
  const [deleteError, setDeleteError] = useState<string | undefined>();
  const [reorderError, setReorderError] = useState<string | undefined>();
  const addButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setEditing(undefined);
    addButton.current?.focus();
  };
  const save = async (draft: FeaturedDraft) => {
    const failure = failureOf(await onSave(draft, editing?.id));
    if (failure === undefined) close();
    return failure;
  };
  const reorder = (ordered: EditorRow[]) => {
    setReorderError(undefined);
    void onReorder(ordered.map((row) => row.id)).then((result) => setReorderError(failureOf(result)?.message));
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(undefined);
    const result = await onDelete(deleting.id);
    const failure = failureOf(result);
    if (failure) return setDeleteError(failure.message);
    if (!result) return undefined;
    setDeleting(undefined);
    // The row that opened the dialog is gone: focus goes to Add rather than to the page's start.
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <section className={styles.editor} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.editorHeading}>
        {title}
      </h3>
      {note ? <p className={styles.muted}>{note}</p> : null}
      {rows.length > 0 ? (
        <ReorderList
          label={`Order of the ${noun}s`}
          items={rows}
          textOf={(row) => row.title}
          isBusy={isSaving}
          onMove={(from, to) => reorder(moveItem(rows, from, to))}
          renderContent={(row) => {
            const image = featuredAddressOf(row.imageUrl);
            return (
              <>
                {image ? <img className={styles.thumbnail} src={image} alt="" /> : null}
                <p className={styles.rowTitle}>{row.title}</p>
              </>
            );
          }}
          renderActions={(row) => (
            <>
              <Button className={styles.button} aria-label={`Edit ${row.title}`} onPress={() => setEditing({ id: row.id, draft: row.draft })}>
                Edit
              </Button>
              <Button
                className={styles.dangerButton}
                aria-label={`Delete ${row.title}`}
                onPress={() => {
                  setDeleteError(undefined);
                  setDeleting(row);
                }}
              >
                Delete
              </Button>
            </>
          )}
        />
      ) : null}
      <AlertText message={reorderError} />
      {editing ? (
        <FeaturedForm
          key={editing.id ?? 'new'}
          kind={kind}
          title={editing.id ? `Edit ${noun}` : `Add ${noun}`}
          initial={editing.draft}
          onSave={save}
          onCancel={close}
          {...(events ? { events } : {})}
        />
      ) : (
        <div className={styles.toolbar}>
          <Button ref={addButton} className={styles.primaryButton} onPress={() => setEditing({ id: undefined, draft: EMPTY_DRAFT })}>
            {`Add ${noun}`}
          </Button>
        </div>
      )}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${noun}?`}
          confirmLabel="Delete"
          isPending={isSaving}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(undefined)}
        >
          <p>“{deleting.title}” will be removed.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
