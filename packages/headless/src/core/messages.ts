import { isAbortError } from '@ypo/sdk';

// The one catalogue of user-facing text. Quoted spec texts are kept word for word, typos
// included ('Unable to connect to the serve'); where the spec describes a text without quoting
// it, the entry says so and the wording is ours.

/** Every user-facing text, by stable key (spec 000 §4, §5, §8). */
export const MESSAGES = {
  // --- spec 000 §8: login and recovery ---
  invalidCredentials: 'You have entered an invalid username or password. Please try again.',
  emailDoesNotMatchRecords: 'The email address, as entered, does not match our records.',
  // spec 000 §5/§8: a 'not assigned' limited-release message, not quoted in full; wording is ours.
  notAssigned:
    'This application is in limited release and you are not assigned to it. Please contact the help desk for assistance.',
  // spec 000 §8 describes "a generic password-reset message" without quoting it; wording is ours.
  passwordResetContactHelpDesk:
    'We are unable to reset your password at this time. Please contact the help desk for assistance.',
  detailsDoNotMatch: 'The Details do not match any user in database',
  invalidCode: 'You have entered an invalid code.',
  passwordComplexity: 'The password does not meet the complexity requirements of the current password policy.',
  newPasswordSameAsCurrent: 'New password cannot be the same as your current password',
  passwordIsCurrent: 'Password cannot be your current password',
  // spec 000 §8: '(sic)' — the missing 'r' is part of the requirement.
  unableToConnect: 'Unable to connect to the serve',
  invalidTryAgain: 'Invalid: Please try again',
  unableToValidate:
    'We apologize for not being able to validate your information. Please contact us for further assistance.',
  recoveryLinkExpired: 'You have accessed an account recovery link that has expired or been previously used',
  lockedOut: 'Your account is temporarily locked for 10 minutes.',
  // spec 000 §8: "An 'invalid, please retry' message for spouse/partner assistance", kept as quoted.
  spousePartnerInvalid: 'invalid, please retry',

  // --- spec 000 §8: account settings ---
  // spec 000 §8 names "Incorrect current password" without quoting a text; wording is ours.
  incorrectCurrentPassword: 'Your current password is incorrect.',
  // spec 000 §8 quotes "We're unable to change your password..." shortened and never in full;
  // completed with the ending of the spec's full 'unable to change' texts (001 §8: '... Please try again later.').
  unableToChangePassword: "We're unable to change your password. Please try again later.",
  // spec 000 §8: provider text, mapped to incorrectCurrentPassword by toAppError.
  providerOldPasswordIncorrect: 'Old Password is not correct',
  usernameAlreadyExists: 'Username already exists. Please choose another username.',
  // spec 000 §8 "We're unable to change your username...", completed like unableToChangePassword.
  unableToChangeUsername: "We're unable to change your username. Please try again later.",
  mfaOptionRequired: 'You must select at least one Multi-factor authentication option',
  // spec 000 §8 describes "a message when the number is already validated"; wording is ours.
  phoneAlreadyValidated: 'This phone number is already validated.',
  notificationSettingsSaved: 'You successfully changed your notification settings',
  // spec 000 §8, 002 §8 quote it shortened ('Due to technical issues... unable to change your notification
  // settings'); spec 001 §8 writes the same sentence in full ('Due to technical issues, we are currently
  // unable to change your My Quick Links settings. Please try again later.'), so it is completed that way.
  notificationSettingsFailed: 'Due to technical issues, we are currently unable to change your notification settings. Please try again later.',
  // spec 000 §8: "Similar texts exist for email and visibility settings"; built the same way.
  emailSettingsSaved: 'You successfully changed your email settings',
  emailSettingsFailed: 'Due to technical issues, we are currently unable to change your email settings. Please try again later.',
  visibilitySettingsSaved: 'You successfully changed your visibility settings',
  visibilitySettingsFailed: 'Due to technical issues, we are currently unable to change your visibility settings. Please try again later.',

  // --- spec 000 §8: general ---
  errorOccurred: 'An error has occurred.',
  errorOccurredTryLater: 'An error has occurred. Please try again later.',
  // spec 000 §8 describes the two access-denied texts without quoting them; wording is ours.
  accessDeniedLearning:
    'You do not have access to the learning system. Please contact your administrator for assistance.',
  accessDenied: 'You do not have access to this page. Please contact support for assistance.',
  // spec 002 §5, §8: relationship and email saves return a soft result when the server's message contains it.
  emailAlreadyExists: 'Email already exists',
  // spec 000 §8 names ChunkLoadError and a CSS load error; the texts are ours.
  chunkLoadFailed: 'Part of the application could not be loaded. Please reload the page.',
  cssLoadFailed: 'The page styles could not be loaded. Please reload the page.',

  // --- spec 000 §4: session ---
  sessionWillExpire: 'Your Session Will Expire In 30 Minutes',
  sessionExpired: 'Your Session has expired.',

  // --- spec 000 §5: forms ---
  // spec 000 §5 quotes the email texts; the emailRequired text is the spec's, odd as it reads.
  emailRequired: 'Please enter a unique email address',
  emailInvalid: 'Please enter valid email address',
  emailMismatch: 'Email and confirm email do not match',
  // spec 000 §5 states the rules below without quoting texts; wording is ours.
  usernameRequired: 'Please enter your username.',
  passwordRequired: 'Please enter your password.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  birthDayInvalid: 'Please enter a day from 1 to 31.',
  birthMonthInvalid: 'Please enter a month from 1 to 12.',
  birthYearInvalid: 'Please enter a year before the current year.',
  passwordsDoNotMatch: 'Passwords do not match.',
  countryCodeInvalid: 'Country code must be numeric, at most 3 digits.',
  phoneInvalid: 'Phone number may contain only letters and digits, at most 20.',
  passwordTooShort: 'Password must be at least 10 characters.',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter.',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter.',
  passwordNeedsNumberOrSpecial: 'Password must contain at least one number or special character.',
  currentPasswordRequired: 'Please enter your current password.',
  usernameInvalid: 'Username must be 3 to 64 characters: letters, numbers and underscores only.',
  // Prompts of the recovery and login-security forms; the spec states no texts for them, so wording is ours.
  codeRequired: 'Please enter the code.',
  answerRequired: 'Please enter your answer.',
  securityQuestionRequired: 'Please select a security question.',
  countryCodeRequired: 'Please enter your country code.',
  phoneRequired: 'Please enter your phone number.',
  // Success texts of the account dialogs and login security; the spec states none, so wording is ours.
  usernameChanged: 'Your username has been changed.',
  passwordChanged: 'Your password has been changed.',
  passwordResetDone: 'Your password has been reset. You can now sign in with your new password.',
  mfaFactorActivated: 'Multi-factor authentication option saved.',
  mfaFactorRemoved: 'Multi-factor authentication option removed.',
} as const;

