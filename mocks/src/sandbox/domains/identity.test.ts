// The identity domain, called directly: every answer (errors included) is checked against the
// contracts (identities.yaml, authn.yaml, profiles.yaml).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeContracts } from '../../contracts.ts';
import { DEFAULT_SECURITY_ANSWER, PERSONA_PASSWORD, findPersonaByKind } from '../../personas.ts';
import { expectMatchesContract, expectRequestMatchesContract } from '../contract-assert.ts';
import { ANONYMOUS_PERSONA, problemBody } from '../core.ts';
import { readOutbox } from '../helpers.ts';
import { createRng } from '../rng.ts';
import { OperationIndex } from '../router.ts';
import type { OpenApiDocument } from '../router.ts';
import { SandboxError } from '../types.ts';
import type { Caller, SandboxRequest, Store } from '../types.ts';
import { ContractValidator } from '../validate.ts';
import {
  EXPIRED_RECOVERY_TOKEN,
  LOCKOUT_MS,
  TEXT,
  complexityFailure,
  identityDomain,
  maskEmail,
  maskPhone,
  verifySignIn,
} from './identity.ts';
import type { IdentitySlice } from './identity.ts';

const doc = mergeContracts() as OpenApiDocument;
const operations = new OperationIndex(doc);
const validator = new ContractValidator(doc);

function callerOf(kind: string): Caller {
  const persona = findPersonaByKind(kind);
  if (!persona) throw new Error(`no persona ${kind}`);
  return { persona, personId: persona.personId };
}
const anonymous: Caller = { persona: ANONYMOUS_PERSONA, personId: ANONYMOUS_PERSONA.personId };
const amara = callerOf('member');
const daniel = callerOf('spouse-partner');
const bruno = callerOf('chapter-manager');

let store: Store;
/** The code of the newest message in the outbox (to `to` when given). */
const lastCode = (to?: string) => readOutbox(store, to)[0]?.code ?? '';
beforeEach(() => {
  store = {};
  identityDomain.seed(store, createRng('test').fork('identity'));
});
afterEach(() => {
  vi.useRealTimers();
});

type Options = { params?: Record<string, string>; body?: unknown; caller?: Caller };

function request(operationId: string, options: Options): SandboxRequest {
  if (options.body !== undefined) expectRequestMatchesContract(operationId, options.body);
  return { method: 'GET', operationPath: '', operationId, params: options.params ?? {}, query: new URLSearchParams(), body: options.body, headers: {} };
}

