// The identity domain: account recovery (openapi/identities.yaml accountRecovery and the identity
// provider's recovery transaction of openapi/authn.yaml), username and password changes, login
// security (multi-factor) and the privacy settings of openapi/profiles.yaml. Recovery runs before
// sign-in (anonymous caller); everything else is per caller.
//
// Sandbox facts (docs/account-and-recovery.md):
// - every code the sandbox "sends" (SMS reset code, multi-factor activation code) is 6 random digits,
//   new for each request, and lands in the outbox (`GET /__sandbox/outbox`, helpers.ts `deliver`);
// - the code (recovery token) of a reset email is a random token, valid 1 hour, single use;
// - the further security question of an account is answered by the fixed default answer the app sends
//   (DEFAULT_SECURITY_ANSWER, spec 000 §5) unless the persona chose their own (`securityAnswer`);
// - the accounts here are the identity provider's too: `verifySignIn` is what the local IdP checks a
//   sign-in against, so a changed or reset password and a changed username count at the next sign-in;
// - 3 wrong codes or answers lock the account out (LOCKED_OUT) for 10 minutes.
import { randomUUID } from 'node:crypto';
import { profiles } from '@ypo/sdk';
import { personaAccounts, signedIn } from '../../idp/accounts.ts';
import type { SignInResult } from '../../idp/accounts.ts';
import { DEFAULT_SECURITY_ANSWER, PERSONA_PASSWORD, findPersonaBySub, findPersonaByUsername, personas } from '../../personas.ts';
import type { Persona } from '../../personas.ts';
import { SandboxError } from '../types.ts';
import type { Caller, OperationHandler, SandboxDomain, SandboxRequest, Store } from '../types.ts';
import { actingPersona, bodyOf, deliver, now, ok, param, randomCode, randomToken, sameId, sliceOf, specError } from '../helpers.ts';

/** The further security question of every persona (the contract's example). */
export const SANDBOX_RECOVERY_QUESTION = 'What is the name of your first stuffed animal?';
/** spec 000 §4/§9: LOCKED_OUT lasts 10 minutes. */
export const LOCKOUT_MS = 10 * 60_000;
/** Wrong codes or answers before the lockout (spec 000 §9: 3 attempts at additional security questions). */
export const MAX_RECOVERY_ATTEMPTS = 3;
/** Life of a recovery transaction (stateToken) and of a reset email's recovery token. */
export const TRANSACTION_MS = 15 * 60_000;
export const RECOVERY_TOKEN_MS = 60 * 60_000;
/** A reset-email recovery token that is always expired (for trying the expired-link text). */
export const EXPIRED_RECOVERY_TOKEN = 'reset-expired';

// Server texts (spec 000 §8), word for word. The app maps them to its catalogue.
export const TEXT = {
  emailDoesNotMatch: 'The email address, as entered, does not match our records.',
  detailsDoNotMatch: 'The Details do not match any user in database',
  spousePartnerInvalid: 'invalid, please retry',
  invalidCode: 'You have entered an invalid code.',
  invalidAnswer: 'Invalid: Please try again',
  linkExpired: 'You have accessed an account recovery link that has expired or been previously used',
  lockedOut: 'Your account is temporarily locked for 10 minutes.',
  complexity: 'The password does not meet the complexity requirements of the current password policy.',
  passwordIsCurrent: 'Password cannot be your current password',
  oldPasswordIncorrect: 'Old Password is not correct',
  usernameExists: 'Username already exists. Please choose another username.',
  // spec 000 §8: "a message when the number is already validated" (wording ours, as the app's catalogue).
  phoneAlreadyValidated: 'This phone number is already validated.',
} as const;

/** The identity provider's password policy (contract `PasswordComplexity`). */
export const PASSWORD_COMPLEXITY = {
  minLength: 10,
  minLowerCase: 1,
  minUpperCase: 1,
  minNumber: 0,
  minSymbol: 0,
  excludeUsername: true,
  excludeAttributes: ['firstName', 'lastName'],
} as const;

/** The security questions to choose from (the contract's list). */
export const SECURITY_QUESTIONS = [
  { question: 'name_of_first_plush_toy', questionText: 'What is the name of your first stuffed animal?' },
  { question: 'first_award', questionText: 'What did you earn your first medal or award for?' },
  { question: 'favorite_security_question', questionText: 'What is your favorite security question?' },
] as const;

