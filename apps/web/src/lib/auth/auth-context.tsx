import type { User, UserManager } from 'oidc-client-ts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useResetAllState } from '@ypo/headless';

/** What the app knows about the signed-in user. */
export interface AuthState {
  user: User | null;
  /** True until the stored user has been read. */
  isLoading: boolean;
  /** True from sign-out until the identity provider takes over: no new sign-in may start. */
  isSigningOut: boolean;
  userManager: UserManager;
  /** Starts the login redirect; after sign-in the user returns to `returnTo`. */
  signIn(returnTo: string): Promise<void>;
  /** Revokes the tokens, clears all state and ends the identity provider session. */
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** Holds the signed-in user for the app. */
export function AuthProvider({ userManager, children }: { userManager: UserManager; children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [isSigningOut, setIsSigningOut] = useState(false);
  const resetAllState = useResetAllState();

  useEffect(() => {
    let isActive = true;
    userManager
      .getUser()
      .then((stored) => isActive && setUser(stored && !stored.expired ? stored : null))
      .finally(() => isActive && setIsLoading(false));
    const onLoaded = (loaded: User) => setUser(loaded);
    const onUnloaded = () => setUser(null);
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onUnloaded);
    return () => {
      isActive = false;
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onUnloaded);
    };
  }, [userManager]);

  const signIn = useCallback(
    (returnTo: string) => userManager.signinRedirect({ state: { returnTo } }),
    [userManager],
  );

  const signOut = useCallback(async () => {
    setIsSigningOut(true);
    const idToken = user?.id_token;
    try {
      await userManager.revokeTokens(['access_token', 'refresh_token']);
    } catch (error) {
      console.error('token revocation failed', error);
    }
    await resetAllState();
    await userManager.removeUser();
    window.sessionStorage.clear();
    await userManager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
  }, [resetAllState, user, userManager]);

  const value = useMemo<AuthState>(
    () => ({ user, isLoading, isSigningOut, userManager, signIn, signOut }),
    [user, isLoading, isSigningOut, userManager, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state of the nearest {@link AuthProvider}. */
export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
