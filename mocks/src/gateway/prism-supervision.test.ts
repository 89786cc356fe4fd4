// The gateway in front of a supervised Prism on free ports: a multipart request that makes Prism's
// parser throw (its process exits) no longer takes the Prism-backed operations down, and the
// health answer reports the exit and the restart.
import { AUTHORIZATION_HEADER, BEARER_SCHEME, SUBSCRIPTION_KEY_HEADER } from '@ypo/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, type PrismHealth, type RunningPrism } from '../prism.ts';
import { freePort } from '../sandbox/testing.ts';
import { HEALTH_PATH, REQUEST_BODY_LIMITS, startGateway } from './server.ts';

const headers = { [AUTHORIZATION_HEADER]: `${BEARER_SCHEME} any-token`, [SUBSCRIPTION_KEY_HEADER]: 'test' };
const UPLOAD = '/profiles/api/member-profile/upload-profile-photo-speaker';
// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let prism: RunningPrism;
let gateway: Awaited<ReturnType<typeof startGateway>>;
const logged: string[] = [];

beforeAll(async () => {
  prism = await startPrism({ port: await freePort(), log: (line) => logged.push(line), restartDelayMs: 50 });
  gateway = await startGateway({ port: 0, upstream: prism.url, health: prism.health });
}, 90_000);

afterAll(async () => {
  await gateway?.close();
  await prism?.close();
});

async function health(): Promise<PrismHealth & { status: string }> {
  return (await fetch(`${gateway.url}${HEALTH_PATH}`)).json() as Promise<PrismHealth & { status: string }>;
}

async function waitForHealth(check: (answer: PrismHealth) => boolean): Promise<PrismHealth> {
  const started = Date.now();
  for (;;) {
    const answer = await health();
    if (check(answer)) return answer;
    if (Date.now() - started > 60_000) throw new Error(`health never matched: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An upload whose file part has an unquoted filename: Prism's multipart parser JSON.parses each
 * `key=value` of the part header, throws, and its process exits.
 */
function unreadableUpload(): RequestInit {
  const boundary = 'ypo-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file0"; filename=photo.png\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` }, body };
}

/** A Prism-backed read through the gateway. */
const prismGet = () => fetch(`${gateway.url}/waiver/api/waivers/get-types`, { headers });

describe('gateway over a supervised Prism', () => {
  it('answers a small PNG upload and keeps answering afterwards', async () => {
    const form = new FormData();
    form.append('file0', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const upload = await fetch(`${gateway.url}${UPLOAD}`, { method: 'POST', headers, body: form });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ profileImageUrl: expect.any(String) });
    expect((await prismGet()).status).toBe(200);
    expect(await health()).toEqual({ status: 'ok', prism: 'up', restarts: 0 });
  }, 60_000);

  it('answers 400 itself to a multipart part header Prism would die on, and Prism stays up', async () => {
    const before = await health();
    const killer = await fetch(`${gateway.url}${UPLOAD}`, { method: 'POST', ...unreadableUpload() });
    expect(killer.status).toBe(400);
    expect(await killer.json()).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400, detail: expect.stringContaining('multipart') });
    // Prism URI-decodes part names, and a lone `%` throws outside any handler too.
    const form = new FormData();
    form.append('file0', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    form.append('100%', 'x');
    const percent = await fetch(`${gateway.url}${UPLOAD}`, { method: 'POST', headers, body: form });
    expect(percent.status).toBe(400);
    expect(await percent.json()).toMatchObject({ status: 400, detail: expect.stringContaining('percent') });
    expect((await prismGet()).status).toBe(200);
    expect(await health()).toEqual(before);
  }, 60_000);

  it('gives a file part without a Content-Type the default type, so Prism answers the upload and stays up', async () => {
    const boundary = 'ypo-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file0"; filename="photo.png"\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const before = await health();
    const upload = await fetch(`${gateway.url}${UPLOAD}`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ profileImageUrl: expect.any(String) });
    expect(await health()).toEqual(before);
  }, 60_000);

  it('answers 400 with the problem body to a JSON body that does not parse (Prism would never answer it)', async () => {
    const answer = await fetch(`${gateway.url}/waiver/api/waivers/submit-vote`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: '{"vote":',
      signal: AbortSignal.timeout(10_000),
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await answer.json()).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400, detail: expect.stringContaining('not valid JSON') });
    expect((await prismGet()).status).toBe(200);
  }, 60_000);

  it('survives Prism exiting on such a body sent past the gateway: logged, restarted, Prism-backed reads answer again', async () => {
    const before = (await health()).restarts;
    await fetch(`${prism.url}${UPLOAD}`, { method: 'POST', ...unreadableUpload() }).catch(() => undefined);
    const after = await waitForHealth((answer) => answer.prism === 'up' && answer.restarts === before + 1);
    expect(after.restarts).toBe(before + 1);
    expect((await prismGet()).status).toBe(200);
    expect(logged.some((line) => line.startsWith('prism exited') && line.includes('JSON'))).toBe(true);
  }, 90_000);

  it('reports a killed child as restarting, then up with one more restart', async () => {
    const before = (await health()).restarts;
    const old = prism.child;
    old.kill('SIGKILL');
    await new Promise((resolve) => old.once('exit', resolve));
    expect(await health()).toMatchObject({ prism: 'restarting', restarts: before });
    await waitForHealth((answer) => answer.prism === 'up' && answer.restarts === before + 1);
    expect(prism.child).not.toBe(old);
    expect((await prismGet()).status).toBe(200);
  }, 90_000);

  it('stops a streamed JSON body over the limit on its way to Prism with 413, and Prism keeps answering', async () => {
    const text = new TextEncoder().encode(JSON.stringify({ body: 'a'.repeat(REQUEST_BODY_LIMITS.json) }));
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < text.length; at += 64 * 1024) controller.enqueue(text.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
    const answer = await fetch(`${gateway.url}/waiver/api/waivers/submit-vote`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ type: 'about:blank', status: 413 });
    expect((await prismGet()).status).toBe(200);
  }, 60_000);
});
