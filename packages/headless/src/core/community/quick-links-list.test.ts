import { describe, expect, it } from 'vitest';
import { quickLinkGroupsOf, quickLinkItemsOf, quickLinksEditReducer, quickLinksSaveOf, type QuickLinkGroup, type QuickLinkItem } from './quick-links-list';

const link = (n: number, label = `Link ${n}`) => ({ id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`, label, navigationUrl: `https://connect.ypo.test/${n}` });
const GROUPS: QuickLinkGroup[] = [
  { key: 'files', displayName: 'Chapter Files', iconOrder: 2, links: [link(2)] },
  { key: 'events', displayName: 'Chapter Events', iconOrder: 1, links: [link(1), link(3)] },
  { key: 'directory', displayName: 'Member Directory', iconOrder: 3, links: [link(4)] },
];
const labels = (items: readonly QuickLinkItem[]) => items.map((item) => item.label);

describe('quick link items and groups (spec 001 §3, §5)', () => {
  it('flattens the groups by iconOrder, links in their order, each with its group', () => {
    const items = quickLinkItemsOf(GROUPS);
    expect(labels(items)).toEqual(['Link 1', 'Link 3', 'Link 2', 'Link 4']);
    expect(items.map((item) => item.groupKey)).toEqual(['events', 'events', 'files', 'directory']);
  });

  it('gives back the same groups for an untouched list', () => {
    expect(quickLinkGroupsOf(quickLinkItemsOf(GROUPS), GROUPS)).toEqual([...GROUPS].sort((a, b) => a.iconOrder - b.iconOrder));
  });

  it('orders groups by their first link and gives a new link a group of its own', () => {
    const items = [...quickLinkItemsOf(GROUPS).slice(2), quickLinkItemsOf(GROUPS)[0]!, { ...link(9, 'Deal room') }];
    const groups = quickLinkGroupsOf(items, GROUPS);
    expect(groups.map((g) => [g.key, g.iconOrder, g.links.map((l) => l.label)])).toEqual([
      ['files', 1, ['Link 2']],
      ['directory', 2, ['Link 4']],
      ['events', 3, ['Link 1']],
      [link(9).id, 4, ['Deal room']],
    ]);
    expect(groups[3]?.displayName).toBe('Deal room');
  });
});

describe('quickLinksSaveOf (spec 001 §7: saveChapterQuickLinks, saveChapterQuickLinksDisplayOrder)', () => {
  const items = quickLinkItemsOf(GROUPS);

  it('sends nothing when nothing changed', () => {
    expect(quickLinksSaveOf(GROUPS, items)).toBeUndefined();
  });

  it('sends the order alone when only the groups moved', () => {
    const moved = quickLinksEditReducer(items, { type: 'move', index: 3, move: 'first' });
    expect(quickLinksSaveOf(GROUPS, moved)).toEqual({
      kind: 'order',
      quickLinks: [
        { key: 'directory', iconOrder: 1 },
        { key: 'events', iconOrder: 2 },
        { key: 'files', iconOrder: 3 },
      ],
    });
  });

  it.each<[string, readonly QuickLinkItem[]]>([
    ['an added link', [...items, link(9)]],
    ['a removed link', items.slice(1)],
    ['a renamed link', quickLinksEditReducer(items, { type: 'update', id: link(4).id, label: 'Members', navigationUrl: link(4).navigationUrl })],
    ['links moved inside a group', quickLinksEditReducer(items, { type: 'moveTo', from: 1, to: 0 })],
  ])('sends every group for %s', (_name, changed) => {
    const save = quickLinksSaveOf(GROUPS, changed);
    expect(save?.kind).toBe('links');
    expect(save?.quickLinks).toEqual(quickLinkGroupsOf(changed, GROUPS));
  });
});

describe('quickLinksEditReducer', () => {
  const items = quickLinkItemsOf(GROUPS);

  it('moves by keyboard and by drop, without touching the input', () => {
    expect(labels(quickLinksEditReducer(items, { type: 'move', index: 0, move: 1 }))).toEqual(['Link 3', 'Link 1', 'Link 2', 'Link 4']);
    expect(labels(quickLinksEditReducer(items, { type: 'move', index: 0, move: -1 }))).toEqual(labels(items));
    expect(labels(quickLinksEditReducer(items, { type: 'moveTo', from: 0, to: 3 }))).toEqual(['Link 3', 'Link 2', 'Link 4', 'Link 1']);
    expect(labels(items)).toEqual(['Link 1', 'Link 3', 'Link 2', 'Link 4']);
  });

  it('adds up to 24 and no more', () => {
    const full = Array.from({ length: 24 }, (_, i) => link(i));
    expect(quickLinksEditReducer(full.slice(1), { type: 'add', item: link(99) })).toHaveLength(24);
    expect(quickLinksEditReducer(full, { type: 'add', item: link(99) })).toBe(full);
  });

  it('removes, updates and resets', () => {
    expect(labels(quickLinksEditReducer(items, { type: 'remove', id: link(3).id }))).toEqual(['Link 1', 'Link 2', 'Link 4']);
    expect(quickLinksEditReducer(items, { type: 'update', id: link(2).id, label: 'Bylaws', navigationUrl: 'https://x.ypo.test' })[2]).toEqual({
      ...items[2],
      label: 'Bylaws',
      navigationUrl: 'https://x.ypo.test',
    });
    expect(quickLinksEditReducer([], { type: 'reset', items })).toEqual(items);
  });
});
