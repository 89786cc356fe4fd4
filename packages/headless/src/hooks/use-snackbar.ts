import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { scheduleSnackbarDismiss, systemTimers, type Timers } from '../core/session/timers';

/** How a snackbar reads: information, success or an error. */
export type SnackbarTone = 'info' | 'success' | 'error';

/** One snackbar message. */
export interface Snackbar {
  readonly id: number;
  readonly message: string;
  readonly tone: SnackbarTone;
}

let nextId = 1;

/** The snackbars on screen, oldest first. */
export const snackbarsAtom = atom<readonly Snackbar[]>([]);

/** Removes one snackbar. */
export const dismissSnackbarAtom = atom(null, (get, set, id: number) => {
  set(
    snackbarsAtom,
    get(snackbarsAtom).filter((snackbar) => snackbar.id !== id),
  );
});

/** Shows a snackbar and dismisses it after 3000 ms (spec 000 §2/§9). */
export const showSnackbarAtom = atom(null, (get, set, input: { message: string; tone?: SnackbarTone; timers?: Timers }) => {
  const snackbar: Snackbar = { id: nextId++, message: input.message, tone: input.tone ?? 'info' };
  set(snackbarsAtom, [...get(snackbarsAtom), snackbar]);
  scheduleSnackbarDismiss(() => set(dismissSnackbarAtom, snackbar.id), input.timers ?? systemTimers);
  return snackbar.id;
});

/** The snackbars and functions to show or dismiss one. */
export function useSnackbar() {
  const snackbars = useAtomValue(snackbarsAtom);
  const show = useSetAtom(showSnackbarAtom);
  const dismiss = useSetAtom(dismissSnackbarAtom);
  const actions = useMemo(
    () => ({
      show: (message: string, tone: SnackbarTone = 'info') => show({ message, tone }),
      dismiss,
    }),
    [dismiss, show],
  );
  return { snackbars, ...actions };
}
