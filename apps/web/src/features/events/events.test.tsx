import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useHref, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, permissionsOf, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { EventDirectoryPage } from './event-directory-page';

startMockServer();
beforeAll(stubCssEscape);
const matchMedia = window.matchMedia;
afterEach(() => {
  cleanup();
  window.matchMedia = matchMedia;
});

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
type Body = { search: string; searchFilters: { filterKey: string; filterValue: string }[]; skip: number; orderBy: { sortField: string } };
let bodies: Body[];

const event = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Event ${n}`,
  startDateTime: '2026-12-03T09:00:00-05:00',
  endDateTime: '2026-12-04T17:00:00-05:00',
  startEventDate: { date: '03', month: 'Dec', year: '2026', day: 'Thursday', time: '9:00 AM' },
  endEventDate: { date: '04', month: 'Dec', year: '2026', day: 'Friday', time: '5:00 PM' },
  eventTimeZone: 'Eastern Standard Time',
  city: 'Harbor City',
  state: 'Atlantic',
  country: 'Atlantica',
  locationType: 'In Person',
  registrationStatus: null,
  ...extra,
});
const SEED = [
  event(1, { name: 'Harbor City Leadership Summit', registrationStatus: 'Registered' }),
  event(2, { name: 'Family Business Succession Webinar', locationType: 'Virtual', city: null, state: null, country: null, registrationStatus: 'Waitlisted' }),
  event(3, { name: 'Borealis Wine Tasting', country: 'Borealis', state: 'North', city: 'Frost' }),
];

let ALL: ReturnType<typeof event>[];

beforeEach(() => {
  bodies = [];
  ALL = SEED.map((e) => ({ ...e }));
  server.use(
    http.post('http://gw.test/events/api/eventsearch', async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      const location = body.searchFilters.find((f) => f.filterKey === 'Location')?.filterValue;
      const mine = body.searchFilters.some((f) => f.filterKey === 'MyEvents');
      const matching = ALL.filter((e) => (!location || e.country === location.split('>')[0]) && (!mine || e.registrationStatus !== null));
      return HttpResponse.json({
        results: matching.slice(body.skip, body.skip + 50),
        totalCount: matching.length,
        facets: {
          searchRibbonGroup: [
            {
              key: 'Location',
              categories: [
                { label: 'Atlantica', filterKey: 'Location', filterValue: 'Atlantica', count: 1, subFilters: [{ label: 'Atlantic', filterKey: 'Location', filterValue: 'Atlantica>Atlantic', count: 1 }] },
                { label: 'Borealis', filterKey: 'Location', filterValue: 'Borealis', count: 1 },
              ],
            },
            { key: 'Format', categories: [{ label: 'Virtual', filterKey: 'Format', filterValue: 'Virtual', count: 1 }] },
          ],
        },
        userRegisteredAndWaitlistedEventCount: 2,
      });
    }),
  );
});

function renderAt(path: string, page: ReactNode = <EventDirectoryPage />) {
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
    return <output data-testid="where">{useLocation().pathname}</output>;
  }
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routed>
          <Routes>
            <Route path="/events" element={page} />
            <Route path="/eventDirectory" element={page} />
          </Routes>
          <Where />
        </Routed>
      </MemoryRouter>
    </Providers>,
  );
}

describe('EventDirectoryPage (spec 001 §2-§4, §9)', () => {
  it('/eventDirectory goes to /events and first loads the unfiltered events, Recommended; cards show dates, place, type, Virtual and registration; axe-clean', async () => {
    const { container } = renderAt('/eventDirectory');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/events'));
    expect(screen.getByRole('heading', { level: 1, name: 'Event Directory' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('3 results')).toBeTruthy());
    expect(bodies[0]).toMatchObject({ search: '', searchFilters: [], skip: 0, orderBy: { sortField: 'Recommended' } });
    const list = screen.getByRole('list', { name: 'Events' });
    const summit = within(list).getByRole('article', { name: 'Harbor City Leadership Summit' });
    expect(summit.textContent).toContain('Thursday, Dec 03, 2026 9:00 AM – Friday, Dec 04, 2026 5:00 PM (Eastern Standard Time)');
    expect(summit.textContent).toContain('Harbor City, Atlantic, Atlantica');
    expect(summit.textContent).toContain('In Person');
    expect(within(summit).getByText('Registered')).toBeTruthy();
    const webinar = within(list).getByRole('article', { name: 'Family Business Succession Webinar' });
    expect(within(webinar).getByText('Virtual', { selector: 'span' })).toBeTruthy();
    expect(within(webinar).getByText('Waitlisted')).toBeTruthy();
    expect(within(within(list).getByRole('article', { name: 'Borealis Wine Tasting' })).getByText('Register')).toBeTruthy();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('filters by country, then clears all; an empty answer shows its texts; My Events empty links to recommended events', async () => {
    renderAt('/events');
    await waitFor(() => expect(screen.getByText('3 results')).toBeTruthy());
    const panel = screen.getByRole('region', { name: 'Filter / Sort' });
    fireEvent.click(within(panel).getByRole('button', { name: /Country/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Borealis' }));
    await waitFor(() => expect(screen.getByText('1 result')).toBeTruthy());
    expect(bodies.at(-1)?.searchFilters).toEqual([{ label: 'Borealis', filterKey: 'Location', filterValue: 'Borealis' }]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(screen.getByText('3 results')).toBeTruthy());
    expect(bodies.at(-1)?.searchFilters).toEqual([]);

    fireEvent.click(screen.getByRole('switch', { name: 'My Events' }));
    await waitFor(() => expect(screen.getByText('2 results')).toBeTruthy());
    ALL = ALL.map((e) => ({ ...e, registrationStatus: null }));
    fireEvent.click(within(panel).getByRole('radio', { name: 'Event Name' }));
    await waitFor(() => expect(screen.getByText('You are not currently registered for any events.')).toBeTruthy());
    fireEvent.click(screen.getByRole('link', { name: 'See recommended events' }));
    await waitFor(() => expect(screen.getByText('3 results')).toBeTruthy());
    expect((screen.getByRole('switch', { name: 'My Events' }) as HTMLInputElement).checked).toBe(false);
    expect(bodies.at(-1)?.orderBy.sortField).toBe('Recommended');
  });

  it('on a phone, a zero total closes the filters and shows the no-events texts', async () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
    renderAt('/events');
    await waitFor(() => expect(screen.getByText('3 results')).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Filter / Sort' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filter / Sort' }));
    const panel = screen.getByRole('region', { name: 'Filter / Sort' });
    ALL = [];
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Virtual (1)' }));
    await waitFor(() => expect(screen.getByText('No events were found based on your selections')).toBeTruthy());
    expect(screen.getByText('Try removing some filters.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Filter / Sort' })).toBeNull());
  });

  it('a failed search shows the error and clears the list (spec 001 §8)', async () => {
    const error = console.error;
    console.error = () => undefined;
    try {
      server.use(http.post('http://gw.test/events/api/eventsearch', () => HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 })));
      renderAt('/events');
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBeTruthy());
      expect(screen.queryByRole('list', { name: 'Events' })).toBeNull();
      expect(screen.queryByText('No events were found based on your selections')).toBeNull();
    } finally {
      console.error = error;
    }
  });
});
