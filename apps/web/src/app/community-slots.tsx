// What fills the slots of the community pages and /home (issue 11): the activity feed, the featured
// items, a chapter's own content (with its prospect voting list), files and media and, in Admin View, the officers'
// tools (the chapter admin, the chapter's events and its officers' email composer). Each part loads in its own chunk
// when its section first shows it;
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
const GroupAdminTools = lazy(() => import('../features/groups').then((m) => ({ default: m.GroupAdminTools })));
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

/**
 * The slots of every community page, one per section (features/communities/sections.ts): feed, featured items,
 * about, the business directory, files and media, and the officers' tools. A section's parts load when it shows.
 */
export const communitySlots = {
  feed: ({ community, adminView, single }: CommunitySlotContext) => (
    <Suspense fallback={<Loading label="Loading the activity feed" />}>
      <CommunityFeed community={community} adminView={adminView} single={single} />
    </Suspense>
  ),
  featured: ({ community, adminView }: CommunitySlotContext) => (
    <Suspense fallback={<Loading label="Loading the featured items" />}>
      <FeaturedItems community={community} adminView={adminView} />
    </Suspense>
  ),
  about: ({ community, adminView }: CommunitySlotContext) => (
    <>
      {community.communityType === 'chapter' ? (
        <Suspense fallback={<Loading label="Loading the chapter content" />}>
          <ChapterContent community={community} adminView={adminView} />
        </Suspense>
      ) : null}
      {/* spec 001 §2, §4: the prospect voting list, for the chapter's members. */}
      {community.communityType === 'chapter' ? (
        <Suspense fallback={null}>
          <ProspectVoting communityId={community.communityId} />
        </Suspense>
      ) : null}
      {/* spec 001 §4: the group create requests of a group's members. */}
      {community.communityType === 'group' ? (
        <Suspense fallback={<Loading label="Loading the group request form" />}>
          <GroupCreateRequest />
        </Suspense>
      ) : null}
      {/* spec 001 §2, §7: the forum toolkit on the forum page. */}
      {community.communityType === 'forum' ? (
        <Suspense fallback={<Loading label="Loading the forum toolkit" />}>
          <ForumToolkit />
        </Suspense>
      ) : null}
    </>
  ),
  // spec 002 §1-§9: around me, the business directory, on the businesses page.
  directory: ({ community }: CommunitySlotContext) =>
    community.communityType === 'businesses' ? (
      <Suspense fallback={<Loading label="Loading the business directory" />}>
        <AroundMe />
      </Suspense>
    ) : null,
  // spec 001 §2: files and media folders of the community.
  files: ({ community }: CommunitySlotContext) => (
    <Suspense fallback={<Loading label="Loading files and media" />}>
      <FilesAndMedia community={community} />
    </Suspense>
  ),
  // The officers' tools: the page renders them in Admin View only.
  adminTools: ({ community }: CommunitySlotContext) => (
    <>
      {/* spec 001 §2, §6: the chapter admin's tabs and tools. */}
      {community.communityType === 'chapter' && community.isAdmin ? (
        <Suspense fallback={<Loading label="Loading the chapter admin" />}>
          <ChapterAdminSection chapter={community} />
        </Suspense>
      ) : null}
      {/* spec 001 §3, §7, §9: the chapter's events (create, board meeting, admin list, keep or decline). */}
      {community.communityType === 'chapter' && community.isAdmin ? (
        <Suspense fallback={<Loading label="Loading the chapter events" />}>
          <CommunityEventsSection community={community} />
        </Suspense>
      ) : null}
      {/* spec 001: the email composer of a chapter's officers. */}
      {community.communityType === 'chapter' && community.isAdmin ? (
        <Suspense fallback={null}>
          <EmailComposerSection communityId={community.communityId} />
        </Suspense>
      ) : null}
      {/* spec 001 §2-§6: a group's configuration and participants. */}
      {community.communityType === 'group' ? (
        <Suspense fallback={<Loading label="Loading the group tools" />}>
          <GroupAdminTools groupId={community.communityId} />
        </Suspense>
      ) : null}
      {/* spec 001 §2: a network's admin panels (the same ones as its network page). */}
      {community.communityType === 'network' && community.isAdmin ? (
        <NetworkAdministration community={{ communityId: community.communityId, communityName: 'network' }} />
      ) : null}
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
