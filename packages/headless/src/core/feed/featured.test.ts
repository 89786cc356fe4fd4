import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from '../feature-messages';
import { urlOptional, urlRequired, validateForm } from '../validation/validators';
import {
  FEATURED_CAROUSEL_MAX,
  FEATURED_ROTATION_MS,
  canSaveFeaturedItem,
  carouselItemsOf,
  featuredAddressOf,
  featuredInOrder,
  featuredItemSchema,
  featuredNewsSchema,
  featuredOrderOf,
  nextCarouselIndex,
  normaliseFeaturedUrl,
  withFeaturedItem,
  withNormalisedUrl,
  withoutFeaturedItem,
} from './featured';

const VALID = {
  title: 'Leadership Summit',
  description: 'Two days of peer sessions in Harbor City.',
  url: 'https://connect.test/events/e1',
  featuredPostImage: { url: 'https://media.test/summit.jpg' },
};

describe('the url rule (spec 001 §5)', () => {
  it.each([
    'https://ypo.test',
    'http://ypo.test/events',
    'https://www.ypo.test:8443/a/b?c=d#e',
    'https://sub.domain.co',
    'https://chapter.ypo.world/',
    'HTTPS://YPO.TEST/X',
    '  https://ypo.test  ',
  ])('accepts %j', (url) => {
    expect(urlOptional(url)).toEqual([]);
    expect(urlRequired(url)).toEqual([]);
  });

  it.each([
    // The top level has 2 to 5 letters: '.example' (7) and '.museum' (6) are refused.
    'https://connect.example',
    'https://sub.domain.museum',
    'ypo.test',
    'ftp://ypo.test',
    'javascript:alert(1)',
    'https://localhost',
    'https://ypo.t',
    'https://ypo.test6',
    'https://ypo.toolongtld',
    'https://ypo.test/with space',
    'https://-ypo.test',
    'https://ypo.test:123456',
    42,
  ])("refuses %j with 'Please enter a valid url.'", (url) => {
    expect(urlOptional(url)).toEqual(['Please enter a valid url.']);
    expect(urlRequired(url)).toEqual(['Please enter a valid url.']);
  });

  it('lets an optional url be empty but not a required one', () => {
    expect(urlOptional('')).toEqual([]);
    expect(urlOptional(undefined)).toEqual([]);
    expect(urlRequired('  ')).toEqual([FEATURE_MESSAGES.urlInvalid]);
    expect(urlRequired(null)).toEqual([FEATURE_MESSAGES.urlInvalid]);
  });
});

