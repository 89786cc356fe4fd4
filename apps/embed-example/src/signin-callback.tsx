import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { returnPathOf, userManager } from './auth';

/** Completes the code exchange (PKCE) and goes where the member was going. */
export function SigninCallback() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  // The exchange may run once: the code is single-use (StrictMode runs effects twice in development).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    userManager
      .signinCallback()
      .then((user) => navigate(returnPathOf(user?.state), { replace: true }))
      .catch(() => setFailed(true));
  }, [navigate]);
  return (
    <main className="page">
      {failed ? (
        <p role="alert">
          Signing in did not complete. <Link to="/">Try again</Link>
        </p>
      ) : (
        <p role="status">Signing you in…</p>
      )}
    </main>
  );
}
