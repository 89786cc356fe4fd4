import { useMemo } from 'react';
import useSWR from 'swr';
import { RELEASE_MEDIA_UPLOAD } from '../../core/assist/files';
import type { ReleaseMediaPage } from '../../core/assist/types';
import type { UploadFile } from '../../core/upload/checks';
import type { CallError } from '../../hooks/call-error';
import { useSdk } from '../../hooks/sdk-context';
import { useUpload } from '../../hooks/use-upload';
import { send, toAssistError } from './assist-error';
import { ASSIST_KEYS } from './keys';
import { assistUploadResult } from './upload-result';

/** The news and coming-soon media, and the editor's file replacement (upload engine, multipart field file0). */
export function useReleaseMedia() {
  const sdk = useSdk();
  const swr = useSWR<ReleaseMediaPage, CallError>(ASSIST_KEYS.releaseMedia, () =>
    send(sdk.assistpage.GET('/assistpage/api/assist/get-release-media')),
  );
  const { mutate } = swr;
  const { start: startUpload } = useUpload(RELEASE_MEDIA_UPLOAD);
  const replaceMediaFile = useMemo(
    () => async (fileType: string, file: UploadFile) => {
      const outcome = await startUpload([file], ({ fields }, { signal }) =>
        send(
          sdk.assistpage.POST('/assistpage/api/assist/update-new-comingsoon-file/{fileType}', {
            params: { path: { fileType } },
            body: { file0: fields.file0 },
            signal,
          }),
        ),
      );
      const page = assistUploadResult(outcome);
      if (page) await mutate(page, { revalidate: false });
    },
    [mutate, sdk, startUpload],
  );
  const error = useMemo(() => (swr.error ? toAssistError(swr.error) : undefined), [swr.error]);
  return { data: swr.data, error, isLoading: swr.isLoading, replaceMediaFile };
}
