import { Button } from 'react-aria-components';
import * as styles from '../../components/banner.css';
import { useUser } from '../../lib/auth';

/** While impersonation is active: who is being viewed, and the way back (spec 000 §6). */
export function ImpersonationBanner() {
  const { impersonation } = useUser();
  if (!impersonation.impersonationId) return null;
  return (
    <section className={styles.info} aria-label="Impersonation">
      <p className={styles.text}>
        You are acting as member <strong>{impersonation.impersonationId}</strong>. Every request is sent on their behalf.
      </p>
      <Button className={styles.action} onPress={impersonation.stop}>
        Stop impersonating
      </Button>
    </section>
  );
}
