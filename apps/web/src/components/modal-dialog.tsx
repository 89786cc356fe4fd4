import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, type DialogRenderProps } from 'react-aria-components';
import * as styles from './dialog.css';

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  title: ReactNode;
  /** Controlled open state; omit inside a react-aria `DialogTrigger`. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Escape and a click on the overlay close it. */
  isDismissable?: boolean;
  /** `alertdialog` for dialogs that interrupt (session, confirmations). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode | ((opts: DialogRenderProps) => ReactNode);
}

/** The one modal of the app: overlay, titled dialog, focus kept inside (react-aria). */
export function ModalDialog({ title, isOpen, onOpenChange, isDismissable = false, role = 'dialog', children }: ModalDialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isDismissable={isDismissable}
      {...(isOpen === undefined ? {} : { isOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Modal className={styles.modal}>
        <Dialog role={role} className={styles.dialog}>
          {(opts) => (
            <>
              <Heading slot="title" className={styles.heading}>
                {title}
              </Heading>
              {typeof children === 'function' ? children(opts) : children}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
