// Stories of the feature hooks of @ypo/headless (src/features/<feature>/, each also at '@ypo/headless/<feature>').
import {
  commentsKeyOf,
  createMemoryStorage,
  useAssistAdmin,
  useAssistTopics,
  useAssistTopicsEdit,
  useChairMessage,
  useChapterAdminDownloads,
  useChapterAdminEvents,
  useChapterEventForm,
  useChapterHealth,
  useChapterOfficers,
  useChapterQuickLinks,
  useChapterWelcomeMessage,
  useChangePassword,
  useChangeUsername,
  useCommunity,
  useCommunityAnnouncements,
  useCommunityView,
  useConnection,
  useDirectoryTypeAhead,
  useCommunityAbout,
  useCommunityAwards,
  useCommunityEvents,
  useCommunitySponsors,
  useComments,
  useCookieAcceptance,
  useEmailComposer,
  useEmailDrafts,
  useEmailRecipients,
  useEmailSenders,
  useEmailSignatures,
  useEmailTimeZones,
  useEventAttendees,
  useEventsByCommunityType,
  useEmailSettings,
  useFeaturedEvents,
  useFeaturedItems,
  useFeaturedNews,
  useFeed,
  useFilePage,
  useFilesAndMedia,
  useForumManagement,
  useGroupAdminView,
  useGroupPage,
  useHomeAnnouncements,
  useImpersonation,
  useInappropriatePosts,
  useImpersonationPermission,
  useLoginSecurity,
  useMemberDirectory,
  useNetworkPage,
  useNewMemberBanner,
  useNextBoardMeeting,
  useMentionSearch,
  useNotificationSettings,
  useOpenResources,
  usePasswordPolicy,
  usePmTeamMember,
  usePostActions,
  usePostLikers,
  usePostUsers,
  usePostEditor,
  usePushRegistration,
  useQuickLinksEditor,
  useRecovery,
  useChapterRegionId,
  useRegionChapters,
  useReleaseMedia,
  useReleaseNotes,
  useRenewalStatus,
  useResourcesEditor,
  useResourcesPage,
  useReplyActions,
  useProspectManagement,
  useProspectsReadyToPay,
  useProspectVote,
  useProspectVoting,
  useSpeakerProfile,
  useSpeakerRegistrationStatus,
  useSpeakerPhoto,
  useSpeakerVideo,
  useTermsAcceptance,
  useTourVideos,
  useTransactionHub,
  useTransactionHubAcknowledgement,
  useVisibilitySettings,
  useGroupConfiguration,
  useGroupCreateRequest,
  useGroupMembers,
  useInvite,
  useJoinRequests,
  useNetworkAdminPanels,
  useNetworkMembership,
  useNetworkPageEditor,
  useNetworksLanding,
  useRelatedCommunities,
} from '@ypo/headless';
import {
  useAnnouncementPicklist,
  useChapterStudio,
  useCommunityAnnouncementAdmin,
  useCommunityAnnouncementInfo,
  useCustomEmailGroups,
  useDeleteStudioAnnouncement,
  useSaveStudioAnnouncement,
  useStudioAnnouncement,
  useStudioAnnouncements,
} from '@ypo/headless/chapter-studio';
import {
  useForumCategories,
  useForumExercise,
  useForumExercises,
  useForumExerciseTypes,
  useForumResourceLinks,
  useMyMeetings,
  useQuickMeeting,
} from '@ypo/headless/forum-toolkit';
import { useIntegratedSearch, useSearchTracking } from '@ypo/headless/search';
import {
  useCommunityDirectory,
  useCommunitySuggestions,
  useConnectionList,
  useContentDirectory,
  useContentSort,
  useContentSuggestions,
  useFollow,
  useFollowList,
  usePeopleSearch,
  usePersonsByEmailIds,
} from '@ypo/headless/directories';
import { useEventAutocomplete, useEventSearch } from '@ypo/headless/events';
import { useMarkNotificationsViewed, useNotifications, useSystemMessages, useUnreadNotificationCount } from '@ypo/headless/notifications';
import {
  useAccomplishments,
  useAddresses,
  useAssistant,
  useBiography,
  useCanEditProfile,
  useCompanyInvestments,
  useContactCard,
  useContactInformation,
  useEducation,
  useEmergencyContact,
  useExternalConnections,
  useFamily,
  useMemberGroups,
  useProfessionalCollection,
  useProfessionalExperience,
  useProfessionalRoles,
  useProfileDropdowns,
  useProfilePhoto,
  useRecommendedEvents,
  useRecommendedMembers,
  useRelationships,
  useSocialNetworks,
  useTrainingAndCertifications,
  useUserCommunities,
} from '@ypo/headless/profile';
import { ACCOMPLISHMENTS } from '@ypo/headless/core';
import { useMyQuickLinks } from '@ypo/headless/community';
import { useFeedbackForm, useFeedbackQuestions } from '@ypo/headless/feedback';
import { usePolicyArticle, usePolicyHeadings, usePolicySearch } from '@ypo/headless/policies';
import { useAroundMePeople, useAroundMePlaces, useAroundMeSuggestions, useAssetDirectory, useAssetSubmit, useBulkAdd, useMyAssets, usePendingAssets } from '@ypo/headless/around-me';
import {
  useCanViewSpeakerAdmin,
  usePendingSpeakersCount,
  useSpeakerApplicants,
  useSpeakerDirectory,
  useSpeakerForm,
  useSpeakerLookups,
  useSpeakerPersonProfile,
  useSpeakerReview,
  useSpeakerSave,
  useSpeakerTypeAhead,
} from '@ypo/headless/speaker';
import {
  usePrpRole,
  useWaiverListAccess,
  useWaiverActions,
  useWaiverDetails,
  useWaiverForm,
  useWaiverList,
  useWaiverLookups,
  useWaiverMailRecipients,
  useWaiverReviewMembers,
  useWaiverSearch,
} from '@ypo/headless/waiver';
import { ams, assistpage, communities, content, events, forum, openapi, posts, profiles, speaker, waiver } from '@ypo/msw';
import type { Fixtures } from '@ypo/testing';
import { hookStory } from './kit/hook-story';

export default { title: 'Hooks / Features' };

// assist
export const UseAssistAdmin = hookStory('useAssistAdmin', useAssistAdmin);
export const UseAssistTopics = hookStory('useAssistTopics', useAssistTopics, {
  handlers: (fixtures) => [assistpage.getGetTopicArticlesMockHandler(fixtures.unique(assistpage.getGetTopicArticlesResponseMock()))],
});
export const UseAssistTopicsEdit = hookStory('useAssistTopicsEdit', useAssistTopicsEdit);
export const UseReleaseNotes = hookStory('useReleaseNotes', useReleaseNotes);
export const UseReleaseMedia = hookStory('useReleaseMedia', useReleaseMedia);
export const UseTourVideos = hookStory('useTourVideos', useTourVideos, {
  handlers: (fixtures) => [assistpage.getListTourSectionVideosMockHandler(fixtures.unique(assistpage.getListTourSectionVideosResponseMock()))],
});

