import {
  MESSAGES,
  paths,
  useCommunityAnnouncements,
  useGroupPage,
  useNetworkPage,
  useRegionChapters,
} from '@ypo/headless';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { AlertText } from '../../components/notice';
import { SafeHtml } from '../../components/safe-html';
import { Skeleton, SkeletonLine } from '../../components/skeleton';
import { AnnouncementPanelView } from './announcement-panel';
import * as styles from './communities.css';
import type { SlotCommunity } from './slots';

/** A titled panel of a community page's side column. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

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
        {chapters.length > 0 ? (
          <ul className={styles.plainList} aria-label={`Chapters in ${community.name}`}>
            {chapters.map((chapter) => (
              <li key={chapter.communityId}>
                <Link className={styles.link} href={paths.chapter(chapter.communityId)}>
                  {chapter.name}
                </Link>
                {chapter.chapterType ? <span className={styles.kind}>{chapter.chapterType}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </Panel>
      {regions.length > 0 ? (
        <Panel title="Other regions">
          <ul className={styles.plainList} aria-label="Other regions">
            {regions.map((region) => (
              <li key={region.communityId}>
                <Link className={styles.link} href={paths.region(region.communityId)}>
                  {region.name}
                </Link>
              </li>
            ))}
          </ul>
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
          <ul className={styles.plainList} aria-label="Related content">
            {relatedContent.map((item, index) => (
              <li key={item.id ?? index}>
                {item.url ? (
                  <Link className={styles.link} href={item.url} target="_blank" rel="noopener noreferrer">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
                {item.fileName ? <span className={styles.kind}>{item.fileName}</span> : null}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {subnetworks.length > 0 ? (
        <Panel title="Subnetworks">
          <ul className={styles.plainList} aria-label="Subnetworks">
            {subnetworks.map((network) => (
              <li key={network.communityId}>
                <Link className={styles.link} href={paths.network(network.communityId)}>
                  {network.name}
                </Link>
              </li>
            ))}
          </ul>
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
          <ul className={styles.plainList} aria-label="Group admins">
            {admins.map((admin) => (
              <li key={admin.personId}>
                <Link className={styles.link} href={paths.memberProfile({ memberId: admin.personId, name: `${admin.firstName} ${admin.lastName}` })}>
                  {admin.firstName} {admin.lastName}
                </Link>
              </li>
            ))}
          </ul>
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
