import type { profiles } from '@ypo/sdk';
import { featuredAddressOf } from '../feed/featured';
import type { QuickLinkItem } from './quick-links-list';

// spec 002 §7: the personal My Quick Links (get-person-quickLinks, save-person-quickLinks,
// get-available-person-quickLinks); spec 001 §5, §9: up to 24 shortcuts, reorderable, the same
// editor and rules as the chapter's quick links (QUICK_LINKS_MAX, quickLinksEditReducer). A member
// chooses among the available links; the contract's personal links have no id, so a link's
// address is its id (a link is chosen once).

/** A quick link group of the personal lists, as the profiles contract has it (its links carry no id). */
export type PersonQuickLinkGroup = profiles.components['schemas']['QuickLinkGroup'];

/** The shortcuts of `groups` as the editor's items: groups by `iconOrder`, each link with its group's key. */
export function personQuickLinkItemsOf(groups: readonly PersonQuickLinkGroup[]): QuickLinkItem[] {
  const seen = new Set<string>();
  return [...groups]
    .sort((a, b) => a.iconOrder - b.iconOrder)
    .flatMap((group) => group.links.map((link) => ({ id: link.navigationUrl, label: link.label, navigationUrl: link.navigationUrl, groupKey: group.key })))
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/**
 * The list to save for `items`: one group per shortcut, in the edited order (`iconOrder` from 1),
 * keeping the key of the group it was chosen from, so any order the member makes survives a reload.
 */
export function personQuickLinkGroupsOf(items: readonly QuickLinkItem[]): PersonQuickLinkGroup[] {
  return items.map((item, i) => ({
    key: item.groupKey ?? item.id,
    displayName: item.label,
    iconOrder: i + 1,
    links: [{ label: item.label, navigationUrl: item.navigationUrl }],
  }));
}

/** The available links (`available`, read with {@link personQuickLinkItemsOf}) not yet in `chosen`, in the offered order. */
export function quickLinkChoicesOf(available: readonly QuickLinkItem[], chosen: readonly QuickLinkItem[]): QuickLinkItem[] {
  const taken = new Set(chosen.map((item) => item.navigationUrl));
  return available.filter((item) => !taken.has(item.navigationUrl));
}

/** Where a quick link leads: a page of this app (a path, opened in place), an http(s) site, or nowhere. */
export type QuickLinkTarget = { readonly kind: 'app'; readonly path: string } | { readonly kind: 'external'; readonly href: string };

/**
 * The target of a quick link's address: a path of this app, else its http(s) address, else
 * `undefined` (a `javascript:` or `data:` address from the server is never opened).
 */
export function quickLinkTargetOf(navigationUrl: string): QuickLinkTarget | undefined {
  const url = navigationUrl.trim();
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return { kind: 'app', path: url };
  const href = featuredAddressOf(url);
  return href === undefined ? undefined : { kind: 'external', href };
}
