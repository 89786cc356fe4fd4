import { paths, type StudioCrumb } from '@ypo/headless';
import { useStudioAnnouncements } from '@ypo/headless/chapter-studio';
import { Link } from 'react-aria-components';
import * as buttons from '../../components/button.css';
import { AlertText } from '../../components/form';
import { AnnouncementList } from './announcement-list';
import { useStudioAccess } from './chapter-list';
import { StudioScreen, trailState, useStudioTrail } from './studio-breadcrumbs';

const HERE: StudioCrumb = { key: 'manageAnnouncements', label: 'Manage announcements', href: paths.manageAnnouncements() };

/**
 * /manageAnnouncements (spec 001 §2, §4): the chapter studio's announcements with their status, edit and
 * delete, and a link to create one; breadcrumbs from the chapter studio (arriving from create drops its crumb).
 */
export function ManageAnnouncementsPage() {
  const crumbs = useStudioTrail(HERE);
  const { canManage, communityId } = useStudioAccess();
  const { announcements, error, isLoading } = useStudioAnnouncements();
  return (
    <StudioScreen crumbs={crumbs} title="Manage announcements">
      {canManage ? (
        <p>
          <Link className={buttons.button} href={paths.createAnnouncement()} routerOptions={trailState(crumbs)}>
            Create announcement
          </Link>
        </p>
      ) : null}
      <AlertText message={error?.message} />
      {isLoading ? <p role="status">Loading announcements…</p> : null}
      {!isLoading && !error ? <AnnouncementList announcements={announcements} canManage={canManage} communityId={communityId} crumbs={crumbs} /> : null}
    </StudioScreen>
  );
}

