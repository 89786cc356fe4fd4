import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { openSection } from './community-sections';
import { signInAt } from './sign-in';

// spec 001 §5, §9 (issue 11): a chapter admin creates and reorders featured items (validation
// messages first, reorder by keyboard); members see the new order; the carousel rotates every
// 7000 ms and its Pause control stops it (WCAG 2.2.2). Sandbox: domains/feed.ts. Personas: docs/personas.md.
const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = '/chapter/00000000-0000-4000-8000-00000000c101';

/** Signs `username` in, opens Harbor City Chapter's page and its Featured section. */
async function openHarborCityAs(page: Page, username: string) {
  await signInAt(page, HARBOR_CITY, username);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor City Chapter' })).toBeVisible();
  await openSection(page, 'Featured');
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Featured in Harbor City Chapter' });
/** The title of the slide on show. */
const shownSlide = (page: Page) => carousel(page).getByRole('group').getByRole('heading', { level: 3 });
/** Every slide, shown or hidden. */
/** The featured item form (the page also has the post composer, with its own Title). */
const featuredForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Image address' }) });
const slides = (page: Page) => carousel(page).getByRole('group', { includeHidden: true });

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('a chapter admin creates a featured item and moves it first by keyboard; a member sees the new order', async ({ page, browser }) => {
  await openHarborCityAs(page, 'bruno.lindqvist');
  // Member View by default: no editor until the admin switches.
  await expect(carousel(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add featured item' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Admin View' }).click();
  const order = page.getByRole('grid', { name: 'Order of the featured items' });
  await expect(order.getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: 'Add featured item' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  for (const text of ['Please enter a title.', 'Please enter a description.', 'Please enter a valid url.', 'Please add an image.']) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expectAccessible(page);

  await featuredForm(page).getByRole('textbox', { name: 'Title', exact: true }).fill('Board retreat by the sea');
  await page.getByRole('textbox', { name: 'Description' }).fill('Two days of forum work for the chapter board.');
  await page.getByRole('textbox', { name: 'Link' }).fill('connect.test/events/board-retreat');
  await page.getByRole('textbox', { name: 'Image address' }).fill('https://media.example/featured/board-retreat.jpg');
  const created = page.waitForResponse((res) => res.url().includes('/posts/api/featuredPost/create/by-community/') && res.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await created).ok()).toBe(true);
  expect((await created).request().postDataJSON()).toMatchObject({ url: 'https://connect.test/events/board-retreat' });
  await expect(order.getByRole('row')).toHaveCount(4);
  await expect(order.getByRole('row').last()).toContainText('Board retreat by the sea');

  // Keyboard: focus the new item's Move handle; Home moves it first, ArrowDown and ArrowUp move it one place.
  const handle = page.getByRole('button', { name: /^Move Board retreat by the sea, position 4 of 4/ });
  await handle.focus();
  const reordered = page.waitForResponse((res) => res.url().includes('/posts/api/featuredPostsReorderList/') && res.request().method() === 'PUT');
  await page.keyboard.press('Home');
  expect((await reordered).ok()).toBe(true);
  await expect(order.getByRole('row').first()).toContainText('Board retreat by the sea');
  await expect(page.getByRole('button', { name: /^Move Board retreat by the sea, position 1 of 4/ })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'moved to position' })).toHaveText('Board retreat by the sea moved to position 1 of 4.');
  await expectAccessible(page);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await openHarborCityAs(member, 'amara.okafor');
  await expect(slides(member)).toHaveCount(4);
  await expect(carousel(member).getByRole('group', { name: '1 of 4' }).getByRole('heading')).toHaveText('Board retreat by the sea');
  await expect(member.getByRole('radio', { name: 'Admin View' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Add featured item' })).toHaveCount(0);
  await expectAccessible(member);
  await memberContext.close();
});

test('the carousel moves on every 7000 ms, and its Pause control stops it', async ({ page }) => {
  // The page's clock is the test's: 7 seconds pass when the test says so, not by waiting for them.
  await page.clock.install();
  await openHarborCityAs(page, 'amara.okafor');
  await expect(slides(page)).toHaveCount(3);
  // Nothing holds it: the pointer away, focus out of the carousel.
  await page.mouse.move(0, 0);
  const first = await shownSlide(page).textContent();
  await page.clock.runFor(6_000);
  await expect(shownSlide(page)).toHaveText(first ?? '');
  await page.clock.runFor(1_500);
  await expect(shownSlide(page)).not.toHaveText(first ?? '');

  await carousel(page).getByRole('button', { name: 'Pause' }).click();
  await expect(carousel(page).getByRole('button', { name: 'Play' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { level: 1 }).click();
  const paused = await shownSlide(page).textContent();
  await page.clock.runFor(15_000);
  await expect(shownSlide(page)).toHaveText(paused ?? '');

  await carousel(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(shownSlide(page)).not.toHaveText(paused ?? '');
  await expectAccessible(page);
});

test('a product-team member adds a home featured news item; a member sees it on /home', async ({ page, browser }) => {
  await signInAt(page, '/home', 'sofia.marchetti');
  const news = page.getByRole('region', { name: 'Featured news' });
  await expect(news.getByRole('group', { includeHidden: true })).toHaveCount(2);
  await page.getByRole('button', { name: 'Add news item' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a title.')).toBeVisible();
  await featuredForm(page).getByRole('textbox', { name: 'Title', exact: true }).fill('Global Leadership Summit 2027');
  await page.getByRole('textbox', { name: 'Link' }).fill('https://connect.test/events/gls-2027');
  await page.getByRole('textbox', { name: 'Image address' }).fill('https://media.example/news/gls-2027.jpg');
  const saved = page.waitForResponse((res) => res.url().endsWith('/posts/api/featuredNews/list/home-page') && res.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(news.getByRole('group', { includeHidden: true })).toHaveCount(3);
  await expectAccessible(page);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAt(member, '/home', 'amara.okafor');
  const memberNews = member.getByRole('region', { name: 'Featured news' });
  await expect(memberNews.getByRole('group', { name: '3 of 3', includeHidden: true }).getByRole('heading', { includeHidden: true })).toHaveText(
    'Global Leadership Summit 2027',
  );
  await expect(member.getByRole('button', { name: 'Add news item' })).toHaveCount(0);
  await memberContext.close();
});
