import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FEATURE_MESSAGES, type Group, type GroupApplication, type GroupMember, MESSAGES } from '@ypo/headless';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { GroupTools } from './group-tools';

startMockServer();

const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
const GROUP_ID = '00000000-0000-4000-8000-00000000c601';
const FOCUS = ['Leadership', 'Learning', 'Mentoring'].map((name, i) => ({ id: `d2000000-0000-4000-8000-00000000000${i + 1}`, name }));
const member = (personId: string, firstName: string, lastName: string, isAdmin: boolean): GroupMember => ({ personId, firstName, lastName, isAdmin });

// A small stateful group service: what the tools save is what the group answers next.
let group: Group;
let people: GroupMember[];
let requests: GroupApplication[];
let failing: Set<string>;
let searches: string[];

const fail = () => HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 });
const lastAdmin = () => HttpResponse.json({ title: 'Unprocessable', status: 422, detail: FEATURE_MESSAGES.lastGroupAdmin }, { status: 422 });

beforeAll(() => stubCssEscape());
beforeEach(() => {
  group = { communityId: GROUP_ID, name: 'Mentoring Group', description: 'Members who mentor.', communityFocus: ['Learning'], canEditGroup: true };
  people = [member(AMARA, 'Amara', 'Okafor', true), member(BRUNO, 'Bruno', 'Lindqvist', false)];
  requests = [];
  failing = new Set();
  searches = [];
  server.use(
    http.get('*/communities/api/group/:id', () => HttpResponse.json(group)),
    http.get('*/communities/api/groupform/getfocuslist', () => HttpResponse.json(FOCUS)),
    http.post('*/communities/api/group/configure', async ({ request }) => {
      if (failing.has('configure')) return fail();
      const body = (await request.json()) as Group;
      group = { ...group, name: body.name, description: body.description ?? '', communityFocus: body.communityFocus ?? [] };
      return HttpResponse.json(group);
    }),
    http.get('*/communities/api/grouprequests/pendinlist', () => HttpResponse.json({ canApprove: false, groupApplicationList: requests })),
    http.post('*/communities/api/group/creategrouprequest', async ({ request }) => {
      const body = (await request.json()) as GroupApplication;
      const created = { ...body, groupId: 'd1000000-0000-4000-8000-000000000009', requestedBy: AMARA };
      requests = [...requests, created];
      return HttpResponse.json(created);
    }),
    http.get('*/communities/api/groups/list-admins/:id/:name', () => HttpResponse.json(people.filter((p) => p.isAdmin))),
    http.get('*/communities/api/groups/isLastAdmin/:id/:name', () => HttpResponse.json(people.filter((p) => p.isAdmin).length === 1)),
    http.get('*/communities/api/member-search/:id/:name/:term', ({ params }) => {
      const term = String(params.term).toLowerCase();
      searches.push(term);
      return HttpResponse.json(people.filter((p) => `${p.firstName} ${p.lastName}`.toLowerCase().includes(term)));
    }),
    http.get('*/communities/api/groups/add-admin/:id/:memberId/:isAdmin', ({ params }) => {
      const target = people.find((p) => p.personId === params.memberId);
      if (!target) return HttpResponse.json({ title: 'Not Found', status: 404 }, { status: 404 });
      if (params.isAdmin === 'false' && people.filter((p) => p.isAdmin).length === 1) return lastAdmin();
      people = people.map((p) => (p === target ? { ...p, isAdmin: params.isAdmin === 'true' } : p));
      return HttpResponse.json(true);
    }),
    http.get('*/communities/api/groups/:id/remove-member/:memberId', ({ params }) => {
      if (failing.has('remove')) return fail();
      people = people.filter((p) => p.personId !== params.memberId);
      return HttpResponse.json(true);
    }),
  );
});
afterEach(cleanup);

function renderTools(adminView = true) {
  const { Providers } = createAppHarness({ user: userOf(AMARA) });
  return render(
    <Providers>
      <GroupTools groupId={GROUP_ID} adminView={adminView} />
    </Providers>,
  );
}

