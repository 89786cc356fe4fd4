import { useCallback, useRef, useState } from 'react';
import { useSWRConfig, type Key } from 'swr';
import { asAppError, type AppError } from '../core/messages';

/** What a write gives its caller: its data, or the {@link AppError} to show. Never thrown. */
export type CallResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: AppError };

/** Options of {@link useMutation}: which cached answer the write changes, and how. */
export interface MutationOptions<A extends readonly unknown[], T, D> {
  /** SWR key of the cached data the write changes (or a function of the write's arguments). */
  readonly key?: Key | ((...args: A) => Key);
  /**
   * spec 001 §4, §8 (likes, hides, votes): the cached data as it will be after the write, shown
   * at once; rolled back when the write fails, kept when it succeeds.
   */
  readonly optimistic?: (current: D | undefined, ...args: A) => D;
  /** The write answers with the new cached data (`true`), or with something to merge into it (given the write's arguments too). */
  readonly populate?: true | ((result: T, current: D | undefined, ...args: A) => D);
}

/**
 * THE write hook: one save at a time (a second trigger while one runs is ignored and resolves to
 * `undefined`), the failure as an {@link AppError} in the result and in `error`, and optionally
 * the cached data updated from the answer or optimistically with rollback. `write` throws on
 * failure (build it with `unwrap`).
 */
export function useMutation<A extends readonly unknown[], T, D = T>(write: (...args: A) => Promise<T>, options: MutationOptions<A, T, D> = {}) {
  const { mutate } = useSWRConfig();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<AppError | undefined>();
  const busyRef = useRef(false);
  const latest = useRef({ write, options });
  latest.current = { write, options };

  const trigger = useCallback(
    async (...args: A): Promise<CallResult<T> | undefined> => {
      if (busyRef.current) return undefined;
      busyRef.current = true;
      setMutating(true);
      setError(undefined);
      const { write: run, options: current } = latest.current;
      const key = typeof current.key === 'function' ? current.key(...args) : current.key;
      let result: CallResult<T>;
      try {
        const written = run(...args);
        let data: T;
        if (key === undefined || key === null || (current.optimistic === undefined && current.populate === undefined)) {
          data = await written;
        } else {
          const { optimistic, populate } = current;
          let answer: T | undefined;
          await mutate<D, T>(
            key,
            written.then((value) => (answer = value)),
            {
              ...(optimistic ? { optimisticData: (cached?: D) => optimistic(cached, ...args), rollbackOnError: true } : {}),
              populateCache: populate === undefined ? false : populate === true ? true : (value: T, cached?: D) => populate(value, cached, ...args),
              revalidate: false,
            },
          );
          data = answer as T;
        }
        result = { ok: true, data };
      } catch (thrown) {
        const failure = asAppError(thrown);
        setError(failure);
        result = { ok: false, error: failure };
      }
      busyRef.current = false;
      setMutating(false);
      return result;
    },
    [mutate],
  );

  const reset = useCallback(() => setError(undefined), []);
  return { trigger, isMutating, error, reset };
}