type ProfileSchemas = profiles.components['schemas'];
type EmailKey = ProfileSchemas['EmailPreferenceKey'];
type EmailSection = ProfileSchemas['EmailSection'];
type NotificationOption = ProfileSchemas['NotificationOption'];
const { emailPreferenceKeyValues: EMAIL_KEYS, notificationOptionValues: NOTIFICATION_OPTIONS } = profiles;
// spec 002 §9 names the keys and the sections, not which key sits where: the sandbox's choice.
const EMAIL_KEYS_BY_SECTION: Record<EmailSection, readonly EmailKey[]> = {
  'Community Activity': ['ChampionAwards', 'GlobalLeadership', 'ChapterLeadership', 'ForumModerator', 'ForumNewsletter'],
  'Account & Administration': ['MembershipRenewals', 'YPOPolicies', 'MembershipDues', 'AccountChanges'],
  'Board Dashboard': ['OrganizationStrategicEvolution', 'KeyUpdates', 'OfficerEducation', 'OfficerNominations'],
  'Phishing Notifications': ['Membershipsaftey', 'OrganizationCrisis'],
};
const sectionOf = (key: EmailKey): EmailSection =>
  (Object.keys(EMAIL_KEYS_BY_SECTION) as EmailSection[]).find((section) => EMAIL_KEYS_BY_SECTION[section].includes(key)) as EmailSection;
const VISIBILITY_KEYS = ['contactInformation', 'address', 'familyDetails', 'socialNetworks', 'emergencyContact'] as const;

/** A sign-in account of the identity provider (one per persona). */
export interface IdentityAccount {
  identityId: string;
  personaKind: string;
  login: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  /** YYYY-MM-DD (fictional). */
  birthDate: string;
  recoveryQuestion: string;
  recoveryAnswer: string;
  failedAttempts: number;
  /** Epoch ms; null when not locked out. */
  lockedUntil: number | null;
  passwordChanged: string | null;
}

interface RecoveryTransaction {
  stateToken: string;
  identityId: string;
  /** challenge: SMS code expected; recovery: security answer expected; passwordReset: new password expected. */
  stage: 'challenge' | 'recovery' | 'passwordReset';
  expiresAt: number;
  /** The SMS code sent for the challenge stage. */
  code?: string;
}

interface RecoveryLink {
  identityId: string;
  expiresAt: number;
  isUsed: boolean;
}

interface PhoneFactor {
  countryCode: string;
  phoneNumber: string;
}

/** A person's multi-factor enrolment. */
export interface FactorRecord {
  isAmfaGroup: boolean;
  sms: { active: PhoneFactor | null; pending: PhoneFactor | null };
  email: { isActive: boolean; isPending: boolean };
  question: { active: { question: string; answer: string } | null };
  /** Numbers confirmed once: saving one of them again is active at once (spec 000 §4). */
  validatedPhones: string[];
}

interface PrivacyRecord {
  notifications: { communityId: string; name: string; communityType: string; notificationOption: NotificationOption }[];
  email: { key: EmailKey; frequency: ProfileSchemas['EmailFrequency']; section: EmailSection }[];
  visibility: { key: string; isVisible: boolean }[];
}

/** `store.identity`. */
export interface IdentitySlice {
  accounts: Record<string, IdentityAccount>;
  transactions: Record<string, RecoveryTransaction>;
  recoveryTokens: Record<string, RecoveryLink>;
  factors: Record<string, FactorRecord>;
  privacy: Record<string, PrivacyRecord>;
  /** The activation code last sent for a pending factor, by `<person id>:<factor type>`. */
  activationCodes: Record<string, string>;
}

// --- seeding ---

function phoneOf(persona: Persona, index: number): string {
  // Personas with the 5d1f6a2e-... ids get 55501001NN from their number; the others 555010015N.
  const match = /^5d1f6a2e-.*-0a00000000(\d\d)$/i.exec(persona.personId);
  return `55501001${match ? match[1] : String(50 + index).padStart(2, '0')}`;
}

