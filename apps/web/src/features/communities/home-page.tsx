import { kindLabels, MESSAGES, paths, usePermissions } from '@ypo/headless';
import type { ComponentType } from 'react';
import { Link } from 'react-aria-components';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './communities.css';

/** /home: the member's communities in the spec's list order (spec 000 §1), then the home feed (`feed`). */
export function HomePage({ feed: Feed }: { feed?: ComponentType } = {}) {
  const { communities, error, isLoading } = usePermissions();
  return (
    <>
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
      {Feed ? <Feed /> : null}
    </>
  );
}
