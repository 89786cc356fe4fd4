import { AppError, toAppError } from '../../core/messages';
import { CallError, unwrap } from '../../hooks/call-error';

/**
 * A failed assist call as an {@link AppError}: the catalogue's text for its status (spec 000 §8:
 * 'An error has occurred.' and friends; the access-denied text for a 403).
 */
export function toAssistError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof CallError) {
    return toAppError({ error: error.body, response: error.status === undefined ? undefined : { status: error.status } });
  }
  return toAppError({ error: error instanceof Error ? error : undefined });
}

/** Awaits an SDK call: its data, or an {@link AppError} thrown. */
export async function send<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  try {
    return await unwrap(call);
  } catch (error) {
    throw toAssistError(error);
  }
}
