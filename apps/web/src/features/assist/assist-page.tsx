import { useAssistAdmin } from '@ypo/headless';
import * as styles from './assist.css';
import { ReleaseMediaSection } from './release-media-section';
import { ReleaseNotesSection } from './release-notes-section';
import { TopicsSection } from './topics-section';
import { TourVideosSection } from './tour-videos-section';

/**
 * /assistPage, the help page (spec 000 §2): topics with questions and answers, take-a-tour videos,
 * news and coming-soon media and release notes. Editing needs the server's canEdit and the is-admin check (§6).
 */
export function AssistPage() {
  const { isAdmin } = useAssistAdmin();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Assist</h1>
      <TopicsSection isAdmin={isAdmin} />
      <TourVideosSection isAdmin={isAdmin} />
      <ReleaseMediaSection isAdmin={isAdmin} />
      <ReleaseNotesSection isAdmin={isAdmin} />
    </div>
  );
}

