import { useHomeAnnouncements, useNewMemberBanner } from '@ypo/headless';
import { useUser } from '../../lib/auth';
import { AnnouncementPanelView } from './announcement-panel';
import * as styles from './community.css';

/**
 * The new-member welcome banner of /home (spec 001 §4: joined 1 to 90 days ago, record type
 * Member). The profile is the one the terms gate already read, so the banner shows with the page.
 */
export function WelcomeBanner() {
  const { userId } = useUser();
  const { isShown, firstName } = useNewMemberBanner(userId);
  if (!isShown) return null;
  return (
    <section className={styles.welcome} aria-labelledby="welcome-banner">
      <h2 id="welcome-banner" className={styles.welcomeTitle}>
        Welcome{firstName ? `, ${firstName}` : ''}!
      </h2>
      <p className={styles.detailValue}>You joined recently: your communities are below, and their members are glad to meet you.</p>
    </section>
  );
}

/** The left-pane and connect announcements of /home (spec 001 §7), from the member's primary chapter. */
export function HomeAnnouncements() {
  const { leftPane, connect } = useHomeAnnouncements();
  if (!leftPane && !connect) return null;
  return (
    <>
      {leftPane ? <AnnouncementPanelView panel={leftPane} label="Announcements" /> : null}
      {connect ? <AnnouncementPanelView panel={connect} label="Connect" /> : null}
    </>
  );
}
