/** A failed call as hooks report it: stable `code`, the HTTP status and the server's body. */
export class CallError extends Error {
  override readonly name = 'CallError';
  /** `http_<status>` for an HTTP failure, `network` when no answer came. */
  readonly code: string;
  readonly status: number | undefined;
  /** The error body the server sent (a problem document where the contract says so). */
  readonly body: unknown;

  constructor(options: { status?: number; body?: unknown; cause?: unknown; message?: string }) {
    const serverMessage =
      options.body && typeof options.body === 'object' && 'message' in options.body ? String(options.body.message) : undefined;
    super(options.message ?? serverMessage ?? `Call failed${options.status ? ` with status ${options.status}` : ''}`, {
      cause: options.cause,
    });
    this.status = options.status;
    this.code = options.status ? `http_${options.status}` : 'network';
    this.body = options.body;
  }
}

/** Unwraps an SDK result: returns its data, or throws a {@link CallError} (what SWR expects). */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch (cause) {
    throw new CallError({ cause, message: 'Unable to reach the server' });
  }
  if (result.error !== undefined || !result.response.ok) {
    throw new CallError({ status: result.response.status, body: result.error });
  }
  return result.data as T;
}
