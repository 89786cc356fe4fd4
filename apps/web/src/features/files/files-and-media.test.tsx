import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { communities, problem } from '@ypo/msw';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { FilesAndMedia } from './files-and-media';

startMockServer();
beforeAll(stubCssEscape);
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
    const list = await screen.findByRole('grid', { name: 'Files and folders' });
    expect(within(list).getAllByRole('row')).toHaveLength(3);
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

  it("asks for a folder name, refuses a name the folder has ('Please Enter Folder Name', 'Directory already exists'), keeping what was typed", async () => {
    const created: unknown[] = [];
    server.use(
      http.post('*/communities/api/create-directory/:communityName', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(item('f0000000-0000-4000-8000-000000000009', 'Minutes', true, 4));
      }),
    );
    renderFiles(true);
    fireEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    const field = screen.getByRole('textbox', { name: 'Folder name' }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Please Enter Folder Name').length).toBeGreaterThan(0);
    fireEvent.change(field, { target: { value: 'board documents' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Directory already exists')).length).toBeGreaterThan(0);
    expect(field.value).toBe('board documents');
    expect(created).toEqual([]);
    fireEvent.change(field, { target: { value: 'Minutes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Folder name' })).toBeNull());
    expect(created).toEqual([expect.objectContaining({ name: 'Minutes' })]);
  });

  it("keeps the typed name and shows the server's message when creating or renaming a folder answers 500", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      problem('post', '*/communities/api/create-directory/:communityName', 500, 'Internal Server Error', { detail: 'The file store is not available.' }),
      problem('put', '*/communities/api/rename-files', 500, 'Internal Server Error', { detail: 'The file store is not available.' }),
    );
    renderFiles(true);
    fireEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Folder name' }), { target: { value: 'Retreat media' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('The file store is not available.')).length).toBeGreaterThan(0);
    expect((screen.getByRole('textbox', { name: 'Folder name' }) as HTMLInputElement).value).toBe('Retreat media');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rename Board documents' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New name' }), { target: { value: 'Board papers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New name' }).getAttribute('aria-invalid')).toBe('true'));
    expect((screen.getByRole('textbox', { name: 'New name' }) as HTMLInputElement).value).toBe('Board papers');
    expect(screen.getByRole('button', { name: 'Open folder Board documents' })).toBeTruthy();
  });

  it('deletes only after the confirmation, and Cancel keeps the row', async () => {
    const deleted: unknown[] = [];
    server.use(
      http.delete('*/communities/api/delete-storage', async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
    );
    renderFiles(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Agenda.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Agenda.pdf?' });
    act(() => within(dialog).getByRole('button', { name: 'Cancel' }).click());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Agenda.pdf' }));
    act(() => within(screen.getByRole('alertdialog', { name: 'Delete Agenda.pdf?' })).getByRole('button', { name: 'Delete' }).click());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Agenda.pdf' })).toBeNull());
    expect(deleted).toEqual([{ communityId: HARBOR, items: [{ id: LIST[2]?.id, isFolder: false }] }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
