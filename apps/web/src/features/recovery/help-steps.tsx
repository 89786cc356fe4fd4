import { paths, type RecoveryController } from '@ypo/headless';
import { Link } from 'react-aria-components';
import { appConfig } from '../../config/app-config';
import * as styles from './recovery.css';
import { AlertText } from '../../components/form';
import { LinkButton, Screen } from './ui';

/** Account lockout: LOCKED_OUT for 10 minutes (spec 000 §4). */
export function LockedOutStep({ recovery }: { recovery: RecoveryController }) {
  return (
    <Screen title="Account locked">
      <AlertText message={recovery.state.error} />
      <p>You can try again once the 10 minutes have passed, or contact us for help.</p>
      <nav className={styles.links} aria-label="What you can do now">
        <LinkButton onPress={() => recovery.open('contactUs')}>Contact us</LinkButton>
        <Link className={styles.link} href={paths.login()}>
          Back to sign in
        </Link>
      </nav>
    </Screen>
  );
}

/** Contact us: where members get help when recovery does not work. */
export function ContactUsStep({ recovery }: { recovery: RecoveryController }) {
  return (
    <Screen title="Contact us">
      <AlertText message={recovery.state.error} />
      <p>Our member services team can help you recover your account.</p>
      <p>
        <Link className={styles.link} href={appConfig.account.contactUs} target="_blank" rel="noreferrer">
          Contact member services
        </Link>
      </p>
      <nav className={styles.links} aria-label="What you can do now">
        {recovery.state.trail.length > 0 ? <LinkButton onPress={recovery.back}>Back</LinkButton> : null}
        <Link className={styles.link} href={paths.login()}>
          Back to sign in
        </Link>
      </nav>
    </Screen>
  );
}
