import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SYSTEM_COLORS,
  badgeText,
  bellLabel,
  contrastRatio,
  groupNotifications,
  hexColor,
  notificationAge,
  notificationTarget,
  orderNotifications,
  systemMessageColors,
  unreadCountOf,
  visibleSystemMessages,
  type AppNotification,
} from './index';

const note = (id: string, dateCreated: string, isViewed = false): AppNotification => ({ id, title: `t-${id}`, body: '', url: '', isViewed, dateCreated });
const NOW = Date.parse('2026-11-16T09:00:00Z');

describe('order and groups (spec 002 §3)', () => {
  it('orders newest first, equal times by id, unparseable dates last', () => {
    const list = [note('b', '2026-11-15T10:00:00Z'), note('x', 'not a date'), note('c', '2026-11-16T08:00:00Z'), note('a', '2026-11-15T10:00:00Z')];
    expect(orderNotifications(list).map((n) => n.id)).toEqual(['c', 'a', 'b', 'x']);
    expect(list.map((n) => n.id)).toEqual(['b', 'x', 'c', 'a']);
  });

  it.each([
    { name: 'unread and viewed', list: [note('1', '2026-11-16T08:00:00Z', true), note('2', '2026-11-15T08:00:00Z'), note('3', '2026-11-16T07:00:00Z')], groups: [['new', '3', '2'], ['earlier', '1']] },
    { name: 'only viewed', list: [note('1', '2026-11-16T08:00:00Z', true)], groups: [['earlier', '1']] },
    { name: 'only unread', list: [note('1', '2026-11-16T08:00:00Z')], groups: [['new', '1']] },
    { name: 'none', list: [], groups: [] },
  ])('groups $name as New, then Earlier, leaving empty groups out', ({ list, groups }) => {
    expect(groupNotifications(list).map((g) => [g.key, ...g.notifications.map((n) => n.id)])).toEqual(groups);
    expect(groupNotifications(list).map((g) => g.label)).toEqual(groups.map(([key]) => (key === 'new' ? 'New' : 'Earlier')));
  });
});

describe('relative times (spec 002 §9)', () => {
  it.each([
    ['2026-11-16T08:59:30Z', 'Just Now'],
    ['2026-11-16T09:05:00Z', 'Just Now'],
    ['2026-11-16T08:55:00Z', '5 minutes ago'],
    ['2026-11-16T06:00:00Z', '3 hours ago'],
    ['2026-11-14T09:00:00Z', '2 days ago'],
    ['2026-09-16T09:00:00Z', '2 months ago'],
    ['2024-11-01T09:00:00Z', '2 years ago'],
  ])('a notification of %s is %s', (dateCreated, text) => {
    expect(notificationAge(note('1', dateCreated), NOW)).toBe(text);
  });
});

describe('the bell', () => {
  it.each([
    [0, '', 'Notifications'],
    [1, '1', 'Notifications, 1 unread'],
    [3, '3', 'Notifications, 3 unread'],
    [99, '99', 'Notifications, 99 unread'],
    [100, '99+', 'Notifications, 100 unread'],
    [-2, '', 'Notifications'],
    [1.5, '', 'Notifications'],
    [Number.NaN, '', 'Notifications'],
  ])('count %s shows %j, named %j', (count, badge, label) => {
    expect(badgeText(count)).toBe(badge);
    expect(bellLabel(count)).toBe(label);
  });

  it.each([[3, 3], ['3', 0], [null, 0], [undefined, 0], [{}, 0]])('reads the count answer %j as %s', (value, count) => {
    expect(unreadCountOf(value)).toBe(count);
  });
});

describe('where a notification leads', () => {
  it.each([
    ['https://connect.example/chapter/c-1?postId=p-1', { kind: 'page', href: '/chapter/c-1?postId=p-1' }],
    ['https://connect.example/events/e-1', { kind: 'external', href: 'https://connect.example/events/e-1' }],
    ['http://connect.example/home#top', { kind: 'page', href: '/home#top' }],
    ['https://elsewhere.example/a/b/c/d', { kind: 'external', href: 'https://elsewhere.example/a/b/c/d' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['data:text/html,<b>x</b>', { kind: 'none' }],
    ['/home', { kind: 'none' }],
    ['', { kind: 'none' }],
    [undefined, { kind: 'none' }],
  ])('%s -> %j', (url, target) => {
    expect(notificationTarget(url)).toEqual(target);
  });
});

describe('system message colours (spec 002 §9: text white, background gold)', () => {
  it('computes contrast the WCAG way', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#C9A227')).toBeLessThan(4.5);
    expect(contrastRatio(DEFAULT_SYSTEM_COLORS.textColor, DEFAULT_SYSTEM_COLORS.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('defaults to white on gold', () => {
    expect(DEFAULT_SYSTEM_COLORS.textColor).toBe('#FFFFFF');
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(DEFAULT_SYSTEM_COLORS.backgroundColor.slice(at, at + 2), 16)) as [number, number, number];
    // Gold: red above green above blue.
    expect(r > g && g > b).toBe(true);
  });

  it.each([
    [{}, DEFAULT_SYSTEM_COLORS],
    [{ textColor: null, backgroundColor: null }, DEFAULT_SYSTEM_COLORS],
    [{ textColor: '#fff', backgroundColor: '#1c2430' }, { textColor: '#FFFFFF', backgroundColor: '#1C2430' }],
    [{ textColor: '#000000' }, DEFAULT_SYSTEM_COLORS],
    [{ backgroundColor: '#14532d' }, { textColor: '#FFFFFF', backgroundColor: '#14532D' }],
    [{ textColor: '#FFFFFF', backgroundColor: '#C9A227' }, DEFAULT_SYSTEM_COLORS],
    [{ textColor: 'red; background: url(x)', backgroundColor: '#000000' }, { textColor: '#FFFFFF', backgroundColor: '#000000' }],
    [{ textColor: '#1c2430', backgroundColor: 'expression(alert(1))' }, DEFAULT_SYSTEM_COLORS],
  ])('%j is shown as %j', (message, colors) => {
    expect(systemMessageColors(message)).toEqual(colors);
  });

  it.each([['#abc', '#AABBCC'], [' #a1b2c3 ', '#A1B2C3'], ['#abcd', undefined], ['red', undefined], ['', undefined], [null, undefined]])('hex %j is %j', (value, hex) => {
    expect(hexColor(value)).toBe(hex);
  });

  it('shows only messages with text', () => {
    expect(visibleSystemMessages([{ id: '1', messageText: 'Maintenance' }, { id: '2', messageText: '  ' }]).map((m) => m.id)).toEqual(['1']);
    expect(visibleSystemMessages(undefined)).toEqual([]);
  });
});
