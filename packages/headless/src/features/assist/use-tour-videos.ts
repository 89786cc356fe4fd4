import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { TOUR_VIDEO_UPLOAD } from '../../core/assist/files';
import type { MoveDirection } from '../../core/assist/reorder';
import { moveTourVideo, tourVideoTitle, type TourVideoUploadDraft } from '../../core/assist/tour-videos';
import type { AssistVideosPage, TourVideo, UpdateTourVideoRequest } from '../../core/assist/types';
import type { CallError } from '../../hooks/call-error';
import type { UploadFile } from '../../core/upload/checks';
import { useSdk } from '../../hooks/sdk-context';
import { useUpload } from '../../hooks/use-upload';
import { send, toAssistError } from './assist-error';
import { ASSIST_KEYS } from './keys';
import { assistUploadResult } from './upload-result';

const BASE = '/assistpage/api/assist';

/** A downloaded tour video: its bytes and the name to save it under (title with fileExt). */
export interface TourVideoDownload {
  readonly blob: Blob;
  readonly fileName: string;
}

/** The take-a-tour videos and the editor's calls (same contract as {@link useAssistTopics}). */
export function useTourVideos() {
  const sdk = useSdk();
  const swr = useSWR<AssistVideosPage, CallError>(ASSIST_KEYS.tourVideos, () => send(sdk.assistpage.GET(`${BASE}/list-tour-section-videos`)));
  const { data, mutate } = swr;
  const { start: startUpload } = useUpload(TOUR_VIDEO_UPLOAD);

  const apply = useCallback(
    async (call: Promise<{ data?: AssistVideosPage; error?: unknown; response: Response }>) => {
      const page = await send(call);
      await mutate(page, { revalidate: false });
    },
    [mutate],
  );

  const actions = useMemo(
    () => ({
      /** Checks and uploads a new video through the upload engine: multipart file0, title, fileExt. */
      createTourVideo: async (draft: TourVideoUploadDraft<UploadFile>) => {
        const outcome = await startUpload([draft.file], ({ fields }, { signal }) =>
          send(sdk.assistpage.POST(`${BASE}/create-tour-video`, { body: { file0: fields.file0, title: draft.title, fileExt: draft.fileExt }, signal })),
        );
        const page = assistUploadResult(outcome);
        if (page) await mutate(page, { revalidate: false });
      },
      updateTourVideo: (body: UpdateTourVideoRequest) => apply(sdk.assistpage.PUT(`${BASE}/update-tour-video`, { body })),
      deleteTourVideo: (id: string) => apply(sdk.assistpage.DELETE(`${BASE}/delete-tour-video/{id}`, { params: { path: { id } } })),
      moveTourVideo: async (videoId: string, direction: MoveDirection) => {
        const moved = data && moveTourVideo(data, videoId, direction);
        if (!moved) return;
        await mutate(send(sdk.assistpage.POST(`${BASE}/reorder-tourvideos`, { body: moved.sortOrders })), {
          optimisticData: moved.page,
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
      },
      /** Downloads a video's file (binary answer). */
      downloadTourVideo: async (video: Pick<TourVideo, 'id' | 'title' | 'fileExt'>): Promise<TourVideoDownload> => {
        const blob = await send(
          sdk.assistpage.POST(`${BASE}/download-tour-video/{id}`, { params: { path: { id: video.id } }, parseAs: 'blob' }),
        );
        return { blob, fileName: tourVideoTitle(video) };
      },
    }),
    [apply, data, mutate, sdk, startUpload],
  );

  const error = useMemo(() => (swr.error ? toAssistError(swr.error) : undefined), [swr.error]);
  return { data, error, isLoading: swr.isLoading, ...actions };
}
