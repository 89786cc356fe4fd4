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
 * The buffers of the file parts of a parsed body, to move (not copy) them with `structuredClone`'s
 * `transfer`: {@link parseMultipart} gives each part bytes of their own. Other values have none.
 */
export function fileBuffersOf(body: unknown): ArrayBuffer[] {
  if (!body || typeof body !== 'object') return [];
  const buffers = new Set<ArrayBuffer>();
  for (const value of Object.values(body)) {
    for (const part of Array.isArray(value) ? (value as unknown[]) : [value]) {
      const data = (part as Partial<UploadedFile> | null)?.data;
      if (data instanceof Uint8Array && data.buffer instanceof ArrayBuffer && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength) buffers.add(data.buffer);
    }
  }
  return [...buffers];
}

/** Parses multipart/form-data: text fields as strings, file parts as { name, type, size, data }; repeated names become lists. */
export function parseMultipart(raw: Buffer, contentType: string): Record<string, unknown> {
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
          ? // A copy of its own (not a view of the body, nor of Node's shared buffer pool): fileBuffersOf may move it.
            ({ name: fileName, type: type ?? 'application/octet-stream', size: content.length, data: new Uint8Array(content) } satisfies UploadedFile)
          : content.toString('utf8');
      const existing = fields[name];
      fields[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    at = next;
  }
  return fields;
}
