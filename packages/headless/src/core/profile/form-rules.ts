import { PROFILE_MESSAGES } from './messages';
import type { ValidationContext, Validator } from '../validation/validators';
import { maxLength } from '../validation/validators';

/** Text lengths of the profile forms (spec 002 §5). */
export const PROFILE_TEXT_LENGTHS = {
  general: 255,
  name: 100,
  street: 250,
  zip: 20,
  title: 200,
  countryCode: 3,
  phone: 20,
  extension: 40,
  address: 250,
  city: 80,
} as const;

/** Education holds at most this many entries (spec 002 §5). */
export const EDUCATION_MAX = 5;

/** Adding is offered while there are fewer entries than this (spec 002 §5: 'max 5 entries (4 when adding more)'). */
export const EDUCATION_ADD_BELOW = EDUCATION_MAX;

/** Up to this many addresses are shared (spec 002 §5). */
export const SHARED_ADDRESSES_MAX = 2;

/** Type-ahead lists are cut to this many entries (spec 002 §5). */
export const TYPEAHEAD_LIMIT = 100;

/** The earliest year a year choice offers (spec 002 §5). */
export const FIRST_YEAR = 1900;

/** Year choices, from the current year back to 1900 (spec 002 §5), newest first. */
export function yearChoices(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= FIRST_YEAR; year -= 1) years.push(year);
  return years;
}

/** Whether another education entry may be added to `count` entries (spec 002 §5). */
export function canAddEducation(count: number): boolean {
  return count < EDUCATION_ADD_BELOW;
}

/** At most `max` characters, with the profile's length text (spec 002 §5). */
export function profileMaxLength(max: number): Validator {
  return maxLength(max, PROFILE_MESSAGES.tooLong(max));
}

function partOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value)) return Number(value.trim());
  return undefined;
}

/** A month and year pair as one comparable number (year * 12 + month); `undefined` when incomplete. */
function monthIndex(month: unknown, year: unknown): number | undefined {
  const m = partOf(month);
  const y = partOf(year);
  return m === undefined || y === undefined ? undefined : y * 12 + m;
}

/**
 * The end (month and year fields of the form) must come after the start (spec 002 §5: 'End date must
 * be greater than start date.'). Put it on the end year field; incomplete dates are left to the required rules.
 */
export function endAfterStart(fields: { startMonth: string; startYear: string; endMonth: string; endYear: string }): Validator {
  return (_value, context?: ValidationContext) => {
    const values = context?.values ?? {};
    const start = monthIndex(values[fields.startMonth], values[fields.startYear]);
    const end = monthIndex(values[fields.endMonth], values[fields.endYear]);
    if (start === undefined || end === undefined) return [];
    return end > start ? [] : [PROFILE_MESSAGES.endBeforeStart];
  };
}

// profa: the website rule and the paired month/year rule of the professional dialogs.

// spec 002 §5: 'Website URL: valid address with optional scheme'.
const PROFILE_URL_PATTERN = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,24}(:\d{1,5})?([/?#]\S*)?$/i;

/** Optional website: empty is fine, else an address with an optional http(s) scheme ('Please enter correct url', spec 002 §5). */
export const profileUrlOptional: Validator = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return [];
  return PROFILE_URL_PATTERN.test(text) ? [] : [PROFILE_MESSAGES.urlInvalid];
};

/** Required (with `message`) once `otherField` has a value: a month without its year, or the reverse. */
export function requiredWith(otherField: string, message: string): Validator {
  return (value, context?: ValidationContext) => {
    const other = context?.values?.[otherField];
    const isOtherSet = typeof other === 'number' || (typeof other === 'string' && other.trim() !== '');
    const isSet = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');
    return isOtherSet && !isSet ? [message] : [];
  };
}

/** `rule`, skipped while the checkbox field `flagField` is on (a current position has no end date). */
export function unlessChecked(flagField: string, rule: Validator): Validator {
  return (value, context?: ValidationContext) => (context?.values?.[flagField] === 'true' ? [] : rule(value, context));
}
