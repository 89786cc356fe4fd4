import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FEATURE_MESSAGES, type FeaturedPost } from '@ypo/headless';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { FeaturedItems, type FeaturedItemsCommunity } from './featured-items';

startMockServer();

const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const CHAPTER: FeaturedItemsCommunity = { communityId: HARBOR_CITY, name: 'Harbor City Chapter', communityType: 'chapter' };
const id = (n: number) => `9f000000-0000-4000-8000-00000000000${n}`;
const item = (n: number): FeaturedPost => ({
  id: id(n),
  title: `Featured ${n}`,
  description: `About ${n}`,
  url: `https://connect.test/featured/${n}`,
  communityId: HARBOR_CITY,
  featuredPostImage: { url: `https://media.example/featured/${n}.jpg` },
  isImageOverLay: n === 1,
  order: n,
});
const SUMMIT = {
  id: 'e0000000-0000-4000-8000-000000000001',
  name: 'Harbor City Leadership Summit',
  communityId: HARBOR_CITY,
  startDateTime: '2026-12-03T09:00:00-05:00',
  endDateTime: '2026-12-04T17:00:00-05:00',
  startEventDate: { date: '03', month: 'Dec', year: '2026', day: 'Thursday', time: '9:00 AM' },
  eventTimeZone: 'Eastern Standard Time',
  city: 'Harbor City',
  state: 'Atlantic',
  country: 'Atlantica',
  locationType: 'In Person' as const,
  isDeclined: false,
};

// A small stateful featured service: what the editor saves is what the list answers next.
let items: FeaturedPost[];
let sent: { method: string; path: string; body: unknown }[];
let failing: Set<string>;

