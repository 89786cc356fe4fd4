import { asAppError } from '@ypo/headless';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import * as styles from './assist.css';

/** Message of anything a call rejected with (hooks reject with an AppError carrying a catalogue text). */
export function messageOf(error: unknown): string {
  return asAppError(error).message;
}

/**
 * Runs an async action with a pending flag and the failure's text; the caller's drafts stay untouched.
 * Buttons use the flag as isDisabled, not isPending: react-aria's pending announcement leaves a
 * role="img" node that axe flags (role-img-alt).
 */
export function useAction() {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setPending(true);
    setError(undefined);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { isPending, error, run, clearError: () => setError(undefined) };
}

// The confirmation (react-aria Dialog and its overlay code) loads on the first press: the page does not wait for it.
const ConfirmDeleteDialog = lazy(() => import('./confirm-delete-dialog'));

/**
 * A delete button that asks first. `label` is the button's accessible name (e.g. "Delete topic
 * Events", which holds the visible "Delete"); the dialog stays open with the error text when the call fails.
 */
export function ConfirmDeleteButton({
  label,
  heading,
  children,
  confirmLabel,
  onConfirm,
}: {
  label: string;
  heading: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button className={styles.dangerButton} aria-label={label} aria-haspopup="dialog" aria-expanded={isOpen} onPress={() => setOpen(true)}>
        Delete
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog heading={heading} confirmLabel={confirmLabel} onConfirm={onConfirm} onClose={() => setOpen(false)}>
            {children}
          </ConfirmDeleteDialog>
        </Suspense>
      ) : null}
    </>
  );
}

/** "Move up" / "Move down" buttons for one item; `name` completes each button's accessible name. */
export function MoveButtons({
  name,
  canMoveUp,
  canMoveDown,
  onMove,
}: {
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  return (
    <>
      <Button className={styles.button} isDisabled={!canMoveUp} aria-label={`Move up ${name}`} onPress={() => onMove('up')}>
        Move up
      </Button>
      <Button className={styles.button} isDisabled={!canMoveDown} aria-label={`Move down ${name}`} onPress={() => onMove('down')}>
        Move down
      </Button>
    </>
  );
}
