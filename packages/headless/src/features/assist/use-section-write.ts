import { useCallback } from 'react';
import { unwrap, type SdkResult } from '../../core/errors/unwrap';
import { useMutation } from '../../hooks/use-mutation';

/**
 * An assist section's writes: one at a time, the answer (the section's refreshed page) replaces
 * the cached page; with `optimistic`, the page shows the change at once and rolls back on failure.
 * The returned function rejects with the failure's AppError, so an editor keeps its draft.
 */
export function useSectionWrite<P, A = void>(key: string, optimistic?: (current: P | undefined, arg: A) => P) {
  const { trigger } = useMutation<[call: () => Promise<SdkResult<P>>, arg: A], P>((call) => unwrap(call()), {
    key,
    populate: true,
    ...(optimistic ? { optimistic: (current: P | undefined, _call: unknown, arg: A) => optimistic(current, arg) } : {}),
  });
  return useCallback(
    async (call: () => Promise<SdkResult<P>>, arg: A): Promise<void> => {
      const result = await trigger(call, arg);
      if (result?.ok === false) throw result.error;
    },
    [trigger],
  );
}
