import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import type { Permissions } from '../permissions';
import {
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
  type Validator,
} from './validators';

const ALL: Record<string, Validator> = {
  usernameRequired,
  passwordRequired,
  firstNameRequired,
  lastNameRequired,
  currentPasswordRequired,
  emailRequired,
  emailOptional,
  confirmEmailMatches: confirmEmailMatches(),
  birthDay,
  birthMonth,
  birthYear,
  confirmPasswordMatches: confirmPasswordMatches(),
  countryCode,
  phone,
  newPassword,
  newPasswordDiffersFromCurrent: newPasswordDiffersFromCurrent(),
  usernameFormat,
  mfaOptionSelected,
  required: required('x'),
};

const catalogue = new Set<string>([...Object.values(MESSAGES), 'x']);

describe('every validator (property)', () => {
  const context = fc.oneof(
    fc.anything(),
    fc.record(
      {
        values: fc.dictionary(fc.constantFrom('email', 'newPassword', 'currentPassword', 'other'), fc.anything()),
        now: fc.oneof(fc.date(), fc.anything()),
        user: fc.anything(),
        passwordComplexity: fc.oneof(
          fc.anything(),
          fc.record({ minLength: fc.integer(), excludeUsername: fc.boolean(), excludeAttributes: fc.array(fc.string()) }),
        ),
      },
      { requiredKeys: [] },
    ),
  );

  it.each(Object.entries(ALL))('%s never throws and only returns catalogue texts', (_name, validator) => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.constant(undefined), fc.anything()), context, (value, ctx) => {
        const messages = validator(value, ctx as never);
        expect(Array.isArray(messages)).toBe(true);
        for (const message of messages) expect(catalogue.has(message)).toBe(true);
      }),
    );
  });

  it('validateForm never throws on any values', () => {
    const schema = { email: [emailRequired], confirmEmail: confirmEmailMatches(), phone, mfa: mfaOptionSelected };
    fc.assert(
      fc.property(fc.anything(), (values) => {
        const result = validateForm(schema, values);
        expect(result.isValid).toBe(Object.keys(result.errors).length === 0);
      }),
    );
  });
});

describe('required fields (spec 000 §5)', () => {
  it.each([
    ['username', usernameRequired, MESSAGES.usernameRequired],
    ['password', passwordRequired, MESSAGES.passwordRequired],
    ['first name', firstNameRequired, MESSAGES.firstNameRequired],
    ['last name', lastNameRequired, MESSAGES.lastNameRequired],
    ['current password', currentPasswordRequired, MESSAGES.currentPasswordRequired],
  ] as const)('%s is required', (_field, validator, message) => {
    for (const empty of ['', '   ', null, undefined, {}, []]) expect(validator(empty)).toEqual([message]);
    expect(validator('value')).toEqual([]);
  });
});

describe('email (spec 000 §5)', () => {
  it("requires an email: 'Please enter a unique email address'", () => {
    expect(emailRequired('')).toEqual(['Please enter a unique email address']);
    expect(emailRequired(undefined)).toEqual(['Please enter a unique email address']);
  });

  it.each(['amara', 'amara@', '@harborcity.example', 'amara@harborcity', 'a b@x.example', 'amara@@x.example'])(
    "rejects %j: 'Please enter valid email address'",
    (email) => {
      expect(emailRequired(email)).toEqual(['Please enter valid email address']);
    },
  );

  it('accepts a valid email, trimmed', () => {
    expect(emailRequired('amara.okafor@harborcity.example')).toEqual([]);
    expect(emailRequired(' amara.okafor@harborcity.example ')).toEqual([]);
  });

  it('optional variant allows empty', () => {
    expect(emailOptional('')).toEqual([]);
    expect(emailOptional(undefined)).toEqual([]);
    expect(emailOptional('nope')).toEqual(['Please enter valid email address']);
  });

  it("mismatch: 'Email and confirm email do not match'", () => {
    const values = { email: 'amara.okafor@harborcity.example' };
    expect(confirmEmailMatches()('other@harborcity.example', { values })).toEqual(['Email and confirm email do not match']);
    expect(confirmEmailMatches()('', { values })).toEqual(['Email and confirm email do not match']);
    expect(confirmEmailMatches()('Amara.Okafor@HarborCity.example ', { values })).toEqual([]);
    expect(confirmEmailMatches('primary')('a@x.example', { values: { primary: 'a@x.example' } })).toEqual([]);
  });
});

