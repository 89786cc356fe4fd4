import type { authn, identities } from '@ypo/sdk';
import { MESSAGES, type AppError } from '../messages';
import type { PasswordComplexity } from '../validation/validators';

/** spec 000 §4/§9: the LOCKED_OUT status lasts 10 minutes. */
export const LOCKOUT_MS = 10 * 60 * 1000;
/** spec 000 §4/§9: additional security questions allow 3 attempts. */
export const SECURITY_QUESTION_ATTEMPTS = 3;
/** spec 000 §4/§9: spouse/partner login assistance allows 3 attempts. */
export const SPOUSE_ASSISTANCE_ATTEMPTS = 3;

/** Which login-area journey the machine runs: forgot username, forgot password, or a reset link. */
export type RecoveryFlow = 'username' | 'password' | 'resetLink';

/** What further assistance and spouse/partner assistance recover. */
export type AssistanceKind = 'username' | 'password';

/** How a username or a reset code is delivered (the recovery option / code type). */
export type RecoveryDelivery = 'sms' | 'email';

/** The login-area screens of spec 000 §2 that the recovery journeys move through. */
export type RecoveryStep =
  | 'forgotUsername'
  | 'usernameRecoveryOptions'
  | 'usernameSent'
  | 'forgotPassword'
  | 'recoveryOptions'
  | 'furtherAssistance'
  | 'selectPasswordDeliveryType'
  | 'passwordCodeSent'
  | 'recoveryCodeForm'
  | 'enterResetCode'
  | 'securityQuestion'
  | 'resetPassword'
  | 'resetConfirmation'
  | 'lockedOut'
  | 'contactUs'
  | 'spousePartner';

/** Person found by a recovery look-up (contract `RecoveryPerson`): masked email and phone. */
export type RecoveryPerson = identities.components['schemas']['RecoveryPerson'];

/** Identity-provider recovery transaction status (spec 000 §4; contract `AuthnTransactionStatus`). */
export type AuthnStatus = authn.components['schemas']['AuthnTransactionStatus'];

/** Identity-provider recovery transaction (contract `AuthnTransaction`). */
export type AuthnTransaction = authn.components['schemas']['AuthnTransaction'];

/** The user whose password is being reset, for the complexity rules that exclude names. */
export interface RecoveryUser {
  /** The login name. */
  readonly username?: string;
  /** The first name. */
  readonly firstName?: string;
  /** The last name. */
  readonly lastName?: string;
}

/** State of a recovery journey. */
export interface RecoveryState {
  /** Which journey runs: forgot username, forgot password or a reset link. */
  readonly flow: RecoveryFlow;
  /** The screen shown (spec 000 §2). */
  readonly step: RecoveryStep;
  /** Screens behind the current one, for Back. */
  readonly trail: readonly RecoveryStep[];
  /** What further or spouse/partner assistance recovers; follows the flow at the start. */
  readonly assistance: AssistanceKind;
  /** The person the look-up found (masked email and phone), to choose a delivery. */
  readonly person?: RecoveryPerson;
  /** Where the username or reset code was sent: SMS or email. */
  readonly delivery?: RecoveryDelivery;
  /** The identity provider's recovery transaction token, sent with the next step; cleared when done or locked out. */
  readonly stateToken?: string;
  /** The further security question to answer. */
  readonly question?: string;
  /** The user whose password is reset, for the complexity rules that exclude names. */
  readonly user?: RecoveryUser;
  /** The password complexity rules the new password must meet. */
  readonly complexity?: PasswordComplexity;
  /** A server message to show (username sent, code sent, password assistance). */
  readonly notice?: string;
  /** The error text to show (a catalogue text), if any. */
  readonly error?: string;
  /** Wrong answers to the further security question so far; the 3rd locks the account out (spec 000 §4, §9). */
  readonly answerAttempts: number;
  /** Refused spouse/partner assistance attempts so far; the 3rd goes to contact us (spec 000 §4, §9). */
  readonly spouseAttempts: number;
  /** Epoch ms until which the account is locked out. */
  readonly lockedUntil?: number;
  /** A call is running. */
  readonly isBusy: boolean;
}

