// What fills the slots of the community pages and /home (issue 11): the activity feed, the featured
// items and a chapter's own content (with its prospect voting list and, in Admin View, the chapter admin, the chapter's events and its officers' email composer). Each part loads in its own chunk when its page first shows it;
// this module loads with the page's chunk, never with the initial one.
import { usePermissions, type NetworkCommunityRef } from '@ypo/headless';
import { Suspense, lazy, type ReactNode } from 'react';
import { Skeleton, SkeletonLine } from '../components/skeleton';
import type { CommunitySlotContext } from '../features/communities';
import type { NetworkAdminPanelSlots } from '../features/networks';

const CommunityFeed = lazy(() => import('../features/feed').then((m) => ({ default: m.CommunityFeed })));
const FeaturedItems = lazy(() => import('../features/featured').then((m) => ({ default: m.FeaturedItems })));
const HomeFeaturedNews = lazy(() => import('../features/featured').then((m) => ({ default: m.HomeFeaturedNews })));
const ChapterContent = lazy(() => import('../features/chapter-content').then((m) => ({ default: m.ChapterContent })));
const FilesAndMedia = lazy(() => import('../features/files').then((m) => ({ default: m.FilesAndMedia })));
const ChapterAdminSection = lazy(() => import('../features/chapter-admin').then((m) => ({ default: m.ChapterAdminSection })));
const CommunityEventsSection = lazy(() => import('../features/chapter-events').then((m) => ({ default: m.CommunityEventsSection })));
const ProspectVoting = lazy(() => import('../features/chapter-admin').then((m) => ({ default: m.ProspectVoting })));
const GroupTools = lazy(() => import('../features/groups').then((m) => ({ default: m.GroupTools })));
const GroupCreateRequest = lazy(() => import('../features/groups').then((m) => ({ default: m.GroupCreateRequest })));
const ForumToolkit = lazy(() => import('../features/forum-toolkit').then((m) => ({ default: m.ForumToolkit })));
const EmailComposerSection = lazy(() => import('../features/email-composer').then((m) => ({ default: m.EmailComposerSection })));
const NetworkAdminPanels = lazy(() => import('../features/networks').then((m) => ({ default: m.NetworkAdminPanels })));
const NetworkLandingPage = lazy(() => import('../features/networks').then((m) => ({ default: m.NetworkLandingPage })));
const GroupToolOf = lazy(() => import('../features/groups').then((m) => ({ default: m.GroupToolOf })));
const PendingGroupRequests = lazy(() => import('../features/communities/group-admin-view').then((m) => ({ default: m.PendingGroupRequests })));
const AroundMe = lazy(() => import('../features/around-me').then((m) => ({ default: m.AroundMe })));
const PendingAssetRequests = lazy(() => import('../features/around-me').then((m) => ({ default: m.PendingAssetRequests })));

function Loading({ label }: { label: string }) {
  return (
    <Skeleton label={label}>
      <SkeletonLine size="heading" width="half" />
      <SkeletonLine width="wide" />
    </Skeleton>
  );
}

/** A panel's content while its chunk loads. */
function PanelLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading label="Loading the panel" />}>{children}</Suspense>;
}

/**
 * The group panels of a network's admin panels (spec 001 §2: requested groups, manage participants,
 * configure group): features do not import each other, so the app layer brings the groups' screens
 * to the networks' panels; each loads when its panel opens. Used on /network/{id} and on
 * /networkLandingPage.
 */
export const networkAdminPanelSlots: NetworkAdminPanelSlots = {
  requestedGroups: () => (
    <PanelLoading>
      <PendingGroupRequests />
    </PanelLoading>
  ),
  manageParticipants: ({ community }: { community: NetworkCommunityRef }) => (
    <PanelLoading>
      <GroupToolOf communityId={community.communityId} name="network" tool="participants" />
    </PanelLoading>
  ),
  configureGroup: ({ community }: { community: NetworkCommunityRef }) => (
    <PanelLoading>
      <GroupToolOf communityId={community.communityId} name="network" tool="configure" />
    </PanelLoading>
  ),
  // spec 001 §2, spec 002 §6: the around-me pending asset requests, for those the server lets view them.
  pendingAssetRequests: () => (
    <PanelLoading>
      <PendingAssetRequests />
    </PanelLoading>
  ),
};

/** The network admin panels with the group panels, for a network's admins. */
export function NetworkAdministration({ community }: { community: NetworkCommunityRef }) {
  return (
    <Suspense fallback={<Loading label="Loading the network administration" />}>
      <NetworkAdminPanels community={community} panels={networkAdminPanelSlots} />
    </Suspense>
  );
}

