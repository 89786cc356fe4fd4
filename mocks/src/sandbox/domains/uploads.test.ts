/** Post uploads (uploadsUploadFiles): the upload engine's blocks are kept, served back, and seen by other personas. */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../testing.ts';
import { sandboxForTests } from '../test-sandbox.ts';
import { MAX_UPLOAD_BLOCK_BYTES, placeholderPng } from './uploads.ts';

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const NORTHWIND = '00000000-0000-4000-8000-00000000c102';
// A 1x1 PNG (the contract's example) and the first bytes of a JPEG.
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==', 'base64'));
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

interface Pending {
  pendingBlobStoragePath: string;
  name: string;
}

const env = sandboxForTests({
  amara: 'amara.okafor', // member of Harbor City Chapter
  daniel: 'daniel.okafor', // member of Harbor City Chapter
  chen: 'chen.weiling', // Northwind Gold Chapter only
});

/** POSTs the files as the upload engine does: one multipart request, fields file0, file1, ... */
async function upload(client: ApiClient, files: { name: string; type: string; data: Uint8Array<ArrayBuffer> }[], communityId = HARBOR_CITY) {
  const form = new FormData();
  files.forEach((file, i) => form.set(`file${i}`, new Blob([file.data], { type: file.type }), file.name));
  const response = await fetch(`${env.running.url}/uploads/api/upload/${communityId}/chapter`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${client.token}`, 'Ocp-Apim-Subscription-Key': 'k' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Pending[] & { detail?: string; errors?: Record<string, string[]> } };
}

/** GETs a media address from the running gateway (the answer names the usual gateway origin). */
async function media(url: string) {
  const response = await fetch(`${env.running.url}${new URL(url).pathname}`);
  return { status: response.status, type: response.headers.get('content-type'), headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('uploadsUploadFiles', () => {
  it("keeps the images; the post that carries them shows them to another member, byte for byte", async () => {
    const answer = await upload(env.as.amara, [
      { name: 'Summit stage.png', type: 'image/png', data: PNG },
      { name: 'dinner.jpg', type: 'image/jpeg', data: JPEG },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { pendingBlobStoragePath: expect.stringMatching(new RegExp(`^pending/${HARBOR_CITY}/[0-9a-f-]{36}/Summit-stage\\.png$`)), name: 'Summit stage.png' },
      { pendingBlobStoragePath: expect.stringMatching(/\/dinner\.jpg$/), name: 'dinner.jpg' },
    ]);

    const created = await env.as.amara.post<{ id: string }>('/posts/api/post/create/chapter', { title: 'Summit', body: 'Two pictures', communityId: HARBOR_CITY, postImage: answer.body });
    expect(created.status).toBe(200);
    const seen = (await env.as.daniel.get<{ id: string; images: { url: string; name: string }[] }[]>('/posts/api/post/getFollowedPostsList?skipNumber=0&takeSize=30')).body.find((p) => p.id === created.body.id);
    expect(seen?.images.map((i) => i.name)).toEqual(['Summit stage.png', 'dinner.jpg']);
    const [first, second] = await Promise.all((seen?.images ?? []).map((image) => media(image.url)));
    expect(first).toMatchObject({ status: 200, type: 'image/png', bytes: PNG });
    expect(second).toMatchObject({ status: 200, type: 'image/jpeg', bytes: JPEG });
    // postFileDownload gives the uploaded bytes back too, under the image's name.
    const download = await fetch(`${env.running.url}/posts/api/post/postFileDownload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.as.daniel.token}`, 'Ocp-Apim-Subscription-Key': 'k', 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: seen?.images[1]?.url }),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="dinner.jpg"');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(JPEG);
    // Served as what it is: never sniffed into something else, never run.
    expect(first?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first?.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('takes up to 6 images in one request (spec 001 §3), answering 422 for a seventh', async () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i}.png`, type: 'image/png', data: PNG }));
    expect((await upload(env.as.amara, images(6))).body).toHaveLength(6);
    const seven = await upload(env.as.amara, images(7));
    expect(seven.status).toBe(422);
    expect(seven.body.errors).toHaveProperty('file6');
  });

  it("refuses other types and images that are not what they say, with 'File type not supported' (spec 001 §8)", async () => {
    const exe = await upload(env.as.amara, [{ name: 'setup.exe', type: 'application/octet-stream', data: PNG }]);
    expect(exe).toMatchObject({ status: 422, body: { detail: 'File type not supported' } });
    const fake = await upload(env.as.amara, [{ name: 'photo.png', type: 'image/png', data: new TextEncoder().encode('<script>alert(1)</script>') }]);
    expect(fake).toMatchObject({ status: 422, body: { detail: 'File type not supported' } });
    // Checked before anything is kept: a refused request keeps its good files neither.
    const mixed = await upload(env.as.amara, [{ name: 'ok.png', type: 'image/png', data: PNG }, { name: 'notes.txt', type: 'text/plain', data: PNG }]);
    expect(mixed.status).toBe(422);
    expect(Object.keys((env.running.sandbox.store.uploads as { files: object }).files)).toEqual([]);
  });

  it('takes video in blocks of at most 10 MB (spec 002 §5), answering 422 for a larger block', async () => {
    const block = await upload(env.as.amara, [{ name: 'walkthrough.mp4', type: 'video/mp4', data: new Uint8Array(1024) }]);
    expect(block).toMatchObject({ status: 200, body: [{ name: 'walkthrough.mp4' }] });
    const tooLarge = await upload(env.as.amara, [{ name: 'walkthrough.mp4', type: 'video/mp4', data: new Uint8Array(MAX_UPLOAD_BLOCK_BYTES + 1) }]);
    expect(tooLarge).toMatchObject({ status: 422, body: { detail: 'File does not meet requirements' } });
  });

  it('lets only members of the community upload (the non-member 403), and 404 for an unknown community', async () => {
    const stranger = await upload(env.as.chen, [{ name: 'a.png', type: 'image/png', data: PNG }]);
    expect(stranger).toMatchObject({ status: 403, body: { detail: 'You are not a member of this community.' } });
    expect((await upload(env.as.chen, [{ name: 'a.png', type: 'image/png', data: PNG }], NORTHWIND)).status).toBe(200);
    expect((await upload(env.as.amara, [{ name: 'a.png', type: 'image/png', data: PNG }], '00000000-0000-4000-8000-0000000000ff')).status).toBe(404);
  });
});

describe('the media the gateway serves', () => {
  it('draws the seeded pictures (a PNG, the same for the same path), and answers 404 for anything else', async () => {
    const seeded = await media('http://127.0.0.1:4010/__sandbox/media/seed/posts/x/1-1.png');
    expect(seeded).toMatchObject({ status: 200, type: 'image/png' });
    expect([...seeded.bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(seeded.bytes).toEqual(placeholderPng('seed/posts/x/1-1.png'));
    expect((await media('http://127.0.0.1:4010/__sandbox/media/pending/nothing-here.png')).status).toBe(404);
    expect((await media('http://127.0.0.1:4010/__sandbox/media/seed/%E0%A4%A.png')).status).toBe(404);
  });

  it('serves the around-me bulk add template: a spreadsheet whose header row names the business asset fields', async () => {
    const template = await media('http://127.0.0.1:4010/__sandbox/media/templates/Businesses%20bulk%20add%20template.xlsx');
    expect(template).toMatchObject({ status: 200, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    expect([...template.bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    const text = new TextDecoder().decode(template.bytes);
    for (const column of ['Name', 'Address 1', 'Country Code', 'Establishment Type', 'Hotel Class', 'Telephone']) expect(text).toContain(`>${column}</t>`);
  });
});
