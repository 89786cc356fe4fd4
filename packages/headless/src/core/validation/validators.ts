import { MESSAGES } from '../messages';
import { FEATURE_MESSAGES } from '../feature-messages';
import type { Permissions } from '../permissions';

/** Server-supplied password complexity (login-security password policy settings). */
export interface PasswordComplexity {
  /** Fewest characters (counted as code points); no rule when absent. */
  readonly minLength?: number;
  /** Fewest lower-case letters; no rule when absent. */
  readonly minLowerCase?: number;
  /** Fewest upper-case letters; no rule when absent. */
  readonly minUpperCase?: number;
  /** Fewest digits (any Unicode number); no rule when absent. */
  readonly minNumber?: number;
  /** Fewest symbols (neither letter, digit nor space); no rule when absent. */
  readonly minSymbol?: number;
  /** The password may not contain the username (the part before '@'). */
  readonly excludeUsername?: boolean;
  /** User attributes the password may not contain: 'firstName', 'lastName'. */
  readonly excludeAttributes?: readonly string[];
}

/** What a validator may look at besides its own value. */
export interface ValidationContext {
  /** Every value of the form, for rules that compare fields. */
  readonly values?: Readonly<Record<string, unknown>>;
  /** Today, for the birth-year rule; defaults to the system clock. */
  readonly now?: Date;
  /** The user whose password is being set. */
  readonly user?: { readonly username?: string; readonly firstName?: string; readonly lastName?: string };
  /** The server's password policy, for the password rules. */
  readonly passwordComplexity?: PasswordComplexity;
}

/** A rule: the messages for `value` (none when valid). Never throws, whatever it is given. */
export type Validator = (value: unknown, context?: ValidationContext) => string[];

// --- defensive readers: validators take any input and never throw ---

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Text of a string or a finite number; `undefined` for anything else. */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

const isBlank = (value: unknown) => (textOf(value)?.trim() ?? '') === '';

function fieldOf(context: unknown, field: string): unknown {
  const values = asRecord(asRecord(context)?.['values']);
  return values === undefined || !Object.prototype.hasOwnProperty.call(values, field) ? undefined : values[field];
}

function integerOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value.trim());
  return undefined;
}

const fail = (message: string) => [message];

/** A value is present (not empty or blank). */
export function required(message: string): Validator {
  return (value) => (isBlank(value) ? fail(message) : []);
}

// spec 000 §5: username required; password required; first and last name required.
/** Username required (sign-in). */
export const usernameRequired: Validator = required(MESSAGES.usernameRequired);
/** Password required (sign-in). */
export const passwordRequired: Validator = required(MESSAGES.passwordRequired);
/** First name required. */
export const firstNameRequired: Validator = required(MESSAGES.firstNameRequired);
/** Last name required. */
export const lastNameRequired: Validator = required(MESSAGES.lastNameRequired);
/** Current password required when changing it. */
export const currentPasswordRequired: Validator = required(MESSAGES.currentPasswordRequired);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Email required ('Please enter a unique email address') and valid ('Please enter valid email address'). */
export const emailRequired: Validator = (value) => {
  // spec 000 §5: required -> 'Please enter a unique email address', pattern -> 'Please enter valid email address'.
  if (isBlank(value)) return fail(MESSAGES.emailRequired);
  return EMAIL_PATTERN.test(textOf(value)?.trim() ?? '') ? [] : fail(MESSAGES.emailInvalid);
};

/** The optional email variant: empty is fine, anything else must be valid. */
export const emailOptional: Validator = (value, context) => (isBlank(value) ? [] : emailRequired(value, context));

/**
 * Confirm email equals the form's `emailField` (trimmed, ignoring case): 'Email and confirm email do not
 * match' (spec 000 §5), or the form's own `message` (spec 002 §5 has two: the profile's and the emergency contact's).
 */
export function confirmEmailMatches(emailField = 'email', message: string = MESSAGES.emailMismatch): Validator {
  return (value, context) => {
    const email = textOf(fieldOf(context, emailField))?.trim().toLowerCase() ?? '';
    const confirm = textOf(value)?.trim().toLowerCase() ?? '';
    return email === confirm ? [] : fail(message);
  };
}

