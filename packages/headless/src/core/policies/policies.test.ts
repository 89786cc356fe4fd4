import { describe, expect, it } from 'vitest';
import { policyHeadingOf, policySearchTermOf, type PolicyHeading } from './policies';

describe('policy search term (spec 002 §7; search text only when over 1 character, 001 §5)', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    [' a ', undefined],
    ['ab', 'ab'],
    ['  confidential  ', 'confidential'],
    ['code   of\tconduct', 'code of conduct'],
  ])('%j searches %j', (input, expected) => {
    expect(policySearchTermOf(input)).toBe(expected);
  });
});

describe('policy heading of an article', () => {
  const HEADINGS: PolicyHeading[] = [
    { id: 'h1', title: 'Membership policies', articles: [{ id: 'A-11', title: 'Code of conduct' }] },
    { id: 'h2', title: 'Events', articles: [{ id: 'a-21', title: 'Refunds' }] },
  ];
  it('finds the heading by article id in any case, or none', () => {
    expect(policyHeadingOf(HEADINGS, 'a-11')?.title).toBe('Membership policies');
    expect(policyHeadingOf(HEADINGS, 'A-21')?.title).toBe('Events');
    expect(policyHeadingOf(HEADINGS, 'x')).toBeUndefined();
    expect(policyHeadingOf(undefined, 'a-11')).toBeUndefined();
  });
});