/** What happens to a recovery journey: user moves and call results. */
export type RecoveryEvent =
  | { readonly type: 'open'; readonly step: RecoveryStep; readonly assistance?: AssistanceKind }
  | { readonly type: 'back' }
  | { readonly type: 'request' }
  | { readonly type: 'personFound'; readonly person: RecoveryPerson }
  | { readonly type: 'usernameSent'; readonly message?: string | null }
  | { readonly type: 'codeSent'; readonly delivery: RecoveryDelivery; readonly stateToken?: string; readonly message?: string | null }
  | {
      readonly type: 'transaction';
      readonly transaction: AuthnTransaction;
      readonly now: number;
      /** The provider refused the fixed default security answer the app sent for this transaction (spec 000 §5). */
      readonly defaultAnswerRefused?: boolean;
    }
  | { readonly type: 'failed'; readonly error: AppError; readonly now: number };

const FIRST_STEP: Readonly<Record<RecoveryFlow, RecoveryStep>> = {
  username: 'forgotUsername',
  password: 'forgotPassword',
  resetLink: 'recoveryCodeForm',
};

/** The start of a journey: forgot username, forgot password, or the recovery code form of a reset link. */
export function initialRecoveryState(flow: RecoveryFlow): RecoveryState {
  return {
    flow,
    step: FIRST_STEP[flow],
    trail: [],
    assistance: flow === 'username' ? 'username' : 'password',
    answerAttempts: 0,
    spouseAttempts: 0,
    isBusy: false,
  };
}

/** The deliveries the found person can receive (a masked phone or email on file). */
export function deliveriesOf(person: RecoveryPerson | undefined): RecoveryDelivery[] {
  const options: RecoveryDelivery[] = [];
  if (person?.phoneNumber) options.push('sms');
  if (person?.email) options.push('email');
  return options;
}

/** The account is locked out at `now`. */
export function isLockedOut(state: RecoveryState, now: number): boolean {
  return state.lockedUntil !== undefined && now < state.lockedUntil;
}

function moveTo(state: RecoveryState, step: RecoveryStep, patch: Partial<RecoveryState> = {}): RecoveryState {
  const trail = state.step === step ? state.trail : [...state.trail, state.step];
  return { ...state, error: undefined, isBusy: false, step, trail, ...patch };
}

function lockOut(state: RecoveryState, now: number, expiresAt?: string): RecoveryState {
  const until = expiresAt === undefined ? Number.NaN : Date.parse(expiresAt);
  // spec 000 §4: LOCKED_OUT lasts 10 minutes; the provider's expiry wins when it is later than now.
  const lockedUntil = Number.isFinite(until) && until > now ? until : now + LOCKOUT_MS;
  return moveTo(state, 'lockedOut', { lockedUntil, stateToken: undefined, error: MESSAGES.lockedOut });
}

function afterPersonFound(state: RecoveryState): RecoveryStep {
  if (state.step === 'forgotUsername') return 'usernameRecoveryOptions';
  if (state.step === 'forgotPassword') return 'recoveryOptions';
  return state.assistance === 'username' ? 'usernameRecoveryOptions' : 'selectPasswordDeliveryType';
}

function userOf(transaction: AuthnTransaction, previous: RecoveryUser | undefined): RecoveryUser | undefined {
  const profile = transaction._embedded?.user?.profile;
  if (!profile) return previous;
  return { username: profile.login, firstName: profile.firstName, lastName: profile.lastName };
}

/**
 * A failed security answer the provider refused as wrong: not a lockout, an expired transaction, a
 * failed call or an unauthorised one. Counts as one of the 3 attempts.
 */
export function isWrongAnswer(error: AppError): boolean {
  return !['lockedOut', 'connection', 'server', 'recoveryLinkExpired', 'unknown', 'unauthorized'].includes(error.code);
}

function onTransaction(state: RecoveryState, transaction: AuthnTransaction, now: number, defaultAnswerRefused = false): RecoveryState {
  const user = userOf(transaction, state.user);
  const complexity = transaction._embedded?.policy?.complexity ?? state.complexity;
  switch (transaction.status) {
    case 'LOCKED_OUT':
      return lockOut(state, now, transaction.expiresAt);
    case 'RECOVERY':
      return moveTo(state, 'securityQuestion', {
        stateToken: transaction.stateToken,
        question: transaction._embedded?.user?.recovery_question?.question ?? state.question,
        user,
        complexity,
        // spec 000 §5: the app sent the fixed default answer first; the provider counted its refusal
        // as an attempt, so the member has the remaining ones (the question asks without an error).
        answerAttempts: defaultAnswerRefused ? 1 : 0,
      });
    case 'RECOVERY_CHALLENGE':
      return moveTo(state, 'enterResetCode', { stateToken: transaction.stateToken ?? state.stateToken });
    case 'PASSWORD_RESET':
      return moveTo(state, 'resetPassword', { stateToken: transaction.stateToken, user, complexity });
    case 'SUCCESS':
      return moveTo(state, 'resetConfirmation', { stateToken: undefined, notice: MESSAGES.passwordResetDone, trail: [] });
  }
}

