import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FEATURE_MESSAGES } from '@ypo/headless';
import { problem } from '@ypo/msw';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape } from '../../testing/app-harness';
import { ResourcesPage } from './resources-page';

startMockServer();

const API = 'http://gw.test/profiles/api/tools';
const CAT = 'b2000000-0000-4000-8000-000000000001';
const link = (n: number, name: string, fields: Record<string, unknown> = {}) => ({
  id: `b1000000-0000-4000-8000-00000000000${n}`, type: 'button', navigationUrl: `https://connect.ypo.org/${n}`, label: name, resourceName: name,
  categoryName: 'Chapter Resources', resourceCategoryId: CAT, isActive: true, isSSOEnabled: false, alternativeText: null, imageUrl: null, displayOrder: n, ...fields,
});

// A small stateful resources service: saves are seen on screen.
let page: { advertisementTiles: unknown[]; resourceLinks: ReturnType<typeof link>[]; canEditResourceLinks: boolean; categories: { id: string; categoryName: string; isActive: boolean; subCategories: unknown[] }[] };
let failing: boolean;
let sent: { path: string; body: unknown }[];
let openResources: unknown[] | 'error';

beforeAll(() => stubCssEscape());
beforeEach(() => {
  failing = false;
  sent = [];
  openResources = [{ name: 'Cookie Policy', navigationUrl: 'https://legal.ypo.org/cookies' }];
  page = {
    advertisementTiles: [{ id: 'b1000000-0000-4000-8000-000000000009', type: 'button', displayOrder: 1, navigationUrl: 'https://connect.ypo.org/summit', alternativeText: 'Leadership Summit', imageUrl: null }],
    resourceLinks: [link(1, 'Officer Toolkit'), link(2, 'Chapter Handbook', { displayOrder: 1, isSSOEnabled: true }), link(3, 'Travel Partners', { type: 'image', imageUrl: 'https://media.ypo.org/t.png', alternativeText: 'Travel partners' })],
    canEditResourceLinks: false,
    categories: [{ id: CAT, categoryName: 'Chapter Resources', isActive: true, subCategories: [] }],
  };
  server.use(
    http.get(`${API}/get-resource-categories-and-links`, () => HttpResponse.json(page)),
    http.get('http://gw.test/openapi/api/get-open-resources-urls', () => (openResources === 'error' ? HttpResponse.json({ title: 'x', status: 500 }, { status: 500 }) : HttpResponse.json(openResources))),
    http.post(`${API}/save-category`, async ({ request }) => {
      const body = (await request.json()) as { categoryName: string; isActive: boolean };
      sent.push({ path: 'save-category', body });
      const saved = { ...body, id: 'b2000000-0000-4000-8000-000000000002', subCategories: [] };
      page.categories.push(saved);
      return HttpResponse.json(saved);
    }),
    http.post(`${API}/save-Resource-links`, async ({ request }) => {
      const body = (await request.json()) as ReturnType<typeof link>;
      sent.push({ path: 'save-Resource-links', body });
      if (failing) return HttpResponse.json({ title: 'Unprocessable Entity', status: 422, detail: 'The link could not be saved.', message: 'The link could not be saved.' }, { status: 422 });
      const saved = { ...body, id: 'b1000000-0000-4000-8000-000000000008', categoryName: 'Chapter Resources' };
      page.resourceLinks.push(saved);
      return HttpResponse.json(saved);
    }),
  );
});
afterEach(cleanup);

function renderPage() {
  const { Providers } = createAppHarness({ user: null });
  return render(
    <Providers>
      <ResourcesPage />
    </Providers>,
  );
}

const linkNames = () => within(screen.getByRole('region', { name: 'Chapter Resources' })).getAllByRole('link').map((a) => a.textContent || a.querySelector('img')?.alt);