// account
export const UsePasswordPolicy = hookStory('usePasswordPolicy', usePasswordPolicy);
export const UseChangeUsername = hookStory('useChangeUsername', useChangeUsername);
export const UseChangePassword = hookStory('useChangePassword', useChangePassword);

// privacy settings
export const UseEmailSettings = hookStory('useEmailSettings', useEmailSettings);
export const UseNotificationSettings = hookStory('useNotificationSettings', useNotificationSettings);
export const UseVisibilitySettings = hookStory('useVisibilitySettings', useVisibilitySettings);

// legal
export const UseOpenResources = hookStory('useOpenResources', useOpenResources, {
  args: () => [{ cookiePolicy: 'https://www.example.org/cookie-policy' }] as const,
  handlers: (fixtures) => [openapi.getGetOpenResourcesUrlsMockHandler(fixtures.unique(openapi.getGetOpenResourcesUrlsResponseMock()))],
});
export const UseTermsAcceptance = hookStory('useTermsAcceptance', useTermsAcceptance, {
  args: (fixtures) => [{ personId: fixtures.uuid(), isNonMemberSpeaker: false }] as const,
});
export const UseCookieAcceptance = hookStory('useCookieAcceptance', useCookieAcceptance, {
  args: (fixtures) => [{ userId: fixtures.uuid(), isAcceptedInProfile: false, storage: createMemoryStorage() }] as const,
});

// login security, recovery, impersonation
export const UseLoginSecurity = hookStory('useLoginSecurity', useLoginSecurity);
export const UseRecovery = hookStory('useRecovery', useRecovery, { args: () => ['password'] as const });
export const UseImpersonation = hookStory('useImpersonation', useImpersonation, {
  args: (fixtures) => [{ canImpersonate: true, currentUserId: fixtures.uuid(), storage: createMemoryStorage() }] as const,
});
export const UseImpersonationPermission = hookStory('useImpersonationPermission', useImpersonationPermission, {
  args: () => ['Okafor'] as const,
  // A group super admin (spec 000 §6) finding members by name.
  handlers: (fixtures) => {
    const permissions = communities.getGetUserPermissionsAndCommunitiesResponseMock();
    return [
      communities.getGetUserPermissionsAndCommunitiesMockHandler({ ...permissions, permissions: { ...permissions.permissions, userRoles: ['Group Super Admin'] } }),
      profiles.getSearchPeopleMockHandler(fixtures.unique(profiles.getSearchPeopleResponseMock())),
    ];
  },
});

// activity feed
export const UseFeed = hookStory('useFeed', useFeed, {
  args: (fixtures) => [{ communityId: fixtures.uuid(), communityName: 'chapter' }] as const,
  handlers: (fixtures) => [posts.getListPostsByCommunityMockHandler(fixtures.unique(posts.getListPostsByCommunityResponseMock()))],
});
export const UsePostActions = hookStory('usePostActions', usePostActions, {
  args: (fixtures) => [{ home: true }, { id: fixtures.uuid(), communityId: fixtures.uuid(), likeCount: 2, userHasLiked: false }, 'chapter'] as const,
  handlers: (fixtures) => [posts.getGetFollowedPostsListMockHandler(fixtures.unique(posts.getGetFollowedPostsListResponseMock()))],
});
export const UseComments = hookStory('useComments', useComments, {
  args: (fixtures) => [{ ...posts.getCreatePostResponseMock(), id: fixtures.uuid(), commentCount: 3, canComment: true }, { feed: { home: true }, communityName: 'chapter' }] as const,
  handlers: (fixtures) => [posts.getListCommentsByPostMockHandler(fixtures.unique(posts.getListCommentsByPostResponseMock()))],
});
export const UseReplyActions = hookStory('useReplyActions', useReplyActions, {
  args: (fixtures) => {
    const postId = fixtures.uuid();
    return [
      { feed: { home: true }, communityName: 'chapter', key: commentsKeyOf(postId) },
      { id: fixtures.uuid(), parentPostId: postId, communityId: fixtures.uuid(), body: 'See you there', dateCreated: '2026-11-02T15:20:00Z', likeCount: 1, userHasLiked: false },
    ] as const;
  },
});

