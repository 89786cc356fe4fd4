import { paths, usePermissions } from '@ypo/headless';
import { Link } from 'react-aria-components';
import { chapterStudioChapters } from './chapter-list';
import * as styles from './chapter-studio.css';

/** /chapterStudio (spec 001 §3): the chapters the user manages. */
export function ChapterStudioPage() {
  const { data } = usePermissions();
  const chapters = chapterStudioChapters(data);
  return (
    <section aria-labelledby="chapter-studio-title">
      <h1 id="chapter-studio-title" className={styles.heading}>
        Chapter studio
      </h1>
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
    </section>
  );
}
