// The resources page (spec 001 §3, §5, §7; openapi/profiles.yaml, tag resources): advertisement
// tiles, resource links and their categories, answered from the store. Editors are staff (role
// Team Member): they get canEditResourceLinks and alone may save categories, links and tiles;
// what one editor saves is what every member reads next.
import type { profiles } from '@ypo/sdk';
import type { OperationHandler, SandboxDomain, SandboxRequest, Store } from '../types.ts';
import { artworkPath } from '../artwork.ts';
import { actingPersona, clone, compareText, EMPTY_GUID, forbidden, isStaff, mediaUrl, newId, ok, sameId, sliceOf, unprocessable } from '../helpers.ts';

type Schemas = profiles.components['schemas'];
/** A resource link (contract `ResourceLink`). */
export type ResourceLinkRecord = Schemas['ResourceLink'];
/** A resource category (contract `ResourceCategory`). */
export type ResourceCategoryRecord = Schemas['ResourceCategory'];
/** An advertisement tile (contract `AdvertisementTile`). */
export type AdvertisementTileRecord = Schemas['AdvertisementTile'];

/** `store.resources`. */
export interface ResourcesSlice {
  categories: ResourceCategoryRecord[];
  links: ResourceLinkRecord[];
  tiles: AdvertisementTileRecord[];
}

/** spec 001 §5: category name max 64, button name max 40. */
export const CATEGORY_NAME_MAX = 64;
export const BUTTON_NAME_MAX = 40;

/** Seeded category ids (the contract examples' ids, so the documented examples resolve). */
export const CHAPTER_RESOURCES_ID = 'b2000000-0000-4000-8000-000000000001';
export const LEARNING_ID = 'b2000000-0000-4000-8000-000000000002';
export const MEMBER_BENEFITS_ID = 'b2000000-0000-4000-8000-000000000003';

const category = (id: string, categoryName: string, subCategories: ResourceCategoryRecord[] = []): ResourceCategoryRecord => ({
  id, categoryName, isActive: true, subCategories,
});

function link(n: number, categoryId: string, categoryName: string, resourceName: string, fields: Partial<ResourceLinkRecord> = {}): ResourceLinkRecord {
  const slug = resourceName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: `b1000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'button',
    navigationUrl: `https://connect.ypo.test/resources/${slug}`,
    categoryName,
    isActive: true,
    isSSOEnabled: false,
    resourceCategoryId: categoryId,
    alternativeText: resourceName,
    resourceName,
    displayOrder: n,
    imageUrl: null,
    label: resourceName,
    ...fields,
  };
}

function seedSlice(): ResourcesSlice {
  return {
    categories: [
      category(CHAPTER_RESOURCES_ID, 'Chapter Resources', [category(LEARNING_ID, 'Learning')]),
      category(MEMBER_BENEFITS_ID, 'Member Benefits'),
    ],
    links: [
      link(1, CHAPTER_RESOURCES_ID, 'Chapter Resources', 'Chapter Handbook'),
      link(2, LEARNING_ID, 'Learning', 'Learning Portal', { isSSOEnabled: true, navigationUrl: 'https://connect.ypo.test/resources/learning' }),
      link(4, CHAPTER_RESOURCES_ID, 'Chapter Resources', 'Officer Toolkit'),
      link(5, MEMBER_BENEFITS_ID, 'Member Benefits', 'Travel Partners', {
        type: 'image', imageUrl: mediaUrl(artworkPath('covers', 'resource-travel-partners')), alternativeText: 'Travel partners of the network',
      }),
      link(6, MEMBER_BENEFITS_ID, 'Member Benefits', 'Concierge Desk', { isSSOEnabled: true }),
      link(7, LEARNING_ID, 'Learning', 'Archived Webinars', { isActive: false }),
    ],
    tiles: [
      {
        id: 'b1000000-0000-4000-8000-000000000003', type: 'image', displayOrder: 1,
        imageUrl: mediaUrl(artworkPath('covers', 'resource-summit-banner')),
        navigationUrl: 'https://connect.ypo.test/events/harbor-city-leadership-summit', alternativeText: 'Harbor City Leadership Summit',
      },
      {
        id: 'b1000000-0000-4000-8000-000000000008', type: 'button', displayOrder: 2, imageUrl: null,
        navigationUrl: 'https://connect.ypo.test/resources/member-stories', alternativeText: 'Member Stories',
      },
    ],
  };
}

const slice = (store: Store) => sliceOf<ResourcesSlice>(store, 'resources');

/** Whether the caller may edit the resources page (spec 001 §6, canEditResourceLinks is the server's). */
function canEdit(caller: Parameters<OperationHandler>[1]): boolean {
  return isStaff(actingPersona(caller));
}

const byOrder = <T extends { displayOrder: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => a.displayOrder - b.displayOrder);

/** Links by display order, then by name (spec 001 §9: resource names alphabetical). */
function sortedLinks(links: readonly ResourceLinkRecord[]): ResourceLinkRecord[] {
  return [...links].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0) || compareText(a.resourceName ?? a.label, b.resourceName ?? b.label));
}

