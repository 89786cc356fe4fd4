import type { User } from 'oidc-client-ts';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { currentUser, signIn } from './auth';

const UserContext = createContext<User | null>(null);

/** The signed-in user (inside {@link RequireUser}). */
export function useUser(): User {
  const user = useContext(UserContext);
  if (!user) throw new Error('useUser must be used inside <RequireUser>');
  return user;
}

/** Renders `children` for a signed-in member; anyone else goes to the identity provider and comes back here. */
export function RequireUser({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [user, setUser] = useState<User | null>(null);
  const returnTo = location.pathname + location.search;
  useEffect(() => {
    let isCurrent = true;
    void currentUser().then((found) => {
      if (!isCurrent) return;
      if (found) setUser(found);
      else void signIn(returnTo);
    });
    return () => {
      isCurrent = false;
    };
  }, [returnTo]);
  if (!user) {
    return (
      <main className="page">
        <p role="status">Signing you in…</p>
      </main>
    );
  }
  return <UserContext.Provider value={user}>{children}</UserContext.Provider>;
}
