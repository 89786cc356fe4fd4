import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SEARCH_MESSAGES } from '@ypo/headless/search';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHarness, RouterLinks, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { YpoSearchPage } from './search-page';

startMockServer();
beforeAll(stubCssEscape);
afterEach(cleanup);

const GW = 'http://gw.test';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const HARBOR = '00000000-0000-4000-8000-00000000c101';
const POST = '9a000000-0000-4000-8000-000000000001';
const people = Array.from({ length: 6 }, (_, i) => ({ id: `5d1f6a2e-3c4b-4f7a-9e21-0a000000010${i}`, firstName: `Harbor${i}`, lastName: 'Okafor', preferredName: '', companyName: 'Okafor Logistics' }));

let tracked: Record<string, unknown>[];
let searched: { path: string; search: unknown }[];
let failTracking: boolean;

beforeEach(() => {
  tracked = [];
  searched = [];
  failTracking = false;
  const answer = (path: string, body: Record<string, unknown>) =>
    http.post(`${GW}${path}`, async ({ request }) => {
      searched.push({ path, search: ((await request.json()) as { search: unknown }).search });
      return HttpResponse.json(body);
    });
  server.use(
    answer('/ams/personIntegratedOneClickSearch', { searchResults: people, totalResultCount: 6 }),
    answer('/ams/eventIntegratedSearch', { searchResults: [{ id: 'e0000000-0000-4000-8000-000000000001', title: 'Harbor City Leadership Summit', startDateTime: '2026-12-03T09:00:00-05:00', eventTimeZone: 'Eastern Standard Time', city: 'Harbor City', country: 'Harbor Isles', locationType: 'In Person' }], totalResultCount: 1 }),
    answer('/ams/communityIntegratedSearch', { searchResults: [{ communityId: HARBOR, name: 'Harbor City Chapter', communityType: 'chapter' }], totalResultCount: 1 }),
    answer('/ams/contentIntegratedSearch', { searchResults: [{ contentType: 'Post', contentName: 'Harbor tour on Friday', contentId: POST, communityType: 'chapter', communityId: HARBOR }], totalResultCount: 1 }),
    http.post(`${GW}/search/api/SearchTracking`, async ({ request }) => {
      tracked.push((await request.json()) as Record<string, unknown>);
      return failTracking ? HttpResponse.json({ title: 'Service Unavailable', status: 503 }, { status: 503 }) : HttpResponse.json(true);
    }),
  );
});

function Where() {
  const location = useLocation();
  return <span data-testid="where">{`${location.pathname}${location.search}`}</span>;
}

function renderAt(path: string) {
  const { Providers } = createAppHarness({ user: userOf(AMARA) });
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <RouterLinks>
          <Routes>
            <Route path="/ypoSearch" element={<YpoSearchPage />} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </RouterLinks>
      </MemoryRouter>
    </Providers>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const box = () => screen.getByRole('searchbox', { name: SEARCH_MESSAGES.searchLabel });

describe('YpoSearchPage (spec 002 §2, §3, §7)', () => {
  it('searches every kind, shows the results by kind and posts the search tracking payload; axe-clean', async () => {
    const { container } = renderAt('/ypoSearch');
    expect(screen.getByText(SEARCH_MESSAGES.prompt)).toBeTruthy();
    fireEvent.change(box(), { target: { value: ' harbor ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'People (6)' })).toBeTruthy());
    expect(where()).toBe('/ypoSearch?searchTerm=harbor');
    expect(screen.getByRole('heading', { name: 'Events (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Communities (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Content (1)' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 9 results');
    expect(screen.getByText('Dec 3, 2026, 9:00 AM Eastern Standard Time')).toBeTruthy();
    // A preview of each kind; all six people on their one-click search.
    expect(within(screen.getByRole('list', { name: 'People (6)' })).getAllByRole('listitem')).toHaveLength(4);
    expect(new Set(searched.map((s) => s.search))).toEqual(new Set(['harbor']));
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toMatchObject({ searchTerm: 'harbor', searchType: 'Integrated', committedSearchTerm: 'harbor', tileText: '', tileType: '', oneClickSearchText: '', oneClickSearchType: '' });
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('a one-click search shows every result of one kind and is tracked', async () => {
    renderAt('/ypoSearch?searchTerm=harbor');
    fireEvent.click(await screen.findByRole('button', { name: 'See all 6 People' }));
    await waitFor(() => expect(where()).toBe('/ypoSearch?searchTerm=harbor&oneClickSearchType=Person'));
    expect(within(await screen.findByRole('list', { name: 'People (6)' })).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('heading', { name: /Events/ })).toBeNull();
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toMatchObject({ searchTerm: 'harbor', committedSearchTerm: 'harbor', oneClickSearchText: 'harbor', oneClickSearchType: 'Person' });
    fireEvent.click(screen.getByRole('button', { name: SEARCH_MESSAGES.allResults }));
    await waitFor(() => expect(where()).toBe('/ypoSearch?searchTerm=harbor'));
  });

  it('a tile click opens the post highlighted and posts its tracking payload, even when tracking fails', async () => {
    failTracking = true;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/ypoSearch?searchTerm=harbor');
    fireEvent.click(await screen.findByRole('link', { name: 'Harbor tour on Friday' }));
    await waitFor(() => expect(where()).toBe(`/chapter/${HARBOR}?postId=${POST}&highlightText=harbor&showAllActivityFeedCommunity=true`));
    await waitFor(() => expect(tracked).toHaveLength(1));
    expect(tracked[0]).toMatchObject({ searchTerm: 'harbor', committedSearchTerm: 'harbor', tileText: 'Harbor tour on Friday', tileType: 'Content' });
    await waitFor(() => expect(log).toHaveBeenCalled());
    log.mockRestore();
  });

  it('a text of one character searches nothing and says why', async () => {
    renderAt('/ypoSearch');
    fireEvent.change(box(), { target: { value: 'h' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByText(SEARCH_MESSAGES.prompt)).toBeTruthy();
    expect(where()).toBe('/ypoSearch');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(searched).toEqual([]);
    expect(tracked).toEqual([]);
  });
});
