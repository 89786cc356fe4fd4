import { usePushRegistration } from '@ypo/headless';
import { lazy } from 'react';
import { Layout, type AccountDialog } from '../components/layout/layout';
import { ChangePasswordDialog, ChangeUsernameDialog } from '../features/account';
import { ImpersonationBanner } from '../features/impersonation';
import { TermsGate } from '../features/legal';
import { RenewalBanner } from '../features/renewal';
import { useAuth } from '../lib/auth';
import { loadPushTokenProvider } from '../lib/push';
import { RouteGuard } from './route-guard';

// Dialogs load when opened: they are not needed for /home.
const ImpersonationDialog: AccountDialog = lazy(() =>
  import('../features/impersonation/impersonation-dialog').then((m) => ({ default: m.ImpersonationDialog })),
);

// The account feature's dialogs load themselves on first open.
const accountDialogs = {
  changeUsername: ChangeUsernameDialog,
  changePassword: ChangePasswordDialog,
  impersonate: ImpersonationDialog,
};

/** spec 000 §7: after login, the browser registers for push (Firebase loads only when permission is granted). */
function PushRegistration() {
  const { currentUserId } = useAuth();
  usePushRegistration({ personId: currentUserId, loadProvider: loadPushTokenProvider });
  return null;
}

/** Everything behind the route guard: the layout with its banners and account dialogs, terms acceptance and push. */
export function MemberShell() {
  return (
    <RouteGuard>
      <Layout
        banners={
          <>
            <ImpersonationBanner />
            <RenewalBanner />
          </>
        }
        accountDialogs={accountDialogs}
      />
      <TermsGate />
      <PushRegistration />
    </RouteGuard>
  );
}
