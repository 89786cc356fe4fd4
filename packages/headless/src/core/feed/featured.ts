import type { posts } from '@ypo/sdk';
import { withOrder } from '../community/reorder';
import { FEATURE_MESSAGES } from '../feature-messages';
import { required, urlRequired, validateForm, type FormSchema, type Validator } from '../validation/validators';

// spec 001 §5: feature items need title, description and link; image and link are required to save;
// the link must be a valid URL; featured event urls are normalised before sending. §9: the carousel
// shows at most 4 items and rotates every 7000 ms.

/** A featured post or featured event of a community carousel (spec 001 §3); `id` is absent before it is created. */
export type FeaturedPost = posts.components['schemas']['FeaturedPost'];
/** A featured news item of the home page (spec 001 §3). */
export type FeaturedNews = posts.components['schemas']['FeaturedNews'];
/** A featured item's new place, as `featuredPostsReorderList` takes it. */
export type FeaturedPostOrder = posts.components['schemas']['FeaturedPostOrder'];

/** Most items a featured carousel shows (spec 001 §5, §9). */
export const FEATURED_CAROUSEL_MAX = 4;
/** How long each carousel item shows before the next (spec 001 §9). */
export const FEATURED_ROTATION_MS = 7000;

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A featured item's link as it is sent (spec 001 §5 normalises featured event urls without saying
 * how; this rule is ours): trimmed, `https://` added when the scheme is missing, host lower-cased.
 * Anything that is not an http(s) address comes back trimmed, for the url rule to refuse.
 */
export function normaliseFeaturedUrl(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  const withScheme = trimmed.startsWith('//') ? `https:${trimmed}` : HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const parsed = new URL(withScheme);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : trimmed;
  } catch {
    return trimmed;
  }
}

/**
 * The address a featured item's link or image may be shown with: its http(s) address once
 * normalised, or `undefined` for anything else (a `javascript:` or `data:` address from the server
 * would run script or hide content when opened).
 */
export function featuredAddressOf(url: string | undefined): string | undefined {
  const normalised = normaliseFeaturedUrl(url ?? '');
  return /^https?:\/\//i.test(normalised) ? normalised : undefined;
}

/** The link of a featured item: required and valid once normalised ('Please enter a valid url.'). */
export const featuredUrl: Validator = (value, context) => urlRequired(typeof value === 'string' ? normaliseFeaturedUrl(value) : value, context);

/** The image of a featured item: an address, or an image object (`{ url }`) with one. */
export const featuredImageRequired: Validator = (value) => {
  const url = typeof value === 'object' && value !== null && 'url' in value ? (value as { url: unknown }).url : value;
  return typeof url === 'string' && url.trim() !== '' ? [] : [FEATURE_MESSAGES.featuredImageRequired];
};

/** The featured post or event form (spec 001 §5). */
export const featuredItemSchema = {
  title: required(FEATURE_MESSAGES.featuredTitleRequired),
  description: required(FEATURE_MESSAGES.featuredDescriptionRequired),
  url: featuredUrl,
  featuredPostImage: featuredImageRequired,
} satisfies FormSchema;

/** The home page featured news form: title, link and image (the contract's FeaturedNews). */
export const featuredNewsSchema = {
  title: required(FEATURE_MESSAGES.featuredTitleRequired),
  url: featuredUrl,
  featuredNewsImage: featuredImageRequired,
} satisfies FormSchema;

/** Whether a featured post or event may be saved: every rule of {@link featuredItemSchema} holds. */
export function canSaveFeaturedItem(values: unknown): boolean {
  return validateForm(featuredItemSchema, values).isValid;
}

/** The item with its link normalised ({@link normaliseFeaturedUrl}), as it is sent. */
export function withNormalisedUrl<T extends { readonly url: string }>(item: T): T {
  return { ...item, url: normaliseFeaturedUrl(item.url) };
}

/** The items by `order` (items without one last, ties as given). The input is not modified. */
export function featuredInOrder<T extends { readonly order?: number | undefined }>(items: readonly T[]): T[] {
  const rank = (item: T) => (typeof item.order === 'number' && Number.isFinite(item.order) ? item.order : Number.POSITIVE_INFINITY);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/** The items a carousel shows: by `order` ({@link featuredInOrder}), at most {@link FEATURED_CAROUSEL_MAX}. */
export function carouselItemsOf<T extends { readonly order?: number | undefined }>(items: readonly T[]): T[] {
  return featuredInOrder(items).slice(0, FEATURED_CAROUSEL_MAX);
}

/** The carousel item after `index` (or before it for a negative `step`), wrapping around; 0 for an empty carousel. */
export function nextCarouselIndex(index: number, count: number, step = 1): number {
  if (!Number.isInteger(count) || count <= 0) return 0;
  const from = Number.isInteger(index) ? index : 0;
  return (((from + step) % count) + count) % count;
}

const sameId = (a: string | undefined, b: string | undefined): boolean => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * `list` with `item` in it: in place of the item with the same id, or added at the end; each
 * item's `order` then follows its place (from 1). The input is not modified.
 */
export function withFeaturedItem<T extends { readonly id?: string | undefined; readonly order?: number | undefined }>(list: readonly T[], item: T): T[] {
  const at = list.findIndex((current) => sameId(current.id, item.id));
  const next = at === -1 ? [...list, item] : list.map((current, index) => (index === at ? item : current));
  return withOrder(next, 'order') as unknown as T[];
}

/** `list` without the item with id `id` (case ignored), the others renumbered from 1. The input is not modified. */
export function withoutFeaturedItem<T extends { readonly id?: string | undefined; readonly order?: number | undefined }>(list: readonly T[], id: string): T[] {
  return withOrder(
    list.filter((current) => !sameId(current.id, id)),
    'order',
  ) as unknown as T[];
}

/** The body of `featuredPostsReorderList`: each saved item (one with an id) in the order given, numbered from 1. */
export function featuredOrderOf(items: readonly { readonly id?: string | undefined }[]): FeaturedPostOrder[] {
  return items.flatMap((item) => (item.id === undefined ? [] : [item.id])).map((id, index) => ({ id, order: index + 1 }));
}
