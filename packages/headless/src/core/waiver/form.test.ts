import { describe, expect, it } from 'vitest';
import {
  EMPTY_WAIVER_FORM, formatWaiverNumber, groupWaiverNumberText, isOtherTitle, parseWaiverNumber, reviewMembersSelected, validateWaiverForm,
  waiverFormValuesOf, waiverRequestBody, withEmptyAnswers, type WaiverFormField, type WaiverFormValues,
} from './form';
import { WAIVER_MESSAGES as M } from './messages';

const QUESTIONS = [{ questionId: 'q1' }, { questionId: 'q2' }, { questionId: 'q3' }];
const TITLES = [
  { id: 'ceo', name: 'CEO' },
  { id: 't-9', name: 'Other' },
];
const RULES = { questions: QUESTIONS, titleTypes: TITLES };

const VALID: WaiverFormValues = {
  typeOfWaiver: 'enterprise-value', firstName: 'Ingrid', lastName: 'Solberg', chapterName: 'Harbor City Chapter', recommendation: 'Recommended.',
  age: '44', companyName: 'Solberg Timber', companyType: 'private', reportsTo: 'Board of directors', website: 'https://solbergtimber.example',
  title: 'ceo', titleOther: '', numberOfEmployees: '180', totalCompensation: '9.5', dollarVolume: '42,000,000', corporationType: 'family-owned',
  numberOfChapterMembers: '64', regionName: 'Atlantic Region', volumeSales: '', enterpriseValue: '', answers: { q1: 'a', q2: 'b', q3: 'c' },
};

const errorsOf = (field: WaiverFormField | `answer:${string}`, value: string, mode: 'submit' | 'draft' = 'submit') => {
  const values = field.startsWith('answer:') ? { ...VALID, answers: { ...VALID.answers, [field.slice(7)]: value } } : { ...VALID, [field]: value };
  return validateWaiverForm(values, mode, RULES).errors[field] ?? [];
};

