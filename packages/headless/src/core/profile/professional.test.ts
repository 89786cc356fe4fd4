import { describe, expect, it } from 'vitest';
import { EMPTY_ID } from '../impersonation/impersonation';
import { validateForm } from '../validation/validators';
import { PROFILE_MESSAGES } from './messages';
import {
  ACCOMPLISHMENTS,
  COMPANY_INVESTMENTS,
  entryIdOf,
  entryToForm,
  formToEntry,
  PROFESSIONAL_COLLECTIONS,
  PROFESSIONAL_EXPERIENCE,
  PROFESSIONAL_ROLES,
  TRAINING_AND_CERTIFICATIONS,
} from './professional';

const amara = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const firstErrors = (schema: Parameters<typeof validateForm>[0], values: Record<string, string>) =>
  Object.fromEntries(Object.entries(validateForm(schema, values).errors).map(([field, messages]) => [field, (messages as string[])[0]]));

describe('professional collection dialogs (spec 002 §5)', () => {
  it('gives every required message of an empty professional role', () => {
    expect(firstErrors(PROFESSIONAL_ROLES.schema, entryToForm(PROFESSIONAL_ROLES))).toEqual({
      companyName: PROFILE_MESSAGES.companyNameRequired,
      presidentType: PROFILE_MESSAGES.presidentTypeRequired,
      companyType: PROFILE_MESSAGES.companyTypeRequired,
      companySize: PROFILE_MESSAGES.companySizeRequired,
      businessScope: PROFILE_MESSAGES.businessScopeRequired,
      industry: PROFILE_MESSAGES.industryRequired,
      month: PROFILE_MESSAGES.monthRequired,
      year: PROFILE_MESSAGES.yearRequired,
    });
  });

  it.each([
    ['a name of blanks', ACCOMPLISHMENTS, { companyName: '   ', month: '1', year: '2020' }, { companyName: PROFILE_MESSAGES.companyNameRequired }],
    ['a description over 255', ACCOMPLISHMENTS, { companyName: 'A', description: 'x'.repeat(256), month: '1', year: '2020' }, { description: PROFILE_MESSAGES.tooLong(255) }],
    ['a title over 200', PROFESSIONAL_EXPERIENCE, { companyName: 'A', title: 'x'.repeat(201), industry: 'Technology', startMonth: '1', startYear: '2020' }, { title: PROFILE_MESSAGES.tooLong(200) }],
    ['a bad website', COMPANY_INVESTMENTS, { companyName: 'A', industry: 'Technology', website: 'not a url' }, { website: PROFILE_MESSAGES.urlInvalid }],
    ['a website without scheme', COMPANY_INVESTMENTS, { companyName: 'A', industry: 'Technology', website: 'harbor-cold-chain.example.com/about' }, {}],
    ['a website with scheme', COMPANY_INVESTMENTS, { companyName: 'A', industry: 'Technology', website: 'https://connect.example' }, {}],
    ['no course name', TRAINING_AND_CERTIFICATIONS, { certificationName: 'Board', courseName: '', month: '2', year: '2021' }, { courseName: PROFILE_MESSAGES.courseNameRequired }],
    ['no certification name', TRAINING_AND_CERTIFICATIONS, { certificationName: '', courseName: 'B', month: '2', year: '2021' }, { certificationName: PROFILE_MESSAGES.certificationNameRequired }],
    ['an end before the start', PROFESSIONAL_EXPERIENCE, { companyName: 'A', industry: 'Technology', startMonth: '6', startYear: '2020', endMonth: '1', endYear: '2020' }, { endYear: PROFILE_MESSAGES.endBeforeStart }],
    ['an end month without its year', PROFESSIONAL_EXPERIENCE, { companyName: 'A', industry: 'Technology', startMonth: '6', startYear: '2020', endMonth: '1', endYear: '' }, { endYear: PROFILE_MESSAGES.yearRequired }],
    ['an end year without its month', PROFESSIONAL_EXPERIENCE, { companyName: 'A', industry: 'Technology', startMonth: '6', startYear: '2020', endMonth: '', endYear: '2022' }, { endMonth: PROFILE_MESSAGES.monthRequired }],
    ['a current position with a stale end', PROFESSIONAL_EXPERIENCE, { companyName: 'A', industry: 'Technology', startMonth: '6', startYear: '2020', isActive: 'true', endMonth: '1', endYear: '2019' }, {}],
  ] as const)('%s', (_name, spec, values, expected) => {
    const blank = Object.fromEntries(spec.fields.map((field) => [field.name, '']));
    expect(firstErrors(spec.schema, { ...blank, ...values })).toEqual(expected);
  });

  it('maps an entry to the form and back, with numbers, a boolean and the kept id', () => {
    const entry = { primaryId: 'c0a00000-0000-4000-8000-000000000005', personId: amara, companyName: 'Okafor Logistics', title: 'CEO', industry: 'Transportation and Logistics', startMonth: 3, startYear: 2011, endMonth: null, endYear: null, isActive: true };
    const form = entryToForm(PROFESSIONAL_EXPERIENCE, entry);
    expect(form).toMatchObject({ companyName: 'Okafor Logistics', startMonth: '3', startYear: '2011', isActive: 'true', endMonth: '', endYear: '' });
    expect(formToEntry(PROFESSIONAL_EXPERIENCE, { ...form, companyName: '  Okafor Logistics  ', endMonth: '4', endYear: '2015' }, { personId: amara, id: entryIdOf(PROFESSIONAL_EXPERIENCE, entry) })).toEqual({
      ...entry,
      endMonth: null,
      endYear: null,
    });
  });

  it('sends a new entry with the empty id, and leaves out blank optional texts', () => {
    const entry = formToEntry(ACCOMPLISHMENTS, { companyName: 'Okafor Logistics', description: ' ', month: '5', year: '2025' }, { personId: amara });
    expect(entry).toEqual({ companyId: EMPTY_ID, personId: amara, companyName: 'Okafor Logistics', month: 5, year: 2025 });
    expect(formToEntry(COMPANY_INVESTMENTS, { companyName: 'Harbor', industry: 'Technology', website: '', description: '' }, { personId: amara })).toEqual({
      companyId: EMPTY_ID, personId: amara, companyName: 'Harbor', industry: 'Technology', website: null,
    });
  });

  it('summarises entries for the lists', () => {
    expect(PROFESSIONAL_EXPERIENCE.summary({ primaryId: 'x', personId: amara, companyName: 'Okafor Logistics', title: 'CEO', startMonth: 3, startYear: 2011, isActive: true })).toEqual({
      heading: 'CEO · Okafor Logistics',
      detail: 'March 2011 – Present',
    });
    expect(TRAINING_AND_CERTIFICATIONS.summary({ companyId: 'x', personId: amara, certificationName: 'Board Director', courseName: 'Governance', month: 9, year: 2024 }).detail).toBe('Governance · September 2024');
  });

  it('lists the five collections, each field with a rule or a reason to have none', () => {
    expect(PROFESSIONAL_COLLECTIONS.map((c) => c.collection)).toEqual(['professionalExperience', 'professionalRoles', 'accomplishments', 'companyInvestments', 'trainingAndCertifications']);
    for (const spec of PROFESSIONAL_COLLECTIONS) {
      for (const field of spec.fields) if (field.isRequired) expect(spec.schema[field.name], `${spec.collection}.${field.name}`).toBeDefined();
    }
  });
});
