import type { speaker } from '@ypo/sdk';
import { useCallback, useEffect, useState } from 'react';
import { unwrap } from '../../core/errors/unwrap';
import { AppError } from '../../core/messages';
import { profilePhotoError } from '../../core/profile/photo-error';
import { checkSpeakerPhoto, decodeImageSize, SPEAKER_PHOTO_UPLOAD, type ImageSizeReader } from '../../core/speaker/media';
import type { UploadFile } from '../../core/upload/checks';
import { useSdk } from '../../hooks/sdk-context';
import type { CallResult } from '../../hooks/use-mutation';
import { useUpload } from '../../hooks/use-upload';

/** The answer of POST speaker/api/speaker/upload-speaker-profile-image: the photo's pending path. */
export type SpeakerPhotoUpload = speaker.components['schemas']['PendingUpload'];

/** Options of {@link useSpeakerPhoto}. */
export interface SpeakerPhotoOptions {
  /** Reads the chosen image's size (default: the browser's `createImageBitmap`); tests inject one. */
  readonly readSize?: ImageSizeReader;
}

/**
 * The speaker photo of the Become a Speaker form and the speaker profile (spec 002 §5, §7, §8, §9):
 * `choose(files)` checks the choice in the browser (one JPG, GIF, PNG or BMP image under 2MB and at
 * most 500x500 pixels: 'Select only one image', 'File does not meet requirements'), then uploads it
 * through the one upload engine to POST speaker/api/speaker/upload-speaker-profile-image (the whole
 * file as file0, retried once after 10 s unless the server refused the file) and resolves to the
 * pending upload: its `pendingBlobStoragePath` is the `profileImageUrl` a save sends. `file` and
 * `previewUrl` show what was chosen, also when it was refused; `error` holds the refusal or failure
 * text ('blob_error_profileImage' after the retry, or the server's text for a refused file).
 */
export function useSpeakerPhoto(options: SpeakerPhotoOptions = {}) {
  const sdk = useSdk();
  const engine = useUpload(SPEAKER_PHOTO_UPLOAD);
  const [file, setFile] = useState<UploadFile | undefined>();
  const [previewUrl, setPreviewUrl] = useState<string | undefined>();
  const [error, setError] = useState<AppError | undefined>();
  const [upload, setUpload] = useState<SpeakerPhotoUpload | undefined>();
  const [isChecking, setChecking] = useState(false);
  const readSize = options.readSize ?? decodeImageSize;

  // The preview address lives as long as its file is shown.
  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const choose = useCallback(
    async (files: readonly UploadFile[]): Promise<CallResult<SpeakerPhotoUpload> | undefined> => {
      const chosen = files[0];
      setFile(chosen);
      setPreviewUrl(chosen ? URL.createObjectURL(chosen) : undefined);
      setError(undefined);
      setUpload(undefined);
      setChecking(true);
      const problems = await checkSpeakerPhoto(files, readSize).finally(() => setChecking(false));
      if (problems.length > 0) {
        const refused = new AppError('validation', { message: problems[0]?.message });
        setError(refused);
        return { ok: false, error: refused };
      }
      const outcome = await engine.start(files, ({ fields }, { signal }) =>
        unwrap(sdk.speaker.POST('/speaker/api/speaker/upload-speaker-profile-image', { body: fields, signal }), { log: true }),
      );
      if (outcome.status === 'cancelled') return undefined;
      const answer = outcome.status === 'done' ? outcome.results[0] : undefined;
      if (!answer) {
        const failed = outcome.status === 'invalid' ? new AppError('validation', { message: outcome.problems[0]?.message }) : profilePhotoError(outcome.status === 'failed' ? outcome.error : undefined);
        setError(failed);
        return { ok: false, error: failed };
      }
      setUpload(answer);
      return { ok: true, data: answer };
    },
    [engine, readSize, sdk],
  );

  const clear = useCallback(() => {
    engine.reset();
    setFile(undefined);
    setPreviewUrl(undefined);
    setError(undefined);
    setUpload(undefined);
  }, [engine]);

  return {
    choose,
    clear,
    cancel: engine.cancel,
    /** The chosen file (kept when refused). */
    file,
    /** An object URL of the chosen file, for the preview. */
    previewUrl,
    /** The uploaded photo: `upload.pendingBlobStoragePath` goes in the save as `profileImageUrl`. */
    upload,
    error,
    isBusy: isChecking || engine.isUploading,
    progress: engine.progress,
  };
}

/** What {@link useSpeakerPhoto} returns. */
export type SpeakerPhoto = ReturnType<typeof useSpeakerPhoto>;
