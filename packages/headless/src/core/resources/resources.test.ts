import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from '../feature-messages';
import {
  matchesResourceFilter, newResourceCategory, resourceAddressOf, resourceNames, resourceSections, sortAdvertisementTiles, validateAdvertisementTile,
  validateResourceCategory, validateResourceLink, withSavedCategory, withSavedLink, type ResourceLink, type ResourcesPage,
} from './resources';

const CAT_A = 'b2000000-0000-4000-8000-000000000001';
const CAT_B = 'b2000000-0000-4000-8000-000000000002';

function link(id: string, resourceName: string, fields: Partial<ResourceLink> = {}): ResourceLink {
  return {
    id, type: 'button', navigationUrl: `https://connect.example/${id}`, label: resourceName, resourceName, categoryName: 'Chapter Resources',
    resourceCategoryId: CAT_A, isActive: true, isSSOEnabled: false, alternativeText: null, imageUrl: null, displayOrder: 1, ...fields,
  };
}

const handbook = link('l-1', 'Chapter Handbook', { displayOrder: 2, alternativeText: 'Officer guide' });
const portal = link('l-2', 'Learning Portal', { type: 'image', imageUrl: 'https://media.example/p.png', categoryName: 'Learning', resourceCategoryId: CAT_B });
const archive = link('l-3', 'archive', { displayOrder: 2 });

const page: ResourcesPage = {
  advertisementTiles: [],
  canEditResourceLinks: false,
  resourceLinks: [handbook, portal, archive],
  categories: [{ id: CAT_B, categoryName: 'Learning', isActive: true, subCategories: [] }, { id: CAT_A, categoryName: 'Chapter Resources', isActive: true, subCategories: [] }],
};

describe('filter (spec 001 §3: name, id, keywords, type icons)', () => {
  it.each([
    [{ text: 'handbook' }, true],
    [{ text: 'HANDBOOK chapter' }, true],
    [{ text: 'l-1' }, true],
    [{ text: 'officer' }, true],
    [{ text: 'resources' }, true],
    [{ text: 'portal' }, false],
    [{ types: ['button'] as const }, true],
    [{ types: ['image'] as const }, false],
    [{ text: 'handbook', types: ['button', 'image'] as const }, true],
    [{}, true],
  ])('%j matches the handbook: %s', (filter, expected) => {
    expect(matchesResourceFilter(handbook, filter)).toBe(expected);
  });
});

describe('order (spec 001 §3, §9)', () => {
  it('names are alphabetical, each once, ignoring case', () => {
    expect(resourceNames([portal, handbook, archive, handbook])).toEqual(['archive', 'Chapter Handbook', 'Learning Portal']);
  });

  it('sections follow the categories alphabetically; links by display order, ties by name; empty sections are left out', () => {
    const sections = resourceSections(page);
    expect(sections.map((s) => s.categoryName)).toEqual(['Chapter Resources', 'Learning']);
    expect(sections[0]?.links.map((l) => l.resourceName)).toEqual(['archive', 'Chapter Handbook']);
    expect(resourceSections(page, { types: ['image'] }).map((s) => s.categoryName)).toEqual(['Learning']);
    expect(resourceSections(page, { text: 'nothing like it' })).toEqual([]);
  });

  it('tiles by display order', () => {
    const tiles = sortAdvertisementTiles([{ type: 'image', displayOrder: 3 }, { type: 'button', displayOrder: 1 }]);
    expect(tiles.map((t) => t.displayOrder)).toEqual([1, 3]);
  });
});

