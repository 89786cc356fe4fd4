// The one upload engine (spec 001 §5/§7/§9, 002 §5/§8/§9): checks, blocks, retries, progress, cancel.
export {
  DEFAULT_UPLOAD_MESSAGES,
  checkUploadFiles,
  checkUploadFilesWithContent,
  fileExtOf,
  isImageFileName,
  readHead,
} from './checks';
export type { FileLike, UploadFile, UploadLimits, UploadMessages, UploadProblem, UploadProblemCode } from './checks';
export { FILE_SIGNATURES, SIGNATURE_BYTES, hasFileSignature, matchesFileSignature } from './file-signatures';
export { UPLOAD_BLOCK_BYTES, UPLOAD_PARALLEL_BLOCKS, planBlocks, shownUploadPercentage, uploadProgressOf } from './blocks';
export type { BlockPart, BlockPolicy, UploadBlock, UploadProgress } from './blocks';
export { BLOCK_RETRY, NO_RETRY, PRESENTATION_RETRY, PROFILE_IMAGE_RETRY, uploadFiles } from './engine';
export type { BlockContext, RetryPolicy, UploadFailure, UploadOptions, UploadOutcome, UploadTransport } from './engine';
export {
  ATTACHMENT_LIMITS,
  ATTACHMENT_MAX_BYTES,
  EMAIL_ATTACHMENT_LIMITS,
  FILES_AND_MEDIA_LIMITS,
  POST_IMAGE_LIMITS,
  SPEAKER_PHOTO_LIMITS,
  SPEAKER_VIDEO_LIMITS,
  UPLOAD_NAME_MAX_LENGTH,
  WAIVER_ATTACHMENT_LIMITS,
} from './limits';
