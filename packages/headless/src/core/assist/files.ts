import { MESSAGES } from '../messages';

/** What the checks need of a chosen file (a browser `File` fits). */
export interface FileLike {
  readonly name: string;
  readonly size: number;
  readonly type?: string;
}

/** Allowed extensions and the size limit of an upload. */
export interface FileRule {
  readonly extensions: readonly string[];
  readonly maxBytes: number;
  readonly typeMessage: string;
  readonly sizeMessage: string;
}

const MB = 1024 * 1024;

// The spec shows no bounds for the assist page (000 §5); these limits are ours, and the sandbox
// (mocks/src/sandbox/domains/assist.ts) enforces the same ones.
/** Tour video uploads: MP4, WebM or QuickTime, at most 500 MB. */
export const TOUR_VIDEO_FILE: FileRule = {
  extensions: ['.mp4', '.webm', '.mov'],
  maxBytes: 500 * MB,
  typeMessage: MESSAGES.assistVideoFileType,
  sizeMessage: MESSAGES.assistVideoFileTooLarge,
};

/** News and coming-soon media: an image or an MP4 video, at most 25 MB. */
export const RELEASE_MEDIA_FILE: FileRule = {
  extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.mp4'],
  maxBytes: 25 * MB,
  typeMessage: MESSAGES.assistMediaFileType,
  sizeMessage: MESSAGES.assistMediaFileTooLarge,
};

const IMAGE_EXTENSIONS: readonly string[] = ['.png', '.jpg', '.jpeg', '.gif', '.webp'];

/** The extension of a file name in lower case with its dot ('.mp4'), or '' when it has none. */
export function fileExtOf(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot).toLowerCase() : '';
}

/** Whether a media file name is an image (shown inline) rather than a video or other file. */
export function isImageFileName(fileName: string): boolean {
  return IMAGE_EXTENSIONS.includes(fileExtOf(fileName));
}

/** The message for a chosen file that breaks `rule`, or `undefined` when it may be uploaded. */
export function checkFile(file: FileLike | null | undefined, rule: FileRule): string | undefined {
  if (!file || typeof file.name !== 'string' || file.name === '') return MESSAGES.assistFileRequired;
  if (!rule.extensions.includes(fileExtOf(file.name))) return rule.typeMessage;
  if (!Number.isFinite(file.size) || file.size <= 0) return MESSAGES.assistFileEmpty;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return undefined;
}

/** {@link checkFile} for a tour video. */
export function checkTourVideoFile(file: FileLike | null | undefined): string | undefined {
  return checkFile(file, TOUR_VIDEO_FILE);
}

/** {@link checkFile} for a news or coming-soon media file. */
export function checkReleaseMediaFile(file: FileLike | null | undefined): string | undefined {
  return checkFile(file, RELEASE_MEDIA_FILE);
}