/** Categories and their subcategories, each level by name. */
function sortedCategories(categories: readonly ResourceCategoryRecord[]): ResourceCategoryRecord[] {
  return [...categories]
    .sort((a, b) => compareText(a.categoryName, b.categoryName))
    .map((c) => ({ ...c, subCategories: sortedCategories(c.subCategories ?? []) }));
}

function findCategory(categories: readonly ResourceCategoryRecord[], id: string): ResourceCategoryRecord | undefined {
  for (const c of categories) {
    if (sameId(c.id, id)) return c;
    const inner = findCategory(c.subCategories ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

const isNew = (id: string | undefined) => !id || sameId(id, EMPTY_GUID);

/** A saved tree: new entries (empty id) get ids. */
function withIds(c: ResourceCategoryRecord): ResourceCategoryRecord {
  return {
    id: isNew(c.id) ? newId() : c.id,
    categoryName: c.categoryName.trim(),
    isActive: c.isActive,
    subCategories: (c.subCategories ?? []).map(withIds),
  };
}

function namesOf(c: ResourceCategoryRecord): Map<string, string> {
  const names = new Map<string, string>([[c.id.toLowerCase(), c.categoryName]]);
  for (const sub of c.subCategories ?? []) for (const [id, name] of namesOf(sub)) names.set(id, name);
  return names;
}

function requireEditor(caller: Parameters<OperationHandler>[1]): void {
  if (!canEdit(caller)) throw forbidden('Only editors of the resources page may change it.');
}

const getResourceCategoriesAndLinks: OperationHandler = (_request, caller, store) => {
  const s = slice(store);
  const editor = canEdit(caller);
  // Editors see inactive links and categories too, to switch them back on.
  const links = editor ? s.links : s.links.filter((l) => l.isActive !== false);
  return ok(clone({
    advertisementTiles: byOrder(s.tiles),
    resourceLinks: sortedLinks(links),
    canEditResourceLinks: editor,
    categories: sortedCategories(editor ? s.categories : s.categories.filter((c) => c.isActive)),
  }));
};

const getResourceLinks: OperationHandler = (_request, caller, store) => {
  const s = slice(store);
  return ok(clone(sortedLinks(canEdit(caller) ? s.links : s.links.filter((l) => l.isActive !== false))));
};

const saveResourceCategory: OperationHandler = (request: SandboxRequest, caller, store) => {
  requireEditor(caller);
  const s = slice(store);
  const body = request.body as ResourceCategoryRecord;
  if (!body.categoryName?.trim()) throw unprocessable('Please enter the title for category.', { categoryName: ['Please enter the title for category.'] });
  const saved = withIds(body);
  const existing = isNew(body.id) ? undefined : findCategory(s.categories, body.id);
  if (existing) Object.assign(existing, saved);
  else s.categories.push(saved);
  // Links show their category's name: a rename reaches them.
  const names = namesOf(saved);
  for (const l of s.links) {
    const name = l.resourceCategoryId ? names.get(l.resourceCategoryId.toLowerCase()) : undefined;
    if (name !== undefined) l.categoryName = name;
  }
  return ok(clone(saved));
};

const saveResourceLinks: OperationHandler = (request, caller, store) => {
  requireEditor(caller);
  const s = slice(store);
  const body = request.body as ResourceLinkRecord;
  if (!body.label?.trim()) throw unprocessable('Please enter the label for resource link.', { label: ['Please enter the label for resource link.'] });
  const owner = body.resourceCategoryId ? findCategory(s.categories, body.resourceCategoryId) : undefined;
  if (!owner) throw unprocessable('The resource link needs an existing category.', { resourceCategoryId: ['Unknown category.'] });
  const existing = isNew(body.id) ? undefined : s.links.find((l) => sameId(l.id, body.id));
  const saved: ResourceLinkRecord = {
    ...body,
    id: existing?.id ?? newId(),
    label: body.label.trim(),
    categoryName: owner.categoryName,
    displayOrder: body.displayOrder ?? Math.max(0, ...s.links.map((l) => l.displayOrder ?? 0)) + 1,
  };
  if (existing) Object.assign(existing, saved);
  else s.links.push(saved);
  return ok(clone(saved));
};

const saveAdvertisementLinks: OperationHandler = (request, caller, store) => {
  requireEditor(caller);
  const s = slice(store);
  // The list replaces the tiles: a tile left out is removed.
  const tiles = (request.body as AdvertisementTileRecord[]).map((t) => ({ ...t, id: isNew(t.id) ? newId() : t.id }));
  s.tiles = byOrder(tiles);
  return ok(clone(s.tiles));
};

/** The `resources` domain: advertisement tiles, resource links and categories. */
export const resourcesDomain: SandboxDomain = {
  name: 'resources',
  seed: (store) => {
    store.resources = seedSlice() satisfies ResourcesSlice;
  },
  handlers: { getResourceCategoriesAndLinks, getResourceLinks, saveResourceCategory, saveResourceLinks, saveAdvertisementLinks },
};
