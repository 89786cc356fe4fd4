/** Hands out abort signals per action name; a newer request of a name aborts the older one. */
export interface RequestCanceller {
  /** Signal for a new request of `name`; aborts the signal handed out before for the same name. */
  signalFor(name: string): AbortSignal;
  /** Aborts the pending request of `name`, if any (e.g. when the view that made it goes away). */
  cancel(name: string): void;
  /** Aborts every pending request. */
  cancelAll(): void;
}

const abortError = (name: string, why: string) => new DOMException(`request "${name}" was ${why}`, 'AbortError');
const cancelled = (name: string) => abortError(name, 'cancelled');

/** Creates a canceller: pass `signal: canceller.signalFor(name)` to any SDK call. */
export function createRequestCanceller(): RequestCanceller {
  // seeds 001 §4: "Requests of the same action name cancel the previous one";
  // seeds 002 §7: "Many autocomplete calls are cancelable". Different names never interfere.
  const pending = new Map<string, AbortController>();
  const abort = (name: string, reason: DOMException) => {
    pending.get(name)?.abort(reason);
    pending.delete(name);
  };
  return {
    signalFor(name) {
      abort(name, abortError(name, 'superseded by a newer one'));
      const controller = new AbortController();
      pending.set(name, controller);
      return controller.signal;
    },
    cancel: (name) => abort(name, cancelled(name)),
    cancelAll() {
      for (const name of [...pending.keys()]) abort(name, cancelled(name));
    },
  };
}

/** True for the reason of an aborted request (a canceller's, or any AbortError): the `error` of an `aborted` result. */
export const isAbortError = (error: unknown): boolean =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
