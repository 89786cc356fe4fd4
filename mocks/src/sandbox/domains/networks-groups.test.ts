/** Related communities, group create requests, configuration, admins and members across personas. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMUNITIES, personas } from '../../personas.ts';
import { apiClient, startTestSandbox } from '../testing.ts';
import type { ApiClient, RunningSandbox } from '../testing.ts';
import { LAST_ADMIN_TEXT, SAILING_REQUEST_ID } from './networks-groups.ts';

const { familyBusiness, mentoring } = COMMUNITIES;
const FAMILY_BUSINESS = familyBusiness.communityId;
const MENTORING = mentoring.communityId;
// The network the Family Business Network's first related community points at (the contract's example).
const IMPACT = '00000000-0000-4000-8000-00000000c402';
const personIdOf = (username: string) => personas.find((p) => p.username === username)?.personId ?? '';
const AMARA = personIdOf('amara.okafor');
const INES = personIdOf('ines.delacroix');
const LUCIA = personIdOf('lucia.ferreira');
const PERMISSIONS = '/communities/api/community/GetUserPermissionsAndCommunities';
const related = (path: string) => `/communities/api/relatedCommunities/${path}`;

interface Related {
  id: string;
  title: string;
  url: string;
  order: number;
}
interface Member {
  personId: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
}
interface Pending {
  groupApplicationList: { groupId: string; name: string; requestedBy: string }[];
  canApprove: boolean;
}

let running: RunningSandbox;
let amara: ApiClient;
let lucia: ApiClient;
let ines: ApiClient;
let chen: ApiClient;

beforeAll(async () => {
  running = await startTestSandbox();
  amara = await apiClient(running, 'amara.okafor');
  lucia = await apiClient(running, 'lucia.ferreira');
  ines = await apiClient(running, 'ines.delacroix');
  chen = await apiClient(running, 'chen.weiling');
});

afterAll(async () => {
  expect(running.sandbox.violations).toEqual([]);
  await running.close();
});

beforeEach(() => running.sandbox.reset());

describe('related communities', () => {
  it('are seeded in order; the network admin adds, changes, reorders and removes them, and everyone sees it', async () => {
    const seeded = await amara.get<Related[]>(related(`list/network/${FAMILY_BUSINESS}`));
    expect(seeded.status).toBe(200);
    expect(seeded.body[0]).toMatchObject({ title: 'Impact Investing Network', url: `https://connect.example/network/${IMPACT}`, order: 1 });

    const entry = { title: 'Jazz friends', url: 'https://connect.example/network/jazz' };
    expect((await amara.post(related(`create/network/${FAMILY_BUSINESS}`), entry)).status).toBe(403);
    const created = await lucia.post<Related>(related(`create/network/${FAMILY_BUSINESS}`), entry);
    expect(created.body).toMatchObject({ ...entry, order: seeded.body.length + 1 });
    expect((await lucia.post(related(`create/network/${FAMILY_BUSINESS}`), { ...entry, title: ' ' })).status).toBe(422);

    const updated = await lucia.put<Related>(related(`update/network/${created.body.id}/${FAMILY_BUSINESS}`), { ...entry, title: 'Jazz and Blues' });
    expect(updated.body.title).toBe('Jazz and Blues');

    const order = [created.body, ...seeded.body].map((r, i) => ({ id: r.id, order: i + 1 }));
    const reordered = await lucia.put<Related[]>(related(`reorder/network/${FAMILY_BUSINESS}`), order);
    expect(reordered.body.map((r) => r.id)).toEqual(order.map((o) => o.id));
    // The order persists and every member sees it.
    expect((await amara.get<Related[]>(related(`list/network/${FAMILY_BUSINESS}`))).body.map((r) => r.title)[0]).toBe('Jazz and Blues');

    expect((await amara.delete(related(`network/${created.body.id}/${FAMILY_BUSINESS}`))).status).toBe(403);
    expect((await lucia.delete(related(`network/${created.body.id}/${FAMILY_BUSINESS}`))).body).toEqual({ success: true, message: 'Deleted.' });
    expect((await lucia.delete(related(`network/${created.body.id}/${FAMILY_BUSINESS}`))).status).toBe(404);
    expect((await amara.get<Related[]>(related(`list/network/${FAMILY_BUSINESS}`))).body).toHaveLength(seeded.body.length);
  });
});

describe('group create requests', () => {
  it('reach the Group Super Administrator; a reviewed request leaves the pending list; approval opens the group', async () => {
    const focus = await amara.get<{ id: string; name: string }[]>('/communities/api/groupform/getfocuslist');
    expect(focus.body.map((f) => f.name)).toContain('Leadership');

    const form = { name: 'Harbor Chess Group', description: 'Members who play chess.', communityFocus: ['Learning'] };
    expect((await amara.post('/communities/api/group/creategrouprequest', { ...form, communityFocus: ['Chess'] })).status).toBe(422);
    const asked = await amara.post<{ groupId: string; requestedBy: string }>('/communities/api/group/creategrouprequest', form);
    expect(asked.body).toMatchObject({ name: form.name, requestedBy: AMARA });

    const own = await amara.get<Pending>('/communities/api/grouprequests/pendinlist');
    expect(own.body.canApprove).toBe(false);
    expect(own.body.groupApplicationList.map((r) => r.groupId).sort()).toEqual([SAILING_REQUEST_ID, asked.body.groupId].sort());
    expect((await chen.get<Pending>('/communities/api/grouprequests/pendinlist')).body.groupApplicationList).toEqual([]);
    const all = await ines.get<Pending>('/communities/api/grouprequests/pendinlist');
    expect(all.body.canApprove).toBe(true);

    const review = { groupId: asked.body.groupId, isApproved: true };
    expect((await amara.post('/communities/api/group/reviewcreaterequest', review)).status).toBe(403);
    expect((await ines.post('/communities/api/group/reviewcreaterequest', review)).body).toEqual({ success: true, message: 'Approved.' });
    expect((await ines.post('/communities/api/group/reviewcreaterequest', review)).status).toBe(422);
    await ines.post('/communities/api/group/reviewcreaterequest', { groupId: SAILING_REQUEST_ID, isApproved: false });
    expect((await ines.get<Pending>('/communities/api/grouprequests/pendinlist')).body.groupApplicationList).toEqual([]);

    const mine = (await amara.get<{ communities: { communityId: string; name: string }[] }>(PERMISSIONS)).body.communities;
    expect(mine).toContainEqual(expect.objectContaining({ communityId: asked.body.groupId, name: form.name }));
    const group = await amara.get<{ canEditGroup: boolean; communityFocus: string[] }>(`/communities/api/group/${asked.body.groupId}`);
    expect(group.body).toMatchObject({ canEditGroup: true, communityFocus: ['Learning'] });
  });
});

describe('group configuration, admins and members', () => {
  const search = (client: ApiClient, term: string) => client.get<Member[]>(`/communities/api/member-search/${MENTORING}/group/${term}`);

  it('lets an admin configure the group; others may not', async () => {
    const form = { groupId: MENTORING, name: 'Mentoring Circle', description: 'One conversation at a time.', communityFocus: ['Mentoring', 'Learning'] };
    expect((await amara.post('/communities/api/group/configure', form)).status).toBe(403);
    const saved = await ines.post('/communities/api/group/configure', form);
    expect(saved.body).toEqual({ communityId: MENTORING, name: 'Mentoring Circle', description: form.description, communityFocus: form.communityFocus, canEditGroup: true });
    expect((await amara.get<{ name: string }>(`/communities/api/group/${MENTORING}`)).body.name).toBe('Mentoring Circle');
    expect((await ines.post('/communities/api/group/configure', { name: 'x', description: '' })).status).toBe(422);
  });

  it('keeps the last admin: the check answers, and removing or demoting them is refused', async () => {
    const admins = await ines.get<Member[]>(`/communities/api/groups/list-admins/${MENTORING}/group`);
    const seededAdmin = admins.body.find((a) => a.personId !== INES) as Member;
    expect(seededAdmin).toBeDefined();
    expect((await ines.get<boolean>(`/communities/api/groups/isLastAdmin/${MENTORING}/group`)).body).toBe(false);

    // Ines makes herself the only admin: then she is the last one.
    expect((await ines.get(`/communities/api/groups/add-admin/${MENTORING}/${seededAdmin.personId}/false`)).body).toEqual({ success: true, message: 'Saved.' });
    for (const other of admins.body.filter((a) => a.personId !== INES && a.personId !== seededAdmin.personId)) {
      await ines.get(`/communities/api/groups/add-admin/${MENTORING}/${other.personId}/false`);
    }
    expect((await ines.get<boolean>(`/communities/api/groups/isLastAdmin/${MENTORING}/group`)).body).toBe(true);
    const demote = await ines.get<{ detail: string }>(`/communities/api/groups/add-admin/${MENTORING}/${INES}/false`);
    expect(demote.status).toBe(422);
    expect(demote.body.detail).toBe(LAST_ADMIN_TEXT);
    expect((await ines.get(`/communities/api/groups/${MENTORING}/remove-member/${INES}`)).status).toBe(422);

    // A member is removed and no longer found; strangers may not search.
    const found = await search(ines, seededAdmin.lastName);
    expect(found.body.map((m) => m.personId)).toContain(seededAdmin.personId);
    expect((await amara.get(`/communities/api/groups/${MENTORING}/remove-member/${seededAdmin.personId}`)).status).toBe(403);
    expect((await ines.get(`/communities/api/groups/${MENTORING}/remove-member/${seededAdmin.personId}`)).body).toEqual({ success: true, message: 'Removed.' });
    expect((await search(ines, seededAdmin.lastName)).body.map((m) => m.personId)).not.toContain(seededAdmin.personId);
    expect((await ines.get(`/communities/api/groups/${MENTORING}/remove-member/${seededAdmin.personId}`)).status).toBe(404);
    expect((await chen.get(`/communities/api/member-search/${MENTORING}/group/an`)).status).toBe(403);
  });
});

describe('a network run as a group (its admin panels, spec 001 §2)', () => {
  const path = (call: string) => `/communities/api/groups/${call}/${FAMILY_BUSINESS}/network`;

  it("answers the group calls with the 'network' segment; its community admins are its admins, and the last one stays", async () => {
    expect((await lucia.get(path('list-admins').replace('/network', '/group'))).status).toBe(404);
    const admins = await lucia.get<Member[]>(path('list-admins'));
    expect(admins.status).toBe(200);
    expect(admins.body.map((a) => a.personId)).toContain(LUCIA);
    const others = admins.body.filter((a) => a.personId !== LUCIA);
    expect(others.length).toBeGreaterThan(0);
    expect((await lucia.get<boolean>(path('isLastAdmin'))).body).toBe(false);

    // Only the network's admins change its admins (a Group Super Administrator runs groups, not networks).
    expect((await ines.get(`/communities/api/groups/add-admin/${FAMILY_BUSINESS}/${others[0]?.personId}/false`)).status).toBe(403);
    for (const other of others) expect((await lucia.get(`/communities/api/groups/add-admin/${FAMILY_BUSINESS}/${other.personId}/false`)).status).toBe(200);
    expect((await lucia.get<boolean>(path('isLastAdmin'))).body).toBe(true);
    const demote = await lucia.get<{ detail: string }>(`/communities/api/groups/add-admin/${FAMILY_BUSINESS}/${LUCIA}/false`);
    expect(demote.status).toBe(422);
    expect(demote.body.detail).toBe(LAST_ADMIN_TEXT);
    expect((await lucia.get(`/communities/api/groups/${FAMILY_BUSINESS}/remove-member/${LUCIA}`)).status).toBe(422);
    expect((await lucia.get<Member[]>(path('list-admins'))).body.map((a) => a.personId)).toEqual([LUCIA]);

    // A member found by search is made admin, then removed from the network.
    const other = others[0] as Member;
    const found = await lucia.get<Member[]>(`/communities/api/member-search/${FAMILY_BUSINESS}/network/${other.lastName}`);
    expect(found.body).toContainEqual(expect.objectContaining({ personId: other.personId, isAdmin: false }));
    expect((await lucia.get(`/communities/api/groups/add-admin/${FAMILY_BUSINESS}/${other.personId}/true`)).status).toBe(200);
    expect((await lucia.get<Member[]>(path('list-admins'))).body.map((a) => a.personId)).toContain(other.personId);
    expect((await lucia.get(`/communities/api/groups/${FAMILY_BUSINESS}/remove-member/${other.personId}`)).body).toEqual({ success: true, message: 'Removed.' });
    expect((await lucia.get<Member[]>(`/communities/api/member-search/${FAMILY_BUSINESS}/network/${other.lastName}`)).body.map((m) => m.personId)).not.toContain(other.personId);
  });

  it('is configured by its admins (name, description, focus) and read as a group', async () => {
    const seeded = await amara.get<{ name: string; description: string; communityFocus: string[]; canEditGroup: boolean }>(`/communities/api/group/${FAMILY_BUSINESS}`);
    expect(seeded.body).toMatchObject({ name: 'Family Business Network', communityFocus: [], canEditGroup: false });
    expect(seeded.body.description).not.toBe('');
    expect((await lucia.get<{ canEditGroup: boolean }>(`/communities/api/group/${FAMILY_BUSINESS}`)).body.canEditGroup).toBe(true);

    const form = { groupId: FAMILY_BUSINESS, name: 'Family Business Network', description: 'Families in business together.', communityFocus: ['Family'] };
    expect((await amara.post('/communities/api/group/configure', form)).status).toBe(403);
    expect((await ines.post('/communities/api/group/configure', form)).status).toBe(403);
    expect((await lucia.post('/communities/api/group/configure', form)).body).toMatchObject({ description: form.description, communityFocus: ['Family'] });
    expect((await amara.get(`/communities/api/group/${FAMILY_BUSINESS}`)).body).toMatchObject({ description: form.description, communityFocus: ['Family'] });
  });

  it("lets a network's admin review the pending group requests", async () => {
    const pending = await lucia.get<Pending>('/communities/api/grouprequests/pendinlist');
    expect(pending.body.canApprove).toBe(true);
    expect(pending.body.groupApplicationList.map((r) => r.groupId)).toContain(SAILING_REQUEST_ID);
    expect((await lucia.post('/communities/api/group/reviewcreaterequest', { groupId: SAILING_REQUEST_ID, isApproved: true })).body).toEqual({ success: true, message: 'Approved.' });
    expect((await ines.get<Pending>('/communities/api/grouprequests/pendinlist')).body.groupApplicationList).toEqual([]);
    // A member who runs no network still only sees their own.
    expect((await amara.get<Pending>('/communities/api/grouprequests/pendinlist')).body.canApprove).toBe(false);
  });
});
