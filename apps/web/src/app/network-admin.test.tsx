import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FEATURE_MESSAGES, type Group, type GroupApplication, type GroupMember } from '@ypo/headless';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../testing/app-harness';
import { NetworkAdministration } from './community-slots';

startMockServer();
beforeAll(async () => {
  stubCssEscape();
  // The panels load lazily: their chunks are loaded once here, so no test waits on a cold import.
  await Promise.all([import('../features/networks'), import('../features/groups'), import('../features/communities/group-admin-view'), import('../features/around-me')]);
});
afterEach(cleanup);

const LUCIA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000011';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const GRETA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000009';
const FAMILY = '00000000-0000-4000-8000-00000000c401';
const FOCUS = ['Leadership', 'Family', 'Impact'].map((name, i) => ({ id: `d2000000-0000-4000-8000-00000000000${i + 1}`, name }));
const SAILING = 'd1000000-0000-4000-8000-000000000001';
const CHESS = 'd1000000-0000-4000-8000-000000000002';
const member = (personId: string, firstName: string, lastName: string, isAdmin: boolean): GroupMember => ({ personId, firstName, lastName, isAdmin });

// A small stateful service of a network run as a group: the group calls answer only with the
// 'network' segment (as the sandbox does), and what the panels save is what they read next.
let network: Group;
let people: GroupMember[];
let requests: GroupApplication[];
let failing: Set<string>;
let sent: { path: string; body?: unknown }[];

const fail = () => HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 });
const notFound = () => HttpResponse.json({ title: 'Not Found', status: 404, detail: 'No group with this id.' }, { status: 404 });
const admins = () => people.filter((p) => p.isAdmin);

beforeEach(() => {
  network = { communityId: FAMILY, name: 'Family Business Network', description: 'Families in business.', communityFocus: [], canEditGroup: true };
  people = [member(LUCIA, 'Lucia', 'Ferreira', true), member(BRUNO, 'Bruno', 'Lindqvist', true), member(GRETA, 'Greta', 'Novak', false)];
  requests = [
    { groupId: SAILING, name: 'Harbor City Sailing Group', description: 'Members who sail.', requestedByName: 'Amara Okafor', requestedDate: '2026-10-20T16:00:00Z' },
    { groupId: CHESS, name: 'Harbor Chess Group', requestedByName: 'Greta Novak' },
  ];
  failing = new Set();
  sent = [];
  server.use(
    http.get('*/communities/api/group/:id', ({ params }) => (params['id'] === FAMILY ? HttpResponse.json(network) : notFound())),
    http.get('*/communities/api/groupform/getfocuslist', () => HttpResponse.json(FOCUS)),
    http.post('*/communities/api/group/configure', async ({ request }) => {
      const body = (await request.json()) as Group & { groupId: string };
      sent.push({ path: 'configure', body });
      if (failing.has('configure')) return fail();
      network = { ...network, name: body.name, description: body.description ?? '', communityFocus: body.communityFocus ?? [] };
      return HttpResponse.json(network);
    }),
    http.get('*/communities/api/grouprequests/pendinlist', () => HttpResponse.json({ canApprove: true, groupApplicationList: requests })),
    http.post('*/communities/api/group/reviewcreaterequest', async ({ request }) => {
      const body = (await request.json()) as { groupId: string; isApproved: boolean };
      sent.push({ path: 'review', body });
      if (failing.has('review')) return fail();
      requests = requests.filter((r) => r.groupId !== body.groupId);
      return HttpResponse.json({ success: true, message: 'Approved.' });
    }),
    http.get('*/communities/api/groups/list-admins/:id/:name', ({ params }) => (params['name'] === 'network' ? HttpResponse.json(admins()) : notFound())),
    http.get('*/communities/api/groups/isLastAdmin/:id/:name', ({ params }) =>
      params['name'] === 'network' ? HttpResponse.json(admins().length === 1 && admins()[0]?.personId === LUCIA) : notFound(),
    ),
    http.get('*/communities/api/member-search/:id/:name/:term', ({ params }) => {
      sent.push({ path: `search ${String(params['term'])}` });
      if (params['name'] !== 'network') return notFound();
      const term = String(params['term']).toLowerCase();
      return HttpResponse.json(people.filter((p) => `${p.firstName} ${p.lastName}`.toLowerCase().includes(term)));
    }),
    http.get('*/communities/api/groups/add-admin/:id/:memberId/:isAdmin', ({ params }) => {
      sent.push({ path: `add-admin ${String(params['memberId'])} ${String(params['isAdmin'])}` });
      const target = people.find((p) => p.personId === params['memberId']);
      if (!target) return notFound();
      if (params['isAdmin'] === 'false' && admins().length === 1) return HttpResponse.json({ title: 'Unprocessable', status: 422, detail: FEATURE_MESSAGES.lastGroupAdmin }, { status: 422 });
      people = people.map((p) => (p === target ? { ...p, isAdmin: params['isAdmin'] === 'true' } : p));
      return HttpResponse.json({ success: true, message: 'Saved.' });
    }),
    http.get('*/communities/api/groups/:id/remove-member/:memberId', ({ params }) => {
      sent.push({ path: `remove ${String(params['memberId'])}` });
      people = people.filter((p) => p.personId !== params['memberId']);
      return HttpResponse.json({ success: true, message: 'Removed.' });
    }),
  );
});