/** Key of a {@link MESSAGES} entry. */
export type MessageKey = keyof typeof MESSAGES;

/** Stable codes of {@link AppError}. */
export type AppErrorCode =
  | 'connection'
  | 'invalidCredentials'
  | 'lockedOut'
  | 'invalidCode'
  | 'passwordComplexity'
  | 'incorrectCurrentPassword'
  | 'passwordSameAsCurrent'
  | 'usernameAlreadyExists'
  | 'recoveryLinkExpired'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'validation'
  | 'server'
  | 'chunkLoad'
  | 'cssLoad'
  | 'aborted'
  | 'unknown';

/** The text an {@link AppError} shows when it is made without one. */
export const APP_ERROR_TEXT: Readonly<Record<AppErrorCode, string>> = {
  connection: MESSAGES.unableToConnect,
  invalidCredentials: MESSAGES.invalidCredentials,
  lockedOut: MESSAGES.lockedOut,
  invalidCode: MESSAGES.invalidCode,
  passwordComplexity: MESSAGES.passwordComplexity,
  incorrectCurrentPassword: MESSAGES.incorrectCurrentPassword,
  passwordSameAsCurrent: MESSAGES.newPasswordSameAsCurrent,
  usernameAlreadyExists: MESSAGES.usernameAlreadyExists,
  recoveryLinkExpired: MESSAGES.recoveryLinkExpired,
  unauthorized: MESSAGES.errorOccurred,
  forbidden: MESSAGES.accessDenied,
  notFound: MESSAGES.errorOccurred,
  validation: MESSAGES.errorOccurred,
  server: MESSAGES.errorOccurredTryLater,
  chunkLoad: MESSAGES.chunkLoadFailed,
  cssLoad: MESSAGES.cssLoadFailed,
  // Never shown: an aborted call is no failure to the user (spec 001 §8).
  aborted: MESSAGES.errorOccurred,
  unknown: MESSAGES.errorOccurred,
};

