import { useAssistAdmin, useAssistTopics, useReleaseMedia, useReleaseNotes, useTourVideos } from '@ypo/headless';
import { Skeleton, SkeletonBlock, SkeletonLine } from '../../components/skeleton';
import * as styles from './assist.css';
import { ReleaseMediaSection } from './release-media-section';
import { ReleaseNotesSection } from './release-notes-section';
import { TopicsSection } from './topics-section';
import { TourVideosSection } from './tour-videos-section';

/** The four sections while their first answers are on the way: one skeleton, so no section pushes the next. */
function AssistSkeleton() {
  return (
    <Skeleton label="Loading the help page" className={styles.page}>
      {['topics', 'videos', 'media', 'notes'].map((section) => (
        <span key={section} className={styles.section}>
          <SkeletonLine size="title" width="short" />
          <SkeletonLine width="wide" />
          <SkeletonLine width="half" />
          <SkeletonBlock />
        </span>
      ))}
    </Skeleton>
  );
}

/**
 * /assistPage, the help page (spec 000 §2): topics with questions and answers, take-a-tour videos,
 * news and coming-soon media and release notes. Editing needs the server's canEdit and the is-admin check (§6).
 * The sections show together once every first answer is in (the calls run in parallel).
 */
export function AssistPage() {
  const admin = useAssistAdmin();
  const loads = [admin, useAssistTopics(), useTourVideos(), useReleaseMedia(), useReleaseNotes()];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Assist</h1>
      {loads.some((load) => load.isLoading) ? (
        <AssistSkeleton />
      ) : (
        <>
          <TopicsSection isAdmin={admin.isAdmin} />
          <TourVideosSection isAdmin={admin.isAdmin} />
          <ReleaseMediaSection isAdmin={admin.isAdmin} />
          <ReleaseNotesSection isAdmin={admin.isAdmin} />
        </>
      )}
    </div>
  );
}

