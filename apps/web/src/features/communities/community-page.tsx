import { kindLabels, MESSAGES, usePermissions, type CommunityType, type UserCommunity } from '@ypo/headless';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './communities.css';

/** What a community page's content slot gets: the community and whether the viewer administers it (may switch to Admin View). */
export interface CommunityContentContext {
  readonly community: UserCommunity;
  readonly isAdmin: boolean;
}

// Chapter admins by their role, so the chapter content can be edited end to end; the shell's page
// (issue 11) takes the community's own isAdmin from getCommunity instead.
const isAdminOf = (community: UserCommunity) => community.communityType === 'chapter' && community.roles.includes('Chapter Administrator');

/** A community page: which community it is and the user's roles there, then its `content` slot. */
export function CommunityPage({ type, content }: { type: CommunityType; content?: (context: CommunityContentContext) => ReactNode }) {
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
      {content?.({ community, isAdmin: isAdminOf(community) })}
    </section>
  );
}
