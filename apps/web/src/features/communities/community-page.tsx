import { kindLabels, MESSAGES, usePermissions, type CommunityType, type UserCommunity } from '@ypo/headless';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './communities.css';

/** Props of {@link CommunityPage}. */
export interface CommunityPageProps {
  readonly type: CommunityType;
  /** The community's feed, under its header (the app composes it from the feed feature). */
  readonly feed?: ((props: { community: UserCommunity; adminView: boolean }) => ReactNode) | undefined;
}

/** A community page: which community it is, the user's roles there, and its feed. */
export function CommunityPage({ type, feed }: CommunityPageProps) {
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
      {feed?.({ community, adminView: false })}
    </section>
  );
}