// community pages
export const UseCommunity = hookStory('useCommunity', useCommunity, {
  args: (fixtures) => [{ type: 'chapter', communityId: fixtures.uuid() }] as const,
  handlers: () => [communities.getGetCommunityRedirectsMockHandler([])],
});
export const UseCommunityView = hookStory('useCommunityView', useCommunityView, {
  args: (fixtures) => [{ communityId: fixtures.uuid(), isAdmin: true }] as const,
});
export const UsePmTeamMember = hookStory('usePmTeamMember', usePmTeamMember);
export const UseRegionChapters = hookStory('useRegionChapters', useRegionChapters, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [
    communities.getGetCommunitiesByRegionMockHandler(fixtures.unique(communities.getGetCommunitiesByRegionResponseMock())),
    communities.getGetAllChaptersMockHandler(fixtures.unique(communities.getGetAllChaptersResponseMock())),
    communities.getGetCommunityRegionsMockHandler(fixtures.unique(communities.getGetCommunityRegionsResponseMock())),
  ],
});
export const UseChapterRegionId = hookStory('useChapterRegionId', useChapterRegionId, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [communities.getGetAllChaptersMockHandler(fixtures.unique(communities.getGetAllChaptersResponseMock()))],
});
export const UseNetworkPage = hookStory('useNetworkPage', useNetworkPage, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [
    communities.getGetNetworkPageContentMockHandler(fixtures.unique(communities.getGetNetworkPageContentResponseMock())),
    communities.getGetSubnetworksMockHandler(fixtures.unique(communities.getGetSubnetworksResponseMock())),
  ],
});
export const UseGroupPage = hookStory('useGroupPage', useGroupPage, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [communities.getListGroupAdminsMockHandler(fixtures.unique(communities.getListGroupAdminsResponseMock()))],
});
export const UseGroupAdminView = hookStory('useGroupAdminView', useGroupAdminView, {
  handlers: (fixtures) => [communities.getGetGroupRequestsPendinListMockHandler(fixtures.unique(communities.getGetGroupRequestsPendinListResponseMock()))],
});
export const UseCommunityAnnouncements = hookStory('useCommunityAnnouncements', useCommunityAnnouncements, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [
    communities.getGetLeftPaneAnnouncementMockHandler(fixtures.unique(communities.getGetLeftPaneAnnouncementResponseMock())),
    communities.getGetConnectAnnouncementMockHandler(fixtures.unique(communities.getGetConnectAnnouncementResponseMock())),
  ],
});
export const UseHomeAnnouncements = hookStory('useHomeAnnouncements', useHomeAnnouncements, {
  handlers: (fixtures) => [
    communities.getListCommunitiesByUserMockHandler(fixtures.unique(communities.getListCommunitiesByUserResponseMock())),
    communities.getGetLeftPaneAnnouncementMockHandler(fixtures.unique(communities.getGetLeftPaneAnnouncementResponseMock())),
    communities.getGetConnectAnnouncementMockHandler(fixtures.unique(communities.getGetConnectAnnouncementResponseMock())),
  ],
});
export const UseNewMemberBanner = hookStory('useNewMemberBanner', useNewMemberBanner, { args: (fixtures) => [fixtures.uuid()] as const });
// chapter content (spec 001 §3, §5, §9)
const chapterOf = (fixtures: { uuid: () => string }) => [{ communityId: fixtures.uuid(), communityType: 'chapter' }] as const;
export const UseCommunityAbout = hookStory('useCommunityAbout', useCommunityAbout, { args: chapterOf });
export const UseChairMessage = hookStory('useChairMessage', useChairMessage, { args: chapterOf });
export const UseChapterWelcomeMessage = hookStory('useChapterWelcomeMessage', useChapterWelcomeMessage, { args: (fixtures) => [fixtures.uuid()] as const });
export const UseCommunityAwards = hookStory('useCommunityAwards', useCommunityAwards, {
  args: (fixtures) => [{ communityId: fixtures.uuid(), communityName: 'chapter' }] as const,
  handlers: (fixtures) => [communities.getListAwardsByCommunityMockHandler(fixtures.unique(communities.getListAwardsByCommunityResponseMock()))],
});
export const UseCommunitySponsors = hookStory('useCommunitySponsors', useCommunitySponsors, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [communities.getGetCommunitySponsorsMockHandler(fixtures.unique(communities.getGetCommunitySponsorsResponseMock()))],
});
export const UseTransactionHub = hookStory('useTransactionHub', useTransactionHub, { args: (fixtures) => [fixtures.uuid()] as const });
export const UseTransactionHubAcknowledgement = hookStory('useTransactionHubAcknowledgement', useTransactionHubAcknowledgement, { args: () => [30] as const });
export const UseChapterQuickLinks = hookStory('useChapterQuickLinks', useChapterQuickLinks, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [communities.getGetChapterQuickLinksMockHandler(fixtures.unique(communities.getGetChapterQuickLinksResponseMock()))],
});
export const UseQuickLinksEditor = hookStory('useQuickLinksEditor', useQuickLinksEditor, {
  args: (fixtures) => [[{ id: fixtures.uuid(), label: 'Chapter events', navigationUrl: 'https://connect.example/events' }]] as const,
});
export const UseFeaturedItems = hookStory('useFeaturedItems', useFeaturedItems, {
  args: (fixtures) => [{ communityId: fixtures.uuid(), communityName: 'chapter' }] as const,
  handlers: (fixtures) => [posts.getListFeaturedPostsByCommunityMockHandler(fixtures.unique(posts.getListFeaturedPostsByCommunityResponseMock()))],
});
export const UseFeaturedNews = hookStory('useFeaturedNews', useFeaturedNews, {
  handlers: (fixtures) => [posts.getGetHomePageFeaturedNewsMockHandler(fixtures.unique(posts.getGetHomePageFeaturedNewsResponseMock()))],
});
export const UseFeaturedEvents = hookStory('useFeaturedEvents', useFeaturedEvents, {
  args: (fixtures) => [{ communityId: fixtures.uuid(), communityType: 'chapter' }] as const,
  handlers: (fixtures) => [events.getGetCommunityEventsMockHandler(fixtures.unique(events.getGetCommunityEventsResponseMock()))],
});
export const UsePostLikers = hookStory('usePostLikers', usePostLikers, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [posts.getListPostLikersMockHandler(fixtures.unique(posts.getListPostLikersResponseMock()))],
});
export const UsePostUsers = hookStory('usePostUsers', usePostUsers, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [posts.getListUsersByPostMockHandler(fixtures.unique(posts.getListUsersByPostResponseMock()))],
});
export const UseInappropriatePosts = hookStory('useInappropriatePosts', useInappropriatePosts, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [
    posts.getListInappropriatePostsByCommunityMockHandler(fixtures.unique(posts.getListInappropriatePostsByCommunityResponseMock())),
  ],
});
export const UsePostEditor = hookStory('usePostEditor', usePostEditor, {
  args: (fixtures) => [{ community: { communityId: fixtures.uuid(), communityType: 'chapter' } }] as const,
});

// files and media
export const UseFilesAndMedia = hookStory('useFilesAndMedia', useFilesAndMedia, {
  args: (fixtures) => [{ communityId: fixtures.uuid(), communityName: 'chapter' }] as const,
  handlers: (fixtures) => [communities.getGetAllMediaFilesMockHandler(fixtures.unique(communities.getGetAllMediaFilesResponseMock()))],
});
export const UseFilePage = hookStory('useFilePage', useFilePage, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [
    communities.getDownloadCommunityFileMockHandler(fixtures.unique(communities.getDownloadCommunityFileResponseMock())),
    communities.getGetCommunityMockHandler(fixtures.unique(communities.getGetCommunityResponseMock())),
  ],
});
export const UseMentionSearch = hookStory('useMentionSearch', useMentionSearch, {
  args: (fixtures) => [{ communityId: fixtures.uuid(), communityType: 'chapter' }, '@Oka'] as const,
  handlers: (fixtures) => [profiles.getProfilesMemberSearchMockHandler(fixtures.unique(profiles.getProfilesMemberSearchResponseMock()))],
});

// push, renewal, speaker
export const UsePushRegistration = hookStory('usePushRegistration', usePushRegistration, {
  // No browser push here: the registration is held (no person) and says so.
  args: () => [{ personId: null, loadProvider: async () => ({ isSupported: async () => false, getToken: async () => null }) }] as const,
});
export const UseRenewalStatus = hookStory('useRenewalStatus', useRenewalStatus, { args: (fixtures) => [fixtures.uuid()] as const });
// notifications (spec 002 §3, §7-§9), at '@ypo/headless/notifications'
export const UseUnreadNotificationCount = hookStory('useUnreadNotificationCount', useUnreadNotificationCount, {
  args: (fixtures) => [fixtures.uuid(), { refreshIntervalMs: 0 }] as const,
});
export const UseNotifications = hookStory('useNotifications', useNotifications, { args: (fixtures) => [fixtures.uuid()] as const });
export const UseMarkNotificationsViewed = hookStory('useMarkNotificationsViewed', useMarkNotificationsViewed, { args: (fixtures) => [fixtures.uuid()] as const });
export const UseSystemMessages = hookStory('useSystemMessages', useSystemMessages);
// resources
export const UseResourcesPage = hookStory('useResourcesPage', useResourcesPage, {
  args: () => [{ text: '' }] as const,
  // Tiles list by their type (two kinds): one tile of each, so no entry repeats.
  handlers: (fixtures) => {
    const page = fixtures.unique(profiles.getGetResourceCategoriesAndLinksResponseMock());
    const tiles = (['image', 'button'] as const).map((type, index) => ({ id: fixtures.uuid(), type, displayOrder: index + 1, navigationUrl: 'https://connect.example/ad', alternativeText: `Tile ${index + 1}` }));
    return [profiles.getGetResourceCategoriesAndLinksMockHandler({ ...page, advertisementTiles: tiles })];
  },
});
export const UseResourcesEditor = hookStory('useResourcesEditor', useResourcesEditor);
export const UseSpeakerProfile = hookStory('useSpeakerProfile', useSpeakerProfile, {
  args: (fixtures) => [{ id: fixtures.uuid(), isNonMemberSpeaker: false }] as const,
});
export const UseSpeakerRegistrationStatus = hookStory('useSpeakerRegistrationStatus', useSpeakerRegistrationStatus, {
  args: (fixtures) => [fixtures.uuid()] as const,
});

