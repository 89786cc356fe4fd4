import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities } from '@ypo/msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT_FOLDER_ID } from '../../core/files/files-and-media';
import { problem, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useFilePage } from './use-file-page';

startMockServer();
afterEach(cleanup);

const HARBOR = '00000000-0000-4000-8000-00000000c101';

describe('useFilePage (spec 001 §2 /download/{id})', () => {
  it("resolves a file to its community's page", async () => {
    const { result } = renderHook(() => useFilePage('f0000000-0000-4000-8000-000000000001'), {
      wrapper: wrapperFor(
        communities.getDownloadCommunityFileMockHandler({ fileName: 'Chapter bylaws.pdf', base64: '', communityId: HARBOR, parentId: ROOT_FOLDER_ID }),
        communities.getGetCommunityMockHandler({ communityId: HARBOR, name: 'Harbor City Chapter', communityType: 'chapter' }),
      ),
    });
    await waitFor(() => expect(result.current.community).toEqual({ communityId: HARBOR, communityType: 'chapter', name: 'Harbor City Chapter' }));
    expect(result.current.fileName).toBe('Chapter bylaws.pdf');
  });

  it('reports an unknown file', async () => {
    const { result } = renderHook(() => useFilePage('f0000000-0000-4000-8000-0000000000ff'), {
      wrapper: wrapperFor(problem('get', '*/communities/api/files-and-media/download-file/:id', 404, 'No file with this id.')),
    });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.community).toBeUndefined();
  });
});
