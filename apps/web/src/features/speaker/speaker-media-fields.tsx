// The speaker's photo and presentation video fields (spec 002 §5, §8, §9), for the Become a Speaker
// form and the speaker profile's edit mode. They sit in the speaker route chunk (lazy). A file button
// only, no react-aria DropZone: its drag-and-drop code added about 2.3 kB gzip to the lazy chunks and
// 0.05 kB to the initial one (measured), where the budget has almost nothing left.
import { SPEAKER_MESSAGES, useSpeakerPhoto, type ImageSizeReader, type SpeakerVideo } from '@ypo/headless/speaker';
import { useId, type ReactNode } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { secondaryButton } from '../../components/button.css';
import { ConfirmDialog } from '../../components/confirm-dialog';
import * as form from '../../components/form/form.css';
import { AlertText } from '../../components/notice';
import * as styles from './speaker.css';

// The file dialogs offer what the checks accept; the checks run again on the chosen files (type by content).
const PHOTO_TYPES = ['image/jpeg', 'image/gif', 'image/png', 'image/bmp'];
const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];

const failureText = (error: unknown) => (error instanceof Error ? error.message : SPEAKER_MESSAGES.saveFailed);

const isAddress = (value: string | null | undefined): value is string => !!value && /^(https?:|blob:)/.test(value);

/** A media field's frame: a group named by its label and described by its hint; the chosen file's name after the controls. */
function MediaGroup({ label, hint, fileName, children }: { label: string; hint: string; fileName: string | undefined; children: ReactNode }) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={hintId} className={form.field}>
      <span id={labelId} className={form.label}>
        {label}
      </span>
      <p id={hintId} className={form.description}>
        {hint}
      </p>
      {children}
      {fileName ? (
        <span className={form.description}>
          {SPEAKER_MESSAGES.chosenFile} {fileName}
        </span>
      ) : null}
    </div>
  );
}

/** Props of {@link SpeakerPhotoField}. */
export interface SpeakerPhotoFieldProps {
  /** The `profileImageUrl` the save sends: the stored photo's address, or the pending path of a new upload. */
  readonly value: string | null | undefined;
  /** Called with the new photo's `pendingBlobStoragePath` once it is uploaded (the form keeps it as `profileImageUrl`). */
  readonly onChange: (value: string) => void;
  /** An error of the form to show under the field (the field's own refusals show by themselves). */
  readonly errorMessage?: string | undefined;
  readonly isDisabled?: boolean;
  /** Reads a chosen image's size (default: the browser's decoder); for tests. */
  readonly readSize?: ImageSizeReader;
}

/**
 * The speaker photo (spec 002 §5): a file button for one JPG, GIF, PNG or BMP image
 * under 2MB and not over 500x500 pixels, checked in the browser before the upload ('Select only one
 * image', 'File does not meet requirements'); the chosen picture's preview, or the stored one.
 */
export function SpeakerPhotoField({ value, onChange, errorMessage, isDisabled = false, readSize }: SpeakerPhotoFieldProps) {
  const photo = useSpeakerPhoto(readSize ? { readSize } : {});
  const choose = async (files: File[]) => {
    const answer = await photo.choose(files);
    if (answer?.ok) onChange(answer.data.pendingBlobStoragePath);
  };
  const shown = photo.previewUrl && !photo.error ? photo.previewUrl : isAddress(value) ? value : undefined;
  const disabled = isDisabled || photo.isBusy;
  return (
    <MediaGroup label={SPEAKER_MESSAGES.photoLabel} hint={SPEAKER_MESSAGES.photoHint} fileName={photo.file?.name}>
      {shown ? <img src={shown} alt={SPEAKER_MESSAGES.photoPreview} className={styles.photoPreview} /> : <span className={styles.photoPreview} aria-hidden="true" />}
      <FileTrigger acceptedFileTypes={PHOTO_TYPES} onSelect={(list) => void choose(list ? Array.from(list) : [])}>
        <Button className={secondaryButton} isDisabled={disabled}>
          {SPEAKER_MESSAGES.choosePhoto}
        </Button>
      </FileTrigger>
      {photo.isBusy ? (
        <p role="status" className={form.description}>
          {SPEAKER_MESSAGES.photoUploading}
        </p>
      ) : null}
      <AlertText message={photo.error?.message ?? errorMessage} />
    </MediaGroup>
  );
}