function birthDateOf(index: number): string {
  if (index === 0) return '1979-05-14'; // Amara, as the contract's example
  const year = 1958 + ((index * 7) % 30);
  const month = ((index * 5) % 12) + 1;
  const day = ((index * 11) % 28) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function accountOf(persona: Persona, index: number): IdentityAccount {
  return {
    identityId: persona.personId,
    personaKind: persona.kind,
    login: persona.username,
    password: PERSONA_PASSWORD,
    firstName: persona.givenName,
    lastName: persona.familyName,
    email: persona.email,
    countryCode: '1',
    phoneNumber: phoneOf(persona, index),
    birthDate: birthDateOf(index),
    recoveryQuestion: SANDBOX_RECOVERY_QUESTION,
    recoveryAnswer: persona.securityAnswer ?? DEFAULT_SECURITY_ANSWER,
    failedAttempts: 0,
    lockedUntil: null,
    passwordChanged: null,
  };
}

function defaultFactors(personId: string): FactorRecord {
  const isAmara = sameId(personId, personas[0]?.personId);
  // Amara has SMS and email (the contract's example); everybody else email only.
  return {
    isAmfaGroup: false,
    sms: { active: isAmara ? { countryCode: '1', phoneNumber: '5550100101' } : null, pending: null },
    email: { isActive: true, isPending: false },
    question: { active: null },
    validatedPhones: isAmara ? ['15550100101'] : [],
  };
}

function defaultPrivacy(persona: Persona | undefined): PrivacyRecord {
  const communities = (persona?.permissionsResult.communities ?? []).filter((c) => c.communityType !== 'home');
  return {
    notifications: communities.map((c, i) => ({
      communityId: c.communityId,
      name: c.name,
      communityType: c.communityType,
      // All Community Conversations, New Activity, Don't Notify me in turn.
      notificationOption: NOTIFICATION_OPTIONS[[4, 2, 0][i % 3] as number] as NotificationOption,
    })),
    email: EMAIL_KEYS.map((key, i) => ({ key, frequency: (i % 4) as ProfileSchemas['EmailFrequency'], section: sectionOf(key) })),
    visibility: VISIBILITY_KEYS.map((key) => ({ key, isVisible: key === 'contactInformation' || key === 'socialNetworks' })),
  };
}

function seedIdentity(store: Store): void {
  const accounts: Record<string, IdentityAccount> = {};
  const factors: Record<string, FactorRecord> = {};
  const privacy: Record<string, PrivacyRecord> = {};
  personas.forEach((persona, index) => {
    const id = persona.personId.toLowerCase();
    accounts[id] = accountOf(persona, index);
    factors[id] = defaultFactors(id);
    privacy[id] = defaultPrivacy(persona);
  });
  const amara = personas[0]?.personId.toLowerCase() ?? '';
  store.identity = {
    accounts,
    transactions: {},
    // An always-expired link, to try the expired-link text.
    recoveryTokens: { [EXPIRED_RECOVERY_TOKEN]: { identityId: amara, expiresAt: 0, isUsed: true } },
    factors,
    privacy,
    activationCodes: {},
  } satisfies IdentitySlice;
}

// --- helpers ---

function slice(store: Store): IdentitySlice {
  return sliceOf<IdentitySlice>(store, 'identity');
}

const lower = (text: string | undefined | null) => (text ?? '').trim().toLowerCase();
const digits = (text: string) => text.replace(/[^A-Za-z0-9]/g, '');

/** 'amara.okafor@harborcity.example' -> 'a**********r@harborcity.example' (the contract's masking). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}**********${local.slice(-1)}@${domain}`;
}

/** '5550100101' -> '*******0101'. */
export function maskPhone(phoneNumber: string): string {
  return `*******${phoneNumber.slice(-4)}`;
}

function personOf(account: IdentityAccount) {
  return {
    identityId: account.identityId,
    firstName: account.firstName,
    lastName: account.lastName,
    email: maskEmail(account.email),
    countryCode: account.countryCode,
    phoneNumber: maskPhone(account.phoneNumber),
  };
}

function accountById(store: Store, identityId: string): IdentityAccount {
  const account = slice(store).accounts[identityId.toLowerCase()];
  if (!account) throw new SandboxError(404, 'Not Found', { detail: 'No identity with this id.' });
  return account;
}

function matchesPhone(account: IdentityAccount, phone: string): boolean {
  const wanted = digits(phone);
  return wanted === account.phoneNumber || wanted === `${account.countryCode}${account.phoneNumber}`;
}

const timeIso = (ms: number) => new Date(ms).toISOString();

/** Clears an elapsed lockout; true while the account is locked out. */
function isLocked(account: IdentityAccount, at: number): boolean {
  if (account.lockedUntil !== null && at >= account.lockedUntil) {
    account.lockedUntil = null;
    account.failedAttempts = 0;
  }
  return account.lockedUntil !== null;
}

function lockedOutAnswer(account: IdentityAccount) {
  return ok({ status: 'LOCKED_OUT', expiresAt: timeIso(account.lockedUntil ?? Date.now() + LOCKOUT_MS), recoveryType: 'UNLOCK' });
}

/** A wrong code or answer: counts it and locks out at the limit (then answers LOCKED_OUT). */
function wrongAttempt(store: Store, account: IdentityAccount, transaction: RecoveryTransaction, text: string) {
  account.failedAttempts += 1;
  if (account.failedAttempts >= MAX_RECOVERY_ATTEMPTS) {
    account.lockedUntil = Date.now() + LOCKOUT_MS;
    delete slice(store).transactions[transaction.stateToken];
    return lockedOutAnswer(account);
  }
  throw specError(403, text);
}

function send(store: Store, to: string, channel: 'sms' | 'email', text: string, code?: string): void {
  deliver(store, { to, channel, text, ...(code === undefined ? {} : { code }) });
}

// A store from a snapshot of before the random codes has no activationCodes yet.
const activationCodesOf = (store: Store) => (slice(store).activationCodes ??= {});

/** Sends a new random activation code for a pending factor; it replaces the one sent before. */
function sendActivationCode(store: Store, personId: string, factorType: 'sms' | 'email', to: string): void {
  const code = randomCode();
  activationCodesOf(store)[`${personId.toLowerCase()}:${factorType}`] = code;
  send(store, to, factorType, `Your activation code is ${code}.`, code);
}

function userOf(account: IdentityAccount) {
  return {
    id: account.identityId,
    ...(account.passwordChanged ? { passwordChanged: account.passwordChanged } : {}),
    profile: { login: account.login, firstName: account.firstName, lastName: account.lastName },
  };
}

function transactionAnswer(account: IdentityAccount, transaction: RecoveryTransaction) {
  const base = { stateToken: transaction.stateToken, expiresAt: timeIso(transaction.expiresAt), recoveryType: 'PASSWORD' };
  if (transaction.stage === 'challenge') return { ...base, status: 'RECOVERY_CHALLENGE', factorType: 'SMS', factorResult: 'WAITING' };
  if (transaction.stage === 'recovery') {
    return {
      ...base,
      status: 'RECOVERY',
      factorResult: 'SUCCESS',
      _embedded: { user: { ...userOf(account), recovery_question: { question: account.recoveryQuestion } } },
    };
  }
  return { ...base, status: 'PASSWORD_RESET', _embedded: { user: userOf(account), policy: { complexity: { ...PASSWORD_COMPLEXITY, excludeAttributes: [...PASSWORD_COMPLEXITY.excludeAttributes] } } } };
}

function openTransaction(store: Store, account: IdentityAccount, stage: RecoveryTransaction['stage']): RecoveryTransaction {
  const transaction: RecoveryTransaction = {
    stateToken: `00${randomUUID().replace(/-/g, '')}`,
    identityId: account.identityId,
    stage,
    expiresAt: Date.now() + TRANSACTION_MS,
  };
  slice(store).transactions[transaction.stateToken] = transaction;
  return transaction;
}

/** The transaction of a stateToken, or the expired-link refusal. */
function transactionOf(store: Store, stateToken: string | undefined): { transaction: RecoveryTransaction; account: IdentityAccount } {
  const transaction = stateToken ? slice(store).transactions[stateToken] : undefined;
  if (!transaction || Date.now() >= transaction.expiresAt) {
    if (transaction) delete slice(store).transactions[transaction.stateToken];
    throw specError(403, TEXT.linkExpired);
  }
  return { transaction, account: accountById(store, transaction.identityId) };
}

/** spec 000 §5: at least 10 characters, upper, lower, number or special; not the username, first or last name. */
export function complexityFailure(password: string, account: Pick<IdentityAccount, 'login' | 'firstName' | 'lastName'>): boolean {
  if ([...password].length < PASSWORD_COMPLEXITY.minLength) return true;
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password) || !/\p{N}|[^\p{L}\p{N}\s]/u.test(password)) return true;
  const text = password.toLowerCase();
  return [account.login.split('@')[0], account.firstName, account.lastName].some((part) => lower(part) !== '' && text.includes(lower(part)));
}

