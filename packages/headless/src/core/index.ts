// Plain-TypeScript rules of the platform, usable without React and without our app.
export { COMMUNITIES_LIST_ORDER, MAIN_MENU_ORDER, ROLE, isPermissionsResult, kindLabels, mainMenuOf, menuLabels, rolesOf, sortCommunities } from './permissions';
export type { CommunityType, MenuSection, Permissions, PermissionsResult, Roles, UserCommunity } from './permissions';
export { APP_ERROR_TEXT, AppError, MESSAGES, asAppError, toAppError } from './messages';
export type { AppErrorCause, AppErrorCode, AppErrorOptions, FailedResult, MessageKey, ToAppErrorOptions } from './messages';
export { FEATURE_MESSAGES } from './feature-messages';
export type { FeatureMessageKey } from './feature-messages';
export { isAborted, isSoftResult, unwrap } from './errors/unwrap';
export type { ErrorLogger, FeatureText, SdkResult, SoftResult, SoftResultOptions, SwallowOptions, UnwrapOptions } from './errors/unwrap';
export { createSession, postToMobileApp } from './session/session';
export type { CreateSessionOptions, MobileAppSessionMessage, Session, SessionSnapshot } from './session/session';
export { registerMember } from './session/register-member';
export type { RegisterMemberOptions, UserProfileSummary } from './session/register-member';
export {
  COUNTDOWN_CHUNK_MAX_MS,
  DEFAULT_REFRESH_PERIOD_MS,
  LOGOUT_AFTER_WARNING_MS,
  MIN_REMAINING_FOR_REFRESH_MS,
  POST_LOGOUT_REDIRECT_MS,
  REFRESH_DELAY_MS,
  REFRESH_LOCK_RELEASE_MS,
  SESSION_LENGTH_MS,
  SESSION_WARNING_BEFORE_EXPIRY_MS,
  SNACKBAR_DURATION_MS,
  decideBeforeCall,
  planRefresh,
  sessionTimeline,
} from './session/session-schedule';
export type {
  BeforeCallDecision,
  BeforeCallInput,
  RefreshPlan,
  RefreshPlanInput,
  SessionStep,
  SessionTimelineOptions,
  SessionWarningTarget,
} from './session/session-schedule';
export { createSessionController } from './session/session-controller';
export type {
  SessionController,
  SessionControllerOptions,
  SessionControllerState,
  SessionStart,
  SessionStatus,
  SessionToken,
  SessionWarning,
} from './session/session-controller';
export { createSingleFlight } from './session/single-flight';
export type { SingleFlight } from './session/single-flight';
export { schedulePostLogoutRedirect, setChunkedTimeout, systemTimers } from './session/timers';
export type { Cancel, Timers } from './session/timers';
export { ROUTES, matchRoute, paths, routeNamed } from './routes/route-table';
export type {
  AuthConnectName,
  ExternalLinkKey,
  FixedGroupPage,
  PageRouteName,
  RouteDefinition,
  RouteGuardNeeds,
  RouteMatch,
  RouteName,
  RoutePermission,
  RouteRedirect,
} from './routes/route-table';
export { CFF_SPEAKERS, memberProfileMode, withQuery } from './routes/paths';
export type {
  CommunityDirectoryLink,
  CommunityPostLink,
  MemberProfileLink,
  MemberProfileModeInput,
  QueryValues,
  SpeakerProfileLink,
} from './routes/paths';
export { isSameSitePath } from './routes/same-site';
export { environmentFor, externalLinksFor } from './routes/external-links';
export type { Environment, EnvironmentLinks, ExternalLinks, ExternalLinksConfig } from './routes/external-links';
export { PAGE_CHROME_FLAGS, isMobileAppBrowser, pageChromeFlags } from './routes/page-chrome';
export type { PageChrome, PageChromeFlag, PageChromeFlags } from './routes/page-chrome';
export { decideRoute } from './guard/decide-route';
export type { Decision, GuardConfig, GuardState, SpeakerRegistrationStatus } from './guard/decide-route';
export {
  PASSWORD_MIN_LENGTH,
  USERNAME_LENGTH,
  birthDay,
  birthMonth,
  birthYear,
  confirmEmailMatches,
  confirmPasswordMatches,
  countryCode,
  currentPasswordRequired,
  emailOptional,
  emailRequired,
  firstNameRequired,
  lastNameRequired,
  maxLength,
  mfaOptionSelected,
  newPassword,
  newPasswordDiffersFromCurrent,
  passwordRequired,
  phone,
  required,
  signInAccessErrors,
  urlOptional,
  urlRequired,
  usernameFormat,
  usernameRequired,
  validateForm,
} from './validation/validators';
export type { FormSchema, FormValidation, PasswordComplexity, ValidationContext, Validator } from './validation/validators';
export { normalisePhone } from './validation/normalise-phone';
// Assist (help) page rules (spec 000 §2, §3, §6); the export list is in assist/index.ts.
export * from './assist';
export {
  LOCKOUT_MS,
  SECURITY_QUESTION_ATTEMPTS,
  SPOUSE_ASSISTANCE_ATTEMPTS,
  deliveriesOf,
  initialRecoveryState,
  isLockedOut,
  isWrongAnswer,
  recoveryReducer,
} from './recovery/recovery-machine';
export type {
  AssistanceKind,
  AuthnStatus,
  AuthnTransaction,
  RecoveryDelivery,
  RecoveryEvent,
  RecoveryFlow,
  RecoveryPerson,
  RecoveryState,
  RecoveryStep,
  RecoveryUser,
} from './recovery/recovery-machine';
export {
  SPOUSE_RECOVERY_TYPE,
  birthDateOf,
  furtherAssistanceSchema,
  recoveryCodeSchema,
  recoveryEmailSchema,
  recoveryPhoneOf,
  resetCodeSchema,
  resetPasswordSchema,
  securityAnswerSchema,
  spousePartnerSchema,
} from './recovery/recovery-forms';
export {
  FACTOR_TYPES,
  activationCodeSchema,
  enabledFactorTypes,
  factorsToRemoveOnLoad,
  isEditOpen,
  isFactorEnabled,
  mfaReducer,
  mfaStateOf,
  notEnabled,
  questionFactorSchema,
  removalError,
  smsFactorSchema,
} from './login-security/multi-factor';
export type { FactorStatus, FactorType, MfaEvent, MfaState, MultiFactor, MultiFactorSettings } from './login-security/multi-factor';
export {
  changeEmailSchema,
  changePasswordSchema,
  changeUsernameSchema,
  passwordChangeError,
  passwordErrorField,
  usernameChangeError,
} from './account/account-rules';
export {
  DEFAULT_EMAIL_SECTION,
  EMAIL_FREQUENCIES,
  EMAIL_FREQUENCY,
  EMAIL_PREFERENCE_KEYS,
  EMAIL_PREFERENCE_LABELS,
  EMAIL_SECTIONS,
  NOTIFICATION_OPTIONS,
  PRIVACY_SAVE_TEXT,
  PRIVACY_SETTINGS_PAGES,
  emailSectionsOf,
  frequencyLabel,
  visibilityLabel,
  withEmailFrequency,
  withNotificationOption,
  withVisibility,
} from './privacy-settings/privacy-settings';
export type {
  CommunicationPreference,
  CommunityNotificationSetting,
  EmailFrequency,
  EmailPreferenceKey,
  EmailSection,
  EmailSectionGroup,
  EmailSettings,
  NotificationOption,
  NotificationSettings,
  PrivacySettingsPage,
  VisibilitySetting,
  VisibilitySettings,
} from './privacy-settings/privacy-settings';
export { FILTERS_KEY_PREFIX, SESSION_KEYS, SORTS_KEY_PREFIX, clearLogoutData, createMemoryStorage, filtersKey, sortsKey } from './storage/session-keys';
export type { KeyValueStorage, ListableStorage } from './storage/session-keys';
export {
  ATTRIBUTION_EXPIRY_UNITS,
  ATTRIBUTION_EXPIRY_UNIT_MS,
  ATTRIBUTION_QUERY_KEY,
  captureAttribution,
  readAttribution,
  saveAttribution,
} from './attribution/attribution';
export type { Attribution } from './attribution/attribution';
export {
  COOKIE_ACCEPTANCE_STORAGE_KEY,
  GENERAL_COOKIE_ACCEPTANCE,
  acceptCookiePolicy,
  cookieAcceptanceKey,
  isCookiePolicyAccepted,
  readCookieAcceptances,
} from './cookies/cookie-acceptance';
export type { CookieAcceptanceInput, CookieAcceptances } from './cookies/cookie-acceptance';
export { openResourceLinksOf } from './cookies/open-resources';
export type { OpenResourceDefaults, OpenResourceLinks, OpenResourceUrl } from './cookies/open-resources';
export { RENEWAL_DEADLINE, formatRenewalDeadline, renewalBannerOf, renewalDeadlineFor } from './renewal/renewal';
export type { RenewalAction, RenewalBanner, RenewalBannerInput, RenewalState, RenewalStatus } from './renewal/renewal';
export { PUSH_DEVICE_MODEL, fcmTokenOf, registerPush } from './push/push-registration';
export type { PushOutcome, PushPermission, PushRegistration, PushTokenProvider, RegisterPushOptions } from './push/push-registration';
export {
  EMPTY_ID,
  authDataOf,
  currentUserIdOf,
  effectiveUserId,
  normaliseMemberId,
  readImpersonationId,
  startImpersonation,
  stopImpersonation,
} from './impersonation/impersonation';
export type { AuthData, ImpersonationRefusal, ImpersonationStart, OpenIdUser, StartImpersonationInput } from './impersonation/impersonation';
// The one upload engine (spec 001 §5/§7/§9, 002 §5/§8/§9); the export list is in upload/index.ts.
export * from './upload';
// One notice model: kinds, snackbar vs message durations, roles (spec 000 §9, 001 §9, 002 §9).
export { MESSAGE_TIMEOUT_MS, createNotice, noticeDurationMs, noticeRole, scheduleNoticeDismiss } from './notice/notice';
export type { Notice, NoticeDisplay, NoticeKind } from './notice/notice';
export { CHUNK_LOAD_TIMEOUT_MS, isCssLoadFailure, loadChunk } from './chunks/load-chunk';
// Activity feed and community rules (spec 001 §2-§9); the export list is in feed/index.ts.
export * from './feed';
// Community page rules (spec 001 §2-§9); the export list is in community/index.ts.
export * from './community';
// Network and group rules (spec 001 §1, §2, §4, §5, §8, §9); the export list is in networks/index.ts.
export * from './networks';
// Files and media of a community (spec 001 §3, §5, §7, §9).
export * from './files/files-and-media';
// Resources page rules (spec 001 §3, §5, §9); the export list is in resources/index.ts.
export * from './resources';
// Integrated search rules (spec 002 §3, §7); the export list is in search/index.ts.
export * from './search';
// Chapter studio announcement rules (spec 001 §4, §5, §7); the export list is in chapter-studio/index.ts.
export * from './chapter-studio';
// Chapter admin rules (spec 001 §2-§9); the export list is in chapter-admin/index.ts.
export * from './chapter-admin';
// Forum toolkit rules (spec 001 §2, §5, §7); the export list is in forum-toolkit/index.ts.
export * from './forum-toolkit';
// Content and community directories, connections and directory paging (spec 001 §2, §3, §8, §9; spec 002 §2, §8, §9).
export * from './directories';
// Event directory rules (spec 001 §2-§5, §8, §9); the export list is in events/index.ts.
export * from './events';

// Chapter events rules (spec 001 §2-§9, 002 §9); the export list is in chapter-events/index.ts.
export * from './chapter-events';

// Member profile rules (spec 002 §2-§9); the export list is in profile/index.ts.
export * from './profile';
// Feedback rules (spec 002 §3, §7, §8); the export list is in feedback/index.ts.
export * from './feedback';
// Policies and procedures rules (spec 002 §2, §7); the export list is in policies/index.ts.
export * from './policies';