describe('validateWaiverForm (spec 002 §5)', () => {
  it('passes a complete form', () => {
    expect(validateWaiverForm(VALID, 'submit', RULES)).toEqual({ isValid: true, errors: {}, form: '' });
  });

  // Each row: field, value, the messages a submit gives.
  const table: [WaiverFormField | `answer:${string}`, string, string[]][] = [
    ['typeOfWaiver', '', [M.typeOfWaiverRequired]],
    ['firstName', ' ', [M.firstNameRequired]],
    ['lastName', '', [M.lastNameRequired]],
    ['age', '', [M.ageRequired]],
    ['age', '0', []],
    ['age', '120', []],
    ['age', '121', [M.ageInvalid]],
    ['age', '4a', [M.ageInvalid]],
    ['age', '-4', [M.ageInvalid]],
    ['age', '44.5', [M.ageInvalid]],
    ['companyName', '', [M.companyNameRequired]],
    ['companyType', '', [M.companyTypeRequired]],
    ['reportsTo', '', [M.reportsToRequired]],
    ['title', '', [M.titleRequired]],
    ['numberOfEmployees', '', [M.numberOfEmployeesRequired]],
    ['numberOfEmployees', '180', []],
    ['numberOfEmployees', '18.5', [M.numberInvalid]],
    ['numberOfEmployees', 'ten', [M.numberInvalid]],
    ['totalCompensation', '', [M.compensationRequired]],
    ['totalCompensation', '12', []],
    ['totalCompensation', '1234.56', []],
    ['totalCompensation', '1,234.56', []],
    ['totalCompensation', '12,34', [M.compensationInvalid]],
    ['totalCompensation', '1.2.3', [M.compensationInvalid]],
    ['website', '', [M.websiteRequired]],
    ['website', 'solbergtimber.com', []],
    ['website', 'http://www.solberg-timber.co.uk/about?x=1', []],
    ['website', 'https://solbergtimber.enterprise', []],
    ['website', 'https://solbergtimber.c', [M.websiteInvalid]],
    ['website', 'https://solbergtimber.international', [M.websiteInvalid]],
    ['website', 'solbergtimber', [M.websiteInvalid]],
    ['website', 'javascript:alert(1)', [M.websiteInvalid]],
    ['dollarVolume', '', [M.dollarVolumeRequired]],
    ['dollarVolume', '42000000', []],
    ['dollarVolume', '42,000,000', []],
    ['dollarVolume', '42,00,000', [M.numberInvalid]],
    ['dollarVolume', '4.5', [M.numberInvalid]],
    ['numberOfChapterMembers', '', [M.chapterMembersRequired]],
    ['numberOfChapterMembers', 'x', [M.numberInvalid]],
    ['corporationType', '', [M.corporationTypeRequired]],
    ['regionName', '', [M.regionNameRequired]],
    ['volumeSales', '', []],
    ['volumeSales', '1,000.123456789', []],
    ['volumeSales', '1.1234567891', [M.volumeSalesInvalid]],
    ['enterpriseValue', '', []],
    ['enterpriseValue', '120,000,000.5', []],
    ['enterpriseValue', '12e6', [M.enterpriseValueInvalid]],
    ['recommendation', 'x'.repeat(256), []],
    ['recommendation', 'x'.repeat(257), [M.tooLong(256)]],
    ['dollarVolume', '999,999,999,999', []],
    ['dollarVolume', '9999999999999999', [M.tooLong(15)]],
    ['answer:q2', '', [M.questionRequired]],
    ['answer:q2', '  ', [M.questionRequired]],
  ];
  it.each(table)('%s = %j gives %j', (field, value, messages) => {
    expect(errorsOf(field, value)).toEqual(messages);
  });

  it('asks for Title other only when the title chosen is Other (by name or the id other)', () => {
    expect(errorsOf('titleOther', '')).toEqual([]);
    const other = { ...VALID, title: 't-9' };
    expect(validateWaiverForm(other, 'submit', RULES).errors.titleOther).toEqual([M.titleOtherRequired]);
    expect(validateWaiverForm({ ...other, titleOther: 'Founder' }, 'submit', RULES).errors.titleOther).toBeUndefined();
    expect(isOtherTitle('other', [])).toBe(true);
    expect(isOtherTitle('ceo', TITLES)).toBe(false);
    expect(isOtherTitle('', TITLES)).toBe(false);
  });

  it('asks for an answer to every question, including one the values do not hold yet', () => {
    const { q3: _dropped, ...answers } = VALID.answers;
    expect(validateWaiverForm({ ...VALID, answers }, 'submit', RULES).errors['answer:q3']).toEqual([M.questionRequired]);
  });

  it("a failed submit says 'Please fill the required details'", () => {
    const result = validateWaiverForm(EMPTY_WAIVER_FORM, 'submit', RULES);
    expect(result.isValid).toBe(false);
    expect(result.form).toBe('Please fill the required details');
    expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['typeOfWaiver', 'age', 'website', 'regionName', 'answer:q1', 'answer:q2', 'answer:q3']));
  });

  it("a draft needs nothing filled in, only what was typed valid: 'Please provide valid information'", () => {
    expect(validateWaiverForm(EMPTY_WAIVER_FORM, 'draft', RULES)).toEqual({ isValid: true, errors: {}, form: '' });
    const result = validateWaiverForm({ ...EMPTY_WAIVER_FORM, age: '130', website: 'nowhere' }, 'draft', RULES);
    expect(result).toEqual({ isValid: false, errors: { age: [M.ageInvalid], website: [M.websiteInvalid] }, form: 'Please provide valid information' });
    expect(errorsOf('typeOfWaiver', '', 'draft')).toEqual([]);
  });

  it('at least one PRP panel member for the send to the panel', () => {
    expect(reviewMembersSelected([])).toEqual(['At least one PRP panel must be selected']);
    expect(reviewMembersSelected(['', ' '])).toEqual(['At least one PRP panel must be selected']);
    expect(reviewMembersSelected(undefined)).toEqual(['At least one PRP panel must be selected']);
    expect(reviewMembersSelected(['5d1f6a2e-3c4b-4f7a-9e21-0a0000000006'])).toEqual([]);
  });
});

