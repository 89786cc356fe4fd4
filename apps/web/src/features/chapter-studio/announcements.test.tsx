import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Announcement, FEATURE_MESSAGES, type PermissionsResult } from '@ypo/headless';
import { communities, problem } from '@ypo/msw';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useHref, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHarness, permissionsOf, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { ChapterStudioPage } from './chapter-studio-page';
import { CreateAnnouncementPage } from './create-announcement-page';
import { ManageAnnouncementsPage } from './manage-announcements-page';

startMockServer();
beforeEach(() => stubCssEscape());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom's FormData is not the one Node's Request understands; the multipart save needs Node's.
const NodeFormData = (await new Response('x=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;

const BRUNO = '00000000-0000-4000-8000-000000000b01';
const HARBOR = '00000000-0000-4000-8000-00000000c101';
const chapters: PermissionsResult['communities'] = [{ communityId: HARBOR, name: 'Harbor City Chapter', communityType: 'chapter', roles: ['Member', 'Chapter Manager'] }];
const draft: Announcement = { id: 'a6000000-0000-4000-8000-000000000002', title: 'Officer training', recordTypeName: 'Warning', isActive: true, isPublished: false };
const published: Announcement = { id: 'a6000000-0000-4000-8000-000000000001', title: 'Leadership Summit', recordTypeName: 'General', isActive: true, isPublished: true };
const picklist = {
  departments: [{ label: 'Learning', value: 'Learning' }],
  regions: [{ label: 'Atlantic Region', value: '00000000-0000-4000-8000-00000000c201' }],
  visibleTo: [{ label: 'All Members', value: 'AllMembers' }],
  backgroundColors: ['#1B2A4A', '#C9A227', '#FFFFFF'],
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string, canManage: boolean) {
  const { Providers } = createAppHarness({
    user: userOf(BRUNO, 'Bruno Lindqvist'),
    answers: {
      '/communities/api/community/GetUserPermissionsAndCommunities': () => Response.json(permissionsOf({ canViewChapterStudioPage: true, canManageChapterStudio: canManage }, chapters)),
    },
  });
  function Routed({ children }: { children: ReactNode }) {
    const navigate = useNavigate();
    return (
      <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
        {children}
      </RouterProvider>
    );
  }
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routed>
          <Routes>
            <Route path="/chapterStudio" element={<ChapterStudioPage />} />
            <Route path="/manageAnnouncements" element={<ManageAnnouncementsPage />} />
            <Route path="/createAnnouncement/:announcementId?" element={<CreateAnnouncementPage />} />
          </Routes>
          <Where />
        </Routed>
      </MemoryRouter>
    </Providers>,
  );
}

async function axeClean(container: HTMLElement) {
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(violations.map((v) => v.id)).toEqual([]);
}

describe('chapter studio: viewer and manager (spec 001 §2, §6)', () => {
  const studio = { resources: [], chapterList: [{ communityId: HARBOR, name: 'Harbor City Chapter' }], announcements: [published, draft] };

  it('shows a viewer the announcements without any edit control', async () => {
    server.use(communities.getGetChapterStudioCategoriesAndResourcesMockHandler(studio));
    const { container } = renderAt('/chapterStudio', false);
    const list = await screen.findByRole('list', { name: 'Announcements' });
    expect(within(list).getByText(FEATURE_MESSAGES.unscheduledDraft)).toBeTruthy();
    expect(within(list).getByText('Leadership Summit')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage announcements' })).toBeNull();
    await axeClean(container);
  });

  it('gives a manager edit and delete, and the manage link carries the breadcrumbs', async () => {
    server.use(communities.getGetChapterStudioCategoriesAndResourcesMockHandler(studio), communities.getGetChapterStudioAllAnnouncementsMockHandler([published, draft]));
    renderAt('/chapterStudio', true);
    expect(await screen.findByRole('link', { name: 'Edit Officer training' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Officer training' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Manage announcements' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/manageAnnouncements'));
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getAllByRole('link');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Chapter studio', 'Manage announcements']);
  });
});

describe('ManageAnnouncementsPage (spec 001 §2, §4, §8)', () => {
  it("deletes after a confirmation, and shows 'Error, Delete Failed!' when the delete fails", async () => {
    let list = [published, draft];
    let fail = true;
    server.use(
      http.get('*/communities/api/getAllAnnouncements', () => HttpResponse.json(list)),
      http.put('*/communities/api/delete-announcement', async ({ request }) => {
        const { id, communityId } = (await request.json()) as { id: string; communityId: string };
        expect(communityId).toBe(HARBOR);
        if (fail) return HttpResponse.json({ title: 'Not Found', status: 404, detail: FEATURE_MESSAGES.announcementDeleteFailed }, { status: 404 });
        list = list.filter((a) => a.id !== id);
        return HttpResponse.json({ success: true, message: 'Deleted.' });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderAt('/manageAnnouncements', true);
    expect(await screen.findByText(FEATURE_MESSAGES.unscheduledDraft)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create announcement' })).toBeTruthy();
    await axeClean(container);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Officer training' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this announcement?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Error, Delete Failed!')).toBeTruthy();
    expect(screen.getByText('Officer training')).toBeTruthy();

    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Officer training')).toBeNull());
    expect(screen.getByText('Leadership Summit')).toBeTruthy();
  });
});

describe('CreateAnnouncementPage (spec 001 §4, §5, §7, §8)', () => {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const publish = () => screen.getByRole('button', { name: 'Publish' });

  async function fillImageAnnouncement() {
    await screen.findByRole('group', { name: 'Regions' });
    fireEvent.click(screen.getByRole('radio', { name: 'Image' }));
    type('Title', 'Harbor gala');
    type('Short description', 'Join the Harbor City gala.');
    type('Display start', '2026-12-01T18:00');
    type('Display end', '2026-12-02T18:00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Atlantic Region' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'All Members' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Background colour #C9A227' }));
    type('Call-to-action link', 'https://connect.example/events/gala');
  }

  it('checks the limits, enables Publish only when complete, previews and goes back with everything kept', async () => {
    server.use(communities.getGetAnnouncementPicklistMockHandler(picklist));
    const { container } = renderAt('/createAnnouncement', true);
    await fillImageAnnouncement();
    type('Title', 'x'.repeat(31));
    expect(screen.getByText('Character limit exceeded')).toBeTruthy();
    expect(publish().hasAttribute('disabled') || publish().getAttribute('data-disabled') === 'true').toBe(true);
    type('Title', 'Harbor gala');
    expect(screen.queryByText('Character limit exceeded')).toBeNull();
    await waitFor(() => expect(publish().hasAttribute('data-disabled')).toBe(false));
    await axeClean(container);

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('article', { name: 'Announcement preview' });
    expect(within(preview).getByRole('heading', { name: 'Harbor gala' })).toBeTruthy();
    await axeClean(container);
    fireEvent.click(screen.getByRole('button', { name: 'Back to edit' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Title')).value).toBe('Harbor gala');
    expect(screen.getByLabelText<HTMLInputElement>('Call-to-action link').value).toBe('https://connect.example/events/gala');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Atlantic Region' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Background colour #C9A227' }).checked).toBe(true);
  });

  it('keeps everything typed when the gateway answers 500, and saves on retry', async () => {
    vi.stubGlobal('FormData', NodeFormData);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(communities.getGetAnnouncementPicklistMockHandler(picklist), problem('post', '*/communities/api/saveChapterStudioAnnouncement', 500, 'Internal Server Error'));
    renderAt('/createAnnouncement', true);
    await fillImageAnnouncement();
    await waitFor(() => expect(publish().hasAttribute('data-disabled')).toBe(false));
    fireEvent.click(publish());
    expect(await screen.findByText('Something went wrong, please try again later.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Harbor gala');
    expect(screen.getByLabelText<HTMLInputElement>('Short description').value).toBe('Join the Harbor City gala.');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'All Members' }).checked).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/createAnnouncement');

    let sent: FormData | undefined;
    server.use(
      http.post('*/communities/api/saveChapterStudioAnnouncement', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ id: 'a6000000-0000-4000-8000-000000000009', title: 'Harbor gala', recordTypeName: 'Image', isActive: true, isPublished: true });
      }),
    );
    fireEvent.click(publish());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/manageAnnouncements'));
    expect(sent?.get('isPublished')).toBe('true');
    expect(sent?.get('backgroundColor')).toBe('#C9A227');
    expect(JSON.parse(String(sent?.get('sponsorRegionsList')))).toEqual(['Atlantic Region']);
    expect(JSON.parse(String(sent?.get('visibleToObject')))).toEqual([{ label: 'All Members', value: 'AllMembers' }]);
  });

  it('loads an existing announcement to edit', async () => {
    server.use(
      communities.getGetAnnouncementPicklistMockHandler(picklist),
      communities.getGetChapterStudioAnnouncementByIdMockHandler({ ...draft, shortDescription: 'Dates for January.', sponsorDepartmentList: ['Learning'] }),
    );
    renderAt(`/createAnnouncement/${draft.id}`, true);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Officer training'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Warning' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Learning' }).checked).toBe(true);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit announcement');
  });
});