// --- sign-in (the local identity provider's account store) ---

/**
 * Checks a sign-in against the accounts of the store (the local IdP's account store when it runs with
 * the sandbox): the current login (case-insensitive) and the current password, so a changed username or
 * a changed or reset password counts at once and the old one no longer does. A persona not assigned to
 * the app gets 'notAssigned' once the password is right (spec 000 §5).
 */
export function verifySignIn(store: Store, username: string, password: string): SignInResult {
  const wanted = lower(username);
  const { accounts } = slice(store);
  const account = wanted === '' ? undefined : Object.values(accounts).find((a) => lower(a.login) === wanted);
  if (!account) {
    // A persona the store has no account for (a snapshot written before the persona was added) signs in as documented.
    const persona = findPersonaByUsername(username);
    return persona && !accounts[persona.personId.toLowerCase()] ? personaAccounts.verify(username, password) : { status: 'invalid' };
  }
  if (password === '' || password !== account.password) return { status: 'invalid' };
  return signedIn(findPersonaBySub(account.identityId), account.identityId);
}

// --- account recovery (identities.yaml, anonymous) ---

const getRecoveryPersonName: OperationHandler = (request, _caller, store) => {
  const email = lower(param(request, 'email'));
  const account = Object.values(slice(store).accounts).find((a) => lower(a.email) === email);
  if (!account) throw specError(404, TEXT.emailDoesNotMatch);
  return ok(personOf(account));
};

function byDetails(store: Store, request: SandboxRequest): IdentityAccount[] {
  const lastName = lower(param(request, 'lastName'));
  const birthDate = param(request, 'birthDate').trim();
  return Object.values(slice(store).accounts).filter((a) => lower(a.lastName) === lastName && a.birthDate === birthDate);
}

const getUsernameAssistance: OperationHandler = (request, _caller, store) => {
  const [account] = byDetails(store, request);
  if (!account) throw specError(404, TEXT.detailsDoNotMatch);
  return ok(personOf(account));
};

const getPasswordAssistance: OperationHandler = (request, _caller, store) => {
  const phone = request.params.phone;
  const account = byDetails(store, request).find((a) => phone === undefined || matchesPhone(a, phone));
  // spec 000 §8: password assistance surfaces the server's message.
  if (!account) throw specError(404, TEXT.detailsDoNotMatch);
  return ok(personOf(account));
};