describe('normaliseFeaturedUrl', () => {
  it.each([
    ['https://connect.test/events/e1', 'https://connect.test/events/e1'],
    ['  https://connect.test/events/e1  ', 'https://connect.test/events/e1'],
    ['connect.test/events/e1', 'https://connect.test/events/e1'],
    ['www.Connect.Test', 'https://www.connect.test/'],
    ['//connect.test/x', 'https://connect.test/x'],
    ['HTTP://Connect.Test/Path?Q=1', 'http://connect.test/Path?Q=1'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['mailto:chair@ypo.test', 'mailto:chair@ypo.test'],
    ['', ''],
    ['   ', ''],
  ])('%j is sent as %j', (input, output) => {
    expect(normaliseFeaturedUrl(input)).toBe(output);
  });

  it('normalises the url of an item and keeps the rest', () => {
    expect(withNormalisedUrl({ ...VALID, url: ' connect.test/e ' })).toEqual({ ...VALID, url: 'https://connect.test/e' });
  });
});

describe('featured item form (spec 001 §5)', () => {
  it('saves a complete item', () => {
    expect(validateForm(featuredItemSchema, VALID)).toEqual({ isValid: true, errors: {} });
    expect(canSaveFeaturedItem(VALID)).toBe(true);
  });

  it('accepts a link without scheme, as it is normalised before sending', () => {
    expect(canSaveFeaturedItem({ ...VALID, url: 'connect.test/events/e1' })).toBe(true);
  });

  it.each([
    ['title', { title: ' ' }, { title: [FEATURE_MESSAGES.featuredTitleRequired] }],
    ['description', { description: '' }, { description: [FEATURE_MESSAGES.featuredDescriptionRequired] }],
    ['link missing', { url: '' }, { url: ['Please enter a valid url.'] }],
    ['link invalid', { url: 'javascript:alert(1)' }, { url: ['Please enter a valid url.'] }],
    ['image missing', { featuredPostImage: undefined }, { featuredPostImage: [FEATURE_MESSAGES.featuredImageRequired] }],
    ['image without address', { featuredPostImage: { url: ' ' } }, { featuredPostImage: [FEATURE_MESSAGES.featuredImageRequired] }],
  ])('refuses an item without a valid %s', (_label, change, errors) => {
    expect(validateForm(featuredItemSchema, { ...VALID, ...change })).toEqual({ isValid: false, errors });
    expect(canSaveFeaturedItem({ ...VALID, ...change })).toBe(false);
  });

  it('refuses anything that is not a form', () => {
    expect(canSaveFeaturedItem(null)).toBe(false);
    expect(canSaveFeaturedItem('x')).toBe(false);
  });

  it('checks a featured news item: title, link and image, the image as an address too', () => {
    expect(validateForm(featuredNewsSchema, { title: 'News', url: 'https://news.test', featuredNewsImage: 'https://media.test/n.jpg' }).isValid).toBe(true);
    expect(validateForm(featuredNewsSchema, { title: 'News', url: 'nope', featuredNewsImage: {} }).errors).toEqual({
      url: [FEATURE_MESSAGES.urlInvalid],
      featuredNewsImage: [FEATURE_MESSAGES.featuredImageRequired],
    });
  });
});

describe('featured carousel (spec 001 §5, §9)', () => {
  it('shows at most 4 items, rotating every 7000 ms', () => {
    expect(FEATURED_CAROUSEL_MAX).toBe(4);
    expect(FEATURED_ROTATION_MS).toBe(7000);
  });

  it('takes the first 4 by order, items without an order last, ties as given', () => {
    const items = [
      { id: 'e', order: 5 },
      { id: 'x' },
      { id: 'b', order: 2 },
      { id: 'a', order: 1 },
      { id: 'c', order: 2 },
      { id: 'd', order: 4 },
    ];
    expect(carouselItemsOf(items).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(carouselItemsOf([{ id: 'x' }, { id: 'a', order: 1 }]).map((item) => item.id)).toEqual(['a', 'x']);
    expect(carouselItemsOf([])).toEqual([]);
    expect(featuredInOrder(items).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'x']);
  });

  it.each([
    [0, 4, 1, 1],
    [3, 4, 1, 0],
    [0, 4, -1, 3],
    [2, 3, -1, 1],
    [0, 1, 1, 0],
    [5, 0, 1, 0],
    [7, 4, 1, 0],
    [Number.NaN, 4, 1, 1],
  ])('from %d of %d by %d goes to %d', (index, count, step, next) => {
    expect(nextCarouselIndex(index, count, step)).toBe(next);
  });
});

describe('featured lists: add, replace, remove, reorder', () => {
  const list: { id?: string; title: string; order?: number }[] = [
    { id: 'A1', title: 'one', order: 1 },
    { id: 'b2', title: 'two', order: 2 },
  ];

  it('adds an item without a known id at the end, numbered after the others', () => {
    expect(withFeaturedItem(list, { title: 'three' })).toEqual([...list, { title: 'three', order: 3 }]);
    expect(withFeaturedItem(list, { id: 'c3', title: 'three', order: 9 }).map((item) => item.order)).toEqual([1, 2, 3]);
    expect(list).toHaveLength(2);
  });

  it('replaces the item with the same id (case ignored) in its place', () => {
    expect(withFeaturedItem(list, { id: 'a1', title: 'first' })).toEqual([
      { id: 'a1', title: 'first', order: 1 },
      { id: 'b2', title: 'two', order: 2 },
    ]);
  });

  it('removes by id and renumbers the rest from 1', () => {
    expect(withoutFeaturedItem(list, 'a1')).toEqual([{ id: 'b2', title: 'two', order: 1 }]);
    expect(withoutFeaturedItem(list, 'zz')).toEqual(list);
  });

  it('gives the reorder body: each saved item in the order given, numbered from 1', () => {
    expect(featuredOrderOf([{ id: 'b2' }, { title: 'new' } as { id?: string }, { id: 'A1' }])).toEqual([
      { id: 'b2', order: 1 },
      { id: 'A1', order: 2 },
    ]);
  });
});

describe('featuredAddressOf: only web addresses are shown', () => {
  it.each([
    ['https://connect.test/a', 'https://connect.test/a'],
    [' Connect.TEST/a ', 'https://connect.test/a'],
    ['http://media.test/x.jpg', 'http://media.test/x.jpg'],
  ])('shows %j as %j', (url, shown) => {
    expect(featuredAddressOf(url)).toBe(shown);
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'mailto:a@b.test', '', undefined])('refuses %j', (url) => {
    expect(featuredAddressOf(url)).toBeUndefined();
  });
});
