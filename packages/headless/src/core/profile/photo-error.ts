// The photo upload's failure (spec 002 §8), apart from the profile catalogue: the speaker photo uses it
// too, and its chunk should not carry PROFILE_MESSAGES for one text.
import { AppError } from '../messages';
import { isPhotoRefusal } from './extras';

/** spec 002 §8, quoted: what a profile image upload ends with after its one retry (PROFILE_MESSAGES.blobErrorProfileImage). */
export const BLOB_ERROR_PROFILE_IMAGE = 'blob_error_profileImage';

/**
 * How a photo upload that failed for good reads (spec 002 §8): after its one retry the result is
 * 'blob_error_profileImage'; a refusal of the file (4xx, not retried) shows the server's text when it gave one.
 */
export function profilePhotoError(error: unknown): AppError {
  if (error instanceof AppError && isPhotoRefusal(error) && error.serverMessage) return new AppError(error.code, { message: error.serverMessage, serverMessage: error.serverMessage, ...(error.cause ? { cause: error.cause } : {}) });
  const code = error instanceof AppError ? error.code : 'unknown';
  const cause = error instanceof AppError ? error.cause : undefined;
  return new AppError(code, { message: BLOB_ERROR_PROFILE_IMAGE, ...(cause ? { cause } : {}) });
}
