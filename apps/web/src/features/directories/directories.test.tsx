import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useHref, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, permissionsOf, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { CommunityDirectoryPage } from './community-directory-page';
import { ContentDirectoryPage } from './content-directory-page';
import { MemberConnectionsPage } from './member-connections-page';

startMockServer();
beforeAll(stubCssEscape);
afterEach(cleanup);

const GW = 'http://gw.test';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const HARBOR = '00000000-0000-4000-8000-00000000c101';
const POST = '9a000000-0000-4000-8000-000000000001';
let sent: { path: string; body: Record<string, unknown> }[];
const record = async (path: string, request: Request) => {
  const body = (await request.json()) as Record<string, unknown>;
  sent.push({ path, body });
  return body;
};

beforeEach(() => {
  sent = [];
  sessionStorage.clear();
  server.use(
    http.post(`${GW}/content/api/contentSearch`, async ({ request }) => {
      const body = await record('contentSearch', request);
      const found = body.search === 'summit';
      return HttpResponse.json({
        searchResults: found
          ? [{ contentType: 'Post', contentName: 'Leadership Summit', contentId: POST, communityType: 'chapter', communityId: HARBOR, mediaType: 'text', url: `https://connect.example/chapter/${HARBOR}?postId=${POST}` }]
          : [],
        totalResultCount: found ? 1 : 0,
        searchRibbonGroup: [{ key: 'contentType', categories: [{ label: 'Post', filterKey: 'contentType', filterValue: 'Post', count: 1, checked: false }] }],
      });
    }),
    http.post(`${GW}/communities/api/communitysearch`, async ({ request }) => {
      await record('communitysearch', request);
      return HttpResponse.json({
        searchResults: [{ id: HARBOR, name: 'Harbor City Chapter', communityType: 'chapter' }],
        totalResultCount: 1,
        searchRibbonGroup: [
          { key: 'CommunityType', categories: [{ label: 'Chapter', filterKey: 'CommunityType', filterValue: 'chapter', count: 1 }, { label: 'Network', filterKey: 'CommunityType', filterValue: 'network', count: 4 }] },
          { key: 'CommunityFocus', categories: [{ label: 'Family', filterKey: 'CommunityFocus', filterValue: 'Family', count: 2 }] },
        ],
      });
    }),
  );
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, pattern: string, page: ReactNode) {
  const { Providers } = createAppHarness({
    user: userOf(AMARA),
    answers: { '/communities/api/community/GetUserPermissionsAndCommunities': () => Response.json(permissionsOf({ userRoles: ['Member'] })) },
  });
  function Routed({ children }: { children: ReactNode }) {
    const navigate = useNavigate();
    return (
      <RouterProvider navigate={navigate} useHref={useHref}>
        {children}
      </RouterProvider>
    );
  }
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routed>
          <Routes>
            <Route path={pattern} element={page} />
            <Route path="*" element={<Where />} />
          </Routes>
          <Where />
        </Routed>
      </MemoryRouter>
    </Providers>,
  );
}

