import { isSameSitePath, MESSAGES, paths } from '@ypo/headless';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useAuth } from '../../lib/auth';
import * as styles from '../../components/page.css';

/** Completes the authorisation-code exchange and returns the user where they were going. */
export function SigninCallbackPage() {
  const { userManager } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const isHandled = useRef(false);

  useEffect(() => {
    if (isHandled.current) return;
    isHandled.current = true;
    userManager
      .signinCallback()
      .then((user) => {
        const state = user?.state as { returnTo?: string } | undefined;
        const returnTo = isSameSitePath(state?.returnTo) ? state.returnTo : paths.home();
        navigate(returnTo, { replace: true });
      })
      .catch((cause: unknown) => {
        console.error('sign-in failed', cause);
        setError(MESSAGES.errorOccurredTryLater);
      });
  }, [navigate, userManager]);

  if (!error) return <LoadingOverlay label="Signing you in" />;
  return (
    <main className={styles.page}>
      <h1>Sign-in did not complete</h1>
      <p role="alert">{error}</p>
      <a href={paths.root()}>Try again</a>
    </main>
  );
}
