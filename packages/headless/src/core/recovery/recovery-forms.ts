import { MESSAGES } from '../messages';
import { normalisePhone } from '../validation/normalise-phone';
import {
  birthDay,
  birthMonth,
  birthYear,
  confirmPasswordMatches,
  countryCode,
  emailRequired,
  firstNameRequired,
  lastNameRequired,
  newPassword,
  phone,
  required,
  type FormSchema,
} from '../validation/validators';
import type { AssistanceKind } from './recovery-machine';

/** Forgot username / forgot password: the email address (spec 000 §5). */
export const recoveryEmailSchema = { email: emailRequired } as const satisfies FormSchema;

/** Username-or-password further assistance: last name and birth date; password assistance may add a phone. */
export function furtherAssistanceSchema(kind: AssistanceKind): FormSchema {
  const base = { lastName: lastNameRequired, day: birthDay, month: birthMonth, year: birthYear };
  // spec 000 §7: password assistance is also called with a trailing phone segment (optional here).
  return kind === 'password' ? { ...base, countryCode, phone } : base;
}

/** Spouse/partner username recovery and password reset: first and last name and phone. */
export const spousePartnerSchema = {
  firstName: firstNameRequired,
  lastName: lastNameRequired,
  countryCode: [required(MESSAGES.countryCodeRequired), countryCode],
  phone: [required(MESSAGES.phoneRequired), phone],
} as const satisfies FormSchema;

/** Enter reset code (SMS passCode). */
export const resetCodeSchema = { passCode: required(MESSAGES.codeRequired) } as const satisfies FormSchema;

/** Recovery code form (the recovery token sent by email). */
export const recoveryCodeSchema = { recoveryToken: required(MESSAGES.codeRequired) } as const satisfies FormSchema;

/** Further security questions: the answer. */
export const securityAnswerSchema = { answer: required(MESSAGES.answerRequired) } as const satisfies FormSchema;

/** Reset password: the new password rules (with the transaction's complexity) and its confirmation. */
export const resetPasswordSchema = {
  newPassword,
  confirmPassword: confirmPasswordMatches('newPassword'),
} as const satisfies FormSchema;

/** Birth date fields as the recovery calls take them (YYYY-MM-DD, the contract's format). */
export function birthDateOf(values: { readonly day?: unknown; readonly month?: unknown; readonly year?: unknown }): string {
  const part = (value: unknown, width: number) => String(value ?? '').trim().padStart(width, '0');
  return `${part(values.year, 4)}-${part(values.month, 2)}-${part(values.day, 2)}`;
}

/** spec 000 §5: the phone of a recovery form, normalised; `undefined` when none was entered. */
export function recoveryPhoneOf(values: { readonly phone?: unknown; readonly countryCode?: unknown }): string | undefined {
  const normalised = normalisePhone(values.phone, values.countryCode);
  return normalised === '' ? undefined : normalised;
}

/** The `urlRecoveryType` of the spouse/partner assistance call (values not shown in the spec; the contract's example). */
export const SPOUSE_RECOVERY_TYPE = 'spouse';
