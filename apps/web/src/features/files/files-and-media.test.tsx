import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { communities } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppHarness, server, startMockServer, userOf } from '../../testing/app-harness';
import { FilesAndMedia } from './files-and-media';

startMockServer();
afterEach(cleanup);

const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const HARBOR = '00000000-0000-4000-8000-00000000c101';
const ROOT = '00000000-0000-0000-0000-000000000000';
const item = (id: string, name: string, isFolder: boolean, order: number) => ({ id, parentId: ROOT, communityId: HARBOR, name, isFolder, fileSubType: isFolder ? 'folder' : 'pdf', fileSize: 2048, fileCount: 1, order, fixed: false, updatedUser: 'Bruno Lindqvist' });
const LIST = [item('f0000000-0000-4000-8000-000000000002', 'Board documents', true, 1), item('f0000000-0000-4000-8000-000000000001', 'Chapter bylaws.pdf', false, 2), item('f0000000-0000-4000-8000-000000000003', 'Agenda.pdf', false, 3)];

function renderFiles(canReOrder: boolean) {
  server.use(communities.getGetAllMediaFilesMockHandler({ filesAndMediaList: LIST, count: 3, canReOrder, canView: true }));
  const harness = createAppHarness({ user: userOf(BRUNO, 'Bruno Lindqvist') });
  harness.session.start({ token: { accessToken: 'token', expiresAt: Date.now() + 7_200_000 }, createdAt: Date.now() });
  render(
    <harness.Providers>
      <FilesAndMedia community={{ communityId: HARBOR, communityType: 'chapter' }} />
    </harness.Providers>,
  );
}

describe('FilesAndMedia (spec 001 §3–§9)', () => {
  it('shows a member the rows with downloads and no edit controls', async () => {
    renderFiles(false);
    const list = await screen.findByRole('list', { name: 'Files and folders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Download Chapter bylaws.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });

  it("moves a row by keyboard for an officer and sends the new order; a folder's 404 shows the server's message", async () => {
    const orders: unknown[] = [];
    server.use(
      http.post('*/communities/api/reorder-filesandmedia', async ({ request }) => {
        orders.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
      http.post('*/communities/api/Download-filesandmedia', () => HttpResponse.json({ title: 'Not Found', status: 404, detail: 'This folder has no files to download.' }, { status: 404 })),
    );
    renderFiles(true);
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Move Agenda.pdf, position 3 of 3' }), { key: 'ArrowUp' });
    await waitFor(() => expect(orders).toHaveLength(1));
    expect((orders[0] as { items: { id: string }[] }).items.map((each) => each.id)).toEqual([LIST[0]?.id, LIST[2]?.id, LIST[1]?.id]);
    fireEvent.click(screen.getByRole('button', { name: 'Download Board documents' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This folder has no files to download.');
  });
});
