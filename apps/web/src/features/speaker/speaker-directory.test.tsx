import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useHref, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, permissionsOf, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { CffDirectoryPage, SpeakerDirectoryPage } from './speaker-directory-page';

startMockServer();
beforeAll(stubCssEscape);
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
type Body = { search: string; searchFilters: { filterKey: string; filterValue: string }[]; skip: number; maxResultCount: number };
let bodies: Body[];

const speaker = (n: number, extra: Record<string, unknown> = {}) => ({
  speakerId: null,
  personID: `p0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  approvalStatus: 'A',
  firstName: `Ana${n}`,
  familyName: `Speaker${String(n).padStart(2, '0')}`,
  travelFromCity: 'Harbor City',
  country: n % 2 === 0 ? 'Japan' : 'Peru',
  feeRange: 4,
  profileImageUrl: null,
  categories: ['Crisis Leadership', 'Leading Change'],
  recordType: 'Speaker',
  ...extra,
});
const CFF = speaker(90, {
  firstName: 'Carmen',
  familyName: 'Facilitator',
  recordType: 'CFF',
  country: 'Spain',
  cffFee: [{ id: 'f1', trainingName: 'Forum Retreat', minimumFee: 1000, maximumFee: 3000 }],
  numberofFourmPrograms: 12,
  qualification: 'Certified forum facilitator',
  retreatTopic: 'Life transitions',
  tagLine: 'Better forums, better leaders',
  cffSince: 2012,
  cffRegion: { id: 'r-eu', name: 'Europe' },
  averageCffRating: 4.666666667,
});
const SPEAKERS = Array.from({ length: 23 }, (_, n) => speaker(n + 1));

beforeEach(() => {
  bodies = [];
  server.use(
    http.post('http://gw.test/speaker/api/speakerdirectory', async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      const isCff = body.searchFilters.some((f) => f.filterKey === 'speakersWhoAre');
      const country = body.searchFilters.find((f) => f.filterKey === 'Country')?.filterValue;
      const pool = isCff ? [CFF] : SPEAKERS;
      const matching = pool.filter((s) => !country || s.country === country);
      const countries = [...new Set(pool.map((s) => s.country))].sort();
      return HttpResponse.json({
        searchResults: matching.slice(body.skip, body.skip + body.maxResultCount),
        totalResultCount: matching.length,
        searchRibbonGroup: countries.map((c) => ({ label: c, filterKey: 'Country', filterValue: c, ribbonGroupName: 'Country', count: pool.filter((s) => s.country === c).length })),
      });
    }),
    http.post('http://gw.test/speaker/api/speakersearchautocomplete', () => HttpResponse.json([speaker(3)])),
    http.post('http://gw.test/speaker/api/typeAhead', () => HttpResponse.json([{ label: 'Japan', filterKey: 'Country', filterValue: 'Japan', ribbonGroupName: 'Country' }])),
  );
});

function renderAt(path: string) {
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
  function Where() {
    const location = useLocation();
    return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
  }
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routed>
          <Routes>
            <Route path="/speakerPage/speakerDirectory" element={<SpeakerDirectoryPage />} />
            <Route path="/speakerPage/searchSpeakers" element={<CffDirectoryPage />} />
            <Route path="/speakerPage/speakerProfile" element={<p>profile</p>} />
          </Routes>
          <Where />
        </Routed>
      </MemoryRouter>
    </Providers>,
  );
}

describe('SpeakerDirectoryPage (spec 002 §2-§4, §9)', () => {
  it('lists 10 cards per step with name, city, country, fee range and categories; a filter narrows the count; axe-clean', async () => {
    const { container } = renderAt('/speakerPage/speakerDirectory');
    expect(screen.getByRole('heading', { level: 1, name: 'Speaker Directory' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('23 speakers')).toBeTruthy());
    expect(bodies[0]).toEqual({ search: '', skip: 0, maxResultCount: 50, searchFilters: [], orderBy: { sortField: 'LastName', direction: 'asc' } });
    const list = screen.getByRole('list', { name: 'Speaker Directory' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    const first = within(list).getByRole('article', { name: 'Ana1 Speaker01' });
    expect(first.textContent).toContain('Harbor City, Peru');
    expect(first.textContent).toContain('$10,000');
    expect(first.textContent).toContain('Crisis Leadership, Leading Change');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    expect(bodies).toHaveLength(1);

    fireEvent.click(within(screen.getByRole('group', { name: 'Country' })).getByRole('checkbox', { name: 'Japan (11)' }));
    await waitFor(() => expect(screen.getByText('11 speakers')).toBeTruthy());
    expect(bodies.at(-1)?.searchFilters).toEqual([{ filterKey: 'Country', filterValue: 'Japan' }]);
    expect(JSON.parse(sessionStorage.getItem('ypo.filters.speakerDirectory') ?? '{}')).toMatchObject({ filters: [{ filterKey: 'Country', filterValue: 'Japan' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(screen.getByText('23 speakers')).toBeTruthy());
  });

  it('suggests names and filter values as the member types; a name opens the profile and stores the speaker type and status A', async () => {
    renderAt('/speakerPage/speakerDirectory');
    await waitFor(() => expect(screen.getByText('23 speakers')).toBeTruthy());
    const input = screen.getByRole('combobox', { name: 'Search speakers' });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'An' } });
    expect(await screen.findByRole('option', { name: 'Japan (Country)' })).toBeTruthy();
    act(() => screen.getByRole('option', { name: 'Japan (Country)' }).click());
    await waitFor(() => expect(bodies.at(-1)?.searchFilters).toEqual([{ filterKey: 'Country', filterValue: 'Japan' }]));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((within(screen.getByRole('group', { name: 'Country' })).getByRole('checkbox', { name: 'Japan (11)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(input, { target: { value: 'Ana' } });
    const option = await screen.findByRole('option', { name: 'Ana3 Speaker03 (Speakers)' });
    act(() => option.click());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/speakerPage/speakerProfile?id=p0000000-0000-4000-8000-000000000003'));
    expect(JSON.parse(sessionStorage.getItem('ypo.filters.speakerView') ?? '{}')).toEqual({ speakerType: 'member', approvalStatus: 'A' });
  });

  it('shows the empty text when nothing matches', async () => {
    server.use(http.post('http://gw.test/speaker/api/speakerdirectory', () => HttpResponse.json({ searchResults: [], totalResultCount: 0, searchRibbonGroup: [] })));
    renderAt('/speakerPage/speakerDirectory');
    await waitFor(() => expect(screen.getByText('No speakers found')).toBeTruthy());
  });
});

describe('CffDirectoryPage (spec 002 §2, §3, §5)', () => {
  it('asks for CFFs and shows their fees per training, forum programs, since, region, rating cut and tag line; links to the Speaker Directory', async () => {
    const { container } = renderAt('/speakerPage/searchSpeakers?speakersWhoAre=IsCFFSpeaker');
    expect(screen.getByRole('heading', { level: 1, name: 'CFF Directory' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('1 speaker')).toBeTruthy());
    expect(bodies[0]?.searchFilters).toEqual([{ filterKey: 'speakersWhoAre', filterValue: 'IsCFFSpeaker' }]);
    const card = screen.getByRole('article', { name: 'Carmen Facilitator' });
    for (const text of ['Forum Retreat: $1,000 - $3,000', '12 forum programs · since 2012', 'Europe', '4.66666', 'Certified forum facilitator', 'Life transitions', 'Better forums, better leaders']) {
      expect(card.textContent).toContain(text);
    }
    expect(within(card).getByRole('link', { name: 'Carmen Facilitator' }).getAttribute('href')).toBe(
      '/speakerPage/speakerProfile?id=p0000000-0000-4000-8000-000000000090&speakersWhoAre=IsCFFSpeaker',
    );
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Go to the Speaker Directory' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/speakerPage/speakerDirectory'));
  });
});
