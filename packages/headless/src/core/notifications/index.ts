// Notification and system message rules (spec 002 §3, §4, §7, §8, §9), plain TypeScript. They and the
// texts (NOTIFICATIONS_MESSAGES) are exported with the hooks (@ypo/headless/notifications), not from the core.
export {
  BADGE_MAX,
  NOTIFICATION_REFRESH_MS,
  badgeText,
  bellLabel,
  groupNotifications,
  notificationAge,
  notificationTarget,
  orderNotifications,
  unreadCountOf,
} from './notifications';
export type { AppNotification, NotificationGroup, NotificationTarget } from './notifications';
export { DEFAULT_SYSTEM_COLORS, MIN_CONTRAST, contrastRatio, hexColor, systemMessageColors, visibleSystemMessages } from './system-messages';
export type { SystemMessage, SystemMessageColors } from './system-messages';
