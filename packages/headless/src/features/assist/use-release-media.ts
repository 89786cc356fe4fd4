import { useMemo } from 'react';
import type { ReleaseMediaPage } from '../../core/assist/types';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { ASSIST_KEYS } from './keys';
import { useSectionWrite } from './use-section-write';
import type { UploadFile } from './use-tour-videos';

/** The news and coming-soon media, and the editor's file replacement (multipart, field file0). */
export function useReleaseMedia() {
  const sdk = useSdk();
  const swr = useSdkQuery<ReleaseMediaPage>(ASSIST_KEYS.releaseMedia, (api, signal) => api.assistpage.GET('/assistpage/api/assist/get-release-media', { signal }));
  const write = useSectionWrite<ReleaseMediaPage>(ASSIST_KEYS.releaseMedia);
  const replaceMediaFile = useMemo(
    () => (fileType: string, file: UploadFile) =>
      write(() =>
        sdk.assistpage.POST('/assistpage/api/assist/update-new-comingsoon-file/{fileType}', {
          params: { path: { fileType } },
          body: { file0: file },
        }),
      ),
    [sdk, write],
  );
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, replaceMediaFile };
}
