import type { uploads } from '@ypo/sdk';
import { useCallback, useMemo, useRef, useState } from 'react';
import { unwrap } from '../../core/errors/unwrap';
import { AppError } from '../../core/messages';
import {
  checkSpeakerVideo,
  needsReplaceConfirm,
  presentationVideoOf,
  SPEAKER_VIDEO_COMMUNITY,
  SPEAKER_VIDEO_UPLOAD,
  type ExistingVideo,
  type PresentationVideoUpload,
} from '../../core/speaker/media';
import type { UploadFile, UploadProblem } from '../../core/upload/checks';
import type { UploadOutcome } from '../../core/upload/engine';
import { useSdk } from '../../hooks/sdk-context';
import { useUpload } from '../../hooks/use-upload';

type UploadResultItem = uploads.components['schemas']['UploadResultItem'];

/** Where the video stands: nothing chosen, being checked, waiting for the replace confirmation, uploading, or how it ended. */
export type SpeakerVideoStatus = 'idle' | 'checking' | 'confirming' | 'uploading' | 'done' | 'invalid' | 'failed' | 'cancelled';

/**
 * How the video upload ended, for the save (spec 002 §8): 'done' with the `presentationVideo` to send,
 * 'failed' with the last error and `retryCount` (1: retried once after 40 s; the form then saves without
 * the video and shows SPEAKER_MESSAGES.videoOnlyFailure), or 'none' when no new video is on its way.
 */
export type SpeakerVideoOutcome =
  | { readonly status: 'done'; readonly value: PresentationVideoUpload }
  | { readonly status: 'failed'; readonly error: unknown; readonly retryCount: number }
  | { readonly status: 'none' };

/** Options of {@link useSpeakerVideo}. */
export interface SpeakerVideoOptions {
  /** The stored video (the profile's `presentationVideo`): choosing a new one asks to confirm replacing it. */
  readonly existingVideo?: ExistingVideo | null;
  /** Called with the `presentationVideo` for the save when a new video is uploaded (the form keeps it). */
  readonly onChange?: (value: PresentationVideoUpload) => void;
}

/** One block's result: its pending path (the answer is one result per file of the block). */
async function pendingPathOf(call: Promise<UploadResultItem[]>): Promise<{ pendingBlobStoragePath: string }> {
  const first = (await call)[0];
  if (first && 'pendingBlobStoragePath' in first) return { pendingBlobStoragePath: first.pendingBlobStoragePath };
  throw new AppError('unknown');
}

/**
 * The presentation video of the Become a Speaker form and the speaker profile (spec 002 §5, §7, §8,
 * §9). `choose(files)` checks the choice (one MP4 or MOV, at most 500MB: 'File must be MP4 or MOV',
 * 'Video size is more than 500MB'); when a video exists (`existingVideo`, or one uploaded earlier in
 * this form) it waits in status 'confirming' for `confirmReplace()` or `cancelReplace()`; then it
 * uploads the file through the one upload engine to POST uploads/api/upload/speakerProfile/presentation
 * in 10 MB blocks, 4 in parallel, a failed block retried once after 40 s. `value` is then the
 * `presentationVideo` for the save (`{ name, pendingBlobStoragePaths }`, undefined: keep the stored
 * video). `progress.shownPercentage` is the real percentage minus 10 above 10; `settled()` resolves
 * when the upload in flight ends (the form awaits it at save time, showing the wait message).
 * Keep the hook in the form (above its steps) so moving between steps does not cancel the upload.
 */
