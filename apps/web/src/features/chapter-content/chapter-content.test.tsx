import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Snackbars } from '../../components/snackbars';
import { createAppHarness, server, startMockServer, stubCssEscape } from '../../testing/app-harness';
import { ChapterContent } from './chapter-content';

startMockServer();

const ID = '00000000-0000-4000-8000-00000000c101';
const API = 'http://gw.test/communities/api';
const COMMUNITY = { communityId: ID, name: 'Harbor City Chapter', communityType: 'chapter' as const };

interface Link {
  id: string;
  label: string;
  navigationUrl: string;
}
interface Group {
  key: string;
  displayName: string;
  iconOrder: number;
  links: Link[];
}
const link = (n: number, label = `Link ${n}`): Link => ({ id: `a3000000-0000-4000-8000-${String(n).padStart(12, '0')}`, label, navigationUrl: `https://connect.ypo.test/${n}` });

// A small stateful chapter behind the gateway: enough to see saves on screen.
let chair: Record<string, unknown>;
let groups: Group[];
let canEditSponsors: boolean;
let sponsors: { id: string; name: string; url?: string; order?: number }[];
let welcome: Record<string, unknown>;
let hub: Record<string, unknown> | undefined;
let failing: Set<string>;
let sent: { path: string; body: unknown }[];

beforeAll(async () => {
  stubCssEscape();
  await import('../../components/snackbar-region');
}, 30_000);