/** Props of {@link SpeakerVideoField}. */
export interface SpeakerVideoFieldProps {
  /**
   * The form's video: `useSpeakerVideo({ existingVideo, onChange })` called in the form (above its
   * steps, so moving between steps does not cancel the upload); its `value` is the save's `presentationVideo`.
   */
  readonly video: SpeakerVideo;
  /** The stored video (the profile's `presentationVideo`), shown with its name and a player. */
  readonly existingVideo?: { readonly name: string; readonly url?: string | null } | null;
  /** An error of the form to show under the field. */
  readonly errorMessage?: string | undefined;
  readonly isDisabled?: boolean;
}

/**
 * The presentation video (spec 002 §5, §8, §9): a file button for one MP4 or MOV of at most 500MB;
 * replacing a video asks to confirm deleting it (an alert dialog); while the blocks go up, the shown
 * percentage and the wait message; the stored video with its name and a player.
 */
export function SpeakerVideoField({ video, existingVideo, errorMessage, isDisabled = false }: SpeakerVideoFieldProps) {
  const percentage = video.progress?.shownPercentage ?? 0;
  const problem = video.problems[0]?.message;
  return (
    <MediaGroup label={SPEAKER_MESSAGES.videoLabel} hint={SPEAKER_MESSAGES.videoHint} fileName={video.file?.name}>
      {existingVideo && !video.value ? (
        <div className={styles.videoField}>
          <span>
            {SPEAKER_MESSAGES.currentVideo} {existingVideo.name}
          </span>
          {isAddress(existingVideo.url) ? <video src={existingVideo.url} controls preload="metadata" aria-label={existingVideo.name} className={styles.player} /> : null}
        </div>
      ) : null}
      <div className={styles.videoActions}>
        <FileTrigger acceptedFileTypes={VIDEO_TYPES} onSelect={(list) => void video.choose(list ? Array.from(list) : [])}>
          <Button className={secondaryButton} isDisabled={isDisabled || video.isUploading || video.status === 'checking'}>
            {SPEAKER_MESSAGES.chooseVideo}
          </Button>
        </FileTrigger>
        {video.isUploading ? (
          <Button className={secondaryButton} onPress={video.cancel}>
            {SPEAKER_MESSAGES.cancelUpload}
          </Button>
        ) : null}
      </div>
      {video.isUploading ? (
        <>
          {/* A native progress bar: react-aria's ProgressBar brings a number formatter into the initial chunk (files-and-media.tsx). */}
          <progress aria-label={SPEAKER_MESSAGES.uploadProgress} max={100} value={percentage} className={styles.progress}>
            {percentage}%
          </progress>
          <p role="status" className={form.description}>
            {SPEAKER_MESSAGES.waitMessage}
          </p>
        </>
      ) : null}
      {video.status === 'done' && video.value ? (
        <p role="status" className={form.description}>
          {SPEAKER_MESSAGES.videoUploaded}
        </p>
      ) : null}
      {/* A failed upload shows its error here; after the save the form shows SPEAKER_MESSAGES.videoOnlyFailure. */}
      <AlertText message={problem ?? (video.status === 'failed' ? failureText(video.failure?.error) : undefined) ?? errorMessage} />
      {video.status === 'confirming' ? (
        <ConfirmDialog title={SPEAKER_MESSAGES.replaceVideoTitle} confirmLabel={SPEAKER_MESSAGES.replaceVideo} onConfirm={video.confirmReplace} onCancel={video.cancelReplace}>
          {SPEAKER_MESSAGES.replaceVideoConfirm}
        </ConfirmDialog>
      ) : null}
    </MediaGroup>
  );
}
