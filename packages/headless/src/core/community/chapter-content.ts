import type { communities } from '@ypo/sdk';
import { FEATURE_MESSAGES } from '../feature-messages';
import { required, urlOptional, urlRequired, type FormSchema, type Validator } from '../validation/validators';

// spec 001 §3: the chapter welcome message with its membership requirement fields; sponsors; the
// transaction hub (fields not shown in the spec: the contract's). The field labels are ours.

type Schemas = communities.components['schemas'];
/** The chapter welcome message with the membership requirements, as the contract has it. */
export type ChapterWelcomeMessage = Schemas['ChapterWelcomeMessage'];

/** Every membership requirement field (spec 001 §3), in the order a form shows them. */
export const MEMBERSHIP_REQUIREMENT_FIELDS = [
  'annualCompensation',
  'annualRevenue',
  'enterpriseNetWorthType',
  'minimumEnterpriseNetWorth',
  'employees',
  'assets',
  'publicEquityValue',
] as const satisfies readonly (keyof ChapterWelcomeMessage)[];

/** A membership requirement field. */
export type MembershipRequirementField = (typeof MEMBERSHIP_REQUIREMENT_FIELDS)[number];

/** A numeric membership requirement field (all but the net worth type). */
export type MembershipNumberField = Exclude<MembershipRequirementField, 'enterpriseNetWorthType'>;

/** The membership requirement fields that hold numbers. */
export const MEMBERSHIP_NUMBER_FIELDS: readonly MembershipNumberField[] = MEMBERSHIP_REQUIREMENT_FIELDS.filter(
  (field): field is MembershipNumberField => field !== 'enterpriseNetWorthType',
);

/** The label of each membership requirement field (ours: the spec names the fields only). */
export const MEMBERSHIP_REQUIREMENT_LABELS: Readonly<Record<MembershipRequirementField, string>> = {
  annualCompensation: 'Annual compensation',
  annualRevenue: 'Annual revenue',
  enterpriseNetWorthType: 'Enterprise net worth type',
  minimumEnterpriseNetWorth: 'Minimum enterprise net worth',
  employees: 'Employees',
  assets: 'Assets',
  publicEquityValue: 'Public equity value',
};

const NUMBER = /^\d+(\.\d+)?$/;
const INTEGER = /^\d+$/;
const plain = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/,/g, '') : typeof value === 'number' ? String(value) : '');

/** An optional amount: empty, or a non-negative number (thousands commas allowed). */
export const amountOptional: Validator = (value) => {
  const text = plain(value);
  return text === '' || NUMBER.test(text) ? [] : [FEATURE_MESSAGES.numberInvalid];
};

/** An optional count: empty, or a whole non-negative number. */
export const countOptional: Validator = (value) => {
  const text = plain(value);
  return text === '' || INTEGER.test(text) ? [] : [FEATURE_MESSAGES.wholeNumberInvalid];
};

/** The welcome message form: the numbers must be numbers (employees a whole one). */
export const welcomeMessageSchema = {
  annualCompensation: amountOptional,
  annualRevenue: amountOptional,
  minimumEnterpriseNetWorth: amountOptional,
  employees: countOptional,
  assets: amountOptional,
  publicEquityValue: amountOptional,
} satisfies FormSchema;

/** The form's texts of a welcome message (empty for a missing value). */
export function welcomeMessageFormOf(welcome: ChapterWelcomeMessage | undefined): Record<'message' | MembershipRequirementField, string> {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    message: text(welcome?.message),
    ...(Object.fromEntries(MEMBERSHIP_REQUIREMENT_FIELDS.map((field) => [field, text(welcome?.[field])])) as Record<MembershipRequirementField, string>),
  };
}

/** The welcome message to save from the form's texts (checked with {@link welcomeMessageSchema}): empty fields are `null`. */
export function welcomeMessageOf(communityId: string, form: Readonly<Record<'message' | MembershipRequirementField, string>>): ChapterWelcomeMessage {
  const numbers = Object.fromEntries(
    MEMBERSHIP_NUMBER_FIELDS.map((field) => {
      const text = plain(form[field]);
      return [field, text === '' ? null : Number(text)];
    }),
  ) as Record<MembershipNumberField, number | null>;
  const type = form.enterpriseNetWorthType.trim();
  return { communityId, message: form.message, ...numbers, enterpriseNetWorthType: type === '' ? null : type };
}

/** The transaction hub form: a title and a valid address of the external site. */
export const transactionHubSchema = {
  title: required(FEATURE_MESSAGES.featuredTitleRequired),
  url: urlRequired,
} satisfies FormSchema;

/** A sponsor form: a name, and optionally a valid logo and site address. */
export const sponsorSchema = {
  name: required(FEATURE_MESSAGES.sponsorNameRequired),
  url: urlOptional,
  imageUrl: urlOptional,
} satisfies FormSchema;
