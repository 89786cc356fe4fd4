// React hooks of the community pages (spec 001 §2, §4, §6, §7) over the rules of core/community.
export { BUSINESS_COMMUNITY_KEY, COMMUNITY_REDIRECTS_KEY, MY_COMMUNITIES_KEY, communityKey, useCommunity } from './use-community';
export type { Community, CommunityPageState, CommunityRoute } from './use-community';
export { useCommunityView } from './use-community-view';
export type { CommunityViewState } from './use-community-view';
export { PM_TEAM_MEMBER_KEY, usePmTeamMember } from './use-pm-team-member';
export { ALL_CHAPTERS_KEY, REGIONS_KEY, regionCommunitiesKey, useChapterRegionId, useRegionChapters } from './use-region-chapters';
export type { ChapterListItem, RegionChapter } from './use-region-chapters';
export { GROUP_REQUESTS_KEY, groupAdminsKey, groupKey, useGroupAdminView, useGroupPage } from './use-group-page';
export type { Group, GroupCommunityName, GroupMember, GroupRequestList, GroupReview } from './use-group-page';
export { GROUP_FOCUS_LIST_KEY, groupLastAdminKey, groupMemberSearchKey, useGroupConfiguration, useGroupCreateRequest, useGroupMembers } from './use-group-admin';
export type { FocusOption, GroupApplication, GroupForm } from './use-group-admin';
export { connectAnnouncementKey, leftPaneAnnouncementKey, useCommunityAnnouncements } from './use-community-announcements';
export type { AnnouncementPanel } from './use-community-announcements';
export { useHomeAnnouncements } from './use-home-announcements';
export { useNewMemberBanner } from './use-new-member-banner';
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
// spec 002 §7: the personal My Quick Links, on the same editor and rules as the chapter's.
export { MY_QUICK_LINKS_KEYS, useMyQuickLinks } from './use-my-quick-links';
export { MY_QUICK_LINKS_MESSAGES } from '../../core/community/my-quick-links-messages';
// spec 001 §2: /download/{id} resolves a file to its community page.
export { useFilePage } from './use-file-page';
export type { FilePageState } from './use-file-page';
