import { PROFILE_MESSAGES as TEXT, type AppError, type CallResult, type EmailSaveResult, type FormSchema } from '@ypo/headless';
import { useId, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import * as buttonStyles from '../../../components/button.css';
import { AlertText } from '../../../components/form';
import { SkeletonLine } from '../../../components/skeleton';
import { EntryDialog, type EntryField, type EntrySaveFeedback } from './entry-dialog';
import * as styles from './personal.css';

/** A write's answer as the dialog's feedback: nothing when saved, else the message (the soft result on the email field). */
export function feedbackOf<K extends string = never>(result: CallResult<unknown> | EmailSaveResult<unknown> | undefined, emailField?: K): EntrySaveFeedback<K> {
  // A second save while one runs is ignored: the dialog stays open.
  if (result === undefined) return { message: '' };
  if ('ok' in result) return result.ok ? undefined : { message: result.error.message };
  if (result.isSaved) return undefined;
  if ('emailMessage' in result) return { ...(emailField ? { field: emailField } : {}), message: result.emailMessage };
  return { message: result.error.error.message };
}

/** A titled section of the profile's personal collections, with its Add or Edit button in edit mode. */
export function PersonalSection({ title, action, isLoading, error, children }: { title: string; action?: ReactNode; isLoading: boolean; error: AppError | undefined; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={isLoading}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {isLoading ? <SkeletonLine width="half" /> : error ? <AlertText message={error.message} /> : children}
    </section>
  );
}

/** One entry of a list section: its description, and in edit mode its Edit and Delete buttons. */
export function EntryRow({ isEditMode, isBusy, onEdit, onRemove, children }: { isEditMode: boolean; isBusy: boolean; onEdit: () => void; onRemove: () => void; children: ReactNode }) {
  return (
    <li className={styles.entry}>
      <div className={styles.entryText}>{children}</div>
      {isEditMode ? (
        <div className={styles.entryActions}>
          <Button className={buttonStyles.secondaryButton} onPress={onEdit}>
            {TEXT.edit}
          </Button>
          <Button className={buttonStyles.secondaryButton} onPress={onRemove} isDisabled={isBusy}>
            {TEXT.remove}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** How a list section shows its entries and edits one. */
export interface ListSectionConfig<E, K extends string> {
  readonly title: string;
  readonly schema: FormSchema;
  readonly fields: (editing: E | undefined, entries: readonly E[]) => readonly EntryField<K>[];
  readonly toValues: (entry: E | undefined) => Record<K, string>;
  readonly fromValues: (values: Readonly<Record<K, string>>, entry: E | undefined) => E;
  readonly describe: (entry: E) => ReactNode;
  readonly idOf: (entry: E) => string;
  readonly canAdd?: (entries: readonly E[]) => boolean;
  readonly fullText?: string;
}

/** A list section's data and writes, as its hook gives them. */
export interface ListSectionData<E> {
  readonly entries: readonly E[];
  readonly isLoading: boolean;
  readonly error: AppError | undefined;
  readonly isSaving: boolean;
  readonly save: (entry: E) => Promise<CallResult<unknown> | EmailSaveResult<unknown> | undefined>;
  readonly update: (entry: E) => Promise<CallResult<unknown> | EmailSaveResult<unknown> | undefined>;
  readonly remove: (entry: E) => Promise<CallResult<unknown> | undefined>;
}

/** A list collection of the profile (education, addresses, ...): its entries, and in edit mode Add, Edit and Delete through {@link EntryDialog}. */
export function ListSection<E, K extends string>({ config, data, isEditMode, emailField }: { config: ListSectionConfig<E, K>; data: ListSectionData<E>; isEditMode: boolean; emailField?: K }) {
  const [dialog, setDialog] = useState<{ entry: E | undefined } | null>(null);
  const [removeError, setRemoveError] = useState<string>();
  const canAdd = config.canAdd ? config.canAdd(data.entries) : true;
  const save = async (values: Readonly<Record<K, string>>) => {
    const entry = config.fromValues(values, dialog?.entry);
    return feedbackOf(await (dialog?.entry ? data.update(entry) : data.save(entry)), emailField);
  };
  const remove = async (entry: E) => {
    setRemoveError(undefined);
    const result = await data.remove(entry);
    if (result && !result.ok) setRemoveError(result.error.message);
  };
  return (
    <PersonalSection
      title={config.title}
      isLoading={data.isLoading}
      error={data.error}
      action={
        isEditMode && canAdd ? (
          <Button className={buttonStyles.secondaryButton} onPress={() => setDialog({ entry: undefined })} aria-label={`${TEXT.add} ${config.title}`}>
            {TEXT.add}
          </Button>
        ) : undefined
      }
    >
      {data.entries.length === 0 ? <p className={styles.muted}>{TEXT.nothingYet}</p> : null}
      {data.entries.length > 0 ? (
        <ul className={styles.entries}>
          {data.entries.map((entry) => (
            <EntryRow key={config.idOf(entry)} isEditMode={isEditMode} isBusy={data.isSaving} onEdit={() => setDialog({ entry })} onRemove={() => void remove(entry)}>
              {config.describe(entry)}
            </EntryRow>
          ))}
        </ul>
      ) : null}
      {isEditMode && !canAdd && config.fullText ? <p className={styles.muted}>{config.fullText}</p> : null}
      <AlertText message={removeError} />
      {dialog ? (
        <EntryDialog
          title={`${dialog.entry ? TEXT.edit : TEXT.add} ${config.title}`}
          onClose={() => setDialog(null)}
          schema={config.schema}
          fields={config.fields(dialog.entry, data.entries)}
          initial={config.toValues(dialog.entry)}
          onSave={save}
          isSaving={data.isSaving}
        />
      ) : null}
    </PersonalSection>
  );
}

/** A one-of section of the profile (contact, emergency contact, assistant): its lines, and in edit mode Edit through {@link EntryDialog}. */
export function SingleSection<K extends string>({
  title,
  lines,
  isLoading,
  error,
  isEditMode,
  dialog,
}: {
  title: string;
  lines: readonly (string | null | undefined)[];
  isLoading: boolean;
  error: AppError | undefined;
  isEditMode: boolean;
  dialog: Omit<Parameters<typeof EntryDialog<K>>[0], 'title' | 'onClose'>;
}) {
  const [isOpen, setOpen] = useState(false);
  const shown = lines.filter((line): line is string => Boolean(line));
  return (
    <PersonalSection
      title={title}
      isLoading={isLoading}
      error={error}
      action={
        isEditMode ? (
          <Button className={buttonStyles.secondaryButton} onPress={() => setOpen(true)} aria-label={`${TEXT.edit} ${title}`}>
            {TEXT.edit}
          </Button>
        ) : undefined
      }
    >
      {shown.length === 0 ? <p className={styles.muted}>{TEXT.nothingYet}</p> : <p className={styles.lines}>{shown.join('\n')}</p>}
      {isOpen ? <EntryDialog<K> title={`${TEXT.edit} ${title}`} onClose={() => setOpen(false)} {...dialog} /> : null}
    </PersonalSection>
  );
}
