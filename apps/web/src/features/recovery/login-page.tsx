import { paths, useTermsAcceptance } from '@ypo/headless';
import { Button, Link } from 'react-aria-components';
import { Navigate } from 'react-router';
import { LoadingOverlay } from '../../components/loading-overlay';
import { appConfig } from '../../config/app-config';
import { useAuth, useUser } from '../../lib/auth';
import * as styles from './recovery.css';
import { AlertText } from '../../components/form';
import { Screen } from './ui';

/** Privacy policy acceptance: a signed-in user who has not accepted it accepts before going on. */
function PrivacyPolicyAcceptance() {
  const { userId, permissions } = useUser();
  const isNonMemberSpeaker = permissions.data?.permissions.isNonMemberSpeaker === true;
  const terms = useTermsAcceptance({ personId: permissions.data ? userId : null, isNonMemberSpeaker });
  if (!permissions.data || (!terms.profile && !terms.error)) return <LoadingOverlay label="Loading" />;
  if (!terms.isRequired) return <Navigate to={paths.root()} replace />;
  return (
    <Screen title="Privacy policy">
      <p>
        Please read the{' '}
        <Link className={styles.link} href={appConfig.legal.privacyPolicy} target="_blank" rel="noreferrer">
          privacy policy
        </Link>{' '}
        and the{' '}
        <Link className={styles.link} href={appConfig.legal.termsOfUse} target="_blank" rel="noreferrer">
          terms of use
        </Link>{' '}
        and accept them to continue.
      </p>
      <AlertText message={terms.error?.message} />
      <div className={styles.actions}>
        <Button className={styles.button} onPress={() => void terms.accept()}>
          Accept and continue
        </Button>
      </div>
    </Screen>
  );
}

/** The default login page: sign in with the identity provider, or recover a username or password. */
export function LoginPage() {
  const { user, isLoading, signIn } = useAuth();
  if (isLoading) return <LoadingOverlay label="Loading" />;
  if (user && !user.expired) return <PrivacyPolicyAcceptance />;
  return (
    <Screen title="Sign in">
      <p>Sign in to Connect with your username and password.</p>
      <div className={styles.actions}>
        <Button className={styles.button} onPress={() => void signIn(paths.root())}>
          Sign in
        </Button>
      </div>
      <nav className={styles.links} aria-label="Account recovery">
        <Link className={styles.link} href={paths.forgotUsername()}>
          Forgot username?
        </Link>
        <Link className={styles.link} href={paths.ResetPassword()}>
          Forgot password?
        </Link>
      </nav>
    </Screen>
  );
}