function renderPanels() {
  const { Providers } = createAppHarness({ user: userOf(LUCIA) });
  return render(
    <Providers>
      <NetworkAdministration community={{ communityId: FAMILY, communityName: 'network' }} />
    </Providers>,
  );
}

/** Opens a panel by its button and gives its region. */
async function open(name: string) {
  const admin = await screen.findByRole('region', { name: 'Network administration' });
  fireEvent.click(within(admin).getByRole('button', { name }));
  return screen.findByRole('region', { name });
}

describe("a network's admin panels with the group panels (spec 001 §2, §4, §6, §8)", () => {
  it('offers the six panels in the order of the spec; opening one closes the others', async () => {
    renderPanels();
    const admin = await screen.findByRole('region', { name: 'Network administration' });
    expect(within(admin).getAllByRole('button').map((b) => b.textContent)).toEqual(['Requested members', 'Requested groups', 'Manage participants', 'Configure group', 'Invite someone', 'Pending asset requests']);
    await open('Requested groups');
    await open('Configure group');
    expect(screen.queryByRole('region', { name: 'Requested groups' })).toBeNull();
    expect(within(admin).getByRole('button', { name: 'Requested groups' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(admin).getByRole('button', { name: 'Configure group' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("requested groups: 'Error while Approving' on failure and the request stays; an approved one leaves the list; axe-clean", async () => {
    const { container } = renderPanels();
    const panel = await open('Requested groups');
    const list = await within(panel).findByRole('list', { name: 'Pending group requests' });
    expect(within(list).getByText('Requested by Amara Okafor · Oct 20, 2026')).toBeTruthy();
    failing.add('review');
    fireEvent.click(within(list).getByRole('button', { name: 'Approve Harbor City Sailing Group' }));
    expect(await within(panel).findByText(FEATURE_MESSAGES.approveFailed)).toBeTruthy();
    expect(within(list).getByText('Harbor City Sailing Group')).toBeTruthy();
    failing.delete('review');
    fireEvent.click(within(list).getByRole('button', { name: 'Approve Harbor City Sailing Group' }));
    await waitFor(() => expect(within(panel).queryByText('Harbor City Sailing Group')).toBeNull());
    expect(within(panel).getByText('Harbor Chess Group')).toBeTruthy();
    expect(sent.filter((s) => s.path === 'review').at(-1)?.body).toEqual({ groupId: SAILING, isApproved: true });
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('manage participants: the network admins; the last admin stays (no call), search from two characters, removal confirmed; axe-clean', async () => {
    const { container } = renderPanels();
    const panel = await open('Manage participants');
    const list = await within(panel).findByRole('list', { name: 'Admins' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    fireEvent.click(within(list).getByRole('button', { name: 'Remove admin: Bruno Lindqvist' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(await within(panel).findByText('You are the last admin of this network.')).toBeTruthy();

    const before = sent.length;
    fireEvent.click(within(list).getByRole('button', { name: 'Remove admin: Lucia Ferreira' }));
    expect(await within(panel).findByText(FEATURE_MESSAGES.lastGroupAdmin)).toBeTruthy();
    expect(sent.slice(before).filter((s) => s.path.startsWith('add-admin'))).toEqual([]);
    expect(admins().map((a) => a.personId)).toEqual([LUCIA]);

    const search = within(panel).getByRole('searchbox', { name: 'Search members' });
    fireEvent.change(search, { target: { value: 'G' } });
    fireEvent.change(search, { target: { value: 'Gr' } });
    const found = await within(panel).findByRole('list', { name: 'Members found' });
    expect(sent.filter((s) => s.path.startsWith('search'))).toEqual([{ path: 'search Gr' }]);
    fireEvent.click(within(found).getByRole('button', { name: 'Remove from network: Greta Novak' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove member' });
    expect(dialog.textContent).toContain('Greta Novak will be removed from Family Business Network.');
    expect((await axe.run(container)).violations).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.some((s) => s.path === `remove ${GRETA}`)).toBe(true);
  });

  it("configure group: the network's name, description and focus are saved with its id; a failure keeps what was typed", async () => {
    const { container } = renderPanels();
    const panel = await open('Configure group');
    const description = await within(panel).findByRole('textbox', { name: 'Description' });
    expect((description as HTMLTextAreaElement).value).toBe('Families in business.');
    fireEvent.change(description, { target: { value: 'Families who run businesses together.' } });
    fireEvent.click(await within(panel).findByRole('checkbox', { name: 'Family' }));
    failing.add('configure');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toBeTruthy();
    expect((within(panel).getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement).value).toBe('Families who run businesses together.');
    failing.delete('configure');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Saved.')).toBeTruthy();
    expect(sent.filter((s) => s.path === 'configure').at(-1)?.body).toEqual({
      groupId: FAMILY,
      name: 'Family Business Network',
      description: 'Families who run businesses together.',
      communityFocus: ['Family'],
    });
    expect(network.communityFocus).toEqual(['Family']);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('pending asset requests: the list for a network admin the server lets view it, without approve or deny (spec 002 §6); axe-clean', async () => {
    const hotel = {
      id: 'a5500000-0000-4000-8000-000000000009', name: 'Saffron Inn', address1: '5 Garden Row', address2: null, city: 'Harbor City', state: 'Atlantic', zip: '00105',
      country: 'Harbor Isles', countryCode: 'HI', region: 'North America', relationship: ['Owner'], establishmentType: 'Accommodation', accommodationType: 'Resort',
      cuisine: null, destinationRestaurant: false, priceRange: '$$', hotelClass: 'Luxury', website: null, discountCode: null, telephone: null, managerContact: null, assetStatus: 'Pending',
    };
    server.use(
      http.get('*/profiles/api/around-me/can-view-pending-asset-request', () => HttpResponse.json(true)),
      http.get('*/profiles/api/around-me/get-business-about-community', () =>
        HttpResponse.json({ communityId: '00000000-0000-4000-8000-00000000c701', name: 'Businesses', communityType: 'businesses', isAdmin: false, health: null, salesforceId: null, isActivityModerated: false, isPrimary: false }),
      ),
      http.get('*/profiles/api/around-me/get-pending-assets', () => HttpResponse.json([hotel])),
    );
    const { container } = renderPanels();
    const panel = await open('Pending asset requests');
    expect(await within(panel).findByRole('heading', { name: 'Saffron Inn' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Approve Saffron Inn' })).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
