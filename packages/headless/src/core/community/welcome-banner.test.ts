import { describe, expect, it } from 'vitest';
import { NEW_MEMBER_BANNER_DAYS, NEW_MEMBER_RECORD_TYPE, daysSinceJoining, showsNewMemberBanner } from './welcome-banner';

const NOW = Date.parse('2026-11-23T09:30:00Z');

describe('new-member welcome banner (spec 001 §4, 002 §9)', () => {
  it('covers 1 to 90 days for record type Member', () => {
    expect(NEW_MEMBER_BANNER_DAYS).toEqual({ min: 1, max: 90 });
    expect(NEW_MEMBER_RECORD_TYPE).toBe('Member');
  });

  it.each([
    ['joined today', '2026-11-23', 'Member', false],
    ['joined yesterday', '2026-11-22', 'Member', true],
    ['joined late yesterday (a calendar day, not 24 hours)', '2026-11-22T23:59:00Z', 'Member', true],
    ['joined 90 days ago', '2026-08-25', 'Member', true],
    ['joined 91 days ago', '2026-08-24', 'Member', false],
    ['joined in the future', '2026-12-01', 'Member', false],
    ['a spouse partner', '2026-11-01', 'Spouse Partner', false],
    ['record type in other case', '2026-11-01', 'member', false],
    ['no record type', '2026-11-01', undefined, false],
    ['no join date', undefined, 'Member', false],
    ['an empty join date', '', 'Member', false],
    ['a join date that does not parse', 'soon', 'Member', false],
  ])('%s: %s', (_label, joinedOn, recordType, shows) => {
    expect(showsNewMemberBanner({ joinedOn, recordType, now: NOW })).toBe(shows);
  });

  it('takes Dates and epoch milliseconds', () => {
    expect(showsNewMemberBanner({ joinedOn: new Date('2026-10-01T00:00:00Z'), recordType: 'Member', now: new Date(NOW) })).toBe(true);
    expect(daysSinceJoining(Date.parse('2026-11-20T12:00:00Z'), NOW)).toBe(3);
    expect(daysSinceJoining('x', NOW)).toBeUndefined();
  });
});