// chapter email composer
export const UseEmailSenders = hookStory('useEmailSenders', useEmailSenders, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [profiles.getGetChampsEmailSenderListMockHandler(fixtures.unique(profiles.getGetChampsEmailSenderListResponseMock()))],
});
export const UseEmailSignatures = hookStory('useEmailSignatures', useEmailSignatures, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [profiles.getGetChampsSignatureListMockHandler(fixtures.unique(profiles.getGetChampsSignatureListResponseMock()))],
});
export const UseEmailRecipients = hookStory('useEmailRecipients', useEmailRecipients, {
  args: (fixtures) => [fixtures.uuid(), ['Members']] as const,
  handlers: (fixtures) => [profiles.getGetChampsEmailRecipientListMockHandler(fixtures.unique(profiles.getGetChampsEmailRecipientListResponseMock()))],
});
export const UseEmailDrafts = hookStory('useEmailDrafts', useEmailDrafts, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [profiles.getGetChampsEmailsMockHandler(fixtures.unique(profiles.getGetChampsEmailsResponseMock()))],
});
export const UseEmailTimeZones = hookStory('useEmailTimeZones', useEmailTimeZones, {
  handlers: (fixtures) => [profiles.getGetChampsTimeZonesMockHandler(fixtures.unique(profiles.getGetChampsTimeZonesResponseMock()))],
});
export const UseEmailComposer = hookStory('useEmailComposer', useEmailComposer, { args: (fixtures) => [fixtures.uuid()] as const });

// chapter admin
export const UseForumManagement = hookStory('useForumManagement', useForumManagement, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [communities.getGetForumManagementMockHandler(fixtures.unique(communities.getGetForumManagementResponseMock()))],
});
export const UseChapterOfficers = hookStory('useChapterOfficers', useChapterOfficers, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [
    communities.getGetChapterOfficersListMockHandler(fixtures.unique(communities.getGetChapterOfficersListResponseMock())),
    communities.getGetChapterAdminOfficersListMockHandler(fixtures.unique(communities.getGetChapterAdminOfficersListResponseMock())),
  ],
});
export const UseProspectManagement = hookStory('useProspectManagement', useProspectManagement, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [communities.getGetProspectManagementMockHandler(fixtures.unique(communities.getGetProspectManagementResponseMock()))],
});
export const UseProspectsReadyToPay = hookStory('useProspectsReadyToPay', useProspectsReadyToPay, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [communities.getGetProspectReadyToPayMockHandler(fixtures.unique(communities.getGetProspectReadyToPayResponseMock()))],
});
export const UseChapterHealth = hookStory('useChapterHealth', useChapterHealth, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [
    communities.getGetChapterAdminViewSfReportsMockHandler(fixtures.unique(communities.getGetChapterAdminViewSfReportsResponseMock())),
    communities.getGetElectedOfficerEngagementMockHandler(fixtures.unique(communities.getGetElectedOfficerEngagementResponseMock())),
    communities.getGetRegionChapterHealthRatingMockHandler(fixtures.unique(communities.getGetRegionChapterHealthRatingResponseMock())),
    communities.getGetChapterPerformanceAgeDemographicMockHandler(fixtures.unique(communities.getGetChapterPerformanceAgeDemographicResponseMock())),
    communities.getGetChapterPerformanceGenderDemographicMockHandler(fixtures.unique(communities.getGetChapterPerformanceGenderDemographicResponseMock())),
  ],
});
export const UseProspectVoting = hookStory('useProspectVoting', useProspectVoting, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [communities.getGetCommunityProspectsMockHandler(fixtures.unique(communities.getGetCommunityProspectsResponseMock()))],
});
export const UseProspectVote = hookStory('useProspectVote', useProspectVote, { args: (fixtures) => [fixtures.uuid()] as const });
export const UseChapterAdminDownloads = hookStory('useChapterAdminDownloads', useChapterAdminDownloads, { args: (fixtures) => [fixtures.uuid()] as const });

// chapter events (spec 001 §2-§9, 002 §9)
export const UseChapterEventForm = hookStory('useChapterEventForm', useChapterEventForm, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [
    events.getGetChapterEventTimeZonesMockHandler(fixtures.unique(events.getGetChapterEventTimeZonesResponseMock())),
    events.getGetCventCustomFieldsMockHandler(fixtures.unique(events.getGetCventCustomFieldsResponseMock())),
    events.getGetChampsEventCommunityUsersMockHandler(fixtures.unique(events.getGetChampsEventCommunityUsersResponseMock())),
  ],
});
export const UseEventAttendees = hookStory('useEventAttendees', useEventAttendees, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [events.getGetEventAttendeesMockHandler(fixtures.unique(events.getGetEventAttendeesResponseMock()))],
});
export const UseNextBoardMeeting = hookStory('useNextBoardMeeting', useNextBoardMeeting, { args: (fixtures) => [fixtures.uuid()] as const });
export const UseCommunityEvents = hookStory('useCommunityEvents', useCommunityEvents, {
  args: (fixtures) => [{ communityId: fixtures.uuid(), communityType: 'chapter' }] as const,
  handlers: (fixtures) => [
    events.getGetCommunityEventsMockHandler(fixtures.unique(events.getGetCommunityEventsResponseMock())),
    events.getGetAllUnregisteredEventsMockHandler(fixtures.unique(events.getGetAllUnregisteredEventsResponseMock())),
  ],
});
export const UseEventsByCommunityType = hookStory('useEventsByCommunityType', useEventsByCommunityType, {
  args: () => ['network'] as const,
  handlers: (fixtures) => [events.getGetEventsByCommunityTypeMockHandler(fixtures.unique(events.getGetEventsByCommunityTypeResponseMock()))],
});
export const UseChapterAdminEvents = hookStory('useChapterAdminEvents', useChapterAdminEvents, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [events.getGetChapterAdminEventsListMockHandler(fixtures.unique(events.getGetChapterAdminEventsListResponseMock()))],
});

