// The dialogs of the member profile's personal collections (spec 002 §3, §5): one form schema each,
// built from the shared validators and the profile's lengths and texts, and the rules the dialogs
// share (shared addresses, the email soft result). Form values are strings, as the fields hold them.
import { isSoftResult, type SoftResult, type SoftResultOptions } from '../errors/unwrap';
import { confirmEmailMatches, emailOptional, emailRequired, required, type FormSchema, type Validator } from '../validation/validators';
import { FIRST_YEAR, PROFILE_TEXT_LENGTHS, SHARED_ADDRESSES_MAX, profileMaxLength, profileUrlOptional } from './form-rules';
import { PROFILE_MESSAGES } from './messages';

const L = PROFILE_TEXT_LENGTHS;
const M = PROFILE_MESSAGES;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A website address that must be given (spec 002 §5: 'Please enter correct url' for a missing one too). */
export const profileUrlRequired: Validator = (value, context) => (text(value) === '' ? [M.urlInvalid] : profileUrlOptional(value, context));

// spec 002 §9: phone at least 3 and at most 20 characters; digits with the usual separators and a leading +.
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{1,18}[0-9)]$/;

/** A phone number that may be left empty: 'Please enter the valid phone number' when it is not one (spec 002 §5). */
export const profilePhoneOptional: Validator = (value) => (text(value) === '' || PHONE_PATTERN.test(text(value)) ? [] : [M.phoneInvalid]);

/** A phone number that must be given: 'Please enter the phone number', then the pattern (spec 002 §5). */
export const profilePhoneRequired: Validator = (value, context) => (text(value) === '' ? [M.phoneRequired] : profilePhoneOptional(value, context));

/** A year from the year choices (now back to 1900, spec 002 §5), or empty. */
export const yearOptional: Validator = (value, context) => {
  if (text(value) === '') return [];
  const year = Number(text(value));
  const now = context?.now instanceof Date ? context.now : new Date();
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= now.getFullYear() ? [] : [M.yearRequired];
};

const name = (message: string): Validator[] => [required(message), profileMaxLength(L.name)];

/** The education dialog (educationDetails, spec 002 §3, §5). */
export const EDUCATION_FORM = {
  schoolName: [required(M.schoolNameRequired), profileMaxLength(L.general)],
  schoolType: [required(M.schoolTypeRequired), profileMaxLength(L.name)],
  degree: profileMaxLength(L.name),
  fieldOfStudy: profileMaxLength(L.general),
  graduationYear: yearOptional,
} as const satisfies FormSchema;

/** The contact information dialog: email and its confirmation, phones, website (spec 002 §5). */
export const CONTACT_FORM = {
  email: [emailRequired, profileMaxLength(L.general)],
  confirmEmail: confirmEmailMatches('email', M.confirmEmailDiffers),
  alternateEmail: [emailOptional, profileMaxLength(L.general)],
  mobilePhone: profilePhoneRequired,
  businessPhone: profilePhoneOptional,
  extension: profileMaxLength(L.extension),
  websiteUrl: [profileUrlOptional, profileMaxLength(L.general)],
} as const satisfies FormSchema;

/** The address dialog (spec 002 §5: the required texts and lengths of street, city, ZIP/Postal). */
export const ADDRESS_FORM = {
  addressType: [required(M.addressTypeRequired), profileMaxLength(L.name)],
  street: [required(M.streetRequired), profileMaxLength(L.street)],
  city: [required(M.cityRequired), profileMaxLength(L.city)],
  state: [required(M.stateRequired), profileMaxLength(L.name)],
  zip: [required(M.zipRequired), profileMaxLength(L.zip)],
  country: [required(M.countryRequired), profileMaxLength(L.name)],
} as const satisfies FormSchema;

/** A family member (a Child or Spouse/Partner entry of familyDetails, spec 002 §3, §5). */
export const FAMILY_MEMBER_FORM = {
  relation: required(M.relationRequired),
  firstName: name(M.firstNameRequired),
  lastName: name(M.lastNameRequired),
  gender: required(M.genderRequired),
  birthYear: yearOptional,
} as const satisfies FormSchema;

/** Longest biography (ours: the contract's maxLength; the spec gives none). */
export const BIOGRAPHY_MAX = 4000;

