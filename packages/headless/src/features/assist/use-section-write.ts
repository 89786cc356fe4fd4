import { useCallback } from 'react';
import { unwrap, type SdkResult } from '../../core/errors/unwrap';
import type { UploadFile } from '../../core/upload/checks';
import type { UploadOptions, UploadTransport } from '../../core/upload/engine';
import { useMutation } from '../../hooks/use-mutation';
import { useUpload } from '../../hooks/use-upload';
import { assistUploadResult } from './upload-result';

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

/**
 * An assist section's one-file upload: checked and sent by the upload engine with the section's
 * `limits`, one at a time like {@link useSectionWrite}; the answer (the section's page) replaces the
 * cached page, a cancelled upload leaves it as it was. Rejects with the refusal or failure as an AppError.
 */
export function useSectionUpload<P>(key: string, limits: Omit<UploadOptions, 'signal' | 'onProgress'>) {
  const { start } = useUpload(limits);
  const { trigger } = useMutation<[file: UploadFile, send: UploadTransport<SdkResult<P>>], P | undefined, P>(
    async (file, send) => assistUploadResult(await start([file], (block, context) => unwrap(send(block, context)))),
    { key, populate: (page, current) => page ?? (current as P) },
  );
  return useCallback(
    async (file: UploadFile, send: UploadTransport<SdkResult<P>>): Promise<void> => {
      const result = await trigger(file, send);
      if (result?.ok === false) throw result.error;
    },
    [trigger],
  );
}
