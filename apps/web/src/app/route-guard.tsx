import {
  SESSION_KEYS,
  decideRoute,
  matchRoute,
  useSession,
  useSpeakerRegistrationStatus,
  type Decision,
} from '@ypo/headless';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { appConfig, guardConfig } from '../config/app-config';
import { LEARNING_SYSTEM_ERROR_PATH } from '../config/paths';
import { useAuth, useUser } from '../lib/auth';
import { browser } from '../lib/browser';
import { registerInLms } from '../lib/lms';

/**
 * The route guard (spec 000 §2): asks `decideRoute` on every guarded route and carries the
 * decision out: wait (overlay), login redirect, allow, redirect, external address, logout, or
 * training-system registration first.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { user, isLoading, isSigningOut, signIn, signOut } = useAuth();
  const { userId, permissions } = useUser();
  const { session } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const hasValidToken = !!user && !user.expired;
  const match = matchRoute(location.pathname);
  // spec 000 §2 step 10: the speaker route checks the registration status (only there).
  const checksSpeaker = hasValidToken && match?.route.checksSpeakerRegistration === true && permissions.data !== undefined;
  const speaker = useSpeakerRegistrationStatus(checksSpeaker ? userId : null);
  const isPermissionsPending = hasValidToken && permissions.data === undefined && permissions.error === undefined;
  const storedForwardTo = window.sessionStorage.getItem(SESSION_KEYS.forwardTo);

  const decided: Decision = decideRoute({
    isAuthLoading: isLoading || isPermissionsPending || speaker.isLoading,
    hasValidToken,
    permissions: hasValidToken ? permissions.data : undefined,
    path: location.pathname,
    search: location.search,
    storedForwardTo,
    speakerRegistrationStatus: speaker.status,
    currentUserId: userId,
    currentUserName: user?.profile.name,
    speakerId: userId,
    config: guardConfig,
  });
  // A redirect decided at a location stands until the router gets there: the target's page may
  // still be loading (route `lazy`), and meanwhile the landing's forward-to address is already
  // cleared, so a fresh decision would send the user elsewhere.
  const pinned = useRef<{ readonly locationKey: string; readonly decision: Decision } | null>(null);
  if (pinned.current?.locationKey !== location.key) {
    pinned.current = decided.kind === 'redirect' ? { locationKey: location.key, decision: decided } : null;
  }
  const decision = pinned.current?.decision ?? decided;
  const key = JSON.stringify(decision);
  const isLoggingOut = useRef(false);
  const registering = useRef<string | null>(null);

  useEffect(() => {
    if (isSigningOut) return;
    // The forward-to address is honoured once, on the landing after login.
    if (match?.route.name === 'root' && decision.kind !== 'wait' && decision.kind !== 'login') {
      window.sessionStorage.removeItem(SESSION_KEYS.forwardTo);
    }
    switch (decision.kind) {
      case 'login':
        void signIn(decision.returnTo);
        return;
      case 'external':
        browser.leaveApp(decision.href);
        return;
      case 'logout':
        // spec 000 §4: a missing permission result logs out with 'Unable to connect to the serve'.
        if (isLoggingOut.current) return;
        isLoggingOut.current = true;
        void signOut(decision.message);
        return;
      case 'registerLms': {
        if (registering.current === decision.href) return;
        registering.current = decision.href;
        const { href } = decision;
        void registerInLms({ url: appConfig.lms.registrationUrl, getAccessToken: session.getAccessToken }).then((isRegistered) =>
          isRegistered ? browser.leaveApp(href) : navigate(LEARNING_SYSTEM_ERROR_PATH, { replace: true }),
        );
        return;
      }
      default:
        return;
    }
    // `key` stands for the decision.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, isSigningOut]);

  if (isSigningOut) return <LoadingOverlay label="Signing out" />;
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'wait':
      return <LoadingOverlay label="Loading" />;
    case 'login':
      return <LoadingOverlay label="Redirecting to sign-in" />;
    case 'logout':
      return <LoadingOverlay label="Signing out" />;
    case 'external':
    case 'registerLms':
      return <LoadingOverlay label="Redirecting" />;
  }
}
