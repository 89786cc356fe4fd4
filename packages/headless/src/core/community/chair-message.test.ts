import { describe, expect, it } from 'vitest';
import { validateForm } from '../validation/validators';
import { CHAIR_MESSAGE_SAVE_TEXT, CHAIR_MESSAGE_SHORT_TEXT_MAX, chairMessageSchema } from './chair-message';

describe('chair message (spec 001 §5, §8, §9)', () => {
  it('limits the short text to 200 characters', () => {
    expect(CHAIR_MESSAGE_SHORT_TEXT_MAX).toBe(200);
  });

  it.each([
    ['empty', '', true],
    ['missing', undefined, true],
    ['200 characters', 'x'.repeat(200), true],
    ['200 characters and spaces around', ` ${'x'.repeat(200)} `, true],
    ['201 characters', 'x'.repeat(201), false],
  ])('a short text %s is valid: %s', (_label, shortText, isValid) => {
    const result = validateForm(chairMessageSchema, { shortText });
    expect(result.isValid).toBe(isValid);
    if (!isValid) expect(result.errors.shortText).toEqual(['The short text may be at most 200 characters.']);
  });

  it("shows the spec's text when a save fails", () => {
    expect(CHAIR_MESSAGE_SAVE_TEXT.failure).toBe('Failed to save Chapter/Network Message, try again.');
  });
});
