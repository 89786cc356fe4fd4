import { PROFILE_MESSAGES as TEXT, type AppError, type CallResult, type EmailSaveResult, type FormSchema } from '@ypo/headless';
import { useSnackbar } from '@ypo/headless';
import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { ConfirmDialog } from '../../components/confirm-dialog';
import * as dialogStyles from '../../components/dialog.css';
import { EntryDialog, type EntryField, type EntrySaveFeedback } from './entry-dialog';
import { EntryRow, ProfileSection } from './profile-section';
import * as styles from './profile.css';

/** A write's answer as the dialog's feedback: nothing when saved, else the message (the soft result on the email field). */
export function feedbackOf<K extends string = never>(result: CallResult<unknown> | EmailSaveResult<unknown> | undefined, emailField?: K): EntrySaveFeedback<K> {
  // A second save while one runs is ignored: the dialog stays open.
  if (result === undefined) return { message: '' };
  if ('ok' in result) return result.ok ? undefined : { message: result.error.message };
  if (result.isSaved) return undefined;
  if ('emailMessage' in result) return { ...(emailField ? { field: emailField } : {}), message: result.emailMessage };
  return { message: result.error.error.message };
}

/** How a list section of the profile shows its entries and edits one (a professional or a personal collection). */
export interface ListSectionConfig<E, K extends string> {
  readonly title: string;
  /** The Add button's text and the new entry dialog's title (default 'Add <title>'). */
  readonly addLabel?: string;
  /** What an empty list says (in edit mode; default 'Nothing added yet.'). */
  readonly emptyText?: string;
  readonly schema: FormSchema;
  readonly fields: (editing: E | undefined, entries: readonly E[]) => readonly EntryField<K>[];
  readonly toValues: (entry: E | undefined) => Readonly<Record<K, string>>;
  readonly fromValues: (values: Readonly<Record<K, string>>, entry: E | undefined) => E;
  /** The entry's heading and detail line in the list. */
  readonly summary: (entry: E) => { readonly heading: string; readonly detail?: string };
  readonly idOf: (entry: E) => string;
  /** The section's visibility rule given its entries (spec 002 §2; default: any entry). */
  readonly hasContent?: (entries: readonly E[]) => boolean;
  /** Whether another entry may be added (e.g. education at most 5). */
  readonly canAdd?: (entries: readonly E[]) => boolean;
  /** Said in edit mode when no entry may be added. */
  readonly fullText?: string;
}

type SaveResult = CallResult<unknown> | EmailSaveResult<unknown> | undefined;

/** A list section's data and writes, as its hook gives them. */
export interface ListSectionData<E> {
  readonly entries: readonly E[] | undefined;
  readonly isLoading: boolean;
  readonly error: AppError | undefined;
  readonly isSaving: boolean;
  readonly save: (entry: E) => Promise<SaveResult>;
  readonly update: (entry: E) => Promise<SaveResult>;
  readonly remove: (entry: E) => Promise<CallResult<unknown> | undefined>;
}

/** Props of {@link ListSection}. */
export interface ListSectionProps<E, K extends string> {
  readonly config: ListSectionConfig<E, K>;
  readonly data: ListSectionData<E>;
  readonly isEditMode: boolean;
  /** The field a soft 'Email already exists' answer belongs to. */
  readonly emailField?: K;
  /** Further edit controls of the section, before its Add button (edit mode only). */
  readonly actions?: ReactNode;
  /** What the section shows above its entries (About me: the biography and interests). */
  readonly children?: ReactNode;
}

type Editing<E> = { readonly kind: 'add' } | { readonly kind: 'edit' | 'delete'; readonly entry: E };

/**
 * THE list section of the member profile (spec 002 §2, §3, §5): its entries as {@link EntryRow}s, and
 * in edit mode Add and Edit through the one {@link EntryDialog} and Delete after a confirmation.
 */
