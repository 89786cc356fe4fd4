import { useMemo } from 'react';
import { TOUR_VIDEO_UPLOAD } from '../../core/assist/files';
import type { MoveDirection } from '../../core/assist/reorder';
import { moveTourVideo, tourVideoTitle, type TourVideoUploadDraft } from '../../core/assist/tour-videos';
import type { AssistVideosPage, TourVideo, UpdateTourVideoRequest } from '../../core/assist/types';
import { unwrap } from '../../core/errors/unwrap';
import type { UploadFile } from '../../core/upload/checks';
import { useSdk } from '../../hooks/sdk-context';
import { useSdkQuery } from '../../hooks/use-sdk-query';
import { ASSIST_KEYS } from './keys';
import { useSectionUpload, useSectionWrite } from './use-section-write';

const BASE = '/assistpage/api/assist';

/** A downloaded tour video: its bytes and the name to save it under (title with fileExt). */
export interface TourVideoDownload {
  /** The video's bytes. */
  readonly blob: Blob;
  /** The name to save it under: the title with its fileExt ('Welcome to the platform.mp4', spec 000 §3). */
  readonly fileName: string;
}

/** The take-a-tour videos and the editor's calls (same contract as {@link useAssistTopics}). */
export function useTourVideos() {
  const sdk = useSdk();
  const swr = useSdkQuery<AssistVideosPage>(ASSIST_KEYS.tourVideos, (api, signal) => api.assistpage.GET(`${BASE}/list-tour-section-videos`, { signal }));
  const { data } = swr;
  const apply = useSectionWrite<AssistVideosPage>(ASSIST_KEYS.tourVideos);
  const reorder = useSectionWrite<AssistVideosPage, AssistVideosPage>(ASSIST_KEYS.tourVideos, (_current, page) => page);
  const upload = useSectionUpload<AssistVideosPage>(ASSIST_KEYS.tourVideos, TOUR_VIDEO_UPLOAD);

  const actions = useMemo(
    () => ({
      /** Checks and uploads a new video through the upload engine: multipart file0, title, fileExt. */
      createTourVideo: (draft: TourVideoUploadDraft<UploadFile>) =>
        upload(draft.file, ({ fields }, { signal }) =>
          sdk.assistpage.POST(`${BASE}/create-tour-video`, { body: { file0: fields.file0, title: draft.title, fileExt: draft.fileExt }, signal }),
        ),
      updateTourVideo: (body: UpdateTourVideoRequest) => apply(() => sdk.assistpage.PUT(`${BASE}/update-tour-video`, { body })),
      deleteTourVideo: (id: string) => apply(() => sdk.assistpage.DELETE(`${BASE}/delete-tour-video/{id}`, { params: { path: { id } } })),
      moveTourVideo: async (videoId: string, direction: MoveDirection) => {
        const moved = data && moveTourVideo(data, videoId, direction);
        if (moved) await reorder(() => sdk.assistpage.POST(`${BASE}/reorder-tourvideos`, { body: moved.sortOrders }), moved.page);
      },
      /** Downloads a video's file (binary answer). */
      downloadTourVideo: async (video: Pick<TourVideo, 'id' | 'title' | 'fileExt'>): Promise<TourVideoDownload> => {
        const blob = await unwrap(
          sdk.assistpage.POST(`${BASE}/download-tour-video/{id}`, { params: { path: { id: video.id } }, parseAs: 'blob' }),
        );
        return { blob, fileName: tourVideoTitle(video) };
      },
    }),
    [apply, data, reorder, sdk, upload],
  );

  return { data, error: swr.error, isLoading: swr.isLoading, ...actions };
}
