import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHarness, permissionsOf, RouterLinks, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { NotificationBellSlot } from './index';
import { SystemMessagesBanner } from './system-messages-banner';

startMockServer();
beforeAll(stubCssEscape);
afterEach(cleanup);

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BASE = 'http://gw.test/notifications/api/appnotification';
const HOUR = 3_600_000;

let unread: number;
let viewedCalls: unknown[];
let list: { id: string; title: string; body: string; url: string; isViewed: boolean; dateCreated: string }[];

beforeEach(() => {
  viewedCalls = [];
  list = [
    { id: '4e000000-0000-4000-8000-000000000001', title: 'New like on your post', body: 'Bruno Lindqvist liked your post.', url: 'https://connect.example/chapter/c-1?postId=p-1', isViewed: false, dateCreated: new Date(Date.now() - 5 * 60_000).toISOString() },
    { id: '4e000000-0000-4000-8000-000000000002', title: 'Event reminder', body: 'The summit starts soon.', url: 'https://elsewhere.example/a/b/c/d', isViewed: true, dateCreated: new Date(Date.now() - 3 * 24 * HOUR).toISOString() },
  ];
  unread = 1;
  server.use(
    http.get(`${BASE}/get-unviewed-notification-count/:id`, () => HttpResponse.json(unread)),
    http.get(`${BASE}/get-notifications/:id`, () => HttpResponse.json(list)),
    http.post(`${BASE}/updatenotificationstoisviewed`, async ({ request }) => {
      viewedCalls.push(await request.json());
      unread = 0;
      list = list.map((n) => ({ ...n, isViewed: true }));
      return HttpResponse.json(true);
    }),
  );
});

function renderShell() {
  const { Providers } = createAppHarness({
    user: userOf(AMARA),
    answers: { '/communities/api/community/GetUserPermissionsAndCommunities': () => Response.json(permissionsOf({ userRoles: ['Member'] })) },
  });
  return render(
    <Providers>
      <MemoryRouter initialEntries={['/home']}>
        <RouterLinks>
          <NotificationBellSlot />
          <SystemMessagesBanner />
        </RouterLinks>
      </MemoryRouter>
    </Providers>,
  );
}

describe('notifications bell (spec 002 §3, §7, §9)', () => {
  it('shows the unread count in its name, opens the list in groups with relative times, marks viewed once; axe-clean', async () => {
    const { container } = renderShell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell.textContent).toContain('1');
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'New like on your post' })).toBeTruthy());
    expect(within(dialog).getByRole('link', { name: 'New like on your post' }).getAttribute('href')).toBe('/chapter/c-1?postId=p-1');
    const external = within(dialog).getByRole('link', { name: 'Event reminder' });
    // (The app's root keeps absolute addresses as they are; this harness's router prefixes them.)
    expect(external.getAttribute('href')).toMatch(/elsewhere\.example\/a\/b\/c\/d$/);
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(within(dialog).getByRole('region', { name: 'New' })).getByText('5 minutes ago')).toBeTruthy();
    expect(within(within(dialog).getByRole('region', { name: 'Earlier' })).getByText('3 days ago')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Notifications', hidden: true }).length).toBeGreaterThan(0));
    expect(viewedCalls).toEqual([{ PersonId: AMARA }]);
    // What was new when the list opened stays marked so until it is read again.
    expect(within(dialog).getByRole('region', { name: 'New' })).toBeTruthy();
    const { violations } = await axe.run(container.ownerDocument.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it('a failed mark puts the count back; an empty list says so', async () => {
    list = [];
    let failedMarks = 0;
    server.use(
      http.post(`${BASE}/updatenotificationstoisviewed`, () => {
        failedMarks += 1;
        return HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 });
      }),
    );
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dialog).getByText('You have no notifications.')).toBeTruthy());
    await waitFor(() => expect(failedMarks).toBe(1));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Notifications, 1 unread', hidden: true }).length).toBeGreaterThan(0));
  });

  it('a failed list load says so and loads again on Try again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let isDown = true;
    server.use(http.get(`${BASE}/get-notifications/:id`, () => (isDown ? HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 }) : HttpResponse.json(list))));
    renderShell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Your notifications could not be loaded. Please try again later.');
    expect(viewedCalls).toEqual([]);
    isDown = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'New like on your post' })).toBeTruthy());
    await waitFor(() => expect(viewedCalls).toHaveLength(1));
    error.mockRestore();
  });

  it('shows no count without unread notifications', async () => {
    unread = 0;
    renderShell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});

describe('system messages (spec 002 §3, §8, §9)', () => {
  it('shows each message in its colours (white on gold by default) until dismissed', async () => {
    server.use(
      http.get(`${BASE}/get-system-messages`, () =>
        HttpResponse.json([
          { id: 's-1', messageText: 'Maintenance on Sunday.' },
          { id: 's-2', messageText: 'New policies.', textColor: '#FFFFFF', backgroundColor: '#1C2430' },
        ]),
      ),
    );
    renderShell();
    const region = await screen.findByRole('region', { name: 'System messages' });
    const first = within(region).getByText('Maintenance on Sunday.').closest('li') as HTMLElement;
    expect(first.style.color).toBe('rgb(255, 255, 255)');
    expect(first.style.backgroundColor).toBe('rgb(138, 109, 0)');
    expect((within(region).getByText('New policies.').closest('li') as HTMLElement).style.backgroundColor).toBe('rgb(28, 36, 48)');
    fireEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Maintenance on Sunday.')).toBeNull());
    expect(screen.getByText('New policies.')).toBeTruthy();
  });

  it('shows nothing when the load fails (swallowed)', async () => {
    server.use(http.get(`${BASE}/get-system-messages`, () => HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 })));
    renderShell();
    await screen.findByRole('button', { name: /Notifications/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'System messages' })).toBeNull();
  });
});
