import {
  communityRedirectAddress,
  kindLabels,
  paths,
  singlePostLinkOf,
  useCommunity,
  useCommunityAnnouncements,
  useCommunityView,
  useGroupPage,
  useNetworkPage,
  usePermissions,
  usePmTeamMember,
  useRegionChapters,
  type Community,
  type CommunityType,
} from '@ypo/headless';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { useLocation, useParams } from 'react-router';
import { secondaryButton } from '../../components/button.css';
import { AlertText, Notice } from '../../components/notice';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { appConfig } from '../../config/app-config';
import * as base from './communities.css';
import * as styles from './community.css';
import { GroupAdminView } from './group-admin-view';
import { renderSlot, type CommunitySlot, type CommunitySlotContext, type SlotCommunity } from './slots';
import { TeamTools } from './team-tools';
import { CommunityTypeContent } from './type-content';
import { CommunityViewSwitch } from './view-switch';

/** Props of {@link CommunityPage}. */
export interface CommunityPageProps {
  /** The route's community type. */
  readonly type: CommunityType;
  /** The activity feed (main column). */
  readonly feed?: CommunitySlot;
  /** The featured items (main column, above the feed). */
  readonly featured?: CommunitySlot;
  /** Further content of the community (side column), such as a chapter's about, messages and quick links. */
  readonly content?: CommunitySlot;
  /** The group create request form (spec 001 §4), on /group for a member who belongs to no group. */
  readonly groupRequest?: ReactNode;
}

const slotCommunityOf = (community: Community): SlotCommunity => ({
  communityId: community.communityId,
  name: community.name,
  communityType: community.communityType,
  isModerated: community.isActivityModerated === true,
  isAdmin: community.isAdmin === true,
});

/** The page while the community loads: the header and columns at their final place. */
function CommunityPageSkeleton() {
  return (
    <div className={styles.page}>
      <Skeleton label="Loading the community" className={styles.header}>
        <span className={styles.headerText}>
          <SkeletonLine size="heading" width="half" />
          <SkeletonLine size="small" width="short" />
        </span>
      </Skeleton>
    </div>
  );
}

/** A redirected community type (spec 001 §2): the page goes to the external community. */
function ExternalCommunity({ type, communityId }: { type: CommunityType; communityId: string | undefined }) {
  const address = communityRedirectAddress(appConfig.communityRedirect, { communityType: type, communityId });
  useEffect(() => {
    window.location.assign(address);
  }, [address]);
  return (
    <section className={styles.page} aria-labelledby="community-title">
      <h1 id="community-title" className={styles.title}>
        {kindLabels[type]}
      </h1>
      <p role="status">
        This community opens on its own site.{' '}
        <Link className={styles.link} href={address}>
          Go to the {kindLabels[type].toLowerCase()}
        </Link>
      </p>
    </section>
  );
}

/** A page that shows no community: its type as the title and why. */
function NoCommunity({ type, children }: { type: CommunityType; children: React.ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="community-title">
      <h1 id="community-title" className={styles.title}>
        {kindLabels[type]}
      </h1>
      {children}
    </section>
  );
}

/** The community of the page, with its view switch, slots and own content. */
function CommunityView({ community, type, feed, featured, content }: { community: Community } & CommunityPageProps) {
  const view = useCommunityView(community);
  const { isPmTeamMember } = usePmTeamMember();
  const { search } = useLocation();
  const single = useMemo(() => singlePostLinkOf(search), [search]);
  const slotCommunity = useMemo(() => slotCommunityOf(community), [community]);
  const context: CommunitySlotContext = { community: slotCommunity, adminView: view.isAdminView, single };
  return (
    <section className={styles.page} aria-labelledby="community-title" data-view={view.view}>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 id="community-title" className={styles.title}>
            {community.name}
          </h1>
          <p className={base.kind}>
            {kindLabels[community.communityType]}
            {community.isActivityModerated ? ' · Posts are reviewed by the community admins' : ''}
          </p>
        </div>
        {view.canSwitch ? <CommunityViewSwitch view={view} /> : null}
      </header>
      <div className={base.columns}>
        <div className={base.column}>
          {renderSlot(featured, context)}
          {single ? (
            <Notice kind="info" message="You are viewing one post.">
              <Link className={styles.link} href={paths.communityPage(type, community.communityId)}>
                Show all posts
              </Link>
            </Notice>
          ) : null}
          {renderSlot(feed, context)}
        </div>
        <div className={base.column}>
          <CommunityTypeContent community={slotCommunity} />
          {renderSlot(content, context)}
          {isPmTeamMember ? <TeamTools community={community} /> : null}
        </div>
      </div>
    </section>
  );
}

const FRAME_TYPES: readonly CommunityType[] = ['forum', 'businesses', 'champion'];

/**
 * Starts the type content's loads with the id of the path, alongside the community's own load (the
 * type content reads the same cache when it shows): one round trip less before it appears.
 */
function useTypeContentAhead(type: CommunityType, communityId: string | undefined) {
  // Only for one of the member's own communities: another's may refuse them (403, the non-member message), and the
  // page then shows that message without these calls failing (and logging) beside it.
  const { communities } = usePermissions();
  const isOwn = communityId !== undefined && communities.some((c) => c.communityId.toLowerCase() === communityId.toLowerCase());
  const id = communityId === '' || !isOwn ? undefined : communityId;
  useRegionChapters(type === 'region' ? id : null);
  useNetworkPage(type === 'network' ? id : null);
  useGroupPage(type === 'group' ? id : null);
  useCommunityAnnouncements(FRAME_TYPES.includes(type) ? id : null);
}

/**
 * A community page of any route of spec 001 §2 (/chapter, /community, /region, /network, /group,
 * /forum with an optional id, /businesses): the header with the Admin View / Member View switch for
 * admins, the type's own content, the team-only tools for product-team members, and the slots
 * `featured`, `feed` and `content`. A redirected type goes to its external community; a 403 shows
 * the non-member message; a failed load the error.
 */
export function CommunityPage(props: CommunityPageProps) {
  const { type } = props;
  const { communityId } = useParams();
  const { state, reload } = useCommunity({ type, communityId });
  useTypeContentAhead(type, communityId);
  switch (state.status) {
    case 'loading':
      return <CommunityPageSkeleton />;
    case 'redirect':
      return <ExternalCommunity type={state.communityType} communityId={state.communityId} />;
    case 'groupAdmin':
      return <GroupAdminView />;
    case 'forbidden':
      return (
        <NoCommunity type={type}>
          <Notice kind="warning" message={state.message} />
        </NoCommunity>
      );
    case 'error':
      return (
        <NoCommunity type={type}>
          <AlertText message={state.error.message} />
          <Button className={secondaryButton} onPress={reload}>
            Try again
          </Button>
        </NoCommunity>
      );
    case 'none':
      return (
        <NoCommunity type={type}>
          <p>This community is not one of your communities.</p>
          {type === 'group' ? props.groupRequest : null}
        </NoCommunity>
      );
    case 'ready':
      return <CommunityView {...props} community={state.community} />;
  }
}
