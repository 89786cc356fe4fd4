import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { communities, profiles } from '@ypo/msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PermissionsResult } from '../../core/permissions';
import type { UserProfileSummary } from '../../core/session/register-member';
import { holdRequests, permissionsResultOf, problem, recordRequests, server, startMockServer, wrapperFor } from '../../testing/mock-server';
import { useImpersonationPermission } from './use-impersonation-permission';

startMockServer();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const PRIYA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000016';
const IMPERSONATION = '*/profiles/api/member-profile/impersonation';
const PERMISSIONS = '/communities/api/community/GetUserPermissionsAndCommunities';

const person = (id: string, firstName: string, lastName: string, canImpersonate: boolean): UserProfileSummary =>
  profiles.getRegisterMemberResponseMock({ id, canImpersonate, firstName, lastName, preferredName: firstName });
const FOUND = [person(AMARA, 'Amara', 'Okafor', false), person(PRIYA, 'Priya', 'Raman', true)];

const HOME = { communityId: '00000000-0000-4000-8000-00000000c001', name: 'Home', communityType: 'home' as const };
const permissionsWith = (userRoles: string[], communityRoles: string[] = []): PermissionsResult =>
  permissionsResultOf({ userRoles }, [{ ...HOME, roles: communityRoles }]);

function setup(result: PermissionsResult, search = 'ra') {
  const requests = recordRequests();
  const wrapper = wrapperFor(communities.getGetUserPermissionsAndCommunitiesMockHandler(result), profiles.getSearchPeopleMockHandler(FOUND));
  const hook = renderHook(({ text }) => useImpersonationPermission(text), { wrapper, initialProps: { text: search } });
  const calls = () => requests.map((r) => `${r.method} ${decodeURIComponent(new URL(r.url).pathname)}`);
  return { ...hook, requests, calls };
}

const flags = (people: readonly UserProfileSummary[]) => people.map((p) => [p.firstName, p.canImpersonate]);

describe('useImpersonationPermission (spec 000 §6, spec 002 §7)', () => {
  it('lets a group super admin (role from the communities) find members with their canImpersonate', async () => {
    const { result, calls } = setup(permissionsWith(['Team Member'], ['Group Super Admin']));
    await waitFor(() => expect(result.current.people).toHaveLength(2));
    expect(result.current.isAllowed).toBe(true);
    expect(flags(result.current.people)).toEqual([
      ['Amara', false],
      ['Priya', true],
    ]);
    expect(calls()).toContain('GET /profiles/api/search-people/ra');
  });

  it('searches only with more than 1 character (spec 002 §5)', async () => {
    const { result, calls, rerender } = setup(permissionsWith(['Group Super Admin']), 'r');
    await waitFor(() => expect(result.current.isAllowed).toBe(true));
    expect(result.current.people).toEqual([]);
    rerender({ text: ' r ' });
    expect(calls().filter((c) => c.includes('search-people'))).toEqual([]);
  });

  it('sends personId and canImpersonate, shows the change at once and keeps it', async () => {
    const { result, requests } = setup(permissionsWith(['Group Super Admin']));
    await waitFor(() => expect(result.current.people).toHaveLength(2));
    const held = holdRequests('put', IMPERSONATION);
    let saved: Promise<unknown> | undefined;
    act(() => void (saved = result.current.setCanImpersonate(AMARA, true)));
    await waitFor(() => expect(held).toHaveLength(1));
    // Optimistic: switched before the server answers.
    expect(flags(result.current.people)).toEqual([
      ['Amara', true],
      ['Priya', true],
    ]);
    expect(await held[0]?.request.clone().json()).toEqual({ personId: AMARA, canImpersonate: true });
    held[0]?.answer({ personId: AMARA, canImpersonate: true });
    await act(async () => expect(await saved).toEqual({ ok: true, data: { personId: AMARA, canImpersonate: true } }));
    expect(flags(result.current.people)[0]).toEqual(['Amara', true]);
    // The permissions are read again (the admin may have changed their own flag).
    await waitFor(() => expect(requests.filter((r) => new URL(r.url).pathname === PERMISSIONS).length).toBeGreaterThanOrEqual(2));
  });

  it('rolls the switch back and gives the catalogue error when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = setup(permissionsWith(['Group Super Admin']));
    await waitFor(() => expect(result.current.people).toHaveLength(2));
    server.use(problem('put', IMPERSONATION, 500, 'Internal Server Error'));
    let outcome: unknown;
    await act(async () => void (outcome = await result.current.setCanImpersonate(PRIYA, false)));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'server', message: 'An error has occurred. Please try again later.' } });
    expect(flags(result.current.people)).toEqual([
      ['Amara', false],
      ['Priya', true],
    ]);
  });

  it.each([
    ['a member', permissionsWith(['Member'], ['Member'])],
    ['a member who may impersonate', permissionsResultOf({ userRoles: ['Team Member'], canImpersonate: true })],
    ['a chapter manager', permissionsWith(['Member', 'Chapter Manager'])],
  ])('denies %s: nothing is searched and a change is refused without a call', async (_who, result) => {
    const { result: hook, calls } = setup(result);
    await waitFor(() => expect(calls()).toContain(`GET ${PERMISSIONS}`));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(hook.current.isAllowed).toBe(false);
    expect(hook.current.people).toEqual([]);
    let outcome: unknown;
    await act(async () => void (outcome = await hook.current.setCanImpersonate(AMARA, true)));
    expect(outcome).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(calls().filter((c) => c.includes('search-people') || c.includes('impersonation'))).toEqual([]);
  });
});
