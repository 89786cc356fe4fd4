import { FEATURE_MESSAGES } from '../feature-messages';
import { NO_RETRY, checkUploadFiles, type FileLike, type UploadLimits, type UploadOptions } from '../upload';

const MB = 1024 * 1024;

// The spec shows no bounds for the assist page (000 §5); these limits are ours, and the sandbox
// (mocks/src/sandbox/domains/assist.ts) enforces the same ones.
/** Tour video uploads: MP4, WebM or QuickTime, at most 500 MB. */
export const TOUR_VIDEO_FILE = {
  extensions: ['.mp4', '.webm', '.mov'],
  maxCount: 1,
  maxBytes: 500 * MB,
  messages: { type: FEATURE_MESSAGES.assistVideoFileType, tooLarge: FEATURE_MESSAGES.assistVideoFileTooLarge },
} satisfies UploadLimits;

/** News and coming-soon media: an image or an MP4 video, at most 25 MB. */
export const RELEASE_MEDIA_FILE = {
  extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.mp4'],
  maxCount: 1,
  maxBytes: 25 * MB,
  messages: { type: FEATURE_MESSAGES.assistMediaFileType, tooLarge: FEATURE_MESSAGES.assistMediaFileTooLarge },
} satisfies UploadLimits;

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

// The assist calls take the file whole in one request with its other fields (spec 000 sets no
// blocks for them), and the page has never retried a refused upload: one try, as before.
/** Upload engine options of a new tour video (create-tour-video). */
export const TOUR_VIDEO_UPLOAD: UploadOptions = { limits: TOUR_VIDEO_FILE, blocks: 'whole-file', retry: NO_RETRY };

/** Upload engine options of a news or coming-soon file (update-new-comingsoon-file). */
export const RELEASE_MEDIA_UPLOAD: UploadOptions = { limits: RELEASE_MEDIA_FILE, blocks: 'whole-file', retry: NO_RETRY };
