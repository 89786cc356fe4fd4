import { SNACKBAR_DURATION_MS } from '../session/session-schedule';
import { systemTimers, type Cancel, type Timers } from '../session/timers';

/** What a notice tells: spec 001 §9 toast colours are success green, error red, warning amber. */
export type NoticeKind = 'success' | 'error' | 'warning' | 'info';

/** Where a notice shows: the top-right snackbar (spec 000 §2) or a message beside what it is about. */
export type NoticeDisplay = 'snackbar' | 'message';

/** One notice on screen. */
export interface Notice {
  /** An id unique in this page (increasing), to dismiss this notice and no other. */
  readonly id: number;
  /** The text to show (a catalogue text). */
  readonly message: string;
  /** What the notice tells, which sets its colour (spec 001 §9). */
  readonly kind: NoticeKind;
  /** Where it shows: the top-right snackbar or a message beside what it is about; each is dismissed after its own time (`noticeDurationMs`). */
  readonly display: NoticeDisplay;
}

/** spec 001 §9, 002 §9: the message timeout is 6000 ms. */
export const MESSAGE_TIMEOUT_MS = 6000;

/** How long a notice stays: a snackbar 3000 ms, a message 6000 ms (spec 000 §9, 001 §9, 002 §9). */
export function noticeDurationMs(display: NoticeDisplay): number {
  return display === 'snackbar' ? SNACKBAR_DURATION_MS : MESSAGE_TIMEOUT_MS;
}

/**
 * The ARIA role a notice is announced with: errors and warnings interrupt ('alert'), success and
 * information wait their turn ('status').
 */
export function noticeRole(kind: NoticeKind): 'alert' | 'status' {
  return kind === 'error' || kind === 'warning' ? 'alert' : 'status';
}

let lastNoticeId = 0;

/** A new notice with an id unique in this page. */
export function createNotice(message: string, kind: NoticeKind = 'info', display: NoticeDisplay = 'snackbar'): Notice {
  lastNoticeId += 1;
  return { id: lastNoticeId, message, kind, display };
}

/** Dismisses a notice when its time is up ({@link noticeDurationMs}); returns a cancel function. */
export function scheduleNoticeDismiss(notice: Pick<Notice, 'display'>, dismiss: () => void, timers: Timers = systemTimers): Cancel {
  const handle = timers.setTimeout(dismiss, noticeDurationMs(notice.display));
  return () => timers.clearTimeout(handle);
}
