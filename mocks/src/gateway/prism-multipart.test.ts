import { describe, expect, it } from 'vitest';
import { DEFAULT_FILE_PART_TYPE, prismReadableMultipart } from './prism-multipart.ts';

const TYPE = 'multipart/form-data; boundary=b';
const body = (...headers: string[]) => Buffer.from(`--b\r\n${headers.join('\r\n')}\r\n\r\nx\r\n--b--\r\n`);

describe('prismReadableMultipart', () => {
  it('passes on unchanged what browsers and fetch send: quoted names and filenames, file parts with a Content-Type', async () => {
    const form = new FormData();
    form.set('CommunityId', 'c101');
    form.set('file0', new Blob(['png'], { type: 'image/png' }), 'photo (1).png');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const raw = Buffer.from(await request.arrayBuffer());
    expect(prismReadableMultipart(raw, request.headers.get('content-type') ?? '')).toEqual({ body: raw });
    const field = body('Content-Disposition: form-data; name="a"');
    expect(prismReadableMultipart(field, TYPE)).toEqual({ body: field });
  });

  it('gives a file part without a Content-Type the default type, byte for byte otherwise', () => {
    const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00, 0xc3]);
    const raw = Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="id"\r\n\r\n7\r\n--b\r\nContent-Disposition: form-data; name="file0"; filename="a.png"\r\n\r\n'),
      binary,
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const readable = prismReadableMultipart(raw, TYPE);
    const expected = Buffer.concat([
      Buffer.from(
        `--b\r\nContent-Disposition: form-data; name="id"\r\n\r\n7\r\n--b\r\nContent-Disposition: form-data; name="file0"; filename="a.png"\r\nContent-Type: ${DEFAULT_FILE_PART_TYPE}\r\n\r\n`,
      ),
      binary,
      Buffer.from('\r\n--b--\r\n'),
    ]);
    expect(readable).toEqual({ body: expected });
  });

  it('names the part headers Prism would throw on', () => {
    const unreadable = (raw: Buffer) => ('unreadable' in prismReadableMultipart(raw, TYPE) ? (prismReadableMultipart(raw, TYPE) as { unreadable: string }).unreadable : undefined);
    expect(unreadable(body('Content-Disposition: form-data; name="f"; filename=a.png', 'Content-Type: image/png'))).toMatch(/quoted/);
    expect(unreadable(body('Content-Disposition: form-data; name="f"; filename="a=b.png"', 'Content-Type: image/png'))).toMatch(/quoted/);
    expect(unreadable(body('Content-Type: text/plain'))).toMatch(/name/);
    expect(unreadable(body('Content-Disposition: form-data; name="100%"'))).toMatch(/percent/);
    expect(unreadable(body('Content-Disposition: form-data; name="a%e9"'))).toMatch(/percent/);
  });
});