export function ListSection<E, K extends string>({ config, data, isEditMode, emailField, actions, children }: ListSectionProps<E, K>) {
  const { show } = useSnackbar();
  const [editing, setEditing] = useState<Editing<E> | undefined>();
  const [deleteError, setDeleteError] = useState<string>();
  const entries = data.entries ?? [];
  const canAdd = config.canAdd ? config.canAdd(entries) : true;
  const addLabel = config.addLabel ?? `${TEXT.add} ${config.title}`;
  const close = () => {
    setEditing(undefined);
    setDeleteError(undefined);
  };
  const save = async (values: Readonly<Record<K, string>>) => {
    const current = editing?.kind === 'edit' ? editing.entry : undefined;
    const entry = config.fromValues(values, current);
    const feedback = feedbackOf(await (current ? data.update(entry) : data.save(entry)), emailField);
    if (!feedback) show(TEXT.saved, 'success');
    return feedback;
  };
  const remove = async (entry: E) => {
    const result = await data.remove(entry);
    if (result && !result.ok) {
      setDeleteError(result.error.message);
      return;
    }
    show(TEXT.deleted, 'success');
    close();
  };
  if (data.isLoading) return null;
  return (
    <ProfileSection
      title={config.title}
      hasContent={(config.hasContent ?? ((list) => list.length > 0))(entries)}
      isEditMode={isEditMode}
      error={data.error?.message}
      actions={
        <>
          {actions}
          {canAdd ? (
            <Button className={dialogStyles.secondaryButton} onPress={() => setEditing({ kind: 'add' })}>
              {addLabel}
            </Button>
          ) : null}
        </>
      }
    >
      {children}
      {entries.length === 0 ? (
        <p className={styles.empty}>{config.emptyText ?? TEXT.nothingYet}</p>
      ) : (
        <ul className={styles.entries}>
          {entries.map((entry) => {
            const { heading, detail } = config.summary(entry);
            return (
              <EntryRow
                key={config.idOf(entry)}
                heading={heading}
                detail={detail}
                isEditMode={isEditMode}
                onEdit={() => setEditing({ kind: 'edit', entry })}
                onDelete={() => setEditing({ kind: 'delete', entry })}
              />
            );
          })}
        </ul>
      )}
      {isEditMode && !canAdd && config.fullText ? <p className={styles.empty}>{config.fullText}</p> : null}
      {editing?.kind === 'add' || editing?.kind === 'edit' ? (
        <EntryDialog<K>
          title={editing.kind === 'edit' ? TEXT.editEntry(config.title) : addLabel}
          onClose={close}
          schema={config.schema}
          fields={config.fields(editing.kind === 'edit' ? editing.entry : undefined, entries)}
          initial={config.toValues(editing.kind === 'edit' ? editing.entry : undefined)}
          onSave={save}
          isSaving={data.isSaving}
        />
      ) : null}
      {editing?.kind === 'delete' ? (
        <ConfirmDialog title={TEXT.delete} confirmLabel={TEXT.delete} onConfirm={() => void remove(editing.entry)} onCancel={close} isPending={data.isSaving} error={deleteError}>
          {TEXT.confirmDelete(config.summary(editing.entry).heading)}
        </ConfirmDialog>
      ) : null}
    </ProfileSection>
  );
}

/** Props of {@link SingleSection}. */
export interface SingleSectionProps<K extends string> {
  readonly title: string;
  /** The section's lines; empty ones are left out. */
  readonly lines: readonly (string | null | undefined)[];
  readonly isLoading: boolean;
  readonly error: AppError | undefined;
  readonly isEditMode: boolean;
  /** The Edit dialog (title and closing are the section's). */
  readonly dialog: Omit<Parameters<typeof EntryDialog<K>>[0], 'title' | 'onClose'>;
}

/** A one-of section of the profile (contact, emergency contact, assistant): its lines, and in edit mode Edit through the one {@link EntryDialog}. */
export function SingleSection<K extends string>({ title, lines, isLoading, error, isEditMode, dialog }: SingleSectionProps<K>) {
  const [isOpen, setOpen] = useState(false);
  if (isLoading) return null;
  const shown = lines.filter((line): line is string => Boolean(line));
  return (
    <ProfileSection
      title={title}
      hasContent={shown.length > 0}
      isEditMode={isEditMode}
      error={error?.message}
      actions={
        <Button className={dialogStyles.secondaryButton} onPress={() => setOpen(true)} aria-label={TEXT.editEntry(title)}>
          {TEXT.edit}
        </Button>
      }
    >
      {shown.length === 0 ? <p className={styles.empty}>{TEXT.nothingYet}</p> : <p className={styles.lines}>{shown.join('\n')}</p>}
      {isOpen ? <EntryDialog<K> title={TEXT.editEntry(title)} onClose={() => setOpen(false)} {...dialog} /> : null}
    </ProfileSection>
  );
}
