import { describe, expect, it } from 'vitest';
import { AppError } from '../messages';
import { unwrap } from '../errors/unwrap';
import { validateForm, type FormSchema } from '../validation/validators';
import { PROFILE_MESSAGES as M } from './messages';
import {
  ABOUT_ME_FORM,
  ADDRESS_FORM,
  ASSISTANT_FORM,
  CONTACT_FORM,
  EDUCATION_FORM,
  EMAIL_SOFT_RESULT,
  EMERGENCY_CONTACT_FORM,
  EXTERNAL_CONNECTION_FORM,
  FAMILY_MEMBER_FORM,
  RELATIONSHIP_FORM,
  SOCIAL_NETWORK_FORM,
  canShareAddress,
  emailSaveOutcome,
  interestsOf,
} from './personal-forms';

const NOW = new Date('2026-11-24T12:00:00Z');
const errorsOf = (schema: FormSchema, values: Record<string, string>) => validateForm(schema, values, { now: NOW }).errors;

describe('personal collection dialogs (spec 002 §5)', () => {
  const education = { schoolName: 'Harbor City University', schoolType: 'University', degree: 'MBA', fieldOfStudy: '', graduationYear: '2009' };
  it.each([
    ['a valid entry', {}, {}],
    ['no school name', { schoolName: '  ' }, { schoolName: [M.schoolNameRequired] }],
    ['no school type', { schoolType: '' }, { schoolType: [M.schoolTypeRequired] }],
    ['a school name over 255', { schoolName: 'x'.repeat(256) }, { schoolName: [M.tooLong(255)] }],
    ['a year after this one', { graduationYear: '2027' }, { graduationYear: [M.yearRequired] }],
    ['a year before 1900', { graduationYear: '1899' }, { graduationYear: [M.yearRequired] }],
    ['1900', { graduationYear: '1900' }, {}],
  ])('education: %s', (_, change, errors) => {
    expect(errorsOf(EDUCATION_FORM, { ...education, ...change })).toEqual(errors);
  });

  const contact = { email: 'amara@okafor.example', confirmEmail: 'Amara@Okafor.example', alternateEmail: '', mobilePhone: '+1 555 010 0101', businessPhone: '', extension: '', websiteUrl: 'okafor-logistics.example' };
  it.each([
    ['a valid entry (the url without a scheme)', {}, {}],
    ['no email', { email: '', confirmEmail: '' }, { email: [M.emailRequired] }],
    ['a bad email', { email: 'amara@', confirmEmail: 'amara@' }, { email: [M.emailInvalid] }],
    ['a confirmation that differs', { confirmEmail: 'amara@okafor.examples' }, { confirmEmail: [M.confirmEmailDiffers] }],
    ['a bad alternate email (optional variant)', { alternateEmail: 'nope' }, { alternateEmail: [M.emailInvalid] }],
    ['no mobile phone', { mobilePhone: '' }, { mobilePhone: [M.phoneRequired] }],
    ['a phone of letters', { mobilePhone: 'call me' }, { mobilePhone: [M.phoneInvalid] }],
    ['a phone over 20', { businessPhone: '1'.repeat(21) }, { businessPhone: [M.phoneInvalid] }],
    ['a phone under 3', { businessPhone: '12' }, { businessPhone: [M.phoneInvalid] }],
    ['an extension over 40', { extension: '1'.repeat(41) }, { extension: [M.tooLong(40)] }],
    ['a bad url', { websiteUrl: 'not a url' }, { websiteUrl: [M.urlInvalid] }],
    ['an https url', { websiteUrl: 'https://connect.example/okafor' }, {}],
  ])('contact: %s', (_, change, errors) => {
    expect(errorsOf(CONTACT_FORM, { ...contact, ...change })).toEqual(errors);
  });

  const address = { addressType: 'Business', street: '12 Quay Street', city: 'Harbor City', state: 'Atlantic', zip: 'HC 1001', country: 'Harborland' };
  it.each([
    ['a valid entry', {}, {}],
    ['nothing', { addressType: '', street: '', city: '', state: '', zip: '', country: '' }, {
      addressType: [M.addressTypeRequired], street: [M.streetRequired], city: [M.cityRequired], state: [M.stateRequired], zip: [M.zipRequired], country: [M.countryRequired],
    }],
    ['a street over 250', { street: 's'.repeat(251) }, { street: [M.tooLong(250)] }],
    ['a city over 80', { city: 'c'.repeat(81) }, { city: [M.tooLong(80)] }],
    ['a zip over 20', { zip: '9'.repeat(21) }, { zip: [M.tooLong(20)] }],
  ])('address: %s', (_, change, errors) => {
    expect(errorsOf(ADDRESS_FORM, { ...address, ...change })).toEqual(errors);
  });

  const emergency = { firstName: 'Daniel', lastName: 'Okafor', relation: 'Spouse', phone: '+15550100104', email: 'daniel@okafor.example', confirmEmail: 'daniel@okafor.example' };
  it.each([
    ['a valid entry', {}, {}],
    ['emails that differ', { confirmEmail: 'dan@okafor.example' }, { confirmEmail: [M.emergencyEmailsDiffer] }],
    ['no relation, no phone', { relation: '', phone: '' }, { relation: [M.relationRequired], phone: [M.phoneRequired] }],
    ['a first name over 100', { firstName: 'd'.repeat(101) }, { firstName: [M.tooLong(100)] }],
  ])('emergency contact: %s', (_, change, errors) => {
    expect(errorsOf(EMERGENCY_CONTACT_FORM, { ...emergency, ...change })).toEqual(errors);
  });

  it.each([
    [FAMILY_MEMBER_FORM, { relation: '', firstName: '', lastName: '', gender: '', birthYear: '' }, { relation: [M.relationRequired], firstName: [M.firstNameRequired], lastName: [M.lastNameRequired], gender: [M.genderRequired] }],
    [SOCIAL_NETWORK_FORM, { socialNetworkType: '', url: '' }, { socialNetworkType: [M.socialNetworkTypeRequired], url: [M.urlInvalid] }],
    [SOCIAL_NETWORK_FORM, { socialNetworkType: 'LinkedIn', url: 'connect.example/in/amara' }, {}],
    [ASSISTANT_FORM, { firstName: 'Lena', lastName: 'Brandt', email: 'lena@', phone: 'x', extension: '' }, { email: [M.emailInvalid], phone: [M.phoneInvalid] }],
    [RELATIONSHIP_FORM, { relationshipType: '', firstName: 'Kofi', lastName: 'Mensah', email: '' }, { relationshipType: [M.relationshipTypeRequired], email: [M.emailRequired] }],
    [EXTERNAL_CONNECTION_FORM, { companyName: '', title: 't'.repeat(201), websiteUrl: 'bad url' }, { companyName: [M.companyNameRequired], title: [M.tooLong(200)], websiteUrl: [M.urlInvalid] }],
    [ABOUT_ME_FORM, { biography: 'b'.repeat(4001), familyInterests: `Sailing\n${'i'.repeat(256)}` }, { biography: [M.tooLong(4000)], familyInterests: [M.tooLong(255)] }],
  ])('other dialogs: %#', (schema, values, errors) => {
    expect(errorsOf(schema, values)).toEqual(errors);
  });
});