const region = (name: string) => screen.findByRole('region', { name });

describe('GroupTools (spec 001 §2-§6)', () => {
  it('configures the group: focus from the focus list; a gateway 500 keeps what was typed, the retry saves', async () => {
    const { container } = renderTools();
    const panel = await region('Configure group');
    const leadership = await within(panel).findByRole('checkbox', { name: 'Leadership' });
    expect((within(panel).getByRole('checkbox', { name: 'Learning' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(leadership);
    fireEvent.change(within(panel).getByLabelText('Description'), { target: { value: 'Members who mentor and learn.' } });
    failing.add('configure');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText(MESSAGES.errorOccurredTryLater)).toBeTruthy();
    expect((within(panel).getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Members who mentor and learn.');
    expect((within(panel).getByRole('checkbox', { name: 'Leadership' }) as HTMLInputElement).checked).toBe(true);
    failing.delete('configure');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('status')).toBeTruthy();
    expect(group.communityFocus).toEqual(['Learning', 'Leadership']);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('shows the configuration and participants only in Admin View to those who may edit the group', async () => {
    renderTools(false);
    expect(await region('Ask for a new group')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Configure group' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Manage participants' })).toBeNull();
  });

  it('sends a group create request, which shows among the pending requests; the form starts again empty', async () => {
    renderTools(false);
    const panel = await region('Ask for a new group');
    fireEvent.click(within(panel).getByRole('button', { name: 'Send request' }));
    expect(await within(panel).findByText('Please enter the group name.')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText('Group name'), { target: { value: 'Harbor Rowing Group' } });
    fireEvent.change(within(panel).getByLabelText('Description'), { target: { value: 'Members who row.' } });
    fireEvent.click(await within(panel).findByRole('checkbox', { name: 'Mentoring' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Send request' }));
    const pending = await within(panel).findByRole('list', { name: 'Your pending requests' });
    expect(within(pending).getByText('Harbor Rowing Group')).toBeTruthy();
    expect(requests[0]).toMatchObject({ name: 'Harbor Rowing Group', description: 'Members who row.', communityFocus: ['Mentoring'] });
    await waitFor(() => expect((within(panel).getByLabelText('Group name') as HTMLInputElement).value).toBe(''));
  });

  it('keeps the last admin: the stored answer shows and demoting them is refused with a clear text', async () => {
    renderTools();
    const panel = await region('Manage participants');
    expect(await within(panel).findByText('You are the last admin of this group.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove admin: Amara Okafor' }));
    expect(await within(panel).findByText(FEATURE_MESSAGES.lastGroupAdmin)).toBeTruthy();
    expect(people.find((p) => p.personId === AMARA)?.isAdmin).toBe(true);
  });

  it('searches members over one character, makes one an admin, and removes a member after confirming', async () => {
    const { container } = renderTools();
    const panel = await region('Manage participants');
    const search = within(panel).getByRole('searchbox', { name: 'Search members' });
    fireEvent.change(search, { target: { value: 'b' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(searches).toEqual([]);
    fireEvent.change(search, { target: { value: 'br' } });
    const found = await within(panel).findByRole('list', { name: 'Members found' });
    fireEvent.click(within(found).getByRole('button', { name: 'Make admin: Bruno Lindqvist' }));
    const admins = within(panel).getByRole('list', { name: 'Admins' });
    expect(await within(admins).findByText('Bruno Lindqvist')).toBeTruthy();
    await waitFor(() => expect(within(panel).queryByText('You are the last admin of this group.')).toBeNull());

    fireEvent.click(within(admins).getByRole('button', { name: 'Remove from group: Bruno Lindqvist' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove member' });
    expect(dialog.textContent).toContain('Bruno Lindqvist will be removed from Mentoring Group.');
    failing.add('remove');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(MESSAGES.errorOccurredTryLater)).toBeTruthy();
    failing.delete('remove');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(panel).queryByText('Bruno Lindqvist')).toBeNull());
    expect(people.map((p) => p.personId)).toEqual([AMARA]);
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
