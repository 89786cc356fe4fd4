import { describe, expect, it } from 'vitest';
import { cffRatingText, speakerCategories, speakerLinkOf } from './display';
import { SPEAKER_FEE_VALUES, cffFeeText, isSpeakerFeeKey, speakerFeeKeyOf, speakerFeeLabel } from './fees';

describe('speakerCategories (spec 002 §3)', () => {
  it('lists the selected child topics of every category, ascending and once each', () => {
    const topics = [
      { categoryName: 'Leadership', childTopics: [{ topicName: 'Leading Change', isSelected: true }, { topicName: 'Crisis Leadership', isSelected: true }] },
      { categoryName: 'Family Business', childTopics: [{ topicName: 'Succession', isSelected: false }, { topicName: 'family governance', isSelected: true }] },
      { categoryName: 'Again', childTopics: [{ topicName: 'Leading Change', isSelected: true }] },
    ];
    expect(speakerCategories(topics)).toEqual(['Crisis Leadership', 'family governance', 'Leading Change']);
  });
  it('is empty without topics', () => {
    expect(speakerCategories(null)).toEqual([]);
    expect(speakerCategories([{ categoryName: 'X', childTopics: null }])).toEqual([]);
  });
});

describe('cffRatingText (spec 002 §5: cut to 7 characters if longer than 8)', () => {
  it.each([
    [4.666666667, '4.66666'],
    [4.5, '4.5'],
    ['4.1234567', '4.12345'],
    ['4.123456', '4.123456'],
    [12345678, '12345678'],
    [null, ''],
    [undefined, ''],
  ])('%s shows %s', (rating, shown) => {
    expect(cffRatingText(rating)).toBe(shown);
  });
});

describe('speaker fee ranges (spec 002 §3: keys 0 to 8)', () => {
  it('maps the nine USD values to keys 0 to 8', () => {
    expect(SPEAKER_FEE_VALUES).toHaveLength(9);
    expect(speakerFeeKeyOf('0')).toBe(0);
    expect(speakerFeeKeyOf('10000')).toBe(4);
    expect(speakerFeeKeyOf('100000+')).toBe(8);
    expect(speakerFeeKeyOf('2000')).toBeUndefined();
  });
  it('labels a key with its USD value', () => {
    expect(speakerFeeLabel(0)).toBe('$0');
    expect(speakerFeeLabel(4)).toBe('$10,000');
    expect(speakerFeeLabel(8)).toBe('$100,000+');
    expect(speakerFeeLabel(9)).toBe('');
    expect(speakerFeeLabel(null)).toBe('');
    expect(isSpeakerFeeKey(2.5)).toBe(false);
  });
});

describe('speakerLinkOf (spec 002 §3)', () => {
  it('keeps http(s) addresses and drops anything that would run script', () => {
    expect(speakerLinkOf(' https://hiroshitanaka.example ')).toBe('https://hiroshitanaka.example/');
    expect(speakerLinkOf('http://connect.example/in/x')).toBe('http://connect.example/in/x');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'not a url', '', null, undefined]) expect(speakerLinkOf(bad)).toBeUndefined();
  });
});

describe('cffFeeText (spec 002 §3)', () => {
  it('shows a training fee as its USD bounds', () => {
    expect(cffFeeText({ minimumFee: 1000, maximumFee: 3500 })).toBe('$1,000 - $3,500');
  });
});
