import { describe, expect, it } from 'vitest';
import { validateForm } from '../validation/validators';
import { QUICK_LINKS_MAX, QUICK_LINKS_SAVE_TEXT, canAddQuickLink, quickLinkSchema, quickLinksLimitMessage } from './quick-links';

describe('quick links (spec 001 §5, §8)', () => {
  it('allows up to 24', () => {
    expect(QUICK_LINKS_MAX).toBe(24);
  });

  it.each([
    [0, true, undefined],
    [23, true, undefined],
    [24, false, 'You have reached the maximum of 24 quick links.'],
    [30, false, 'You have reached the maximum of 24 quick links.'],
    [Number.NaN, false, 'You have reached the maximum of 24 quick links.'],
  ])('with %d links: may add %s, message %j', (count, canAdd, message) => {
    expect(canAddQuickLink(count)).toBe(canAdd);
    expect(quickLinksLimitMessage(count)).toBe(message);
  });

  it('shows the spec texts after a save', () => {
    expect(QUICK_LINKS_SAVE_TEXT).toEqual({
      success: 'You successfully changed your My Quick Links settings.',
      failure: 'Due to technical issues, we are currently unable to change your My Quick Links settings. Please try again later.',
    });
  });

  it.each([
    [{ label: 'Chapter events', navigationUrl: 'https://events.ypo.test/harbor-city' }, {}],
    [{ label: ' ', navigationUrl: 'https://events.ypo.test' }, { label: ['Please enter a label.'] }],
    [{ label: 'Events', navigationUrl: 'javascript:alert(1)' }, { navigationUrl: ['Please enter a valid url.'] }],
    [{}, { label: ['Please enter a label.'], navigationUrl: ['Please enter a valid url.'] }],
  ])('checks the quick link %j', (values, errors) => {
    expect(validateForm(quickLinkSchema, values).errors).toEqual(errors);
  });
});
