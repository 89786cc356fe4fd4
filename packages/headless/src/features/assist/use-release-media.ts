import { useMemo } from 'react';
import { RELEASE_MEDIA_UPLOAD } from '../../core/assist/files';
import type { ReleaseMediaPage } from '../../core/assist/types';
import type { UploadFile } from '../../core/upload/checks';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { ASSIST_KEYS } from './keys';
import { useSectionUpload } from './use-section-write';

/** The news and coming-soon media, and the editor's file replacement (upload engine, multipart field file0). */
export function useReleaseMedia() {
  const sdk = useSdk();
  const swr = useSdkQuery<ReleaseMediaPage>(ASSIST_KEYS.releaseMedia, (api, signal) => api.assistpage.GET('/assistpage/api/assist/get-release-media', { signal }));
  const upload = useSectionUpload<ReleaseMediaPage>(ASSIST_KEYS.releaseMedia, RELEASE_MEDIA_UPLOAD);
  const replaceMediaFile = useMemo(
    () => (fileType: string, file: UploadFile) =>
      upload(file, ({ fields }, { signal }) =>
        sdk.assistpage.POST('/assistpage/api/assist/update-new-comingsoon-file/{fileType}', {
          params: { path: { fileType } },
          body: { file0: fields.file0 },
          signal,
        }),
      ),
    [sdk, upload],
  );
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, replaceMediaFile };
}