const getRecoveryTypeAssistance: OperationHandler = (request, _caller, store) => {
  const urlRecoveryType = lower(param(request, 'urlRecoveryType'));
  const recoveryType = lower(param(request, 'recoveryType'));
  if (recoveryType !== 'username' && recoveryType !== 'password') {
    throw new SandboxError(400, 'Bad Request', { detail: 'recoveryType must be username or password.' });
  }
  const firstName = lower(param(request, 'firstName'));
  const lastName = lower(param(request, 'lastName'));
  const phone = param(request, 'phone');
  const account = Object.values(slice(store).accounts).find(
    (a) =>
      lower(a.firstName) === firstName &&
      lower(a.lastName) === lastName &&
      matchesPhone(a, phone) &&
      // The spouse/partner pages find spouse/partner accounts only.
      (urlRecoveryType !== 'spouse' || a.personaKind === 'spouse-partner'),
  );
  // spec 000 §8: an 'invalid, please retry' message for spouse/partner assistance.
  if (!account) throw specError(404, TEXT.spousePartnerInvalid);
  return ok(personOf(account));
};

const recoverUsername: OperationHandler = (request, _caller, store) => {
  const account = accountById(store, param(request, 'identityId'));
  const option = lower(param(request, 'option'));
  if (option !== 'email' && option !== 'sms') throw new SandboxError(400, 'Bad Request', { detail: 'option must be email or sms.' });
  const to = option === 'sms' ? maskPhone(account.phoneNumber) : maskEmail(account.email);
  send(store, option === 'sms' ? account.phoneNumber : account.email, option, `Your username is ${account.login}.`);
  return ok({ identityId: account.identityId, option, message: `Your username has been sent to ${to}.` });
};

function startPasswordRecovery(store: Store, identityId: string, codeType: string) {
  const account = accountById(store, identityId);
  if (codeType !== 'email' && codeType !== 'sms') throw new SandboxError(400, 'Bad Request', { detail: 'codeType must be sms or email.' });
  if (isLocked(account, Date.now())) throw specError(403, TEXT.lockedOut);
  if (codeType === 'sms') {
    const transaction = openTransaction(store, account, 'challenge');
    transaction.code = randomCode();
    send(store, account.phoneNumber, 'sms', `Your reset code is ${transaction.code}.`, transaction.code);
    return ok({
      identityId: account.identityId,
      codeType,
      stateToken: transaction.stateToken,
      message: `A reset code has been sent to ${maskPhone(account.phoneNumber)}.`,
    });
  }
  const token = randomToken();
  slice(store).recoveryTokens[token] = { identityId: account.identityId, expiresAt: Date.now() + RECOVERY_TOKEN_MS, isUsed: false };
  send(store, account.email, 'email', `Your password reset code is ${token}.`, token);
  return ok({ identityId: account.identityId, codeType, message: `A password reset link has been sent to ${maskEmail(account.email)}.` });
}

const recoverPassword: OperationHandler = (request, _caller, store) => startPasswordRecovery(store, param(request, 'identityId'), 'email');

const recoverPasswordByCodeType: OperationHandler = (request, _caller, store) =>
  startPasswordRecovery(store, param(request, 'identityId'), lower(param(request, 'codeType')));

// --- identity provider recovery transaction (authn.yaml, anonymous) ---

const verifyRecoveryToken: OperationHandler = (request, _caller, store) => {
  const { recoveryToken } = bodyOf<{ recoveryToken: string }>(request);
  const link = recoveryToken ? slice(store).recoveryTokens[recoveryToken.trim()] : undefined;
  // spec 000 §8: an expired or used link.
  if (!link || link.isUsed || Date.now() >= link.expiresAt) throw specError(403, TEXT.linkExpired);
  const account = accountById(store, link.identityId);
  if (isLocked(account, Date.now())) return lockedOutAnswer(account);
  link.isUsed = true;
  return ok(transactionAnswer(account, openTransaction(store, account, 'recovery')));
};

const verifyRecoverySmsFactor: OperationHandler = (request, _caller, store) => {
  const { passCode, stateToken } = bodyOf<{ passCode: string; stateToken: string }>(request);
  const { transaction, account } = transactionOf(store, stateToken);
  if (isLocked(account, Date.now())) return lockedOutAnswer(account);
  if (transaction.stage !== 'challenge') throw specError(403, TEXT.linkExpired);
  if (!transaction.code || (passCode ?? '').trim() !== transaction.code) return wrongAttempt(store, account, transaction, TEXT.invalidCode);
  // spec 000 §4: by SMS the entered code leads straight to the new password.
  account.failedAttempts = 0;
  transaction.stage = 'passwordReset';
  return ok(transactionAnswer(account, transaction));
};

