import { lazy, Suspense } from 'react';
import type { AccountDialogProps } from './ui';

// The dialogs load when first opened: the account menu on /home does not pay for them.
const LazyChangeUsername = lazy(() => import('./change-username-dialog').then((m) => ({ default: m.ChangeUsernameDialog })));
const LazyChangePassword = lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })));

/** Change username dialog (account menu: My Account). Loads on first open. */
export function ChangeUsernameDialog(props: AccountDialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LazyChangeUsername {...props} />
    </Suspense>
  );
}

/** Change password dialog (account menu: My Account). Loads on first open. */
export function ChangePasswordDialog(props: AccountDialogProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LazyChangePassword {...props} />
    </Suspense>
  );
}
