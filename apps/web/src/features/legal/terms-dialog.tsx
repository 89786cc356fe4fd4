import { Button } from 'react-aria-components';
import { AlertText } from '../../components/form';
import * as styles from '../../components/dialog.css';
import { ModalDialog } from '../../components/modal-dialog';

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
    <ModalDialog title={name} isOpen>
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
      <AlertText message={error} />
      <div className={styles.actions}>
        <Button className={styles.button} onPress={onAccept} isDisabled={isSaving} autoFocus>
          Accept
        </Button>
      </div>
    </ModalDialog>
  );
}
