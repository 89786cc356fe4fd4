// The profile's failure texts (spec 002 §8) as AppErrors: apart from the core's export list, since they
// carry the profile's catalogue (PROFILE_MESSAGES); the hooks of @ypo/headless/profile import them.
import { AppError, toAppError, type FailedResult } from '../messages';
import { PROFILE_MESSAGES } from './messages';

/**
 * The contact card download's error (spec 002 §8): the server refused it (a 4xx answer: no such
 * member, not allowed) -> 'Error: Contact card cannot be downloaded'; no answer or a server failure
 * -> 'Error downloading contact.'. An aborted call stays aborted.
 */
export function contactCardError(failed: FailedResult): AppError {
  const base = toAppError(failed);
  if (base.code === 'aborted') return base;
  const status = base.cause?.status;
  const refused = status !== undefined && status >= 400 && status < 500;
  return new AppError(base.code, {
    message: refused ? PROFILE_MESSAGES.contactCardCannotBeDownloaded : PROFILE_MESSAGES.contactDownloadFailed,
    serverMessage: base.serverMessage,
    ...(base.cause ? { cause: base.cause } : {}),
  });
}

export { profilePhotoError } from './photo-error';
