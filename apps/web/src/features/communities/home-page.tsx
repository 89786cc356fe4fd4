import { kindLabels, MESSAGES, paths, usePermissions } from '@ypo/headless';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './communities.css';

// Lazy: /home's first load stays within the initial JavaScript budget (docs/performance.md).
const WelcomeBanner = lazy(() => import('./home-extras').then((m) => ({ default: m.WelcomeBanner })));
const HomeAnnouncements = lazy(() => import('./home-extras').then((m) => ({ default: m.HomeAnnouncements })));
const ExploreLinks = lazy(() => import('./home-extras').then((m) => ({ default: m.ExploreLinks })));

/** Props of {@link HomePage}. */
export interface HomePageProps {
  /** The home feed (getFollowedPostsList), under the communities. */
  readonly feed?: ReactNode;
  /** The featured news, above the feed. */
  readonly featuredNews?: ReactNode;
}

/**
 * /home: the member's communities in the spec's list order (spec 000 §1), the slots `featuredNews`
 * and `feed`, and beside them the new-member welcome banner and the left-pane and connect announcements.
 */
export function HomePage({ feed, featuredNews }: HomePageProps = {}) {
  const { communities, error, isLoading } = usePermissions();
  return (
    <div className={styles.home}>
      <div className={styles.columns}>
        <div className={styles.column}>
          <section aria-labelledby="my-communities">
            <h1 id="my-communities" className={styles.heading}>
              My communities
            </h1>
            {isLoading ? (
              <Skeleton label="Loading your communities" className={styles.list}>
                {[0, 1, 2].map((i) => (
                  <span key={i} className={styles.card}>
                    <SkeletonLine width="half" />
                    <SkeletonLine size="small" width="short" />
                  </span>
                ))}
              </Skeleton>
            ) : null}
            {error ? (
              <p role="alert" className={styles.error}>
                {MESSAGES.errorOccurredTryLater}
              </p>
            ) : null}
            {!isLoading && !error && communities.length === 0 ? <p>You do not belong to any community yet.</p> : null}
            <ul className={styles.list}>
              {communities.map((community) => (
                <li key={community.communityId}>
                  <Link className={styles.card} href={paths.communityPage(community.communityType, community.communityId)}>
                    <span className={styles.name}>{community.name}</span>
                    <span className={styles.kind}>{kindLabels[community.communityType]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {featuredNews}
          {feed}
        </div>
        <div className={styles.column}>
          {/* Beside the main column (below it on narrow screens): what arrives late moves nothing already shown. */}
          <Suspense fallback={null}>
            <WelcomeBanner />
            <ExploreLinks />
            <HomeAnnouncements />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