const answerRecoveryQuestion: OperationHandler = (request, _caller, store) => {
  const { answer, stateToken } = bodyOf<{ answer: string; stateToken: string }>(request);
  const { transaction, account } = transactionOf(store, stateToken);
  if (isLocked(account, Date.now())) return lockedOutAnswer(account);
  if (transaction.stage !== 'recovery') throw specError(403, TEXT.linkExpired);
  if (lower(answer) !== lower(account.recoveryAnswer)) return wrongAttempt(store, account, transaction, TEXT.invalidAnswer);
  account.failedAttempts = 0;
  transaction.stage = 'passwordReset';
  return ok(transactionAnswer(account, transaction));
};

const resetPassword: OperationHandler = (request, _caller, store) => {
  const { newPassword = '', stateToken } = bodyOf<{ newPassword: string; stateToken: string }>(request);
  const { transaction, account } = transactionOf(store, stateToken);
  if (isLocked(account, Date.now())) return lockedOutAnswer(account);
  if (transaction.stage !== 'passwordReset') throw specError(403, TEXT.linkExpired);
  if (newPassword === account.password) throw specError(403, TEXT.passwordIsCurrent);
  if (complexityFailure(newPassword, account)) throw specError(403, TEXT.complexity);
  account.password = newPassword;
  account.passwordChanged = now(store);
  delete slice(store).transactions[transaction.stateToken];
  return ok({
    expiresAt: timeIso(Date.now() + TRANSACTION_MS),
    status: 'SUCCESS',
    sessionToken: `20111${randomUUID().replace(/-/g, '')}`,
    _embedded: { user: userOf(account) },
  });
};

// --- username and password (identities.yaml, signed in) ---

/** The caller's account, when `login` is one of the caller's own names (current or sign-in name). */
function ownAccount(store: Store, caller: Caller, login: string): IdentityAccount {
  const account = slice(store).accounts[caller.personId.toLowerCase()];
  const persona = actingPersona(caller);
  if (!account || (lower(login) !== lower(account.login) && lower(login) !== lower(persona?.username))) {
    throw new SandboxError(403, 'Forbidden', { detail: 'You may change only your own login.' });
  }
  return account;
}

const changeUsername: OperationHandler = (request, caller, store) => {
  const account = ownAccount(store, caller, param(request, 'login'));
  const username = param(request, 'username');
  const taken = Object.values(slice(store).accounts).some(
    (other) => lower(other.login) === lower(username) || (other !== account && lower(other.login.replace(/\./g, '_')) === lower(username)),
  );
  // spec 000 §5/§8: duplicates give 'Username already exists'.
  if (taken) throw specError(409, TEXT.usernameExists);
  const previous = account.login;
  account.login = username;
  return ok({ login: previous, username });
};

const updatePassword: OperationHandler = (request, caller, store) => {
  const account = ownAccount(store, caller, param(request, 'login'));
  const { currentPassword = '', newPassword = '' } = bodyOf<{ currentPassword: string; newPassword: string }>(request);
  // spec 000 §8: the provider's own texts; the app maps them to its catalogue.
  if (currentPassword !== account.password) throw specError(409, TEXT.oldPasswordIncorrect);
  if (newPassword === account.password) throw specError(409, TEXT.passwordIsCurrent);
  if (complexityFailure(newPassword, account)) throw specError(409, TEXT.complexity);
  account.password = newPassword;
  account.passwordChanged = now(store);
  return ok({ login: account.login, passwordChanged: account.passwordChanged });
};

// --- login security (identities.yaml, signed in) ---

function factorsOf(store: Store, caller: Caller): FactorRecord {
  const id = caller.personId.toLowerCase();
  const factors = slice(store).factors;
  return (factors[id] ??= defaultFactors(id));
}

const questionText = (key: string) => SECURITY_QUESTIONS.find((q) => q.question === key)?.questionText ?? key;

function smsFactor(record: FactorRecord) {
  const { active, pending } = record.sms;
  if (pending) return { factorType: 'sms', status: 'PENDING_ACTIVATION', isEnabled: true, inEditMode: true, isActivationCodeSent: true, ...pending };
  if (active) return { factorType: 'sms', status: 'ACTIVE', isEnabled: true, inEditMode: false, isActivationCodeSent: false, ...active };
  return { factorType: 'sms', isEnabled: false, inEditMode: false, isActivationCodeSent: false };
}

function emailFactor(record: FactorRecord) {
  if (record.email.isPending) return { factorType: 'email', status: 'PENDING_ACTIVATION', isEnabled: true, inEditMode: true, isActivationCodeSent: true };
  if (record.email.isActive) return { factorType: 'email', status: 'ACTIVE', isEnabled: true, inEditMode: false, isActivationCodeSent: false };
  return { factorType: 'email', isEnabled: false, inEditMode: false, isActivationCodeSent: false };
}

function questionFactor(record: FactorRecord) {
  const active = record.question.active;
  if (!active) return { factorType: 'question', isEnabled: false, inEditMode: false, isActivationCodeSent: false };
  return {
    factorType: 'question',
    status: 'ACTIVE',
    isEnabled: true,
    inEditMode: false,
    isActivationCodeSent: false,
    question: active.question,
    questionText: questionText(active.question),
  };
}

