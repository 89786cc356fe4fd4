import { announcementStatusLabel, paths, type Announcement, type StudioCrumb } from '@ypo/headless';
import { useDeleteStudioAnnouncement } from '@ypo/headless/chapter-studio';
import { useState } from 'react';
import { Button, Link } from 'react-aria-components';
import * as buttons from '../../components/button.css';
import { AlertText } from '../../components/form';
import { ModalDialog } from '../../components/modal-dialog';
import * as styles from './chapter-studio.css';
import { trailState } from './studio-breadcrumbs';

/** Props of {@link AnnouncementList}. */
export interface AnnouncementListProps {
  announcements: readonly Announcement[];
  /** canManageChapterStudio: edit links and delete buttons; a viewer sees none. */
  canManage: boolean;
  /** The chapter the user manages the studio from (sent with a delete). */
  communityId: string | undefined;
  /** The breadcrumbs of the screen showing the list (an edit link adds a crumb). */
  crumbs: StudioCrumb[];
}

/**
 * The chapter studio's announcements with their status ('Unscheduled draft' for drafts, spec 001 §4);
 * with canManageChapterStudio, an Edit link and a Delete button that asks first and shows
 * 'Error, Delete Failed!' when the delete fails (spec 001 §8).
 */
export function AnnouncementList({ announcements, canManage, communityId, crumbs }: AnnouncementListProps) {
  const { remove, isDeleting, deleteError } = useDeleteStudioAnnouncement(communityId);
  const [confirming, setConfirming] = useState<Announcement | undefined>();
  const confirm = async (announcement: Announcement) => {
    const result = await remove(announcement.id);
    if (result?.ok) setConfirming(undefined);
  };
  return (
    <>
      {announcements.length === 0 ? <p>There are no announcements.</p> : null}
      <ul className={styles.list} aria-label="Announcements">
        {announcements.map((announcement) => (
          <li key={announcement.id} className={styles.row}>
            <span className={styles.grow}>{announcement.title}</span>
            <span className={styles.status}>{announcementStatusLabel(announcement)}</span>
            {canManage ? (
              <>
                <Link className={buttons.secondaryButton} href={paths.createAnnouncement(announcement.id)} routerOptions={trailState(crumbs)} aria-label={`Edit ${announcement.title}`}>
                  Edit
                </Link>
                <Button className={buttons.secondaryButton} aria-label={`Delete ${announcement.title}`} onPress={() => setConfirming(announcement)}>
                  Delete
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {confirming ? (
        <ModalDialog title="Delete this announcement?" role="alertdialog" isOpen isDismissable onOpenChange={(isOpen) => (isOpen ? undefined : setConfirming(undefined))}>
          <p>“{confirming.title}” will be deleted.</p>
          <AlertText message={deleteError?.message} />
          <div className={styles.toolbar}>
            <Button className={buttons.button} isDisabled={isDeleting} onPress={() => void confirm(confirming)}>
              Delete
            </Button>
            <Button className={buttons.secondaryButton} onPress={() => setConfirming(undefined)}>
              Cancel
            </Button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}
