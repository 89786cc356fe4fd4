import { asAppError } from '@ypo/headless';
import { Suspense, lazy, useId, useState, type ReactNode } from 'react';
import { Button, Form } from 'react-aria-components';
import * as styles from './assist.css';
import { AlertText, TextInput } from '../../components/form';

/** Message of anything a call rejected with (hooks reject with an AppError carrying a catalogue text). */
export function messageOf(error: unknown): string {
  return asAppError(error).message;
}

/**
 * Runs an async action with a pending flag and the failure's text; the caller's drafts stay untouched.
 * Buttons use the flag as isDisabled, not isPending: react-aria's pending announcement leaves a
 * role="img" node that axe flags (role-img-alt).
 */
export function useAction() {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setPending(true);
    setError(undefined);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { isPending, error, run, clearError: () => setError(undefined) };
}

// The confirmation (react-aria Dialog and its overlay code) loads on the first press: the page does not wait for it.
const ConfirmDeleteDialog = lazy(() => import('./confirm-delete-dialog'));

/**
 * A delete button that asks first. `label` is the button's accessible name (e.g. "Delete topic
 * Events", which holds the visible "Delete"); the dialog stays open with the error text when the call fails.
 */
export function ConfirmDeleteButton({
  label,
  heading,
  children,
  confirmLabel,
  onConfirm,
}: {
  label: string;
  heading: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button className={styles.dangerButton} aria-label={label} aria-haspopup="dialog" aria-expanded={isOpen} onPress={() => setOpen(true)}>
        Delete
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog heading={heading} confirmLabel={confirmLabel} onConfirm={onConfirm} onClose={() => setOpen(false)}>
            {children}
          </ConfirmDeleteDialog>
        </Suspense>
      ) : null}
    </>
  );
}

/** "Move up" / "Move down" buttons for one item; `name` completes each button's accessible name. */
export function MoveButtons({
  name,
  canMoveUp,
  canMoveDown,
  onMove,
}: {
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  return (
    <>
      <Button className={styles.button} isDisabled={!canMoveUp} aria-label={`Move up ${name}`} onPress={() => onMove('up')}>
        Move up
      </Button>
      <Button className={styles.button} isDisabled={!canMoveDown} aria-label={`Move down ${name}`} onPress={() => onMove('down')}>
        Move down
      </Button>
    </>
  );
}

/** A section of the assist page: its heading, then loading, failure, empty or the content. */
export function AssistSection({
  id,
  title,
  loadingText,
  emptyText,
  query,
  isEmpty,
  children,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  loadingText: string;
  emptyText: string;
  /** The section's read (an SWR result). */
  query: { isLoading: boolean; error: unknown; data?: unknown };
  /** True when the loaded data holds nothing to show. */
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {query.isLoading ? <p role="status">{loadingText}</p> : null}
      {query.error ? <AlertText message={messageOf(query.error)} /> : null}
      {query.data && isEmpty ? <p className={styles.muted}>{emptyText}</p> : null}
      {children}
    </section>
  );
}

/** The end of an assist form: the call's failure text, the submit button and, for an edit, Cancel. */
export function FormFooter({
  error,
  isPending,
  submitLabel,
  onCancel,
}: {
  error: string | undefined;
  isPending: boolean;
  submitLabel: string;
  onCancel?: () => void;
}) {
  return (
    <>
      <AlertText message={error} />
      <div className={styles.toolbar}>
        <Button type="submit" className={styles.primaryButton} isDisabled={isPending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button className={styles.button} onPress={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </>
  );
}

/**
 * An inline edit form for one text (topic name, question, answer, video title, release notes);
 * the draft lives with the caller, so a failed save keeps what was typed.
 */
export function InlineEdit({
  label,
  saveLabel,
  value,
  description,
  isMultiline,
  onChange,
  onCancel,
  onSave,
}: {
  label: string;
  saveLabel: string;
  value: string;
  description?: string | undefined;
  isMultiline?: boolean;
  onChange: (value: string) => void;
  onCancel: () => void;
  /** Returns the field error of a draft that cannot be sent, or sends it. */
  onSave: () => { error: string | undefined } | Promise<void>;
}) {
  const action = useAction();
  const [fieldError, setFieldError] = useState<string | undefined>();
  return (
    <Form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const result = onSave();
        if ('error' in result) return setFieldError(result.error);
        setFieldError(undefined);
        void action.run(() => result);
      }}
    >
      <TextInput
        label={label}
        value={value}
        onChange={onChange}
        error={fieldError}
        isMultiline={isMultiline}
        autoFocus
        {...(description ? { description } : {})}
      />
      <FormFooter error={action.error} isPending={action.isPending} submitLabel={saveLabel} onCancel={onCancel} />
    </Form>
  );
}

/**
 * The editor's tools of one listed item after its edit buttons (`children`): Move up, Move down and
 * Delete, named "<verb> <kind> <title>" (e.g. "Delete topic Events").
 */
export function ItemTools({
  kind,
  title,
  canMoveUp,
  canMoveDown,
  onMove,
  onDelete,
  deleteText,
  children,
}: {
  kind: 'topic' | 'question' | 'video';
  title: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onDelete: () => Promise<void>;
  /** What the delete confirmation says will go. */
  deleteText: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {children}
      <MoveButtons name={`${kind} ${title}`} canMoveUp={canMoveUp} canMoveDown={canMoveDown} onMove={onMove} />
      <ConfirmDeleteButton label={`Delete ${kind} ${title}`} heading={`Delete ${kind}?`} confirmLabel={`Delete ${kind}`} onConfirm={onDelete}>
        {deleteText}
      </ConfirmDeleteButton>
    </>
  );
}

/** An editor's button that opens an inline edit; `label` is its accessible name. */
export function EditButton({ label, isDisabled, onPress, children }: { label: string; isDisabled?: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <Button className={styles.button} aria-label={label} isDisabled={isDisabled} onPress={onPress}>
      {children}
    </Button>
  );
}

/** Field errors of a draft, by field name. */
export type FieldErrors = Readonly<Record<string, string | undefined>>;

/**
 * An add form (topic, question, video) titled by its heading: on submit `onSubmit` returns the draft's
 * field errors, or the call that sends it; `children` renders the fields with those errors.
 */
export function AddForm({
  title,
  headingLevel,
  submitLabel,
  onSubmit,
  children,
}: {
  title: ReactNode;
  headingLevel: 3 | 4;
  submitLabel: string;
  onSubmit: () => { errors: FieldErrors } | Promise<void>;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const action = useAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Form
      className={styles.form}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        const result = onSubmit();
        if ('errors' in result) return setErrors(result.errors);
        setErrors({});
        void action.run(() => result);
      }}
    >
      <Heading id={headingId} className={styles.formTitle}>
        {title}
      </Heading>
      {children(errors)}
      <FormFooter error={action.error} isPending={action.isPending} submitLabel={submitLabel} />
    </Form>
  );
}
