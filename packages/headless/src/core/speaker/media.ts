// The speaker's photo and presentation video (spec 002 §5, §8, §9): the checks before sending (the
// engine's limits plus the photo's 500x500 pixel bound, which needs the decoded image), when a new
// video must be confirmed, how each goes through the one upload engine, and what a save sends.
import { UPLOAD_BLOCK_BYTES, UPLOAD_PARALLEL_BLOCKS } from '../upload/blocks';
import { PRESENTATION_RETRY, PROFILE_IMAGE_RETRY, type UploadOptions } from '../upload/engine';
import { checkUploadFilesWithContent, type UploadFile, type UploadProblem } from '../upload/checks';
import { SPEAKER_PHOTO_LIMITS, SPEAKER_VIDEO_LIMITS } from '../upload/limits';
import { isPhotoRefusal } from '../profile/extras';
import { SPEAKER_MESSAGES } from './messages';

/** spec 002 §5/§9: the photo is at most 500x500 pixels. */
export const SPEAKER_PHOTO_MAX_PIXELS = 500;

/**
 * The community segment of POST uploads/api/upload/speakerProfile/{community} for the presentation
 * video (the spec does not list its values; ours).
 */
export const SPEAKER_VIDEO_COMMUNITY = 'presentation';

/** Reads an image's size in pixels; rejects when the file is no image it can decode. */
export type ImageSizeReader = (file: Blob) => Promise<{ readonly width: number; readonly height: number }>;

/** The browser's decoder: `createImageBitmap` (closed at once, only the size is kept). */
export const decodeImageSize: ImageSizeReader = async (file) => {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
};

/**
 * The checks of a chosen photo (spec 002 §5): one image ('Select only one image'), JPG, GIF, PNG or
 * BMP by extension and content, under 2MB, then at most 500x500 pixels; every refusal of the file
 * reads 'File does not meet requirements' (also when it cannot be decoded). `readSize` is injectable for tests.
 */
export async function checkSpeakerPhoto(files: readonly UploadFile[], readSize: ImageSizeReader = decodeImageSize): Promise<UploadProblem[]> {
  const problems = await checkUploadFilesWithContent(files, SPEAKER_PHOTO_LIMITS);
  if (problems.length > 0) return problems;
  const refusals = await Promise.all(
    files.map(async (file): Promise<UploadProblem[]> => {
      const size = await readSize(file).catch(() => undefined);
      if (size && size.width <= SPEAKER_PHOTO_MAX_PIXELS && size.height <= SPEAKER_PHOTO_MAX_PIXELS) return [];
      return [{ code: size ? 'tooLarge' : 'type', message: SPEAKER_MESSAGES.fileDoesNotMeetRequirements, fileName: file.name }];
    }),
  );
  return refusals.flat();
}

/** The checks of a chosen video (spec 002 §5): one MP4 or MOV by extension and content, at most 500MB. */
export function checkSpeakerVideo(files: readonly UploadFile[]): Promise<UploadProblem[]> {
  return checkUploadFilesWithContent(files, SPEAKER_VIDEO_LIMITS);
}

/** A stored presentation video as a profile answers it (only the name is needed here). */
export interface ExistingVideo {
  /** The file name as chosen. */
  readonly name: string;
  /** Where it plays. */
  readonly url?: string | null;
}

/**
 * spec 002 §5: 'Uploading a new video asks for confirmation that it will delete the existing video':
 * true when a video is stored (or already uploaded for this form) and a new file was chosen.
 */
export function needsReplaceConfirm(existingVideo: ExistingVideo | null | undefined, newFile: UploadFile | null | undefined): boolean {
  return !!existingVideo && !!newFile;
}

/**
 * The photo's upload (spec 002 §5, §8, §9): one image, the whole file in one request (field file0);
 * a failed upload is retried once after 10 seconds ('Profile image blob upload is retried once after
 * 10 seconds'), a refusal of the file (4xx) is not.
 */
export const SPEAKER_PHOTO_UPLOAD = {
  limits: SPEAKER_PHOTO_LIMITS,
  blocks: 'whole-file',
  retry: PROFILE_IMAGE_RETRY,
  isRetryable: (error: unknown) => !isPhotoRefusal(error),
} as const satisfies UploadOptions;

/**
 * The video's upload (spec 002 §8, §9): 10 MB blocks (10485760 bytes), 4 in parallel; a failed block
 * is retried once after 40 seconds, then the upload fails with retryCount 1.
 */
export const SPEAKER_VIDEO_UPLOAD = {
  limits: SPEAKER_VIDEO_LIMITS,
  blocks: 'spec',
  blockBytes: UPLOAD_BLOCK_BYTES,
  parallel: UPLOAD_PARALLEL_BLOCKS,
  retry: PRESENTATION_RETRY,
} as const satisfies UploadOptions;

/** What a save or edit sends for a newly uploaded video: its name and the blocks in file order. */
export interface PresentationVideoUpload {
  /** The file name as chosen. */
  readonly name: string;
  /** The blocks' pendingBlobStoragePath, in file order. */
  readonly pendingBlobStoragePaths: readonly string[];
}

/** The `presentationVideo` of a save from the uploaded blocks' results (in block order, as the engine resolves them). */
export function presentationVideoOf(file: Pick<UploadFile, 'name'>, results: readonly { readonly pendingBlobStoragePath: string }[]): PresentationVideoUpload {
  return { name: file.name, pendingBlobStoragePaths: results.map((result) => result.pendingBlobStoragePath) };
}