describe('numbers with thousands separators (spec 002 §5)', () => {
  it.each([
    [42_000_000, '42,000,000'],
    [9.5, '9.5'],
    [1234.123456789, '1,234.123456789'],
    [0, '0'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('formats %s as %j', (value, text) => expect(formatWaiverNumber(value)).toBe(text));

  it.each([
    ['42,000,000', 42_000_000],
    [' 9.5 ', 9.5],
    ['', null],
    ['12e6', null],
    ['-3', null],
  ])('reads %j as %s', (text, value) => expect(parseWaiverNumber(text)).toBe(value));

  it('groups a valid typed number and keeps anything else as typed', () => {
    expect(groupWaiverNumberText('42000000')).toBe('42,000,000');
    expect(groupWaiverNumberText('1234.5')).toBe('1,234.5');
    expect(groupWaiverNumberText('12,34')).toBe('12,34');
    expect(groupWaiverNumberText('abc')).toBe('abc');
  });
});

describe('answers and the submit-request body', () => {
  it('adds an empty answer for every question without one, keeping the given ones', () => {
    expect(withEmptyAnswers([{ questionId: 'q2', answer: 'b' }, { questionId: 'x', answer: 'kept' }], QUESTIONS)).toEqual([
      { questionId: 'q1', answer: '' },
      { questionId: 'q2', answer: 'b' },
      { questionId: 'q3', answer: '' },
      { questionId: 'x', answer: 'kept' },
    ]);
    expect(withEmptyAnswers(null, [{ questionId: 'q1' }])).toEqual([{ questionId: 'q1', answer: '' }]);
  });

  it('builds the body: numbers without separators, empty texts as null, every question answered, attachments cleared', () => {
    const ids = { id: '00000000-0000-0000-0000-000000000000', leadId: 'lead', communityId: 'chapter' };
    const body = waiverRequestBody({ ...VALID, enterpriseValue: '120,000,000', volumeSales: ' ', answers: { q1: ' a ' } }, ids, QUESTIONS);
    expect(body).toMatchObject({
      ...ids, typeOfWaiver: 'enterprise-value', age: 44, numberOfEmployees: 180, totalCompensation: 9.5, dollarVolume: 42_000_000,
      numberOfChapterMembers: 64, enterpriseValue: 120_000_000, volumeSales: null, titleOther: null, website: 'https://solbergtimber.example',
      attachments: [],
    });
    expect(body.waiverAnswerList).toEqual([
      { questionId: 'q1', answer: 'a' },
      { questionId: 'q2', answer: '' },
      { questionId: 'q3', answer: '' },
    ]);
  });

  it('prefills from a stored waiver with the grouped numbers formatted, and empty for none', () => {
    const values = waiverFormValuesOf(
      { firstName: 'Ingrid', lastName: 'Solberg', age: 44, dollarVolume: 42_000_000, totalCompensation: 9.5, enterpriseValue: 120_000_000, numberOfEmployees: 1800, titleOther: null, waiverAnswerList: [{ questionId: 'q1', answer: 'a' }], attachments: [{ name: 'f.pdf', url: 'https://x.example/f.pdf' }] },
      QUESTIONS,
    );
    expect(values).toMatchObject({ firstName: 'Ingrid', age: '44', dollarVolume: '42,000,000', totalCompensation: '9.5', enterpriseValue: '120,000,000', numberOfEmployees: '1800', titleOther: '' });
    expect(values.answers).toEqual({ q1: 'a', q2: '', q3: '' });
    expect(waiverFormValuesOf(undefined, QUESTIONS)).toEqual({ ...EMPTY_WAIVER_FORM, answers: { q1: '', q2: '', q3: '' } });
    // What the form shows passes the format rules as it is.
    expect(validateWaiverForm(values, 'draft', RULES).isValid).toBe(true);
  });
});
