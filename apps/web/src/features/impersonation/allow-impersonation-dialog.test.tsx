import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles } from '@ypo/msw';
import { createAppHarness, permissionsOf, startMockServer, stubCssEscape, userOf, type GatewayAnswers } from '../../testing/app-harness';
import { AllowImpersonationDialog } from './allow-impersonation-dialog';

startMockServer();

const INES = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000010';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const PERMISSIONS = '/communities/api/community/GetUserPermissionsAndCommunities';
const IMPERSONATION = '/profiles/api/member-profile/impersonation';

const HOME = { communityId: '00000000-0000-4000-8000-00000000c001', name: 'Home', communityType: 'home' as const, roles: [] };
const AMARA_FOUND = profiles.getRegisterMemberResponseMock({ id: AMARA, canImpersonate: false, firstName: 'Amara', lastName: 'Okafor', preferredName: null });

function renderDialog(roles: string[], answers: GatewayAnswers = {}) {
  const harness = createAppHarness({
    user: userOf(INES, 'Ines Delacroix'),
    answers: {
      [PERMISSIONS]: () => Response.json(permissionsOf({ userRoles: roles }, [HOME])),
      '/profiles/api/search-people/Okafor': () => Response.json([AMARA_FOUND]),
      ...answers,
    },
  });
  render(
    <harness.Providers>
      <AllowImpersonationDialog isOpen onOpenChange={() => {}} />
    </harness.Providers>,
  );
  return harness;
}

async function findAmaraSwitch() {
  const search = await screen.findByRole('searchbox', { name: 'Find a member by name' });
  fireEvent.change(search, { target: { value: 'Okafor' } });
  return screen.findByRole('switch', { name: 'Allow Amara Okafor to impersonate members' });
}

beforeAll(() => stubCssEscape());
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('AllowImpersonationDialog (spec 000 §6)', () => {
  it('lets a group super admin allow a member, with the success notice', async () => {
    const harness = renderDialog(['Team Member', 'Group Super Admin'], { [IMPERSONATION]: () => Response.json({ personId: AMARA, canImpersonate: true }) });
    const toggle = await findAmaraSwitch();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    act(() => toggle.click());
    expect(await screen.findByText('Impersonation allowed.')).toBeDefined();
    expect((toggle as HTMLInputElement).checked).toBe(true);
    const put = harness.calls.find((call) => call.path === IMPERSONATION);
    expect(put?.method).toBe('PUT');
  });

  it('moves the switch back and shows the error when the change fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog(['Group Super Admin'], { [IMPERSONATION]: () => Response.json({ title: 'Internal Server Error', status: 500 }, { status: 500 }) });
    const toggle = await findAmaraSwitch();
    act(() => toggle.click());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('An error has occurred. Please try again later.')).toBeDefined();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
  });

  it('shows anyone else Administrators Only, and searches nothing', async () => {
    const harness = renderDialog(['Team Member']);
    await waitFor(() => expect(harness.calls.some((call) => call.path === PERMISSIONS)).toBe(true));
    expect(await screen.findByText('Administrators Only')).toBeDefined();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(harness.calls.filter((call) => call.path.includes('search-people') || call.path === IMPERSONATION)).toEqual([]);
  });
});
