import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import * as styles from '../../components/page.css';

/** spec 000 §2: after logout the user is sent to '/' after 4 seconds. */
export const POST_LOGOUT_REDIRECT_MS = 4000;

/** Where the identity provider returns after sign-out. */
export function SignedOutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/', { replace: true }), POST_LOGOUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <main className={styles.page}>
      <h1>You have signed out</h1>
      <p role="status">You will be taken to the sign-in page in a few seconds.</p>
      <Link to="/">Sign in again</Link>
    </main>
  );
}