/** Calls a handler; its answer (or its error as the core's problem body) must match the contract. */
async function answer(operationId: string, options: Options = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const handler = identityDomain.handlers[operationId];
  if (!handler) throw new Error(`no handler ${operationId}`);
  const operation = operations.byId.get(operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  try {
    const response = await handler(request(operationId, options), options.caller ?? anonymous, store);
    expectMatchesContract(operationId, response.status, response.body);
    return { status: response.status, body: response.body as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    const body = problemBody(error.status, error.detail ?? error.message, { ...(error.errors ? { errors: error.errors } : {}), ...(error.extra ?? {}) });
    expect(validator.validateResponse(operation, error.status, { body })).toEqual([]);
    return { status: error.status, body };
  }
}

async function call<T = Record<string, unknown>>(operationId: string, options: Options = {}): Promise<T> {
  const result = await answer(operationId, options);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body as T;
}

async function refusal(operationId: string, options: Options = {}): Promise<{ status: number; message: unknown }> {
  const result = await answer(operationId, options);
  expect(result.status).toBeGreaterThanOrEqual(400);
  return { status: result.status, message: result.body.message ?? result.body.detail };
}

const identity = () => store.identity as IdentitySlice;
const AMARA_ID = amara.personId;

async function smsTransaction(identityId = AMARA_ID): Promise<string> {
  const sent = await call<{ stateToken: string }>('recoverPasswordByCodeType', { params: { identityId, codeType: 'sms' } });
  return sent.stateToken;
}

describe('recovery look-ups', () => {
  it('finds the person of an email address, masked as the contract shows', async () => {
    const person = await call('getRecoveryPersonName', { params: { email: 'Amara.Okafor@harborcity.example' } });
    expect(person).toEqual({
      identityId: AMARA_ID,
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'a**********r@harborcity.example',
      countryCode: '1',
      phoneNumber: '*******0101',
    });
    expect(await refusal('getRecoveryPersonName', { params: { email: 'nobody@harborcity.example' } })).toEqual({
      status: 404,
      message: TEXT.emailDoesNotMatch,
    });
  });

  it('finds a username by last name and birth date', async () => {
    expect((await call('getUsernameAssistance', { params: { lastName: 'okafor', birthDate: '1979-05-14' } })).identityId).toBe(AMARA_ID);
    expect(await refusal('getUsernameAssistance', { params: { lastName: 'Okafor', birthDate: '1980-01-01' } })).toEqual({
      status: 404,
      message: TEXT.detailsDoNotMatch,
    });
  });

  it('finds a password by last name, birth date and, when given, the phone', async () => {
    const params = { lastName: 'Okafor', birthDate: '1979-05-14' };
    expect((await call('getPasswordAssistance', { params })).identityId).toBe(AMARA_ID);
    expect((await call('getPasswordAssistanceWithPhone', { params: { ...params, phone: '15550100101' } })).identityId).toBe(AMARA_ID);
    expect((await call('getPasswordAssistanceWithPhone', { params: { ...params, phone: '5550100101' } })).identityId).toBe(AMARA_ID);
    expect((await refusal('getPasswordAssistanceWithPhone', { params: { ...params, phone: '15550100199' } })).message).toBe(TEXT.detailsDoNotMatch);
  });

  it('finds a spouse/partner by name and phone, and nobody else', async () => {
    const params = { urlRecoveryType: 'spouse', recoveryType: 'password', firstName: 'Daniel', lastName: 'Okafor', phone: '15550100104' };
    expect((await call('getRecoveryTypeAssistance', { params })).identityId).toBe(daniel.personId);
    expect(await refusal('getRecoveryTypeAssistance', { params: { ...params, firstName: 'Amara', phone: '15550100101' } })).toEqual({
      status: 404,
      message: TEXT.spousePartnerInvalid,
    });
    expect((await refusal('getRecoveryTypeAssistance', { params: { ...params, recoveryType: 'pin' } })).status).toBe(400);
  });

  it('sends the username by the chosen option', async () => {
    const sent = await call('recoverUsername', { params: { identityId: AMARA_ID, option: 'sms' } });
    expect(sent).toEqual({ identityId: AMARA_ID, option: 'sms', message: 'Your username has been sent to *******0101.' });
    expect(readOutbox(store)[0]).toMatchObject({ to: '5550100101', channel: 'sms', text: 'Your username is amara.okafor.' });
    expect((await refusal('recoverUsername', { params: { identityId: AMARA_ID, option: 'fax' } })).status).toBe(400);
    expect((await refusal('recoverUsername', { params: { identityId: 'unknown', option: 'email' } })).status).toBe(404);
  });

  it('masks email addresses and phones', () => {
    expect(maskEmail('daniel.okafor@harborcity.example')).toBe('d**********r@harborcity.example');
    expect(maskPhone('5550100104')).toBe('*******0104');
  });
});

describe('password recovery by SMS', () => {
  it('goes code sent -> code entered -> new password -> success', async () => {
    const sent = await call('recoverPasswordByCodeType', { params: { identityId: AMARA_ID, codeType: 'sms' } });
    expect(sent).toMatchObject({ identityId: AMARA_ID, codeType: 'sms', message: 'A reset code has been sent to *******0101.' });
    const stateToken = String(sent.stateToken);
    const code = lastCode('5550100101');
    expect(code).toMatch(/^\d{6}$/);
    expect(readOutbox(store)[0]).toMatchObject({ to: '5550100101', channel: 'sms', text: `Your reset code is ${code}.`, code });

    const verified = await call('verifyRecoverySmsFactor', { body: { passCode: code, stateToken } });
    expect(verified).toMatchObject({ status: 'PASSWORD_RESET', stateToken, _embedded: { user: { profile: { login: 'amara.okafor' } } } });

    expect(await refusal('resetPassword', { body: { stateToken, newPassword: PERSONA_PASSWORD } })).toEqual({ status: 403, message: TEXT.passwordIsCurrent });
    expect(await refusal('resetPassword', { body: { stateToken, newPassword: 'Okafor-Harbor-2026' } })).toEqual({ status: 403, message: TEXT.complexity });
    const done = await call('resetPassword', { body: { stateToken, newPassword: 'Blue-Heron-2026' } });
    expect(done).toMatchObject({ status: 'SUCCESS', _embedded: { user: { id: AMARA_ID } } });
    expect(identity().accounts[AMARA_ID]?.password).toBe('Blue-Heron-2026');

    // The transaction is used up.
    expect(await refusal('resetPassword', { body: { stateToken, newPassword: 'Another-Heron-2027' } })).toEqual({ status: 403, message: TEXT.linkExpired });
  });

  it('refuses a wrong code, then locks out for 10 minutes at the third', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00Z') });
    const stateToken = await smsTransaction();
    expect(await refusal('verifyRecoverySmsFactor', { body: { passCode: '000000', stateToken } })).toEqual({ status: 403, message: TEXT.invalidCode });
    expect(await refusal('verifyRecoverySmsFactor', { body: { passCode: '111111', stateToken } })).toEqual({ status: 403, message: TEXT.invalidCode });
    const locked = await call('verifyRecoverySmsFactor', { body: { passCode: '222222', stateToken } });
    expect(locked).toEqual({ status: 'LOCKED_OUT', expiresAt: '2026-11-20T10:10:00.000Z', recoveryType: 'UNLOCK' });

    // Locked out: a new code cannot be sent for 10 minutes.
    expect(await refusal('recoverPasswordByCodeType', { params: { identityId: AMARA_ID, codeType: 'sms' } })).toEqual({
      status: 403,
      message: TEXT.lockedOut,
    });
    vi.advanceTimersByTime(LOCKOUT_MS - 1);
    expect((await refusal('recoverPasswordByCodeType', { params: { identityId: AMARA_ID, codeType: 'sms' } })).message).toBe(TEXT.lockedOut);
    vi.advanceTimersByTime(1);
    const again = await smsTransaction();
    expect((await call('verifyRecoverySmsFactor', { body: { passCode: lastCode(), stateToken: again } })).status).toBe('PASSWORD_RESET');
  });

  it('sends a new random code for each request, each good for its own transaction only', async () => {
    const tokens = [await smsTransaction(), await smsTransaction(), await smsTransaction(), await smsTransaction()];
    const codes = readOutbox(store, '5550100101').map((message) => message.code ?? '').reverse();
    expect(codes).toHaveLength(4);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1);
    const [firstToken, secondToken] = tokens as [string, string];
    const [firstCode, secondCode] = codes as [string, string];
    if (firstCode !== secondCode) {
      expect(await refusal('verifyRecoverySmsFactor', { body: { passCode: firstCode, stateToken: secondToken } })).toEqual({ status: 403, message: TEXT.invalidCode });
    }
    expect((await call('verifyRecoverySmsFactor', { body: { passCode: firstCode, stateToken: firstToken } })).status).toBe('PASSWORD_RESET');
  });

  it('gives the expired-link text for an unknown or expired transaction', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00Z') });
    expect(await refusal('verifyRecoverySmsFactor', { body: { passCode: '123456', stateToken: 'nope' } })).toEqual({
      status: 403,
      message: TEXT.linkExpired,
    });
    const stateToken = await smsTransaction();
    vi.advanceTimersByTime(16 * 60_000);
    expect((await refusal('verifyRecoverySmsFactor', { body: { passCode: lastCode(), stateToken } })).message).toBe(TEXT.linkExpired);
  });
});

