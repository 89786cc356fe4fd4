import { COMMUNITY_VIEW_LABELS, communityViewsFor, effectiveCommunityView, type CommunityView } from '@ypo/headless';
import { Suspense, lazy, useState } from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { Skeleton, SkeletonLine } from '../components/skeleton';
import type { CommunityContentContext } from '../features/communities';
import * as styles from './chapter-content-slot.css';

// Loaded with the first chapter page that shows it: nothing of it enters the initial chunk.
const ChapterContent = lazy(() => import('../features/chapter-content').then((m) => ({ default: m.ChapterContent })));

/** spec 001 §1: admins switch between Admin View and Member View (Member View by default); others see no switch. */
function ViewSwitch({ isAdmin, view, onChange }: { isAdmin: boolean; view: CommunityView; onChange: (view: CommunityView) => void }) {
  const views = communityViewsFor(isAdmin);
  if (views.length < 2) return null;
  return (
    <ToggleButtonGroup
      className={styles.views}
      aria-label="View"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[view]}
      onSelectionChange={(keys) => {
        const [next] = [...keys];
        if (next === 'admin' || next === 'member') onChange(next);
      }}
    >
      {views.map((each) => (
        <ToggleButton key={each} id={each} className={styles.viewButton}>
          {COMMUNITY_VIEW_LABELS[each]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The chapter's content under its view switch. */
function ChapterContentSlot({ community, isAdmin }: CommunityContentContext) {
  const [requested, setView] = useState<CommunityView | undefined>();
  const view = effectiveCommunityView(requested, isAdmin);
  return (
    <>
      <ViewSwitch isAdmin={isAdmin} view={view} onChange={setView} />
      <Suspense
        fallback={
          <Skeleton label="Loading the chapter content">
            <SkeletonLine size="heading" width="half" />
            <SkeletonLine width="wide" />
          </Skeleton>
        }
      >
        <ChapterContent community={community} adminView={view === 'admin'} />
      </Suspense>
    </>
  );
}

/** The content slot of a chapter page (its own chunk, loaded with the chapter route): the view switch and the chapter's own content. */
export function chapterContentSlot(context: CommunityContentContext) {
  return <ChapterContentSlot {...context} />;
}
