// React hooks of the notifications bell, list and system messages (spec 002 §3, §4, §7-§9) over the rules of core/notifications.
export { unreadNotificationCountKey, useUnreadNotificationCount } from './use-unread-notification-count';
export type { UnreadNotificationCountOptions } from './use-unread-notification-count';
export { notificationsKey, useNotifications } from './use-notifications';
export { useMarkNotificationsViewed } from './use-mark-notifications-viewed';
export { SYSTEM_MESSAGES_KEY, useSystemMessages } from './use-system-messages';
export type { ShownSystemMessage } from './use-system-messages';
// The rules of core/notifications are exported here, not from '@ypo/headless/core': the core's
// every-rule budget is spent, and only the notifications' code needs them.
export * from '../../core/notifications';
// The notifications' own texts (labels, group names, empty states), for their screens.
export { NOTIFICATIONS_MESSAGES } from '../../core/notifications/messages';
