import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROOT_FOLDER_ID } from '../../core/files/files-and-media';
import { useSnackbar } from '../../hooks/use-snackbar';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useFilesAndMedia, type FilesAndMediaItem } from './use-files-and-media';

// jsdom's FormData, Blob and File are not the ones Node's Request understands; multipart needs Node's.
const NodeFormData = (await new Response('x=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData())
  .constructor as typeof FormData;

startMockServer();
beforeEach(() => {
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('File', NodeFile);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HARBOR = '00000000-0000-4000-8000-00000000c101';
const BOARD = 'f0000000-0000-4000-8000-000000000002';
const item = (id: string, name: string, isFolder: boolean, order: number): FilesAndMediaItem => ({
  id,
  parentId: ROOT_FOLDER_ID,
  communityId: HARBOR,
  name,
  isFolder,
  fileSubType: isFolder ? 'folder' : (name.split('.').pop() ?? '').toLowerCase(),
  fileSize: isFolder ? 0 : 1000,
  fileCount: isFolder ? 1 : 0,
  order,
  fixed: false,
});
const ROOT = [item(BOARD, 'Board documents', true, 1), item('f0000000-0000-4000-8000-000000000001', 'Chapter bylaws.pdf', false, 2), item('f0000000-0000-4000-8000-000000000003', 'Agenda.PDF', false, 3)];
const rootHandler = (canReOrder = true) => communities.getGetAllMediaFilesMockHandler({ filesAndMediaList: ROOT, count: ROOT.length, canReOrder, canView: true });

// A file of `size` bytes whose first bytes are its type's signature.
function fileOf(name: string, size: number): File {
  const bytes = new Uint8Array(size);
  if (name.endsWith('.mp4')) bytes.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
  if (name.endsWith('.pdf')) bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return new File([bytes], name, { type: name.endsWith('.mp4') ? 'video/mp4' : 'application/pdf' });
}

function renderFiles(...handlers: Parameters<typeof wrapperFor>) {
  return renderHook(() => ({ files: useFilesAndMedia({ communityId: HARBOR, communityName: 'chapter' }), snackbar: useSnackbar() }), { wrapper: wrapperFor(rootHandler(), ...handlers) });
}

describe('useFilesAndMedia (spec 001 §3–§9)', () => {
  it("lists the root folder with the server's canReOrder and canView", async () => {
    const { result } = renderFiles();
    await waitFor(() => expect(result.current.files.items).toHaveLength(3));
    expect(result.current.files).toMatchObject({ count: 3, canReOrder: true, canView: true, folderId: ROOT_FOLDER_ID });
  });

  it("refuses an empty or duplicate folder name with the spec's texts before sending; creates a folder after the others", async () => {
    const requests = recordRequests();
    const made = item('f0000000-0000-4000-8000-0000000000aa', 'Retreat 2027', true, 2);
    const { result } = renderFiles(communities.getCreateFilesAndMediaDirectoryMockHandler(made));
    await waitFor(() => expect(result.current.files.items).toHaveLength(3));

    const empty = await act(() => result.current.files.createFolder('  '));
    expect(empty).toMatchObject({ ok: false, error: { message: 'Please Enter Folder Name' } });
    expect(result.current.snackbar.snackbars.at(-1)).toMatchObject({ message: 'Please Enter Folder Name', kind: 'error' });
    const duplicate = await act(() => result.current.files.createFolder('board DOCUMENTS'));
    expect(duplicate).toMatchObject({ ok: false, error: { message: 'Directory already exists' } });
    expect(requests.filter((r) => r.url.includes('create-directory'))).toHaveLength(0);

    const created = await act(() => result.current.files.createFolder('Retreat 2027'));
    expect(created).toMatchObject({ ok: true });
    const sent = requests.find((r) => r.url.includes('create-directory/chapter'));
    expect(await sent?.json()).toEqual({ communityId: HARBOR, parentId: ROOT_FOLDER_ID, name: 'Retreat 2027' });
    expect(result.current.files.items.map((each) => each.name)).toEqual(['Board documents', 'Retreat 2027', 'Chapter bylaws.pdf', 'Agenda.PDF']);
  });

  it("shows the server's message when it refuses the folder", async () => {
    const { result } = renderFiles(problem('post', '*/communities/api/create-directory/:communityName', 422, 'Directory already exists'));
    await waitFor(() => expect(result.current.files.items).toHaveLength(3));
    const refused = await act(() => result.current.files.createFolder('Retreat'));
    expect(refused).toMatchObject({ ok: false, error: { message: 'Directory already exists' } });
    expect(result.current.files.items).toHaveLength(3);
  });

  it('uploads a 21 MB video in three blocks with one uploadId, and a PDF whole; progress ends at 90 shown', async () => {
    const blocks: { uploadId: string | null; blockIndex: string | null; blockCount: string | null; parentId: string | null; size: number }[] = [];
    const { result } = renderFiles(
      http.post('*/communities/api/communities/upload-files/:communityName', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file0') as File;
        blocks.push({ uploadId: form.get('uploadId') as string | null, blockIndex: form.get('blockIndex') as string | null, blockCount: form.get('blockCount') as string | null, parentId: form.get('parentId') as string | null, size: file.size });
        return HttpResponse.json([{ pendingBlobStoragePath: `pending/${file.name}`, name: file.name }]);
      }),
    );
    await waitFor(() => expect(result.current.files.items).toHaveLength(3));
    const outcome = await act(() => result.current.files.uploadFiles([fileOf('Retreat.mp4', 21_000_000), fileOf('Minutes.pdf', 2000)]));
    expect(outcome).toMatchObject({ status: 'done' });
    const video = blocks.filter((b) => b.blockCount === '3');
    expect(video.map((b) => b.blockIndex).sort()).toEqual(['0', '1', '2']);
    expect(new Set(video.map((b) => b.uploadId)).size).toBe(1);
    expect(video.reduce((sum, b) => sum + b.size, 0)).toBe(21_000_000);
    expect(blocks.filter((b) => b.blockCount === null)).toEqual([{ uploadId: null, blockIndex: null, blockCount: null, parentId: ROOT_FOLDER_ID, size: 2000 }]);
    expect(result.current.files.uploadProgress).toMatchObject({ percentage: 100, shownPercentage: 90 });
  });

  it("refuses a wrong type, a 41-character name and a name already in the folder with the spec's texts", async () => {
    const requests = recordRequests();
    const { result } = renderFiles();
    await waitFor(() => expect(result.current.files.items).toHaveLength(3));
    const wrong = await act(() => result.current.files.uploadFiles([fileOf('setup.exe', 10)]));
    expect(wrong).toMatchObject({ status: 'invalid', problems: [{ message: 'File type not supported' }] });
    expect(result.current.snackbar.snackbars.at(-1)).toMatchObject({ message: 'File type not supported', kind: 'error' });
    const long = await act(() => result.current.files.uploadFiles([fileOf(`${'a'.repeat(37)}.pdf`, 10)]));
    expect(long).toMatchObject({ status: 'invalid', problems: [{ message: 'Maximum filename length is 40 characters' }] });
    const twice = await act(() => result.current.files.uploadFiles([fileOf('agenda.pdf', 10)]));
    expect(twice).toMatchObject({ status: 'invalid', problems: [{ code: 'duplicate' }] });
    expect(requests.filter((r) => r.url.includes('upload-files'))).toHaveLength(0);
  });

  it("shows 'Error While Uploading' when a block fails for good", async () => {
    const { result } = renderFiles(problem('post', '*/communities/api/communities/upload-files/:communityName', 500, 'Internal Server Error'));
    await waitFor(() => expect(result.current.files.items).toHaveLength(3));
    const failed = await act(() => result.current.files.uploadFiles([fileOf('Minutes.pdf', 2000)]));
    expect(failed.status).toBe('failed');
    expect(result.current.snackbar.snackbars.at(-1)).toMatchObject({ message: 'Error While Uploading', kind: 'error' });
  });

  it('moves an item by keyboard: shown at once, sent as the new order', async () => {
    const requests = recordRequests();
    const { result } = renderFiles(communities.getReorderFilesAndMediaMockHandler({ success: true, message: 'Saved.' }));
    await waitFor(() => expect(result.current.files.items).toHaveLength(3));
    const at = await act(() => result.current.files.move(2, -1));
    expect(at).toBe(1);
    expect(result.current.files.items.map((each) => each.name)).toEqual(['Board documents', 'Agenda.PDF', 'Chapter bylaws.pdf']);
    const sent = requests.find((r) => r.url.includes('reorder-filesandmedia'));
    expect(await sent?.json()).toEqual({
      communityId: HARBOR,
      parentId: ROOT_FOLDER_ID,
      items: [
        { id: BOARD, order: 1 },
        { id: 'f0000000-0000-4000-8000-000000000003', order: 2 },
        { id: 'f0000000-0000-4000-8000-000000000001', order: 3 },
      ],
    });
  });

  it('puts the order back when the reorder fails', async () => {
    const { result } = renderFiles(problem('post', '*/communities/api/reorder-filesandmedia', 500, 'Internal Server Error'));
    await waitFor(() => expect(result.current.files.items).toHaveLength(3));
    await act(() => result.current.files.move(0, 'last'));
    expect(result.current.files.items.map((each) => each.name)).toEqual(['Board documents', 'Chapter bylaws.pdf', 'Agenda.PDF']);
  });

  it("downloads a file from its base64 answer, and a folder as a zip; a folder's 404 gives the server's message", async () => {
    const { result } = renderFiles(
      communities.getDownloadCommunityFileMockHandler({ fileName: 'Chapter bylaws.pdf', fileType: 'pdf', base64: btoa('%PDF-1.7') }),
      problem('post', '*/communities/api/Download-filesandmedia', 404, 'This folder has no files to download.'),
    );
    await waitFor(() => expect(result.current.files.items).toHaveLength(3));
    const [board, bylaws] = result.current.files.items as [FilesAndMediaItem, FilesAndMediaItem];
    const file = await act(() => result.current.files.downloadFile(bylaws));
    expect(file.ok && file.data.fileName).toBe('Chapter bylaws.pdf');
    expect(file.ok && (await file.data.blob.text())).toBe('%PDF-1.7');
    const folder = await act(() => result.current.files.downloadFolder(board));
    expect(folder).toMatchObject({ ok: false, error: { message: 'This folder has no files to download.' } });
  });

  it('downloads a folder as a zip blob', async () => {
    const { result } = renderFiles(http.post('*/communities/api/Download-filesandmedia', () => new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'Content-Type': 'application/zip' } })));
    await waitFor(() => expect(result.current.files.items).toHaveLength(3));
    const folder = await act(() => result.current.files.downloadFolder(result.current.files.items[0] as FilesAndMediaItem));
    expect(folder.ok && folder.data.fileName).toBe('Board documents.zip');
    expect(folder.ok && folder.data.blob.size).toBe(4);
  });
});
