import { cleanup, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageLink } from '../../components/message-link';
import { env } from '../../config/env';
import { useUser } from '../../lib/auth';
import { createAppHarness, permissionsOf, RouterLinks, server, startMockServer, userOf } from '../../testing/app-harness';
import { MessengerBadgeSlot } from './badge-slot';

startMockServer();
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const PERMISSIONS = '/communities/api/community/GetUserPermissionsAndCommunities';
const HOMESERVER = env.homeserverUrl;

/**
 * A homeserver for the badge: the JWT login, then a /sync answer per step (each a room id -> unread count; 'invite'
 * for an invitation, 'leave' for a room left), the last one held open as a long poll does. Records what the badge asked.
 */
function fakeHomeserver(steps: readonly Record<string, number | 'invite' | 'leave'>[], { gated = false } = {}) {
  const seen: { logins: unknown[]; syncs: URL[]; release: () => void } = { logins: [], syncs: [], release: () => {} };
  // Gated: each answer after the first waits for the test's release().
  let opened = 0;
  const gates: (() => void)[] = [];
  const gate = (k: number) => (!gated || k === 0 || k <= opened ? Promise.resolve() : new Promise<void>((resolve) => (gates[k] = resolve)));
  seen.release = () => {
    opened += 1;
    gates[opened]?.();
  };
  let step = 0;
  server.use(
    http.post(`${HOMESERVER}/_matrix/client/v3/login`, async ({ request }) => {
      seen.logins.push(await request.json());
      return HttpResponse.json({ user_id: `@${AMARA}:ypo`, access_token: 'badge-token', device_id: 'BADGEDEVICE' });
    }),
    http.get(`${HOMESERVER}/_matrix/client/v3/sync`, async ({ request }) => {
      const url = new URL(request.url);
      seen.syncs.push(url);
      const rooms = steps[step];
      if (!rooms) return new Promise<Response>(() => {});
      await gate(step);
      step += 1;
      const entries = Object.entries(rooms);
      const join = Object.fromEntries(entries.filter(([, n]) => typeof n === 'number').map(([id, n]) => [id, { unread_notifications: { notification_count: n } }]));
      const invite = Object.fromEntries(entries.filter(([, n]) => n === 'invite').map(([id]) => [id, {}]));
      const leave = Object.fromEntries(entries.filter(([, n]) => n === 'leave').map(([id]) => [id, {}]));
      return HttpResponse.json({ next_batch: `s${step}`, rooms: { join, invite, leave } });
    }),
  );
  return seen;
}

/** Says when the member's permissions are in (the decision the badge and the link wait for). */
function PermissionsLoaded() {
  return useUser().permissions.data ? <p>permissions loaded</p> : null;
}

function renderWith(children: React.ReactNode, permissions = permissionsOf()) {
  const { Providers } = createAppHarness({ user: userOf(AMARA), answers: { [PERMISSIONS]: () => Response.json(permissions) } });
  return render(
    <Providers>
      <MemoryRouter initialEntries={['/home']}>
        <RouterLinks>
          {children}
          <PermissionsLoaded />
        </RouterLinks>
      </MemoryRouter>
    </Providers>,
  );
}

describe('the messenger badge in the chrome (spec 002 §4 unread chat count)', () => {
  it('links to /messenger and says the unread chat count in its name and its badge, live from the homeserver; axe-clean', async () => {
    const seen = fakeHomeserver([
      { '!a:ypo': 2, '!b:ypo': 1, '!c:ypo': 0 },
      { '!b:ypo': 0 },
      { '!d:ypo': 'invite' },
      Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`!r${i}:ypo`, 1])),
    ]);
    const { container } = renderWith(<MessengerBadgeSlot />);
    // 2 conversations unread, then 1, then 1 plus an invitation; 120 shows as 99+ (the name says it exactly).
    const last = await screen.findByRole('link', { name: 'Messenger, 122 unread conversations' });
    expect(last.getAttribute('href')).toBe('/messenger');
    expect(last.textContent).toBe('99+');
    expect((await axe.run(container)).violations).toEqual([]);
    // Signed in with the member's token (Synapse's JWT login), then one long poll after another from the last batch.
    expect(seen.logins).toEqual([expect.objectContaining({ type: 'org.matrix.login.jwt', token: expect.any(String) })]);
    expect(seen.syncs.map((url) => url.searchParams.get('since'))).toEqual([null, 's1', 's2', 's3', 's4']);
    expect(JSON.parse(seen.syncs[0]?.searchParams.get('filter') ?? '{}')).toMatchObject({ room: { ephemeral: { types: ['m.receipt'] } } });
    // The Matrix login stays in this tab's session storage; the browser keeps only the device id.
    expect(Object.keys(localStorage)).toEqual([`ypo-messenger:unread-device:${AMARA}`]);
  });

  it('a conversation read on another device, then one left, each lower the count: 2, 1, 0', async () => {
    const homeserver = fakeHomeserver([{ '!a:ypo': 3, '!b:ypo': 1 }, { '!a:ypo': 0 }, { '!b:ypo': 'leave' }], { gated: true });
    renderWith(<MessengerBadgeSlot />);
    expect((await screen.findByRole('link', { name: 'Messenger, 2 unread conversations' })).textContent).toBe('2');
    homeserver.release();
    expect((await screen.findByRole('link', { name: 'Messenger, 1 unread conversation' })).textContent).toBe('1');
    homeserver.release();
    await waitFor(() => expect(screen.getByRole('link', { name: /^Messenger/ }).getAttribute('aria-label')).toBe('Messenger'));
    expect(screen.getByRole('link', { name: 'Messenger' }).textContent).toBe('');
  });

  it('shows the link without a count while the homeserver does not answer', async () => {
    server.use(http.post(`${HOMESERVER}/_matrix/client/v3/login`, () => new HttpResponse(null, { status: 502 })));
    renderWith(<MessengerBadgeSlot />);
    const link = await screen.findByRole('link', { name: 'Messenger' });
    expect(link.textContent).toBe('');
  });

  it('is not there, and asks the homeserver nothing, for a member the route guard keeps from /messenger (speaker view only)', async () => {
    const seen = fakeHomeserver([{ '!a:ypo': 2 }]);
    const { container } = renderWith(<MessengerBadgeSlot />, permissionsOf({ hasConnectAccess: false, isNonMemberSpeaker: true }));
    await screen.findByText('permissions loaded');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The slot keeps its box; the badge in it renders nothing.
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('span')?.childElementCount).toBe(0);
    expect(seen.logins).toEqual([]);
  });
});

describe("'Message' on a profile and in the directory", () => {
  it('links to a conversation with the member', async () => {
    renderWith(<MessageLink memberId={BRUNO.toUpperCase()} name="Bruno Lindqvist" />);
    const link = await screen.findByRole('link', { name: 'Message Bruno Lindqvist' });
    expect(link.textContent).toBe('Message');
    expect(link.getAttribute('href')).toBe(`/messenger?with=${BRUNO}`);
  });

  it('is not there for oneself', async () => {
    const own = renderWith(<MessageLink memberId={AMARA} name="Amara Okafor" />);
    await screen.findByText('permissions loaded');
    expect(own.container.querySelector('a')).toBeNull();
  });

  it('is not there for a member the route guard keeps from /messenger (speaker view only)', async () => {
    const denied = renderWith(<MessageLink memberId={BRUNO} name="Bruno Lindqvist" />, permissionsOf({ hasConnectAccess: false, isNonMemberSpeaker: true }));
    await screen.findByText('permissions loaded');
    expect(denied.container.querySelector('a')).toBeNull();
  });
});
