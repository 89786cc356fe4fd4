import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { AlertText } from '../../components/form';
import { ModalDialog } from '../../components/modal-dialog';
import * as styles from './assist.css';
import { useAction } from './ui';

/** Props of {@link ConfirmDeleteDialog}. */
export interface ConfirmDeleteDialogProps {
  heading: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** The confirmation behind a delete button (loaded on its first press); closes when the call succeeds. */
export default function ConfirmDeleteDialog({ heading, children, confirmLabel, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const { isPending, error, run } = useAction();
  return (
    <ModalDialog title={heading} isOpen onOpenChange={(isOpen) => !isOpen && onClose()} isDismissable role="alertdialog">
      <div>{children}</div>
      <AlertText message={error} />
      <div className={styles.toolbar}>
        <Button className={styles.dangerButton} isDisabled={isPending} onPress={() => void run(onConfirm).then((isDone) => isDone && onClose())}>
          {confirmLabel}
        </Button>
        <Button className={styles.button} onPress={onClose}>
          Cancel
        </Button>
      </div>
    </ModalDialog>
  );
}