beforeEach(() => {
  chair = { communityId: ID, communityType: 'chapter', shortText: 'A year of bold learning.', message: '<p>Dear members</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' };
  groups = [
    { key: 'events', displayName: 'Chapter Events', iconOrder: 1, links: [link(1, 'Chapter events')] },
    { key: 'files', displayName: 'Chapter Files', iconOrder: 2, links: [link(2, 'Chapter bylaws')] },
    { key: 'directory', displayName: 'Member Directory', iconOrder: 3, links: [link(3, 'Members')] },
  ];
  canEditSponsors = false;
  sponsors = [{ id: 'a2000000-0000-4000-8000-000000000001', name: 'Northlight Capital', url: 'https://northlight.ypo.test', order: 1 }];
  welcome = { communityId: ID, message: 'Welcome to Harbor City.', annualRevenue: 13000000, employees: 50, enterpriseNetWorthType: 'Enterprise value', publicEquityValue: null };
  hub = { id: 'aa000000-0000-4000-8000-000000000001', communityId: ID, title: 'Harbor City Deal Room', description: 'Opportunities shared by chapter members.', url: 'https://deals.ypo.test/harbor-city', isActive: true };
  failing = new Set();
  sent = [];
  document.cookie = 'TransactionHubAcknowledgement=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  const record = async (path: string, request: Request) => {
    const body = await request.json();
    sent.push({ path, body });
    return body as Record<string, unknown>;
  };
  const fail = (name: string) => (failing.has(name) ? HttpResponse.json({ title: 'Server error', status: 500 }, { status: 500 }) : undefined);
  server.use(
    http.get(`${API}/communities/:id/community-about/:type`, () =>
      HttpResponse.json({ communityId: ID, communityType: 'chapter', description: '<p>Harbor City brings together <b>chief executives</b>.</p><script>alert(3)</script>', images: ['https://media.ypo.test/about-1.jpg'] }),
    ),
    http.get(`${API}/communities/:id/chair-messages/:name`, () => HttpResponse.json(chair)),
    http.post(`${API}/communities/:id/chair-messages/:name`, async ({ request }) => {
      const failure = fail('chair');
      if (failure) return failure;
      chair = await record('chair', request);
      return HttpResponse.json(chair);
    }),
    http.get(`${API}/communities/getChapterWelcomeMessage/:id`, () => HttpResponse.json(welcome)),
    http.post(`${API}/communities/saveChapterWelcomeMessage`, async ({ request }) => {
      welcome = await record('welcome', request);
      return HttpResponse.json(welcome);
    }),
    http.get(`${API}/awards/list/by-community/:id/:name`, () => HttpResponse.json([{ id: 'a1000000-0000-4000-8000-000000000001', title: 'Chapter Excellence Award 2026' }])),
    http.get(`${API}/communities/:id/sponsors`, () => HttpResponse.json({ sponsors, canEdit: canEditSponsors })),
    http.post(`${API}/communities/:id/sponsors`, async ({ request }) => {
      sponsors = ((await record('sponsors', request)) as { sponsors: typeof sponsors }).sponsors;
      return HttpResponse.json({ sponsors, canEdit: canEditSponsors });
    }),
    http.get(`${API}/transactionhub/:id`, () => (hub ? HttpResponse.json(hub) : HttpResponse.json({ title: 'Not found', status: 404 }, { status: 404 }))),
    http.get(`${API}/communities/getChapterQuickLinks/:id`, () => HttpResponse.json([...groups].sort((a, b) => a.iconOrder - b.iconOrder))),
    http.post(`${API}/communities/saveChapterQuickLinksDisplayOrder`, async ({ request }) => {
      const failure = fail('quickLinks');
      if (failure) return failure;
      const body = (await record('order', request)) as { quickLinks: { key: string; iconOrder: number }[] };
      for (const order of body.quickLinks) {
        const group = groups.find((g) => g.key === order.key);
        if (group) group.iconOrder = order.iconOrder;
      }
      return HttpResponse.json({ success: true });
    }),
    http.post(`${API}/communities/saveChapterQuickLinks`, async ({ request }) => {
      const failure = fail('quickLinks');
      if (failure) return failure;
      groups = ((await record('links', request)) as { quickLinks: Group[] }).quickLinks;
      return HttpResponse.json({ success: true });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderContent(adminView: boolean) {
  const { Providers } = createAppHarness({ user: null });
  render(
    <Providers>
      <ChapterContent community={COMMUNITY} adminView={adminView} />
      <Snackbars />
    </Providers>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const shownLinks = () => within(screen.getByRole('list', { name: 'Chapter quick links' })).getAllByRole('link').map((a) => a.textContent);

describe('ChapterContent in Member View', () => {
  it('shows every section, user HTML sanitised, and no edit control', async () => {
    renderContent(false);
    expect(await screen.findByText('chief executives')).toBeDefined();
    expect(await screen.findByText('A year of bold learning.')).toBeDefined();
    expect(await screen.findByText('Chapter Excellence Award 2026')).toBeDefined();
    expect(await screen.findByRole('link', { name: 'Northlight Capital' })).toBeDefined();
    await waitFor(() => expect(shownLinks()).toEqual(['Chapter events', 'Chapter bylaws', 'Members']));
    expect(within(section('Welcome message')).getByText('13,000,000')).toBeDefined();
    expect(within(section('Welcome message')).getByText('Enterprise value')).toBeDefined();
    expect(screen.getByRole('img', { name: 'About Harbor City Chapter' })).toBeDefined();
    // Sanitised: no script, no event handler survives.
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });
});

describe('ChapterContent in Admin View', () => {
  it('saves the chair message and shows it; a short text over 200 characters is refused', async () => {
    renderContent(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit chair message' }));
    const shortText = screen.getByRole('textbox', { name: 'Short text' });
    fireEvent.change(shortText, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(within(section('Chair message')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The short text may be at most 200 characters.')).toBeDefined();
    expect(sent).toEqual([]);

    fireEvent.change(shortText, { target: { value: 'See you at the summit.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Bring your partners.' } });
    fireEvent.click(within(section('Chair message')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The chair message is saved.')).toBeDefined();
    expect(await within(section('Chair message')).findByText('See you at the summit.')).toBeDefined();
    expect(sent[0]?.body).toMatchObject({ communityId: ID, communityType: 'chapter', shortText: 'See you at the summit.', message: 'Bring your partners.' });
    // The editor closed: the focus is back on its Edit button.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Edit chair message'));
  });

  it("keeps what was typed and shows 'Failed to save Chapter/Network Message, try again.' when the save fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.add('chair');
    renderContent(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit chair message' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Unsaved words' } });
    fireEvent.click(within(section('Chair message')).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save Chapter/Network Message, try again.');
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Unsaved words');
  });

  it('shows sponsor editing only when the server allows it', async () => {
    renderContent(true);
    await screen.findByRole('link', { name: 'Northlight Capital' });
    expect(within(section('Sponsors')).queryByRole('button', { name: 'Edit sponsors' })).toBeNull();
    cleanup();
    canEditSponsors = true;
    renderContent(true);
    expect(await screen.findByRole('button', { name: 'Edit sponsors' })).toBeDefined();
  });
});

describe('welcome message and sponsors in Admin View', () => {
  it('checks the membership requirement numbers and saves them', async () => {
    renderContent(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit welcome message' }));
    const revenue = screen.getByRole('textbox', { name: 'Annual revenue' });
    expect((revenue as HTMLInputElement).value).toBe('13000000');
    fireEvent.change(revenue, { target: { value: 'a lot' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Employees' }), { target: { value: '80' } });
    fireEvent.click(within(section('Welcome message')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a number.')).toBeDefined();
    expect(sent).toEqual([]);
    fireEvent.change(revenue, { target: { value: '20,000,000' } });
    fireEvent.click(within(section('Welcome message')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The welcome message is saved.')).toBeDefined();
    expect(sent[0]?.body).toMatchObject({ communityId: ID, annualRevenue: 20000000, employees: 80, publicEquityValue: null });
    expect(await within(section('Welcome message')).findByText('20,000,000')).toBeDefined();
  });

  it('adds and removes sponsors when the server allows editing', async () => {
    canEditSponsors = true;
    renderContent(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit sponsors' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add sponsor' }));
    expect(await screen.findByText('Please enter the sponsor name.')).toBeDefined();
    fireEvent.change(screen.getByRole('textbox', { name: 'Sponsor name' }), { target: { value: 'Atlas Logistics' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Sponsor site address' }), { target: { value: 'https://atlas.ypo.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add sponsor' }));
    expect(await screen.findByText('The sponsors are saved.')).toBeDefined();
    expect(sponsors.map((s) => [s.name, s.order])).toEqual([
      ['Northlight Capital', 1],
      ['Atlas Logistics', 2],
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove sponsor Northlight Capital' }));
    await waitFor(() => expect(sponsors.map((s) => s.name)).toEqual(['Atlas Logistics']));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await within(section('Sponsors')).findByRole('link', { name: 'Atlas Logistics' })).toBeDefined();
  });
});

describe('quick links editor (spec 001 §5, §8)', () => {
  async function openEditor() {
    renderContent(true);
    await waitFor(() => expect(shownLinks()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Edit quick links' }));
    return screen.getByRole('region', { name: 'Edit chapter quick links' });
  }
  const rows = (editor: HTMLElement) => within(within(editor).getByRole('grid')).getAllByRole('row').map((row) => row.textContent);

  it('reorders with the move buttons, keeps the focus on the moved link, and saves the order', async () => {
    const editor = await openEditor();
    const down = within(editor).getByRole('button', { name: 'Move down Chapter events' });
    act(() => down.focus());
    fireEvent.click(down);
    expect(document.activeElement).toBe(down);
    fireEvent.click(down);
    expect(rows(editor).map((text) => text?.includes('Chapter events'))).toEqual([false, false, true]);
    // At the last place Move down is disabled: the focus went to Move up of the same link.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move up Chapter events'));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save quick links' }));
    expect(await screen.findByText('You successfully changed your My Quick Links settings.')).toBeDefined();
    expect(sent).toEqual([{ path: 'order', body: { communityId: ID, quickLinks: [{ key: 'files', iconOrder: 1 }, { key: 'directory', iconOrder: 2 }, { key: 'events', iconOrder: 3 }] } }]);
    await waitFor(() => expect(shownLinks()).toEqual(['Chapter bylaws', 'Members', 'Chapter events']));
  });

  it('moves the focused link with Alt and the arrow keys, Home and End', async () => {
    const editor = await openEditor();
    const members = within(editor).getByRole('row', { name: 'Members' });
    fireEvent.keyDown(members, { key: 'ArrowUp', altKey: true });
    expect(rows(editor).map((text) => text?.includes('Members'))).toEqual([false, true, false]);
    fireEvent.keyDown(within(editor).getByRole('button', { name: 'Remove Members' }), { key: 'Home', altKey: true });
    expect(rows(editor)[0]).toContain('Members');
    fireEvent.keyDown(within(editor).getByRole('row', { name: 'Members' }), { key: 'End', altKey: true });
    expect(rows(editor)[2]).toContain('Members');
    // Without Alt, the arrows only move the focus.
    fireEvent.keyDown(within(editor).getByRole('row', { name: 'Members' }), { key: 'ArrowUp' });
    expect(rows(editor)[2]).toContain('Members');
  });

  it('checks a new link, adds it, and stops at 24 with the maximum-reached message', async () => {
    const editor = await openEditor();
    const label = within(editor).getByRole('textbox', { name: 'Link label' });
    const address = within(editor).getByRole('textbox', { name: 'Link address' });
    const add = within(editor).getByRole('button', { name: 'Add link' });
    fireEvent.change(label, { target: { value: 'Deal room' } });
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(add);
    expect(await within(editor).findByText('Please enter a valid url.')).toBeDefined();
    expect(rows(editor)).toHaveLength(3);
    for (let n = 4; n <= 24; n += 1) {
      fireEvent.change(label, { target: { value: `Link ${n}` } });
      fireEvent.change(address, { target: { value: `https://connect.ypo.test/${n}` } });
      fireEvent.click(add);
      await waitFor(() => expect(rows(editor)).toHaveLength(n));
    }
    expect(within(editor).getByText('You have reached the maximum of 24 quick links.')).toBeDefined();
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(editor).getByRole('button', { name: 'Save quick links' }));
    expect(await screen.findByText('You successfully changed your My Quick Links settings.')).toBeDefined();
    expect(sent[0]?.path).toBe('links');
    expect(groups.flatMap((g) => g.links)).toHaveLength(24);
  });

  it('keeps the edited list and shows the spec failure text when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.add('quickLinks');
    const editor = await openEditor();
    fireEvent.click(within(editor).getByRole('button', { name: 'Remove Members' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save quick links' }));
    expect((await within(editor).findByRole('alert')).textContent).toBe(
      'Due to technical issues, we are currently unable to change your My Quick Links settings. Please try again later.',
    );
    expect(rows(editor)).toHaveLength(2);
  });
});

describe('transaction hub (spec 001 §9)', () => {
  it('asks for the acknowledgement, sets the cookie, then opens the external site; next time it opens at once', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const cookies = vi.spyOn(document, 'cookie', 'set');
    renderContent(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Open Harbor City Deal Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'You are leaving the platform' });
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I understand, continue' }));
    expect(cookies).toHaveBeenCalledWith(expect.stringMatching(/^TransactionHubAcknowledgement=true; path=\/; SameSite=Lax; Secure; expires=/));
    expect(open).toHaveBeenCalledWith('https://deals.ypo.test/harbor-city', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open Harbor City Deal Room' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open the site when the member cancels', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderContent(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Open Harbor City Deal Room' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });

  it('hides the section from members of a chapter without a hub', async () => {
    hub = undefined;
    renderContent(false);
    await screen.findByText('Chapter Excellence Award 2026');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Transaction hub' })).toBeNull());
  });
});