describe('family interests', () => {
  it('reads one a line, trimmed, without blanks or repeats', () => {
    expect(interestsOf(' Sailing \n\nTravel\r\nsailing\n')).toEqual(['Sailing', 'Travel']);
  });
});

describe('shared addresses (spec 002 §5: up to two)', () => {
  const shared = (id: string, isShared: boolean) => ({ addressId: id, isShared });
  it.each([
    [[], undefined, true],
    [[shared('a', true)], undefined, true],
    [[shared('a', true), shared('b', true)], undefined, false],
    [[shared('a', true), shared('b', true)], 'a', true],
    [[shared('a', true), shared('b', true), shared('c', false)], 'c', false],
  ])('%j, editing %s: %s', (addresses, editing, expected) => {
    expect(canShareAddress(addresses, editing)).toBe(expected);
  });
});

describe('the email soft result (spec 002 §5)', () => {
  const failed = (message: string) =>
    Promise.resolve({ ok: false as const, status: 422 as const, error: { title: 'Unprocessable Entity', status: 422, detail: message, message }, response: new Response(null, { status: 422 }) });

  it("returns a failure whose message contains 'Email already exists' instead of throwing", async () => {
    const log: unknown[] = [];
    const answer = await unwrap(failed('Relationship: Email already exists') as never, { ...EMAIL_SOFT_RESULT, log: (e) => log.push(e) });
    expect(emailSaveOutcome(answer, 'relationship')).toEqual({ isSaved: false, emailMessage: 'Email already exists' });
    expect(emailSaveOutcome(answer, 'contact')).toEqual({ isSaved: false, emailMessage: 'Email Address is already on file' });
    expect(log).toEqual([]);
  });

  it('throws any other failure', async () => {
    await expect(unwrap(failed('Something else') as never, { ...EMAIL_SOFT_RESULT, log: () => undefined })).rejects.toBeInstanceOf(AppError);
  });

  it('passes a saved answer through', () => {
    expect(emailSaveOutcome({ relationships: [] }, 'relationship')).toEqual({ isSaved: true, data: { relationships: [] } });
  });
});