function onFailure(state: RecoveryState, error: AppError, now: number): RecoveryState {
  const stay = (message: string, patch: Partial<RecoveryState> = {}) => ({ ...state, ...patch, isBusy: false, error: message });
  if (error.code === 'lockedOut') return lockOut(state, now);
  if (error.code === 'connection' || error.code === 'server') {
    // spec 000 §8: a failed reset shows the generic password-reset (help desk) message.
    return stay(state.step === 'resetPassword' ? MESSAGES.passwordResetContactHelpDesk : error.message);
  }
  const isRefusal = error.code !== 'unknown' && error.code !== 'unauthorized';
  switch (state.step) {
    case 'forgotUsername':
    case 'forgotPassword':
      return stay(error.code === 'notFound' || error.code === 'validation' ? MESSAGES.emailDoesNotMatchRecords : error.message);
    case 'furtherAssistance':
      // spec 000 §8: password assistance surfaces the server's message (made so by the caller).
      return stay(state.assistance === 'username' && error.code === 'notFound' ? MESSAGES.detailsDoNotMatch : error.message);
    case 'spousePartner': {
      if (!isRefusal) return stay(error.message);
      const spouseAttempts = state.spouseAttempts + 1;
      // spec 000 §4/§9: spouse/partner assistance allows 3 attempts, then contact us.
      if (spouseAttempts >= SPOUSE_ASSISTANCE_ATTEMPTS) {
        return moveTo(state, 'contactUs', { spouseAttempts, error: MESSAGES.unableToValidate });
      }
      return stay(MESSAGES.spousePartnerInvalid, { spouseAttempts });
    }
    case 'enterResetCode':
      return stay(error.code === 'recoveryLinkExpired' ? MESSAGES.recoveryLinkExpired : MESSAGES.invalidCode);
    case 'recoveryCodeForm':
      // An unknown, expired or used recovery token all read as the expired-link text.
      return stay(isRefusal ? MESSAGES.recoveryLinkExpired : error.message);
    case 'securityQuestion': {
      if (error.code === 'recoveryLinkExpired') return stay(MESSAGES.recoveryLinkExpired);
      if (!isWrongAnswer(error)) return stay(error.message);
      const answerAttempts = state.answerAttempts + 1;
      // spec 000 §4/§9: additional security questions allow 3 attempts.
      if (answerAttempts >= SECURITY_QUESTION_ATTEMPTS) return lockOut({ ...state, answerAttempts }, now);
      return stay(MESSAGES.invalidTryAgain, { answerAttempts });
    }
    case 'resetPassword':
      if (error.code === 'passwordComplexity' || error.code === 'passwordSameAsCurrent' || error.code === 'recoveryLinkExpired') {
        return stay(error.message);
      }
      return stay(MESSAGES.passwordResetContactHelpDesk);
    default:
      return stay(error.message);
  }
}

/** The recovery state machine (spec 000 §4 Account recovery): a pure reducer. */
export function recoveryReducer(state: RecoveryState, event: RecoveryEvent): RecoveryState {
  switch (event.type) {
    case 'open':
      return moveTo(state, event.step, { assistance: event.assistance ?? state.assistance, notice: undefined });
    case 'back': {
      const previous = state.trail[state.trail.length - 1];
      if (previous === undefined) return state;
      return { ...state, step: previous, trail: state.trail.slice(0, -1), error: undefined, isBusy: false };
    }
    case 'request':
      return { ...state, isBusy: true, error: undefined };
    case 'personFound':
      return moveTo(state, afterPersonFound(state), { person: event.person, notice: event.person.message ?? undefined });
    case 'usernameSent':
      return moveTo(state, 'usernameSent', { notice: event.message ?? undefined });
    case 'codeSent':
      // spec 000 §4: by SMS the code is entered here; by email the code (or link) arrives in the mailbox.
      return moveTo(state, event.delivery === 'sms' ? 'enterResetCode' : 'passwordCodeSent', {
        delivery: event.delivery,
        stateToken: event.stateToken,
        notice: event.message ?? undefined,
      });
    case 'transaction':
      return onTransaction(state, event.transaction, event.now, event.defaultAnswerRefused);
    case 'failed':
      return onFailure(state, event.error, event.now);
  }
}