export function useSpeakerVideo(options: SpeakerVideoOptions = {}) {
  const sdk = useSdk();
  const engine = useUpload(SPEAKER_VIDEO_UPLOAD);
  const [file, setFile] = useState<UploadFile | undefined>();
  const [value, setValue] = useState<PresentationVideoUpload | undefined>();
  const [phase, setPhase] = useState<'idle' | 'checking' | 'confirming' | 'invalid' | undefined>('idle');
  const [problems, setProblems] = useState<readonly UploadProblem[]>([]);
  const pending = useRef<Promise<SpeakerVideoOutcome> | undefined>(undefined);
  const waitingFile = useRef<UploadFile | undefined>(undefined);
  const valueRef = useRef(value);
  valueRef.current = value;
  // The file of `value`, shown again when a replacement is not confirmed.
  const uploadedFile = useRef<UploadFile | undefined>(undefined);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const upload = useCallback(
    (chosen: UploadFile): Promise<SpeakerVideoOutcome> => {
      setPhase(undefined);
      const promise = engine
        .start([chosen], ({ fields }, { signal }) =>
          pendingPathOf(
            unwrap(sdk.uploads.POST('/uploads/api/upload/speakerProfile/{community}', { params: { path: { community: SPEAKER_VIDEO_COMMUNITY } }, body: fields, signal }), { log: true }),
          ),
        )
        .then((outcome: UploadOutcome<{ pendingBlobStoragePath: string }>): SpeakerVideoOutcome => {
          if (outcome.status === 'done') {
            const uploaded = presentationVideoOf(chosen, outcome.results);
            valueRef.current = uploaded;
            uploadedFile.current = chosen;
            setValue(uploaded);
            optionsRef.current.onChange?.(uploaded);
            return { status: 'done', value: uploaded };
          }
          if (outcome.status === 'failed') return { status: 'failed', error: outcome.error, retryCount: outcome.retryCount };
          if (outcome.status === 'invalid') setProblems(outcome.problems);
          return { status: 'none' };
        });
      pending.current = promise;
      return promise;
    },
    [engine, sdk],
  );

  const choose = useCallback(
    async (files: readonly UploadFile[]): Promise<void> => {
      const chosen = files[0];
      setFile(chosen);
      setProblems([]);
      setPhase('checking');
      const refused = await checkSpeakerVideo(files);
      if (refused.length > 0 || !chosen) {
        setProblems(refused);
        setPhase('invalid');
        return;
      }
      const existing = valueRef.current ?? optionsRef.current.existingVideo;
      if (needsReplaceConfirm(existing, chosen)) {
        waitingFile.current = chosen;
        setPhase('confirming');
        return;
      }
      void upload(chosen);
    },
    [upload],
  );

  const confirmReplace = useCallback(() => {
    const chosen = waitingFile.current;
    waitingFile.current = undefined;
    if (chosen) void upload(chosen);
  }, [upload]);

  const cancelReplace = useCallback(() => {
    waitingFile.current = undefined;
    setFile(uploadedFile.current);
    // Back to where it stood: the video uploaded earlier in this form (status 'done'), or nothing new.
    setPhase(uploadedFile.current ? undefined : 'idle');
  }, []);

  const settled = useCallback(async (): Promise<SpeakerVideoOutcome> => {
    const outcome: SpeakerVideoOutcome = pending.current ? await pending.current : { status: 'none' };
    // A cancelled new upload leaves the video uploaded before it (if any) as the value.
    if (outcome.status === 'none' && valueRef.current) return { status: 'done', value: valueRef.current };
    return outcome;
  }, []);

  const status: SpeakerVideoStatus = phase ?? (engine.status === 'idle' ? 'uploading' : engine.status);
  return useMemo(
    () => ({
      choose,
      confirmReplace,
      cancelReplace,
      cancel: engine.cancel,
      settled,
      status,
      /** The chosen file (kept when refused). */
      file,
      /** The `presentationVideo` for the save; undefined keeps the stored video. */
      value,
      /** The refusals of the checks (status 'invalid'): their texts are spec 002 §5's. */
      problems,
      /** The failure (status 'failed'): the last error and `retryCount`. */
      failure: engine.failure,
      progress: engine.progress,
      isUploading: status === 'uploading',
    }),
    [cancelReplace, choose, confirmReplace, engine.cancel, engine.failure, engine.progress, file, problems, settled, status, value],
  );
}

/** What {@link useSpeakerVideo} returns (the prop of SpeakerVideoField). */
export type SpeakerVideo = ReturnType<typeof useSpeakerVideo>;
