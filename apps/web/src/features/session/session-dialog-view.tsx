import type { SessionWarning } from '@ypo/headless';
import { Button } from 'react-aria-components';
import * as styles from '../../components/dialog.css';
import { ModalDialog } from '../../components/modal-dialog';

/** Props of {@link SessionDialogView}. */
export interface SessionDialogViewProps {
  warning: SessionWarning | null;
  isInactive: boolean;
  onDismissWarning: () => void;
  onReload: () => void;
}

/** The warning and inactive-session dialogs (loaded only when one is due). */
export function SessionDialogView({ warning, isInactive, onDismissWarning, onReload }: SessionDialogViewProps) {
  if (isInactive) {
    return (
      <ModalDialog title="Your session is inactive" isOpen role="alertdialog">
        <p>Close this message to reload the page and continue.</p>
        <div className={styles.actions}>
          <Button className={styles.button} onPress={onReload} autoFocus>
            Close
          </Button>
        </div>
      </ModalDialog>
    );
  }
  if (!warning) return null;
  return (
    <ModalDialog title={warning.message} isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onDismissWarning()} role="alertdialog">
      <p>Save your work: you will be signed out when your session ends.</p>
      <div className={styles.actions}>
        <Button className={styles.button} onPress={onDismissWarning} autoFocus>
          OK
        </Button>
      </div>
    </ModalDialog>
  );
}
