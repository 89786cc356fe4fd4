import { paths, useHomeAnnouncements, useNewMemberBanner, usePermissions } from '@ypo/headless';
import { usePrpRole, useWaiverListAccess } from '@ypo/headless/waiver';
import { useUser } from '../../lib/auth';
import { LinkList, type LinkEntry } from './link-list';
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

/** Where a member finds everything beyond their communities: the directories, events, speakers, resources and help. */
const EXPLORE: readonly LinkEntry[] = [
  { key: 'events', text: 'Events', href: paths.events() },
  { key: 'members', text: 'Member directory', href: paths.memberDirectoryPage() },
  { key: 'communities', text: 'Community directory', href: paths.communityDirectoryPage() },
  { key: 'content', text: 'Content directory', href: paths.contentDirectoryPage() },
  { key: 'connections', text: 'My connections', href: paths.memberConnections() },
  { key: 'networks', text: 'All networks', href: paths.allNetworksPage() },
  { key: 'speakers', text: 'Speaker directory', href: paths.speakerDirectory() },
  { key: 'cff', text: 'CFF directory', href: paths.searchSpeakers() },
  { key: 'resources', text: 'Resources', href: paths.resources() },
  { key: 'help', text: 'Help', href: paths.assistPage() },
  { key: 'version', text: 'Version', href: paths.version() },
];

/**
 * /home's way to every screen that is not a community (issue 28: each screen reachable by links): the directories,
 * events, speakers, resources, help and version for every member, and the tools of the member's roles (Chapter
 * Studio with its permission, the Peer Review Panel's lists for its members and admin, the regional waiver list for
 * the regional officers the server answers it to).
 */
export function ExploreLinks() {
  const { roles } = usePermissions();
  const prp = usePrpRole();
  const isRegionalOfficer = useWaiverListAccess('regionalMemberOfficer');
  const tools: LinkEntry[] = [
    ...(roles?.canViewChapterStudio ? [{ key: 'studio', text: 'Chapter Studio', href: paths.chapterStudio() }] : []),
    ...(prp.isPanelMember ? [{ key: 'prp', text: 'Peer Review Panel', href: paths.PeerReviewPanel() }] : []),
    ...(prp.isPanelAdmin ? [{ key: 'prpAdmin', text: 'Peer Review Panel Admin', href: paths.PeerReviewPanelAdmin() }] : []),
    ...(isRegionalOfficer ? [{ key: 'regionalWaivers', text: 'Regional waivers', href: paths.RegionalMemberOfficer() }] : []),
  ];
  return (
    <nav className={styles.panel} aria-labelledby="explore-links">
      <h2 id="explore-links" className={styles.panelTitle}>
        Explore
      </h2>
      <LinkList label="Explore" entries={EXPLORE} />
      {tools.length > 0 ? (
        <>
          <h3 className={styles.panelTitle}>Your tools</h3>
          <LinkList label="Your tools" entries={tools} />
        </>
      ) : null}
    </nav>
  );
}
