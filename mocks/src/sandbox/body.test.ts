import { describe, expect, it } from 'vitest';
import { fileBuffersOf, parseMultipart } from './body.ts';
import type { UploadedFile } from './validate.ts';

const BOUNDARY = 'bench-boundary';

function multipart(parts: { name: string; fileName?: string; content: string }[]): Buffer {
  const text = parts
    .map((part) => {
      const disposition = `Content-Disposition: form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"\r\nContent-Type: video/mp4`}`;
      return `--${BOUNDARY}\r\n${disposition}\r\n\r\n${part.content}\r\n`;
    })
    .join('');
  return Buffer.from(`${text}--${BOUNDARY}--\r\n`);
}

describe('fileBuffersOf', () => {
  it("gives the buffer under the file parts, which structuredClone then moves instead of copying", () => {
    const raw = multipart([
        { name: 'CommunityId', content: 'c101' },
        { name: 'file0', fileName: 'a.mp4', content: 'first' },
        { name: 'file0', fileName: 'b.mp4', content: 'second' },
    ]);
    const body = parseMultipart(raw, `multipart/form-data; boundary=${BOUNDARY}`);
    const [a, b] = body.file0 as UploadedFile[];
    const buffers = fileBuffersOf(body);
    // One buffer of the body's own under both parts: a small body (in Node's shared pool) is copied once first.
    expect(buffers).toEqual([a?.data?.buffer]);
    expect(b?.data?.buffer).toBe(a?.data?.buffer);
    expect(buffers[0]).not.toBe(raw.buffer);

    const moved = structuredClone(body, { transfer: buffers }) as { CommunityId: string; file0: UploadedFile[] };
    expect(moved.CommunityId).toBe('c101');
    expect(moved.file0.map((file) => Buffer.from(file.data ?? []).toString())).toEqual(['first', 'second']);
    // Moved, not copied: the parsed body's parts are left empty; the body read stays whole.
    expect(a?.data?.byteLength).toBe(0);
    expect(raw.toString()).toContain('second');
  });

  it('uses a large body in place: its parts are views, not copies', () => {
    const content = 'x'.repeat(100_000);
    const raw = Buffer.concat([multipart([{ name: 'file0', fileName: 'big.mp4', content }])]);
    const body = parseMultipart(raw, `multipart/form-data; boundary=${BOUNDARY}`);
    const file = body.file0 as UploadedFile;
    expect(file.size).toBe(100_000);
    expect(file.data?.buffer).toBe(raw.buffer);
    expect(fileBuffersOf(body)).toEqual([raw.buffer]);
  });

  it('finds nothing to move in a JSON body, a text or nothing', () => {
    expect(fileBuffersOf({ name: 'x.pdf', size: 3, type: 'application/pdf' })).toEqual([]);
    expect(fileBuffersOf({ items: [{ id: '1' }] })).toEqual([]);
    expect(fileBuffersOf('text')).toEqual([]);
    expect(fileBuffersOf(undefined)).toEqual([]);
  });

  it('leaves bytes parseMultipart did not read alone', () => {
    const shared = new Uint8Array(16);
    expect(fileBuffersOf({ file0: { name: 'a.mp4', type: 'video/mp4', size: 4, data: shared.subarray(4, 8) } })).toEqual([]);
  });
});