/** Birth date day, 1 to 31. */
export const birthDay: Validator = (value) => {
  const day = integerOf(value);
  return day !== undefined && day >= 1 && day <= 31 ? [] : fail(MESSAGES.birthDayInvalid);
};

/** Birth date month, 1 to 12. */
export const birthMonth: Validator = (value) => {
  const month = integerOf(value);
  return month !== undefined && month >= 1 && month <= 12 ? [] : fail(MESSAGES.birthMonthInvalid);
};

/** Birth date year, less than the current year (`context.now`, default today). */
export const birthYear: Validator = (value, context) => {
  const year = integerOf(value);
  const now = asRecord(context)?.['now'];
  const today = now instanceof Date && !Number.isNaN(now.getTime()) ? now : new Date();
  return year !== undefined && year >= 1 && year < today.getFullYear() ? [] : fail(MESSAGES.birthYearInvalid);
};

/** Confirm password equals the form's `passwordField` exactly. */
export function confirmPasswordMatches(passwordField = 'newPassword'): Validator {
  return (value, context) => ((textOf(value) ?? '') === (textOf(fieldOf(context, passwordField)) ?? '') ? [] : fail(MESSAGES.passwordsDoNotMatch));
}

/** Country code: digits only, at most 3 (empty is left to a required rule). */
export const countryCode: Validator = (value) => {
  if (isBlank(value)) return [];
  return /^\d{1,3}$/.test(textOf(value)?.trim() ?? '') ? [] : fail(MESSAGES.countryCodeInvalid);
};

/** Phone: letters and digits only, at most 20 (empty is left to a required rule). */
export const phone: Validator = (value) => {
  if (isBlank(value)) return [];
  return /^[A-Za-z0-9]{1,20}$/.test(textOf(value)?.trim() ?? '') ? [] : fail(MESSAGES.phoneInvalid);
};

/** spec 000 §5/§9: the password minimum is 10 characters. */
export const PASSWORD_MIN_LENGTH = 10;
/** spec 000 §5/§9: usernames are 3 to 64 characters. */
export const USERNAME_LENGTH = { min: 3, max: 64 } as const;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

function breaksComplexity(password: string, complexity: unknown, user: unknown): boolean {
  const rules = asRecord(complexity);
  if (rules === undefined) return false;
  const atLeast = (key: string, actual: number) => {
    const min = rules[key];
    return typeof min === 'number' && actual < min;
  };
  if (
    atLeast('minLength', [...password].length) ||
    atLeast('minLowerCase', count(password, /\p{Ll}/gu)) ||
    atLeast('minUpperCase', count(password, /\p{Lu}/gu)) ||
    atLeast('minNumber', count(password, /\p{N}/gu)) ||
    atLeast('minSymbol', count(password, /[^\p{L}\p{N}\s]/gu))
  ) {
    return true;
  }
  const who = asRecord(user);
  const lower = password.toLowerCase();
  const contains = (part: unknown) => {
    const text = textOf(part)?.trim().toLowerCase() ?? '';
    return text !== '' && lower.includes(text);
  };
  // spec 000 §5: server rules may exclude the username, first name and last name.
  if (rules['excludeUsername'] === true && contains(textOf(who?.['username'])?.split('@')[0])) return true;
  const excluded = rules['excludeAttributes'];
  if (Array.isArray(excluded)) {
    for (const attribute of excluded) {
      if ((attribute === 'firstName' || attribute === 'lastName') && contains(who?.[attribute])) return true;
    }
  }
  return false;
}

/** New password: 10+ characters, upper, lower, number or special; plus `context.passwordComplexity`. */
export const newPassword: Validator = (value, context) => {
  const password = textOf(value) ?? '';
  if (password === '') return fail(MESSAGES.passwordRequired);
  const messages: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) messages.push(MESSAGES.passwordTooShort);
  if (!/\p{Lu}/u.test(password)) messages.push(MESSAGES.passwordNeedsUppercase);
  if (!/\p{Ll}/u.test(password)) messages.push(MESSAGES.passwordNeedsLowercase);
  if (!/\p{N}|[^\p{L}\p{N}\s]/u.test(password)) messages.push(MESSAGES.passwordNeedsNumberOrSpecial);
  const ctx = asRecord(context);
  if (breaksComplexity(password, ctx?.['passwordComplexity'], ctx?.['user'])) messages.push(MESSAGES.passwordComplexity);
  return messages;
};

