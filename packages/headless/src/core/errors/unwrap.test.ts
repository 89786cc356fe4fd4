import { describe, expect, it, vi } from 'vitest';
import { AppError, MESSAGES } from '../messages';
import { isAborted, isSoftResult, unwrap, type SdkResult } from './unwrap';

const answer = <T>(status: number, body?: T): Promise<SdkResult<T>> => {
  const response = new Response(body === undefined ? null : JSON.stringify(body), { status });
  return Promise.resolve(response.ok ? { ok: true, status, data: body as T, response } : { ok: false, status, error: body, response });
};
const unreachable = (): Promise<SdkResult<never>> => Promise.reject(new TypeError('Failed to fetch'));
const aborted = (): Promise<SdkResult<never>> => Promise.reject(new DOMException('superseded', 'AbortError'));
const thrownBy = async (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe('unwrap: an SDK result becomes its data or an AppError', () => {
  it('resolves to the data of a successful answer', async () => {
    await expect(unwrap(answer(200, { name: 'Amara' }))).resolves.toEqual({ name: 'Amara' });
  });

  it('throws an AppError with a stable code, the catalogue text and the status and body as cause', async () => {
    const error = await thrownBy(unwrap(answer(500, { title: 'Internal Server Error' })));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'server', message: MESSAGES.errorOccurredTryLater, cause: { status: 500, body: { title: 'Internal Server Error' } } });
  });

  it("shows 'Unable to connect to the serve' when no answer came (spec 000 §8)", async () => {
    await expect(unwrap(unreachable())).rejects.toMatchObject({ code: 'connection', message: MESSAGES.unableToConnect });
  });

  it('throws an aborted call as code aborted, which isAborted tells apart (spec 001 §4, §8)', async () => {
    const error = await thrownBy(unwrap(aborted()));
    expect(isAborted(error)).toBe(true);
    expect(isAborted(await thrownBy(unwrap(answer(404, {}))))).toBe(false);
  });

  it('reads the SDK results without an answer as a rejected call would be: network and timeout as connection, aborted as aborted', async () => {
    const network: SdkResult<never> = { ok: false, status: 'network', error: new TypeError('Failed to fetch') };
    const timeout: SdkResult<never> = { ok: false, status: 'timeout', error: new DOMException('signal timed out', 'TimeoutError') };
    await expect(unwrap(Promise.resolve(network))).rejects.toMatchObject({ code: 'connection', message: MESSAGES.unableToConnect });
    await expect(unwrap(Promise.resolve(timeout))).rejects.toMatchObject({ code: 'connection', message: MESSAGES.unableToConnect });
    for (const reason of [new DOMException('superseded', 'AbortError'), 'left the screen']) {
      const log = vi.fn();
      const error = await thrownBy(unwrap(Promise.resolve<SdkResult<never>>({ ok: false, status: 'aborted', error: reason }), { log }));
      expect(isAborted(error)).toBe(true);
      expect(log).not.toHaveBeenCalled();
    }
  });

  it('uses the fallback text for failures the catalogue has no entry for', async () => {
    await expect(unwrap(answer(400, {}), { fallback: 'unableToChangeUsername' })).rejects.toMatchObject({
      code: 'validation',
      message: MESSAGES.unableToChangeUsername,
    });
  });
});

