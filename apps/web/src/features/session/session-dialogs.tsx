import { useSession } from '@ypo/headless';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useAuth } from '../../lib/auth';
import { browser } from '../../lib/browser';

const SessionDialogView = lazy(() => import('./session-dialog-view').then((m) => ({ default: m.SessionDialogView })));

/**
 * The session dialogs of spec 000 §2/§4: the warning 'Your Session Will Expire In 30 Minutes',
 * the inactive-session dialog (closing it reloads the page), and the logout when the session
 * has expired ('Your Session has expired.' on the signed-out page).
 */
export function SessionDialogs() {
  const { warning, expiredMessage, isInactive, dismissWarning } = useSession();
  const { signOut, isSigningOut } = useAuth();
  const isExpiring = useRef(false);

  useEffect(() => {
    if (expiredMessage === null || isExpiring.current || isSigningOut) return;
    isExpiring.current = true;
    void signOut(expiredMessage);
  }, [expiredMessage, isSigningOut, signOut]);

  const isWarningShown = warning !== null && expiredMessage === null;
  if (!isInactive && !isWarningShown) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialogView
        warning={isWarningShown ? warning : null}
        isInactive={isInactive}
        onDismissWarning={dismissWarning}
        onReload={() => browser.reload()}
      />
    </Suspense>
  );
}
