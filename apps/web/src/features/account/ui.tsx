import type { ReactNode } from 'react';
import { ModalDialog } from '../../components/modal-dialog';

/** Props every account dialog takes from the account menu. */
export interface AccountDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** A dismissable modal with a title, for the account dialogs. */
export function AccountModal({ title, isOpen, onOpenChange, children }: AccountDialogProps & { title: string; children: ReactNode }) {
  return (
    <ModalDialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      {children}
    </ModalDialog>
  );
}