function factorAnswer(record: FactorRecord, factorType: string) {
  if (factorType === 'sms') return smsFactor(record);
  if (factorType === 'email') return emailFactor(record);
  return questionFactor(record);
}

function settingsOf(record: FactorRecord) {
  return { isAmfaGroup: record.isAmfaGroup, factors: [smsFactor(record), emailFactor(record), questionFactor(record)] };
}

type FactorBody = { factorType: 'sms' | 'email' | 'question'; countryCode?: string; phoneNumber?: string; question?: string; answer?: string; passCode?: string };

const getMultiFactorsByUser: OperationHandler = (_request, caller, store) => ok(settingsOf(factorsOf(store, caller)));

const saveMultiFactorAuthByUser: OperationHandler = (request, caller, store) => {
  const record = factorsOf(store, caller);
  const body = bodyOf<FactorBody>(request);
  const account = slice(store).accounts[caller.personId.toLowerCase()];
  if (body.factorType === 'sms') {
    const countryCode = digits(body.countryCode ?? '');
    const phoneNumber = digits(body.phoneNumber ?? '');
    if (!countryCode || !phoneNumber) {
      throw new SandboxError(400, 'Bad Request', { detail: 'countryCode and phoneNumber are required for an SMS factor.', extra: { message: 'Please enter your phone number.' } });
    }
    const number = `${countryCode}${phoneNumber}`;
    const active = record.sms.active;
    if (active && `${active.countryCode}${active.phoneNumber}` === number && !record.sms.pending) throw specError(422, TEXT.phoneAlreadyValidated);
    if (record.validatedPhones.includes(number)) {
      // spec 000 §4: a number validated before is active at once (the app marks the phone validated).
      record.sms = { active: { countryCode, phoneNumber }, pending: null };
    } else {
      record.sms.pending = { countryCode, phoneNumber };
      sendActivationCode(store, caller.personId, 'sms', number);
    }
    return ok(smsFactor(record));
  }
  if (body.factorType === 'email') {
    record.email.isPending = true;
    sendActivationCode(store, caller.personId, 'email', account?.email ?? caller.persona.email);
    return ok(emailFactor(record));
  }
  const question = body.question ?? '';
  if (!SECURITY_QUESTIONS.some((q) => q.question === question) || !(body.answer ?? '').trim()) {
    throw new SandboxError(400, 'Bad Request', { detail: 'A known question and an answer are required for a question factor.' });
  }
  // spec 000 §4 (contract): a question factor is active at once.
  record.question.active = { question, answer: (body.answer ?? '').trim() };
  return ok(questionFactor(record));
};

function pendingOrRefuse(record: FactorRecord, factorType: string): void {
  const isPending = factorType === 'sms' ? record.sms.pending !== null : factorType === 'email' ? record.email.isPending : false;
  if (!isPending) throw new SandboxError(400, 'Bad Request', { detail: 'No activation code is pending for this factor.', extra: { message: 'No activation code is pending for this option.' } });
}

const resendMultiFactorPasscode: OperationHandler = (request, caller, store) => {
  const record = factorsOf(store, caller);
  const { factorType = 'sms' } = bodyOf<FactorBody>(request);
  pendingOrRefuse(record, factorType);
  const pending = record.sms.pending;
  const email = slice(store).accounts[caller.personId.toLowerCase()]?.email ?? caller.persona.email;
  if (factorType === 'sms' && pending) sendActivationCode(store, caller.personId, 'sms', `${pending.countryCode}${pending.phoneNumber}`);
  else sendActivationCode(store, caller.personId, 'email', email);
  return ok(factorAnswer(record, factorType));
};

const confirmMultiFactorPasscode: OperationHandler = (request, caller, store) => {
  const record = factorsOf(store, caller);
  const { factorType = 'sms', passCode } = bodyOf<FactorBody>(request);
  pendingOrRefuse(record, factorType);
  // spec 000 §8: multi-factor calls surface the server message.
  const codeKey = `${caller.personId.toLowerCase()}:${factorType}`;
  const expected = activationCodesOf(store)[codeKey];
  if (!expected || (passCode ?? '').trim() !== expected) throw specError(403, TEXT.invalidCode);
  delete activationCodesOf(store)[codeKey];
  if (factorType === 'sms' && record.sms.pending) {
    const pending = record.sms.pending;
    record.sms = { active: pending, pending: null };
    const number = `${pending.countryCode}${pending.phoneNumber}`;
    if (!record.validatedPhones.includes(number)) record.validatedPhones.push(number);
  } else {
    record.email = { isActive: true, isPending: false };
  }
  return ok(factorAnswer(record, factorType));
};

