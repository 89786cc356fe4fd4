import { describe, expect, it } from 'vitest';
import { createRequestCanceller, createSdk, isAbortError } from './index.ts';

/** A fetch that holds every request until released and, like fetch, rejects once its signal aborts. */
function heldFetch() {
  const held: { request: Request; release(body: unknown): void }[] = [];
  let arrived: () => void = () => {};
  const fetch = (request: Request) =>
    new Promise<Response>((resolve, reject) => {
      if (request.signal.aborted) return reject(request.signal.reason);
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
      held.push({ request, release: (body) => resolve(Response.json(body)) });
      arrived();
    });
  /** Resolves once `n` requests are held. */
  const waitFor = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (held.length >= n ? resolve() : (arrived = check));
      check();
    });
  return { fetch, held, waitFor };
}

const search = (sdk: ReturnType<typeof createSdk>, text: string, signal: AbortSignal) =>
  sdk.profiles.POST('/profiles/api/personsearchautocomplete', { body: { search: text }, signal });

describe('createRequestCanceller', () => {
  it('aborts the previous request of the same name: the first call ends as aborted, the second succeeds', async () => {
    const { fetch, held, waitFor } = heldFetch();
    const sdk = createSdk({ baseUrl: 'http://gw.test', getAccessToken: () => 'tok-1', fetch });
    const canceller = createRequestCanceller();

    const first = search(sdk, 'am', canceller.signalFor('memberSearch'));
    await waitFor(1);
    const second = search(sdk, 'amara', canceller.signalFor('memberSearch'));

    const aborted = await first;
    expect(aborted.status).toBe('aborted');
    expect(isAbortError(aborted.error)).toBe(true);
    expect(held[0]!.request.signal.aborted).toBe(true);

    await waitFor(2);
    held[1]!.release([{ personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001', name: 'Amara Okafor' }]);
    const { data, error: httpError } = await second;
    expect(httpError).toBeUndefined();
    expect(data).toEqual([{ personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001', name: 'Amara Okafor' }]);
    expect(await held[1]!.request.json()).toEqual({ search: 'amara' });
  });

  it('leaves requests of other names alone', async () => {
    const { fetch, held, waitFor } = heldFetch();
    const sdk = createSdk({ baseUrl: 'http://gw.test', fetch });
    const canceller = createRequestCanceller();

    const members = search(sdk, 'am', canceller.signalFor('memberSearch'));
    const events = sdk.communities.POST('/communities/api/event-directory-autocomplete', {
      body: { search: 'summit' },
      signal: canceller.signalFor('eventSearch'),
    });
    await waitFor(2);
    const newerMembers = search(sdk, 'amara', canceller.signalFor('memberSearch'));
    await waitFor(3);

    const eventsRequest = held.find((h) => h.request.url.endsWith('/event-directory-autocomplete'))!;
    expect(eventsRequest.request.signal.aborted).toBe(false);
    eventsRequest.release([]);
    expect((await events).data).toEqual([]);
    expect(await members).toMatchObject({ ok: false, status: 'aborted', error: { name: 'AbortError' } });
    held[2]!.release([]);
    expect((await newerMembers).data).toEqual([]);
  });

  it('cancels a pending request by name, and every pending request at once', async () => {
    const canceller = createRequestCanceller();
    const a = canceller.signalFor('a');
    const b = canceller.signalFor('b');
    canceller.cancel('a');
    expect([a.aborted, b.aborted]).toEqual([true, false]);
    canceller.cancelAll();
    expect(b.aborted).toBe(true);
    expect(isAbortError(b.reason)).toBe(true);
    expect(canceller.signalFor('a').aborted).toBe(false);
  });
});
