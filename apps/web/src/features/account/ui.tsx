import type { FormEvent, ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { AlertText, Notice } from '../../components/form';
import { ModalDialog } from '../../components/modal-dialog';
import * as styles from './account.css';

/** Props every account dialog takes from the account menu. */
export interface AccountDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** What {@link AccountFormDialog} shows besides its fields. */
export interface AccountFormDialogProps extends AccountDialogProps {
  readonly title: string;
  /** The submit button's text. */
  readonly submitLabel: string;
  /** Once the change is made, the dialog shows `doneMessage` and a Close button instead of the form. */
  readonly isDone: boolean;
  readonly doneMessage: string;
  readonly isSubmitting: boolean;
  /** The form-level message (not tied to a field). */
  readonly error: string | undefined;
  readonly onSubmit: (event: FormEvent) => Promise<void>;
  /** The form's fields. */
  readonly children: ReactNode;
}

/** A dismissable modal with a form, Cancel and submit; after a change, the success notice and Close. */
export function AccountFormDialog({
  title,
  submitLabel,
  isDone,
  doneMessage,
  isSubmitting,
  error,
  onSubmit,
  isOpen,
  onOpenChange,
  children,
}: AccountFormDialogProps) {
  return (
    <ModalDialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      {isDone ? (
        <div className={styles.form}>
          <Notice kind="success" message={doneMessage} />
          <div className={styles.actions}>
            <Button className={styles.button} onPress={() => onOpenChange(false)} autoFocus>
              Close
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} noValidate aria-busy={isSubmitting} onSubmit={(event) => void onSubmit(event)}>
          {children}
          <AlertText message={error} />
          <div className={styles.actions}>
            <Button className={styles.secondaryButton} onPress={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" className={styles.button}>
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
