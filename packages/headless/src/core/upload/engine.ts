import { systemTimers, type Timers } from '../session/timers';
import { UPLOAD_PARALLEL_BLOCKS, planBlocks, uploadProgressOf, type BlockPolicy, type UploadBlock, type UploadProgress } from './blocks';
import { checkUploadFilesWithContent, type UploadFile, type UploadLimits, type UploadProblem } from './checks';

/** How a failed block is tried again. */
export interface RetryPolicy {
  /** How many times a failed block is sent again. */
  readonly retries: number;
  /** Wait before each new try, in ms. */
  readonly delayMs: number;
}

/** A failed block is sent once more, at once. */
export const BLOCK_RETRY: RetryPolicy = { retries: 1, delayMs: 0 };
/** spec 002 §8/§9: the profile image blob upload is retried once after 10 seconds. */
export const PROFILE_IMAGE_RETRY: RetryPolicy = { retries: 1, delayMs: 10_000 };
/** spec 002 §8/§9: the presentation upload is retried once after 40 seconds. */
export const PRESENTATION_RETRY: RetryPolicy = { retries: 1, delayMs: 40_000 };
/** No second try (a contract whose failures are final, e.g. a refused file). */
export const NO_RETRY: RetryPolicy = { retries: 0, delayMs: 0 };

/** What a transport is given besides the block. */
export interface BlockContext {
  /** Aborted when the upload is cancelled or another block failed for good. */
  readonly signal: AbortSignal;
  /** Which try this is: 0 first, 1 the first retry. */
  readonly attempt: number;
  /** Reports bytes of this block sent so far, for finer progress (optional). */
  readonly onBytesSent: (loadedBytes: number) => void;
}

/** Sends one block (any SDK operation) and resolves to its result; rejects when the block failed. */
export type UploadTransport<R> = (block: UploadBlock, context: BlockContext) => Promise<R>;

/** A feature's upload: its limits, how it splits and retries, and who listens. */
export interface UploadOptions {
  /** Checked before anything is sent. */
  readonly limits?: UploadLimits;
  /** Default 'spec' (images whole, other files in 10 MB blocks). */
  readonly blocks?: BlockPolicy;
  /** Size of a block of a split file; default 10485760. */
  readonly blockBytes?: number;
  /** Blocks in flight at once; default 4. */
  readonly parallel?: number;
  /** Default {@link BLOCK_RETRY}. */
  readonly retry?: RetryPolicy;
  /** Whether a failure is worth another try (default: every failure). */
  readonly isRetryable?: (error: unknown) => boolean;
  /** Cancels the upload: blocks in flight are aborted, the others never start. */
  readonly signal?: AbortSignal;
  /** Called with the progress as bytes are sent. */
  readonly onProgress?: (progress: UploadProgress) => void;
  /** The clock and timers of the retry waits; the system's by default. */
  readonly timers?: Timers;
}

/** A block that failed for good: the last error and how many retries were made. */
export interface UploadFailure {
  /** The last error of the block. */
  readonly error: unknown;
  /** How many retries were made before giving up. */
  readonly retryCount: number;
  /** The block that failed. */
  readonly block: UploadBlock;
}

/** How an upload ended. Results are in block order; `uploadFiles` never rejects. */
export type UploadOutcome<R> =
  | { readonly status: 'done'; readonly results: readonly R[]; readonly blocks: readonly UploadBlock[] }
  | { readonly status: 'invalid'; readonly problems: readonly UploadProblem[] }
  | ({ readonly status: 'failed' } & UploadFailure)
  | { readonly status: 'cancelled' };

class Cancelled extends Error {}

/** Waits `ms` on `timers`; rejects with {@link Cancelled} when `signal` aborts first. */
function pause(ms: number, timers: Timers, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      timers.clearTimeout(handle);
      reject(new Cancelled());
    };
    const handle = timers.setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Rejects with {@link Cancelled} as soon as `signal` aborts (so a transport that ignores it is not awaited). */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new Cancelled());
    else signal.addEventListener('abort', () => reject(new Cancelled()), { once: true });
  });
}

/**
 * Checks the files, splits them into blocks and sends them through `transport`, at most
 * `parallel` at a time, retrying failed blocks by the policy. Resolves to how it ended.
 */
export async function uploadFiles<R>(files: readonly UploadFile[], transport: UploadTransport<R>, options: UploadOptions = {}): Promise<UploadOutcome<R>> {
  const outer = options.signal;
  if (outer?.aborted) return { status: 'cancelled' };
  const problems = await checkUploadFilesWithContent(files, options.limits);
  if (problems.length > 0) return { status: 'invalid', problems };
  if (outer?.aborted) return { status: 'cancelled' };

  const blocks = planBlocks(files, options.blocks, options.blockBytes);
  const retry = options.retry ?? BLOCK_RETRY;
  const isRetryable = options.isRetryable ?? (() => true);
  const timers = options.timers ?? systemTimers;
  const controller = new AbortController();
  const stop = () => controller.abort();
  outer?.addEventListener('abort', stop, { once: true });
  const aborted = untilAborted(controller.signal);
  aborted.catch(() => undefined);

  const totalBytes = blocks.reduce((sum, block) => sum + block.size, 0);
  const sent = new Array<number>(blocks.length).fill(0);
  const report = () => options.onProgress?.(uploadProgressOf(sent.reduce((sum, bytes) => sum + bytes, 0), totalBytes));
  const results = new Array<R>(blocks.length);
  let failure: UploadFailure | undefined;
  let next = 0;

  const sendBlock = async (block: UploadBlock) => {
    for (let attempt = 0; ; attempt++) {
      const onBytesSent = (bytes: number) => {
        if (controller.signal.aborted) return;
        sent[block.index] = Math.min(block.size, Math.max(0, bytes));
        report();
      };
      try {
        results[block.index] = await Promise.race([transport(block, { signal: controller.signal, attempt, onBytesSent }), aborted]);
        sent[block.index] = block.size;
        report();
        return;
      } catch (error) {
        if (controller.signal.aborted) throw new Cancelled();
        sent[block.index] = 0;
        if (attempt >= retry.retries || !isRetryable(error)) {
          failure = { error, retryCount: attempt, block };
          stop();
          throw new Cancelled();
        }
        await pause(retry.delayMs, timers, controller.signal);
      }
    }
  };

  const worker = async () => {
    while (next < blocks.length && !controller.signal.aborted) {
      const block = blocks[next++];
      if (block) await sendBlock(block);
    }
  };

  report();
  const parallel = Math.max(1, Math.min(options.parallel ?? UPLOAD_PARALLEL_BLOCKS, blocks.length));
  try {
    await Promise.all(Array.from({ length: parallel }, worker));
  } catch (error) {
    if (!(error instanceof Cancelled)) throw error;
  } finally {
    outer?.removeEventListener('abort', stop);
  }
  if (failure) return { status: 'failed', ...failure };
  if (controller.signal.aborted) return { status: 'cancelled' };
  return { status: 'done', results, blocks };
}
