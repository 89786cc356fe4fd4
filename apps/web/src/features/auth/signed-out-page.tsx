import { paths, schedulePostLogoutRedirect } from '@ypo/headless';
import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { useNavigate } from 'react-router';
import * as styles from '../../components/page.css';
import { takeSignedOutMessage } from '../../lib/auth';

/** Where the identity provider returns after sign-out. */
export function SignedOutPage() {
  const navigate = useNavigate();
  // Why the session ended, when it did not end by choice ('Your Session has expired.', 'Unable to connect to the serve').
  const [message] = useState(() => takeSignedOutMessage());
  // spec 000 §2: '/' after 4 seconds (the rule and its number live in headless core).
  useEffect(() => schedulePostLogoutRedirect((to) => navigate(to, { replace: true })), [navigate]);
  return (
    <main className={styles.page}>
      <h1>You have signed out</h1>
      {message ? <p role="alert">{message}</p> : null}
      <p role="status">You will be taken to the sign-in page in a few seconds.</p>
      <Link href={paths.root()}>Sign in again</Link>
    </main>
  );
}
