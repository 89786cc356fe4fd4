import type { profiles } from '@ypo/sdk';
import { featuredAddressOf } from '../feed/featured';
import { EMPTY_ID } from '../impersonation/impersonation';
import { FEATURE_MESSAGES } from '../feature-messages';
import { maxLength, required, urlOptional, urlRequired, validateForm, type FormSchema, type Validator } from '../validation/validators';

// spec 001 §3: the resources page holds advertisement tiles, resource links (image or button,
// SSO flag, display order) and categories; entries filter on name, id, keywords and type icons.
// §5: the category and link validators; a category on create is sent active. §9: resource names
// alphabetical.

type Schemas = profiles.components['schemas'];
/** The resources page (spec 001 §3). */
export type ResourcesPage = Schemas['ResourcesPage'];
// Names compare alphabetically, ignoring case and accents.
const compareNames = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** A resource link: an image or a button (spec 001 §3). */
export type ResourceLink = Schemas['ResourceLink'];
/** A resource category with its subcategories (spec 001 §3). */
export type ResourceCategory = Schemas['ResourceCategory'];
/** An advertisement tile of the resources page. */
export type AdvertisementTile = Schemas['AdvertisementTile'];
/** The two kinds of link, shown as type icons. */
export type ResourceLinkType = ResourceLink['type'];

/** Longest category name (spec 001 §5). */
export const RESOURCE_CATEGORY_NAME_MAX = 64;
/** Longest button name (spec 001 §5). */
export const RESOURCE_BUTTON_NAME_MAX = 40;
/** The type icons a filter can pick. */
export const RESOURCE_LINK_TYPES: readonly ResourceLinkType[] = ['button', 'image'];

/** What the resources page filters on (spec 001 §3): a text matched on name, id and keywords, and type icons. */
export interface ResourceFilter {
  readonly text?: string;
  /** Only links of these types; empty or absent is every type. */
  readonly types?: readonly ResourceLinkType[];
}

/** The name a link shows: its resource name, else its label. */
export function resourceNameOf(link: Pick<ResourceLink, 'resourceName' | 'label'>): string {
  return link.resourceName?.trim() || link.label;
}

/** Whether a link passes the filter: every word of the text in its name, id or keywords (category, alternative text, label). */
export function matchesResourceFilter(link: ResourceLink, filter: ResourceFilter): boolean {
  if (filter.types && filter.types.length > 0 && !filter.types.includes(link.type)) return false;
  const words = (filter.text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [resourceNameOf(link), link.id, link.label, link.categoryName, link.alternativeText].filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Links by display order, ties by name (spec 001 §3, §9). */
export function sortResourceLinks(links: readonly ResourceLink[]): ResourceLink[] {
  return [...links].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0) || compareNames(resourceNameOf(a), resourceNameOf(b)));
}

/** The resource names, alphabetical and each once (spec 001 §9). */
export function resourceNames(links: readonly ResourceLink[]): string[] {
  return [...new Set(links.map(resourceNameOf))].sort(compareNames);
}

/** Advertisement tiles by display order. */
export function sortAdvertisementTiles(tiles: readonly AdvertisementTile[]): AdvertisementTile[] {
  return [...tiles].sort((a, b) => a.displayOrder - b.displayOrder);
}

/** A category section of the page: the category's name and its links that pass the filter. */
export interface ResourceSection {
  readonly categoryId: string;
  readonly categoryName: string;
  readonly links: readonly ResourceLink[];
}

/** Every category and subcategory, depth first, each level alphabetical. */
export function flattenCategories(categories: readonly ResourceCategory[]): ResourceCategory[] {
  return [...categories]
    .sort((a, b) => compareNames(a.categoryName, b.categoryName))
    .flatMap((category) => [category, ...flattenCategories(category.subCategories ?? [])]);
}

/**
 * The page's sections: one per category (alphabetical, subcategories after their parent) with its
 * links that pass the filter, in display order; sections without a link are left out.
 */
