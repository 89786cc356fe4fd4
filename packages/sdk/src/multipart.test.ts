import { describe, expect, it, vi } from 'vitest';
import { createSdk, fileFields, serializeBody, toFormData } from './index.ts';

const CHAPTER_ID = '00000000-0000-4000-8000-00000000c101';
const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'summit-stage.png', { type: 'image/png' });
const bylaws = () => new File(['%PDF-1.4 bylaws'], 'Chapter bylaws.pdf', { type: 'application/pdf' });

function recordingFetch(body: unknown = []) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetch, requests };
}

describe('toFormData', () => {
  it('names the files file0, file1, ... in order, then adds the fields', async () => {
    const form = toFormData([photo(), bylaws()], { title: 'Welcome tour', CommunityId: CHAPTER_ID });
    expect([...form.keys()]).toEqual(['file0', 'file1', 'title', 'CommunityId']);
    expect((form.get('file0') as File).name).toBe('summit-stage.png');
    expect(await (form.get('file1') as File).text()).toBe('%PDF-1.4 bylaws');
    expect(form.get('title')).toBe('Welcome tour');
  });

  it('refuses an upload without a file', () => {
    expect(() => toFormData([])).toThrow(RangeError);
  });
});

describe('multipart calls through createSdk', () => {
  it('sends the files of an upload as multipart fields file0, file1', async () => {
    const { fetch, requests } = recordingFetch([{ fileName: 'summit-stage.png', fileType: 'image/png', bytes: 'iVBORw0KGgo=' }]);
    const sdk = createSdk({ baseUrl: 'http://gw.test', getAccessToken: () => 'tok-1', fetch });
    const { data, error } = await sdk.uploads.POST('/uploads/api/upload/{id}/{name}', {
      params: { path: { id: CHAPTER_ID, name: 'chapter' } },
      body: fileFields([photo(), bylaws()]),
    });
    expect(error).toBeUndefined();
    expect(data).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe(`http://gw.test/uploads/api/upload/${CHAPTER_ID}/chapter`);
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1');
    const form = await request!.formData();
    expect([...form.keys()]).toEqual(['file0', 'file1']);
    expect((form.get('file0') as File).name).toBe('summit-stage.png');
    expect(new Uint8Array(await (form.get('file0') as File).arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect((form.get('file1') as File).type).toBe('application/pdf');
  });

  it('sends the other fields of a multipart contract beside file0', async () => {
    const { fetch, requests } = recordingFetch({ videos: [] });
    const sdk = createSdk({ baseUrl: 'http://gw.test', fetch });
    const video = new File(['....ftypmp42'], 'welcome.mp4', { type: 'video/mp4' });
    await sdk.assistpage.POST('/assistpage/api/assist/create-tour-video', { body: { file0: video, title: 'Welcome tour', fileExt: '.mp4' } });
    const form = await requests[0]!.formData();
    expect([...form.keys()]).toEqual(['file0', 'title', 'fileExt']);
    expect((form.get('file0') as File).name).toBe('welcome.mp4');
    expect(form.get('title')).toBe('Welcome tour');
  });

  it('takes a ready FormData through a per-call bodySerializer', async () => {
    const { fetch, requests } = recordingFetch();
    const sdk = createSdk({ baseUrl: 'http://gw.test', fetch });
    const files = [photo()];
    await sdk.uploads.POST('/uploads/api/upload/speakerProfile/{community}', {
      params: { path: { community: 'speaker' } },
      body: fileFields(files),
      bodySerializer: () => toFormData(files),
    });
    const form = await requests[0]!.formData();
    expect([...form.keys()]).toEqual(['file0']);
  });

  it('still sends a body without files as JSON', async () => {
    const { fetch, requests } = recordingFetch({ chatUsers: [] });
    const sdk = createSdk({ baseUrl: 'http://gw.test', fetch });
    await sdk.chat.POST('/chat/api/chat/get-chat-users', { body: { userIds: ['5d1f6a2e-3c4b-4f7a-9e21-0a0000000001'] } });
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]!.json()).toEqual({ userIds: ['5d1f6a2e-3c4b-4f7a-9e21-0a0000000001'] });
  });

  it('serializes JSON-typed form fields as JSON text (the chapter studio form)', () => {
    const form = serializeBody({
      title: 'Summit',
      isActive: true,
      visibleToObject: [{ label: 'Chapter Managers', value: 'ChapterManager' }],
      sponsorRegionsList: [],
      files: [photo()],
    });
    expect(form).toBeInstanceOf(FormData);
    const fields = form as FormData;
    expect(fields.get('isActive')).toBe('true');
    expect(JSON.parse(fields.get('visibleToObject') as string)).toEqual([{ label: 'Chapter Managers', value: 'ChapterManager' }]);
    expect(fields.get('sponsorRegionsList')).toBe('[]');
    expect((fields.get('files') as File).name).toBe('summit-stage.png');
  });
});
