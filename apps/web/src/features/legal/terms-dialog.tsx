import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from '../../components/dialog.css';

/** Props of {@link TermsDialog}. */
export interface TermsDialogProps {
  name: string;
  href: string | undefined;
  error: string | undefined;
  isSaving: boolean;
  onAccept: () => void;
}

/** The terms acceptance dialog (loaded only when acceptance is required). */
export function TermsDialog({ name, href, error, isSaving, onAccept }: TermsDialogProps) {
  return (
    <ModalOverlay isOpen className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {name}
          </Heading>
          <p>
            Please read the{' '}
            {href ? (
              <a href={href} target="_blank" rel="noreferrer">
                {name}
              </a>
            ) : (
              name
            )}{' '}
            and accept them to continue.
          </p>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button className={styles.button} onPress={onAccept} isDisabled={isSaving} autoFocus>
              Accept
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