describe('birth date (spec 000 §5)', () => {
  it('day 1 to 31', () => {
    for (const ok of [1, 31, '1', '07', '31']) expect(birthDay(ok)).toEqual([]);
    for (const bad of [0, 32, -1, 1.5, '', 'x', '3 1', null]) expect(birthDay(bad)).toEqual([MESSAGES.birthDayInvalid]);
  });

  it('month 1 to 12', () => {
    for (const ok of [1, 12, '01', '12']) expect(birthMonth(ok)).toEqual([]);
    for (const bad of [0, 13, '13', 'Jan', undefined]) expect(birthMonth(bad)).toEqual([MESSAGES.birthMonthInvalid]);
  });

  it('year less than the current year', () => {
    const now = new Date(2026, 5, 1);
    expect(birthYear(2025, { now })).toEqual([]);
    expect(birthYear('1970', { now })).toEqual([]);
    expect(birthYear(2026, { now })).toEqual([MESSAGES.birthYearInvalid]);
    expect(birthYear(2027, { now })).toEqual([MESSAGES.birthYearInvalid]);
    expect(birthYear('', { now })).toEqual([MESSAGES.birthYearInvalid]);
    expect(birthYear(new Date().getFullYear())).toEqual([MESSAGES.birthYearInvalid]);
  });
});

describe('passwords (spec 000 §5)', () => {
  it('must match', () => {
    expect(confirmPasswordMatches()('Harbor-City-2026', { values: { newPassword: 'Harbor-City-2026' } })).toEqual([]);
    expect(confirmPasswordMatches()('harbor-city-2026', { values: { newPassword: 'Harbor-City-2026' } })).toEqual([MESSAGES.passwordsDoNotMatch]);
    expect(confirmPasswordMatches('password')('a', { values: { password: 'b' } })).toEqual([MESSAGES.passwordsDoNotMatch]);
  });

  it('new password: at least 10 characters, upper, lower, number or special', () => {
    expect(newPassword('HarborCity1')).toEqual([]);
    expect(newPassword('HarborCity!')).toEqual([]);
    expect(newPassword('Harbor1')).toEqual([MESSAGES.passwordTooShort]);
    expect(newPassword('harborcity1')).toEqual([MESSAGES.passwordNeedsUppercase]);
    expect(newPassword('HARBORCITY1')).toEqual([MESSAGES.passwordNeedsLowercase]);
    expect(newPassword('HarborCityX')).toEqual([MESSAGES.passwordNeedsNumberOrSpecial]);
    expect(newPassword('abc')).toEqual([MESSAGES.passwordTooShort, MESSAGES.passwordNeedsUppercase, MESSAGES.passwordNeedsNumberOrSpecial]);
    expect(newPassword('')).toEqual([MESSAGES.passwordRequired]);
  });

  it('applies server complexity, excluding username, first name and last name', () => {
    const passwordComplexity = { excludeUsername: true, excludeAttributes: ['firstName', 'lastName'] };
    const user = { username: 'amara.okafor@harborcity.example', firstName: 'Amara', lastName: 'Okafor' };
    const context = { passwordComplexity, user };
    expect(newPassword('Blue-Heron-2026', context)).toEqual([]);
    expect(newPassword('X-amara.okafor-1', context)).toEqual([MESSAGES.passwordComplexity]);
    expect(newPassword('AmaraRocks-2026', context)).toEqual([MESSAGES.passwordComplexity]);
    expect(newPassword('2026-OKAFORrules', context)).toEqual([MESSAGES.passwordComplexity]);
    expect(newPassword('AmaraRocks-2026', { user })).toEqual([]);
    expect(newPassword('Blue-Heron-2026', { passwordComplexity: { minSymbol: 3 } })).toEqual([MESSAGES.passwordComplexity]);
    expect(newPassword('Blue-Heron-2026', { passwordComplexity: { minLength: 12, minNumber: 4, minUpperCase: 2 } })).toEqual([]);
  });

  it("new equal to current: 'New password cannot be the same as your current password'", () => {
    const rule = newPasswordDiffersFromCurrent();
    expect(rule('Harbor-City-2026', { values: { currentPassword: 'Harbor-City-2026' } })).toEqual([
      'New password cannot be the same as your current password',
    ]);
    expect(rule('Harbor-City-2027', { values: { currentPassword: 'Harbor-City-2026' } })).toEqual([]);
    expect(rule('', { values: { currentPassword: '' } })).toEqual([]);
  });
});

