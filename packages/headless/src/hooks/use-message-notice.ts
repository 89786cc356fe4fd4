import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createNotice, scheduleNoticeDismiss, type Notice, type NoticeKind } from '../core/notice/notice';
import type { Cancel } from '../core/session/timers';

/**
 * A message shown beside what it is about, gone after 6000 ms (spec 001 §9, 002 §9); a new one
 * replaces the old and restarts the time.
 */
export function useMessageNotice() {
  const [notice, setNotice] = useState<Notice | undefined>();
  const cancelTimer = useRef<Cancel | undefined>(undefined);
  const dismiss = useCallback(() => {
    cancelTimer.current?.();
    cancelTimer.current = undefined;
    setNotice(undefined);
  }, []);
  const show = useCallback((message: string, kind: NoticeKind = 'info') => {
    cancelTimer.current?.();
    const next = createNotice(message, kind, 'message');
    setNotice(next);
    cancelTimer.current = scheduleNoticeDismiss(next, () => setNotice((current) => (current?.id === next.id ? undefined : current)));
  }, []);
  useEffect(() => () => cancelTimer.current?.(), []);
  return useMemo(() => ({ notice, show, dismiss }), [dismiss, notice, show]);
}
