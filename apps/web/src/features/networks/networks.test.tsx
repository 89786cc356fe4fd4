import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FEATURE_MESSAGES } from '@ypo/headless';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useHref, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, permissionsOf, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { AllNetworksPage } from './all-networks-page';
import { NetworkLandingPage } from './network-landing-page';

startMockServer();
beforeAll(stubCssEscape);
afterEach(cleanup);

const API = 'http://gw.test/communities/api';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const HARBOR = '00000000-0000-4000-8000-00000000c101';
const HOME = '00000000-0000-4000-8000-00000000c001';
const FARID = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000006';
const FAMILY = '00000000-0000-4000-8000-00000000c401';
const IMPACT = '00000000-0000-4000-8000-00000000c402';
const MARITIME = '00000000-0000-4000-8000-00000000c403';
const REQUEST = '9b000000-0000-4000-8000-000000000001';

// A small stateful networks service: what the page sends is seen on screen.
let isAdmin: boolean;
let memberOf: string[];
let pending: { id: string; communityId: string; personId: string; firstName: string; lastName: string; requestedDate: string; approvalInProgress: boolean }[];
let failReview: boolean;
let sent: { path: string; body: unknown }[];
let related: { id: string; title: string; url: string; order: number }[];
let blocks: { id: string; communityId: string; title?: string; content: string; displayOrder: number }[];

const network = (communityId: string, name: string) => ({ communityId, name, communityType: 'network', isAdmin, health: null, isActivityModerated: false, isPrimary: false });

beforeEach(() => {
  isAdmin = false;
  memberOf = [];
  pending = [];
  failReview = false;
  sent = [];
  blocks = [{ id: 'b1', communityId: FAMILY, title: 'About the network', content: '<p>Family businesses</p>', displayOrder: 1 }];
  related = [
    { id: 'r1', title: 'Impact Investing Network', url: `https://connect.example/network/${IMPACT}`, order: 1 },
    { id: 'r2', title: 'Maritime Trade Network', url: `https://connect.example/network/${MARITIME}`, order: 2 },
  ];
  const record = async (path: string, request: Request) => {
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    sent.push({ path, body });
    return body as Record<string, unknown>;
  };
  server.use(
    http.get(`${API}/communities/redirects`, () => HttpResponse.json([])),
    http.get(`${API}/ypolandingnetworks`, () =>
      HttpResponse.json([
        { communityId: FAMILY, name: 'Family Business Network', networkType: 'FAMILY', description: 'Families in business' },
        { communityId: IMPACT, name: 'Impact Investing Network', networkType: 'IMPACT' },
        { communityId: MARITIME, name: 'Maritime Trade Network', networkType: 'BUSINESS' },
      ]),
    ),
    http.get(`${API}/getCommunity/:id`, () => HttpResponse.json(network(FAMILY, 'Family Business Network'))),
    http.get(`${API}/networkPageContent/:id`, () => HttpResponse.json({ communityId: FAMILY, content: blocks, relatedContent: [] })),
    http.post(`${API}/saveNetworkPageContent`, async ({ request }) => {
      const body = (await record('saveContent', request)) as unknown as (typeof blocks)[number];
      if (body.title === 'fail') return HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 });
      blocks = blocks.map((b) => (b.id === body.id ? body : b));
      return HttpResponse.json(body);
    }),
    http.get(`${API}/communities/subnetworks/:id`, () => HttpResponse.json([{ communityId: IMPACT, name: 'Next Generation', networkType: 'FAMILY' }])),
    http.get(`${API}/relatedCommunities/list/:name/:id`, () => HttpResponse.json(related)),
    http.put(`${API}/relatedCommunities/reorder/:name/:id`, async ({ request }) => {
      const body = (await record('reorder', request)) as unknown as { id: string; order: number }[];
      related = body.map((b) => ({ ...related.find((r) => r.id === b.id)!, order: b.order }));
      return HttpResponse.json(related);
    }),
    http.get(`${API}/communities/:name/join/pending-request`, () => HttpResponse.json(pending)),
    http.post(`${API}/communities/:name/join`, async ({ request }) => {
      const body = (await record('join', request)) as { CommunityId: string };
      pending.push({ id: REQUEST, communityId: body.CommunityId, personId: AMARA, firstName: 'Amara', lastName: 'Okafor', requestedDate: '2026-11-20T10:00:00Z', approvalInProgress: true });
      return HttpResponse.json({ communityId: body.CommunityId, approvalInProgress: true });
    }),
    http.get(`${API}/communities/:name/join/requests/:id`, () => HttpResponse.json(pending)),
    http.post(`${API}/communities/:name/join/review`, async ({ request }) => {
      const body = (await record('review', request)) as { requestId: string; isApproved: boolean };
      if (failReview) return HttpResponse.json({ title: 'Server Error', status: 500 }, { status: 500 });
      pending = pending.filter((r) => r.id !== body.requestId);
      return HttpResponse.json({ success: true, message: 'Approved' });
    }),
    http.get('http://gw.test/profiles/api/membersearch/:communityId/:name/:term', ({ params }) =>
      HttpResponse.json(params['communityId'] === HOME && params['name'] === 'home' && String(params['term']).toLowerCase() === 'fa' ? [{ id: FARID, firstName: 'Farid', lastName: 'Haddad' }] : []),
    ),
    http.post(`${API}/communities/:name/invite`, async ({ request }) => {
      const body = (await record('invite', request)) as { emails?: string[] };
      const unknown = (body.emails ?? []).filter((e) => !e.endsWith('@members.example'));
      if (unknown.length > 0) return HttpResponse.json({ title: 'Unprocessable Entity', status: 422, detail: 'Error while Inviting', errors: Object.fromEntries(unknown.map((e) => [e, ['does not belong to a member profile']])) }, { status: 422 });
      if ((body.emails ?? []).includes('former@members.example')) return HttpResponse.json({ success: false, message: 'This member does not meet the eligibility criteria.' });
      return HttpResponse.json({ success: true, message: 'Invited' });
    }),
  );
});

