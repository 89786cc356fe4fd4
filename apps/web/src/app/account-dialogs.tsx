import { lazy, type LazyExoticComponent } from 'react';
import type { AccountMenuAction } from '../components/layout/account-menu-entries';
import type { AccountDialog } from '../components/layout/layout';

// Each dialog in its own chunk, loaded when opened: this module only picks one.
const DIALOGS: Readonly<Record<AccountMenuAction, LazyExoticComponent<AccountDialog>>> = {
  changeUsername: lazy(() => import('../features/account/change-username-dialog').then((m) => ({ default: m.ChangeUsernameDialog }))),
  changePassword: lazy(() => import('../features/account/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog }))),
  impersonate: lazy(() => import('../features/impersonation/impersonation-dialog').then((m) => ({ default: m.ImpersonationDialog }))),
  allowImpersonation: lazy(() =>
    import('../features/impersonation/allow-impersonation-dialog').then((m) => ({ default: m.AllowImpersonationDialog })),
  ),
};

/** Props of {@link AccountDialogs}: the account-menu action whose dialog to show, and the dialog's props. */
export interface AccountDialogsProps {
  readonly action: AccountMenuAction;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** The dialog of an account-menu action (the layout shows it inside a Suspense boundary while it loads). */
export function AccountDialogs({ action, ...props }: AccountDialogsProps) {
  const Dialog = DIALOGS[action];
  return <Dialog {...props} />;
}