/** The biography and family interests dialog (About me); interests one a line, each within the general length. */
export const ABOUT_ME_FORM = {
  biography: profileMaxLength(BIOGRAPHY_MAX),
  familyInterests: (value: unknown) => (interestsOf(text(value)).some((interest) => interest.length > L.general) ? [M.tooLong(L.general)] : []),
} as const satisfies FormSchema;

/** The social network dialog. */
export const SOCIAL_NETWORK_FORM = {
  socialNetworkType: [required(M.socialNetworkTypeRequired), profileMaxLength(L.name)],
  url: [profileUrlRequired, profileMaxLength(L.general)],
} as const satisfies FormSchema;

/** The emergency contact dialog: both emails must match, 'Please enter same email address' (spec 002 §5). */
export const EMERGENCY_CONTACT_FORM = {
  firstName: name(M.firstNameRequired),
  lastName: name(M.lastNameRequired),
  relation: [required(M.relationRequired), profileMaxLength(L.name)],
  phone: profilePhoneRequired,
  email: [emailRequired, profileMaxLength(L.general)],
  confirmEmail: confirmEmailMatches('email', M.emergencyEmailsDiffer),
} as const satisfies FormSchema;

/** The assistant dialog. */
export const ASSISTANT_FORM = {
  firstName: name(M.firstNameRequired),
  lastName: name(M.lastNameRequired),
  email: [emailRequired, profileMaxLength(L.general)],
  phone: profilePhoneOptional,
  extension: profileMaxLength(L.extension),
} as const satisfies FormSchema;

/** The relationship dialog; its save may answer 'Email already exists' (see {@link EMAIL_SOFT_RESULT}). */
export const RELATIONSHIP_FORM = {
  relationshipType: [required(M.relationshipTypeRequired), profileMaxLength(L.name)],
  firstName: name(M.firstNameRequired),
  lastName: name(M.lastNameRequired),
  email: [emailRequired, profileMaxLength(L.general)],
} as const satisfies FormSchema;

/** The external connection dialog (keyed by companyId). */
export const EXTERNAL_CONNECTION_FORM = {
  companyName: [required(M.companyNameRequired), profileMaxLength(L.general)],
  title: profileMaxLength(L.title),
  websiteUrl: [profileUrlOptional, profileMaxLength(L.general)],
} as const satisfies FormSchema;

/** Family interests as typed (one a line) to the list saved: trimmed, blank lines and repeats dropped. */
export function interestsOf(typed: string): string[] {
  const seen = new Set<string>();
  const interests: string[] = [];
  for (const line of typed.split(/\r?\n/)) {
    const interest = line.trim();
    if (interest === '' || seen.has(interest.toLowerCase())) continue;
    seen.add(interest.toLowerCase());
    interests.push(interest);
  }
  return interests;
}

/**
 * Whether an address may be shared (spec 002 §5: up to two are): it already is, or fewer than two
 * of the other addresses are. `editingId` is the address being edited (none for a new one).
 */
export function canShareAddress(addresses: readonly { addressId: string; isShared: boolean }[], editingId?: string): boolean {
  const editing = addresses.find((a) => a.addressId === editingId);
  if (editing?.isShared) return true;
  return addresses.filter((a) => a.isShared && a.addressId !== editingId).length < SHARED_ADDRESSES_MAX;
}

/**
 * `unwrap` options of the relationship and email saves (spec 002 §5): a failure whose server message
 * contains 'Email already exists' is returned as a soft result, not thrown.
 */
export const EMAIL_SOFT_RESULT: SoftResultOptions & { readonly log: true } = { softResultWhen: M.emailAlreadyExists, log: true };

/** What a relationship or contact email save came to: saved, or the soft result's text for the email field. */
export type EmailSaveOutcome<T> = { readonly isSaved: true; readonly data: T } | { readonly isSaved: false; readonly emailMessage: string };

/**
 * A relationship or contact save's answer as the dialog shows it: the soft result becomes the email
 * field's text, 'Email already exists' for a relationship, 'Email Address is already on file' for
 * one's own contact email (spec 002 §5, §8).
 */
export function emailSaveOutcome<T>(answer: T | SoftResult, kind: 'relationship' | 'contact'): EmailSaveOutcome<T> {
  if (isSoftResult(answer)) return { isSaved: false, emailMessage: kind === 'relationship' ? M.emailAlreadyExists : M.emailAlreadyOnFile };
  return { isSaved: true, data: answer };
}
