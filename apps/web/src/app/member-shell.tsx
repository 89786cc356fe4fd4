import { Suspense, lazy } from 'react';
import { Layout, type AccountDialog } from '../components/layout/layout';
import { LoadingOverlay } from '../components/loading-overlay';
import { ImpersonationBanner } from '../features/impersonation';
import { RenewalBanner } from '../features/renewal';
import { useCoreLoad } from './core-load';
import { RouteGuard } from './route-guard';

// Dialogs load when opened (the layout renders one only while it is open): none is needed for a page.
const ChangeUsernameDialog: AccountDialog = lazy(() =>
  import('../features/account/change-username-dialog').then((m) => ({ default: m.ChangeUsernameDialog })),
);
const ChangePasswordDialog: AccountDialog = lazy(() =>
  import('../features/account/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const ImpersonationDialog: AccountDialog = lazy(() =>
  import('../features/impersonation/impersonation-dialog').then((m) => ({ default: m.ImpersonationDialog })),
);

const AllowImpersonationDialog: AccountDialog = lazy(() =>
  import('../features/impersonation/allow-impersonation-dialog').then((m) => ({ default: m.AllowImpersonationDialog })),
);

const accountDialogs = {
  changeUsername: ChangeUsernameDialog,
  changePassword: ChangePasswordDialog,
  impersonate: ImpersonationDialog,
  allowImpersonation: AllowImpersonationDialog,
};

// Terms acceptance and push registration render nothing at first: they load beside the page, not before it.
const TermsGate = lazy(() => import('../features/legal/terms-gate').then((m) => ({ default: m.TermsGate })));
const PushRegistration = lazy(() => import('./push-registration').then((m) => ({ default: m.PushRegistration })));

/** Starts the core load's calls with the permissions call; its own re-renders stay out of the guard. */
function CoreLoadStart() {
  useCoreLoad();
  return null;
}

/** Inside the guard: the overlay until the core load is in, then the shell (its calls are already under way). */
function CoreLoadGate() {
  const core = useCoreLoad();
  return core.isLoading ? <LoadingOverlay label="Loading" /> : <Shell />;
}

/**
 * Everything behind the route guard: the layout with its banners and account dialogs, terms
 * acceptance and push. The layout first paints once the core load is in (banners final).
 */
export function MemberShell() {
  return (
    <>
      <CoreLoadStart />
      <RouteGuard>
        <CoreLoadGate />
      </RouteGuard>
    </>
  );
}

function Shell() {
  return (
    <>
      <Layout
        banners={
          <>
            <ImpersonationBanner />
            <RenewalBanner />
          </>
        }
        accountDialogs={accountDialogs}
      />
      <Suspense fallback={null}>
        <TermsGate />
        <PushRegistration />
      </Suspense>
    </>
  );
}
