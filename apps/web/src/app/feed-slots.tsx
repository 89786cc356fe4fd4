// Branch wiring of the activity feed into the existing community page and /home (issue 11, feed
// part): the lead replaces it with the shell part's `feed` slots (CommunityPage and HomePage), which
// bring the community, the Admin View / Member View switch and the single post themselves.
import { singlePostLinkOf, useSdkQuery, type CommunityType } from '@ypo/headless';
import { Suspense, lazy, useMemo, useState } from 'react';
import { Switch } from 'react-aria-components';
import { useLocation } from 'react-router';
import { Skeleton, SkeletonLine } from '../components/skeleton';
import * as switchStyles from '../components/switch.css';

// The feed loads with the page's first post list, never with the page itself (the /home budget).
const ActivityFeed = lazy(() => import('../features/feed').then((m) => ({ default: m.ActivityFeed })));

function FeedLoading() {
  return (
    <Skeleton label="Loading the activity feed">
      <SkeletonLine width="full" />
    </Skeleton>
  );
}

/** The home feed of /home. */
export function HomeFeedSlot() {
  const target = useMemo(() => ({ home: true }) as const, []);
  return (
    <Suspense fallback={<FeedLoading />}>
      <ActivityFeed target={target} adminView={false} />
    </Suspense>
  );
}

/** The feed of a community page, with an Admin View switch for the community's admins. */
export function CommunityFeedSlot({ communityId, communityType }: { communityId: string; communityType: CommunityType }) {
  const { data: community } = useSdkQuery(['communities/getCommunity', communityId.toLowerCase()], (sdk, signal) =>
    sdk.communities.GET('/communities/api/getCommunity/{id}', { params: { path: { id: communityId } }, signal }),
  );
  const [adminView, setAdminView] = useState(false);
  const { search } = useLocation();
  const single = useMemo(() => singlePostLinkOf(search), [search]);
  const target = useMemo(() => ({ communityId, communityName: communityType }), [communityId, communityType]);
  const feedCommunity = useMemo(
    () => (community ? { communityId, name: community.name, communityType, isModerated: community.isActivityModerated === true } : undefined),
    [community, communityId, communityType],
  );
  if (!feedCommunity) return <FeedLoading />;
  return (
    <>
      {community?.isAdmin ? (
        <Switch className={switchStyles.switchRow} isSelected={adminView} onChange={setAdminView}>
          <span className={switchStyles.track} aria-hidden="true">
            <span className={switchStyles.thumb} />
          </span>
          Admin View
        </Switch>
      ) : null}
      <Suspense fallback={<FeedLoading />}>
        <ActivityFeed target={target} community={feedCommunity} adminView={adminView} single={single} />
      </Suspense>
    </>
  );
}
