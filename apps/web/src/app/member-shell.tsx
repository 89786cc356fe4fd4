import { Suspense, lazy } from 'react';
import type { AccountMenuAction } from '../components/layout/account-menu-entries';
import { Layout, type AccountDialog } from '../components/layout/layout';
import { LoadingOverlay } from '../components/loading-overlay';
import { ImpersonationBanner } from '../features/impersonation';
import { MessengerBadgeSlot } from '../features/messenger/badge-slot';
import { NotificationBellSlot } from '../features/notifications';
import { RenewalBanner } from '../features/renewal';
import { useCoreLoad } from './core-load';
import { RouteGuard } from './route-guard';

// The account menu's dialogs load when one is opened (the layout renders one only while it is
// open): one small module picks the dialog, each in its own chunk. None is needed for a page.
const AccountDialogs = lazy(() => import('./account-dialogs').then((m) => ({ default: m.AccountDialogs })));
const dialogOf =
  (action: AccountMenuAction): AccountDialog =>
  (props) => <AccountDialogs action={action} {...props} />;
const accountDialogs = {
  changeUsername: dialogOf('changeUsername'),
  changePassword: dialogOf('changePassword'),
  impersonate: dialogOf('impersonate'),
  allowImpersonation: dialogOf('allowImpersonation'),
};

// Terms acceptance and push registration render nothing at first: they load beside the page, not before it.
const TermsGate = lazy(() => import('../features/legal/terms-gate').then((m) => ({ default: m.TermsGate })));
const PushRegistration = lazy(() => import('./push-registration').then((m) => ({ default: m.PushRegistration })));
// System messages (spec 002 §3) come after the footer, sticking to the viewport's foot: arriving late they move nothing in view.
const SystemMessages = lazy(() => import('../features/notifications/load').then((m) => m.loadSystemMessages()));

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
 * Everything behind the route guard: the layout with its banners, account dialogs, messenger badge and
 * notifications bell, terms acceptance, push and the system messages. The layout first paints once the core load is in (banners final).
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
        headerActions={
          <>
            <MessengerBadgeSlot />
            <NotificationBellSlot />
          </>
        }
      />
      <Suspense fallback={null}>
        <TermsGate />
        <PushRegistration />
      </Suspense>
      <Suspense fallback={null}>
        <SystemMessages />
      </Suspense>
    </>
  );
}
