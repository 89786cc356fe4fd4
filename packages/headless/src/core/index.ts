// Plain-TypeScript rules of the platform, usable without React and without our app.
export { COMMUNITIES_LIST_ORDER, MAIN_MENU_ORDER, ROLE, mainMenuOf, rolesOf, sortCommunities } from './permissions';
export type { CommunityType, MenuSection, Permissions, PermissionsResult, Roles, UserCommunity } from './permissions';
export { APP_ERROR_TEXT, AppError, MESSAGES, toAppError } from './messages';
export type { AppErrorCause, AppErrorCode, AppErrorOptions, FailedResult, MessageKey, ToAppErrorOptions } from './messages';
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
export { schedulePostLogoutRedirect, scheduleSnackbarDismiss, setChunkedTimeout, systemTimers } from './session/timers';
export type { Cancel, Timers } from './session/timers';
export { ROUTES, matchRoute, routeNamed } from './routes/route-table';
export type {
  AuthConnectName,
  ExternalLinkKey,
  FixedGroupPage,
  RouteDefinition,
  RouteMatch,
  RouteName,
  RoutePermission,
  RouteRedirect,
} from './routes/route-table';
export { CFF_SPEAKERS, memberProfileMode, paths, withQuery } from './routes/paths';
export type { CommunityDirectoryLink, CommunityPostLink, MemberProfileLink, MemberProfileModeInput, QueryValues } from './routes/paths';
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
  mfaOptionSelected,
  newPassword,
  newPasswordDiffersFromCurrent,
  passwordRequired,
  phone,
  required,
  signInAccessErrors,
  usernameFormat,
  usernameRequired,
  validateForm,
} from './validation/validators';
export type { FormSchema, FormValidation, PasswordComplexity, ValidationContext, Validator } from './validation/validators';
export { normalisePhone } from './validation/normalise-phone';
