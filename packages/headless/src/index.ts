// Framework-free rules (also at '@ypo/headless/core').
export * from './core';
// React hooks over the SDK (SWR) and shared state (jotai).
export { SdkProvider, useSdk } from './hooks/sdk-context';
export type { SdkProviderProps } from './hooks/sdk-context';
export { CallError, unwrap } from './hooks/call-error';
export { PERMISSIONS_KEY, usePermissions } from './hooks/use-permissions';
export { HeadlessProvider, useResetAllState } from './hooks/headless-provider';
export type { HeadlessProviderProps } from './hooks/headless-provider';
// Assist (help) page hooks.
export * from './features/assist';
// Login-area recovery, account settings, login security and privacy settings hooks.
export * from './features/recovery';
export * from './features/account';
export * from './features/login-security';
export * from './features/privacy-settings';
export { attempt } from './hooks/call-result';
export { useForm } from './hooks/use-form';
export type { FormFieldProps } from './hooks/use-form';
export type { CallResult, ErrorMapping } from './hooks/call-result';
export { createSession, postToMobileApp } from './hooks/session';
export type { CreateSessionOptions, MobileAppSessionMessage, Session, SessionSnapshot } from './hooks/session';
export { SessionProvider, sessionStateAtom, useSession } from './hooks/use-session';
export type { SessionProviderProps } from './hooks/use-session';
export { DEFAULT_FEATURE_FLAGS, FEATURE_FLAGS_KEY, featureFlagsOf, useFeatureFlags } from './hooks/use-feature-flags';
export type { FeatureFlags } from './hooks/use-feature-flags';
export { personProfileKey, usePersonProfile } from './hooks/use-person-profile';
export type { PersonProfile } from './hooks/use-person-profile';
export { renewalStatusKey, useRenewalStatus } from './hooks/use-renewal-status';
export { OPEN_RESOURCES_KEY, useOpenResources } from './hooks/use-open-resources';
export { speakerRegistrationStatusKey, useSpeakerRegistrationStatus } from './hooks/use-speaker-registration-status';
export { useTermsAcceptance } from './hooks/use-terms-acceptance';
export type { TermsAcceptanceInput } from './hooks/use-terms-acceptance';
export { useCookieAcceptance } from './hooks/use-cookie-acceptance';
export type { CookieAcceptanceOptions } from './hooks/use-cookie-acceptance';
export { useImpersonation } from './hooks/use-impersonation';
export type { ImpersonationOptions } from './hooks/use-impersonation';
export { dismissSnackbarAtom, showSnackbarAtom, snackbarsAtom, useSnackbar } from './hooks/use-snackbar';
export { useMessageNotice } from './hooks/use-message-notice';
export { useUpload } from './hooks/use-upload';
export type { UploadState, UploadStatus } from './hooks/use-upload';
export { pageChromeAtom, usePageChrome } from './hooks/use-page-chrome';
export { usePushRegistration } from './hooks/use-push-registration';
export type { PushRegistrationOptions } from './hooks/use-push-registration';
export { speakerProfileKey, useSpeakerProfile } from './hooks/use-speaker-profile';
export type { SpeakerProfile, SpeakerProfileQuery } from './hooks/use-speaker-profile';