const deleteMultiFactorAuth: OperationHandler = (request, caller, store) => {
  const record = factorsOf(store, caller);
  const { factorType } = bodyOf<FactorBody>(request);
  // A pending factor is removed first (spec 000 §4, on load); otherwise the active one.
  if (factorType === 'sms') {
    if (record.sms.pending) record.sms.pending = null;
    else record.sms.active = null;
  } else if (factorType === 'email') {
    if (record.email.isPending) record.email.isPending = false;
    else record.email.isActive = false;
  } else {
    record.question.active = null;
  }
  return ok(settingsOf(record));
};

// --- privacy settings (profiles.yaml, signed in) ---

function privacyOf(store: Store, caller: Caller): PrivacyRecord {
  const id = caller.personId.toLowerCase();
  const privacy = slice(store).privacy;
  return (privacy[id] ??= defaultPrivacy(actingPersona(caller)));
}

/** The body's personId must be the caller's (the acting member's). */
function ownBody<T extends { personId?: string }>(request: SandboxRequest, caller: Caller): Partial<T> {
  const body = bodyOf<T>(request);
  if (!sameId(body.personId, caller.personId)) throw new SandboxError(403, 'Forbidden', { detail: 'You may change only your own settings.' });
  return body;
}

const unknownKeys = (field: string, keys: string[]) =>
  new SandboxError(422, 'Unprocessable Entity', { detail: `Unknown ${field}: ${keys.join(', ')}.`, errors: { [field]: keys.map((k) => `${k} is unknown`) } });

const getNotificationSettings: OperationHandler = (_request, caller, store) =>
  ok({ personId: caller.personId, communities: privacyOf(store, caller).notifications });

const saveNotificationSettings: OperationHandler = (request, caller, store) => {
  const body = ownBody<ProfileSchemas['NotificationSettings']>(request, caller);
  const record = privacyOf(store, caller);
  const unknown = (body.communities ?? []).filter((c) => !record.notifications.some((n) => sameId(n.communityId, c.communityId)));
  if (unknown.length > 0) throw unknownKeys('communities', unknown.map((c) => c.communityId));
  for (const change of body.communities ?? []) {
    const setting = record.notifications.find((n) => sameId(n.communityId, change.communityId));
    if (setting) setting.notificationOption = change.notificationOption;
  }
  return ok({ personId: caller.personId, communities: record.notifications });
};

const getVisibilitySettings: OperationHandler = (_request, caller, store) =>
  ok({ personId: caller.personId, visibilitySettings: privacyOf(store, caller).visibility });

const saveVisibilitySettings: OperationHandler = (request, caller, store) => {
  const body = ownBody<ProfileSchemas['VisibilitySettings']>(request, caller);
  const record = privacyOf(store, caller);
  const unknown = (body.visibilitySettings ?? []).filter((s) => !record.visibility.some((v) => v.key === s.key));
  if (unknown.length > 0) throw unknownKeys('visibilitySettings', unknown.map((s) => s.key));
  for (const change of body.visibilitySettings ?? []) {
    const setting = record.visibility.find((v) => v.key === change.key);
    if (setting) setting.isVisible = change.isVisible;
  }
  return ok({ personId: caller.personId, visibilitySettings: record.visibility });
};

const getEmailSettings: OperationHandler = (_request, caller, store) =>
  ok({ personId: caller.personId, communicationPreferences: privacyOf(store, caller).email });

const saveEmailSettings: OperationHandler = (request, caller, store) => {
  const body = ownBody<ProfileSchemas['EmailSettings']>(request, caller);
  const record = privacyOf(store, caller);
  for (const change of body.communicationPreferences ?? []) {
    const setting = record.email.find((e) => e.key === change.key);
    if (setting) setting.frequency = change.frequency;
  }
  return ok({ personId: caller.personId, communicationPreferences: record.email });
};

/** The `identity` domain: recovery, account settings, login security and privacy settings. */
export const identityDomain: SandboxDomain = {
  name: 'identity',
  seed: seedIdentity,
  handlers: {
    getRecoveryPersonName,
    getUsernameAssistance,
    recoverUsername,
    getPasswordAssistance,
    getPasswordAssistanceWithPhone: getPasswordAssistance,
    getRecoveryTypeAssistance,
    recoverPassword,
    recoverPasswordByCodeType,
    verifyRecoveryToken,
    verifyRecoverySmsFactor,
    answerRecoveryQuestion,
    resetPassword,
    changeUsername,
    updatePassword,
    getMultiFactorsByUser,
    getAllSecurityQuestions: () => ok(SECURITY_QUESTIONS.map((q) => ({ ...q }))),
    getPasswordPolicySettings: () => ok({ complexity: { ...PASSWORD_COMPLEXITY, excludeAttributes: [...PASSWORD_COMPLEXITY.excludeAttributes] } }),
    saveMultiFactorAuthByUser,
    resendMultiFactorPasscode,
    confirmMultiFactorPasscode,
    deleteMultiFactorAuth,
    getNotificationSettings,
    saveNotificationSettings,
    getVisibilitySettings,
    saveVisibilitySettings,
    getEmailSettings,
    saveEmailSettings,
  },
};