/** What an {@link AppError} was made from: the HTTP status (if any) and the parsed error body. */
export interface AppErrorCause {
  readonly status: number | undefined;
  readonly body: unknown;
}

/** Options of the {@link AppError} constructor. */
export interface AppErrorOptions {
  /** The text to show; defaults to {@link APP_ERROR_TEXT} for the code. */
  readonly message?: string;
  /** The server's own message, when the response carried one. */
  readonly serverMessage?: string | undefined;
  readonly cause?: AppErrorCause;
}

/**
 * The one error of the platform: a failed call turned into something the UI can show, with a
 * stable `code`, a catalogue text as `message` and a typed `cause` (the status and the server's body).
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: AppErrorCode;
  readonly serverMessage: string | undefined;
  override readonly cause: AppErrorCause | undefined;

  constructor(code: AppErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? APP_ERROR_TEXT[code]);
    this.code = code;
    this.serverMessage = options.serverMessage;
    this.cause = options.cause;
  }
}

/** What an SDK call resolves to when it fails (`{ data, error, response }` without data). */
export interface FailedResult {
  readonly error?: unknown;
  /** Missing when the request never reached the server. */
  readonly response?: { readonly status: number } | undefined;
}

/** Options of {@link toAppError}. */
export interface ToAppErrorOptions {
  /** Text for failures the catalogue has no specific entry for (e.g. 'unableToChangePassword'). */
  readonly fallback?: MessageKey;
  // spec 000 §8: password assistance and multi-factor calls surface the server's message.
  /** Show the server's message, when there is one, instead of the fallback. */
  readonly surfaceServerMessage?: boolean;
}

const PROVIDER_OLD_PASSWORD = MESSAGES.providerOldPasswordIncorrect.toLowerCase();
const PROVIDER_PASSWORD_IS_CURRENT = MESSAGES.passwordIsCurrent.toLowerCase();
const USERNAME_EXISTS = 'username already exists';

