import { http, HttpResponse } from 'msw';
import { createTestSdk as testSdk, problem } from '@ypo/testing';
import { installMockServer, setupMockServer } from '@ypo/testing/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../messages';
import { uploadFiles } from '../upload/engine';
import { FILES_AND_MEDIA_LIMITS } from '../upload/limits';
import { fileNameOfDisposition, filesAndMediaTransport, ROOT_FOLDER_ID } from './files-and-media';

// Core stays free of the hooks layer: the MSW server straight from @ypo/testing.
const server = setupMockServer();
installMockServer(server, { beforeAll, beforeEach, afterEach, afterAll });

const HARBOR = '00000000-0000-4000-8000-00000000c101';
const FOLDER = 'f0000000-0000-4000-8000-0000000000f1';
const UPLOAD_PATH = '*/communities/api/communities/upload-files/:communityName';

function video(name: string, size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
  return new File([bytes], name, { type: 'video/mp4' });
}

describe('filesAndMediaTransport', () => {
  it('sends each block of a split file to upload-files with the community, the folder and one upload id (no React)', async () => {
    const blocks: Record<string, string | number>[] = [];
    server.use(
      http.post(UPLOAD_PATH, async ({ request, params }) => {
        const form = await request.formData();
        const file = form.get('file0') as File;
        const field = (name: string) => String(form.get(name));
        blocks.push({ path: String(params.communityName), community: field('CommunityId'), parentId: field('parentId'), uploadId: field('uploadId'), blockIndex: field('blockIndex'), blockCount: field('blockCount'), size: file.size });
        return HttpResponse.json([{ pendingBlobStoragePath: `pending/${file.name}`, name: file.name }]);
      }),
    );
    const files = [video('Retreat.mp4', 25_000_000)];
    const outcome = await uploadFiles(files, filesAndMediaTransport(testSdk(), { communityId: HARBOR, communityName: 'chapter', folderId: FOLDER }, files), { limits: FILES_AND_MEDIA_LIMITS });
    expect(outcome).toMatchObject({ status: 'done', results: [[{ name: 'Retreat.mp4' }], [{ name: 'Retreat.mp4' }], [{ name: 'Retreat.mp4' }]] });
    expect(blocks).toHaveLength(3);
    expect(new Set(blocks.map((block) => block.uploadId)).size).toBe(1);
    expect(blocks.map((block) => block.blockIndex).sort()).toEqual(['0', '1', '2']);
    expect(blocks.every((block) => block.path === 'chapter' && block.community === HARBOR && block.parentId === FOLDER && block.blockCount === '3')).toBe(true);
    expect(blocks.reduce((sum, block) => sum + Number(block.size), 0)).toBe(25_000_000);
  });

  it("fails a block for good with 'Error While Uploading', logged", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(problem('post', UPLOAD_PATH, 500, 'Internal Server Error'));
    const files = [video('Retreat.mp4', 1000)];
    const outcome = await uploadFiles(files, filesAndMediaTransport(testSdk(), { communityId: HARBOR, communityName: 'chapter', folderId: ROOT_FOLDER_ID }, files));
    expect(outcome.status).toBe('failed');
    const error = outcome.status === 'failed' ? outcome.error : undefined;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe('Error While Uploading');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('fileNameOfDisposition', () => {
  it.each([
    ['attachment; filename="Harbor City Chapter directory.xlsx"', 'Harbor City Chapter directory.xlsx'],
    ['attachment; filename=report.csv', 'report.csv'],
    [`attachment; filename="Caf_ report.xlsx"; filename*=UTF-8''Caf%C3%A9%20report.xlsx`, 'Café report.xlsx'],
    [`attachment; filename="fallback.xlsx"; filename*=UTF-8''%E0%A4%A`, 'fallback.xlsx'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="a\\\\b.txt"', 'b.txt'],
    ['attachment', 'default.bin'],
    ['attachment; filename=""', 'default.bin'],
    [null, 'default.bin'],
  ])('%s gives %s', (header, expected) => {
    expect(fileNameOfDisposition(header, 'default.bin')).toBe(expected);
  });
});