// networks and groups (spec 001 §1-§6, §8)
const networkOf = (fixtures: { uuid: () => string }) => [{ communityId: fixtures.uuid(), communityName: 'network' }] as const;
export const UseNetworksLanding = hookStory('useNetworksLanding', useNetworksLanding, {
  handlers: (fixtures) => [communities.getGetYpoLandingNetworksMockHandler(fixtures.unique(communities.getGetYpoLandingNetworksResponseMock()))],
});
export const UseNetworkMembership = hookStory('useNetworkMembership', useNetworkMembership, {
  args: networkOf,
  handlers: (fixtures) => [communities.getGetPendingJoinRequestMockHandler(fixtures.unique(communities.getGetPendingJoinRequestResponseMock()))],
});
export const UseJoinRequests = hookStory('useJoinRequests', useJoinRequests, {
  args: networkOf,
  handlers: (fixtures) => [communities.getGetJoinRequestsMockHandler(fixtures.unique(communities.getGetJoinRequestsResponseMock()))],
});
export const UseInvite = hookStory('useInvite', useInvite, { args: networkOf });
export const UseRelatedCommunities = hookStory('useRelatedCommunities', useRelatedCommunities, {
  args: networkOf,
  handlers: (fixtures) => [communities.getListRelatedCommunitiesMockHandler(fixtures.unique(communities.getListRelatedCommunitiesResponseMock()))],
});
export const UseNetworkAdminPanels = hookStory('useNetworkAdminPanels', useNetworkAdminPanels);
export const UseNetworkPageEditor = hookStory('useNetworkPageEditor', useNetworkPageEditor, { args: (fixtures) => [fixtures.uuid()] as const });
export const UseGroupConfiguration = hookStory('useGroupConfiguration', useGroupConfiguration, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [communities.getGetGroupFormFocusListMockHandler(fixtures.unique(communities.getGetGroupFormFocusListResponseMock()))],
});
export const UseGroupCreateRequest = hookStory('useGroupCreateRequest', useGroupCreateRequest, {
  handlers: (fixtures) => [communities.getGetGroupFormFocusListMockHandler(fixtures.unique(communities.getGetGroupFormFocusListResponseMock()))],
});
export const UseGroupMembers = hookStory('useGroupMembers', useGroupMembers, {
  args: (fixtures) => [fixtures.uuid(), 'Okafor'] as const,
  handlers: (fixtures) => [
    communities.getListGroupAdminsMockHandler(fixtures.unique(communities.getListGroupAdminsResponseMock())),
    communities.getGroupMemberSearchMockHandler(fixtures.unique(communities.getGroupMemberSearchResponseMock())),
  ],
});

// chapter studio and announcements (spec 001 §3, §4, §7, §8), at '@ypo/headless/chapter-studio'
const idArg = (fixtures: { uuid: () => string }) => [fixtures.uuid()] as const;
export const UseChapterStudio = hookStory('useChapterStudio', useChapterStudio, {
  args: idArg,
  handlers: (fixtures) => [communities.getGetChapterStudioCategoriesAndResourcesMockHandler(fixtures.unique(communities.getGetChapterStudioCategoriesAndResourcesResponseMock()))],
});
export const UseAnnouncementPicklist = hookStory('useAnnouncementPicklist', useAnnouncementPicklist, {
  handlers: (fixtures) => [communities.getGetAnnouncementPicklistMockHandler(fixtures.unique(communities.getGetAnnouncementPicklistResponseMock()))],
});
export const UseStudioAnnouncement = hookStory('useStudioAnnouncement', useStudioAnnouncement, {
  args: idArg,
  handlers: (fixtures) => [communities.getGetChapterStudioAnnouncementByIdMockHandler(fixtures.unique(communities.getGetChapterStudioAnnouncementByIdResponseMock()))],
});
export const UseStudioAnnouncements = hookStory('useStudioAnnouncements', useStudioAnnouncements, {
  handlers: (fixtures) => [communities.getGetChapterStudioAllAnnouncementsMockHandler(fixtures.unique(communities.getGetChapterStudioAllAnnouncementsResponseMock()))],
});
export const UseSaveStudioAnnouncement = hookStory('useSaveStudioAnnouncement', useSaveStudioAnnouncement);
export const UseDeleteStudioAnnouncement = hookStory('useDeleteStudioAnnouncement', useDeleteStudioAnnouncement, { args: idArg });
export const UseCommunityAnnouncementAdmin = hookStory('useCommunityAnnouncementAdmin', useCommunityAnnouncementAdmin, {
  args: idArg,
  handlers: (fixtures) => [communities.getGetAllCommunityAnnouncementsMockHandler(fixtures.unique(communities.getGetAllCommunityAnnouncementsResponseMock()))],
});
export const UseCommunityAnnouncementInfo = hookStory('useCommunityAnnouncementInfo', useCommunityAnnouncementInfo, {
  args: idArg,
  handlers: (fixtures) => [communities.getGetAnnouncementInfoMockHandler(fixtures.unique(communities.getGetAnnouncementInfoResponseMock()))],
});
export const UseCustomEmailGroups = hookStory('useCustomEmailGroups', useCustomEmailGroups, {
  args: idArg,
  handlers: (fixtures) => [
    communities.getGetCustomEmailGroupsInfoMockHandler(fixtures.unique(communities.getGetCustomEmailGroupsInfoResponseMock())),
    communities.getGetMemberDetailsInfoMockHandler(fixtures.unique(communities.getGetMemberDetailsInfoResponseMock())),
  ],
});

// forum toolkit (spec 001 §2, §5, §7), at '@ypo/headless/forum-toolkit'
const exercisesHandler = (fixtures: Fixtures) => forum.getGetAllExercisesOptionalParametersMockHandler(fixtures.unique(forum.getGetAllExercisesOptionalParametersResponseMock()));
const typesHandler = (fixtures: Fixtures) => forum.getGetForumExerciseTypesMockHandler(fixtures.unique(forum.getGetForumExerciseTypesResponseMock()));
export const UseForumCategories = hookStory('useForumCategories', useForumCategories, {
  handlers: (fixtures) => [communities.getGetForumCategoryMockHandler(fixtures.unique(communities.getGetForumCategoryResponseMock()))],
});
export const UseForumExerciseTypes = hookStory('useForumExerciseTypes', useForumExerciseTypes, { handlers: (fixtures) => [typesHandler(fixtures)] });
export const UseForumExercises = hookStory('useForumExercises', useForumExercises, {
  args: () => [{ maxTime: 240 }] as const,
  handlers: (fixtures) => [exercisesHandler(fixtures)],
});
export const UseForumExercise = hookStory('useForumExercise', useForumExercise, {
  args: idArg,
  handlers: (fixtures) => [forum.getGetForumExerciseMockHandler(fixtures.unique(forum.getGetForumExerciseResponseMock()))],
});
export const UseForumResourceLinks = hookStory('useForumResourceLinks', useForumResourceLinks, {
  handlers: (fixtures) => [profiles.getGetForumResourceLinksMockHandler(fixtures.unique(profiles.getGetForumResourceLinksResponseMock()))],
});
export const UseMyMeetings = hookStory('useMyMeetings', useMyMeetings, {
  args: (fixtures) => [fixtures.uuid(), { storage: createMemoryStorage() }] as const,
});
export const UseQuickMeeting = hookStory('useQuickMeeting', useQuickMeeting, {
  args: (fixtures) => [fixtures.uuid(), 120, { storage: createMemoryStorage() }] as const,
  handlers: (fixtures) => [exercisesHandler(fixtures), typesHandler(fixtures)],
});

