// Request sizes: the contracts' maxLength on free text (answered 422 by request validation) and the
// gateway's body limits (413 with the shared problem body), JSON small, multipart large enough for uploads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, startTestSandbox, type ApiClient, type RunningSandbox } from '../sandbox/testing.ts';
import { REQUEST_BODY_LIMITS } from './server.ts';

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const CREATE = '/posts/api/post/create/chapter';

let running: RunningSandbox;
let amara: ApiClient;
let bruno: ApiClient;

beforeAll(async () => {
  running = await startTestSandbox();
  amara = await apiClient(running, 'amara.okafor');
  bruno = await apiClient(running, 'bruno.lindqvist');
});

afterAll(async () => {
  await running.close();
});

const problem = { type: 'about:blank', title: expect.any(String), status: expect.any(Number) };

describe('request sizes', () => {
  it('takes a normal post, and one at the 10,000 character limit', async () => {
    expect((await amara.post(CREATE, { body: 'Who is joining the Leadership Summit?', communityId: HARBOR_CITY })).status).toBe(200);
    expect((await amara.post(CREATE, { body: 'a'.repeat(10_000), communityId: HARBOR_CITY })).status).toBe(200);
  });

  it('answers 422 to a 1 MB post body: the request fits the 1 MiB JSON limit, the contract caps the body at 10,000 characters', async () => {
    const answer = await amara.post<{ errors?: Record<string, string[]> }>(CREATE, { body: 'a'.repeat(1_000_000), communityId: HARBOR_CITY });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ ...problem, status: 422 });
    expect(Object.keys(answer.body.errors ?? {}).join(' ')).toContain('body');
    const reply = await amara.post(CREATE, { body: 'a'.repeat(10_001), communityId: HARBOR_CITY });
    expect(reply.status).toBe(422);
  });

  it('answers 413 with the problem body to a JSON body over the limit, with or without Content-Length', async () => {
    const oversized = JSON.stringify({ body: 'a'.repeat(REQUEST_BODY_LIMITS.json), communityId: HARBOR_CITY });
    const declared = await amara.post<Record<string, unknown>>(CREATE, oversized);
    expect(declared.status).toBe(413);
    // The media type every contract declares for the problem body (413 ContentTooLarge).
    expect(declared.headers.get('content-type')).toMatch(/^application\/json/);
    expect(declared.body).toMatchObject({ ...problem, status: 413, detail: `The request body is larger than ${REQUEST_BODY_LIMITS.json} bytes.` });

    // A streamed body is sent chunked: no Content-Length for the gateway to check up front.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        const text = new TextEncoder().encode(oversized);
        for (let at = 0; at < text.length; at += 64 * 1024) controller.enqueue(text.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await fetch(`${running.url}${CREATE}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${amara.token}`, 'Ocp-Apim-Subscription-Key': 'k', 'Content-Type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ ...problem, status: 413 });
  });

  it('lets a multipart upload far over the JSON limit through, and stops one over the upload limit', async () => {
    const upload = (bytes: number) => {
      const form = new FormData();
      form.set('CommunityId', HARBOR_CITY);
      form.set('file0', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'minutes.pdf');
      return fetch(`${running.url}/communities/api/communities/upload-files/chapter`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bruno.token}`, 'Ocp-Apim-Subscription-Key': 'k' },
        body: form,
      });
    };
    // One whole 10 MB block (spec 001 §5: files other than images go in blocks of 10485760 bytes).
    expect((await upload(10 * 1024 * 1024)).status).toBe(200);
    const refused = await upload(REQUEST_BODY_LIMITS.upload + 1);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ ...problem, status: 413 });
  }, 60_000);
});

describe('keep-alive', () => {
  it('answers on a keep-alive socket that stayed idle past Node’s default (5 s, plus its 1 s buffer) (no ECONNRESET for a client reusing it)', async () => {
    const { Agent, get } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const fetchStatus = () =>
      new Promise<{ status: number; port: number | undefined }>((resolve, reject) => {
        const req = get(`${running.url}/__sandbox/violations`, { agent }, (res) => {
          const port = res.socket.localPort;
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, port }));
        });
        req.on('error', reject);
      });
    const first = await fetchStatus();
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    const second = await fetchStatus();
    agent.destroy();
    expect([first.status, second.status]).toEqual([200, 200]);
    // The same socket (its local port): the server kept it open while it was idle.
    expect(second.port).toBe(first.port);
  }, 15_000);
});
