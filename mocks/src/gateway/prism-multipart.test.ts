import { describe, expect, it } from 'vitest';
import { prismUnreadablePart } from './prism-multipart.ts';

const TYPE = 'multipart/form-data; boundary=b';
const body = (...headers: string[]) => Buffer.from(`--b\r\n${headers.join('\r\n')}\r\n\r\nx\r\n--b--\r\n`);

describe('prismUnreadablePart', () => {
  it('reads what browsers and fetch send: quoted names and filenames, file parts with a Content-Type', async () => {
    const form = new FormData();
    form.set('CommunityId', 'c101');
    form.set('file0', new Blob(['png'], { type: 'image/png' }), 'photo (1).png');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const raw = Buffer.from(await request.arrayBuffer());
    expect(prismUnreadablePart(raw, request.headers.get('content-type') ?? '')).toBeUndefined();
    expect(prismUnreadablePart(body('Content-Disposition: form-data; name="a"'), TYPE)).toBeUndefined();
  });

  it('names the part headers Prism would throw on', () => {
    expect(prismUnreadablePart(body('Content-Disposition: form-data; name="f"; filename=a.png', 'Content-Type: image/png'), TYPE)).toMatch(/quoted/);
    expect(prismUnreadablePart(body('Content-Disposition: form-data; name="f"; filename="a=b.png"', 'Content-Type: image/png'), TYPE)).toMatch(/quoted/);
    expect(prismUnreadablePart(body('Content-Disposition: form-data; name="f"; filename="a.png"'), TYPE)).toMatch(/Content-Type/);
    expect(prismUnreadablePart(body('Content-Type: text/plain'), TYPE)).toMatch(/name/);
  });
});
