import { kindLabels, MESSAGES, usePermissions, type CommunityType } from '@ypo/headless';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './communities.css';

/** A community page: which community it is, the user's roles there, and its activity feed (`feed`). */
export function CommunityPage({ type, feed: Feed }: { type: CommunityType; feed?: ComponentType<{ communityId: string; communityType: CommunityType }> }) {
  const { communityId } = useParams();
  const { communities, isLoading, error } = usePermissions();
  const community = communities.find(
    (c) => c.communityType === type && (communityId ? c.communityId === communityId : true),
  );
  if (isLoading) {
    return (
      <Skeleton label="Loading the community">
        <SkeletonLine size="heading" width="half" />
        <SkeletonLine size="small" width="short" />
        <SkeletonLine width="wide" />
      </Skeleton>
    );
  }
  if (error) return <p role="alert" className={styles.error}>{MESSAGES.errorOccurredTryLater}</p>;
  if (!community) {
    return (
      <section aria-labelledby="community-title">
        <h1 id="community-title" className={styles.heading}>
          {kindLabels[type]}
        </h1>
        <p>This community is not one of your communities.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="community-title">
      <h1 id="community-title" className={styles.heading}>
        {community.name}
      </h1>
      <p className={styles.kind}>{kindLabels[community.communityType]}</p>
      <p>Your roles: {community.roles.length ? community.roles.join(', ') : 'Member'}</p>
      {Feed ? <Feed communityId={community.communityId} communityType={community.communityType} /> : null}
    </section>
  );
}
