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
import { Button, Link, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useLocation, useParams } from 'react-router';
import { secondaryButton } from '../../components/button.css';
import { AlertText, Notice } from '../../components/notice';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import * as tabs from '../../components/tabs.css';
import { appConfig } from '../../config/app-config';
import * as base from './communities.css';
import * as styles from './community.css';
import { GroupAdminView } from './group-admin-view';
import { communitySectionsOf, defaultSectionIn, sectionHref, SECTION_LABELS, shownSectionOf, type CommunitySection } from './sections';
import { renderSlot, type CommunitySlot, type CommunitySlotContext, type SlotCommunity } from './slots';
import { TeamTools } from './team-tools';
import { CommunityTypeContent } from './type-content';
import { CommunityViewSwitch } from './view-switch';

/** Props of {@link CommunityPage}. */
export interface CommunityPageProps {
  /** The route's community type. */
  readonly type: CommunityType;
  /** The activity feed: the Feed section, the one the page opens with. */
  readonly feed?: CommunitySlot;
  /** The featured items and featured events: the Featured section. */
  readonly featured?: CommunitySlot;
  /** The About section after the type's own content, such as a chapter's about, messages, quick links and prospect voting. */
  readonly about?: CommunitySlot;
  /** The business directory (around me): on /businesses, the section the page opens with. */
  readonly directory?: CommunitySlot;
  /** The community's files and media: the Files section. */
  readonly files?: CommunitySlot;
  /** The officers' tools, before the team-only tools: the Admin tools section, in Admin View only. */
  readonly adminTools?: CommunitySlot;
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

/** The tabs of the sections, each a link to the section's address (the selected one is the address's). */
function SectionTabs({ sections, defaultSection, pathname, search }: { sections: readonly CommunitySection[]; defaultSection: CommunitySection; pathname: string; search: string }) {
  return (
    <TabList aria-label="Community sections" className={tabs.tabList}>
      {sections.map((section) => (
        <Tab key={section} id={section} href={sectionHref(pathname, search, section, defaultSection)} className={tabs.tab}>
          {SECTION_LABELS[section]}
        </Tab>
      ))}
    </TabList>
  );
}

/** The community of the page: its header with the view switch, and its sections, one shown at a time. */
function CommunityView({ community, type, feed, featured, about, directory, files, adminTools }: { community: Community } & CommunityPageProps) {
  const view = useCommunityView(community);
  const { isPmTeamMember } = usePmTeamMember();
  const { pathname, search } = useLocation();
  const single = useMemo(() => singlePostLinkOf(search), [search]);
  const slotCommunity = useMemo(() => slotCommunityOf(community), [community]);
  const context: CommunitySlotContext = { community: slotCommunity, adminView: view.isAdminView, single };
  const sections = communitySectionsOf({ communityType: community.communityType, isAdminView: view.isAdminView, canSwitch: view.canSwitch, isPmTeamMember });
  const defaultSection = defaultSectionIn(sections, single !== undefined);
  // An address of a section the viewer may not see (Admin tools in Member View) shows the default one.
  const section = shownSectionOf(search, sections, defaultSection);
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
      {/* Link tabs: arrow keys move the focus, Enter opens the section's address (no history entry per arrow). */}
      <Tabs selectedKey={section} keyboardActivation="manual" className={styles.sections}>
        <SectionTabs sections={sections} defaultSection={defaultSection} pathname={pathname} search={search} />
        <TabPanel id="feed" className={styles.readingColumn}>
          {single ? (
            <Notice kind="info" message="You are viewing one post.">
              <Link className={styles.link} href={sectionHref(paths.communityPage(type, community.communityId), '', 'feed', sections[0])}>
                Show all posts
              </Link>
            </Notice>
          ) : null}
          {renderSlot(feed, context)}
        </TabPanel>
        <TabPanel id="directory" className={styles.sectionBody}>
          {renderSlot(directory, context)}
        </TabPanel>
        <TabPanel id="featured" className={styles.readingColumn}>
          {renderSlot(featured, context)}
        </TabPanel>
        <TabPanel id="about" className={styles.readingColumn}>
          <CommunityTypeContent community={slotCommunity} />
          {renderSlot(about, context)}
        </TabPanel>
        <TabPanel id="files" className={styles.sectionBody}>
          {renderSlot(files, context)}
        </TabPanel>
        <TabPanel id="admin" className={styles.sectionBody}>
          {view.isAdminView ? renderSlot(adminTools, context) : null}
          {isPmTeamMember ? <TeamTools community={community} /> : null}
        </TabPanel>
      </Tabs>
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
 * admins, then one section at a time, each at its own address (`?section=about`, sections.ts): the
 * feed (the default, no parameter), the featured items, about (the type's own content and the `about`
 * slot), the business directory (the default on /businesses), files and media, and in Admin View the officers' tools
 * (with the team-only tools of product-team members). A redirected type goes to its external community;
 * a 403 shows the non-member message; a failed load the error.
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
