import { describe, expect, it } from 'vitest';
import { AppError, MESSAGES } from '../messages';
import {
  LOCKOUT_MS,
  deliveriesOf,
  initialRecoveryState,
  isLockedOut,
  recoveryReducer,
  type AuthnTransaction,
  type RecoveryEvent,
  type RecoveryPerson,
  type RecoveryState,
} from './recovery-machine';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const amara: RecoveryPerson = {
  identityId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001',
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'a**********r@harborcity.example',
  countryCode: '1',
  phoneNumber: '*******0101',
};
const passwordReset: AuthnTransaction = {
  stateToken: 'st-1',
  status: 'PASSWORD_RESET',
  _embedded: {
    user: { id: amara.identityId, profile: { login: 'amara.okafor', firstName: 'Amara', lastName: 'Okafor' } },
    policy: { complexity: { minLength: 10, excludeUsername: true, excludeAttributes: ['firstName', 'lastName'] } },
  },
};
const fail = (code: ConstructorParameters<typeof AppError>[0], message?: string): RecoveryEvent => ({
  type: 'failed',
  error: new AppError(code, message === undefined ? {} : { message }),
  now: NOW,
});
const run = (state: RecoveryState, ...events: RecoveryEvent[]) => events.reduce(recoveryReducer, state);

describe('recovery by SMS (spec 000 §4: code sent, code entered, new password, confirmation)', () => {
  it('goes from forgot password to the reset confirmation', () => {
    let state = initialRecoveryState('password');
    expect(state.step).toBe('forgotPassword');
    state = run(state, { type: 'request' });
    expect(state.isBusy).toBe(true);
    state = run(state, { type: 'personFound', person: amara });
    expect(state.step).toBe('recoveryOptions');
    expect(deliveriesOf(state.person)).toEqual(['sms', 'email']);
    state = run(state, { type: 'codeSent', delivery: 'sms', stateToken: 'st-1', message: 'A reset code has been sent to *******0101.' });
    expect(state).toMatchObject({ step: 'enterResetCode', stateToken: 'st-1', notice: 'A reset code has been sent to *******0101.' });
    state = run(state, { type: 'transaction', transaction: passwordReset, now: NOW });
    expect(state.step).toBe('resetPassword');
    expect(state.user).toEqual({ username: 'amara.okafor', firstName: 'Amara', lastName: 'Okafor' });
    expect(state.complexity?.excludeUsername).toBe(true);
    state = run(state, { type: 'transaction', transaction: { status: 'SUCCESS' }, now: NOW });
    expect(state).toMatchObject({ step: 'resetConfirmation', stateToken: undefined, trail: [] });
  });

  it('shows the invalid-code text for a wrong code and keeps the transaction', () => {
    const state = run(
      initialRecoveryState('password'),
      { type: 'personFound', person: amara },
      { type: 'codeSent', delivery: 'sms', stateToken: 'st-1' },
      fail('invalidCode'),
    );
    expect(state).toMatchObject({ step: 'enterResetCode', error: MESSAGES.invalidCode, stateToken: 'st-1', isBusy: false });
  });

  it('locks out for 10 minutes when the provider answers LOCKED_OUT', () => {
    const state = run(
      initialRecoveryState('password'),
      { type: 'personFound', person: amara },
      { type: 'codeSent', delivery: 'sms', stateToken: 'st-1' },
      { type: 'transaction', transaction: { status: 'LOCKED_OUT' }, now: NOW },
    );
    expect(state).toMatchObject({ step: 'lockedOut', error: MESSAGES.lockedOut, lockedUntil: NOW + LOCKOUT_MS });
    expect(isLockedOut(state, NOW + LOCKOUT_MS - 1)).toBe(true);
    expect(isLockedOut(state, NOW + LOCKOUT_MS)).toBe(false);
  });

  it('uses the provider expiry of a lockout when it lies ahead', () => {
    const expiresAt = new Date(NOW + 5 * 60_000).toISOString();
    const state = run(initialRecoveryState('password'), { type: 'transaction', transaction: { status: 'LOCKED_OUT', expiresAt }, now: NOW });
    expect(state.lockedUntil).toBe(NOW + 5 * 60_000);
  });

  it('goes to the lockout screen when sending the code is refused with the lockout text', () => {
    const state = run(initialRecoveryState('password'), { type: 'personFound', person: amara }, fail('lockedOut'));
    expect(state.step).toBe('lockedOut');
  });

  it('shows the help-desk text when the reset fails on the server, the policy text when refused', () => {
    const atReset = run(initialRecoveryState('password'), { type: 'transaction', transaction: passwordReset, now: NOW });
    expect(run(atReset, fail('server')).error).toBe(MESSAGES.passwordResetContactHelpDesk);
    expect(run(atReset, fail('passwordComplexity')).error).toBe(MESSAGES.passwordComplexity);
    expect(run(atReset, fail('passwordSameAsCurrent')).error).toBe(MESSAGES.newPasswordSameAsCurrent);
  });
});

