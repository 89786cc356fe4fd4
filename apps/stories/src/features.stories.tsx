// Stories of the feature hooks of @ypo/headless (src/features/<feature>/, each also at '@ypo/headless/<feature>').
import {
  createMemoryStorage,
  useAssistAdmin,
  useAssistTopics,
  useAssistTopicsEdit,
  useChangePassword,
  useChangeUsername,
  useCookieAcceptance,
  useEmailSettings,
  useFeed,
  useImpersonation,
  useImpersonationPermission,
  useLoginSecurity,
  useMentionSearch,
  useNotificationSettings,
  useOpenResources,
  usePasswordPolicy,
  usePostActions,
  usePostEditor,
  usePushRegistration,
  useRecovery,
  useReleaseMedia,
  useReleaseNotes,
  useRenewalStatus,
  useSpeakerProfile,
  useSpeakerRegistrationStatus,
  useTermsAcceptance,
  useTourVideos,
  useVisibilitySettings,
} from '@ypo/headless';
import { assistpage, communities, openapi, posts, profiles } from '@ypo/msw';
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
export const UsePostEditor = hookStory('usePostEditor', usePostEditor, {
  args: (fixtures) => [{ community: { communityId: fixtures.uuid(), communityType: 'chapter' } }] as const,
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
export const UseSpeakerProfile = hookStory('useSpeakerProfile', useSpeakerProfile, {
  args: (fixtures) => [{ id: fixtures.uuid(), isNonMemberSpeaker: false }] as const,
});
export const UseSpeakerRegistrationStatus = hookStory('useSpeakerRegistrationStatus', useSpeakerRegistrationStatus, {
  args: (fixtures) => [fixtures.uuid()] as const,
});