function textField(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Every text of a problem-details or identity-provider error body, most general first. */
function serverTextsOf(body: unknown): string[] {
  if (typeof body === 'string') return body.trim() === '' ? [] : [body];
  const texts = ['message', 'errorSummary', 'detail'].map((key) => textField(body, key));
  if (typeof body === 'object' && body !== null) {
    const causes = (body as Record<string, unknown>)['errorCauses'];
    if (Array.isArray(causes)) for (const cause of causes) texts.push(textField(cause, 'errorSummary'));
  }
  texts.push(textField(body, 'title'));
  return texts.filter((text): text is string => text !== undefined);
}

function statusOf(result: FailedResult): number | undefined {
  const status = result.response?.status;
  return typeof status === 'number' && Number.isFinite(status) && status > 0 ? status : undefined;
}

function isLockedOut(body: unknown, lowerTexts: string): boolean {
  // spec 000 §4: account lockout status LOCKED_OUT (identity-provider transaction status).
  if (textField(body, 'status') === 'LOCKED_OUT') return true;
  if (textField(body, 'errorCode') === 'LOCKED_OUT') return true;
  return lowerTexts.includes('locked_out');
}

/** Anything a call or a write threw, as an {@link AppError} (an AppError stays as it is). Never throws. */
export function asAppError(thrown: unknown): AppError {
  if (thrown instanceof AppError) return thrown;
  return toAppError({ error: thrown instanceof Error || isAbortError(thrown) ? thrown : undefined });
}

/** Maps a failed SDK result to an {@link AppError} following spec 000 §8. Never throws. */
export function toAppError(result: FailedResult, options: ToAppErrorOptions = {}): AppError {
  const body = result.error;
  const status = statusOf(result);
  const texts = serverTextsOf(body);
  // spec 000 §5: otherwise the provider's summary is shown, so the first (most general) text wins.
  const serverMessage = texts[0];
  const cause: AppErrorCause = { status, body };
  const lower = texts.join('\n').toLowerCase();
  const make = (code: AppErrorCode, message: string) => new AppError(code, { message, serverMessage, cause });

  // spec 001 §8: a cancelled request is no failure ('sets an error flag unless the request was cancelled').
  if (isAbortError(body)) return make('aborted', MESSAGES.errorOccurred);
  // spec 000 §8: a call that never reached the server shows 'Unable to connect to the serve'.
  if (status === undefined && (body === undefined || body instanceof Error)) {
    return make('connection', MESSAGES.unableToConnect);
  }
  if (isLockedOut(body, lower)) return make('lockedOut', MESSAGES.lockedOut);
  // spec 000 §8: a server that answers with the lockout text itself is a lockout too.
  if (lower.includes(MESSAGES.lockedOut.toLowerCase().replace(/\.$/, ''))) return make('lockedOut', MESSAGES.lockedOut);
  // spec 000 §8: the provider's 'Old Password is not correct' becomes the incorrect-current-password text.
  if (lower.includes(PROVIDER_OLD_PASSWORD)) return make('incorrectCurrentPassword', MESSAGES.incorrectCurrentPassword);
  // spec 000 §8: the provider's 'Password cannot be your current password' becomes the same-as-current text.
  if (lower.includes(PROVIDER_PASSWORD_IS_CURRENT)) return make('passwordSameAsCurrent', MESSAGES.newPasswordSameAsCurrent);
  if (lower.includes(USERNAME_EXISTS)) return make('usernameAlreadyExists', MESSAGES.usernameAlreadyExists);
  // spec 000 §8: provider texts the catalogue holds word for word keep their own codes.
  if (lower.includes(MESSAGES.passwordComplexity.toLowerCase().replace(/\.$/, ''))) {
    return make('passwordComplexity', MESSAGES.passwordComplexity);
  }
  if (lower.includes(MESSAGES.recoveryLinkExpired.toLowerCase())) return make('recoveryLinkExpired', MESSAGES.recoveryLinkExpired);
  if (lower.includes(MESSAGES.invalidCode.toLowerCase().replace(/\.$/, ''))) return make('invalidCode', MESSAGES.invalidCode);

  const fallbackText = options.fallback === undefined ? undefined : MESSAGES[options.fallback];
  const pick = (generic: string) =>
    options.surfaceServerMessage && serverMessage !== undefined ? serverMessage : (fallbackText ?? generic);

  if (status === undefined) return make('unknown', pick(MESSAGES.errorOccurred));
  if (status === 401) return make('unauthorized', pick(MESSAGES.errorOccurred));
  // spec 000 §8: the general access-denied text is the default.
  if (status === 403) return make('forbidden', pick(MESSAGES.accessDenied));
  if (status === 404) return make('notFound', pick(MESSAGES.errorOccurred));
  if (status === 400 || status === 422) return make('validation', pick(MESSAGES.errorOccurred));
  if (status >= 500) return make('server', pick(MESSAGES.errorOccurredTryLater));
  return make('unknown', pick(MESSAGES.errorOccurred));
}
