// The unread badge's loader: a step of its own (as features/notifications/load.ts), so the list of chunks the badge
// needs is written in this small chunk, not in the initial one.
import type { ComponentType } from 'react';

/** Loads the chrome's messenger badge (a link to /messenger with the unread chat count). */
export const loadMessengerBadge = (): Promise<{ default: ComponentType }> => import('./messenger-badge').then((m) => ({ default: m.MessengerBadge }));
