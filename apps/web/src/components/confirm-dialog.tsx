import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './dialog.css';
import { ModalDialog } from './modal-dialog';
import { AlertText } from './notice';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  readonly title: string;
  /** What the confirmation will do, e.g. '“Agenda.pdf” will be removed.' */
  readonly children: ReactNode;
  /** The confirming button's text, e.g. 'Delete'. */
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  /** Cancel, Escape and a click outside. */
  readonly onCancel: () => void;
  /** The confirmed call runs: the button waits. */
  readonly isPending?: boolean;
  /** Why the confirmed call failed; the dialog stays open with it. */
  readonly error?: string | undefined;
}

/** THE confirmation behind a destructive button (delete): an alert dialog with the confirming button and Cancel. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel, isPending = false, error }: ConfirmDialogProps) {
  return (
    <ModalDialog title={title} isOpen onOpenChange={(isOpen) => !isOpen && onCancel()} isDismissable role="alertdialog">
      <div>{children}</div>
      <AlertText message={error} />
      <div className={styles.actions}>
        <Button className={styles.dangerButton} isDisabled={isPending} onPress={onConfirm}>
          {confirmLabel}
        </Button>
        <Button className={styles.secondaryButton} onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </ModalDialog>
  );
}