describe('phone and country code (spec 000 §5)', () => {
  it('country code numeric, max 3', () => {
    for (const ok of ['1', '44', '971', 1, '']) expect(countryCode(ok)).toEqual([]);
    for (const bad of ['1234', '+1', '4a', '1 2', 1.5]) expect(countryCode(bad)).toEqual([MESSAGES.countryCodeInvalid]);
  });

  it('phone letters and digits only, max 20', () => {
    for (const ok of ['5550100', '555CALLNOW', '12345678901234567890', '']) expect(phone(ok)).toEqual([]);
    for (const bad of ['555-0100', '+15550100', '123456789012345678901', '555 0100']) expect(phone(bad)).toEqual([MESSAGES.phoneInvalid]);
  });
});

describe('username format (spec 000 §5)', () => {
  it('3 to 64 letters, numbers and underscores', () => {
    expect(usernameFormat('abc')).toEqual([]);
    expect(usernameFormat('amara_okafor_2026')).toEqual([]);
    expect(usernameFormat('a'.repeat(64))).toEqual([]);
    for (const bad of ['ab', 'a'.repeat(65), 'amara.okafor', 'amara okafor', 'amára']) {
      expect(usernameFormat(bad)).toEqual([MESSAGES.usernameInvalid]);
    }
    expect(usernameFormat('')).toEqual([MESSAGES.usernameRequired]);
  });
});

describe('multi-factor options (spec 000 §5)', () => {
  it("at least one: 'You must select at least one Multi-factor authentication option'", () => {
    const message = 'You must select at least one Multi-factor authentication option';
    for (const none of [[], {}, { sms: false, email: false }, [false], null, undefined, '']) expect(mfaOptionSelected(none)).toEqual([message]);
    for (const some of [['sms'], { sms: false, email: true }, [{ factorType: 'sms', isEnabled: true }], true]) expect(mfaOptionSelected(some)).toEqual([]);
  });
});

describe('sign-in access (spec 000 §5)', () => {
  const flags = (p: Partial<Permissions>) => ({ hasConnectAccess: false, isNonMemberSpeaker: false, ...p }) as Permissions;

  it('shows the invalid-credentials text without connect access unless a non-member speaker', () => {
    expect(signInAccessErrors(flags({}))).toEqual([MESSAGES.invalidCredentials]);
    expect(signInAccessErrors(undefined)).toEqual([MESSAGES.invalidCredentials]);
    expect(signInAccessErrors(flags({ hasConnectAccess: true }))).toEqual([]);
    expect(signInAccessErrors(flags({ isNonMemberSpeaker: true }))).toEqual([]);
  });
});

describe('validateForm', () => {
  const schema = {
    email: emailRequired,
    confirmEmail: confirmEmailMatches(),
    newPassword: [newPassword, newPasswordDiffersFromCurrent()],
    confirmPassword: confirmPasswordMatches(),
  };

  it('collects the messages of failing fields only', () => {
    const result = validateForm(schema, {
      email: 'amara.okafor@harborcity.example',
      confirmEmail: 'someone@harborcity.example',
      currentPassword: 'Harbor-City-2026',
      newPassword: 'Harbor-City-2026',
      confirmPassword: 'Harbor-City-2026',
    });
    expect(result).toEqual({
      isValid: false,
      errors: {
        confirmEmail: ['Email and confirm email do not match'],
        newPassword: ['New password cannot be the same as your current password'],
      },
    });
  });

  it('is valid when every rule passes', () => {
    const values = {
      email: 'amara.okafor@harborcity.example',
      confirmEmail: 'amara.okafor@harborcity.example',
      currentPassword: 'Harbor-City-2026',
      newPassword: 'Blue-Heron-2027',
      confirmPassword: 'Blue-Heron-2027',
    };
    expect(validateForm(schema, values)).toEqual({ isValid: true, errors: {} });
  });

  it('passes the extra context on', () => {
    const result = validateForm({ year: birthYear }, { year: 2025 }, { now: new Date(2025, 0, 1) });
    expect(result.errors.year).toEqual([MESSAGES.birthYearInvalid]);
  });
});
