import { paths, usePermissions, type StudioCrumb } from '@ypo/headless';
import { useStudioAnnouncements } from '@ypo/headless/chapter-studio';
import { Link } from 'react-aria-components';
import * as buttons from '../../components/button.css';
import { AlertText } from '../../components/form';
import { AnnouncementList } from './announcement-list';
import { chapterStudioChapters } from './chapter-list';
import * as styles from './chapter-studio.css';
import { StudioBreadcrumbs, trailState, useStudioTrail } from './studio-breadcrumbs';

const HERE: StudioCrumb = { key: 'manageAnnouncements', label: 'Manage announcements', href: paths.manageAnnouncements() };

/**
 * /manageAnnouncements (spec 001 §2, §4): the chapter studio's announcements with their status, edit and
 * delete, and a link to create one; breadcrumbs from the chapter studio (arriving from create drops its crumb).
 */
export function ManageAnnouncementsPage() {
  const crumbs = useStudioTrail(HERE);
  const { data } = usePermissions();
  const canManage = data?.permissions.canManageChapterStudio ?? false;
  const { announcements, error, isLoading } = useStudioAnnouncements();
  return (
    <section aria-labelledby="manage-announcements-title">
      <StudioBreadcrumbs crumbs={crumbs} />
      <h1 id="manage-announcements-title" className={styles.heading}>
        Manage announcements
      </h1>
      {canManage ? (
        <p>
          <Link className={buttons.button} href={paths.createAnnouncement()} routerOptions={trailState(crumbs)}>
            Create announcement
          </Link>
        </p>
      ) : null}
      <AlertText message={error?.message} />
      {isLoading ? <p role="status">Loading announcements…</p> : null}
      {!isLoading && !error ? <AnnouncementList announcements={announcements} canManage={canManage} communityId={chapterStudioChapters(data)[0]?.communityId} crumbs={crumbs} /> : null}
    </section>
  );
}

