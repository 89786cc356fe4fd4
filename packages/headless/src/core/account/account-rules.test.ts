import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { validateForm } from '../validation/validators';
import {
  changeEmailSchema,
  changePasswordSchema,
  changeUsernameSchema,
  passwordChangeError,
  passwordErrorField,
  usernameChangeError,
} from './account-rules';

const problem = (status: number, message: string) => ({ error: { title: 'x', status, message }, response: { status } });
const context = {
  passwordComplexity: { minLength: 10, excludeUsername: true, excludeAttributes: ['firstName', 'lastName'] },
  user: { username: 'amara.okafor', firstName: 'Amara', lastName: 'Okafor' },
};

describe('change username (spec 000 §5)', () => {
  it.each([
    ['ab', [MESSAGES.usernameInvalid]],
    ['a'.repeat(65), [MESSAGES.usernameInvalid]],
    ['amara.okafor', [MESSAGES.usernameInvalid]],
    ['', [MESSAGES.usernameRequired]],
  ])('refuses %j', (username, messages) => {
    expect(validateForm(changeUsernameSchema, { username }).errors.username).toEqual(messages);
  });

  it.each(['abc', 'amara_okafor', 'A1_'.repeat(21) + 'x'])('accepts %j', (username) => {
    expect(validateForm(changeUsernameSchema, { username }).isValid).toBe(true);
  });

  it('maps a taken username and other failures', () => {
    expect(usernameChangeError(problem(409, 'Username already exists. Please choose another username.')).message).toBe(
      MESSAGES.usernameAlreadyExists,
    );
    expect(usernameChangeError(problem(500, 'boom')).message).toBe(MESSAGES.unableToChangeUsername);
  });
});

describe('change password (spec 000 §5, §8)', () => {
  it('needs the current password, a complex new one that is not the current one, and a match', () => {
    const result = validateForm(changePasswordSchema, { currentPassword: '', newPassword: 'short', confirmPassword: 'x' }, context);
    expect(result.errors.currentPassword).toEqual([MESSAGES.currentPasswordRequired]);
    expect(result.errors.newPassword).toContain(MESSAGES.passwordTooShort);
    expect(result.errors.confirmPassword).toEqual([MESSAGES.passwordsDoNotMatch]);

    const same = validateForm(changePasswordSchema, { currentPassword: 'Connect-2026!', newPassword: 'Connect-2026!', confirmPassword: 'Connect-2026!' }, context);
    expect(same.errors).toEqual({ newPassword: [MESSAGES.newPasswordSameAsCurrent] });

    const withName = validateForm(changePasswordSchema, { currentPassword: 'Connect-2026!', newPassword: 'Okafor-Harbor-26', confirmPassword: 'Okafor-Harbor-26' }, context);
    expect(withName.errors).toEqual({ newPassword: [MESSAGES.passwordComplexity] });

    expect(validateForm(changePasswordSchema, { currentPassword: 'Connect-2026!', newPassword: 'Blue-Heron-2026', confirmPassword: 'Blue-Heron-2026' }, context).isValid).toBe(true);
  });

  it('maps the provider messages to the spec texts and their fields', () => {
    const wrongCurrent = passwordChangeError(problem(409, 'Old Password is not correct'));
    expect(wrongCurrent.message).toBe(MESSAGES.incorrectCurrentPassword);
    expect(passwordErrorField(wrongCurrent)).toBe('currentPassword');
    const same = passwordChangeError(problem(409, 'Password cannot be your current password'));
    expect(same.message).toBe(MESSAGES.newPasswordSameAsCurrent);
    expect(passwordErrorField(same)).toBe('newPassword');
    const complexity = passwordChangeError(problem(409, MESSAGES.passwordComplexity));
    expect(complexity.message).toBe(MESSAGES.passwordComplexity);
    expect(passwordErrorField(complexity)).toBe('newPassword');
  });

  it("shows another provider summary, and the unable text when the server fails", () => {
    expect(passwordChangeError(problem(409, 'Password has been used too recently')).message).toBe('Password has been used too recently');
    const failed = passwordChangeError(problem(500, 'boom'));
    expect(failed.message).toBe(MESSAGES.unableToChangePassword);
    expect(passwordErrorField(failed)).toBe('form');
  });
});

describe('email and confirm email (spec 000 §5)', () => {
  it('needs a valid email and a matching confirmation', () => {
    expect(validateForm(changeEmailSchema, { email: '', confirmEmail: '' }).errors).toEqual({ email: [MESSAGES.emailRequired] });
    expect(validateForm(changeEmailSchema, { email: 'a@b.example', confirmEmail: 'c@b.example' }).errors).toEqual({
      confirmEmail: [MESSAGES.emailMismatch],
    });
  });
});
