// Reading request bodies: JSON, and multipart/form-data into a record of fields (files as { name, type, size, data }).
import type { IncomingMessage } from 'node:http';
import { requestBodyLimit } from '../gateway/server.ts';
import type { UploadedFile } from './validate.ts';

/** Reads the whole body of a request, up to the gateway's limit for its content type (a chunked body has no Content-Length the gateway could check first). */
export async function readBody(req: IncomingMessage, limit = requestBodyLimit(req.headers['content-type'])): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new BodyError(413, `The request body is larger than ${limit} bytes.`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** A body that cannot be read (answered 400 or 413). */
export class BodyError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Parses a body by its content type: JSON (any *json type), multipart, else the text. Empty -> undefined. */
export function parseBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) return parseMultipart(raw, contentType ?? '');
  const text = raw.toString('utf8');
  if (type === '' || type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      throw new BodyError(400, 'The request body could not be read.');
    }
  }
  return text;
}

/**
 * The buffer under the file parts of a parsed body, to move (not copy) it with `structuredClone`'s
 * `transfer`: {@link parseMultipart} gives its parts views into a buffer of the body's own (never
 * Node's shared pool). Other values have none.
 */
export function fileBuffersOf(body: unknown): ArrayBuffer[] {
  if (!body || typeof body !== 'object') return [];
  const buffers = new Set<ArrayBuffer>();
  for (const value of Object.values(body)) {
    for (const part of Array.isArray(value) ? (value as unknown[]) : [value]) {
      const data = (part as Partial<UploadedFile> | null)?.data;
      if (data instanceof Uint8Array && data.buffer instanceof ArrayBuffer && ownBuffers.has(data.buffer)) buffers.add(data.buffer);
    }
  }
  return [...buffers];
}

// Buffers parseMultipart made or checked to be a body's own: the only ones fileBuffersOf gives out.
const ownBuffers = new WeakSet<ArrayBuffer>();

/** `raw` on an ArrayBuffer of its own: as it is when it spans its buffer (a large read body), else copied once. */
function ownedBytes(raw: Buffer): Buffer {
  if (raw.byteOffset === 0 && raw.byteLength === raw.buffer.byteLength && raw.buffer instanceof ArrayBuffer) return raw;
  const own = Buffer.allocUnsafeSlow(raw.length);
  raw.copy(own);
  return own;
}

/** Parses multipart/form-data: text fields as strings, file parts as { name, type, size, data }; repeated names become lists. */
export function parseMultipart(body: Buffer, contentType: string): Record<string, unknown> {
  // File parts are views into the body (10 MB blocks are not copied again); a domain that keeps
  // bytes copies what it keeps (uploads.ts `keep`).
  const raw = ownedBytes(body);
  ownBuffers.add(raw.buffer as ArrayBuffer);
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) throw new BodyError(400, 'The multipart body has no boundary.');
  const delimiter = Buffer.from(`--${mark.trim()}`);
  const fields: Record<string, unknown> = {};
  let at = raw.indexOf(delimiter);
  if (at < 0) throw new BodyError(400, 'The request body could not be read.');
  for (;;) {
    at += delimiter.length;
    if (raw.subarray(at, at + 2).toString() === '--') break;
    const headerEnd = raw.indexOf('\r\n\r\n', at);
    const next = raw.indexOf(delimiter, at);
    if (headerEnd < 0 || next < 0) throw new BodyError(400, 'The request body could not be read.');
    const headers = raw.subarray(at, headerEnd).toString('utf8');
    const content = raw.subarray(headerEnd + 4, next - 2); // the part ends with CRLF before the delimiter
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    const fileName = /filename="([^"]*)"/i.exec(headers)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim();
    if (name !== undefined) {
      const value: unknown =
        fileName !== undefined
          ? ({ name: fileName, type: type ?? 'application/octet-stream', size: content.length, data: content } satisfies UploadedFile)
          : content.toString('utf8');
      const existing = fields[name];
      fields[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    at = next;
  }
  return fields;
}