describe('unwrap: the spec 8 rules are named options', () => {
  it("log: 'log and rethrow' logs the error once, then throws it; an aborted call is not logged", async () => {
    const log = vi.fn();
    const error = await thrownBy(unwrap(answer(503, { message: 'Service Unavailable' }), { log }));
    expect(log).toHaveBeenCalledExactlyOnceWith(error);
    await thrownBy(unwrap(aborted(), { log }));
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('log: true writes to console.error', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await thrownBy(unwrap(answer(500, {}), { log: true }));
    expect(spy).toHaveBeenCalledWith(MESSAGES.errorOccurredTryLater, { status: 500, body: {} });
    spy.mockRestore();
  });

  it("swallow: 'swallow' resolves to the given value instead of throwing (e.g. an emptied list)", async () => {
    await expect(unwrap(answer(500, {}), { swallow: [] })).resolves.toEqual([]);
    await expect(unwrap(unreachable(), { swallow: undefined })).resolves.toBeUndefined();
    await expect(unwrap(aborted(), { swallow: null })).resolves.toBeNull();
    await expect(unwrap(answer(200, ['a']), { swallow: [] })).resolves.toEqual(['a']);
  });

  it("softResultWhen: a message containing 'Email already exists' is returned as a soft result, not thrown", async () => {
    const soft = await unwrap(answer(400, { message: 'Email already exists for this relationship' }), {
      softResultWhen: MESSAGES.emailAlreadyExists,
    });
    expect(isSoftResult(soft)).toBe(true);
    expect(isSoftResult(soft) && soft.error.cause).toEqual({ status: 400, body: { message: 'Email already exists for this relationship' } });
    await expect(unwrap(answer(400, { message: 'Invalid email' }), { softResultWhen: MESSAGES.emailAlreadyExists })).rejects.toBeInstanceOf(AppError);
    await expect(unwrap(answer(200, { saved: true }), { softResultWhen: MESSAGES.emailAlreadyExists })).resolves.toEqual({ saved: true });
  });

  it("surfaceServerMessage: 'throw the server's message' (spec 002 §8 feedback; 000 §8 multi-factor)", async () => {
    await expect(unwrap(answer(400, { message: 'Feedback is closed for this event' }), { surfaceServerMessage: true })).rejects.toMatchObject({
      message: 'Feedback is closed for this event',
    });
    await expect(unwrap(answer(400, {}), { surfaceServerMessage: true })).rejects.toMatchObject({ message: MESSAGES.errorOccurred });
  });

  it("message: always the given text (spec 000 §4, §8: a failed permission load shows 'Unable to connect to the serve')", async () => {
    await expect(unwrap(answer(500, { message: 'boom' }), { message: 'unableToConnect' })).rejects.toMatchObject({
      code: 'server',
      message: 'Unable to connect to the serve',
      serverMessage: 'boom',
    });
    await expect(unwrap(answer(404, {}), { message: 'unableToConnect' })).rejects.toMatchObject({ code: 'notFound', message: 'Unable to connect to the serve' });
  });

  it('requireStatus: any other status is a failure (spec 002 §8: waiver vote records an error unless 200)', async () => {
    await expect(unwrap(answer(201, { id: 1 }), { requireStatus: 200 })).rejects.toMatchObject({ code: 'unknown', cause: { status: 201 } });
    await expect(unwrap(answer(200, { id: 1 }), { requireStatus: 200 })).resolves.toEqual({ id: 1 });
    await expect(unwrap(answer(204), { requireStatus: 200, swallow: false })).resolves.toBe(false);
  });

  it('requireData: an answer without data is a failure (spec 001 §5: join and resign)', async () => {
    await expect(unwrap(answer(204), { requireData: true })).rejects.toMatchObject({ code: 'unknown' });
    await expect(unwrap(answer(200, { joined: true }), { requireData: true })).resolves.toEqual({ joined: true });
    const isJoin = (data: unknown) => typeof data === 'object' && data !== null && 'joined' in data;
    await expect(unwrap(answer(200, {}), { requireData: isJoin })).rejects.toMatchObject({ code: 'unknown' });
    await expect(unwrap(answer(200, { joined: true }), { requireData: isJoin })).resolves.toEqual({ joined: true });
    await expect(unwrap(answer(204))).resolves.toBeUndefined();
  });

  it("toError: a feature's own mapping, with the other rules still applied", async () => {
    const log = vi.fn();
    const toError = () => new AppError('usernameAlreadyExists');
    const error = await thrownBy(unwrap(answer(409, {}), { toError, log }));
    expect(error).toMatchObject({ code: 'usernameAlreadyExists', message: MESSAGES.usernameAlreadyExists });
    expect(log).toHaveBeenCalledWith(error);
  });
});
