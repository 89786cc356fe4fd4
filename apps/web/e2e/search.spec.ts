import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAt } from './sign-in';

// Issue 14, integrated search (ypoSearch; spec 002 §2, §3, §7), as Amara Okafor (docs/personas.md),
// keyboard only once signed in. The sandbox answers from its seeded network and keeps each search
// tracking payload it receives (GET /__sandbox/search-tracking, newest first).
const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const RETREAT_POST = '9a000000-0000-4000-8000-000000000040';

interface Tracked {
  personId: string;
  payload: Record<string, string>;
}

/** The search tracking payload of spec 002 §3 with every field; `fields` are those that are not empty. */
const payloadOf = (fields: Record<string, string>) => ({
  searchTerm: '',
  searchType: 'Integrated',
  tileText: '',
  tileType: '',
  oneClickSearchText: '',
  oneClickSearchType: '',
  // Playwright's Chromium (HeadlessChrome) on Linux.
  platformName: 'Web Chrome',
  committedSearchTerm: '',
  interstitalType: '',
  interstitalSearchType: '',
  interstitalSearchTerm: '',
  ...fields,
});

/** The payloads the sandbox received, oldest first, once there are `count` of them. */
async function trackedPayloads(request: APIRequestContext, count: number): Promise<Record<string, string>[]> {
  let tracked: Tracked[] = [];
  await expect(async () => {
    tracked = (await (await request.get(`${GATEWAY}/__sandbox/search-tracking`)).json()) as Tracked[];
    expect(tracked).toHaveLength(count);
  }).toPass();
  return tracked.map((t) => t.payload).reverse();
}

/** Moves the focus with Tab (and only Tab) until `target` has it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let step = 0; step < 80; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('a member searches from the header, sees each kind of result, runs a one-click search and opens a post; each search and the tile click post their tracking payload', async ({ page, request }) => {
  await signInAt(page, '/home', 'amara.okafor');
  await tabTo(page, page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/ypoSearch');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

  // One box: people, events and communities of Harbor City.
  const box = page.getByRole('searchbox', { name: 'Search people, events, communities and content' });
  await tabTo(page, box);
  await page.keyboard.type('harbor');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/ypoSearch?searchTerm=harbor');
  await expect(page.getByRole('heading', { level: 2, name: /^People \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: /^People/ }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('list', { name: /^Events/ }).getByRole('link', { name: 'Harbor City Leadership Summit' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Communities (1)' }).getByRole('link', { name: 'Harbor City Chapter' })).toHaveAttribute('href', `/chapter/${HARBOR_CITY}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Content (0)' })).toBeVisible();
  await expect(page.getByText('No results found')).toBeVisible();
  expect(await trackedPayloads(request, 1)).toEqual([payloadOf({ searchTerm: 'harbor', committedSearchTerm: 'harbor' })]);
  await expectAccessible(page);

  // One-click search: every event of the search.
  const events = page.getByRole('heading', { level: 2, name: /^Events \(\d+\)$/ });
  const eventCount = Number(/\((\d+)\)/.exec((await events.textContent()) ?? '')?.[1]);
  expect(eventCount).toBeGreaterThan(4);
  await tabTo(page, page.getByRole('button', { name: `See all ${eventCount} Events` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/ypoSearch?searchTerm=harbor&oneClickSearchType=Event');
  await expect(page.getByRole('list', { name: /^Events/ }).getByRole('listitem')).toHaveCount(eventCount);
  await expect(page.getByRole('heading', { level: 2, name: /^People/ })).toHaveCount(0);
  expect((await trackedPayloads(request, 2))[1]).toEqual(payloadOf({ searchTerm: 'harbor', committedSearchTerm: 'harbor', oneClickSearchText: 'harbor', oneClickSearchType: 'Event' }));
  await expectAccessible(page);

  // A new search: posts are content; opening one shows the single post on its community page, the text highlighted.
  await tabTo(page, box);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('retreat');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/ypoSearch?searchTerm=retreat');
  await expect(page.getByRole('heading', { level: 2, name: /^Events \(\d+\)$/ })).toBeVisible();
  const post = page.getByRole('list', { name: /^Content/ }).getByRole('link', { name: 'Chapter retreat', exact: true });
  expect((await trackedPayloads(request, 3))[2]).toEqual(payloadOf({ searchTerm: 'retreat', committedSearchTerm: 'retreat' }));
  await tabTo(page, post);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/chapter/${HARBOR_CITY}?postId=${RETREAT_POST}&highlightText=retreat&showAllActivityFeedCommunity=true`);
  await expect(page.getByRole('feed').getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('feed').locator('mark').first()).toHaveText(/retreat/i);
  expect((await trackedPayloads(request, 4))[3]).toEqual(payloadOf({ searchTerm: 'retreat', committedSearchTerm: 'retreat', tileText: 'Chapter retreat', tileType: 'Content' }));
});

test('a search with one character searches nothing and tracks nothing; the results stay those of the address', async ({ page, request }) => {
  await signInAt(page, '/ypoSearch?searchTerm=lakeshore', 'amara.okafor');
  await expect(page.getByRole('list', { name: 'Communities (1)' }).getByRole('link', { name: 'Lakeshore Integrated Chapter' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search people, events, communities and content' });
  await expect(box).toHaveValue('lakeshore');
  await tabTo(page, box);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('l');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Type at least 2 characters, then press Enter to search.')).toBeVisible();
  await expect(page).toHaveURL('/ypoSearch?searchTerm=lakeshore');
  // Opening the page from an address is no search of the member's: nothing is tracked.
  expect(await (await request.get(`${GATEWAY}/__sandbox/search-tracking`)).json()).toEqual([]);
  await expectAccessible(page);
});
