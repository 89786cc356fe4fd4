import { describe, expect, it } from 'vitest';
import { personQuickLinkGroupsOf, personQuickLinkItemsOf, quickLinkChoicesOf, quickLinkTargetOf, type PersonQuickLinkGroup } from './my-quick-links';
import { quickLinksEditReducer } from './quick-links-list';
import { QUICK_LINKS_MAX } from './quick-links';

const AVAILABLE: PersonQuickLinkGroup[] = [
  { key: 'directories', displayName: 'Directories', iconOrder: 2, links: [{ label: 'Member Directory', navigationUrl: '/memberDirectoryPage' }, { label: 'Content Directory', navigationUrl: '/contentDirectoryPage' }] },
  { key: 'events', displayName: 'Events', iconOrder: 1, links: [{ label: 'Event Directory', navigationUrl: '/eventDirectory' }] },
  { key: 'handbook', displayName: 'Chapter Resources', iconOrder: 3, links: [{ label: 'Chapter Handbook', navigationUrl: 'https://connect.ypo.test/resources/chapter-handbook' }] },
];
const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

describe('My Quick Links (spec 002 §7, spec 001 §5)', () => {
  it('reads the groups by iconOrder, a link’s address as its id, each link once', () => {
    const items = personQuickLinkItemsOf([...AVAILABLE, { key: 'again', displayName: 'Again', iconOrder: 9, links: [{ label: 'Event Directory', navigationUrl: '/eventDirectory' }] }]);
    expect(labels(items)).toEqual(['Event Directory', 'Member Directory', 'Content Directory', 'Chapter Handbook']);
    expect(items[0]).toEqual({ id: '/eventDirectory', label: 'Event Directory', navigationUrl: '/eventDirectory', groupKey: 'events' });
  });

  it('saves one group per shortcut in the edited order, so a reorder survives a reload', () => {
    const items = personQuickLinkItemsOf(AVAILABLE);
    const moved = quickLinksEditReducer(items, { type: 'moveTo', from: 3, to: 0 });
    const saved = personQuickLinkGroupsOf(moved);
    expect(saved.map((g) => [g.key, g.iconOrder, labels(g.links)])).toEqual([
      ['handbook', 1, ['Chapter Handbook']],
      ['events', 2, ['Event Directory']],
      ['directories', 3, ['Member Directory']],
      ['directories', 4, ['Content Directory']],
    ]);
    expect(personQuickLinkItemsOf(saved)).toEqual(moved);
  });

  it('offers the available links not chosen yet, and none past the 24 the editor holds', () => {
    const chosen = personQuickLinkItemsOf([AVAILABLE[1]!]);
    expect(labels(quickLinkChoicesOf(personQuickLinkItemsOf(AVAILABLE), chosen))).toEqual(['Member Directory', 'Content Directory', 'Chapter Handbook']);
    expect(quickLinkChoicesOf(personQuickLinkItemsOf(AVAILABLE), personQuickLinkItemsOf(AVAILABLE))).toEqual([]);
    const full = Array.from({ length: QUICK_LINKS_MAX }, (_, i) => ({ id: `/p${i}`, label: `P${i}`, navigationUrl: `/p${i}` }));
    expect(quickLinksEditReducer(full, { type: 'add', item: quickLinkChoicesOf(personQuickLinkItemsOf(AVAILABLE), full)[0]! })).toHaveLength(QUICK_LINKS_MAX);
  });

  it.each([
    ['/eventDirectory', { kind: 'app', path: '/eventDirectory' }],
    [' /policiesProcedures?x=1', { kind: 'app', path: '/policiesProcedures?x=1' }],
    ['//evil.example/', { kind: 'external', href: 'https://evil.example/' }],
    ['/\\evil.example', { kind: 'external', href: 'https://evil.example/' }],
    ['https://connect.ypo.test/resources', { kind: 'external', href: 'https://connect.ypo.test/resources' }],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
  ])('%s leads to %j', (url, expected) => {
    expect(quickLinkTargetOf(url)).toEqual(expected);
  });
});
