/** The monitoring intake (spec 000 §1): envelopes in the library's format, recorded and read back over HTTP. */
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EnvelopeError, MONITORING_LIMIT, MonitoringRecorder, decodeBody, parseEnvelope } from './monitoring.ts';
import { startTestSandbox } from './testing.ts';
import type { RunningSandbox } from './testing.ts';

const APP_ORIGIN = 'http://127.0.0.1:5173';
const INTAKE = '/__sandbox/monitoring/api/1/envelope/?sentry_key=sandbox&sentry_version=7';

const session = { sid: 's1', init: true, status: 'ok', did: '00000000-0000-4000-8000-000000000101', attrs: { release: 'ypo-web@10.16.2' } };
const events = [{ type: 2, data: { node: { type: 0, childNodes: [] } }, timestamp: 1 }, { type: 3, data: { source: 5, text: '********' }, timestamp: 2 }];

/** An envelope as the library writes it: header line, then each item's header line and payload (with its byte length). */
function envelope(items: readonly (readonly [Record<string, unknown>, string | Buffer])[]): Buffer {
  const parts: Buffer[] = [Buffer.from(JSON.stringify({ sent_at: '2026-11-23T21:00:00.000Z', sdk: { name: 'sentry.javascript.browser' } }))];
  for (const [headers, payload] of items) {
    const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    parts.push(Buffer.from(`\n${JSON.stringify({ ...headers, length: bytes.length })}\n`), bytes);
  }
  return Buffer.concat(parts);
}

const recording = (body: string | Buffer) => Buffer.concat([Buffer.from('{"segment_id":0}\n'), Buffer.isBuffer(body) ? body : Buffer.from(body)]);

describe('parseEnvelope', () => {
  it('reads the header and each item, JSON payloads parsed', () => {
    const parsed = parseEnvelope(envelope([[{ type: 'session' }, JSON.stringify(session)], [{ type: 'attachment' }, 'plain\ntext']]));
    expect(parsed.headers).toMatchObject({ sdk: { name: 'sentry.javascript.browser' } });
    expect(parsed.items).toEqual([
      { type: 'session', headers: { type: 'session', length: JSON.stringify(session).length }, payload: session },
      { type: 'attachment', headers: { type: 'attachment', length: 10 }, payload: 'plain\ntext' },
    ]);
  });

  it('reads an item without a length up to the end of its line', () => {
    const raw = Buffer.from(`{}\n{"type":"session"}\n${JSON.stringify(session)}\n{"type":"client_report"}\n{"discarded_events":[]}`);
    expect(parseEnvelope(raw).items.map((item) => item.payload)).toEqual([session, { discarded_events: [] }]);
  });

  it('decodes a replay recording, plain or zlib-compressed as the compression worker sends it', () => {
    const plain = parseEnvelope(envelope([[{ type: 'replay_recording' }, recording(JSON.stringify(events))]]));
    expect(plain.items[0]?.payload).toEqual({ segment: { segment_id: 0 }, events });
    const compressed = parseEnvelope(envelope([[{ type: 'replay_recording' }, recording(deflateSync(JSON.stringify(events)))]]));
    expect(compressed.items[0]?.payload).toEqual({ segment: { segment_id: 0 }, events });
  });

  it('refuses what is not an envelope', () => {
    expect(() => parseEnvelope(Buffer.from('not json'))).toThrow(EnvelopeError);
    expect(() => parseEnvelope(Buffer.from('{}\n{"length":2}\n{}'))).toThrow('An item header has no type.');
    expect(() => parseEnvelope(Buffer.from('{}\n{"type":"session","length":99}\n{}'))).toThrow('shorter than its length');
    expect(() => parseEnvelope(envelope([[{ type: 'replay_recording' }, recording(Buffer.from([1, 2, 3]))]]))).toThrow('neither JSON nor zlib');
  });
});

describe('decodeBody', () => {
  it('decompresses by Content-Encoding', () => {
    const raw = Buffer.from('{}');
    expect(decodeBody(gzipSync(raw), 'gzip')).toEqual(raw);
    expect(decodeBody(deflateSync(raw), 'deflate')).toEqual(raw);
    expect(decodeBody(raw, undefined)).toEqual(raw);
    expect(() => decodeBody(raw, 'gzip')).toThrow('not valid gzip');
    expect(() => decodeBody(raw, 'zstd')).toThrow('Unsupported Content-Encoding zstd');
  });
});

describe('MonitoringRecorder', () => {
  it(`keeps the last ${MONITORING_LIMIT} envelopes, newest first, filtered by item type`, () => {
    const recorder = new MonitoringRecorder();
    for (let n = 0; n < MONITORING_LIMIT + 5; n++) recorder.record(String(n), null, envelope([[{ type: n % 2 ? 'session' : 'event' }, '{}']]));
    expect(recorder.list()).toHaveLength(MONITORING_LIMIT);
    expect(recorder.list()[0]?.project).toBe(String(MONITORING_LIMIT + 4));
    expect(recorder.list('session').every((item) => item.items[0]?.type === 'session')).toBe(true);
    recorder.clear();
    expect(recorder.list()).toEqual([]);
  });
});

describe('the intake over HTTP', () => {
  let running: RunningSandbox;
  const call = (path: string, init: RequestInit = {}) => fetch(`${running.url}${path}`, init);

  beforeAll(async () => {
    running = await startTestSandbox();
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(async () => {
    await call('/__sandbox/monitoring', { method: 'DELETE' });
  });

  it('records what the app posts (a simple cross-origin request) and shows it decoded, newest first', async () => {
    const posted = await call(INTAKE, {
      method: 'POST',
      headers: { Origin: APP_ORIGIN, 'Content-Type': 'text/plain;charset=UTF-8' },
      body: new Uint8Array(envelope([[{ type: 'session' }, JSON.stringify(session)]])),
    });
    expect(posted.status).toBe(200);
    expect(posted.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    await call(INTAKE, {
      method: 'POST',
      headers: { 'Content-Encoding': 'gzip' },
      body: gzipSync(envelope([[{ type: 'replay_event' }, '{"replay_id":"r1"}'], [{ type: 'replay_recording' }, recording(JSON.stringify(events))]])),
    });
    const recorded = (await (await call('/__sandbox/monitoring')).json()) as { project: string; key: string; items: { type: string; payload: unknown }[] }[];
    expect(recorded.map((item) => item.items.map((i) => i.type))).toEqual([['replay_event', 'replay_recording'], ['session']]);
    expect(recorded[1]).toMatchObject({ project: '1', key: 'sandbox', items: [{ payload: session }] });
    expect(recorded[0]?.items[1]?.payload).toEqual({ segment: { segment_id: 0 }, events });
    const sessions = (await (await call('/__sandbox/monitoring?type=session')).json()) as unknown[];
    expect(sessions).toHaveLength(1);
  });

  it('answers 400 to what is not an envelope, and DELETE empties the record', async () => {
    const bad = await call(INTAKE, { method: 'POST', body: 'not an envelope' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: 400, detail: expect.stringContaining('could not be read') });
    await call(INTAKE, { method: 'POST', body: new Uint8Array(envelope([[{ type: 'session' }, '{}']])) });
    expect(await (await call('/__sandbox/monitoring')).json()).toHaveLength(1);
    expect(await (await call('/__sandbox/monitoring', { method: 'DELETE' })).json()).toEqual([]);
    expect(await (await call('/__sandbox/monitoring')).json()).toEqual([]);
  });

  it('knows no other monitoring path', async () => {
    expect((await call('/__sandbox/monitoring/api/1/store/', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await call(INTAKE)).status).toBe(404);
  });
});
