import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useHref, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createAppHarness, permissionsOf, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { Layout, type AccountDialog } from './layout';

startMockServer();

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const HIROSHI = '5a000000-0000-4000-8000-000000000001';
const PERMISSIONS_PATH = '/communities/api/community/GetUserPermissionsAndCommunities';
const CHAPTER = { communityId: '00000000-0000-4000-8000-00000000c101', name: 'Harbor City Chapter', communityType: 'chapter' as const, roles: ['Member'] };
const FORUMS = [
  { communityId: '00000000-0000-4000-8000-00000000f101', name: 'Forum Blue Heron', communityType: 'forum' as const, roles: ['Member'] },
  { communityId: '00000000-0000-4000-8000-00000000f102', name: 'Forum Red Fox', communityType: 'forum' as const, roles: ['Member'] },
];

const FakeDialog: AccountDialog = ({ isOpen, onOpenChange }) =>
  isOpen ? (
    <div role="dialog" aria-label="Change username">
      <button onClick={() => onOpenChange(false)}>Close</button>
    </div>
  ) : null;

function Page() {
  return <p>page at {useLocation().pathname}</p>;
}

/** The layout under react-router, with react-aria links navigating through it (as Root wires them). */
function Routed() {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <Routes>
        <Route element={<Layout accountDialogs={{ changeUsername: FakeDialog }} />}>
          <Route path="*" element={<Page />} />
        </Route>
      </Routes>
    </RouterProvider>
  );
}

function renderLayout(personId: string, result: ReturnType<typeof permissionsOf>, path = '/home') {
  const { Providers, userManager } = createAppHarness({ user: userOf(personId), answers: { [PERMISSIONS_PATH]: () => Response.json(result) } });
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routed />
      </MemoryRouter>
    </Providers>,
  );
  return { userManager };
}

async function openAccountMenu() {
  const trigger = await screen.findByRole('button', { name: /^Account menu/ });
  act(() => trigger.click());
  return screen.findByRole('menu', {}, { timeout: 4000 });
}

// While the panel is open, react-aria hides the rest of the page from assistive technology.
const menuButton = () => screen.getByRole('button', { name: 'Menu', hidden: true });

async function openCompactMenu() {
  // The main menu is in once the permissions answer arrived.
  await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main menu' }).textContent).toContain('Chapters'));
  act(() => menuButton().click());
  return screen.findByRole('dialog', { name: 'Menu' }, { timeout: 4000 });
}

beforeAll(async () => {
  stubCssEscape();
  await Promise.all([import('./account-menu'), import('./compact-menu')]);
}, 30_000);
afterEach(cleanup);

describe('Layout account menu (spec 000 §6)', () => {
  it('shows a member My Account, emails and notifications, the partner programme, Ideas Into Action and contact us', async () => {
    renderLayout(AMARA, permissionsOf());
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main menu' }).textContent).toContain('Chapters'));
    const menu = await openAccountMenu();
    // spec 002 §2: the speaker item follows once the registration status answered (Amara has none).
    await within(menu).findByRole('menuitem', { name: 'Become a Speaker' });
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Change username',
      'Manage login security',
      'Invoices',
      'Purchase benefits',
      'Digital wallet',
      'Manage my chapters',
      'Emails and notifications',
      'Become a Speaker',
      'Overview',
      'Assistance',
      'Profile update',
      'Ideas Into Action',
      'Policies and Procedures',
      'Feedback',
      'Contact us',
    ]);
    act(() => within(menu).getByRole('menuitem', { name: 'Change username' }).click());
    expect(await screen.findByRole('dialog', { name: 'Change username' })).toBeDefined();
  });

  it('shows a pending applicant View/Edit My Speaker Profile (Pending Approval), opening their own speaker profile (spec 002 §2)', async () => {
    const AMELIE = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000015';
    server.use(http.get('*/speaker/api/speaker/speaker-registration-status/:id', () => HttpResponse.json('P')));
    renderLayout(AMELIE, permissionsOf());
    const menu = await openAccountMenu();
    const item = await within(menu).findByRole('menuitem', { name: 'View/Edit My Speaker Profile (Pending Approval)' });
    expect(item.getAttribute('href')).toBe(`/speakerPage/speakerProfile?id=${AMELIE}`);
    expect(within(menu).queryByRole('menuitem', { name: 'Become a Speaker' })).toBeNull();
  });

  it('shows an external speaker only the resource directory terms of use and contact us', async () => {
    renderLayout(HIROSHI, permissionsOf({ hasConnectAccess: false, isNonMemberSpeaker: true, userRoles: [] }, []));
    const menu = await openAccountMenu();
    await waitFor(() =>
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Resource Directory Terms of Use', 'Contact us']),
    );
  });
});

describe('menu button of narrow screens', () => {
  it('opens the main menu and the account menu in a dialog, focus inside; Escape closes it and focus returns to the button', async () => {
    renderLayout(AMARA, permissionsOf({}, [CHAPTER, ...FORUMS]));
    await waitFor(() => expect(menuButton().getAttribute('aria-expanded')).toBe('false'));
    const dialog = await openCompactMenu();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    const mainMenu = within(dialog).getByRole('navigation', { name: 'Main menu' });
    // spec 000 §1 order; a kind with several communities lists them under its name.
    expect(within(mainMenu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Forum Blue Heron', 'Forum Red Fox', 'Chapters']);
    expect(within(mainMenu).getByRole('list', { name: 'Forums' })).toBeDefined();
    const account = within(dialog).getByRole('group', { name: 'Account menu, Amara' });
    expect(within(account).getByRole('list', { name: 'My Account' })).toBeDefined();
    expect(within(account).getByRole('link', { name: 'Manage login security' }).getAttribute('href')).toBe('/loginSecurity');
    expect(within(account).getByRole('button', { name: 'Sign out' })).toBeDefined();

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));
  });

  it('navigates with a link of the panel and closes it', async () => {
    renderLayout(AMARA, permissionsOf({}, [CHAPTER, ...FORUMS]));
    const dialog = await openCompactMenu();
    act(() => within(dialog).getByRole('link', { name: 'Chapters' }).click());
    await waitFor(() => expect(screen.getByText(`page at /chapter/${CHAPTER.communityId}`)).toBeDefined());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('opens the dialog of an account action, and signs out', async () => {
    const { userManager } = renderLayout(AMARA, permissionsOf({}, [CHAPTER, ...FORUMS]));
    let dialog = await openCompactMenu();
    act(() => within(dialog).getByRole('button', { name: 'Change username' }).click());
    expect(await screen.findByRole('dialog', { name: 'Change username' })).toBeDefined();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Close' }).click());

    dialog = await openCompactMenu();
    act(() => within(dialog).getByRole('button', { name: 'Sign out' }).click());
    await waitFor(() => expect(userManager.removeUser).toHaveBeenCalled());
  });
});