export function resourceSections(page: Pick<ResourcesPage, 'categories' | 'resourceLinks'>, filter: ResourceFilter = {}): ResourceSection[] {
  const shown = sortResourceLinks(page.resourceLinks.filter((link) => matchesResourceFilter(link, filter)));
  return flattenCategories(page.categories)
    .map((category) => ({
      categoryId: category.id,
      categoryName: category.categoryName,
      links: shown.filter((link) => link.resourceCategoryId?.toLowerCase() === category.id.toLowerCase()),
    }))
    .filter((section) => section.links.length > 0);
}

/** The address a link, tile or image may be opened or shown with: http(s) only, else `undefined`. */
export function resourceAddressOf(url: string | null | undefined): string | undefined {
  return featuredAddressOf(url ?? undefined);
}

/** A new category as it is sent: the empty id and active (spec 001 §5). */
export function newResourceCategory(categoryName: string, subCategories: readonly ResourceCategory[] = []): ResourceCategory {
  return { id: EMPTY_ID, categoryName: categoryName.trim(), isActive: true, subCategories: [...subCategories] };
}

/** The category form (spec 001 §5): a title, at most 64 characters. */
export const resourceCategorySchema = {
  categoryName: [required(FEATURE_MESSAGES.resourceCategoryTitleRequired), maxLength(RESOURCE_CATEGORY_NAME_MAX, FEATURE_MESSAGES.resourceCategoryNameTooLong)],
} as const satisfies FormSchema;

// A button link shows its resource name: at most 40 characters (spec 001 §5).
const buttonName: Validator = (value, context) =>
  context?.values?.type === 'button' ? maxLength(RESOURCE_BUTTON_NAME_MAX, FEATURE_MESSAGES.resourceButtonNameTooLong)(value, context) : [];

// An image link needs its image address.
const imageUrlOfImage: Validator = (value, context) => (context?.values?.type === 'image' ? urlRequired(value, context) : urlOptional(value, context));

/** The resource link form (spec 001 §5): a label, a valid address, a button name of at most 40 characters. */
export const resourceLinkSchema = {
  label: required(FEATURE_MESSAGES.resourceLinkLabelRequired),
  navigationUrl: urlRequired,
  resourceName: buttonName,
  imageUrl: imageUrlOfImage,
} as const satisfies FormSchema;

/** An advertisement tile form: a valid address, and an image address for an image tile. */
export const advertisementTileSchema = {
  navigationUrl: urlRequired,
  imageUrl: imageUrlOfImage,
} as const satisfies FormSchema;

/** Checks a category before it is saved. */
export const validateResourceCategory = (values: Pick<ResourceCategory, 'categoryName'>) => validateForm(resourceCategorySchema, values);
/** Checks a link before it is saved. */
export const validateResourceLink = (values: Partial<ResourceLink>) => validateForm(resourceLinkSchema, values);
/** Checks a tile before the tiles are saved. */
export const validateAdvertisementTile = (values: Partial<AdvertisementTile>) => validateForm(advertisementTileSchema, values);

/** The page after a category save: the saved category replaces the one with its id (at any depth), or is added. */
export function withSavedCategory(page: ResourcesPage, saved: ResourceCategory): ResourcesPage {
  let found = false;
  const replace = (list: readonly ResourceCategory[]): ResourceCategory[] =>
    list.map((category) => {
      if (category.id.toLowerCase() === saved.id.toLowerCase()) {
        found = true;
        return saved;
      }
      return { ...category, subCategories: replace(category.subCategories ?? []) };
    });
  const categories = replace(page.categories);
  return { ...page, categories: found ? categories : [...categories, saved] };
}

/** The page after a link save: the saved link replaces the one with its id, or is added. */
export function withSavedLink(page: ResourcesPage, saved: ResourceLink): ResourcesPage {
  const exists = page.resourceLinks.some((link) => link.id.toLowerCase() === saved.id.toLowerCase());
  return {
    ...page,
    resourceLinks: exists ? page.resourceLinks.map((link) => (link.id.toLowerCase() === saved.id.toLowerCase() ? saved : link)) : [...page.resourceLinks, saved],
  };
}
