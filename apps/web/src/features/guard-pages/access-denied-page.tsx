import { MESSAGES, paths } from '@ypo/headless';
import { Button, Link } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import * as dialog from '../../components/dialog.css';
import * as styles from '../../components/page.css';
import { LEARNING_SYSTEM_ERROR } from '../../config/paths';
import { useAuth } from '../../lib/auth';

/** /errorPage (spec 000 §8): the general access-denied text by default, the learning-system one with `?type=lms`. */
export function AccessDeniedPage() {
  const [search] = useSearchParams();
  const { user, signOut, isSigningOut } = useAuth();
  const isLearningSystem = search.get('type') === LEARNING_SYSTEM_ERROR;
  return (
    <main className={styles.page}>
      <h1>Access denied</h1>
      <p role="alert">{isLearningSystem ? MESSAGES.accessDeniedLearning : MESSAGES.accessDenied}</p>
      {user ? (
        <Button className={dialog.secondaryButton} onPress={() => void signOut()} isDisabled={isSigningOut}>
          Sign out
        </Button>
      ) : (
        <Link href={paths.root()}>Sign in</Link>
      )}
    </main>
  );
}