describe('password recovery by email', () => {
  it('sends a recovery token, asks the security question, then resets', async () => {
    const sent = await call('recoverPasswordByCodeType', { params: { identityId: AMARA_ID, codeType: 'email' } });
    expect(sent).toEqual({ identityId: AMARA_ID, codeType: 'email', message: 'A password reset link has been sent to a**********r@harborcity.example.' });
    const recoveryToken = lastCode('amara.okafor@harborcity.example');
    // A random token (24 bytes, base64url): nothing to guess from the login.
    expect(recoveryToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(readOutbox(store)[0]?.text).toContain(recoveryToken);

    const recovery = await call<{ stateToken: string; status: string; _embedded: { user: { recovery_question: { question: string } } } }>(
      'verifyRecoveryToken',
      { body: { recoveryToken } },
    );
    expect(recovery.status).toBe('RECOVERY');
    expect(recovery._embedded.user.recovery_question.question).toBe('What is the name of your first stuffed animal?');
    // Single use.
    expect(await refusal('verifyRecoveryToken', { body: { recoveryToken } })).toEqual({ status: 403, message: TEXT.linkExpired });

    const ready = await call('answerRecoveryQuestion', { body: { answer: ' blue heron ', stateToken: recovery.stateToken } });
    expect(ready.status).toBe('PASSWORD_RESET');
    expect((await call('resetPassword', { body: { stateToken: recovery.stateToken, newPassword: 'Quiet-Harbor-2026' } })).status).toBe('SUCCESS');
  });

  it('uses the default email delivery without a code type', async () => {
    expect((await call('recoverPassword', { params: { identityId: AMARA_ID } })).codeType).toBe('email');
  });

  it('gives the expired-link text for the seeded expired token', async () => {
    expect(await refusal('verifyRecoveryToken', { body: { recoveryToken: EXPIRED_RECOVERY_TOKEN } })).toEqual({ status: 403, message: TEXT.linkExpired });
  });

  it('allows 3 attempts at the security question, then locks out', async () => {
    await call('recoverPasswordByCodeType', { params: { identityId: AMARA_ID, codeType: 'email' } });
    const { stateToken } = await call<{ stateToken: string }>('verifyRecoveryToken', { body: { recoveryToken: lastCode() } });
    expect(await refusal('answerRecoveryQuestion', { body: { answer: 'Red Fox', stateToken } })).toEqual({ status: 403, message: TEXT.invalidAnswer });
    expect(await refusal('answerRecoveryQuestion', { body: { answer: 'Grey Owl', stateToken } })).toEqual({ status: 403, message: TEXT.invalidAnswer });
    expect((await call('answerRecoveryQuestion', { body: { answer: 'Brown Bear', stateToken } })).status).toBe('LOCKED_OUT');
    expect(identity().accounts[AMARA_ID]?.lockedUntil).not.toBeNull();
  });

  it('provisions every account with the fixed default answer unless the persona chose their own (spec 000 §5)', async () => {
    const greta = findPersonaByKind('prp-admin')!;
    expect(greta.securityAnswer).toBeDefined();
    for (const account of Object.values(identity().accounts)) {
      const own = findPersonaByKind(account.personaKind)?.securityAnswer;
      expect(account.recoveryAnswer, account.login).toBe(own ?? DEFAULT_SECURITY_ANSWER);
    }
    // Greta's own answer: the default is refused (and counts as an attempt), hers opens the new password.
    const gretaId = greta.personId.toLowerCase();
    await call('recoverPasswordByCodeType', { params: { identityId: gretaId, codeType: 'email' } });
    const { stateToken } = await call<{ stateToken: string }>('verifyRecoveryToken', { body: { recoveryToken: lastCode(greta.email) } });
    expect(await refusal('answerRecoveryQuestion', { body: { answer: DEFAULT_SECURITY_ANSWER, stateToken } })).toEqual({ status: 403, message: TEXT.invalidAnswer });
    expect(identity().accounts[gretaId]?.failedAttempts).toBe(1);
    expect((await call('answerRecoveryQuestion', { body: { answer: greta.securityAnswer, stateToken } })).status).toBe('PASSWORD_RESET');
  });
});

describe('sign-in (the IdP account store)', () => {
  it('checks the current login, case-insensitive, and the exact password', () => {
    expect(verifySignIn(store, 'amara.okafor', PERSONA_PASSWORD)).toEqual({ status: 'ok', accountId: amara.persona.personId });
    expect(verifySignIn(store, ' Amara.Okafor ', PERSONA_PASSWORD)).toEqual({ status: 'ok', accountId: amara.persona.personId });
    expect(verifySignIn(store, 'amara.okafor', PERSONA_PASSWORD.toLowerCase())).toEqual({ status: 'invalid' });
    expect(verifySignIn(store, 'amara.okafor', '')).toEqual({ status: 'invalid' });
    expect(verifySignIn(store, '', PERSONA_PASSWORD)).toEqual({ status: 'invalid' });
    expect(verifySignIn(store, 'nobody.here', PERSONA_PASSWORD)).toEqual({ status: 'invalid' });
  });

  it('follows a changed password and a changed username at once', async () => {
    await call('updatePassword', { caller: amara, params: { login: 'amara.okafor' }, body: { currentPassword: PERSONA_PASSWORD, newPassword: 'Blue-Lagoon-2026' } });
    expect(verifySignIn(store, 'amara.okafor', PERSONA_PASSWORD)).toEqual({ status: 'invalid' });
    expect(verifySignIn(store, 'amara.okafor', 'Blue-Lagoon-2026').status).toBe('ok');
    await call('changeUsername', { caller: amara, params: { login: 'amara.okafor', username: 'amara_o' } });
    expect(verifySignIn(store, 'amara.okafor', 'Blue-Lagoon-2026')).toEqual({ status: 'invalid' });
    expect(verifySignIn(store, 'amara_o', 'Blue-Lagoon-2026')).toEqual({ status: 'ok', accountId: amara.persona.personId });
  });

  it('signs in a persona the store has no account for (an older snapshot) as documented, but not a renamed login', async () => {
    const mateo = findPersonaByKind('not-assigned')!;
    delete identity().accounts[mateo.personId.toLowerCase()];
    expect(verifySignIn(store, mateo.username, PERSONA_PASSWORD)).toEqual({ status: 'notAssigned' });
    await call('changeUsername', { caller: amara, params: { login: 'amara.okafor', username: 'amara_o' } });
    expect(verifySignIn(store, 'amara.okafor', PERSONA_PASSWORD)).toEqual({ status: 'invalid' });
  });

  it("answers 'not assigned' for a persona not assigned to the app, only with the right password", () => {
    const mateo = findPersonaByKind('not-assigned')!;
    expect(verifySignIn(store, mateo.username, PERSONA_PASSWORD)).toEqual({ status: 'notAssigned' });
    expect(verifySignIn(store, mateo.username, 'Wrong-Password-1')).toEqual({ status: 'invalid' });
  });
});

describe('change username and password', () => {
  it('changes the username, refusing taken names and other logins', async () => {
    expect(await refusal('changeUsername', { caller: amara, params: { login: 'amara.okafor', username: 'bruno_lindqvist' } })).toEqual({
      status: 409,
      message: TEXT.usernameExists,
    });
    expect((await refusal('changeUsername', { caller: amara, params: { login: 'bruno.lindqvist', username: 'amara_o' } })).status).toBe(403);
    expect(await call('changeUsername', { caller: amara, params: { login: 'amara.okafor', username: 'amara_okafor' } })).toEqual({
      login: 'amara.okafor',
      username: 'amara_okafor',
    });
    // Now taken for everyone, Amara included; her sign-in name still names her.
    expect((await refusal('changeUsername', { caller: bruno, params: { login: 'bruno.lindqvist', username: 'AMARA_OKAFOR' } })).message).toBe(TEXT.usernameExists);
    expect((await call('changeUsername', { caller: amara, params: { login: 'amara.okafor', username: 'amara_o' } })).login).toBe('amara_okafor');
  });

  it('refuses a wrong current password, the current password and a weak one, with the provider texts', async () => {
    const params = { login: 'amara.okafor' };
    expect(await refusal('updatePassword', { caller: amara, params, body: { currentPassword: 'Wrong-Password-1', newPassword: 'Blue-Heron-2026' } })).toEqual({
      status: 409,
      message: TEXT.oldPasswordIncorrect,
    });
    expect(await refusal('updatePassword', { caller: amara, params, body: { currentPassword: PERSONA_PASSWORD, newPassword: PERSONA_PASSWORD } })).toEqual({
      status: 409,
      message: TEXT.passwordIsCurrent,
    });
    expect(await refusal('updatePassword', { caller: amara, params, body: { currentPassword: PERSONA_PASSWORD, newPassword: 'Amara-Harbor-2026' } })).toEqual({
      status: 409,
      message: TEXT.complexity,
    });
    const changed = await call('updatePassword', { caller: amara, params, body: { currentPassword: PERSONA_PASSWORD, newPassword: 'Blue-Heron-2026' } });
    expect(changed.login).toBe('amara.okafor');
    expect(identity().accounts[AMARA_ID]?.password).toBe('Blue-Heron-2026');
  });

  it('checks complexity as spec 000 §5 says', () => {
    const who = { login: 'amara.okafor', firstName: 'Amara', lastName: 'Okafor' };
    expect(complexityFailure('Blue-Heron-2026', who)).toBe(false);
    expect(complexityFailure('BlueHeronXY', who)).toBe(true);
    expect(complexityFailure('blue-heron-2026', who)).toBe(true);
    expect(complexityFailure('Okafor-Blue-26', who)).toBe(true);
  });
});

describe('login security', () => {
  it('lists the factors, questions and policy', async () => {
    const settings = await call<{ factors: { factorType: string; status?: string }[] }>('getMultiFactorsByUser', { caller: amara });
    expect(settings.factors.map((f) => [f.factorType, f.status])).toEqual([
      ['sms', 'ACTIVE'],
      ['email', 'ACTIVE'],
      ['question', undefined],
    ]);
    expect(await call<unknown[]>('getAllSecurityQuestions', { caller: amara })).toHaveLength(3);
    expect((await call('getPasswordPolicySettings', { caller: amara })).complexity).toMatchObject({ minLength: 10, excludeUsername: true });
  });

  it('sets up SMS: pending with the code sent, then active on the right code', async () => {
    const caller = bruno;
    const pending = await call('saveMultiFactorAuthByUser', { caller, body: { factorType: 'sms', countryCode: '1', phoneNumber: '5550100102' } });
    expect(pending).toMatchObject({ status: 'PENDING_ACTIVATION', isEnabled: true, inEditMode: true, isActivationCodeSent: true });
    const first = lastCode('15550100102');
    expect((await call('resendMultiFactorPasscode', { caller, body: { factorType: 'sms' } })).status).toBe('PENDING_ACTIVATION');
    const resent = lastCode('15550100102');
    expect(resent).toMatch(/^\d{6}$/);
    // The resent code replaces the first one.
    if (first !== resent) {
      expect(await refusal('confirmMultiFactorPasscode', { caller, body: { factorType: 'sms', passCode: first } })).toEqual({ status: 403, message: TEXT.invalidCode });
    }
    expect(await refusal('confirmMultiFactorPasscode', { caller, body: { factorType: 'sms', passCode: '000000' } })).toEqual({
      status: 403,
      message: TEXT.invalidCode,
    });
    const active = await call('confirmMultiFactorPasscode', { caller, body: { factorType: 'sms', passCode: resent } });
    expect(active).toMatchObject({ factorType: 'sms', status: 'ACTIVE', phoneNumber: '5550100102' });
    // The same number again: already validated.
    expect(await refusal('saveMultiFactorAuthByUser', { caller, body: { factorType: 'sms', countryCode: '1', phoneNumber: '5550100102' } })).toEqual({
      status: 422,
      message: TEXT.phoneAlreadyValidated,
    });
    // Removed, then saved again: validated before, so active at once.
    await call('deleteMultiFactorAuth', { caller, body: { factorType: 'sms' } });
    expect((await call('saveMultiFactorAuthByUser', { caller, body: { factorType: 'sms', countryCode: '1', phoneNumber: '5550100102' } })).status).toBe('ACTIVE');
  });

  it('removes a pending factor first, keeping the active one', async () => {
    await call('saveMultiFactorAuthByUser', { caller: amara, body: { factorType: 'sms', countryCode: '1', phoneNumber: '5550100177' } });
    const afterDelete = await call<{ factors: { factorType: string; status?: string; phoneNumber?: string }[] }>('deleteMultiFactorAuth', {
      caller: amara,
      body: { factorType: 'sms' },
    });
    expect(afterDelete.factors[0]).toMatchObject({ status: 'ACTIVE', phoneNumber: '5550100101' });
    const removed = await call<{ factors: { factorType: string; status?: string }[] }>('deleteMultiFactorAuth', { caller: amara, body: { factorType: 'sms' } });
    expect(removed.factors[0]?.status).toBeUndefined();
  });

  it('activates email on its code and a question at once', async () => {
    const caller = callerOf('community-admin');
    await call('deleteMultiFactorAuth', { caller, body: { factorType: 'email' } });
    expect((await call('saveMultiFactorAuthByUser', { caller, body: { factorType: 'email' } })).status).toBe('PENDING_ACTIVATION');
    const code = lastCode(callerOf('community-admin').persona.email);
    expect((await call('confirmMultiFactorPasscode', { caller, body: { factorType: 'email', passCode: code } })).status).toBe('ACTIVE');
    const question = await call('saveMultiFactorAuthByUser', { caller, body: { factorType: 'question', question: 'first_award', answer: 'Rowing' } });
    expect(question).toMatchObject({ status: 'ACTIVE', questionText: 'What did you earn your first medal or award for?' });
    expect((await refusal('saveMultiFactorAuthByUser', { caller, body: { factorType: 'question', question: 'nope', answer: 'x' } })).status).toBe(400);
    expect((await refusal('confirmMultiFactorPasscode', { caller, body: { factorType: 'email', passCode: code } })).status).toBe(400);
  });

  it('keeps each persona apart', async () => {
    await call('deleteMultiFactorAuth', { caller: amara, body: { factorType: 'sms' } });
    const others = await call<{ factors: { status?: string }[] }>('getMultiFactorsByUser', { caller: bruno });
    const mine = await call<{ factors: { status?: string }[] }>('getMultiFactorsByUser', { caller: amara });
    expect(mine.factors[0]?.status).toBeUndefined();
    expect(others.factors[1]?.status).toBe('ACTIVE');
  });
});

describe('privacy settings', () => {
  it('reads and saves notification settings per persona', async () => {
    const settings = await call<{ personId: string; communities: { communityId: string; notificationOption: string }[] }>('getNotificationSettings', { caller: amara });
    expect(settings.personId).toBe(AMARA_ID);
    expect(settings.communities.length).toBeGreaterThan(0);
    const first = settings.communities[0];
    const saved = await call<typeof settings>('saveNotificationSettings', {
      caller: amara,
      body: { personId: AMARA_ID, communities: [{ communityId: first?.communityId, notificationOption: 'Home Newsfeed' }] },
    });
    expect(saved.communities[0]?.notificationOption).toBe('Home Newsfeed');
    expect((await call<typeof settings>('getNotificationSettings', { caller: amara })).communities[0]?.notificationOption).toBe('Home Newsfeed');
    expect((await call<typeof settings>('getNotificationSettings', { caller: bruno })).personId).toBe(bruno.personId);
    expect((await refusal('saveNotificationSettings', { caller: bruno, body: { personId: AMARA_ID, communities: [] } })).status).toBe(403);
    expect(
      (await refusal('saveNotificationSettings', {
        caller: amara,
        body: { personId: AMARA_ID, communities: [{ communityId: '00000000-0000-4000-8000-0000000000ff', notificationOption: 'All Members' }] },
      })).status,
    ).toBe(422);
  });

  it('reads and saves email settings with the spec keys, frequencies and sections', async () => {
    const settings = await call<{ communicationPreferences: { key: string; frequency: number; section: string }[] }>('getEmailSettings', { caller: amara });
    expect(settings.communicationPreferences).toHaveLength(15);
    const saved = await call<typeof settings>('saveEmailSettings', {
      caller: amara,
      body: { personId: AMARA_ID, communicationPreferences: [{ key: 'ForumNewsletter', frequency: 3 }] },
    });
    expect(saved.communicationPreferences.find((p) => p.key === 'ForumNewsletter')).toEqual({ key: 'ForumNewsletter', frequency: 3, section: 'Community Activity' });
  });

  it('reads and saves visibility settings', async () => {
    const settings = await call<{ visibilitySettings: { key: string; isVisible: boolean }[] }>('getVisibilitySettings', { caller: amara });
    expect(settings.visibilitySettings.map((s) => s.key)).toContain('contactInformation');
    const saved = await call<typeof settings>('saveVisibilitySettings', {
      caller: amara,
      body: { personId: AMARA_ID, visibilitySettings: [{ key: 'address', isVisible: true }] },
    });
    expect(saved.visibilitySettings.find((s) => s.key === 'address')?.isVisible).toBe(true);
    expect((await refusal('saveVisibilitySettings', { caller: amara, body: { personId: AMARA_ID, visibilitySettings: [{ key: 'shoeSize', isVisible: true }] } })).status).toBe(422);
  });
});
