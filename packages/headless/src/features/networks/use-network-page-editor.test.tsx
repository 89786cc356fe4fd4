import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities as mocks } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problem, recordRequests, startMockServer, wrapperFor } from '../../testing/mock-server';
import { withNodeMultipart } from '../../testing/node-multipart';
import { useNetworkPage, type NetworkContentItem } from './use-network-page';
import { useNetworkPageEditor } from './use-network-page-editor';

startMockServer();
withNodeMultipart();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const NETWORK = '00000000-0000-4000-8000-00000000c401';
const cid = (n: number) => `a5000000-0000-4000-8000-00000000000${n}`;
const block = (n: number, displayOrder: number): NetworkContentItem => ({ id: cid(n), communityId: NETWORK, title: `Block ${n}`, content: `Text ${n}`, displayOrder });
const served = { communityId: NETWORK, content: [block(1, 1), block(2, 2)], relatedContent: [] };

function setup(...handlers: Parameters<typeof wrapperFor>) {
  const calls = recordRequests();
  const wrapper = wrapperFor(mocks.getGetNetworkPageContentMockHandler(served), mocks.getGetSubnetworksMockHandler([]), ...handlers);
  const hook = renderHook(() => ({ page: useNetworkPage(NETWORK), editor: useNetworkPageEditor(NETWORK) }), { wrapper });
  return { ...hook, calls };
}

describe('useNetworkPageEditor (spec 001 §2, §3, §7)', () => {
  it('saves a block and reorders at once', async () => {
    const { result, calls } = setup(
      mocks.getSaveNetworkPageContentMockHandler(async ({ request }) => ({ ...((await request.json()) as NetworkContentItem), id: cid(3) })),
      mocks.getSaveNetworkPageContentDisplayOrderMockHandler({ success: true, message: 'Saved.' }),
    );
    await waitFor(() => expect(result.current.page.content).toHaveLength(2));
    await act(async () => {
      await result.current.editor.saveContent({ title: 'Block 3', content: 'Text 3', displayOrder: 3 });
    });
    expect(result.current.page.content.map((c) => c.title)).toEqual(['Block 1', 'Block 2', 'Block 3']);
    await act(async () => {
      await result.current.editor.reorderContent([...result.current.page.content].reverse());
    });
    expect(result.current.page.content.map((c) => c.title)).toEqual(['Block 3', 'Block 2', 'Block 1']);
    expect(await calls.find((r) => r.url.endsWith('/saveNetworkPageContentDisplayOrder'))?.clone().json()).toEqual({
      communityId: NETWORK,
      items: [
        { id: cid(3), displayOrder: 1 },
        { id: cid(2), displayOrder: 2 },
        { id: cid(1), displayOrder: 3 },
      ],
    });
  });

  it('puts the order back when the reorder fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = setup(problem('post', '*/communities/api/saveNetworkPageContentDisplayOrder', 500, 'Internal Server Error'));
    await waitFor(() => expect(result.current.page.content).toHaveLength(2));
    await act(async () => {
      expect(await result.current.editor.reorderContent([...result.current.page.content].reverse())).toMatchObject({ ok: false });
    });
    expect(result.current.page.content.map((c) => c.title)).toEqual(['Block 1', 'Block 2']);
  });

  it('uploads a related file with its title as file0, and the page lists it', async () => {
    const { result, calls } = setup(
      mocks.getSaveNetworkPageRelatedContentMockHandler({ id: cid(7), communityId: NETWORK, title: 'Charter', fileName: 'charter.pdf', url: 'https://media.example/charter.pdf', displayOrder: 1 }),
    );
    await waitFor(() => expect(result.current.page.content).toHaveLength(2));
    const file = new File(['%PDF-1.4 charter'], 'charter.pdf', { type: 'application/pdf' }) as unknown as globalThis.File;
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.editor.uploadRelated(file, 'Charter');
    });
    expect(outcome).toMatchObject({ status: 'done' });
    expect(result.current.page.relatedContent.map((r) => r.title)).toEqual(['Charter']);
    const sent = await calls.find((r) => r.url.endsWith('/SaveNetworkPageRelatedContent'))?.clone().formData();
    expect(sent?.get('title')).toBe('Charter');
    expect((sent?.get('file0') as File | null)?.name).toBe('charter.pdf');
    await act(async () => {
      outcome = await result.current.editor.uploadRelated(new File(['x'], 'virus.exe') as unknown as globalThis.File, 'Bad');
    });
    expect(outcome).toMatchObject({ status: 'invalid' });
  });
});

describe('useNetworkPage (spec 001 §2 network)', () => {
  it('gives the content blocks and related files in display order, and the subnetworks', async () => {
    const wrapper = wrapperFor(
      mocks.getGetNetworkPageContentMockHandler({
        communityId: NETWORK,
        content: [
          { communityId: NETWORK, title: 'Upcoming', content: 'Next gathering', displayOrder: 2 },
          { communityId: NETWORK, title: 'About the network', content: 'Family businesses', displayOrder: 1 },
        ],
        relatedContent: [{ communityId: NETWORK, title: 'Network charter', url: 'https://media.example/charter.pdf', displayOrder: 1 }],
      }),
      mocks.getGetSubnetworksMockHandler([{ communityId: '00000000-0000-4000-8000-00000000c601', name: 'Next Generation', networkType: 'FAMILY' }]),
    );
    const { result } = renderHook(() => useNetworkPage(NETWORK), { wrapper });
    await waitFor(() => expect(result.current.content.map((c) => c.title)).toEqual(['About the network', 'Upcoming']));
    expect(result.current.relatedContent.map((c) => c.title)).toEqual(['Network charter']);
    await waitFor(() => expect(result.current.subnetworks.map((n) => n.name)).toEqual(['Next Generation']));
  });
});
