import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
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
    <ConfirmDialog
      title={heading}
      confirmLabel={confirmLabel}
      isPending={isPending}
      error={error}
      onConfirm={() => void run(onConfirm).then((isDone) => isDone && onClose())}
      onCancel={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