/** /networkLandingPage/{communityId?} with the group panels among its admin panels (app/screens.tsx). */
export function NetworkLandingPageWithGroups() {
  return (
    <Suspense fallback={<Loading label="Loading the network" />}>
      <NetworkLandingPage adminPanels={networkAdminPanelSlots} />
    </Suspense>
  );
}

/** The slots of every community page: feed, featured items, and the chapter's content. */
export const communitySlots = {
  feed: ({ community, adminView, single }: CommunitySlotContext) => (
    <Suspense fallback={<Loading label="Loading the activity feed" />}>
      <CommunityFeed community={community} adminView={adminView} single={single} />
    </Suspense>
  ),
  featured: ({ community, adminView }: CommunitySlotContext) => (
    <Suspense fallback={null}>
      <FeaturedItems community={community} adminView={adminView} />
    </Suspense>
  ),
  content: ({ community, adminView }: CommunitySlotContext) => (
    <>
      {community.communityType === 'chapter' ? (
        <Suspense fallback={<Loading label="Loading the chapter content" />}>
          <ChapterContent community={community} adminView={adminView} />
        </Suspense>
      ) : null}
      {/* spec 001 §2, §6: the chapter admin's tabs and tools, in Admin View. */}
      {community.communityType === 'chapter' && community.isAdmin && adminView ? (
        <Suspense fallback={<Loading label="Loading the chapter admin" />}>
          <ChapterAdminSection chapter={community} />
        </Suspense>
      ) : null}
      {/* spec 001 §3, §7, §9: the chapter's events (create, board meeting, admin list, keep or decline), in Admin View. */}
      {community.communityType === 'chapter' && community.isAdmin && adminView ? (
        <Suspense fallback={<Loading label="Loading the chapter events" />}>
          <CommunityEventsSection community={community} />
        </Suspense>
      ) : null}
      {/* spec 001 §2, §4: the prospect voting list, for the chapter's members. */}
      {community.communityType === 'chapter' ? (
        <Suspense fallback={null}>
          <ProspectVoting communityId={community.communityId} />
        </Suspense>
      ) : null}
      {/* spec 001: the email composer of a chapter's officers, in Admin View. */}
      {community.communityType === 'chapter' && community.isAdmin && adminView ? (
        <Suspense fallback={null}>
          <EmailComposerSection communityId={community.communityId} />
        </Suspense>
      ) : null}
      {/* spec 001 §2-§6: a group's configuration and participants (Admin View) and group create requests. */}
      {community.communityType === 'group' ? (
        <Suspense fallback={<Loading label="Loading the group tools" />}>
          <GroupTools groupId={community.communityId} adminView={adminView} />
        </Suspense>
      ) : null}
      {/* spec 001 §2: a network's admin panels (the same ones as its network page), in Admin View. */}
      {community.communityType === 'network' && community.isAdmin && adminView ? (
        <NetworkAdministration community={{ communityId: community.communityId, communityName: 'network' }} />
      ) : null}
      {/* spec 002 §1-§9: around me, the business directory, on the businesses page. */}
      {community.communityType === 'businesses' ? (
        <Suspense fallback={<Loading label="Loading the business directory" />}>
          <AroundMe />
        </Suspense>
      ) : null}
      {/* spec 001 §2, §7: the forum toolkit on the forum page. */}
      {community.communityType === 'forum' ? (
        <Suspense fallback={<Loading label="Loading the forum toolkit" />}>
          <ForumToolkit />
        </Suspense>
      ) : null}
      {/* spec 001 §2: files and media folders of the community. */}
      <Suspense fallback={<Loading label="Loading files and media" />}>
        <FilesAndMedia community={community} />
      </Suspense>
    </>
  ),
  groupRequest: <GroupRequestSlot />,
};

/** The group create request form of /group for a member in no group (spec 001 §4). */
function GroupRequestSlot() {
  return (
    <Suspense fallback={<Loading label="Loading the group request form" />}>
      <GroupCreateRequest />
    </Suspense>
  );
}

/** The home feed of /home (getFollowedPostsList). */
export function HomeFeedSlot() {
  return (
    <Suspense fallback={<Loading label="Loading the activity feed" />}>
      <CommunityFeed adminView={false} />
    </Suspense>
  );
}

/** The featured news of /home; product-team members (spec 001 §6 team-only tools) edit it. */
export function FeaturedNewsSlot() {
  const { roles } = usePermissions();
  return (
    <Suspense fallback={null}>
      <HomeFeaturedNews canEdit={roles?.isTeamMemberProductManagement ?? false} />
    </Suspense>
  );
}
