import type { SessionWarning } from '@ypo/headless';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from '../../components/dialog.css';

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
      <ModalOverlay isOpen className={styles.overlay}>
        <Modal className={styles.modal}>
          <Dialog role="alertdialog" className={styles.dialog}>
            <Heading slot="title" className={styles.heading}>
              Your session is inactive
            </Heading>
            <p>Close this message to reload the page and continue.</p>
            <div className={styles.actions}>
              <Button className={styles.button} onPress={onReload} autoFocus>
                Close
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    );
  }
  if (!warning) return null;
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onDismissWarning()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {warning.message}
          </Heading>
          <p>Save your work: you will be signed out when your session ends.</p>
          <div className={styles.actions}>
            <Button className={styles.button} onPress={onDismissWarning} autoFocus>
              OK
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