describe('recovery by email', () => {
  it('waits for the emailed code, then asks the further security question', () => {
    let state = run(initialRecoveryState('password'), { type: 'personFound', person: amara }, { type: 'codeSent', delivery: 'email' });
    expect(state.step).toBe('passwordCodeSent');
    state = run(state, { type: 'open', step: 'recoveryCodeForm' });
    expect(state.step).toBe('recoveryCodeForm');
    state = run(state, {
      type: 'transaction',
      transaction: { stateToken: 'st-2', status: 'RECOVERY', _embedded: { user: { id: amara.identityId, profile: { login: 'amara.okafor' }, recovery_question: { question: 'First pet?' } } } },
      now: NOW,
    });
    expect(state).toMatchObject({ step: 'securityQuestion', question: 'First pet?', stateToken: 'st-2' });
  });

  it('shows the expired-link text for an expired or used recovery token', () => {
    const link = initialRecoveryState('resetLink');
    expect(link.step).toBe('recoveryCodeForm');
    expect(run(link, fail('recoveryLinkExpired')).error).toBe(MESSAGES.recoveryLinkExpired);
    expect(run(link, fail('notFound')).error).toBe(MESSAGES.recoveryLinkExpired);
    expect(run(link, fail('connection')).error).toBe(MESSAGES.unableToConnect);
  });

  it('allows 3 attempts at the security question, then locks out', () => {
    let state = run(initialRecoveryState('resetLink'), {
      type: 'transaction',
      transaction: { stateToken: 'st-2', status: 'RECOVERY' },
      now: NOW,
    });
    state = run(state, fail('forbidden'));
    expect(state).toMatchObject({ step: 'securityQuestion', error: MESSAGES.invalidTryAgain, answerAttempts: 1 });
    state = run(state, fail('forbidden'));
    expect(state.answerAttempts).toBe(2);
    state = run(state, fail('forbidden'));
    expect(state).toMatchObject({ step: 'lockedOut', error: MESSAGES.lockedOut });
  });
});

describe('username recovery and assistance', () => {
  it('sends the username by the chosen option', () => {
    let state = run(initialRecoveryState('username'), { type: 'personFound', person: amara });
    expect(state.step).toBe('usernameRecoveryOptions');
    state = run(state, { type: 'usernameSent', message: 'Your username has been sent.' });
    expect(state).toMatchObject({ step: 'usernameSent', notice: 'Your username has been sent.' });
  });

  it('shows the records text for an unknown email address', () => {
    expect(run(initialRecoveryState('username'), fail('notFound')).error).toBe(MESSAGES.emailDoesNotMatchRecords);
    expect(run(initialRecoveryState('password'), fail('notFound')).error).toBe(MESSAGES.emailDoesNotMatchRecords);
  });

  it('routes further assistance to the username options or the password delivery type', () => {
    const username = run(initialRecoveryState('username'), { type: 'open', step: 'furtherAssistance' });
    expect(username).toMatchObject({ step: 'furtherAssistance', assistance: 'username' });
    expect(run(username, fail('notFound')).error).toBe(MESSAGES.detailsDoNotMatch);
    expect(run(username, { type: 'personFound', person: amara }).step).toBe('usernameRecoveryOptions');

    const password = run(initialRecoveryState('password'), { type: 'open', step: 'furtherAssistance' });
    // spec 000 §8: password assistance surfaces the server's message.
    expect(run(password, fail('notFound', 'No member matches these details.')).error).toBe('No member matches these details.');
    const found = run(password, { type: 'personFound', person: { ...amara, message: 'We found your account.' } });
    expect(found).toMatchObject({ step: 'selectPasswordDeliveryType', notice: 'We found your account.' });
  });

  it('allows 3 spouse/partner attempts, then sends the user to contact us', () => {
    let state = run(initialRecoveryState('username'), { type: 'open', step: 'spousePartner', assistance: 'password' });
    state = run(state, fail('notFound'));
    expect(state).toMatchObject({ step: 'spousePartner', error: MESSAGES.spousePartnerInvalid, spouseAttempts: 1 });
    state = run(state, fail('connection'));
    expect(state).toMatchObject({ error: MESSAGES.unableToConnect, spouseAttempts: 1 });
    state = run(state, fail('notFound'), fail('notFound'));
    expect(state).toMatchObject({ step: 'contactUs', error: MESSAGES.unableToValidate, spouseAttempts: 3 });
  });

  it('finds a spouse/partner and continues with the chosen recovery', () => {
    const state = run(initialRecoveryState('password'), { type: 'open', step: 'spousePartner', assistance: 'username' }, {
      type: 'personFound',
      person: amara,
    });
    expect(state.step).toBe('usernameRecoveryOptions');
  });
});

describe('navigation', () => {
  it('goes back along the trail and clears errors', () => {
    let state = run(initialRecoveryState('username'), fail('notFound'), { type: 'open', step: 'furtherAssistance' });
    expect(state.error).toBeUndefined();
    state = run(state, { type: 'open', step: 'contactUs' }, { type: 'back' });
    expect(state.step).toBe('furtherAssistance');
    state = run(state, { type: 'back' });
    expect(state).toMatchObject({ step: 'forgotUsername', trail: [] });
    expect(run(state, { type: 'back' })).toBe(state);
  });
});