// content and community directories, connections, people searches (spec 001 §2-§9, spec 002 §2-§9), at '@ypo/headless/directories'
export const UseContentDirectory = hookStory('useContentDirectory', useContentDirectory, {
  args: () => [{ text: 'summit', filters: [], sort: 'Date' }] as const,
  handlers: (fixtures) => [content.getContentSearchMockHandler(fixtures.unique(content.getContentSearchResponseMock()))],
});
export const UseContentSort = hookStory('useContentSort', useContentSort, { args: () => [createMemoryStorage()] as const });
export const UseCommunityDirectory = hookStory('useCommunityDirectory', useCommunityDirectory, {
  args: () => [{ communitySearchText: 'harbor', filters: { CommunityType: ['chapter'] } }] as const,
  handlers: (fixtures) => [communities.getCommunitySearchMockHandler(fixtures.unique(communities.getCommunitySearchResponseMock()))],
});
export const UseConnectionList = hookStory('useConnectionList', useConnectionList, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetMemberProfileConnectionListsMockHandler(fixtures.unique(profiles.getGetMemberProfileConnectionListsResponseMock()))],
});
export const UseFollowList = hookStory('useFollowList', useFollowList, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetMemberProfileFollowStatusListsMockHandler(fixtures.unique(profiles.getGetMemberProfileFollowStatusListsResponseMock()))],
});
export const UseFollow = hookStory('useFollow', useFollow, {
  args: (fixtures) => [fixtures.uuid(), { id: fixtures.uuid(), isConnected: false, firstName: 'Bruno', lastName: 'Lindqvist' }] as const,
  handlers: (fixtures) => [profiles.getGetMemberProfileFollowStatusListsMockHandler(fixtures.unique(profiles.getGetMemberProfileFollowStatusListsResponseMock()))],
});
export const UsePersonsByEmailIds = hookStory('usePersonsByEmailIds', usePersonsByEmailIds, {
  args: () => [['chen.weiling@northwind.example']] as const,
  handlers: (fixtures) => [profiles.getSearchPersonsByEmailIdsMockHandler(fixtures.unique(profiles.getSearchPersonsByEmailIdsResponseMock()))],
});
export const UsePeopleSearch = hookStory('usePeopleSearch', usePeopleSearch, {
  args: () => ['lind'] as const,
  handlers: (fixtures) => [profiles.getSearchPeopleMockHandler(fixtures.unique(profiles.getSearchPeopleResponseMock()))],
});
export const UseContentSuggestions = hookStory('useContentSuggestions', useContentSuggestions, {
  args: () => ['summit'] as const,
  handlers: (fixtures) => [content.getContentSearchAutocompleteMockHandler(fixtures.unique(content.getContentSearchAutocompleteResponseMock()))],
});
export const UseCommunitySuggestions = hookStory('useCommunitySuggestions', useCommunitySuggestions, {
  args: () => ['harbor'] as const,
  handlers: (fixtures) => [communities.getCommunitySearchAutocompleteMockHandler(fixtures.unique(communities.getCommunitySearchAutocompleteResponseMock()))],
});
// event directory (spec 001 §2-§4, §9), at '@ypo/headless/events'
export const UseEventSearch = hookStory('useEventSearch', useEventSearch, {
  handlers: (fixtures) => [events.getSearchEventsMockHandler(fixtures.unique(events.getSearchEventsResponseMock()))],
});
export const UseEventAutocomplete = hookStory('useEventAutocomplete', useEventAutocomplete, {
  args: () => [
    'summit',
    [],
  ] as const,
  handlers: (fixtures) => [communities.getEventDirectoryAutocompleteMockHandler(fixtures.unique(communities.getEventDirectoryAutocompleteResponseMock()))],
});

// integrated search (spec 002 §3, §7), at '@ypo/headless/search'
export const UseIntegratedSearch = hookStory('useIntegratedSearch', useIntegratedSearch, {
  args: () => ['succession'] as const,
  handlers: (fixtures) => [
    ams.getPersonIntegratedOneClickSearchMockHandler(fixtures.unique(ams.getPersonIntegratedOneClickSearchResponseMock())),
    ams.getEventIntegratedSearchMockHandler(fixtures.unique(ams.getEventIntegratedSearchResponseMock())),
    ams.getCommunityIntegratedSearchMockHandler(fixtures.unique(ams.getCommunityIntegratedSearchResponseMock())),
    ams.getContentIntegratedSearchMockHandler(fixtures.unique(ams.getContentIntegratedSearchResponseMock())),
  ],
});
export const UseSearchTracking = hookStory('useSearchTracking', useSearchTracking);
// member directory and connections (spec 002 §2-§5, §9)
export const UseMemberDirectory = hookStory('useMemberDirectory', useMemberDirectory, {
  args: () => [{ storage: createMemoryStorage() }] as const,
  handlers: (fixtures) => [profiles.getSearchMemberDirectoryMockHandler(fixtures.unique(profiles.getSearchMemberDirectoryResponseMock()))],
});
export const UseDirectoryTypeAhead = hookStory('useDirectoryTypeAhead', useDirectoryTypeAhead, {
  args: () => [{ key: 'Chapters', filters: [] }, 'Harbor', []] as [{ key: string; filters: [] }, string, []],
  handlers: (fixtures) => [profiles.getProfilesTypeAheadMockHandler(fixtures.unique(profiles.getProfilesTypeAheadResponseMock()))],
});
export const UseConnection = hookStory('useConnection', useConnection, { args: (fixtures) => [fixtures.uuid(), false] as const });

