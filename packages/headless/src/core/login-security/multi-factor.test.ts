import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { validateForm } from '../validation/validators';
import {
  factorsToRemoveOnLoad,
  isEditOpen,
  isFactorEnabled,
  mfaReducer,
  mfaStateOf,
  removalError,
  smsFactorSchema,
  type MfaEvent,
  type MfaState,
  type MultiFactor,
  type MultiFactorSettings,
} from './multi-factor';

const emailActive: MultiFactor = { factorType: 'email', status: 'ACTIVE', isEnabled: true, inEditMode: false, isActivationCodeSent: false };
const smsPending: MultiFactor = {
  factorType: 'sms',
  status: 'PENDING_ACTIVATION',
  isEnabled: true,
  inEditMode: true,
  isActivationCodeSent: true,
  countryCode: '1',
  phoneNumber: '5550100111',
};
const smsActive: MultiFactor = { ...smsPending, status: 'ACTIVE', inEditMode: false, isActivationCodeSent: false };
const emailOnly: MultiFactorSettings = { isAmfaGroup: false, factors: [emailActive] };
const run = (state: MfaState, ...events: MfaEvent[]) => events.reduce(mfaReducer, state);

describe('multi-factor setup (spec 000 §4)', () => {
  it('counts active or pending activation as enabled', () => {
    expect(isFactorEnabled(emailActive)).toBe(true);
    expect(isFactorEnabled(smsPending)).toBe(true);
    expect(isFactorEnabled({ factorType: 'question', isEnabled: false, inEditMode: false, isActivationCodeSent: false })).toBe(false);
  });

  it('fills in the factors the server does not list as not enabled', () => {
    const state = mfaStateOf(emailOnly);
    expect(state.factors.sms).toEqual({ factorType: 'sms', isEnabled: false, inEditMode: false, isActivationCodeSent: false });
    expect(state.factors.email.isEnabled).toBe(true);
    expect(isEditOpen(state, 'sms')).toBe(false);
  });

  it('goes not enabled -> code sent (pending, edit open) -> active', () => {
    let state = run(mfaStateOf(emailOnly), { type: 'edit', factorType: 'sms' });
    expect(isEditOpen(state, 'sms')).toBe(true);
    state = run(state, { type: 'saved', factor: smsPending });
    expect(state.factors.sms).toMatchObject({ status: 'PENDING_ACTIVATION', isEnabled: true, inEditMode: true, isActivationCodeSent: true });
    expect(isEditOpen(state, 'sms')).toBe(true);
    expect(isFactorEnabled(state.stored.sms)).toBe(false);
    state = run(state, { type: 'confirmed', factor: smsActive });
    expect(state.factors.sms).toMatchObject({ status: 'ACTIVE', isEnabled: true, inEditMode: false });
    expect(state.stored.sms.status).toBe('ACTIVE');
    expect(isEditOpen(state, 'sms')).toBe(false);
    expect(state.notice).toBe(MESSAGES.mfaFactorActivated);
  });

  it('restores the stored factor state on cancel', () => {
    const before = mfaStateOf(emailOnly);
    const pending = run(before, { type: 'edit', factorType: 'sms' }, { type: 'saved', factor: smsPending }, { type: 'failed', factorType: 'sms', message: 'x' });
    const cancelled = run(pending, { type: 'cancel', factorType: 'sms' });
    expect(cancelled.factors.sms).toEqual(before.factors.sms);
    expect(cancelled.errors.sms).toBeUndefined();
    expect(isEditOpen(cancelled, 'sms')).toBe(false);

    const active = mfaStateOf({ isAmfaGroup: false, factors: [emailActive, smsActive] });
    const edited = run(active, { type: 'edit', factorType: 'sms' }, { type: 'saved', factor: { ...smsPending, phoneNumber: '5550100999' } });
    expect(run(edited, { type: 'cancel', factorType: 'sms' }).factors.sms).toEqual(active.factors.sms);
  });

  it('marks the phone validated when saving SMS returns active, keeping the SMS edit open', () => {
    const state = run(mfaStateOf(emailOnly), { type: 'edit', factorType: 'sms' }, { type: 'saved', factor: smsActive });
    expect(state.isPhoneValidated).toBe(true);
    expect(isEditOpen(state, 'sms')).toBe(true);
    expect(state.stored.sms.status).toBe('ACTIVE');
    expect(state.notice).toBe(MESSAGES.phoneAlreadyValidated);
    expect(run(state, { type: 'cancel', factorType: 'sms' }).isPhoneValidated).toBe(false);
  });

  it('activates a question factor at once', () => {
    const question: MultiFactor = {
      factorType: 'question',
      status: 'ACTIVE',
      isEnabled: true,
      inEditMode: false,
      isActivationCodeSent: false,
      question: 'first_award',
      questionText: 'What did you earn your first medal or award for?',
    };
    const state = run(mfaStateOf(emailOnly), { type: 'edit', factorType: 'question' }, { type: 'saved', factor: question });
    expect(state.stored.question.status).toBe('ACTIVE');
    expect(isEditOpen(state, 'question')).toBe(false);
  });

  it('removes pending factors, and an open validated SMS confirmation, on load', () => {
    expect(factorsToRemoveOnLoad({ isAmfaGroup: false, factors: [emailActive, smsPending] })).toEqual(['sms']);
    expect(factorsToRemoveOnLoad({ isAmfaGroup: false, factors: [emailActive, smsActive] })).toEqual([]);
    expect(factorsToRemoveOnLoad({ isAmfaGroup: false, factors: [emailActive, smsActive] }, { hasOpenSmsConfirmation: true })).toEqual(['sms']);
    const emailPending = { ...emailActive, status: 'PENDING_ACTIVATION' as const };
    expect(factorsToRemoveOnLoad({ isAmfaGroup: false, factors: [emailPending, smsPending] })).toEqual(['sms', 'email']);
  });

  it('needs at least one option: the last enabled factor cannot be removed', () => {
    const state = mfaStateOf(emailOnly);
    expect(removalError(state, 'email')).toBe(MESSAGES.mfaOptionRequired);
    const both = mfaStateOf({ isAmfaGroup: false, factors: [emailActive, smsActive] });
    expect(removalError(both, 'email')).toBeUndefined();
    const removed = run(both, { type: 'removed', factorType: 'sms', settings: emailOnly });
    expect(removed.factors.sms.isEnabled).toBe(false);
    expect(removed.stored.sms.isEnabled).toBe(false);
    expect(removed.notice).toBe(MESSAGES.mfaFactorRemoved);
  });

  it('keeps the server message of a failed call on its factor', () => {
    const state = run(mfaStateOf(emailOnly), { type: 'failed', factorType: 'sms', message: 'You have entered an invalid code.' });
    expect(state.errors.sms).toBe('You have entered an invalid code.');
    expect(run(state, { type: 'edit', factorType: 'sms' }).errors.sms).toBeUndefined();
  });

  it('validates the SMS form', () => {
    expect(validateForm(smsFactorSchema, { countryCode: '', phoneNumber: '555-0101' }).errors).toEqual({
      countryCode: [MESSAGES.countryCodeRequired],
      phoneNumber: [MESSAGES.phoneInvalid],
    });
    expect(validateForm(smsFactorSchema, { countryCode: '1', phoneNumber: '5550100101' }).isValid).toBe(true);
  });
});
