// The monitoring intake (spec 000 §1): with VITE_MONITORING_URL pointing at the sandbox (a Sentry DSN
// such as http://sandbox@127.0.0.1:4010/__sandbox/monitoring/1), the app's monitoring library posts its
// envelopes here; `GET /__sandbox/monitoring` shows tests and developers what arrived, decoded.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** The envelopes kept, newest first (older ones are dropped). */
export const MONITORING_LIMIT = 200;

/** Where the library posts: `<DSN path>/api/<project id>/envelope/` under the control prefix. */
export const MONITORING_ENVELOPE_PATH = /^monitoring\/api\/([^/]+)\/envelope\/?$/;

/** One item of an envelope: its type ('session', 'event', 'replay_event', 'replay_recording'...), headers and decoded payload. */
export interface MonitoringItem {
  readonly type: string;
  readonly headers: Readonly<Record<string, unknown>>;
  /** JSON payloads parsed; a replay recording as `{ segment, events }`; anything else as text. */
  readonly payload: unknown;
}

/** One envelope as it arrived. */
export interface MonitoringEnvelope {
  readonly at: string;
  readonly project: string;
  /** The DSN's public key (`sentry_key`), when sent. */
  readonly key: string | null;
  readonly headers: Readonly<Record<string, unknown>>;
  readonly items: readonly MonitoringItem[];
}

/** An envelope that cannot be read. */
export class EnvelopeError extends Error {}

/** The body as sent: decompressed by its Content-Encoding (gzip, deflate, br). */
export function decodeBody(raw: Buffer, contentEncoding: string | undefined): Buffer {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  try {
    if (encoding === 'gzip') return gunzipSync(raw);
    if (encoding === 'deflate') return inflateSync(raw);
    if (encoding === 'br') return brotliDecompressSync(raw);
  } catch {
    throw new EnvelopeError(`The body is not valid ${encoding}.`);
  }
  if (encoding !== '' && encoding !== 'identity') throw new EnvelopeError(`Unsupported Content-Encoding ${encoding}.`);
  return raw;
}

function json(bytes: Buffer, what: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new EnvelopeError(`${what} is not JSON.`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A replay recording: a JSON header line, then the events as JSON or zlib-compressed JSON (the library's worker compresses). */
function recordingOf(bytes: Buffer): { segment: unknown; events: unknown } {
  const newline = bytes.indexOf(0x0a);
  if (newline < 0) throw new EnvelopeError('The replay recording has no header line.');
  const segment = json(bytes.subarray(0, newline), 'The replay recording header');
  const body = bytes.subarray(newline + 1);
  const text = body.toString('utf8').trimStart();
  if (text.startsWith('[') || text.startsWith('{')) return { segment, events: json(body, 'The replay recording') };
  let inflated: Buffer;
  try {
    inflated = inflateSync(body);
  } catch {
    throw new EnvelopeError('The replay recording is neither JSON nor zlib-compressed JSON.');
  }
  return { segment, events: json(inflated, 'The decompressed replay recording') };
}

function payloadOf(type: string, bytes: Buffer): unknown {
  if (type === 'replay_recording') return recordingOf(bytes);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return bytes.toString('utf8');
  }
}

/**
 * Parses an envelope: a header line, then items, each a header line and a payload of `length` bytes
 * (or up to the next newline without `length`).
 */
export function parseEnvelope(body: Buffer): { headers: Record<string, unknown>; items: MonitoringItem[] } {
  let at = body.indexOf(0x0a);
  if (at < 0) at = body.length;
  const headers = json(body.subarray(0, at), 'The envelope header');
  if (!isRecord(headers)) throw new EnvelopeError('The envelope header is not an object.');
  const items: MonitoringItem[] = [];
  at += 1;
  while (at < body.length) {
    let end = body.indexOf(0x0a, at);
    if (end < 0) end = body.length;
    if (end === at) {
      at += 1;
      continue;
    }
    const itemHeaders = json(body.subarray(at, end), 'An item header');
    if (!isRecord(itemHeaders) || typeof itemHeaders.type !== 'string') throw new EnvelopeError('An item header has no type.');
    const start = end + 1;
    const length = itemHeaders.length;
    let stop: number;
    if (typeof length === 'number') {
      if (!Number.isInteger(length) || length < 0 || start + length > body.length) throw new EnvelopeError('An item is shorter than its length.');
      stop = start + length;
    } else {
      stop = body.indexOf(0x0a, start);
      if (stop < 0) stop = body.length;
    }
    items.push({ type: itemHeaders.type, headers: itemHeaders, payload: payloadOf(itemHeaders.type, body.subarray(start, stop)) });
    at = stop + 1;
  }
  return { headers, items };
}

/** What the intake received, newest first, up to {@link MONITORING_LIMIT}. */
export class MonitoringRecorder {
  readonly #envelopes: MonitoringEnvelope[] = [];

  /** Records one posted envelope; throws {@link EnvelopeError} when it cannot be read. */
  record(project: string, key: string | null, raw: Buffer, contentEncoding?: string): MonitoringEnvelope {
    const { headers, items } = parseEnvelope(decodeBody(raw, contentEncoding));
    const envelope: MonitoringEnvelope = { at: new Date().toISOString(), project, key, headers, items };
    this.#envelopes.unshift(envelope);
    this.#envelopes.length = Math.min(this.#envelopes.length, MONITORING_LIMIT);
    return envelope;
  }

  /** The envelopes, newest first; with `type`, only those with an item of that type. */
  list(type?: string | null): MonitoringEnvelope[] {
    return type ? this.#envelopes.filter((envelope) => envelope.items.some((item) => item.type === type)) : [...this.#envelopes];
  }

  /** Forgets everything received. */
  clear(): void {
    this.#envelopes.length = 0;
  }
}