// member profile personal collections (spec 002 §3, §5)
export const UseEducation = hookStory('useEducation', useEducation, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetProfileEducationMockHandler(fixtures.unique(profiles.getGetProfileEducationResponseMock()))],
});
export const UseAddresses = hookStory('useAddresses', useAddresses, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetProfileAddressesMockHandler(fixtures.unique(profiles.getGetProfileAddressesResponseMock()))],
});
export const UseSocialNetworks = hookStory('useSocialNetworks', useSocialNetworks, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetProfileSocialNetworksMockHandler(fixtures.unique(profiles.getGetProfileSocialNetworksResponseMock()))],
});
export const UseRelationships = hookStory('useRelationships', useRelationships, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetProfileRelationshipsMockHandler(fixtures.unique(profiles.getGetProfileRelationshipsResponseMock()))],
});
export const UseExternalConnections = hookStory('useExternalConnections', useExternalConnections, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetProfileExternalConnectionsMockHandler(fixtures.unique(profiles.getGetProfileExternalConnectionsResponseMock()))],
});
export const UseContactInformation = hookStory('useContactInformation', useContactInformation, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetProfileContactInformationMockHandler(fixtures.unique(profiles.getGetProfileContactInformationResponseMock()))],
});
export const UseFamily = hookStory('useFamily', useFamily, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetProfileFamilyMockHandler(fixtures.unique(profiles.getGetProfileFamilyResponseMock()))],
});
export const UseBiography = hookStory('useBiography', useBiography, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetProfileBiographyMockHandler(fixtures.unique(profiles.getGetProfileBiographyResponseMock()))],
});
export const UseEmergencyContact = hookStory('useEmergencyContact', useEmergencyContact, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetProfileEmergencyContactMockHandler(fixtures.unique(profiles.getGetProfileEmergencyContactResponseMock()))],
});
export const UseAssistant = hookStory('useAssistant', useAssistant, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetProfileAssistantMockHandler(fixtures.unique(profiles.getGetProfileAssistantResponseMock()))],
});
// member profile extras (spec 002 §2, §3, §7-§9), at '@ypo/headless/profile'
export const UseProfilePhoto = hookStory('useProfilePhoto', useProfilePhoto, { args: idArg });
export const UseContactCard = hookStory('useContactCard', useContactCard, { args: idArg });
export const UseUserCommunities = hookStory('useUserCommunities', useUserCommunities, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetUserCommunitiesMockHandler(fixtures.unique(profiles.getGetUserCommunitiesResponseMock()))],
});
export const UseMemberGroups = hookStory('useMemberGroups', useMemberGroups, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetMemberProfileGroupsMockHandler(fixtures.unique(profiles.getGetMemberProfileGroupsResponseMock()))],
});
export const UseRecommendedEvents = hookStory('useRecommendedEvents', useRecommendedEvents, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetRecommendedEventsMockHandler(fixtures.unique(profiles.getGetRecommendedEventsResponseMock()))],
});
export const UseRecommendedMembers = hookStory('useRecommendedMembers', useRecommendedMembers, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetRecommendedMembersMockHandler(fixtures.unique(profiles.getGetRecommendedMembersResponseMock()))],
});
// member profile frame and professional collections (spec 002 §2, §3, §6), at '@ypo/headless/profile'
export const UseCanEditProfile = hookStory('useCanEditProfile', useCanEditProfile, {
  args: (fixtures) => [{ memberId: fixtures.uuid(), viewerId: fixtures.uuid(), requestedMode: 'edit' }] as const,
  handlers: () => [profiles.getCanChapterAdminEditProfileMockHandler(true)],
});
export const UseProfileDropdowns = hookStory('useProfileDropdowns', useProfileDropdowns, {
  handlers: (fixtures) => [profiles.getGetProfileDropdownsMockHandler(fixtures.unique(profiles.getGetProfileDropdownsResponseMock()))],
});
export const UseProfessionalExperience = hookStory('useProfessionalExperience', useProfessionalExperience, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetProfessionalExperienceMockHandler(fixtures.unique(profiles.getGetProfessionalExperienceResponseMock()))],
});
export const UseProfessionalCollection = hookStory('useProfessionalCollection', useProfessionalCollection, {
  args: (fixtures) => [ACCOMPLISHMENTS, fixtures.uuid()] as const,
  handlers: (fixtures) => [profiles.getGetAccomplishmentsMockHandler(fixtures.unique(profiles.getGetAccomplishmentsResponseMock()))],
});
export const UseProfessionalRoles = hookStory('useProfessionalRoles', useProfessionalRoles, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetProfessionalRolesMockHandler(fixtures.unique(profiles.getGetProfessionalRolesResponseMock()))],
});
export const UseAccomplishments = hookStory('useAccomplishments', useAccomplishments, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetAccomplishmentsMockHandler(fixtures.unique(profiles.getGetAccomplishmentsResponseMock()))],
});
export const UseCompanyInvestments = hookStory('useCompanyInvestments', useCompanyInvestments, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetCompanyInvestmentsMockHandler(fixtures.unique(profiles.getGetCompanyInvestmentsResponseMock()))],
});
export const UseTrainingAndCertifications = hookStory('useTrainingAndCertifications', useTrainingAndCertifications, {
  args: idArg,
  handlers: (fixtures) => [profiles.getGetTrainingAndCertificationsMockHandler(fixtures.unique(profiles.getGetTrainingAndCertificationsResponseMock()))],
});
// feedback, policies and My Quick Links (spec 002 §3, §7, §8), at '@ypo/headless/feedback', '/policies' and '/community'
export const UseFeedbackQuestions = hookStory('useFeedbackQuestions', useFeedbackQuestions, {
  handlers: (fixtures) => [profiles.getGetFeedbackQuestionsMockHandler(fixtures.unique(profiles.getGetFeedbackQuestionsResponseMock()))],
});
export const UseFeedbackForm = hookStory('useFeedbackForm', useFeedbackForm, {
  handlers: (fixtures) => [profiles.getGetFeedbackQuestionsMockHandler(fixtures.unique(profiles.getGetFeedbackQuestionsResponseMock()))],
});
export const UsePolicyHeadings = hookStory('usePolicyHeadings', usePolicyHeadings, {
  handlers: (fixtures) => [profiles.getGetPolicyHeadingsMockHandler(fixtures.unique(profiles.getGetPolicyHeadingsResponseMock()))],
});
export const UsePolicyArticle = hookStory('usePolicyArticle', usePolicyArticle, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [profiles.getGetPolicyArticleDataMockHandler(fixtures.unique(profiles.getGetPolicyArticleDataResponseMock()))],
});
export const UsePolicySearch = hookStory('usePolicySearch', usePolicySearch, {
  args: () => ['confidential'] as const,
  handlers: (fixtures) => [profiles.getSearchPoliciesMockHandler(fixtures.unique(profiles.getSearchPoliciesResponseMock()))],
});
export const UseMyQuickLinks = hookStory('useMyQuickLinks', useMyQuickLinks, {
  handlers: (fixtures) => [
    profiles.getGetPersonQuickLinksMockHandler(fixtures.unique(profiles.getGetPersonQuickLinksResponseMock())),
    profiles.getGetAvailablePersonQuickLinksMockHandler(fixtures.unique(profiles.getGetAvailablePersonQuickLinksResponseMock())),
  ],
});
// around me, the business directory (spec 002 §3-§9), at '@ypo/headless/around-me'
export const UseAssetDirectory = hookStory('useAssetDirectory', useAssetDirectory, {
  handlers: (fixtures) => [
    profiles.getGetAroundMeSearchSynonymsMockHandler(fixtures.unique(profiles.getGetAroundMeSearchSynonymsResponseMock())),
    profiles.getSearchAroundMeAssetsMockHandler(fixtures.unique(profiles.getSearchAroundMeAssetsResponseMock())),
  ],
});
export const UseAroundMeSuggestions = hookStory('useAroundMeSuggestions', useAroundMeSuggestions, {
  args: () => ['location', 'Harbor'] as const,
  handlers: (fixtures) => [profiles.getGetAroundMeLocationSuggestionsMockHandler(fixtures.unique(profiles.getGetAroundMeLocationSuggestionsResponseMock()))],
});
export const UseAroundMePeople = hookStory('useAroundMePeople', useAroundMePeople, {
  args: () => ['Chen'] as const,
  handlers: (fixtures) => [profiles.getSearchAroundMeProfileMockHandler(fixtures.unique(profiles.getSearchAroundMeProfileResponseMock()))],
});
export const UseAroundMePlaces = hookStory('useAroundMePlaces', useAroundMePlaces, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [
    profiles.getGetAroundMeCountriesAndRegionsMockHandler(fixtures.unique(profiles.getGetAroundMeCountriesAndRegionsResponseMock())),
    profiles.getGetAroundMeStatesOrProvincesMockHandler(fixtures.unique(profiles.getGetAroundMeStatesOrProvincesResponseMock())),
  ],
});
export const UseMyAssets = hookStory('useMyAssets', useMyAssets, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [profiles.getGetMyAssetsMockHandler(fixtures.unique(profiles.getGetMyAssetsResponseMock()))],
});
export const UseAssetSubmit = hookStory('useAssetSubmit', useAssetSubmit, { args: (fixtures) => [fixtures.uuid()] as const });
export const UsePendingAssets = hookStory('usePendingAssets', usePendingAssets, {
  handlers: (fixtures) => [
    profiles.getCanViewPendingAssetRequestMockHandler(true),
    profiles.getGetBusinessAboutCommunityMockHandler(fixtures.unique(profiles.getGetBusinessAboutCommunityResponseMock())),
    profiles.getGetPendingAssetsMockHandler(fixtures.unique(profiles.getGetPendingAssetsResponseMock())),
  ],
});
export const UseBulkAdd = hookStory('useBulkAdd', useBulkAdd, { args: () => [{ templateUrl: 'https://media.example/templates/Businesses%20bulk%20add.xlsx' }] as const });