function renderAt(path: string, pattern: string, page: ReactNode) {
  const { Providers } = createAppHarness({
    user: userOf(AMARA),
    answers: {
      '/communities/api/community/GetUserPermissionsAndCommunities': () =>
        Response.json(
          permissionsOf({ userRoles: ['Member'] }, [
            { communityId: HOME, name: 'Home', communityType: 'home' as const, roles: ['Member'] },
            { communityId: HARBOR, name: 'Harbor City Chapter', communityType: 'chapter' as const, roles: ['Member'] },
            ...memberOf.map((communityId) => ({ communityId, name: 'Family Business Network', communityType: 'network' as const, roles: ['Member'] })),
          ]),
        ),
    },
  });
  function Routed({ children }: { children: ReactNode }) {
    const navigate = useNavigate();
    return (
      <RouterProvider navigate={navigate} useHref={useHref}>
        {children}
      </RouterProvider>
    );
  }
  return render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routed>
          <Routes>
            <Route path={pattern} element={page} />
          </Routes>
        </Routed>
      </MemoryRouter>
    </Providers>,
  );
}

const openNetwork = () => renderAt(`/networkLandingPage/${FAMILY}`, '/networkLandingPage/:communityId?', <NetworkLandingPage />);

describe('AllNetworksPage (spec 001 §1, §2)', () => {
  it('lists the networks by type in tabs with their counts; each opens its network page; axe-clean', async () => {
    const { container } = renderAt('/allNetworksPage', '/allNetworksPage', <AllNetworksPage />);
    const tabs = screen.getByRole('tablist', { name: 'Network types' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: 'All (3)' })).toBeTruthy());
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['All (3)', 'Business (1)', 'Family (1)', 'Personal (0)', 'Impact (1)']);
    const all = screen.getByRole('list', { name: 'All networks' });
    expect(within(all).getAllByRole('link').map((a) => a.textContent)).toEqual(['Family Business Network', 'Impact Investing Network', 'Maritime Trade Network']);
    expect(within(all).getByRole('link', { name: 'Family Business Network' }).getAttribute('href')).toBe(`/networkLandingPage/${FAMILY}`);

    act(() => within(tabs).getByRole('tab', { name: 'Business (1)' }).click());
    const business = await screen.findByRole('list', { name: 'Business networks' });
    expect(within(business).getAllByRole('link').map((a) => a.textContent)).toEqual(['Maritime Trade Network']);
    act(() => within(tabs).getByRole('tab', { name: 'Personal (0)' }).click());
    expect(await screen.findByText('There are no networks of this type.')).toBeTruthy();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});

