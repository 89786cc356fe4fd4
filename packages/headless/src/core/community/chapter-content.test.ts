import { describe, expect, it } from 'vitest';
import { validateForm } from '../validation/validators';
import { sponsorSchema, transactionHubSchema, welcomeMessageFormOf, welcomeMessageOf, welcomeMessageSchema } from './chapter-content';

const COMMUNITY = '00000000-0000-4000-8000-00000000c101';

describe('chapter welcome message (spec 001 §3)', () => {
  const saved = {
    communityId: COMMUNITY,
    message: 'Welcome',
    annualCompensation: 500000,
    annualRevenue: 13000000,
    enterpriseNetWorthType: 'Enterprise value',
    minimumEnterpriseNetWorth: 26000000,
    employees: 50,
    assets: 160000000,
    publicEquityValue: null,
  };

  it('turns a saved message into form texts and back', () => {
    const form = welcomeMessageFormOf(saved);
    expect(form).toMatchObject({ message: 'Welcome', annualRevenue: '13000000', publicEquityValue: '', employees: '50' });
    expect(welcomeMessageOf(COMMUNITY, form)).toEqual(saved);
  });

  it('reads thousands commas, and empty texts as null', () => {
    const form = { ...welcomeMessageFormOf(undefined), annualRevenue: ' 20,000,000 ', enterpriseNetWorthType: '  ' };
    expect(welcomeMessageOf(COMMUNITY, form)).toMatchObject({ message: '', annualRevenue: 20000000, employees: null, enterpriseNetWorthType: null });
  });

  it.each([
    [{ annualRevenue: 'lots' }, { annualRevenue: ['Please enter a number.'] }],
    [{ employees: '12.5' }, { employees: ['Please enter a whole number.'] }],
    [{ assets: '-3' }, { assets: ['Please enter a number.'] }],
    [{ annualRevenue: '1,500.50', employees: '' }, {}],
  ])('checks %j', (values, errors) => {
    expect(validateForm(welcomeMessageSchema, values).errors).toEqual(errors);
  });
});

describe('transaction hub and sponsor forms', () => {
  it.each([
    [{ title: 'Deal Room', url: 'https://deals.ypo.test' }, {}],
    [{ title: '', url: 'javascript:alert(1)' }, { title: ['Please enter a title.'], url: ['Please enter a valid url.'] }],
  ])('hub %j', (values, errors) => {
    expect(validateForm(transactionHubSchema, values).errors).toEqual(errors);
  });

  it.each([
    [{ name: 'Northlight Capital', url: '', imageUrl: '' }, {}],
    [{ name: ' ', url: 'data:text/html,x', imageUrl: 'https://media.ypo.test/logo.png' }, { name: ['Please enter the sponsor name.'], url: ['Please enter a valid url.'] }],
  ])('sponsor %j', (values, errors) => {
    expect(validateForm(sponsorSchema, values).errors).toEqual(errors);
  });
});
