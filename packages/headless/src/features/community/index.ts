// React hooks of a community page's content (spec 001 §3, §5, §7, §8, §9) over the rules of core/community.
export { CHAPTER_CONTENT_KEYS } from './chapter-content-keys';
export type { ContentCommunity } from './chapter-content-keys';
export type { ContentSave, ContentSaveResult } from './use-content-save';
export { useCommunityAbout } from './use-community-about';
export type { CommunityAbout } from './use-community-about';
export { useChairMessage } from './use-chair-message';
export type { ChairMessage } from './use-chair-message';
export { useChapterWelcomeMessage } from './use-chapter-welcome-message';
export { useCommunityAwards } from './use-community-awards';
export type { Award } from './use-community-awards';
export { useCommunitySponsors } from './use-community-sponsors';
export type { Sponsor, SponsorList } from './use-community-sponsors';
export { useTransactionHub, useTransactionHubAcknowledgement } from './use-transaction-hub';
export type { TransactionHub } from './use-transaction-hub';
export { useChapterQuickLinks } from './use-chapter-quick-links';
export { useQuickLinksEditor } from './use-quick-links-editor';
