import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FEATURE_MESSAGES, type FeaturedNews } from '@ypo/headless';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppHarness, server, startMockServer, stubCssEscape, userOf } from '../../testing/app-harness';
import { HomeFeaturedNews } from './home-featured-news';

startMockServer();

const news = (n: number): FeaturedNews => ({
  id: `9f000000-0000-4000-8000-00000000010${n}`,
  title: `News ${n}`,
  description: `About news ${n}`,
  url: `https://connect.test/news/${n}`,
  featuredNewsImage: { url: `https://media.example/news/${n}.jpg` },
  order: n,
});

let list: FeaturedNews[];
let saved: FeaturedNews[][];

beforeAll(() => stubCssEscape());
beforeEach(() => {
  list = [news(2), news(1)];
  saved = [];
  server.use(
    http.get('*/posts/api/featuredNews/list/home-page', () => HttpResponse.json({ newsList: list })),
    http.put('*/posts/api/featuredNews/list/home-page', async ({ request }) => {
      const body = (await request.json()) as { newsList: FeaturedNews[] };
      saved.push(body.newsList);
      list = body.newsList.map((each, at) => ({ ...each, id: each.id ?? `9f000000-0000-4000-8000-00000000019${at}` }));
      return HttpResponse.json({ newsList: list });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderNews(canEdit: boolean) {
  const harness = createAppHarness({ user: userOf('5d1f6a2e-3c4b-4f7a-9e21-0a0000000001') });
  return render(
    <harness.Providers>
      <HomeFeaturedNews canEdit={canEdit} />
    </harness.Providers>,
  );
}

const slideTitles = () => screen.getAllByRole('group', { hidden: true }).map((group) => within(group).getByRole('heading', { hidden: true }).textContent);

describe('HomeFeaturedNews (spec 001 §3, §7)', () => {
  it('shows the news by order in a carousel, without the editor for members', async () => {
    renderNews(false);
    await waitFor(() => expect(slideTitles()).toEqual(['News 1', 'News 2']));
    expect(screen.getByRole('region', { name: 'Featured news' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add news item' })).toBeNull();
  });

  it('shows nothing to a member when there is no news', async () => {
    list = [];
    const { container } = renderNews(false);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('lets an editor add a news item (title, link, image required), saving the whole list in order', async () => {
    renderNews(true);
    await waitFor(() => expect(slideTitles()).toHaveLength(2));
    act(() => screen.getByRole('button', { name: 'Add news item' }).click());
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    for (const text of [FEATURE_MESSAGES.featuredTitleRequired, FEATURE_MESSAGES.urlInvalid, FEATURE_MESSAGES.featuredImageRequired]) {
      expect(await screen.findByText(text)).toBeDefined();
    }
    expect(screen.queryByText(FEATURE_MESSAGES.featuredDescriptionRequired)).toBeNull();
    expect(saved).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Global Leadership Summit' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), { target: { value: 'connect.test/gls' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Image address' }), { target: { value: 'https://media.example/gls.jpg' } });
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await waitFor(() => expect(slideTitles()).toEqual(['News 1', 'News 2', 'Global Leadership Summit']));
    expect(saved[0]?.map((each) => [each.title, each.url, each.order])).toEqual([
      ['News 1', 'https://connect.test/news/1', 1],
      ['News 2', 'https://connect.test/news/2', 2],
      ['Global Leadership Summit', 'https://connect.test/gls', 3],
    ]);
  });

  it('reorders the news by keyboard', async () => {
    renderNews(true);
    await waitFor(() => expect(slideTitles()).toHaveLength(2));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move News 2, position 2 of 2' }), { key: 'Home' });
    await waitFor(() => expect(saved[0]?.map((each) => [each.title, each.order])).toEqual([['News 2', 1], ['News 1', 2]]));
    await waitFor(() => expect(slideTitles()).toEqual(['News 2', 'News 1']));
  });

  it('is axe-clean for an editor', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { container } = renderNews(true);
    await waitFor(() => expect(slideTitles()).toHaveLength(2));
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
