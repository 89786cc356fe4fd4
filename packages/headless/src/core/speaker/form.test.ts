import { describe, expect, it } from 'vitest';
import {
  EMPTY_SPEAKER_FORM, SPEAKER_FORM_STEPS, firstInvalidStep, speakerFormValuesOf, speakerProfileBody, validateSpeakerForm, validateSpeakerStep,
  type SpeakerFormValues,
} from './form';
import { SPEAKER_MESSAGES as M } from './messages';

const VALID: SpeakerFormValues = {
  preferredName: 'Amara', firstName: 'Amara', familyName: 'Okafor', title: 'Keynote speaker', travelFromCity: 'Harbor City', country: 'Harbor Isles',
  phoneCode: '1', phone: '5550100001', email: 'amara.okafor@harborcity.example', linkedInUrl: '', webSiteUrl: 'https://amara.example', gender: 'Female',
  biography: 'Founder who speaks on logistics.', languages: ['en'], associations: ['assoc-1'], topics: ['Leading Change'], previouslySpoken: false,
  previousEvents: '', feeRange: 3, reducedFee: true, travellingResourceProgram: true, servingResource: false, termsAccepted: true,
};

const LOOKUPS = {
  languages: [{ id: 'en', name: 'English' }, { id: 'ja', name: 'Japanese' }],
  associations: [{ id: 'assoc-1', name: 'Leadership Speakers Guild' }],
  topics: [
    { categoryName: 'Leadership', childTopics: [{ topicName: 'Leading Change', isSelected: false }, { topicName: 'Crisis Leadership', isSelected: false }] },
    { categoryName: 'Wellbeing', childTopics: [{ topicName: 'Resilience', isSelected: false }] },
  ],
};

const errorsOf = (patch: Partial<SpeakerFormValues>) => validateSpeakerForm({ ...VALID, ...patch }).errors;

describe('the speaker form rules (spec 002 §5)', () => {
  it('accepts a filled form', () => {
    expect(validateSpeakerForm(VALID)).toEqual({ isValid: true, errors: {}, form: '' });
  });

  it.each([
    ['firstName', '   ', M.blank],
    ['familyName', '', M.blank],
    ['title', ' \t', M.blank],
    ['travelFromCity', '', M.blank],
    ['country', '', M.blank],
    ['phoneCode', ' ', M.blank],
    ['phoneCode', '1234', M.phoneInvalid],
    ['biography', '  ', M.blank],
    ['phone', '', M.phoneInvalid],
    ['phone', '12', M.phoneInvalid],
    ['phone', '1'.repeat(21), M.phoneInvalid],
    ['email', '', M.emailInvalid],
    ['email', 'amara@', M.emailInvalid],
    ['email', 'amara @x.example', M.emailInvalid],
    ['gender', '', M.genderRequired],
    ['linkedInUrl', 'not a url', M.urlInvalid],
    ['webSiteUrl', 'ftp://x.example', M.urlInvalid],
    ['webSiteUrl', 'https://localhost', M.urlInvalid],
    ['languages', [], M.languagesRequired],
    ['associations', [], M.associationsRequired],
    ['topics', [], M.topicsRequired],
    ['previouslySpoken', null, M.yesOrNo],
    ['feeRange', null, M.feeRangeRequired],
    ['reducedFee', null, M.yesOrNo],
    ['travellingResourceProgram', null, M.yesOrNo],
    ['servingResource', null, M.yesOrNo],
    ['termsAccepted', false, M.termsRequired],
  ] as const)('%s = %j: %s', (field, value, message) => {
    const result = validateSpeakerForm({ ...VALID, [field]: value });
    expect(result.errors).toEqual({ [field]: [message] });
    expect(result.form).toBe(M.requiredFields);
  });

  it('takes phone lengths 3 and 20, a 3-character code, and empty optional URLs', () => {
    expect(errorsOf({ phone: '123', phoneCode: '971' })).toEqual({});
    expect(errorsOf({ phone: '1'.repeat(20) })).toEqual({});
    expect(errorsOf({ linkedInUrl: '  ', webSiteUrl: '' })).toEqual({});
    expect(errorsOf({ linkedInUrl: 'https://connect.example/in/amara' })).toEqual({});
  });

  it('asks for at least one event only when previously spoken is yes', () => {
    expect(errorsOf({ previouslySpoken: true, previousEvents: '  ' })).toEqual({ previousEvents: [M.eventsRequired] });
    expect(errorsOf({ previouslySpoken: true, previousEvents: 'Harbor City Summit 2025' })).toEqual({});
    expect(errorsOf({ previouslySpoken: false, previousEvents: '' })).toEqual({});
  });

  it('TRP yes needs the reduced fee (at least 25 percent) answered yes', () => {
    expect(errorsOf({ travellingResourceProgram: true, reducedFee: false })).toEqual({ travellingResourceProgram: [M.trpNeedsReducedFee] });
    expect(errorsOf({ travellingResourceProgram: false, reducedFee: false })).toEqual({});
    expect(errorsOf({ travellingResourceProgram: true, reducedFee: true })).toEqual({});
  });

  it('fee range keys 0 to 8 only', () => {
    expect(errorsOf({ feeRange: 0 })).toEqual({});
    expect(errorsOf({ feeRange: 8 })).toEqual({});
    expect(errorsOf({ feeRange: 9 as never })).toEqual({ feeRange: [M.feeRangeRequired] });
  });
});

