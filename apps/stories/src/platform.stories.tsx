// Stories of the cross-cutting hooks of @ypo/headless (src/hooks/).
import {
  createSession,
  furtherAssistanceSchema,
  SessionProvider,
  useFeatureFlags,
  useForm,
  useMessageNotice,
  useMutation,
  usePageChrome,
  usePermissions,
  usePersonProfile,
  useResetAllState,
  useSdk,
  useSdkQuery,
  useSession,
  useSnackbar,
  useUpload,
} from '@ypo/headless';
import { communities, profiles } from '@ypo/msw';
import { hookStory } from './kit/hook-story';

export default { title: 'Hooks / Platform' };

const { getGetUserPermissionsAndCommunitiesMockHandler, getGetUserPermissionsAndCommunitiesResponseMock } = communities;

// The session the useSession story shows: never started, so no timer runs.
const session = createSession({ refresh: async () => ({ accessToken: 'story-token', expiresAt: Date.now() + 3_600_000 }) });

/** usePermissions: a permissions result whose communities have unique ids and names, in the spec's list order. */
export const UsePermissions = hookStory('usePermissions', usePermissions, {
  handlers: (fixtures) => [getGetUserPermissionsAndCommunitiesMockHandler(fixtures.one(getGetUserPermissionsAndCommunitiesResponseMock))],
});

export const UseFeatureFlags = hookStory('useFeatureFlags', useFeatureFlags);

export const UsePersonProfile = hookStory('usePersonProfile', usePersonProfile, {
  args: (fixtures) => [fixtures.uuid()] as const,
  handlers: (fixtures) => [profiles.getGetPersonMockHandler(fixtures.one(profiles.getGetPersonResponseMock))],
});

export const UseSdk = hookStory('useSdk', useSdk);

export const UseSdkQuery = hookStory('useSdkQuery', useSdkQuery<unknown>, {
  args: () => ['stories/password-policy', (sdk, signal) => sdk.identities.GET('/identities/api/identities/get-password-policy-settings', { signal }), {}] as const,
});

export const UseMutation = hookStory('useMutation', useMutation<[name: string], string>, {
  args: () => [async (name: string) => name, {}] as const,
});

export const UseResetAllState = hookStory('useResetAllState', useResetAllState);

export const UseSnackbar = hookStory('useSnackbar', useSnackbar);

export const UseMessageNotice = hookStory('useMessageNotice', useMessageNotice);

export const UsePageChrome = hookStory('usePageChrome', usePageChrome);

export const UseForm = hookStory('useForm', useForm<string>, {
  args: (fixtures) => [furtherAssistanceSchema('username'), { lastName: `Member ${fixtures.seed}`, day: '1', month: '2', year: '1970' }, {}] as const,
});

export const UseUpload = hookStory('useUpload', useUpload);

export const UseSession = hookStory('useSession', useSession, {
  wrap: (children) => <SessionProvider session={session}>{children}</SessionProvider>,
});
