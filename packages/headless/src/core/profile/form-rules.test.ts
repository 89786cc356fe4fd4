import { describe, expect, it } from 'vitest';
import { validateForm } from '../validation/validators';
import { canAddEducation, endAfterStart, profileMaxLength, yearChoices, PROFILE_TEXT_LENGTHS } from './form-rules';
import { PROFILE_MESSAGES } from './messages';

describe('profile form rules (spec 002 §5)', () => {
  it('offers years from the current one back to 1900', () => {
    const years = yearChoices(new Date('2026-11-24T12:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });

  it('offers adding education below five entries only', () => {
    expect(canAddEducation(4)).toBe(true);
    expect(canAddEducation(5)).toBe(false);
  });

  it('refuses a text over its length with the length in the message', () => {
    const rule = profileMaxLength(PROFILE_TEXT_LENGTHS.city);
    expect(rule('x'.repeat(80))).toEqual([]);
    expect(rule('x'.repeat(81))).toEqual([PROFILE_MESSAGES.tooLong(80)]);
  });

  it.each([
    [{ startMonth: 3, startYear: 2020, endMonth: 4, endYear: 2020 }, []],
    [{ startMonth: 3, startYear: 2020, endMonth: 3, endYear: 2020 }, [PROFILE_MESSAGES.endBeforeStart]],
    [{ startMonth: 3, startYear: 2021, endMonth: 12, endYear: 2020 }, [PROFILE_MESSAGES.endBeforeStart]],
    [{ startMonth: '', startYear: 2021, endMonth: 12, endYear: 2020 }, []],
  ])('end after start: %j', (values, messages) => {
    const schema = { endYear: endAfterStart({ startMonth: 'startMonth', startYear: 'startYear', endMonth: 'endMonth', endYear: 'endYear' }) };
    expect(validateForm(schema, values).errors.endYear ?? []).toEqual(messages);
  });
});
