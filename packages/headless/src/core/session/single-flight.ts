/** A task that runs at most once at a time; callers that arrive meanwhile share its promise. */
export interface SingleFlight<T> {
  /** Starts the task, or returns the promise of the run already in flight. */
  run(): Promise<T>;
  /** Whether a run is in flight right now. */
  readonly isInFlight: boolean;
}

/** Wraps `task` so that concurrent callers await one shared run instead of starting their own. */
export function createSingleFlight<T>(task: () => Promise<T>): SingleFlight<T> {
  let current: Promise<T> | undefined;
  const clear = (settled: Promise<T>) => () => {
    if (current === settled) current = undefined;
  };
  return {
    run() {
      if (current !== undefined) return current;
      // async wrapper: a task that throws synchronously still yields a rejected promise.
      const started = (async () => task())();
      current = started;
      // Registered before any caller's handler, so a caller that retries on settle starts a new run.
      started.then(clear(started), clear(started));
      return started;
    },
    get isInFlight() {
      return current !== undefined;
    },
  };
}
