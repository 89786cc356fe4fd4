// The notifications' own texts (spec 002 §3, §4, §7, §9), apart from the one MESSAGES catalogue so
// the initial chunk does not grow: imported by the notifications' code only. The spec quotes none
// of these (its 'Just Now' and relative times are the feed's relativeTime); the wording is ours.

/** Labels, group names and empty states of the notifications bell, list and system messages. */
export const NOTIFICATIONS_MESSAGES = {
  bell: 'Notifications',
  // The bell's accessible name with unread notifications: 'Notifications, 3 unread'.
  bellUnread: 'Notifications, {count} unread',
  listTitle: 'Notifications',
  groupNew: 'New',
  groupEarlier: 'Earlier',
  loading: 'Loading notifications…',
  empty: 'You have no notifications.',
  loadFailed: 'Your notifications could not be loaded. Please try again later.',
  retry: 'Try again',
  systemMessages: 'System messages',
  dismiss: 'Dismiss',
} as const;
