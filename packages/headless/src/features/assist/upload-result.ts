import { AppError } from '../../core/messages';
import type { UploadOutcome } from '../../core/upload/engine';

/**
 * The answer to a one-file assist upload: the call's result, `undefined` when it was cancelled, and
 * otherwise thrown as before (the call's own error, or the engine's refusal text as an AppError).
 */
export function assistUploadResult<R>(outcome: UploadOutcome<R>): R | undefined {
  switch (outcome.status) {
    case 'done':
      return outcome.results[0];
    case 'invalid':
      throw new AppError('validation', { message: outcome.problems[0]?.message });
    case 'failed':
      throw outcome.error;
    case 'cancelled':
      return undefined;
  }
}