describe('NetworkLandingPage (spec 001 §2-§5, §8)', () => {
  it('a member who is not in the network asks to join: the request shows as pending; content, subnetworks and related communities show; no admin controls', async () => {
    const { container } = openNetwork();
    expect(await screen.findByRole('heading', { level: 1, name: 'Family Business Network' })).toBeTruthy();
    expect((await screen.findByRole('region', { name: 'About the network' })).textContent).toContain('Family businesses');
    expect(within(await screen.findByRole('list', { name: 'Subnetworks' })).getByRole('link', { name: 'Next Generation' }).getAttribute('href')).toBe(`/networkLandingPage/${IMPACT}`);
    expect(within(await screen.findByRole('list', { name: 'Related communities' })).getAllByRole('link').map((a) => a.textContent)).toEqual(['Impact Investing Network', 'Maritime Trade Network']);
    expect(screen.queryByRole('region', { name: 'Network administration' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();

    act(() => screen.getByRole('button', { name: 'Join network' }).click());
    expect((await screen.findByText('Your request to join is waiting for approval.')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeTruthy();
    expect(sent).toEqual([{ path: 'join', body: { CommunityId: FAMILY } }]);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('a member of the network may resign', async () => {
    memberOf = [FAMILY];
    openNetwork();
    expect(await screen.findByRole('button', { name: 'Resign from network' })).toBeTruthy();
  });

  it("the admin reviews join requests in the requested-members panel: 'Error while Approving' on failure, the request leaves the list on approval; the panels are mutually exclusive", async () => {
    isAdmin = true;
    memberOf = [FAMILY];
    pending = [{ id: REQUEST, communityId: FAMILY, personId: AMARA, firstName: 'Amara', lastName: 'Okafor', requestedDate: '2026-11-20T10:00:00Z', approvalInProgress: true }];
    const { container } = openNetwork();
    const admin = await screen.findByRole('region', { name: 'Network administration' });
    const requested = within(admin).getByRole('button', { name: 'Requested members' });
    act(() => requested.click());
    expect(requested.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Join requests' });
    failReview = true;
    act(() => within(list).getByRole('button', { name: 'Approve Amara Okafor' }).click());
    expect(await screen.findByText(FEATURE_MESSAGES.approveFailed)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Join requests' })).toBeTruthy();
    failReview = false;
    act(() => within(screen.getByRole('list', { name: 'Join requests' })).getByRole('button', { name: 'Approve Amara Okafor' }).click());
    expect(await screen.findByText('There are no join requests.')).toBeTruthy();
    expect(sent.filter((s) => s.path === 'review').at(-1)?.body).toEqual({ communityId: FAMILY, requestId: REQUEST, isApproved: true });
    expect((await axe.run(container)).violations).toEqual([]);

    act(() => within(admin).getByRole('button', { name: 'Invite someone' }).click());
    await screen.findByRole('textbox', { name: 'Invite by email' });
    expect(requested.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('There are no join requests.')).toBeNull();
  });

  it("bulk invite: emails are confirmed with Enter; an email of no member profile gets 'Error while Inviting' and is marked; an ineligible member gets the spec's text", async () => {
    isAdmin = true;
    memberOf = [FAMILY];
    const { container } = openNetwork();
    const invite = await screen.findByRole('button', { name: 'Invite someone' });
    act(() => invite.click());
    const field = await screen.findByRole('textbox', { name: 'Invite by email' });
    const send = screen.getByRole('button', { name: 'Send invitations' });
    fireEvent.change(field, { target: { value: 'nobody@elsewhere.example' } });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(field, { key: 'Enter' });
    const emails = await screen.findByRole('list', { name: 'Emails to invite' });
    expect(within(emails).getByText('nobody@elsewhere.example')).toBeTruthy();
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    act(() => send.click());
    expect(await screen.findByText(FEATURE_MESSAGES.inviteFailed)).toBeTruthy();
    expect(within(emails).getByText('(no member profile)')).toBeTruthy();
    expect(sent.find((s) => s.path === 'invite')?.body).toEqual({ communityId: FAMILY, emails: ['nobody@elsewhere.example'] });
    expect((await axe.run(container)).violations).toEqual([]);

    act(() => within(emails).getByRole('button', { name: 'Remove nobody@elsewhere.example' }).click());
    fireEvent.change(field, { target: { value: 'former@members.example' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    act(() => send.click());
    expect(await screen.findByText(FEATURE_MESSAGES.inviteMemberIneligible)).toBeTruthy();
  });

  it('invite by name: a member found by name is invited by person id', async () => {
    isAdmin = true;
    memberOf = [FAMILY];
    openNetwork();
    const invite = await screen.findByRole('button', { name: 'Invite someone' });
    act(() => invite.click());
    fireEvent.change(await screen.findByRole('textbox', { name: 'Invite by name' }), { target: { value: 'Fa' } });
    const found = await screen.findByRole('list', { name: 'Members found' });
    act(() => within(found).getByRole('button', { name: 'Invite Farid Haddad' }).click());
    expect(await screen.findByText('The invitations are sent.')).toBeTruthy();
    expect(sent.find((s) => s.path === 'invite')?.body).toEqual({ communityId: FAMILY, personIds: [FARID] });
  });

  it('the admin reorders the related communities with the one ReorderList; the order is sent', async () => {
    isAdmin = true;
    memberOf = [FAMILY];
    openNetwork();
    const list = await screen.findByRole('grid', { name: 'Related communities' });
    act(() => within(list).getByRole('button', { name: 'Move down Impact Investing Network' }).click());
    await waitFor(() => expect(sent.find((s) => s.path === 'reorder')?.body).toEqual([{ id: 'r2', order: 1 }, { id: 'r1', order: 2 }]));
    expect(within(screen.getByRole('grid', { name: 'Related communities' })).getAllByRole('row').map((r) => r.textContent?.includes('Maritime'))[0]).toBe(true);
  });

  it("the admin edits a content block's text in place: the preview and the page show it only sanitised; a failure keeps the fields", async () => {
    isAdmin = true;
    memberOf = [FAMILY];
    const { container } = openNetwork();
    const block = await screen.findByRole('region', { name: 'About the network' });
    await within(block).findByText('Family businesses');
    act(() => within(block).getByRole('button', { name: 'Edit About the network' }).click());
    const form = await screen.findByRole('form', { name: 'Edit About the network' });
    const text = within(form).getByRole('textbox', { name: 'Text' });
    fireEvent.change(text, { target: { value: '<p>Families <b>in business</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>' } });
    const preview = within(form).getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('b')?.textContent).toBe('in business');
    expect(preview.innerHTML).not.toMatch(/onerror|script/);
    expect((await axe.run(container)).violations).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'fail' } });
    act(() => within(form).getByRole('button', { name: 'Save' }).click());
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value).toContain('<b>in business</b>');

    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), { target: { value: 'Our network' } });
    act(() => within(form).getByRole('button', { name: 'Save' }).click());
    const saved = await screen.findByRole('region', { name: 'Our network' });
    await waitFor(() => expect(screen.queryByRole('form', { name: /^Edit/ })).toBeNull());
    expect(saved.querySelector('b')?.textContent).toBe('in business');
    expect(saved.innerHTML).not.toMatch(/onerror|script/);
    expect(sent.filter((s) => s.path === 'saveContent').at(-1)?.body).toEqual({
      id: 'b1',
      communityId: FAMILY,
      title: 'Our network',
      content: '<p>Families <b>in business</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      displayOrder: 1,
    });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Edit Our network'));
  });

  it('a member sees the blocks without an Edit button, and the admin panels offer only their own two panels without the group panels', async () => {
    isAdmin = true;
    memberOf = [FAMILY];
    openNetwork();
    const admin = await screen.findByRole('region', { name: 'Network administration' });
    expect(within(admin).getAllByRole('button').map((b) => b.textContent)).toEqual(['Requested members', 'Invite someone']);
    cleanup();
    isAdmin = false;
    openNetwork();
    await screen.findByText('Family businesses');
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});