beforeAll(() => stubCssEscape());
beforeEach(() => {
  items = [item(5), item(3), item(1), item(2), item(4)];
  sent = [];
  failing = new Set();
  const record = async (request: Request) => {
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : ((await request.clone().json()) as unknown);
    sent.push({ method: request.method, path: decodeURIComponent(new URL(request.url).pathname), body });
    return body;
  };
  const fail = () => HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 });
  server.use(
    http.get('*/posts/api/featuredPost/list/by-community/:communityId/:communityName', () => HttpResponse.json(items)),
    http.get('*/events/api/events/get/:communityId/:type', () => HttpResponse.json([SUMMIT])),
    http.post('*/posts/api/featuredPost/create/by-community/:communityId/:communityName', async ({ request }) => {
      const body = (await record(request)) as FeaturedPost;
      if (failing.has('create')) return fail();
      const created = { ...body, id: id(9), order: items.length + 1 };
      items = [...items, created];
      return HttpResponse.json(created);
    }),
    http.put('*/posts/api/featuredPostsReorderList/:communityId/:name', async ({ request }) => {
      const orders = (await record(request)) as { id: string; order: number }[];
      if (failing.has('reorder')) return fail();
      items = items.map((each) => ({ ...each, order: orders.find((o) => o.id === each.id)?.order ?? each.order ?? 0 }));
      return HttpResponse.json(true);
    }),
    http.delete('*/posts/api/featuredPost/:id/chapter', async ({ request, params }) => {
      await record(request);
      items = items.filter((each) => each.id !== params.id);
      return HttpResponse.json(true);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderItems(adminView: boolean) {
  const harness = createAppHarness({ user: userOf('5d1f6a2e-3c4b-4f7a-9e21-0a0000000002', 'Bruno Lindqvist') });
  return render(
    <harness.Providers>
      <FeaturedItems community={CHAPTER} adminView={adminView} />
    </harness.Providers>,
  );
}

const rowTitles = () =>
  within(screen.getByRole('grid', { name: 'Order of the featured items' }))
    .getAllByRole('row')
    .map((row) => row.querySelector('p')?.textContent);
const slideLabels = () => screen.getAllByRole('group', { hidden: true }).map((group) => within(group).getByRole('heading', { hidden: true }).textContent);

describe('FeaturedItems (spec 001 §2, §5, §9)', () => {
  it('shows members the first 4 items by order in the carousel, the chapter events, and no editor', async () => {
    renderItems(false);
    await waitFor(() => expect(slideLabels()).toEqual(['Featured 1', 'Featured 2', 'Featured 3', 'Featured 4']));
    expect(screen.getByRole('region', { name: 'Featured in Harbor City Chapter' })).toBeDefined();
    expect(await screen.findByText('Harbor City Leadership Summit')).toBeDefined();
    expect(screen.getByText(/Thursday, 03 Dec 2026, 9:00 AM \(Eastern Standard Time\) · Harbor City, Atlantic, Atlantica/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add featured item' })).toBeNull();
    expect(screen.queryByRole('grid', { name: 'Order of the featured items' })).toBeNull();
  });

  it('asks for title, description, link and image before it sends anything, then creates with the link normalised', async () => {
    renderItems(true);
    await screen.findByRole('grid', { name: 'Order of the featured items' });
    act(() => screen.getByRole('button', { name: 'Add featured item' }).click());
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    for (const text of [FEATURE_MESSAGES.featuredTitleRequired, FEATURE_MESSAGES.featuredDescriptionRequired, FEATURE_MESSAGES.urlInvalid, FEATURE_MESSAGES.featuredImageRequired]) {
      expect(await screen.findByText(text)).toBeDefined();
    }
    expect(sent.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Board retreat' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Two days by the sea.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), { target: { value: 'connect.example/retreat' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Image address' }), { target: { value: 'https://media.example/retreat.jpg' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    // '.example' has 7 letters: the spec's url rule refuses it, and the text stays as typed.
    expect(await screen.findByText(FEATURE_MESSAGES.urlInvalid)).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe('connect.example/retreat');

    fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), { target: { value: 'connect.test/retreat' } });
    act(() => screen.getByRole('checkbox', { name: 'Darken the image' }).click());
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(rowTitles()).toContain('Board retreat'));
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Board retreat',
      subtitle: '',
      description: 'Two days by the sea.',
      url: 'https://connect.test/retreat',
      featuredPostImage: { url: 'https://media.example/retreat.jpg' },
      isImageOverLay: true,
      eventList: [],
      communityId: HARBOR_CITY,
    });
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });

  it('keeps the form as typed with the failure text when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failing.add('create');
    renderItems(true);
    await screen.findByRole('grid', { name: 'Order of the featured items' });
    act(() => screen.getByRole('button', { name: 'Add featured item' }).click());
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Board retreat' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Two days by the sea.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), { target: { value: 'https://connect.test/retreat' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Image address' }), { target: { value: 'https://media.example/retreat.jpg' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(await screen.findByRole('alert')).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Board retreat');
    expect(rowTitles()).not.toContain('Board retreat');
  });

  it('features an event of the chapter: picking it fills the title and sends its eventList', async () => {
    renderItems(true);
    await screen.findByRole('grid', { name: 'Order of the featured items' });
    act(() => screen.getByRole('button', { name: 'Add featured item' }).click());
    const picker = await screen.findByRole('button', { name: /Event \(optional\)/ });
    act(() => picker.click());
    act(() => screen.getByRole('option', { name: 'Harbor City Leadership Summit' }).click());
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Harbor City Leadership Summit');
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Register now.' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), { target: { value: 'https://connect.test/events/summit' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Image address' }), { target: { value: 'https://media.example/summit.jpg' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(sent.some((call) => call.method === 'POST')).toBe(true));
    expect((sent.find((call) => call.method === 'POST')?.body as FeaturedPost).eventList).toEqual([
      { id: SUMMIT.id, title: SUMMIT.name, startDateTime: SUMMIT.startDateTime, endDateTime: SUMMIT.endDateTime, isDeclined: false },
    ]);
  });

  it('reorders by keyboard: an arrow key moves the item, saves every order, and keeps focus on it', async () => {
    renderItems(true);
    await waitFor(() => expect(rowTitles()).toEqual(['Featured 1', 'Featured 2', 'Featured 3', 'Featured 4', 'Featured 5']));
    const handle = screen.getByRole('button', { name: 'Move Featured 1, position 1 of 5' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    await waitFor(() => expect(rowTitles()).toEqual(['Featured 2', 'Featured 1', 'Featured 3', 'Featured 4', 'Featured 5']));
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    expect(sent.find((call) => call.method === 'PUT')?.body).toEqual([
      { id: id(2), order: 1 },
      { id: id(1), order: 2 },
      { id: id(3), order: 3 },
      { id: id(4), order: 4 },
      { id: id(5), order: 5 },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Featured 1 moved to position 2 of 5.');
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Featured 1, position 2 of 5'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    await waitFor(() => expect(rowTitles()).toEqual(['Featured 2', 'Featured 3', 'Featured 4', 'Featured 5', 'Featured 1']));
    expect(slideLabels()).toEqual(['Featured 2', 'Featured 3', 'Featured 4', 'Featured 5']);
  });

  it('reorders with Move up and Move down', async () => {
    renderItems(true);
    await waitFor(() => expect(rowTitles()).toHaveLength(5));
    act(() => screen.getByRole('button', { name: 'Move up Featured 2' }).click());
    await waitFor(() => expect(rowTitles()).toEqual(['Featured 2', 'Featured 1', 'Featured 3', 'Featured 4', 'Featured 5']));
    expect((screen.getByRole('button', { name: 'Move up Featured 2' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts the order back and says why when the reorder fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failing.add('reorder');
    renderItems(true);
    await waitFor(() => expect(rowTitles()).toHaveLength(5));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Featured 1, position 1 of 5' }), { key: 'ArrowDown' });
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(rowTitles()).toEqual(['Featured 1', 'Featured 2', 'Featured 3', 'Featured 4', 'Featured 5']);
  });

  it('deletes a chapter item with the .../chapter call after a confirmation', async () => {
    renderItems(true);
    await waitFor(() => expect(rowTitles()).toHaveLength(5));
    act(() => screen.getByRole('button', { name: 'Delete Featured 3' }).click());
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete featured item?' });
    act(() => within(dialog).getByRole('button', { name: 'Delete' }).click());
    await waitFor(() => expect(rowTitles()).toEqual(['Featured 1', 'Featured 2', 'Featured 4', 'Featured 5']));
    expect(sent.find((call) => call.method === 'DELETE')?.path).toBe(`/posts/api/featuredPost/${id(3)}/chapter`);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add featured item' })));
  });

  it('edits an item in place with PUT', async () => {
    server.use(
      http.put('*/posts/api/featuredPost/update/by-community/:communityId/:communityName', async ({ request }) => {
        const body = (await request.json()) as FeaturedPost;
        sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
        items = items.map((each) => (each.id === body.id ? body : each));
        return HttpResponse.json(body);
      }),
    );
    renderItems(true);
    await waitFor(() => expect(rowTitles()).toHaveLength(5));
    act(() => screen.getByRole('button', { name: 'Edit Featured 2' }).click());
    const title = screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement;
    expect(title.value).toBe('Featured 2');
    fireEvent.change(title, { target: { value: 'Renamed' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(rowTitles()).toEqual(['Featured 1', 'Renamed', 'Featured 3', 'Featured 4', 'Featured 5']));
    expect(sent.find((call) => call.path.includes('/update/'))?.body).toMatchObject({ id: id(2), order: 2, title: 'Renamed', communityId: HARBOR_CITY });
  });

  it('is axe-clean in Admin View with the form open', async () => {
    // jsdom has no canvas; axe only uses it to tell icon ligatures from text.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container } = renderItems(true);
    await waitFor(() => expect(rowTitles()).toHaveLength(5));
    act(() => screen.getByRole('button', { name: 'Add featured item' }).click());
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await screen.findByText(FEATURE_MESSAGES.featuredTitleRequired);
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
