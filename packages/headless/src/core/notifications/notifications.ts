import { relativeTime, type Moment } from '../feed/relative-time';
import { matchRoute } from '../routes/route-table';
import { NOTIFICATIONS_MESSAGES } from './messages';

// Notifications of the signed-in member (spec 002 §3, §4, §7): the unread count on the bell, the
// list newest first in two groups (unread, then earlier), each with its relative time (002 §9).

/** A notification as the list shows it (contract `AppNotification`; title, body and url may be missing). */
export interface AppNotification {
  /** The notification's id. */
  readonly id: string;
  /** Its heading, e.g. 'New like on your post'. */
  readonly title?: string;
  /** What happened, e.g. 'Bruno Lindqvist liked your post.'. */
  readonly body?: string;
  /** Where it leads (see {@link notificationTarget}). */
  readonly url?: string;
  /** Seen: false until the member opens the list (updatenotificationstoisviewed). */
  readonly isViewed: boolean;
  /** When it came (ISO date-time). */
  readonly dateCreated: string;
}

/** How often the bell's unread count is read again while the page is open (and on window focus). Ours: the spec gives none. */
export const NOTIFICATION_REFRESH_MS = 60_000;

/** Counts above this show as '99+' on the badge (the accessible name keeps the exact count). */
export const BADGE_MAX = 99;

const timeOf = (n: AppNotification) => {
  const at = Date.parse(n.dateCreated);
  return Number.isFinite(at) ? at : Number.NEGATIVE_INFINITY;
};

/** Newest first; equal times by id, so the order is stable; a date that does not parse goes last. */
export function orderNotifications(list: readonly AppNotification[]): AppNotification[] {
  return [...list].sort((a, b) => timeOf(b) - timeOf(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** One group of the list: its heading and its notifications, newest first. */
export interface NotificationGroup {
  /** 'new' for the unread, 'earlier' for the viewed. */
  readonly key: 'new' | 'earlier';
  /** The group's heading ('New', 'Earlier'). */
  readonly label: string;
  /** Its notifications, newest first. */
  readonly notifications: readonly AppNotification[];
}

/** The list in groups: the unread ('New'), then the viewed ('Earlier'); an empty group is left out. */
export function groupNotifications(list: readonly AppNotification[]): NotificationGroup[] {
  const ordered = orderNotifications(list);
  const groups: NotificationGroup[] = [
    { key: 'new', label: NOTIFICATIONS_MESSAGES.groupNew, notifications: ordered.filter((n) => !n.isViewed) },
    { key: 'earlier', label: NOTIFICATIONS_MESSAGES.groupEarlier, notifications: ordered.filter((n) => n.isViewed) },
  ];
  return groups.filter((g) => g.notifications.length > 0);
}

/** How long ago a notification came (spec 002 §9: minutes, hours, days, months, years, otherwise 'Just Now'). */
export function notificationAge(notification: AppNotification, now: Moment): string {
  return relativeTime(notification.dateCreated, now);
}

/** The unread count as a number the bell can show: anything but a whole number of at least 0 is 0. */
export function unreadCountOf(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

/** The badge text: nothing for 0, the count, or '99+' above {@link BADGE_MAX}. */
export function badgeText(count: number): string {
  const unread = unreadCountOf(count);
  if (unread === 0) return '';
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

/** The bell's accessible name: 'Notifications', or 'Notifications, 3 unread'. */
export function bellLabel(count: number): string {
  const unread = unreadCountOf(count);
  return unread === 0 ? NOTIFICATIONS_MESSAGES.bell : NOTIFICATIONS_MESSAGES.bellUnread.replace('{count}', String(unread));
}

/** Where a notification leads: a page of the app (its path), another site, or nowhere. */
export type NotificationTarget = { readonly kind: 'page'; readonly href: string } | { readonly kind: 'external'; readonly href: string } | { readonly kind: 'none' };

/**
 * Where a notification's url leads. An http(s) address whose path is a page of the route table
 * opens that page in the app (the server writes the platform's own host, which differs per
 * environment); another http(s) address is external; anything else (javascript:, data:, text
 * that does not parse) leads nowhere.
 */
export function notificationTarget(url: string | null | undefined): NotificationTarget {
  if (!url) return { kind: 'none' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'none' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'none' };
  if (matchRoute(parsed.pathname) !== undefined) return { kind: 'page', href: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  return { kind: 'external', href: parsed.href };
}
