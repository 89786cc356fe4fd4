import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { validateForm } from '../validation/validators';
import {
  birthDateOf,
  furtherAssistanceSchema,
  recoveryEmailSchema,
  recoveryPhoneOf,
  resetCodeSchema,
  resetPasswordSchema,
  spousePartnerSchema,
} from './recovery-forms';

const now = new Date('2026-03-02T10:00:00Z');

describe('recovery forms', () => {
  it('needs a valid email address', () => {
    expect(validateForm(recoveryEmailSchema, { email: '' }).errors.email).toEqual([MESSAGES.emailRequired]);
    expect(validateForm(recoveryEmailSchema, { email: 'amara@' }).errors.email).toEqual([MESSAGES.emailInvalid]);
    expect(validateForm(recoveryEmailSchema, { email: 'amara.okafor@harborcity.example' }).isValid).toBe(true);
  });

  it('checks the birth date and, for passwords, the optional phone', () => {
    const bad = validateForm(furtherAssistanceSchema('password'), { lastName: '', day: '32', month: '0', year: '2026', phone: '555-01' }, { now });
    expect(bad.errors).toEqual({
      lastName: [MESSAGES.lastNameRequired],
      day: [MESSAGES.birthDayInvalid],
      month: [MESSAGES.birthMonthInvalid],
      year: [MESSAGES.birthYearInvalid],
      phone: [MESSAGES.phoneInvalid],
    });
    expect(validateForm(furtherAssistanceSchema('username'), { lastName: 'Okafor', day: '14', month: '5', year: '1979' }, { now }).isValid).toBe(true);
    expect('phone' in furtherAssistanceSchema('username')).toBe(false);
  });

  it('needs every spouse/partner field', () => {
    const result = validateForm(spousePartnerSchema, { firstName: ' ', lastName: 'Okafor', countryCode: '', phone: '' });
    expect(result.errors).toEqual({
      firstName: [MESSAGES.firstNameRequired],
      countryCode: [MESSAGES.countryCodeRequired],
      phone: [MESSAGES.phoneRequired],
    });
    expect(validateForm(spousePartnerSchema, { firstName: 'Daniel', lastName: 'Okafor', countryCode: '1234', phone: '5550100104' }).errors).toEqual({
      countryCode: [MESSAGES.countryCodeInvalid],
    });
  });

  it('needs the code', () => {
    expect(validateForm(resetCodeSchema, { passCode: '' }).errors.passCode).toEqual([MESSAGES.codeRequired]);
  });

  it('applies the new password rules with the complexity that excludes names', () => {
    const context = {
      passwordComplexity: { minLength: 10, excludeUsername: true, excludeAttributes: ['firstName', 'lastName'] },
      user: { username: 'amara.okafor', firstName: 'Amara', lastName: 'Okafor' },
    };
    expect(validateForm(resetPasswordSchema, { newPassword: 'Amara-Harbor-2026', confirmPassword: 'Amara-Harbor-2026' }, context).errors).toEqual({
      newPassword: [MESSAGES.passwordComplexity],
    });
    expect(validateForm(resetPasswordSchema, { newPassword: 'Blue-Heron-2026', confirmPassword: 'Blue-Heron-2025' }, context).errors).toEqual({
      confirmPassword: [MESSAGES.passwordsDoNotMatch],
    });
    expect(validateForm(resetPasswordSchema, { newPassword: 'Blue-Heron-2026', confirmPassword: 'Blue-Heron-2026' }, context).isValid).toBe(true);
  });

  it('builds the birth date and the normalised phone', () => {
    expect(birthDateOf({ day: '4', month: '5', year: '1979' })).toBe('1979-05-04');
    expect(recoveryPhoneOf({ countryCode: '1', phone: '555 010 0104' })).toBe('15550100104');
    expect(recoveryPhoneOf({ countryCode: '1', phone: '' })).toBeUndefined();
  });
});