describe('ResourcesPage (spec 001 §3, §7)', () => {
  it('shows tiles, links in display order then by name, filters by text and type; no edit control for a member; axe-clean', async () => {
    const { container } = renderPage();
    await waitFor(() => expect(linkNames()).toEqual(['Chapter Handbook', 'Officer Toolkit', 'Travel partners']));
    expect(screen.getByRole('link', { name: 'Leadership Summit' })).toHaveProperty('href', 'https://connect.ypo.org/summit');
    expect(screen.getByText('Single sign-on')).toBeTruthy();
    // My Quick Links are every member's own; no other edit control for a member.
    expect(screen.queryByRole('button', { name: /^Edit (?!My Quick Links)/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'New category' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveProperty('href', 'https://legal.ypo.org/cookies'));
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter resources' }), { target: { value: 'toolkit' } });
    await waitFor(() => expect(linkNames()).toEqual(['Officer Toolkit']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter resources' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Images' }));
    await waitFor(() => expect(linkNames()).toEqual(['Travel partners']));
  });

  it('falls back to the default cookie policy link when the call fails', async () => {
    openResources = 'error';
    renderPage();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Chapter Resources' })).toBeTruthy());
    expect((screen.getByRole('link', { name: 'Cookie Policy' }) as HTMLAnchorElement).href).toMatch(/\/legal\/cookie-policy$/);
  });
});

describe('ResourcesPage for editors (spec 001 §5, §6, §8)', () => {
  beforeEach(() => {
    page.canEditResourceLinks = true;
  });

  it('validates, sends a new category active, and shows a saved link; axe-clean', async () => {
    const { container } = renderPage();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'New category' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(screen.getByText(FEATURE_MESSAGES.resourceCategoryTitleRequired)).toBeTruthy());
    fireEvent.change(screen.getByRole('textbox', { name: 'Category title' }), { target: { value: 'x'.repeat(65) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(screen.getByText(FEATURE_MESSAGES.resourceCategoryNameTooLong)).toBeTruthy());
    fireEvent.change(screen.getByRole('textbox', { name: 'Category title' }), { target: { value: 'Events' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(sent).toContainEqual({ path: 'save-category', body: { id: '00000000-0000-0000-0000-000000000000', categoryName: 'Events', isActive: true, subCategories: [] } }));

    const form = screen.getByRole('region', { name: 'New resource link' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(within(form).getByText(FEATURE_MESSAGES.resourceLinkLabelRequired)).toBeTruthy());
    expect(within(form).getByText(FEATURE_MESSAGES.urlInvalid)).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Label' }), { target: { value: 'Board Portal' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Button name' }), { target: { value: 'y'.repeat(41) } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Link address' }), { target: { value: 'https://board.ypo.org' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(within(form).getByText(FEATURE_MESSAGES.resourceButtonNameTooLong)).toBeTruthy());
    fireEvent.change(within(form).getByRole('textbox', { name: 'Button name' }), { target: { value: 'Board Portal' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(linkNames()).toContain('Board Portal'));
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  it("keeps everything typed and shows the server's message when a save fails", async () => {
    failing = true;
    renderPage();
    const form = await screen.findByRole('region', { name: 'New resource link' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Label' }), { target: { value: 'Board Portal' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Link address' }), { target: { value: 'https://board.ypo.org' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(within(form).getByText('The link could not be saved.')).toBeTruthy());
    expect((within(form).getByRole('textbox', { name: 'Label' }) as HTMLInputElement).value).toBe('Board Portal');
    expect((within(form).getByRole('textbox', { name: 'Link address' }) as HTMLInputElement).value).toBe('https://board.ypo.org');
  });

  it("a 500 on each save keeps every typed field and shows the server's message (spec 001 §8: resource saves throw the response data)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const down = { detail: 'The resources service is down for maintenance.' };
    server.use(
      problem('post', `${API}/save-category`, 500, 'Internal Server Error', down),
      problem('post', `${API}/save-Resource-links`, 500, 'Internal Server Error', down),
      problem('post', `${API}/save-advertisement-links`, 500, 'Internal Server Error', down),
    );
    renderPage();
    const categoryForm = await screen.findByRole('region', { name: 'New category' });
    fireEvent.change(within(categoryForm).getByRole('textbox', { name: 'Category title' }), { target: { value: 'Events' } });
    fireEvent.click(within(categoryForm).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(within(categoryForm).getByText(down.detail)).toBeTruthy());
    expect((within(categoryForm).getByRole('textbox', { name: 'Category title' }) as HTMLInputElement).value).toBe('Events');

    const form = screen.getByRole('region', { name: 'New resource link' });
    const typed = { Label: 'Board Portal', 'Button name': 'Portal', 'Link address': 'https://board.ypo.org', 'Image address': 'https://media.ypo.org/portal.png', 'Alternative text': 'The board portal' };
    for (const [name, value] of Object.entries(typed)) fireEvent.change(within(form).getByRole('textbox', { name }), { target: { value } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Single sign-on' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(within(form).getByText(down.detail)).toBeTruthy());
    for (const [name, value] of Object.entries(typed)) expect((within(form).getByRole('textbox', { name }) as HTMLInputElement).value).toBe(value);
    expect((within(form).getByRole('checkbox', { name: 'Single sign-on' }) as HTMLInputElement).checked).toBe(true);

    const tiles = screen.getByRole('region', { name: 'Advertisement tiles' });
    fireEvent.click(within(tiles).getByRole('radio', { name: 'Button' }));
    fireEvent.change(within(tiles).getByRole('textbox', { name: 'Tile address' }), { target: { value: 'https://events.ypo.org/spring' } });
    fireEvent.change(within(tiles).getByRole('textbox', { name: 'Tile text' }), { target: { value: 'Spring Summit' } });
    fireEvent.click(within(tiles).getByRole('button', { name: 'Add tile' }));
    await waitFor(() => expect(within(tiles).getByRole('row', { name: 'Spring Summit' })).toBeTruthy());
    fireEvent.click(within(tiles).getByRole('button', { name: 'Save tiles' }));
    await waitFor(() => expect(within(tiles).getByText(down.detail)).toBeTruthy());
    expect(within(within(tiles).getByRole('grid', { name: 'Tiles to save' })).getAllByRole('row').map((row) => row.getAttribute('aria-label') ?? row.textContent)).toHaveLength(2);
    // The page itself still shows what the server has.
    expect(screen.queryByRole('link', { name: 'Spring Summit' })).toBeNull();
  });

  it("orders a category's links by keyboard and saves each moved link's display order", async () => {
    server.use(
      http.post(`${API}/save-Resource-links`, async ({ request }) => {
        const body = (await request.json()) as ReturnType<typeof link>;
        sent.push({ path: 'save-Resource-links', body });
        page.resourceLinks = page.resourceLinks.map((each) => (each.id === body.id ? body : each));
        return HttpResponse.json(body);
      }),
    );
    renderPage();
    const order = await screen.findByRole('grid', { name: 'Order of the links in Chapter Resources' });
    expect(within(order).getAllByRole('row').map((row) => row.textContent?.includes('Officer Toolkit'))).toEqual([false, true, false]);
    const save = screen.getByRole('button', { name: 'Save link order' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    act(() => screen.getByRole('button', { name: 'Move Travel Partners, position 3 of 3' }).focus());
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move Travel Partners, position 3 of 3' }), { key: 'Home' });
    await waitFor(() => expect(within(order).getAllByRole('row')[0]?.textContent).toContain('Travel Partners'));
    fireEvent.click(save);
    await waitFor(() => expect(linkNames()).toEqual(['Travel partners', 'Chapter Handbook', 'Officer Toolkit']));
    expect(sent.map((call) => [(call.body as { resourceName: string }).resourceName, (call.body as { displayOrder: number }).displayOrder])).toEqual([
      ['Travel Partners', 1],
      ['Chapter Handbook', 2],
      ['Officer Toolkit', 3],
    ]);
  });

  it('reorders the tiles with Move up and saves them in that order', async () => {
    let savedTiles: { alternativeText: string; displayOrder: number }[] = [];
    server.use(
      http.post(`${API}/save-advertisement-links`, async ({ request }) => {
        savedTiles = (await request.json()) as typeof savedTiles;
        page.advertisementTiles = savedTiles;
        return HttpResponse.json(savedTiles);
      }),
    );
    renderPage();
    const tiles = await screen.findByRole('region', { name: 'Advertisement tiles' });
    fireEvent.click(within(tiles).getByRole('radio', { name: 'Button' }));
    fireEvent.change(within(tiles).getByRole('textbox', { name: 'Tile address' }), { target: { value: 'https://events.ypo.org/spring' } });
    fireEvent.change(within(tiles).getByRole('textbox', { name: 'Tile text' }), { target: { value: 'Spring Summit' } });
    fireEvent.click(within(tiles).getByRole('button', { name: 'Add tile' }));
    fireEvent.click(await within(tiles).findByRole('button', { name: 'Move up Spring Summit' }));
    fireEvent.click(within(tiles).getByRole('button', { name: 'Save tiles' }));
    await waitFor(() => expect(savedTiles.map((tile) => [tile.alternativeText, tile.displayOrder])).toEqual([
      ['Spring Summit', 1],
      ['Leadership Summit', 2],
    ]));
  });
});
