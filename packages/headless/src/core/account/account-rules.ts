import { toAppError, type AppError, type FailedResult } from '../messages';
import {
  confirmEmailMatches,
  confirmPasswordMatches,
  currentPasswordRequired,
  emailRequired,
  newPassword,
  newPasswordDiffersFromCurrent,
  usernameFormat,
  type FormSchema,
} from '../validation/validators';

/** Change username: 3 to 64 letters, numbers and underscores (spec 000 §5). */
export const changeUsernameSchema = { username: usernameFormat } as const satisfies FormSchema;

/**
 * Change password (spec 000 §5): current password required; new password rules, plus the
 * server's complexity excluding username, first and last name (pass `passwordComplexity` and
 * `user` in the validation context); not the current one; confirmation matches.
 */
export const changePasswordSchema = {
  currentPassword: currentPasswordRequired,
  newPassword: [newPassword, newPasswordDiffersFromCurrent('currentPassword')],
  confirmPassword: confirmPasswordMatches('newPassword'),
} as const satisfies FormSchema;

/** Email and confirm email (spec 000 §5). */
export const changeEmailSchema = { email: emailRequired, confirmEmail: confirmEmailMatches('email') } as const satisfies FormSchema;

/** A failed username change: 'Username already exists...' for a taken name, else "We're unable to change your username...". */
export function usernameChangeError(result: FailedResult): AppError {
  return toAppError(result, { fallback: 'unableToChangeUsername' });
}

/**
 * A failed password change (spec 000 §5, §8): the provider's 'Old Password is not correct' and
 * 'Password cannot be your current password' are mapped; another refusal shows the provider's
 * summary; anything else "We're unable to change your password...".
 */
export function passwordChangeError(result: FailedResult): AppError {
  const status = result.response?.status;
  const isRefusal = status !== undefined && status >= 400 && status < 500 && status !== 401;
  return toAppError(result, { fallback: 'unableToChangePassword', surfaceServerMessage: isRefusal });
}

/** The password-change field a failure belongs to, or `form`. */
export function passwordErrorField(error: AppError): 'currentPassword' | 'newPassword' | 'form' {
  if (error.code === 'incorrectCurrentPassword') return 'currentPassword';
  if (error.code === 'passwordSameAsCurrent' || error.code === 'passwordComplexity') return 'newPassword';
  return 'form';
}
