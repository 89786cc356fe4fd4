import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { communities, profiles } from '@ypo/msw';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, useHref, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppHarness, permissionsOf, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { HomePage } from './home-page';

startMockServer();
beforeAll(stubCssEscape);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const LEILA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000017';
const HARBOR = '00000000-0000-4000-8000-00000000c101';
const HOME = '00000000-0000-4000-8000-00000000c001';
const DAY = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const person = (joinedDate: string, recordType: string) =>
  profiles.getGetPersonMockHandler({ personId: LEILA, firstName: 'Leila', familyName: 'Moreau', preferredName: 'Leila', email: 'leila@example.test', joinedDate, recordType, termsAndConditionsAccepted: true });

function Routed({ children }: { children: React.ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

function renderHome(props: Parameters<typeof HomePage>[0] = {}) {
  const { Providers } = createAppHarness({
    user: userOf(LEILA, 'Leila Moreau'),
    answers: { '/communities/api/community/GetUserPermissionsAndCommunities': () => Response.json(permissionsOf()) },
  });
  server.use(
    communities.getListCommunitiesByUserMockHandler([
      { communityId: HOME, name: 'Home', communityType: 'home', isPrimary: false },
      { communityId: HARBOR, name: 'Harbor City Chapter', communityType: 'chapter', isPrimary: true },
    ] as never),
    communities.getGetLeftPaneAnnouncementMockHandler(({ params }) => ({
      communityId: String(params['id']),
      title: 'Coming up in Harbor City Chapter',
      body: 'Meet your community at its next events.',
      eventList: [{ eventId: 'e0000000-0000-4000-8000-000000000001', title: 'Harbor City Leadership Summit', startDateTime: '2026-12-03T09:00:00Z', endDateTime: '2026-12-04T17:00:00Z', locationType: 'In Person' }],
      profileList: [],
    })),
    communities.getGetConnectAnnouncementMockHandler({
      communityId: HARBOR,
      title: 'Connect with Harbor City Chapter',
      body: 'Your community officers are here to help.',
      eventList: [],
      profileList: [{ personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002', firstName: 'Bruno', lastName: 'Lindqvist' }],
    }),
  );
  render(
    <Providers>
      <MemoryRouter initialEntries={['/home']}>
        <Routed>
          <HomePage {...props} />
        </Routed>
      </MemoryRouter>
    </Providers>,
  );
}

describe('HomePage (spec 001 §2, §4, §7)', () => {
  it('welcomes a member who joined 1 to 90 days ago', async () => {
    server.use(person(isoDay(Date.now() - 20 * DAY), 'Member'));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Welcome, Leila!' })).toBeTruthy();
  });

  it('does not welcome a member who joined long ago, nor a spouse partner', async () => {
    server.use(person('2019-03-04', 'Member'));
    renderHome();
    await screen.findByRole('heading', { name: 'Connect with Harbor City Chapter' });
    expect(screen.queryByRole('heading', { name: /^Welcome/ })).toBeNull();
    cleanup();
    server.use(person(isoDay(Date.now() - 20 * DAY), 'Spouse/Partner'));
    renderHome();
    await screen.findByRole('heading', { name: 'Connect with Harbor City Chapter' });
    expect(screen.queryByRole('heading', { name: /^Welcome/ })).toBeNull();
  });

  it("shows the left-pane and connect announcements of the member's primary chapter", async () => {
    server.use(person('2019-03-04', 'Member'));
    renderHome();
    const leftPane = await screen.findByRole('region', { name: 'Coming up in Harbor City Chapter' });
    expect(within(leftPane).getByRole('list', { name: /^Events/ }).textContent).toContain('Harbor City Leadership Summit');
    expect(leftPane.textContent).toContain('Dec 3, 2026 – Dec 4, 2026 · In Person');
    const connect = await screen.findByRole('region', { name: 'Connect with Harbor City Chapter' });
    expect(within(connect).getByRole('link', { name: 'Bruno Lindqvist' })).toBeTruthy();
  });

  it('keeps the communities list and renders the feed and featured news slots', async () => {
    server.use(person('2019-03-04', 'Member'));
    renderHome({ feed: <p>home feed</p>, featuredNews: <p>featured news</p> });
    expect(await screen.findByRole('heading', { level: 1, name: 'My communities' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: /Harbor City Chapter/ }).getAttribute('href')).toBe(`/chapter/${HARBOR}`));
    expect(screen.getByText('home feed')).toBeTruthy();
    expect(screen.getByText('featured news')).toBeTruthy();
  });
});