async function expectAxeClean(container: HTMLElement) {
  const result = await axe.run(container, { rules: { region: { enabled: false }, 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

describe('ContentDirectoryPage', () => {
  it("starts with 'Sorry no contents found', searches, and links the result to its highlighted post", async () => {
    const { container } = renderAt('/contentDirectoryPage', '/contentDirectoryPage', <ContentDirectoryPage />);
    expect(await screen.findByRole('heading', { name: 'Sorry no contents found' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contents' }), { target: { value: 'summit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'Leadership Summit' });
    expect(link.getAttribute('href')).toBe(`/chapter/${HARBOR}?postId=${POST}&highlightText=summit&showAllActivityFeedCommunity=true`);
    expect(screen.getByText('Showing 1 result')).toBeTruthy();
    expect(sent.at(-1)?.body).toMatchObject({ search: 'summit', orderBy: 'Date', skip: 0, maxResultCount: 50 });
    await expectAxeClean(container);
  });

  it("shows the date rules' texts under the fields and keeps what was typed; a valid range is sent", async () => {
    renderAt('/contentDirectoryPage', '/contentDirectoryPage', <ContentDirectoryPage />);
    await screen.findByRole('heading', { name: 'Sorry no contents found' });
    const from = screen.getByRole('textbox', { name: /^From/ }) as HTMLInputElement;
    const to = screen.getByRole('textbox', { name: /^To/ }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(await screen.findByText('From date required')).toBeTruthy();
    expect(screen.getByText('To date required')).toBeTruthy();
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    fireEvent.change(to, { target: { value: '2026-11-02' } });
    expect(screen.getByText('Invalid Date Range')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(await screen.findByText('To date should be after from date!')).toBeTruthy();
    expect([from.value, to.value]).toEqual(['2026-11-20', '2026-11-02']);
    fireEvent.change(to, { target: { value: '2026-02-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    expect(await screen.findAllByText('Invalid Date')).toHaveLength(2);
    fireEvent.change(to, { target: { value: '2026-11-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply dates' }));
    await waitFor(() =>
      expect(sent.at(-1)?.body.searchFilters).toEqual([{ filterKey: 'fromDate', filterValue: '2026-11-20' }, { filterKey: 'toDate', filterValue: '2026-11-24' }]),
    );
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Filters' }).textContent).toContain('Nov 20, 2026 – Nov 24, 2026');
  });

  it('remembers the Name sort for the session', async () => {
    sessionStorage.setItem('ypo.sorts.contentDirectory', 'Name');
    renderAt('/contentDirectoryPage', '/contentDirectoryPage', <ContentDirectoryPage />);
    await waitFor(() => expect(sent.at(-1)?.body.orderBy).toBe('Name'));
  });
});

describe('CommunityDirectoryPage', () => {
  it('reads the query, sends its filters with the fixed sort, and keeps filter changes in the address', async () => {
    const filters = encodeURIComponent(JSON.stringify({ CommunityFocus: ['Family'] }));
    const { container } = renderAt(`/communityDirectoryPage?navigatedFromId=${HARBOR}&communitySearchText=harbor&communityFilters=${filters}`, '/communityDirectoryPage', <CommunityDirectoryPage />);
    expect(await screen.findByRole('link', { name: 'Harbor City Chapter' })).toBeTruthy();
    expect(sent[0]?.body).toEqual({ search: 'harbor', orderBy: 'Name', skip: 0, maxResultCount: 50, searchFilters: [{ filterKey: 'CommunityFocus', filterValue: 'Family' }] });
    expect((screen.getByRole('searchbox', { name: 'Search communities' }) as HTMLInputElement).value).toBe('harbor');
    const types = screen.getByRole('group', { name: 'Community type' });
    fireEvent.click(within(types).getByRole('checkbox', { name: /Network/ }));
    await waitFor(() => expect(sent.at(-1)?.body.searchFilters).toEqual([{ filterKey: 'CommunityType', filterValue: 'network' }, { filterKey: 'CommunityFocus', filterValue: 'Family' }]));
    const where = new URL(`http://x${screen.getAllByTestId('where').at(-1)?.textContent ?? ''}`);
    expect(where.searchParams.get('navigatedFromId')).toBe(HARBOR);
    expect(JSON.parse(where.searchParams.get('communityFilters') ?? '')).toEqual({ CommunityFocus: ['Family'], CommunityType: ['network'] });
    await expectAxeClean(container);
  });
});

describe('type-ahead', () => {
  it('suggests contents while typing (links to the post) and communities (a pick searches for it)', async () => {
    server.use(
      http.post(`${GW}/content/api/contentsearchautocomplete`, async ({ request }) => {
        const body = await record('contentsearchautocomplete', request);
        return HttpResponse.json([
          { contentType: 'Post', contentName: `Suggested ${String(body.search)}`, contentId: POST, communityType: 'chapter', communityId: HARBOR, url: `https://connect.example/chapter/${HARBOR}?postId=${POST}` },
        ]);
      }),
      http.post(`${GW}/communities/api/communitysearchautocomplete`, () =>
        HttpResponse.json([{ label: 'Harbor City Chapter', filterKey: 'CommunityName', filterValue: 'Harbor City Chapter', ribbonGroupName: 'Community' }]),
      ),
    );
    renderAt('/contentDirectoryPage', '/contentDirectoryPage', <ContentDirectoryPage />);
    const box = screen.getByRole('searchbox', { name: 'Search contents' });
    fireEvent.change(box, { target: { value: 's' } });
    fireEvent.change(box, { target: { value: 'sum' } });
    const suggestion = await screen.findByRole('link', { name: 'Suggested sum' });
    expect(suggestion.getAttribute('href')).toBe(`/chapter/${HARBOR}?postId=${POST}&highlightText=sum&showAllActivityFeedCommunity=true`);
    expect(sent.filter((s) => s.path === 'contentsearchautocomplete').map((s) => s.body)).toEqual([{ search: 'sum', originalSearch: 'sum', searchFilters: [] }]);
    cleanup();

    renderAt('/communityDirectoryPage', '/communityDirectoryPage', <CommunityDirectoryPage />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search communities' }), { target: { value: 'harb' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Harbor City Chapter' }));
    await waitFor(() => expect(sent.at(-1)?.body).toMatchObject({ search: 'Harbor City Chapter' }));
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
  });
});

describe('MemberConnectionsPage', () => {
  it("shows 'You currently have no connections.' for none and the follows with their profile links", async () => {
    server.use(
      http.get(`${GW}/profiles/api/member-profile/get-memberprofile-connection/lists/:id`, () => HttpResponse.json({ profileConnection: [] })),
      http.get(`${GW}/profiles/api/member-profile/get-memberprofile-follow-status/lists/:id`, () =>
        HttpResponse.json({ profileFollowing: [{ id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000003', isConnected: true, firstName: 'Chen', lastName: 'Wei-Ling', companyName: 'Lotus Analytics', primaryChapterName: 'Northwind Gold Chapter' }] }),
      ),
    );
    const { container } = renderAt('/memberConnections', '/memberConnections', <MemberConnectionsPage />);
    expect(await screen.findByText('You currently have no connections.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: 'Following (1)' }));
    const link = await screen.findByRole('link', { name: 'Chen Wei-Ling' });
    expect(link.getAttribute('href')).toContain('/memberProfile?memberId=5d1f6a2e-3c4b-4f7a-9e21-0a0000000003');
    await expectAxeClean(container);
  });
});
