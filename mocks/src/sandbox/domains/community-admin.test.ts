/** Prospect votes, join requests, files and folders across personas. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, startTestSandbox } from '../testing.ts';
import type { ApiClient, RunningSandbox } from '../testing.ts';

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const FAMILY_BUSINESS = '00000000-0000-4000-8000-00000000c401';
const SUSTAINABILITY = '00000000-0000-4000-8000-00000000c501';
const EMPTY = '00000000-0000-0000-0000-000000000000';
const PERMISSIONS = '/communities/api/community/GetUserPermissionsAndCommunities';

interface Prospect {
  prospectId: string;
  upCount: number;
  downCount: number;
  userHasVoted: number;
}
interface JoinRequest {
  id: string;
  communityId: string;
  personId: string;
  approvalInProgress: boolean;
}
interface FileList {
  filesAndMediaList: { id: string; name: string; isFolder: boolean; fileCount: number }[];
  count: number;
  canReOrder: boolean;
}

let running: RunningSandbox;
let amara: ApiClient;
let bruno: ApiClient;
let daniel: ApiClient;
let chen: ApiClient;
let lucia: ApiClient;

beforeAll(async () => {
  running = await startTestSandbox();
  amara = await apiClient(running, 'amara.okafor');
  bruno = await apiClient(running, 'bruno.lindqvist');
  daniel = await apiClient(running, 'daniel.okafor');
  chen = await apiClient(running, 'chen.weiling');
  lucia = await apiClient(running, 'lucia.ferreira');
});

afterAll(async () => {
  expect(running.sandbox.violations).toEqual([]);
  await running.close();
});

beforeEach(() => running.sandbox.reset());

describe('prospect votes', () => {
  it('moves counts between up and down and reports the own vote to each voter', async () => {
    const list = await amara.get<Prospect[]>(`/communities/api/communities/${HARBOR_CITY}/prospects`);
    expect(list.status).toBe(200);
    const prospect = list.body[0] as Prospect;
    expect(prospect.userHasVoted).toBe(-1);
    const vote = (client: ApiClient, value: 0 | 1) => client.post<Prospect & { vote: number }>(`/communities/api/community/${HARBOR_CITY}/vote/create/${prospect.prospectId}/${value}`);

    const up = await amara.post<Prospect & { vote: number }>(`/communities/api/community/${HARBOR_CITY}/vote/create/${prospect.prospectId}/1`);
    expect(up.body).toMatchObject({ vote: 1, upCount: prospect.upCount + 1, downCount: prospect.downCount, userHasVoted: 1 });
    const down = await vote(amara, 0);
    expect(down.body).toMatchObject({ upCount: prospect.upCount, downCount: prospect.downCount + 1, userHasVoted: 0 });

    const seenByBruno = (await bruno.get<Prospect[]>(`/communities/api/communities/${HARBOR_CITY}/prospects`)).body.find((p) => p.prospectId === prospect.prospectId);
    expect(seenByBruno).toMatchObject({ downCount: prospect.downCount + 1, userHasVoted: -1 });

    expect((await vote(daniel, 1)).status).toBe(403); // spouse/partner
    expect((await vote(chen, 1)).status).toBe(403); // not a member of the chapter
    expect((await amara.post(`/communities/api/community/${HARBOR_CITY}/vote/create/${prospect.prospectId}/2`)).status).toBe(422);
  });

  it('lists Ingrid Solberg, who is in Harbor City\'s prospect pipeline, with her first votes', async () => {
    const list = (await amara.get<Prospect[]>(`/communities/api/communities/${HARBOR_CITY}/prospects`)).body;
    expect(list.find((p) => p.prospectId === '7b000000-0000-4000-8000-000000000001')).toMatchObject({ firstName: 'Ingrid', lastName: 'Solberg', upCount: 3, downCount: 1, userHasVoted: -1 });
  });
});

describe('join requests', () => {
  it('reach the community admin, who approves; the member then belongs', async () => {
    const join = await bruno.post<{ approvalInProgress: boolean }>('/communities/api/communities/network/join', { CommunityId: FAMILY_BUSINESS });
    expect(join.body).toEqual({ communityId: FAMILY_BUSINESS, approvalInProgress: true });

    const own = await bruno.get<JoinRequest[]>('/communities/api/communities/network/join/pending-request');
    expect(own.body.filter((r) => r.communityId === FAMILY_BUSINESS)).toHaveLength(1);
    const pending = await lucia.get<JoinRequest[]>('/communities/api/communities/network/join/pending-request');
    const request = pending.body.find((r) => r.personId === '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002');
    expect(request).toMatchObject({ communityId: FAMILY_BUSINESS, approvalInProgress: true });
    const forAdmin = await lucia.get<JoinRequest[]>(`/communities/api/communities/network/join/requests/${FAMILY_BUSINESS}`);
    expect(forAdmin.body.map((r) => r.id)).toContain(request?.id);
    expect((await amara.get(`/communities/api/communities/network/join/requests/${FAMILY_BUSINESS}`)).status).toBe(403);

    const review = { communityId: FAMILY_BUSINESS, requestId: request?.id, isApproved: true };
    expect((await amara.post('/communities/api/communities/network/join/review', review)).status).toBe(403);
    expect((await lucia.post('/communities/api/communities/network/join/review', review)).body).toEqual({ success: true, message: 'Approved' });

    const communities = (await bruno.get<{ communities: { communityId: string }[] }>(PERMISSIONS)).body.communities;
    expect(communities.map((c) => c.communityId)).toContain(FAMILY_BUSINESS);
    expect((await bruno.get(`/posts/api/post/list/by-community/${FAMILY_BUSINESS}/network`)).status).toBe(200);
    expect((await lucia.post('/communities/api/communities/network/join/review', review)).status).toBe(422);

    await bruno.post('/communities/api/communities/network/resign', { CommunityId: FAMILY_BUSINESS });
    expect((await bruno.get(`/posts/api/post/list/by-community/${FAMILY_BUSINESS}/network`)).status).toBe(403);
  });

  it('can be rejected, and champion communities are joined at once', async () => {
    await chen.post('/communities/api/communities/network/join', { CommunityId: FAMILY_BUSINESS });
    const request = (await lucia.get<JoinRequest[]>(`/communities/api/communities/network/join/requests/${FAMILY_BUSINESS}`)).body.find(
      (r) => r.personId === '5d1f6a2e-3c4b-4f7a-9e21-0a0000000003',
    );
    await lucia.post('/communities/api/communities/network/join/review', { communityId: FAMILY_BUSINESS, requestId: request?.id, isApproved: false });
    expect((await chen.get(`/posts/api/post/list/by-community/${FAMILY_BUSINESS}/network`)).status).toBe(403);

    const champion = await chen.post('/communities/api/communities/champion/join', { CommunityId: SUSTAINABILITY });
    expect(champion.body).toEqual({ communityId: SUSTAINABILITY, approvalInProgress: false });
    expect((await chen.get(`/posts/api/post/list/by-community/${SUSTAINABILITY}/champion`)).status).toBe(200);
    expect((await chen.post('/communities/api/communities/chapter/join', { CommunityId: HARBOR_CITY })).status).toBe(403);
  });
});

describe('invitations', () => {
  const invite = (client: ApiClient, body: object) => client.post<{ success: boolean; message: string; errors?: Record<string, string[]> }>('/communities/api/communities/network/invite', { communityId: FAMILY_BUSINESS, ...body });

  it('invite eligible members; refuse ineligible ones with the spec texts and emails of no profile by name', async () => {
    expect((await invite(amara, { emails: ['chen.weiling@northwind.example'] })).status).toBe(403);

    const unknown = await invite(lucia, { emails: ['chen.weiling@northwind.example', 'nobody@nowhere.example'] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['nobody@nowhere.example']);
    expect((await chen.get(`/posts/api/post/list/by-community/${FAMILY_BUSINESS}/network`)).status).toBe(403);

    expect((await invite(lucia, { emails: ['daniel.okafor@harborcity.example'] })).body).toEqual({ success: false, message: 'This member does not meet the eligibility criteria.' });
    const some = await invite(lucia, { emails: ['CHEN.WEILING@northwind.example', 'daniel.okafor@harborcity.example'] });
    expect(some.body).toEqual({ success: true, message: 'Some of the members do not meet the eligibility criteria.' });
    expect((await chen.get(`/posts/api/post/list/by-community/${FAMILY_BUSINESS}/network`)).status).toBe(200);
  });
});

describe('files and folders', () => {
  const root = (client: ApiClient) => client.get<FileList>(`/communities/api/get-all-media-files/${HARBOR_CITY}/0/50`);

  it('lists a community\'s files; only admins change them; names are checked', async () => {
    const listing = await root(amara);
    expect(listing.body.canReOrder).toBe(false);
    expect(listing.body.filesAndMediaList.map((f) => f.name)).toContain('Chapter bylaws.pdf');
    const board = listing.body.filesAndMediaList.find((f) => f.name === 'Board documents');
    const inside = await amara.get<FileList>(`/communities/api/get-media-files/${HARBOR_CITY}/${board?.id}/0/50`);
    expect(inside.body.count).toBe(board?.fileCount);
    expect((await chen.get(`/communities/api/get-all-media-files/${HARBOR_CITY}/0/50`)).status).toBe(403);

    const folder = { communityId: HARBOR_CITY, parentId: EMPTY, name: 'Retreat 2027' };
    expect((await amara.post('/communities/api/create-directory/chapter', folder)).status).toBe(403);
    const created = await bruno.post<{ id: string; isFolder: boolean }>('/communities/api/create-directory/chapter', folder);
    expect(created.body.isFolder).toBe(true);
    const duplicate = await bruno.post<{ detail: string }>('/communities/api/create-directory/chapter', { ...folder, name: 'retreat 2027' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.detail).toBe('Directory already exists');

    const renamed = await bruno.put<{ name: string }>('/communities/api/rename-files', { id: created.body.id, communityId: HARBOR_CITY, name: 'Retreat 2028', isFolder: true });
    expect(renamed.body.name).toBe('Retreat 2028');
    expect((await root(amara)).body.count).toBe(listing.body.count + 1);

    expect((await bruno.delete('/communities/api/delete-storage', { communityId: HARBOR_CITY, items: [{ id: created.body.id, isFolder: true }] })).status).toBe(200);
    expect((await root(amara)).body.count).toBe(listing.body.count);
  });

  it('uploads files (multipart) of the allowed types only', async () => {
    const upload = async (name: string) => {
      const form = new FormData();
      form.set('CommunityId', HARBOR_CITY);
      form.set('file0', new Blob(['minutes'], { type: 'application/pdf' }), name);
      const response = await fetch(`${running.url}/communities/api/communities/upload-files/chapter`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${bruno.token}`, 'Ocp-Apim-Subscription-Key': 'k' },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const before = (await root(amara)).body.count;
    expect(await upload('virus.exe')).toMatchObject({ status: 422, body: { detail: 'File type not supported' } });
    expect((await root(amara)).body.count).toBe(before);
    const ok = await upload('Minutes November.pdf');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual([{ pendingBlobStoragePath: expect.stringContaining('Minutes November.pdf'), name: 'Minutes November.pdf' }]);
    const listed = (await root(amara)).body.filesAndMediaList.find((f) => f.name === 'Minutes November.pdf');
    expect(listed).toBeDefined();
    const download = await amara.get<{ fileName: string; base64: string }>(`/communities/api/files-and-media/download-file/${listed?.id}`);
    expect(download.body.fileName).toBe('Minutes November.pdf');
  });

  const postForm = (form: FormData, token = bruno.token) =>
    fetch(`${running.url}/communities/api/communities/upload-files/chapter`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Ocp-Apim-Subscription-Key': 'k' },
      body: form,
    });
  const blockForm = (uploadId: string, parentId: string, name: string, blockIndex: number, blockCount: number, bytes: number) => {
    const form = new FormData();
    form.set('CommunityId', HARBOR_CITY);
    form.set('parentId', parentId);
    form.set('uploadId', uploadId);
    form.set('blockIndex', String(blockIndex));
    form.set('blockCount', String(blockCount));
    form.set('file0', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), name);
    return form;
  };

  it('takes a file in blocks, in any order and with a retried block, into a folder; lists it once complete', async () => {
    const folder = await bruno.post<{ id: string }>('/communities/api/create-directory/chapter', { communityId: HARBOR_CITY, parentId: EMPTY, name: 'Retreat media' });
    const inFolder = async () => (await amara.get<FileList & { filesAndMediaList: { name: string; fileSize: number; fileSubType: string; updatedUser: string }[] }>(`/communities/api/get-media-files/${HARBOR_CITY}/${folder.body.id}/0/50`)).body;
    const uploadId = 'a1000000-0000-4000-8000-000000000001';
    const block = 1024;
    for (const index of [2, 0, 0]) expect((await postForm(blockForm(uploadId, folder.body.id, 'Retreat.mp4', index, 3, block))).status).toBe(200);
    expect((await inFolder()).count).toBe(0);
    const last = await postForm(blockForm(uploadId, folder.body.id, 'Retreat.mp4', 1, 3, block - 24));
    expect(await last.json()).toEqual([{ pendingBlobStoragePath: expect.stringContaining('Retreat.mp4'), name: 'Retreat.mp4' }]);
    const listed = await inFolder();
    expect(listed.filesAndMediaList).toEqual([expect.objectContaining({ name: 'Retreat.mp4', fileSize: 3 * block - 24, fileSubType: 'mp4', updatedUser: 'Bruno Lindqvist' })]);
    const root = await amara.get<FileList>(`/communities/api/get-all-media-files/${HARBOR_CITY}/0/50`);
    expect(root.body.filesAndMediaList.find((f) => f.id === folder.body.id)?.fileCount).toBe(1);

    // The same name again is a duplicate; a block over 10 MB and a block index past the count are refused.
    const again = await postForm(blockForm('a1000000-0000-4000-8000-000000000002', folder.body.id, 'retreat.MP4', 0, 2, block));
    expect(again.status).toBe(422);
    expect(((await again.json()) as { detail: string }).detail).toBe('A file with this name already exists');
    const big = await postForm(blockForm('a1000000-0000-4000-8000-000000000003', folder.body.id, 'Big.mp4', 0, 2, 10_485_761));
    expect(big.status).toBe(422);
    expect(((await big.json()) as { detail: string }).detail).toBe('Error While Uploading');
    expect((await postForm(blockForm('a1000000-0000-4000-8000-000000000004', folder.body.id, 'Past.mp4', 2, 2, block))).status).toBe(422);
    expect((await postForm(blockForm(uploadId, folder.body.id, 'Retreat.mp4', 0, 3, block), amara.token)).status).toBe(403);
  });

  it('downloads a file (base64 and binary), a folder as a zip, and answers 404 with a message for an empty folder', async () => {
    const listing = (await amara.get<FileList>(`/communities/api/get-all-media-files/${HARBOR_CITY}/0/50`)).body.filesAndMediaList;
    const bylaws = listing.find((f) => f.name === 'Chapter bylaws.pdf');
    const board = listing.find((f) => f.name === 'Board documents');
    const base64 = await amara.get<{ fileName: string; fileType: string; base64: string; communityId: string; parentId: string }>(`/communities/api/files-and-media/download-file/${bylaws?.id}`);
    expect(base64.body).toMatchObject({ fileName: 'Chapter bylaws.pdf', fileType: 'pdf', communityId: HARBOR_CITY, parentId: EMPTY });
    expect(Buffer.from(base64.body.base64, 'base64').toString()).toContain('Chapter bylaws.pdf');

    const download = (items: { id: string | undefined; isFolder: boolean }[], client = amara) =>
      fetch(`${running.url}/communities/api/Download-filesandmedia`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${client.token}`, 'Ocp-Apim-Subscription-Key': 'k', 'Content-Type': 'application/json' },
        body: JSON.stringify({ communityId: HARBOR_CITY, items }),
      });
    const file = await download([{ id: bylaws?.id, isFolder: false }]);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/octet-stream');
    expect(await file.text()).toContain('Chapter bylaws.pdf');

    const zip = await download([{ id: board?.id, isFolder: true }]);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toContain('application/zip');
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(Buffer.from(bytes).toString('latin1')).toContain('Board documents/Board charter.pdf');

    const empty = await bruno.post<{ id: string }>('/communities/api/create-directory/chapter', { communityId: HARBOR_CITY, parentId: EMPTY, name: 'Empty for now' });
    const missing = await download([{ id: empty.body.id, isFolder: true }]);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { detail: string }).detail).toBe('This folder has no files to download.');
    expect((await download([{ id: board?.id, isFolder: true }], chen)).status).toBe(403);
  });

  it('takes only file parts as files: a text part named file1 is no upload (was a 500)', async () => {
    const form = new FormData();
    form.set('CommunityId', HARBOR_CITY);
    form.set('file0', new Blob(['agenda'], { type: 'application/pdf' }), 'Agenda.pdf');
    form.set('file1', 'not a file');
    const response = await fetch(`${running.url}/communities/api/communities/upload-files/chapter`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bruno.token}`, 'Ocp-Apim-Subscription-Key': 'k' },
      body: form,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ pendingBlobStoragePath: expect.stringContaining('Agenda.pdf'), name: 'Agenda.pdf' }]);
  });
});