/** New password differs from the form's `currentField`: 'New password cannot be the same as your current password'. */
export function newPasswordDiffersFromCurrent(currentField = 'currentPassword'): Validator {
  return (value, context) => {
    const next = textOf(value) ?? '';
    return next !== '' && next === textOf(fieldOf(context, currentField)) ? fail(MESSAGES.newPasswordSameAsCurrent) : [];
  };
}

/** Username: 3 to 64 letters, numbers and underscores. */
export const usernameFormat: Validator = (value) => {
  if (isBlank(value)) return fail(MESSAGES.usernameRequired);
  return /^[A-Za-z0-9_]{3,64}$/.test(textOf(value) ?? '') ? [] : fail(MESSAGES.usernameInvalid);
};

// Takes the selected options (strings, `true`, or factors with `isEnabled: true`) or a record of option -> boolean.
/** At least one multi-factor option selected. */
export const mfaOptionSelected: Validator = (value) => {
  const isSelected = (option: unknown) =>
    option === true || (typeof option === 'string' && option.trim() !== '') || asRecord(option)?.['isEnabled'] === true;
  const selected = Array.isArray(value)
    ? value.some(isSelected)
    : value === true || Object.values(asRecord(value) ?? {}).some((option) => option === true);
  return selected ? [] : fail(MESSAGES.mfaOptionRequired);
};

/** spec 000 §5: sign-in without connect access, unless a non-member speaker, shows the invalid-credentials text. */
export function signInAccessErrors(permissions: Permissions | undefined): string[] {
  if (permissions === undefined) return fail(MESSAGES.invalidCredentials);
  return permissions.hasConnectAccess || permissions.isNonMemberSpeaker ? [] : fail(MESSAGES.invalidCredentials);
}

/** At most `max` characters (after trimming); anything longer gets `message`. */
export function maxLength(max: number, message: string): Validator {
  return (value) => ((textOf(value)?.trim().length ?? 0) > max ? fail(message) : []);
}

// spec 001 §5: an http(s) address with a domain, a top level of 2 to 5 letters, optional port and path.
const URL_PATTERN = /^https?:\/\/([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,5}(:\d{1,5})?([/?#]\S*)?$/i;

/** Optional address: empty is fine, anything else must be an http(s) address (spec 001 §5: 'Please enter a valid url.'). */
export const urlOptional: Validator = (value) => {
  if (isBlank(value)) return [];
  return URL_PATTERN.test(textOf(value)?.trim() ?? '') ? [] : fail(FEATURE_MESSAGES.urlInvalid);
};

/** Required address, an http(s) address (spec 001 §5: 'Please enter a valid url.' for a missing one too). */
export const urlRequired: Validator = (value, context) => (isBlank(value) ? fail(FEATURE_MESSAGES.urlInvalid) : urlOptional(value, context));

/** A form: its validators by field name. */
export type FormSchema = Readonly<Record<string, Validator | readonly Validator[]>>;

/** Result of {@link validateForm}: messages of the failing fields only. */
export interface FormValidation<S extends FormSchema> {
  /** `true` when no field has a message. */
  readonly isValid: boolean;
  /** The messages of each failing field, in rule order; passing fields are left out. */
  readonly errors: Partial<Record<keyof S & string, string[]>>;
}

/** Runs every validator of `schema` on `values` (the form's values are passed on as `context.values`). */
export function validateForm<S extends FormSchema>(
  schema: S,
  values: unknown,
  context: Omit<ValidationContext, 'values'> = {},
): FormValidation<S> {
  const record = asRecord(values) ?? {};
  const fullContext: ValidationContext = { ...context, values: record };
  const errors: Partial<Record<keyof S & string, string[]>> = {};
  for (const field of Object.keys(schema) as (keyof S & string)[]) {
    const rules = schema[field];
    const list: readonly Validator[] = typeof rules === 'function' ? [rules] : (rules ?? []);
    const value = Object.prototype.hasOwnProperty.call(record, field) ? record[field] : undefined;
    const messages = list.flatMap((rule) => rule(value, fullContext));
    if (messages.length > 0) errors[field] = messages;
  }
  return { isValid: Object.keys(errors).length === 0, errors };
}
