import { CHAPTER_STUDIO_CRUMB, paths } from '@ypo/headless';
import { useChapterStudio } from '@ypo/headless/chapter-studio';
import { Link, ToggleButton } from 'react-aria-components';
import { AlertText } from '../../components/notice';
import { AnnouncementList } from './announcement-list';
import { useStudioAccess } from './chapter-list';
import * as styles from './chapter-studio.css';
import { StudioScreen, trailState, useStudioTrail } from './studio-breadcrumbs';

/**
 * /chapterStudio (spec 001 §2, §3): the chapters the user manages, the studio's resources with their
 * favourite toggles, and the announcements; edit links only with canManageChapterStudio (a viewer sees
 * no edit controls). A failed load is shown (spec 001 §8 'Chapter studio failures are rethrown').
 */
export function ChapterStudioPage() {
  const { chapters, communityId, canManage } = useStudioAccess();
  const { studio, error, toggleFavourite } = useChapterStudio(communityId);
  const crumbs = useStudioTrail(CHAPTER_STUDIO_CRUMB);
  return (
    <StudioScreen crumbs={crumbs} title="Chapter studio">
      <h2>Your chapters</h2>
      {chapters.length === 0 ? <p>You do not manage any chapter.</p> : null}
      <ul className={styles.list} aria-label="Your chapters">
        {chapters.map((chapter) => (
          <li key={chapter.communityId}>
            <Link className={styles.card} href={paths.chapter(chapter.communityId)}>
              {chapter.name}
            </Link>
          </li>
        ))}
      </ul>
      <AlertText message={error?.message} />
      {studio ? (
        <>
          <h2>Resources</h2>
          {studio.resources.map((category) => (
            <section key={category.id} aria-label={category.categoryName}>
              <h3>{category.categoryName}</h3>
              <ul className={styles.list}>
                {category.resourceItems.map((item) => (
                  <li key={item.resourceId} className={styles.row}>
                    {item.navigationUrl ? (
                      <Link href={item.navigationUrl} target="_blank" rel="noopener noreferrer">
                        {item.resourceName}
                      </Link>
                    ) : (
                      <span>{item.resourceName}</span>
                    )}
                    <ToggleButton
                      className={styles.favourite}
                      aria-label={`Favourite ${item.resourceName}`}
                      isSelected={item.isFavorite}
                      onChange={(isFavorite) => void toggleFavourite(item.resourceId, isFavorite)}
                    >
                      {item.isFavorite ? '★' : '☆'}
                    </ToggleButton>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <h2>Announcements</h2>
          {canManage ? (
            <p>
              <Link className={styles.card} href={paths.manageAnnouncements()} routerOptions={trailState(crumbs)}>
                Manage announcements
              </Link>
            </p>
          ) : null}
          <AnnouncementList announcements={studio.announcements} canManage={canManage} communityId={communityId} crumbs={crumbs} />
        </>
      ) : null}
    </StudioScreen>
  );
}
