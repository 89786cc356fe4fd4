import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { MessengerClient, MessengerSession } from '@ypo/headless/messenger';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageLink } from '../../components/message-link';
import { useUser } from '../../lib/auth';
import { createAppHarness, permissionsOf, RouterLinks, startMockServer, userOf } from '../../testing/app-harness';
import { MessengerBadgeSlot } from './badge-slot';

// The session is the headless hook's (tested there); here a client whose unread chat count the test sets.
const session = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('./use-app-messenger', () => ({ useAppMessenger: vi.fn(() => session.current) }));
const { useAppMessenger } = await import('./use-app-messenger');

startMockServer();
afterEach(() => {
  cleanup();
  vi.mocked(useAppMessenger).mockClear();
});

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const PERMISSIONS = '/communities/api/community/GetUserPermissionsAndCommunities';

/** A connected client with `unread` conversations unread; `change` sets another count and tells the hooks. */
function fakeSession(unread: number) {
  let listener = () => {};
  let count = unread;
  const client = { onChange: (next: () => void) => ((listener = next), () => {}), unreadChatCount: () => count } as unknown as MessengerClient;
  session.current = { state: 'READY', client, error: null, retry: () => {}, logout: async () => {} } satisfies MessengerSession;
  return {
    change(next: number) {
      count = next;
      act(() => listener());
    },
  };
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
  it("links to /messenger and says the unread chat count in its name and its badge, live; axe-clean", async () => {
    const fake = fakeSession(2);
    const { container } = renderWith(<MessengerBadgeSlot />);
    const link = await screen.findByRole('link', { name: 'Messenger, 2 unread conversations' });
    expect(link.getAttribute('href')).toBe('/messenger');
    expect(link.textContent).toBe('2');
    fake.change(1);
    expect(screen.getByRole('link', { name: 'Messenger, 1 unread conversation' }).textContent).toBe('1');
    fake.change(0);
    expect(screen.getByRole('link', { name: 'Messenger' }).textContent).toBe('');
    fake.change(120);
    expect(screen.getByRole('link', { name: 'Messenger, 120 unread conversations' }).textContent).toBe('99+');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('shows the link without a count until the session is connected', async () => {
    session.current = { state: 'PENDING', client: null, error: null, retry: () => {}, logout: async () => {} } satisfies MessengerSession;
    renderWith(<MessengerBadgeSlot />);
    await waitFor(() => expect(useAppMessenger).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Messenger' }).textContent).toBe('');
  });

  it('is not there, and starts no session, for a member the route guard keeps from /messenger (speaker view only)', async () => {
    fakeSession(2);
    const { container } = renderWith(<MessengerBadgeSlot />, permissionsOf({ hasConnectAccess: false, isNonMemberSpeaker: true }));
    await screen.findByText('permissions loaded');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The slot keeps its box; the badge in it renders nothing.
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('span')?.childElementCount).toBe(0);
    expect(useAppMessenger).not.toHaveBeenCalled();
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
