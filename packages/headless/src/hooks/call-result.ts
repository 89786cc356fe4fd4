import { toAppError, type AppError, type FailedResult, type ToAppErrorOptions } from '../core/messages';

/** What an awaited SDK call gives a form: its data, or the {@link AppError} to show. */
export type CallResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: AppError };

/** How a failure becomes an {@link AppError}: `toAppError` options, or a rule of its own (e.g. `passwordChangeError`). */
export type ErrorMapping = ToAppErrorOptions | ((failed: FailedResult) => AppError);

/**
 * Awaits an SDK call and never throws: `{ ok: true, data }`, or `{ ok: false, error }` with the
 * failure mapped (spec 000 §8), e.g. 'Unable to connect to the serve' when no answer came.
 */
export async function attempt<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>, mapping: ErrorMapping = {}): Promise<CallResult<T>> {
  const map = typeof mapping === 'function' ? mapping : (failed: FailedResult) => toAppError(failed, mapping);
  try {
    const result = await call;
    if (result.error !== undefined || !result.response.ok) return { ok: false, error: map({ error: result.error, response: result.response }) };
    return { ok: true, data: result.data as T };
  } catch (cause) {
    return { ok: false, error: map({ error: cause instanceof Error ? cause : new Error(String(cause)) }) };
  }
}
