import { MESSAGES } from '../messages';
import { checkUploadFiles, type FileLike, type UploadLimits } from '../upload';

const MB = 1024 * 1024;

// The spec shows no bounds for the assist page (000 §5); these limits are ours, and the sandbox
// (mocks/src/sandbox/domains/assist.ts) enforces the same ones.
/** Tour video uploads: MP4, WebM or QuickTime, at most 500 MB. */
export const TOUR_VIDEO_FILE: UploadLimits = {
  extensions: ['.mp4', '.webm', '.mov'],
  maxCount: 1,
  maxBytes: 500 * MB,
  messages: { type: MESSAGES.assistVideoFileType, tooLarge: MESSAGES.assistVideoFileTooLarge },
};

/** News and coming-soon media: an image or an MP4 video, at most 25 MB. */
export const RELEASE_MEDIA_FILE: UploadLimits = {
  extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.mp4'],
  maxCount: 1,
  maxBytes: 25 * MB,
  messages: { type: MESSAGES.assistMediaFileType, tooLarge: MESSAGES.assistMediaFileTooLarge },
};

/** The message for a chosen file that breaks `limits`, or `undefined` when it may be uploaded. */
function checkOneFile(file: FileLike | null | undefined, limits: UploadLimits): string | undefined {
  return checkUploadFiles([file], limits)[0]?.message;
}

/** The upload engine's checks for a tour video (before its content is read). */
export function checkTourVideoFile(file: FileLike | null | undefined): string | undefined {
  return checkOneFile(file, TOUR_VIDEO_FILE);
}

/** The upload engine's checks for a news or coming-soon media file (before its content is read). */
export function checkReleaseMediaFile(file: FileLike | null | undefined): string | undefined {
  return checkOneFile(file, RELEASE_MEDIA_FILE);
}
