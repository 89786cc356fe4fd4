import { useCallback } from 'react';
import type { AppError } from '../../core/messages';
import { useMutation } from '../../hooks/use-mutation';

/** What a content save gives: the saved data and the success text to show, or the failure (never thrown). */
export type ContentSaveResult<T> =
  | { readonly ok: true; readonly data: T; readonly message: string }
  | { readonly ok: false; readonly error: AppError };

/** A content kind's save, as its hook gives it. */
export interface ContentSave<V, T> {
  /** Saves `value`; resolves to the result, or `undefined` when a save of this kind is still running. */
  readonly save: (value: V) => Promise<ContentSaveResult<T> | undefined>;
  /** A save of this kind is running. */
  readonly isSaving: boolean;
  /** The last failed save (cleared by the next one). */
  readonly saveError: AppError | undefined;
}

/**
 * A content kind's write on the one mutation mechanism: one at a time, the answer (or `populate`
 * of it) replaces the cached content, a failure leaves the cache (and the caller's form) as it was.
 */
export function useContentSave<V, T, D = T>(
  key: string | null,
  write: (value: V) => Promise<T>,
  successText: string,
  populate: true | ((result: T, current: D | undefined) => D) = true,
): ContentSave<V, T> {
  const { trigger, isMutating, error } = useMutation<[V], T, D>(write, key === null ? {} : { key, populate });
  const save = useCallback(
    async (value: V): Promise<ContentSaveResult<T> | undefined> => {
      const result = await trigger(value);
      if (result === undefined || !result.ok) return result;
      return { ok: true, data: result.data, message: successText };
    },
    [successText, trigger],
  );
  return { save, isSaving: isMutating, saveError: error };
}
