import { useMemo } from 'react';
import useSWR from 'swr';
import type { ReleaseMediaPage } from '../../core/assist/types';
import type { CallError } from '../../hooks/call-error';
import { useSdk } from '../../hooks/sdk-context';
import { send, toAssistError } from './assist-error';
import { ASSIST_KEYS } from './keys';
import type { UploadFile } from './use-tour-videos';

/** The news and coming-soon media, and the editor's file replacement (multipart, field file0). */
export function useReleaseMedia() {
  const sdk = useSdk();
  const swr = useSWR<ReleaseMediaPage, CallError>(ASSIST_KEYS.releaseMedia, () =>
    send(sdk.assistpage.GET('/assistpage/api/assist/get-release-media')),
  );
  const { mutate } = swr;
  const replaceMediaFile = useMemo(
    () => async (fileType: string, file: UploadFile) => {
      const page = await send(
        sdk.assistpage.POST('/assistpage/api/assist/update-new-comingsoon-file/{fileType}', {
          params: { path: { fileType } },
          body: { file0: file },
        }),
      );
      await mutate(page, { revalidate: false });
    },
    [mutate, sdk],
  );
  const error = useMemo(() => (swr.error ? toAssistError(swr.error) : undefined), [swr.error]);
  return { data: swr.data, error, isLoading: swr.isLoading, replaceMediaFile };
}
