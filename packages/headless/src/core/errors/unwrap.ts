import type { AnyCallResult } from '@ypo/sdk';
import { AppError, MESSAGES, toAppError, type FailedResult, type MessageKey, type ToAppErrorOptions } from '../messages';

/**
 * What every SDK call resolves to: the SDK's result, discriminated by `status` (a status of the
 * contract with `data` or `error` and the `response`, or `network`, `timeout`, `aborted`).
 */
export type SdkResult<T> = AnyCallResult<T>;

/** Where `log` writes; defaults to `console.error`. */
export type ErrorLogger = (error: AppError) => void;

/**
 * The spec's error rules (000 §8, 001 §8, 002 §8) as named options of {@link unwrap}: a hook
 * picks the rules its call follows and writes no error handling of its own.
 */
export interface UnwrapOptions extends ToAppErrorOptions {
  /**
   * 'Most calls log the error and rethrow it' (000 §8, 002 §8): the error is logged, then thrown
   * (or swallowed, with `swallow`). `true` logs with `console.error`. An aborted call is never logged.
   */
  readonly log?: boolean | ErrorLogger;
  // `surfaceServerMessage` (from ToAppErrorOptions): 'throw the server's message' (002 §8:
  // feedback, announcements, custom email groups; 000 §8: password assistance, multi-factor).
  /**
   * Always this text, whatever failed (000 §4, §8: a failed permission load shows 'Unable to connect
   * to the serve'): a key of {@link MESSAGES}, or a text of a feature catalogue such as
   * `FEATURE_MESSAGES.inviteFailed` (feature texts stay out of the platform catalogue, see core/feature-messages.ts).
   */
  readonly message?: MessageKey | FeatureText;
  /**
   * Only this status counts as success (002 §8: waiver send-back, regional comments, vote and
   * finalize 'record an error flag whenever the response status is not 200').
   */
  readonly requireStatus?: number;
  /**
   * An answer without data is a failure (001 §5: 'Join and resign fail when the response has no
   * data'); a check instead of `true` also fails data of the wrong shape (a permissions answer
   * without its permissions, spec 000 §4).
   */
  readonly requireData?: boolean | ((data: unknown) => boolean);
  /** A rule of the feature's own that maps the failure (e.g. `passwordChangeError`); the other options still apply. */
  readonly toError?: (failed: FailedResult) => AppError;
}

/** Options with the 'swallow' rule: the failure resolves to `swallow` instead of throwing. */
export interface SwallowOptions<F> extends UnwrapOptions {
  /**
   * 'Some calls swallow errors' (002 §8: save and submit asset, system messages, waiver search;
   * vote, send-back and finalize): resolves to this value instead. 'A failed pending list load
   * empties the list' (001 §8, 002 §8) is `swallow: []`; 'a failed profile load clears the profile' is `swallow: undefined`.
   */
  readonly swallow: F;
}

/** Options with the soft-result rule. */
export interface SoftResultOptions extends UnwrapOptions {
  /**
   * 'If the server message contains Email already exists, the response is returned as a soft
   * result and not thrown' (002 §5, 001 §5: relationship and email saves): the text to look for,
   * usually `MESSAGES.emailAlreadyExists`.
   */
  readonly softResultWhen: string;
}

/** A failure returned instead of thrown (see {@link SoftResultOptions}); `error.cause.body` is the server's answer. */
export interface SoftResult {
  readonly isSoft: true;
  readonly error: AppError;
}

/** Whether {@link unwrap} returned a {@link SoftResult}. */
export const isSoftResult = (value: unknown): value is SoftResult =>
  typeof value === 'object' && value !== null && (value as { isSoft?: unknown }).isSoft === true && (value as { error?: unknown }).error instanceof AppError;

/** Whether a thrown value is the aborted call of a superseded or abandoned request (spec 001 §4). */
export const isAborted = (error: unknown): boolean => error instanceof AppError && error.code === 'aborted';

/** A text of a feature catalogue (any string that is not a {@link MessageKey}). */
export type FeatureText = string & NonNullable<unknown>;

function textOf(message: MessageKey | FeatureText): string {
  return Object.hasOwn(MESSAGES, message) ? MESSAGES[message as MessageKey] : message;
}

const consoleLogger: ErrorLogger = (error) => console.error(error.message, error.cause);

function hasRequiredData(data: unknown, check: true | ((data: unknown) => boolean)): boolean {
  if (data === undefined || data === null || data === '') return false;
  return check === true || check(data);
}

function failureOf(settled: { result?: SdkResult<unknown> | undefined; thrown?: unknown }, options: UnwrapOptions): AppError | undefined {
  const { result, thrown } = settled;
  const failed: FailedResult | undefined =
    result?.response === undefined
      ? { error: thrown instanceof Error || thrown instanceof DOMException ? thrown : undefined }
      : !result.ok
        ? { error: result.error, response: result.response }
        : (options.requireStatus !== undefined && result.status !== options.requireStatus) ||
            (options.requireData !== undefined && options.requireData !== false && !hasRequiredData(result.data, options.requireData))
          ? { error: result.data, response: result.response }
          : undefined;
  if (failed === undefined) return undefined;
  const error = options.toError ? options.toError(failed) : toAppError(failed, options);
  if (options.message === undefined || error.code === 'aborted') return error;
  return new AppError(error.code, { message: textOf(options.message), serverMessage: error.serverMessage, ...(error.cause ? { cause: error.cause } : {}) });
}

/**
 * THE way to turn an SDK call into its data: resolves to the data, or throws an {@link AppError}
 * (stable `code`, catalogue text, typed `cause`) chosen by the spec's rules. The server's body
 * is always `error.cause.body` ('the server response body is stored and rethrown', 000 §8;
 * 'saves throw the response data', 001 §8). A call that got no answer (`network` or `timeout`)
 * throws code `connection`; an aborted call throws code `aborted` ({@link isAborted}), which no
 * screen shows. A call that rejects instead of resolving is read the same way.
 */
export function unwrap<T>(call: Promise<SdkResult<T>>, options?: UnwrapOptions): Promise<T>;
/** {@link unwrap} with `swallow`: a failure resolves to the swallowed value instead of throwing. */
export function unwrap<T, F>(call: Promise<SdkResult<T>>, options: SwallowOptions<F>): Promise<T | F>;
/** {@link unwrap} with `softResultWhen`: the matching failures resolve to a {@link SoftResult}. */
export function unwrap<T>(call: Promise<SdkResult<T>>, options: SoftResultOptions): Promise<T | SoftResult>;
export async function unwrap<T>(
  call: Promise<SdkResult<T>>,
  options: UnwrapOptions & Partial<SwallowOptions<unknown>> & Partial<SoftResultOptions> = {},
): Promise<unknown> {
  let settled: { result?: SdkResult<T>; thrown?: unknown };
  try {
    const result = await call;
    // A call without an answer is read as the rejected call it stands for: `network` and `timeout`
    // show 'Unable to connect to the serve' (000 §8); an abort is never a failure, whatever reason
    // the signal gave (001 §4).
    settled = result.response ? { result } : { thrown: result.status === 'aborted' ? new DOMException('', 'AbortError') : result.error };
  } catch (thrown) {
    settled = { thrown };
  }
  const error = failureOf(settled, options);
  if (error === undefined) return settled.result?.data as T;
  if (options.softResultWhen !== undefined && error.serverMessage?.includes(options.softResultWhen)) {
    return { isSoft: true, error } satisfies SoftResult;
  }
  if (options.log && error.code !== 'aborted') (options.log === true ? consoleLogger : options.log)(error);
  if ('swallow' in options) return options.swallow;
  throw error;
}
