import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPersonaByKind } from '../../personas.ts';
import { expectMatchesContract, expectRequestMatchesContract } from '../contract-assert.ts';
import { call, callerOf, seededStore } from '../test-network.ts';
import { apiClient, startTestSandbox, type RunningSandbox } from '../testing.ts';
import type { Caller, Store } from '../types.ts';
import { directoryDomain } from './directory.ts';
import { canImpersonateOf, impersonationDomain } from './impersonation.ts';
import { networkDomain } from './network.ts';
import { profileDomain } from './profile.ts';

const idOf = (kind: string) => findPersonaByKind(kind)?.personId ?? '';
const fresh = (): Store => seededStore([impersonationDomain, directoryDomain, profileDomain]);

async function setImpersonation(store: Store, caller: Caller, personId: string, canImpersonate: boolean) {
  const body = { personId, canImpersonate };
  expectRequestMatchesContract('setMemberImpersonation', body);
  const res = await call(impersonationDomain, 'setMemberImpersonation', caller, store, { body });
  expect(res.status).toBe(200);
  expectMatchesContract('setMemberImpersonation', 200, res.body);
  return res.body;
}

async function permissionsOf(store: Store, kind: string) {
  const res = await call(networkDomain, 'getUserPermissionsAndCommunities', callerOf(kind), store);
  expectMatchesContract('getUserPermissionsAndCommunities', 200, res.body);
  return (res.body as { permissions: { canImpersonate: boolean } }).permissions;
}

async function summaryOf(store: Store, kind: string) {
  const res = await call(profileDomain, 'registerMember', callerOf(kind), store);
  expect(res.status).toBe(200);
  expectMatchesContract('registerMember', 200, res.body);
  return res.body as { id: string; canImpersonate: boolean; firstName: string; lastName: string };
}

describe('impersonation permission (spec 000 §6, spec 002 §6)', () => {
  it('seeds the personas that may impersonate, and nobody else', () => {
    const store = fresh();
    expect(canImpersonateOf(store, idOf('impersonator'))).toBe(true);
    expect(canImpersonateOf(store, idOf('member'))).toBe(false);
    expect(canImpersonateOf(store, idOf('group-super-admin'))).toBe(false);
  });

  it('lets a group super admin allow a member: the flag persists in the permissions and the summaries', async () => {
    const store = fresh();
    const amara = idOf('member');
    expect(await setImpersonation(store, callerOf('group-super-admin'), amara.toUpperCase(), true)).toEqual({ personId: amara, canImpersonate: true });
    expect((await permissionsOf(store, 'member')).canImpersonate).toBe(true);
    expect(await summaryOf(store, 'member')).toMatchObject({ id: amara, canImpersonate: true, firstName: 'Amara', lastName: 'Okafor' });
    const found = await call(directoryDomain, 'searchPeople', callerOf('group-super-admin'), store, { params: { term: 'Okafor' } });
    expectMatchesContract('searchPeople', 200, found.body);
    expect((found.body as { id: string; canImpersonate: boolean }[]).find((p) => p.id === amara)?.canImpersonate).toBe(true);
  });

  it('lets a group super admin disallow the impersonator', async () => {
    const store = fresh();
    expect((await permissionsOf(store, 'impersonator')).canImpersonate).toBe(true);
    await setImpersonation(store, callerOf('group-super-admin'), idOf('impersonator'), false);
    expect((await permissionsOf(store, 'impersonator')).canImpersonate).toBe(false);
    expect((await summaryOf(store, 'impersonator')).canImpersonate).toBe(false);
  });

  it('refuses everyone without the group super admin role (403), even one who may impersonate', async () => {
    const store = fresh();
    for (const kind of ['member', 'impersonator', 'chapter-manager', 'team-member', 'non-member-speaker']) {
      await expect(
        call(impersonationDomain, 'setMemberImpersonation', callerOf(kind), store, { body: { personId: idOf('member'), canImpersonate: true } }),
      ).rejects.toMatchObject({ status: 403 });
    }
    expect(canImpersonateOf(store, idOf('member'))).toBe(false);
  });

  it('answers 404 for a person who is not in the network', async () => {
    await expect(
      call(impersonationDomain, 'setMemberImpersonation', callerOf('group-super-admin'), fresh(), {
        body: { personId: '00000000-0000-4000-8000-0000000fffff', canImpersonate: true },
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('register-member (spec 000 §7)', () => {
  it("answers the acting member's summary; the external speaker's from the persona", async () => {
    const store = fresh();
    expect(await summaryOf(store, 'impersonator')).toMatchObject({ id: idOf('impersonator'), canImpersonate: true, firstName: 'Priya', lastName: 'Raman' });
    expect(await summaryOf(store, 'non-member-speaker')).toMatchObject({ id: idOf('non-member-speaker'), canImpersonate: false, firstName: 'Hiroshi' });
    const acting = await call(profileDomain, 'registerMember', callerOf('impersonator', idOf('member')), store);
    expect(acting.body).toMatchObject({ id: idOf('member'), firstName: 'Amara' });
  });
});

describe('through the gateway', () => {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startTestSandbox();
  });
  afterAll(async () => {
    expect(running.sandbox.violations).toEqual([]);
    await running.close();
  });

  const PERMISSIONS = '/communities/api/community/GetUserPermissionsAndCommunities';
  const IMPERSONATION = '/profiles/api/member-profile/impersonation';

  it('honours the impersonation header only while the stored flag allows it', async () => {
    const ines = await apiClient(running, 'ines.delacroix');
    const priya = await apiClient(running, 'priya.raman');
    const asDaniel = { 'X-Impersonation-Id': idOf('spouse-partner') };
    const before = await priya.get<{ permissions: { userRoles: string[] } }>(PERMISSIONS, asDaniel);
    expect(before.body.permissions.userRoles).toEqual(['Spouse Partner']);

    const denied = await priya.put(IMPERSONATION, { personId: idOf('impersonator'), canImpersonate: false });
    expect(denied.status).toBe(403);
    const disallowed = await ines.put(IMPERSONATION, { personId: idOf('impersonator'), canImpersonate: false });
    expect(disallowed).toMatchObject({ status: 200, body: { personId: idOf('impersonator'), canImpersonate: false } });

    const after = await priya.get<{ permissions: { userRoles: string[]; canImpersonate: boolean } }>(PERMISSIONS, asDaniel);
    expect(after.body.permissions).toMatchObject({ userRoles: ['Team Member'], canImpersonate: false });
    const summary = await priya.get<{ canImpersonate: boolean }>('/profiles/api/register-member');
    expect(summary).toMatchObject({ status: 200, body: { canImpersonate: false } });

    await ines.put(IMPERSONATION, { personId: idOf('impersonator'), canImpersonate: true });
    const again = await priya.get<{ permissions: { userRoles: string[] } }>(PERMISSIONS, asDaniel);
    expect(again.body.permissions.userRoles).toEqual(['Spouse Partner']);
  });
});
