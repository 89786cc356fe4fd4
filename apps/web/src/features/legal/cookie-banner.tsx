import { useCookieAcceptance, useOpenResources, usePersonProfile } from '@ypo/headless';
import { Button } from 'react-aria-components';
import * as styles from '../../components/banner.css';
import { appConfig } from '../../config/app-config';
import { useAuth } from '../../lib/auth';

/**
 * The cookie banner (spec 000 §3): acceptance is kept per user, or under 'general' when nobody
 * is signed in. openapi/profiles.yaml has no call to save it, so it is kept in this browser;
 * a profile that already says cookiesPolicyAccepted hides the banner. It sits in the page flow
 * (not over it), so it never covers what the user is working on.
 */
export function CookieBanner() {
  const { user, currentUserId } = useAuth();
  const signedInId = user && !user.expired ? currentUserId : undefined;
  const { profile, isLoading } = usePersonProfile(signedInId);
  const { isAccepted, accept } = useCookieAcceptance({ userId: signedInId, isAcceptedInProfile: profile?.cookiesPolicyAccepted });
  const { links } = useOpenResources(appConfig.legal, { isEnabled: !isAccepted && !!signedInId });
  if (isAccepted || isLoading) return null;
  return (
    <section className={styles.info} aria-label="Cookie consent">
      <p className={styles.text}>
        We use cookies to keep you signed in and to make this site work. Read our{' '}
        <a className={styles.link} href={links.cookiePolicy} target="_blank" rel="noreferrer">
          cookie policy
        </a>
        .
      </p>
      <Button className={styles.action} onPress={accept}>
        Accept cookies
      </Button>
    </section>
  );
}
