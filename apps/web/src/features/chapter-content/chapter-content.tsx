import type { CommunityType } from '@ypo/headless';
import { AboutSection } from './about-section';
import { AwardsSection, SponsorsSection } from './awards-sponsors';
import * as styles from './chapter-content.css';
import { ChairMessageSection, WelcomeMessageSection } from './messages-sections';
import { QuickLinksSection } from './quick-links-section';
import { TransactionHubSection } from './transaction-hub-section';

/** The community a {@link ChapterContent} shows. */
export interface ChapterContentCommunity {
  readonly communityId: string;
  readonly name: string;
  readonly communityType: CommunityType;
}

/** Props of {@link ChapterContent}. */
export interface ChapterContentProps {
  readonly community: ChapterContentCommunity;
  /** Admin View (only admins get it): the sections' edit forms show; Member View shows none. */
  readonly adminView: boolean;
}

/**
 * A chapter's own content (spec 001 §2, §3): about, chair message, welcome message with the
 * membership requirements, awards, quick links, sponsors and the transaction hub. In Admin View the
 * sections the admin may edit get their forms (sponsors only when the server's canEdit says so).
 * User HTML (about, messages) goes through the one SafeHtml.
 */
export function ChapterContent({ community, adminView }: ChapterContentProps) {
  const { communityId, communityType } = community;
  const scope = { communityId, communityType };
  return (
    <div className={styles.content}>
      <AboutSection community={scope} name={community.name} canEdit={adminView} />
      <ChairMessageSection community={scope} canEdit={adminView} />
      <WelcomeMessageSection communityId={communityId} canEdit={adminView} />
      <AwardsSection communityId={communityId} communityName={communityType} />
      <QuickLinksSection communityId={communityId} canEdit={adminView} />
      <SponsorsSection communityId={communityId} adminView={adminView} />
      <TransactionHubSection communityId={communityId} canEdit={adminView} />
    </div>
  );
}