// speaker administration (spec 002 §4, §6, §7), at '@ypo/headless/speaker'
export const UseCanViewSpeakerAdmin = hookStory('useCanViewSpeakerAdmin', useCanViewSpeakerAdmin);
export const UsePendingSpeakersCount = hookStory('usePendingSpeakersCount', usePendingSpeakersCount);
export const UseSpeakerApplicants = hookStory('useSpeakerApplicants', useSpeakerApplicants, { args: () => ['reviewed', 'approved'] as const });
export const UseSpeakerReview = hookStory('useSpeakerReview', useSpeakerReview);
// speaker profile (issue 16): the member part of a member speaker's profile
export const UseSpeakerPersonProfile = hookStory('useSpeakerPersonProfile', useSpeakerPersonProfile, { args: (fixtures) => [fixtures.uuid()] as const });
// speaker media (issue 16): the photo and the presentation video fields' hooks (nothing chosen yet).
export const UseSpeakerPhoto = hookStory('useSpeakerPhoto', useSpeakerPhoto);
export const UseSpeakerVideo = hookStory('useSpeakerVideo', useSpeakerVideo, {
  args: () => [{ existingVideo: { name: 'Keynote 2025.mp4', url: 'https://media.example/speakers/keynote-2025.mp4' } }] as const,
});
// speaker directories (issue 16)
export const UseSpeakerDirectory = hookStory('useSpeakerDirectory', useSpeakerDirectory, {
  args: () => [{ isCff: false }] as const,
  handlers: (fixtures) => [speaker.getSearchSpeakerDirectoryMockHandler(fixtures.unique(speaker.getSearchSpeakerDirectoryResponseMock()))],
});
export const UseSpeakerTypeAhead = hookStory('useSpeakerTypeAhead', useSpeakerTypeAhead, {
  args: () => ['lead', [], { isCff: false }] as const,
  handlers: (fixtures) => [
    speaker.getSpeakerSearchAutocompleteMockHandler(fixtures.unique(speaker.getSpeakerSearchAutocompleteResponseMock())),
    speaker.getSpeakerTypeAheadMockHandler(fixtures.unique(speaker.getSpeakerTypeAheadResponseMock())),
  ],
});
// speaker: the Become a Speaker / edit speaker form (issue 16, part apply)
export const UseSpeakerLookups = hookStory('useSpeakerLookups', useSpeakerLookups, {
  handlers: (fixtures) => [
    speaker.getGetSpeakerLanguagesMockHandler(fixtures.unique(speaker.getGetSpeakerLanguagesResponseMock())),
    speaker.getGetSpeakerAssociationsMockHandler(fixtures.unique(speaker.getGetSpeakerAssociationsResponseMock())),
    speaker.getGetSpeakerTopicsMockHandler(fixtures.unique(speaker.getGetSpeakerTopicsResponseMock())),
    // The nine fee ranges, keys 0 to 8 (spec 002 §3).
    speaker.getGetSpeakerFeeRangeMockHandler((['0', '1000', '3000', '5000', '10000', '20000', '50000', '100000', '100000+'] as const).map((value, key) => ({ key, value }))),
    speaker.getGetSpeakerCountryAndStatesMockHandler(fixtures.unique(speaker.getGetSpeakerCountryAndStatesResponseMock())),
  ],
});
export const UseSpeakerSave = hookStory('useSpeakerSave', useSpeakerSave, { args: (fixtures) => [fixtures.uuid()] as const });
export const UseSpeakerForm = hookStory('useSpeakerForm', useSpeakerForm, {
  args: (fixtures) => [{ mode: 'become', personId: fixtures.uuid(), lookups: { languages: [], associations: [], topics: [] } }] as const,
});
// waiver details (issue 17, part detail): one waiver's details and viewer, the panel, the finalize mail recipients, the actions (nothing taken yet).
export const UseWaiverDetails = hookStory('useWaiverDetails', useWaiverDetails, { args: (fixtures) => [fixtures.uuid(), 'region'] as const });
export const UseWaiverActions = hookStory('useWaiverActions', useWaiverActions, { args: () => [undefined] as const });
export const UseWaiverReviewMembers = hookStory('useWaiverReviewMembers', useWaiverReviewMembers);
export const UseWaiverMailRecipients = hookStory('useWaiverMailRecipients', useWaiverMailRecipients, { args: (fixtures) => [fixtures.uuid()] as const });
// waiver: the chapter's waiver form (issue 17, part form)
export const UseWaiverLookups = hookStory('useWaiverLookups', useWaiverLookups);
export const UseWaiverForm = hookStory('useWaiverForm', useWaiverForm, { args: (fixtures) => [{ leadId: fixtures.uuid(), communityId: fixtures.uuid() }] as const });
// waiver lists (issue 17, part list), at '@ypo/headless/waiver'
export const UseWaiverList = hookStory('useWaiverList', useWaiverList, {
  args: () => ['prpAdmin', { sortType: 'Last Name' }] as const,
  handlers: (fixtures) => [waiver.getGetWaiverRequestsMockHandler(fixtures.unique(waiver.getGetWaiverRequestsResponseMock()))],
});
// the Peer Review Panel lists a person may open (/home's Explore panel, issue 28)
export const UsePrpRole = hookStory('usePrpRole', usePrpRole);
// whether a waiver list answers the person (/home's Explore panel offers the regional waiver list by it, issue 28)
export const UseWaiverListAccess = hookStory('useWaiverListAccess', useWaiverListAccess, {
  args: () => ['regionalMemberOfficer'] as const,
  handlers: (fixtures) => [waiver.getGetWaiverRequestsMockHandler(fixtures.unique(waiver.getGetWaiverRequestsResponseMock()))],
});
export const UseWaiverSearch = hookStory('useWaiverSearch', useWaiverSearch, {
  args: () => ['chapter', 'Solberg'] as const,
  handlers: (fixtures) => [waiver.getSearchWaiversMockHandler(fixtures.unique(waiver.getSearchWaiversResponseMock()))],
});
