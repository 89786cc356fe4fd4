/** Speaker media: the photo and the video blocks are checked by content, kept, joined at the save and served back. */
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../testing.ts';
import { sandboxForTests } from '../test-sandbox.ts';
import { imageSize } from './speaker-media.ts';

const BLOCK = 10_485_760;

/** The first bytes of a PNG of the given size: signature and IHDR are all the server reads. */
function pngHead(width: number, height: number, bytes = 64): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(data.buffer).setUint32(16, width);
  new DataView(data.buffer).setUint32(20, height);
  return data;
}

/** An MP4 of `bytes`: an 'ftyp' box, then filler. */
function mp4(bytes: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(bytes).fill(7);
  data.set([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
  return data;
}

const env = sandboxForTests({ amelie: 'amelie.laurent', amara: 'amara.okafor' });

interface Answer {
  status: number;
  body: { pendingBlobStoragePath?: string; name?: string; detail?: string; title?: string; errors?: Record<string, string[]> } & Record<string, unknown>;
}

async function post(client: ApiClient, path: string, files: { name: string; type: string; data: Uint8Array<ArrayBuffer> }[]): Promise<Answer> {
  const form = new FormData();
  files.forEach((file, i) => form.set(`file${i}`, new Blob([file.data], { type: file.type }), file.name));
  const response = await fetch(`${env.running.url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${client.token}`, 'Ocp-Apim-Subscription-Key': 'k' }, body: form });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const photo = (client: ApiClient, name: string, data: Uint8Array<ArrayBuffer>, type = 'image/png') => post(client, '/speaker/api/speaker/upload-speaker-profile-image', [{ name, type, data }]);

/** Sends a video as the engine does: 10 MB blocks, each a request; answers the pending paths in order. */
async function videoBlocks(client: ApiClient, name: string, data: Uint8Array<ArrayBuffer>): Promise<string[]> {
  const paths: string[] = [];
  for (let start = 0; start < data.length; start += BLOCK) {
    const answer = await post(client, '/uploads/api/upload/speakerProfile/presentation', [{ name, type: 'video/mp4', data: data.slice(start, start + BLOCK) }]);
    expect(answer.status).toBe(200);
    paths.push(...(answer.body as unknown as { pendingBlobStoragePath: string }[]).map((x) => x.pendingBlobStoragePath));
  }
  return paths;
}

async function media(url: string) {
  const response = await fetch(`${env.running.url}${new URL(url).pathname}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

function profileBody(extra: Record<string, unknown>) {
  return {
    speakerId: null, personID: null, preferredName: 'Amelie', firstName: 'Amelie', familyName: 'Laurent', title: 'Keynote speaker', travelFromCity: 'Harbor City',
    country: 'Harbor Isles', phoneCode: '1', phone: '5550100001', email: 'amelie.laurent@speakers.example', linkedInUrl: null, gender: 'Female', profileImageUrl: null,
    fallbackProfileImageUrl: null, feeRange: 3, reducedFee: false, travellingResourceProgram: false, biography: 'Speaks on logistics.', servingResource: true,
    webSiteUrl: null, previuoslySpokenAtYpoEvent: null, topics: [{ categoryName: 'Leadership', childTopics: [{ topicName: 'Leading Change', isSelected: true }] }], languages: [{ id: 'en', name: 'English' }], associations: [{ id: 'assoc-1', name: 'Leadership Speakers Guild' }],
    ...extra,
  };
}

describe('imageSize', () => {
  it('reads PNG, GIF, BMP and JPEG headers', () => {
    expect(imageSize(pngHead(600, 400))).toEqual({ width: 600, height: 400 });
    expect(imageSize(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x03, 0x10, 0x00]))).toEqual({ width: 800, height: 16 });
    const bmp = new Uint8Array(30);
    bmp.set([0x42, 0x4d]);
    new DataView(bmp.buffer).setInt32(18, 501, true);
    new DataView(bmp.buffer).setInt32(22, -20, true); // top-down rows
    expect(imageSize(bmp)).toEqual({ width: 501, height: 20 });
    // SOI, an APP0 of 16 bytes, then SOF0: precision 8, height 0x01F4 (500), width 0x0258 (600).
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...new Array<number>(14).fill(0), 0xff, 0xc0, 0, 17, 8, 0x01, 0xf4, 0x02, 0x58, 3]);
    expect(imageSize(jpeg)).toEqual({ width: 600, height: 500 });
    expect(imageSize(Uint8Array.from([1, 2, 3]))).toBeUndefined();
  });
});

describe('uploadSpeakerProfileImage', () => {
  it('keeps a photo within 500x500; the save makes its pending path a media address serving the bytes', async () => {
    const data = pngHead(500, 500);
    const answer = await photo(env.as.amelie, 'Amelie portrait.png', data);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ pendingBlobStoragePath: expect.stringMatching(/^pending\/speakers\/.+\/Amelie-portrait\.png$/), name: 'Amelie portrait.png' });

    const saved = await env.as.amelie.post<{ profileImageUrl: string }>('/speaker/api/speaker/save-speaker', profileBody({ profileImageUrl: answer.body.pendingBlobStoragePath }));
    expect(saved.status).toBe(200);
    expect(saved.body.profileImageUrl).toMatch(/\/__sandbox\/media\/pending\/speakers\//);
    expect(await media(saved.body.profileImageUrl)).toMatchObject({ status: 200, type: 'image/png', bytes: data });
  });

  it("refuses a photo over 500x500, of 2MB or more, or not an image by its content: 'File does not meet requirements'", async () => {
    for (const [name, data] of [['wide.png', pngHead(600, 600)], ['big.png', pngHead(100, 100, 3 * 1024 * 1024)], ['renamed.png', mp4(64)]] as const) {
      const answer = await photo(env.as.amelie, name, data);
      expect(answer.status, name).toBe(422);
      expect(answer.body.detail ?? answer.body.title, name).toBe('File does not meet requirements');
    }
  });
});

describe('uploadsUploadSpeakerProfile and the saved presentation video', () => {
  it('joins a 12 MB MP4 sent as two blocks into one video, answered with its name, address and size; absent keeps it, null deletes it', async () => {
    const data = mp4(12 * 1024 * 1024);
    const paths = await videoBlocks(env.as.amelie, 'Keynote.mp4', data);
    expect(paths).toHaveLength(2);

    const saved = await env.as.amelie.post<{ presentationVideo: { name: string; url: string; size: number } | null; approvalStatus: string }>(
      '/speaker/api/speaker/save-speaker', profileBody({ presentationVideo: { name: 'Keynote.mp4', pendingBlobStoragePaths: paths } }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.presentationVideo).toEqual({ name: 'Keynote.mp4', url: expect.stringContaining('/__sandbox/media/media/speakers/'), size: data.length });
    const served = await media(saved.body.presentationVideo?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.type).toBe('video/mp4');
    expect(served.bytes.length).toBe(data.length);
    expect(Buffer.from(served.bytes).equals(Buffer.from(data))).toBe(true);

    const kept = await env.as.amelie.post<{ presentationVideo: unknown }>('/speaker/api/speaker/edit-speaker', profileBody({ title: 'Author' }));
    expect(kept.body.presentationVideo).toEqual(saved.body.presentationVideo);
    const deleted = await env.as.amelie.post<{ presentationVideo: unknown }>('/speaker/api/speaker/edit-speaker', profileBody({ presentationVideo: null }));
    expect(deleted.body.presentationVideo).toBeNull();
  });

  it("refuses a block that is not MP4 or MOV, another person's blocks, and a first block without a video signature", async () => {
    const wrong = await post(env.as.amelie, '/uploads/api/upload/speakerProfile/presentation', [{ name: 'talk.avi', type: 'video/x-msvideo', data: mp4(64) }]);
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail ?? wrong.body.title).toBe('File must be MP4 or MOV');

    const others = await videoBlocks(env.as.amara, 'Talk.mp4', mp4(1024));
    const foreign = await env.as.amelie.post('/speaker/api/speaker/save-speaker', profileBody({ presentationVideo: { name: 'Talk.mp4', pendingBlobStoragePaths: others } }));
    expect(foreign.status).toBe(422);

    const fake = await videoBlocks(env.as.amelie, 'Fake.mp4', new Uint8Array(1024).fill(1));
    const refused = await env.as.amelie.post<{ detail?: string; title?: string }>('/speaker/api/speaker/save-speaker', profileBody({ presentationVideo: { name: 'Fake.mp4', pendingBlobStoragePaths: fake } }));
    expect(refused.status).toBe(422);
    expect(refused.body.detail ?? refused.body.title).toBe('File must be MP4 or MOV');
  });
});