describe('validators (spec 001 §5)', () => {
  it.each([
    ['', [FEATURE_MESSAGES.resourceCategoryTitleRequired]],
    ['   ', [FEATURE_MESSAGES.resourceCategoryTitleRequired]],
    ['x'.repeat(64), undefined],
    ['x'.repeat(65), [FEATURE_MESSAGES.resourceCategoryNameTooLong]],
  ])('category name %j', (categoryName, expected) => {
    expect(validateResourceCategory({ categoryName }).errors.categoryName).toEqual(expected);
  });

  it.each([
    [{ label: '', navigationUrl: 'https://a.example.com' }, 'label', [FEATURE_MESSAGES.resourceLinkLabelRequired]],
    [{ label: 'A', navigationUrl: '' }, 'navigationUrl', [FEATURE_MESSAGES.urlInvalid]],
    [{ label: 'A', navigationUrl: 'ftp://a.example' }, 'navigationUrl', [FEATURE_MESSAGES.urlInvalid]],
    [{ label: 'A', navigationUrl: 'https://a.example.toolong' }, 'navigationUrl', [FEATURE_MESSAGES.urlInvalid]],
    [{ label: 'A', navigationUrl: 'https://a.example.com:8080/path?q=1' }, 'navigationUrl', undefined],
    [{ label: 'A', navigationUrl: 'https://a.example.com', type: 'button', resourceName: 'x'.repeat(41) }, 'resourceName', [FEATURE_MESSAGES.resourceButtonNameTooLong]],
    [{ label: 'A', navigationUrl: 'https://a.example.com', type: 'button', resourceName: 'x'.repeat(40) }, 'resourceName', undefined],
    [{ label: 'A', navigationUrl: 'https://a.example.com', type: 'image', resourceName: 'x'.repeat(41), imageUrl: 'https://m.example.com/a.png' }, 'resourceName', undefined],
    [{ label: 'A', navigationUrl: 'https://a.example.com', type: 'image', imageUrl: '' }, 'imageUrl', [FEATURE_MESSAGES.urlInvalid]],
    [{ label: 'A', navigationUrl: 'https://a.example.com', type: 'button', imageUrl: 'not a url' }, 'imageUrl', [FEATURE_MESSAGES.urlInvalid]],
  ] as const)('link %j: %s', (values, field, expected) => {
    expect(validateResourceLink(values as Partial<ResourceLink>).errors[field]).toEqual(expected);
  });

  it('a tile needs a valid address, and an image tile its image', () => {
    expect(validateAdvertisementTile({ type: 'image', navigationUrl: 'https://a.example.com', imageUrl: 'https://m.example.com/a.png' }).isValid).toBe(true);
    expect(validateAdvertisementTile({ type: 'image', navigationUrl: 'https://a.example.com' }).errors.imageUrl).toEqual([FEATURE_MESSAGES.urlInvalid]);
    expect(validateAdvertisementTile({ type: 'button', navigationUrl: 'javascript:alert(1)' }).errors.navigationUrl).toEqual([FEATURE_MESSAGES.urlInvalid]);
  });

  it('a new category is sent active with the empty id', () => {
    expect(newResourceCategory('  Events ')).toEqual({ id: '00000000-0000-0000-0000-000000000000', categoryName: 'Events', isActive: true, subCategories: [] });
  });
});

describe('addresses and saved answers', () => {
  it.each([
    ['https://connect.example/a', 'https://connect.example/a'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    [null, undefined],
  ])('%j opens as %j', (url, expected) => {
    expect(resourceAddressOf(url)).toBe(expected);
  });

  it('a saved category replaces its namesake at any depth, or is added', () => {
    const nested: ResourcesPage = { ...page, categories: [{ id: CAT_A, categoryName: 'Chapter Resources', isActive: true, subCategories: [{ id: CAT_B, categoryName: 'Learning', isActive: true, subCategories: [] }] }] };
    const renamed = withSavedCategory(nested, { id: CAT_B.toUpperCase(), categoryName: 'Courses', isActive: true, subCategories: [] });
    expect(renamed.categories[0]?.subCategories?.[0]?.categoryName).toBe('Courses');
    expect(withSavedCategory(nested, { id: 'new', categoryName: 'Events', isActive: true }).categories).toHaveLength(2);
  });

  it('a saved link replaces its namesake, or is added', () => {
    expect(withSavedLink(page, { ...handbook, label: 'Renamed' }).resourceLinks.map((l) => l.label)).toEqual(['Renamed', 'Learning Portal', 'archive']);
    expect(withSavedLink(page, link('l-9', 'New')).resourceLinks).toHaveLength(4);
  });
});