describe('the steps', () => {
  it('hold every field once, in the order of spec 002 §2', () => {
    expect(SPEAKER_FORM_STEPS.map((s) => s.id)).toEqual(['personal', 'biography', 'topics', 'presentation', 'feesAndTerms']);
    const fields = SPEAKER_FORM_STEPS.flatMap((s) => s.fields);
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields].sort()).toEqual(Object.keys(EMPTY_SPEAKER_FORM).sort());
  });

  it('validate only their own fields', () => {
    const personal = validateSpeakerStep('personal', { ...EMPTY_SPEAKER_FORM });
    expect(Object.keys(personal.errors).sort()).toEqual(['country', 'email', 'familyName', 'firstName', 'gender', 'phone', 'phoneCode', 'title', 'travelFromCity']);
    expect(personal.form).toBe(M.requiredFields);
    expect(validateSpeakerStep('topics', { ...EMPTY_SPEAKER_FORM, topics: ['Resilience'] })).toEqual({ isValid: true, errors: {}, form: '' });
    expect(validateSpeakerStep('feesAndTerms', VALID).isValid).toBe(true);
  });

  it('name the first step with an error', () => {
    expect(firstInvalidStep(validateSpeakerForm({ ...VALID, topics: [], termsAccepted: false }).errors)).toBe('topics');
    expect(firstInvalidStep({})).toBeUndefined();
  });
});

describe('the request body and back', () => {
  it('builds the SpeakerProfile: trimmed texts, nulls for empty options, lookups and the topic tree', () => {
    const body = speakerProfileBody({ ...VALID, firstName: ' Amara ', linkedInUrl: ' ', languages: ['ja', 'en'] }, LOOKUPS, { profileImageUrl: 'pending/x.jpg' });
    expect(body).toMatchObject({
      firstName: 'Amara', linkedInUrl: null, webSiteUrl: 'https://amara.example', profileImageUrl: 'pending/x.jpg', feeRange: 3,
      reducedFee: true, travellingResourceProgram: true, servingResource: false, previuoslySpokenAtYpoEvent: null,
      languages: [{ id: 'ja', name: 'Japanese' }, { id: 'en', name: 'English' }], associations: [{ id: 'assoc-1', name: 'Leadership Speakers Guild' }],
    });
    expect(body.topics).toEqual([
      { categoryName: 'Leadership', childTopics: [{ topicName: 'Leading Change', isSelected: true }, { topicName: 'Crisis Leadership', isSelected: false }] },
      { categoryName: 'Wellbeing', childTopics: [{ topicName: 'Resilience', isSelected: false }] },
    ]);
  });

  it('sends the events only when previously spoken is yes', () => {
    expect(speakerProfileBody({ ...VALID, previouslySpoken: true, previousEvents: ' Summit 2025 ' }, LOOKUPS).previuoslySpokenAtYpoEvent).toBe('Summit 2025');
    expect(speakerProfileBody({ ...VALID, previouslySpoken: false, previousEvents: 'Summit 2025' }, LOOKUPS).previuoslySpokenAtYpoEvent).toBeNull();
  });

  it('reads a saved profile back into the same values', () => {
    const body = speakerProfileBody({ ...VALID, previouslySpoken: true, previousEvents: 'Summit 2025' }, LOOKUPS);
    expect(speakerFormValuesOf(body)).toEqual({ ...VALID, previouslySpoken: true, previousEvents: 'Summit 2025' });
    expect(speakerFormValuesOf({ ...body, previuoslySpokenAtYpoEvent: null, feeRange: 12 })).toMatchObject({ previouslySpoken: false, previousEvents: '', feeRange: null });
  });
});
