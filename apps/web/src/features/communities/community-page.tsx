import {
  COMMUNITY_VIEW_LABELS,
  communityViewsFor,
  effectiveCommunityView,
  kindLabels,
  MESSAGES,
  usePermissions,
  useSdkQuery,
  type CommunityType,
  type CommunityView,
} from '@ypo/headless';
import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useParams } from 'react-router';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as styles from './communities.css';

/** What a community page gives its featured slot (issue 11 featured part; the shell's page replaces this wiring). */
export interface CommunityFeaturedSlotProps {
  readonly community: { readonly communityId: string; readonly name: string; readonly communityType: CommunityType };
  readonly adminView: boolean;
}

/** A community page: which community it is and the user's roles there; `featured` renders its featured items. */
export function CommunityPage({ type, featured }: { type: CommunityType; featured?: (props: CommunityFeaturedSlotProps) => ReactNode }) {
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
      {featured ? <FeaturedWithView community={community} featured={featured} /> : null}
    </section>
  );
}

/** The Admin View / Member View switch (spec 001 §1, default Member View) around the featured slot. */
function FeaturedWithView({
  community,
  featured,
}: {
  community: CommunityFeaturedSlotProps['community'];
  featured: (props: CommunityFeaturedSlotProps) => ReactNode;
}) {
  const { data } = useSdkQuery(['communities/community', community.communityId], (sdk, signal) =>
    sdk.communities.GET('/communities/api/getCommunity/{id}', { params: { path: { id: community.communityId } }, signal }),
  );
  const isAdmin = data?.isAdmin === true;
  const [requested, setRequested] = useState<CommunityView>();
  const view = effectiveCommunityView(requested, isAdmin);
  return (
    <>
      {communityViewsFor(isAdmin).includes('admin') ? (
        <Button className={styles.viewSwitch} aria-pressed={view === 'admin'} onPress={() => setRequested(view === 'admin' ? 'member' : 'admin')}>
          {COMMUNITY_VIEW_LABELS.admin}
        </Button>
      ) : null}
      {featured({ community: { communityId: community.communityId, name: community.name, communityType: community.communityType }, adminView: view === 'admin' })}
    </>
  );
}
