import { SESSION_KEYS, authDataOf, clearLogoutData, currentUserIdOf, isSameSitePath, paths, useResetAllState, type AuthData, type Session } from '@ypo/headless';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { sessionTokenOf } from '../session';
import type { AuthClient, SignedInUser } from './auth-client';

/** What the app knows about the signed-in user. */
export interface AuthState {
  user: SignedInUser | null;
  /** spec 000 §3: the auth data kept for the signed-in user (authProvider, token, tokenType, expTime, userGuid). */
  authData: AuthData | undefined;
  /** The signed-in user's id (spec 000 §3: from the identity token, or userGuid for salesforce), before impersonation. */
  currentUserId: string | undefined;
  /** True until the stored user has been read. */
  isLoading: boolean;
  /** True from sign-out until the identity provider takes over: no new sign-in may start. */
  isSigningOut: boolean;
  /** The OpenID client (oidc-client-ts loads on its first redirect, callback, refresh or sign-out). */
  userManager: AuthClient;
  /** Stores `returnTo` as the forward-to address and starts the login redirect. */
  signIn(returnTo: string): Promise<void>;
  /**
   * spec 000 §4: revokes the tokens, clears stored filters, sorts and impersonation data, resets
   * all state and ends the identity provider session; `message` is shown on the signed-out page.
   */
  signOut(message?: string): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** The session creation time kept in session storage, or now (stored) for a new session. */
function sessionCreatedAt(storage: Storage, now = Date.now()): number {
  const stored = Number(storage.getItem(SESSION_KEYS.sessionCreatedAt));
  if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
  storage.setItem(SESSION_KEYS.sessionCreatedAt, String(now));
  return now;
}

/** Takes (reads and removes) the message to show on the signed-out page. */
export function takeSignedOutMessage(storage: Storage = window.sessionStorage): string | null {
  const message = storage.getItem(SESSION_KEYS.signedOutMessage);
  if (message !== null) storage.removeItem(SESSION_KEYS.signedOutMessage);
  return message;
}

/** Holds the signed-in user for the app and runs the session from sign-in to sign-out. */
export function AuthProvider({ userManager, session, children }: { userManager: AuthClient; session: Session; children: ReactNode }) {
  const [user, setUser] = useState<SignedInUser | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const resetAllState = useResetAllState();

  useEffect(() => {
    let isActive = true;
    // The controller starts before the user is visible, so the first call already has its token.
    const begin = (signedIn: SignedInUser) => {
      if (session.controller.getState().status !== 'active') {
        // spec 000 §4: an authenticated flag is kept in session storage.
        window.sessionStorage.setItem(SESSION_KEYS.isAuthenticated, 'true');
        session.start({ token: sessionTokenOf(signedIn), createdAt: sessionCreatedAt(window.sessionStorage) });
      }
      setUser(signedIn);
    };
    userManager
      .getUser()
      .then((stored) => {
        if (!isActive) return;
        if (stored && !stored.expired) begin(stored);
        else setUser(null);
      })
      .finally(() => isActive && setIsLoading(false));
    // Sign-in callback and token refresh both load a user; a refresh keeps the running session.
    const onLoaded = (loaded: SignedInUser) => begin(loaded);
    const onUnloaded = () => setUser(null);
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onUnloaded);
    return () => {
      isActive = false;
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onUnloaded);
    };
  }, [session, userManager]);

  const signIn = useCallback(
    async (returnTo: string) => {
      // spec 000 §2 step 6: the forward-to address is stored and honoured on the landing after login.
      if (returnTo !== paths.root() && isSameSitePath(returnTo)) window.sessionStorage.setItem(SESSION_KEYS.forwardTo, returnTo);
      await userManager.signinRedirect({ state: { returnTo: paths.root() } });
    },
    [userManager],
  );

  const signOut = useCallback(
    async (message?: string) => {
      setIsSigningOut(true);
      const idToken = user?.id_token;
      session.stop();
      try {
        await userManager.revokeTokens(['access_token', 'refresh_token']);
      } catch (error) {
        console.error('token revocation failed', error);
      }
      clearLogoutData(window.sessionStorage);
      await resetAllState();
      await userManager.removeUser();
      window.sessionStorage.clear();
      if (message) window.sessionStorage.setItem(SESSION_KEYS.signedOutMessage, message);
      try {
        await userManager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
      } catch (error) {
        // The identity provider is unreachable: the local session is over all the same.
        console.error('ending the identity provider session failed', error);
        window.location.assign(paths.logout());
      }
    },
    [resetAllState, session, user, userManager],
  );

  const authData = useMemo(() => (user ? authDataOf(user) : undefined), [user]);
  const currentUserId = useMemo(() => (authData ? currentUserIdOf(authData) : undefined), [authData]);
  const value = useMemo<AuthState>(
    () => ({ user, authData, currentUserId, isLoading, isSigningOut, userManager, signIn, signOut }),
    [user, authData, currentUserId, isLoading, isSigningOut, userManager, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state of the nearest {@link AuthProvider}. */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
