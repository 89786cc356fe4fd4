import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppHarness, permissionsOf, stubCssEscape, userOf } from '../../testing/app-harness';
import { Layout, type AccountDialog } from './layout';

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const HIROSHI = '5a000000-0000-4000-8000-000000000001';
const PERMISSIONS_PATH = '/communities/api/community/GetUserPermissionsAndCommunities';

const FakeDialog: AccountDialog = ({ isOpen, onOpenChange }) =>
  isOpen ? (
    <div role="dialog" aria-label="Change username">
      <button onClick={() => onOpenChange(false)}>Close</button>
    </div>
  ) : null;

function renderLayout(personId: string, result: ReturnType<typeof permissionsOf>, path = '/home') {
  const { Providers } = createAppHarness({ user: userOf(personId), answers: { [PERMISSIONS_PATH]: () => Response.json(result) } });
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Layout accountDialogs={{ changeUsername: FakeDialog }} />}>
            <Route path="*" element={<p>page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

async function openAccountMenu() {
  const trigger = await screen.findByRole('button', { name: /^Account menu/ });
  act(() => trigger.click());
  return screen.findByRole('menu', {}, { timeout: 4000 });
}

beforeAll(async () => {
  stubCssEscape();
  await import('./account-menu');
}, 30_000);
afterEach(cleanup);

describe('Layout account menu (spec 000 §6)', () => {
  it('shows a member My Account, emails and notifications, the partner programme, Ideas Into Action and contact us', async () => {
    renderLayout(AMARA, permissionsOf());
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main menu' }).textContent).toContain('Chapters'));
    const menu = await openAccountMenu();
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Change username',
      'Manage login security',
      'Invoices',
      'Purchase benefits',
      'Digital wallet',
      'Manage my chapters',
      'Emails and notifications',
      'Overview',
      'Assistance',
      'Profile update',
      'Ideas Into Action',
      'Contact us',
    ]);
    act(() => within(menu).getByRole('menuitem', { name: 'Change username' }).click());
    expect(await screen.findByRole('dialog', { name: 'Change username' })).toBeDefined();
  });

  it('shows an external speaker only the resource directory terms of use and contact us', async () => {
    renderLayout(HIROSHI, permissionsOf({ hasConnectAccess: false, isNonMemberSpeaker: true, userRoles: [] }, []));
    const menu = await openAccountMenu();
    await waitFor(() =>
      expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Resource Directory Terms of Use', 'Contact us']),
    );
  });
});
