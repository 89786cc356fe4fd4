import { Suspense, lazy } from 'react';
import { Skeleton, SkeletonLine } from '../components/skeleton';
import type { CommunityContentContext } from '../features/communities';

// Loaded with the first chapter page that shows it: nothing of it enters the initial chunk.
const ChapterContent = lazy(() => import('../features/chapter-content').then((m) => ({ default: m.ChapterContent })));

/** The content slot of a chapter page: the chapter's own content, in the page's Admin or Member View. */
export function chapterContentSlot({ community, adminView }: CommunityContentContext) {
  return (
    <Suspense
      fallback={
        <Skeleton label="Loading the chapter content">
          <SkeletonLine size="heading" width="half" />
          <SkeletonLine width="wide" />
        </Skeleton>
      }
    >
      <ChapterContent community={community} adminView={adminView} />
    </Suspense>
  );
}
