// The notifications' loader: a step of its own (as features/events/route.ts), so the list of chunks
// the bell and the system messages need is written in this small chunk, not in the initial one.
import type { ComponentType } from 'react';

/** Loads the notifications bell (with its unread count). */
export const loadNotificationBell = (): Promise<{ default: ComponentType }> => import('./notification-bell').then((m) => ({ default: m.NotificationBell }));

/** Loads the system messages banner. */
export const loadSystemMessages = (): Promise<{ default: ComponentType }> => import('./system-messages-banner').then((m) => ({ default: m.SystemMessagesBanner }));
