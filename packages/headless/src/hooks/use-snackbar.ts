import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { createNotice, scheduleNoticeDismiss, type Notice, type NoticeKind } from '../core/notice/notice';
import { systemTimers, type Timers } from '../core/session/timers';

/** The snackbars on screen, oldest first. */
export const snackbarsAtom = atom<readonly Notice[]>([]);

/** Removes one snackbar. */
export const dismissSnackbarAtom = atom(null, (get, set, id: number) => {
  set(
    snackbarsAtom,
    get(snackbarsAtom).filter((snackbar) => snackbar.id !== id),
  );
});

/** Shows a snackbar and dismisses it after 3000 ms (spec 000 §2/§9). */
export const showSnackbarAtom = atom(null, (get, set, input: { message: string; kind?: NoticeKind; timers?: Timers }) => {
  const snackbar = createNotice(input.message, input.kind, 'snackbar');
  set(snackbarsAtom, [...get(snackbarsAtom), snackbar]);
  scheduleNoticeDismiss(snackbar, () => set(dismissSnackbarAtom, snackbar.id), input.timers ?? systemTimers);
  return snackbar.id;
});

/** The snackbars and functions to show (success, error, warning or information) or dismiss one. */
export function useSnackbar() {
  const snackbars = useAtomValue(snackbarsAtom);
  const show = useSetAtom(showSnackbarAtom);
  const dismiss = useSetAtom(dismissSnackbarAtom);
  const actions = useMemo(
    () => ({
      show: (message: string, kind: NoticeKind = 'info') => show({ message, kind }),
      dismiss,
    }),
    [dismiss, show],
  );
  return { snackbars, ...actions };
}
