import {
  MESSAGES,
  paths,
  useCommunityAnnouncements,
  useGroupPage,
  useNetworkPage,
  useRegionChapters,
} from '@ypo/headless';
import { AlertText } from '../../components/notice';
import { Panel } from '../../components/panel';
import { SafeHtml } from '../../components/safe-html';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { AnnouncementPanelView } from './announcement-panel';
import { LinkList } from './link-list';
import * as styles from './community.css';
import type { SlotCommunity } from './slots';

/** Lines standing for a list while it loads, at the size of three entries. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <Skeleton label={label} className={styles.plainList}>
      {[0, 1, 2].map((i) => (
        <span key={i}>
          <SkeletonLine width="half" />
          <SkeletonLine size="small" width="short" />
        </span>
      ))}
    </Skeleton>
  );
}

/** Region: its chapters (with their chapter types) and the other regions (spec 001 §2). */
export function RegionContent({ community }: { community: SlotCommunity }) {
  const { chapters, regions, isLoading, error } = useRegionChapters(community.communityId);
  return (
    <>
      <Panel title={`Chapters in ${community.name}`}>
        {isLoading ? <ListSkeleton label="Loading the chapters" /> : null}
        <AlertText message={error?.message} />
        {!isLoading && !error && chapters.length === 0 ? <p className={styles.muted}>This region has no chapters yet.</p> : null}
        <LinkList
          label={`Chapters in ${community.name}`}
          entries={chapters.map((c) => ({ key: c.communityId, text: c.name, href: paths.chapter(c.communityId), note: c.chapterType }))}
        />
      </Panel>
      {regions.length > 0 ? (
        <Panel title="Other regions">
          <LinkList label="Other regions" entries={regions.map((r) => ({ key: r.communityId, text: r.name, href: paths.region(r.communityId) }))} />
        </Panel>
      ) : null}
    </>
  );
}

/** Network: its page content blocks, related files and subnetworks (spec 001 §2). */
export function NetworkContent({ community }: { community: SlotCommunity }) {
  const { content, relatedContent, subnetworks, isLoading, error } = useNetworkPage(community.communityId);
  return (
    <>
      {isLoading ? <ListSkeleton label="Loading the network page" /> : null}
      <AlertText message={error?.message} />
      {content.map((block, index) => (
        <Panel key={block.id ?? index} title={block.title || community.name}>
          <SafeHtml html={block.content} />
        </Panel>
      ))}
      {relatedContent.length > 0 ? (
        <Panel title="Related content">
          <LinkList
            label="Related content"
            entries={relatedContent.map((item, index) => ({ key: item.id ?? String(index), text: item.title, href: item.url, note: item.fileName, isExternal: true }))}
          />
        </Panel>
      ) : null}
      {subnetworks.length > 0 ? (
        <Panel title="Subnetworks">
          <LinkList label="Subnetworks" entries={subnetworks.map((n) => ({ key: n.communityId, text: n.name, href: paths.network(n.communityId) }))} />
        </Panel>
      ) : null}
    </>
  );
}

/** Group: its description, focus and admins (spec 001 §2, §3). */
export function GroupContent({ community }: { community: SlotCommunity }) {
  const { group, admins, isLoading, error } = useGroupPage(community.communityId);
  return (
    <Panel title={`About ${community.name}`}>
      {isLoading ? <ListSkeleton label="Loading the group" /> : null}
      <AlertText message={error?.message} />
      {group?.description ? <p>{group.description}</p> : null}
      {group?.communityFocus?.length ? <p className={styles.muted}>Focus: {group.communityFocus.join(', ')}</p> : null}
      {group?.canEditGroup ? <p className={styles.muted}>You can edit this group.</p> : null}
      {admins.length > 0 ? (
        <>
          <h3 className={styles.panelTitle}>Group admins</h3>
          <LinkList
            label="Group admins"
            entries={admins.map((a) => {
              const name = `${a.firstName} ${a.lastName}`;
              return { key: a.personId, text: name, href: paths.memberProfile({ memberId: a.personId, name }) };
            })}
          />
        </>
      ) : null}
    </Panel>
  );
}

/**
 * Forum, businesses and champion pages: the frame later issues fill (forum toolkit, around-me
 * directory), with the community's announcement panels: its next events and its officers.
 */
export function CommunityFrameContent({ community }: { community: SlotCommunity }) {
  const { leftPane, connect, isLoading, leftPaneError, connectError } = useCommunityAnnouncements(community.communityId);
  if (isLoading) return <ListSkeleton label="Loading the community's announcements" />;
  return (
    <>
      {leftPane ? <AnnouncementPanelView panel={leftPane} label="Announcements" /> : null}
      {connect ? <AnnouncementPanelView panel={connect} label="Connect" /> : null}
      {leftPaneError && connectError ? <AlertText message={MESSAGES.errorOccurredTryLater} /> : null}
    </>
  );
}

/** The content a community type has of its own (chapter content comes through the page's `content` slot). */
export function CommunityTypeContent({ community }: { community: SlotCommunity }) {
  switch (community.communityType) {
    case 'region':
      return <RegionContent community={community} />;
    case 'network':
      return <NetworkContent community={community} />;
    case 'group':
      return <GroupContent community={community} />;
    case 'forum':
    case 'businesses':
    case 'champion':
      return <CommunityFrameContent community={community} />;
    default:
      return null;
  }
}
