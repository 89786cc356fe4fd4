import type { communities } from '@ypo/sdk';
import { canAddQuickLink } from './quick-links';
import { moveItem, moveItemBy, type ReorderMove } from './reorder';

// spec 001 §3 'Quick link group: key, displayName, links, iconOrder'; §5 up to 24 shortcuts,
// reorderable. The editor works on one flat list of shortcuts (the chapter's and, later, the personal
// My Quick Links); the chapter's groups are rebuilt from it when it is saved.

type Schemas = communities.components['schemas'];
/** A chapter's quick link group as the contract has it. */
export type QuickLinkGroup = Schemas['QuickLinkGroup'];
/** A group's place in the order call (saveChapterQuickLinksDisplayOrder). */
export type QuickLinkOrder = Schemas['QuickLinkOrder'];

/** One shortcut of a quick links editor: the contract's QuickLink, with the group it sits in (if any). */
export interface QuickLinkItem {
  /** The link's id (a new link gets a fresh one). */
  readonly id: string;
  /** What the link shows. */
  readonly label: string;
  /** Where it leads (spec 001 §5 url rule). */
  readonly navigationUrl: string;
  /** The chapter group's key; missing for a new link (it gets a group of its own) or a personal link. */
  readonly groupKey?: string;
}

/** The shortcuts of `groups`, groups by `iconOrder`, each group's links in their order. */
export function quickLinkItemsOf(groups: readonly QuickLinkGroup[]): QuickLinkItem[] {
  return [...groups]
    .sort((a, b) => a.iconOrder - b.iconOrder)
    .flatMap((group) => group.links.map((link) => ({ id: link.id, label: link.label, navigationUrl: link.navigationUrl, groupKey: group.key })));
}

/**
 * The groups to save for `items` (the editor's list) given the chapter's `groups`: a group keeps its
 * key and name and comes where its first link comes (`iconOrder` from 1); a link without a known
 * group gets a group of its own named after it. Groups left without links are dropped.
 */
export function quickLinkGroupsOf(items: readonly QuickLinkItem[], groups: readonly QuickLinkGroup[]): QuickLinkGroup[] {
  const known = new Map(groups.map((group) => [group.key, group]));
  const built = new Map<string, QuickLinkGroup & { links: QuickLinkGroup['links'] }>();
  for (const item of items) {
    const group = item.groupKey === undefined ? undefined : known.get(item.groupKey);
    const key = group?.key ?? item.id;
    const entry = built.get(key) ?? { key, displayName: group?.displayName ?? item.label, iconOrder: built.size + 1, links: [] };
    entry.links.push({ id: item.id, label: item.label, navigationUrl: item.navigationUrl });
    built.set(key, entry);
  }
  return [...built.values()];
}

const sameLinks = (a: QuickLinkGroup, b: QuickLinkGroup) =>
  a.displayName === b.displayName &&
  a.links.length === b.links.length &&
  a.links.every((link, i) => link.id === b.links[i]?.id && link.label === b.links[i]?.label && link.navigationUrl === b.links[i]?.navigationUrl);

/** What saving `items` over the chapter's `groups` sends (spec 001 §7). */
export type QuickLinksSave =
  /** Only the order changed: saveChapterQuickLinksDisplayOrder. */
  | { readonly kind: 'order'; readonly quickLinks: QuickLinkOrder[] }
  /** Links were added, removed or changed: saveChapterQuickLinks with every group. */
  | { readonly kind: 'links'; readonly quickLinks: QuickLinkGroup[] };

/** The call that saves `items` over `groups`, or `undefined` when nothing changed. */
export function quickLinksSaveOf(groups: readonly QuickLinkGroup[], items: readonly QuickLinkItem[]): QuickLinksSave | undefined {
  const next = quickLinkGroupsOf(items, groups);
  const before = [...groups].sort((a, b) => a.iconOrder - b.iconOrder);
  const isSameSet = next.length === before.length && next.every((group) => {
    const old = before.find((each) => each.key === group.key);
    return old !== undefined && sameLinks(old, group);
  });
  if (!isSameSet) return { kind: 'links', quickLinks: next };
  if (next.every((group, i) => group.key === before[i]?.key)) return undefined;
  return { kind: 'order', quickLinks: next.map(({ key, iconOrder }) => ({ key, iconOrder })) };
}

/** A change to a quick links editor's list. */
export type QuickLinksEditAction =
  | { readonly type: 'reset'; readonly items: readonly QuickLinkItem[] }
  /** A keyboard move of the item at `index` (arrows, Home, End, or the move buttons). */
  | { readonly type: 'move'; readonly index: number; readonly move: ReorderMove }
  /** A drop: the item `from` goes to place `to`. */
  | { readonly type: 'moveTo'; readonly from: number; readonly to: number }
  | { readonly type: 'add'; readonly item: QuickLinkItem }
  | { readonly type: 'update'; readonly id: string; readonly label: string; readonly navigationUrl: string }
  | { readonly type: 'remove'; readonly id: string };

/** The editor's list after `action`; an add past the 24 of `QUICK_LINKS_MAX` changes nothing. The input is not modified. */
export function quickLinksEditReducer(items: readonly QuickLinkItem[], action: QuickLinksEditAction): readonly QuickLinkItem[] {
  switch (action.type) {
    case 'reset':
      return [...action.items];
    case 'move':
      return moveItemBy(items, action.index, action.move).items;
    case 'moveTo':
      return moveItem(items, action.from, action.to);
    case 'add':
      return canAddQuickLink(items.length) ? [...items, action.item] : items;
    case 'update':
      return items.map((item) => (item.id === action.id ? { ...item, label: action.label, navigationUrl: action.navigationUrl } : item));
    case 'remove':
      return items.filter((item) => item.id !== action.id);
  }
}
