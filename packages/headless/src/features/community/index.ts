// React hooks of the community pages (spec 001 §2, §4, §6, §7) over the rules of core/community.
export { BUSINESS_COMMUNITY_KEY, COMMUNITY_REDIRECTS_KEY, MY_COMMUNITIES_KEY, communityKey, useCommunity } from './use-community';
export type { Community, CommunityPageState, CommunityRoute } from './use-community';
export { useCommunityView } from './use-community-view';
export type { CommunityViewState } from './use-community-view';
export { PM_TEAM_MEMBER_KEY, usePmTeamMember } from './use-pm-team-member';
export { ALL_CHAPTERS_KEY, REGIONS_KEY, regionCommunitiesKey, useRegionChapters } from './use-region-chapters';
export type { ChapterListItem, RegionChapter } from './use-region-chapters';
export { networkPageContentKey, subnetworksKey, useNetworkPage } from './use-network-page';
export type { NetworkContentItem, NetworkPageContent, NetworkRelatedContent, NetworkSummary } from './use-network-page';
export { GROUP_REQUESTS_KEY, groupAdminsKey, groupKey, useGroupAdminView, useGroupPage } from './use-group-page';
export type { Group, GroupMember, GroupRequestList } from './use-group-page';
export { connectAnnouncementKey, leftPaneAnnouncementKey, useCommunityAnnouncements } from './use-community-announcements';
export type { AnnouncementPanel } from './use-community-announcements';
export { useHomeAnnouncements } from './use-home-announcements';
export { useNewMemberBanner } from './use-new-member-banner';
