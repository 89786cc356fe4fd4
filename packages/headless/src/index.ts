// Framework-free rules (also at '@ypo/headless/core').
export * from './core';
// React hooks over the SDK (SWR) and shared state (jotai).
export { SdkProvider, useSdk } from './hooks/sdk-context';
export type { SdkProviderProps } from './hooks/sdk-context';
export { useSdkQuery } from './hooks/use-sdk-query';
export type { SdkQueryOptions } from './hooks/use-sdk-query';
export { useMutation } from './hooks/use-mutation';
export type { CallResult, MutationOptions } from './hooks/use-mutation';
export { PERMISSIONS_KEY, usePermissions } from './hooks/use-permissions';
export { HeadlessProvider, useResetAllState } from './hooks/headless-provider';
export type { HeadlessProviderProps } from './hooks/headless-provider';
// Assist (help) page hooks.
// Around me: business directory, my assets, review (spec 002 §3-§8).
export * from './features/around-me';
export * from './features/assist';
// Login-area recovery, account settings, login security and privacy settings hooks.
export * from './features/recovery';
export * from './features/account';
export * from './features/login-security';
export * from './features/privacy-settings';
export { useForm } from './hooks/use-form';
export type { FormFieldProps } from './hooks/use-form';
export { SessionProvider, sessionStateAtom, useSession } from './hooks/use-session';
export type { SessionProviderProps } from './hooks/use-session';
export { DEFAULT_FEATURE_FLAGS, FEATURE_FLAGS_KEY, featureFlagsOf, useFeatureFlags } from './hooks/use-feature-flags';
export type { FeatureFlags } from './hooks/use-feature-flags';
export { personProfileKey, usePersonProfile } from './hooks/use-person-profile';
export type { PersonProfile } from './hooks/use-person-profile';
export { dismissSnackbarAtom, showSnackbarAtom, snackbarsAtom, useSnackbar } from './hooks/use-snackbar';
export { useMessageNotice } from './hooks/use-message-notice';
export { useUpload } from './hooks/use-upload';
export type { UploadState, UploadStatus } from './hooks/use-upload';
export { pageChromeAtom, usePageChrome } from './hooks/use-page-chrome';
// Feature hooks: each features/<feature>/ mirrors apps/web/src/features/<feature>/.
export * from './features/chapter-admin';
export * from './features/chapter-events';
export * from './features/chapter-studio';
export * from './features/community';
// Content and community directories, connections and follows, people searches (spec 001 §2-§9, spec 002 §2-§9).
export * from './features/directories';
// Member directory and connection hooks, with the directory's rules (spec 002 §2-§5, §9).
export * from './features/directory';
export * from './features/email-composer';
// Event directory hooks (spec 001 §2-§4, §8, §9).
export * from './features/events';
export * from './features/feed';
// Feedback hooks (spec 002 §3, §7, §8).
export * from './features/feedback';
export * from './features/files';
// Forum toolkit hooks (spec 001 §2, §5, §7).
export * from './features/forum-toolkit';
export * from './features/impersonation';
export * from './features/legal';
export * from './features/networks';
// Notifications bell, list and system messages (spec 002 §3, §4, §7-§9).
export * from './features/notifications';
// Member profile hooks and texts (spec 002 §2-§9).
export * from './features/profile';
// Policies and procedures hooks (spec 002 §2, §7).
export * from './features/policies';
export * from './features/push';
export * from './features/renewal';
export * from './features/resources';
// Integrated search hooks (spec 002 §3, §7).
export * from './features/search';
export * from './features/speaker';
export * from './features/waiver';
