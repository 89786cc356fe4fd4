import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { useAuth } from '../lib/auth';

/** spec 000 §2 guard steps 1-2: wait for authentication; with no valid token start a login redirect. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading, isSigningOut, signIn } = useAuth();
  const location = useLocation();
  const hasValidToken = !!user && !user.expired;
  useEffect(() => {
    if (!isLoading && !isSigningOut && !hasValidToken) void signIn(location.pathname + location.search);
  }, [hasValidToken, isLoading, isSigningOut, location.pathname, location.search, signIn]);
  if (isSigningOut) return <LoadingOverlay label="Signing out" />;
  if (!hasValidToken) return <LoadingOverlay label={isLoading ? 'Loading' : 'Redirecting to sign-in'} />;
  return <>{children}</>;
}
