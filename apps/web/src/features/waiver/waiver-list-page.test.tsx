import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { WAIVER_MESSAGES as M, type WaiverItem } from '@ypo/headless/waiver';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHarness, RouterLinks, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { WaiverListPage } from './waiver-list-page';

startMockServer();
stubCssEscape();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const OFFICER = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const CHAPTER = '00000000-0000-4000-8000-00000000c101';
const guid = (prefix: string, n: number) => `${prefix}000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SENT_TO_PRP = { communityId: CHAPTER, chapterName: 'Harbor City Chapter', waiverStatus: 'Requested', waiverFlowStatus: 'Send_to_PRP' } as const;
const DATES = { waiverRequestedDate: '2026-10-05T14:00:00Z', waiverSentForCommentsDate: null, waiverPostedToPrpdate: '2026-10-09T10:00:00Z' };
/** Waiver `n` of Harbor City Chapter, with the panel since Oct 9, 2026. */
const item = (n: number, extra: Partial<WaiverItem> = {}): WaiverItem => ({ id: guid('3c', n), leadId: guid('7b', n), firstName: `First${n}`, lastName: `Last${n}`, companyName: `Company ${n}`, ...SENT_TO_PRP, ...DATES, ...extra });

let waivers: WaiverItem[];
let status: number;
const seen: URL[] = [];

beforeEach(() => {
  waivers = Array.from({ length: 25 }, (_, i) => item(i + 1));
  status = 200;
  seen.length = 0;
  server.use(
    http.get('*/waiver/api/waivers/get-requests/:viewType', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url);
      if (status !== 200) return HttpResponse.json({ title: status === 403 ? M.insufficientPermissions : 'Internal Server Error', status }, { status });
      const filterBy = url.searchParams.get('filterBy');
      const list = filterBy === 'Finalize' ? waivers.filter((w) => w.waiverFlowStatus === 'Approved_by_Member') : waivers;
      const page = Number(url.searchParams.get('pageNumber'));
      return HttpResponse.json(list.slice((page - 1) * 20, page * 20));
    }),
    http.get('*/waiver/api/waivers/search/:viewType', ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json([item(3, { isSearchView: true })]);
    }),
  );
});

function renderAt(path: string) {
  const { Providers } = createAppHarness({ user: userOf(OFFICER) });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterLinks>
        <Providers>
          <Routes>
            {['/chapterWaiver/:communityId?', '/regionalWaiver/:communityId?', '/peerReviewPanel', '/peerReviewPanelAdmin'].map((pattern) => (
              <Route key={pattern} path={pattern} element={<WaiverListPage />} />
            ))}
          </Routes>
        </Providers>
      </RouterLinks>
    </MemoryRouter>,
  );
}

const lists = () => seen.filter((url) => url.pathname.includes('/get-requests/'));

describe('WaiverListPage (spec 002 §2, §4, §6-§9)', () => {
  it('lists the view of the address 20 at a time, each row linking to its details; Load more brings the rest; axe-clean', async () => {
    const { container } = renderAt('/peerReviewPanelAdmin');
    expect(screen.getByRole('heading', { level: 1, name: M.peerReviewPanelAdmin })).toBeTruthy();
    const list = await screen.findByRole('list', { name: M.waiverList });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const first = within(list).getByRole('link', { name: 'First1 Last1' });
    expect(first.getAttribute('href')).toBe(`/waiverFormPRPAdmin?leadId=${guid('7b', 1)}&communityId=${CHAPTER}`);
    expect(within(list).getAllByText('Waiver Requested')).toHaveLength(20);
    expect(within(list).getAllByText('Send to PRP')).toHaveLength(20);
    expect(within(list).getAllByText('Oct 9, 2026')).toHaveLength(20);
    expect(within(list).queryByRole('link', { name: /Request Waiver/ })).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: M.loadMoreWaivers }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: M.waiverList })).getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: M.loadMoreWaivers })).toBeNull();
    expect(lists().map((url) => [url.pathname.split('/').at(-1), url.searchParams.get('pageNumber')])).toEqual([
      ['prpAdmin', '1'],
      ['prpAdmin', '2'],
    ]);
  });

  it("gives a chapter officer 'Request Waiver' for a prospect with no waiver, and sends the chapter of the address", async () => {
    waivers = [item(1, { waiverStatus: 'None', waiverFlowStatus: null, waiverRequestedDate: null, waiverPostedToPrpdate: null }), item(2, { waiverStatus: 'Chapter_needs_to_submit', waiverFlowStatus: 'ReSubmit' }), item(3)];
    const { container } = renderAt(`/chapterWaiver/${CHAPTER}`);
    expect(screen.getByRole('heading', { level: 1, name: M.chapterWaivers })).toBeTruthy();
    const list = await screen.findByRole('list', { name: M.waiverList });
    const request = within(list).getByRole('link', { name: 'Request Waiver: First1 Last1' });
    expect(request.getAttribute('href')).toBe(`/waiverForm?communityId=${CHAPTER}&leadId=${guid('7b', 1)}`);
    expect(within(list).getByRole('link', { name: 'Resubmit Waiver: First2 Last2' })).toBeTruthy();
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    expect(lists()[0]?.searchParams.get('communityId')).toBe(CHAPTER);
    expect(lists()[0]?.pathname.endsWith('/get-requests/chapter')).toBe(true);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('filters and sorts from the first page again', async () => {
    waivers = [item(1), item(2, { waiverFlowStatus: 'Approved_by_Member' })];
    renderAt('/regionalWaiver');
    await screen.findByRole('list', { name: M.waiverList });
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${M.filterBy}`) }));
    fireEvent.click(await screen.findByRole('option', { name: 'Finalize' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: M.waiverList })).getAllByRole('listitem')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${M.sortBy}`) }));
    fireEvent.click(await screen.findByRole('option', { name: 'First Name' }));
    await waitFor(() => expect(lists().at(-1)?.searchParams.get('sortType')).toBe('First Name'));
    expect(lists().map((url) => Object.fromEntries(url.searchParams))).toEqual([
      { pageNumber: '1', sortType: 'Last Updated' },
      { pageNumber: '1', sortType: 'Last Updated', filterBy: 'Finalize' },
      { pageNumber: '1', sortType: 'First Name', filterBy: 'Finalize' },
    ]);
    expect(lists()[0]?.pathname.endsWith('/get-requests/regionalMemberOfficer')).toBe(true);
  });

  it('searches the view and shows every result; Show all waivers goes back to the list', async () => {
    renderAt('/peerReviewPanel');
    await screen.findByRole('list', { name: M.waiverList });
    fireEvent.change(screen.getByRole('searchbox', { name: M.searchWaivers }), { target: { value: 'First3' } });
    fireEvent.click(screen.getByRole('button', { name: M.searchButton }));
    const results = await screen.findByRole('list', { name: M.searchResults });
    expect(within(results).getByRole('link', { name: 'First3 Last3' })).toBeTruthy();
    expect(seen.at(-1)?.pathname.endsWith('/search/prpMember')).toBe(true);
    expect(seen.at(-1)?.searchParams.get('searchToken')).toBe('First3');
    fireEvent.click(screen.getByRole('button', { name: M.clearSearch }));
    expect(await screen.findByRole('list', { name: M.waiverList })).toBeTruthy();
  });

  it("shows 'No waivers to display.' for an empty list", async () => {
    waivers = [];
    renderAt('/peerReviewPanel');
    expect(await screen.findByText(M.noWaivers)).toBeTruthy();
    expect(screen.queryByRole('list', { name: M.waiverList })).toBeNull();
  });

  it("shows only 'Insufficient permissions to view waiverList' when the view is refused; axe-clean", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    status = 403;
    const { container } = renderAt('/peerReviewPanelAdmin');
    expect((await screen.findByRole('alert')).textContent).toBe(M.insufficientPermissions);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('shows the reload text when the list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    status = 500;
    renderAt('/chapterWaiver');
    expect((await screen.findByRole('alert')).textContent).toBe(M.listLoadFailed);
    expect(screen.getByRole('searchbox', { name: M.searchWaivers })).toBeTruthy();
  });
});
