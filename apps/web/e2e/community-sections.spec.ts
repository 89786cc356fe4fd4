// Issue 28 item 5: a community page is built for reading. Its sections (feed, featured, about, files, admin
// tools) each have their own address; the feed, the default, starts within the first screen.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { openSection, sectionTabs } from './community-sections';
import { feedPosts } from './feed-helpers';
import { signInAt } from './sign-in';

const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = '/chapter/00000000-0000-4000-8000-00000000c101';

test.beforeAll(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
});

/** The first post of the feed starts within the first screen, without scrolling. */
async function expectFeedOnFirstScreen(page: Page) {
  const first = feedPosts(page).first();
  await expect(first).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const top = (await first.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const height = page.viewportSize()?.height ?? 0;
  test.info().annotations.push({ type: 'feed top', description: `${Math.round(top)} px of ${height} px` });
  expect(top).toBeLessThan(height);
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a member's chapter page opens on the feed within the first screen at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAt(page, HARBOR_CITY, 'amara.okafor');
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor City Chapter' })).toBeVisible();
    await expect(sectionTabs(page).getByRole('tab')).toHaveText(['Feed', 'Featured', 'About', 'Files']);
    await expect(sectionTabs(page).getByRole('tab', { name: 'Feed' })).toHaveAttribute('aria-selected', 'true');
    await expectFeedOnFirstScreen(page);
    await expectAccessible(page);
  });
}

test('each section has its own address: a tab changes it, the back button returns, a link opens the section', async ({ page }) => {
  await signInAt(page, HARBOR_CITY, 'amara.okafor');
  await expect(feedPosts(page).first()).toBeVisible();
  // Member View: no officers' tools on a member's reading path.
  await expect(sectionTabs(page).getByRole('tab', { name: 'Admin tools' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Chair message' })).toHaveCount(0);

  await openSection(page, 'About');
  await expect(page).toHaveURL(`${HARBOR_CITY}?section=about`);
  await expect(page.getByRole('region', { name: 'About' })).toContainText('Harbor City');
  await expect(page.getByRole('heading', { name: 'Chair message' })).toBeVisible();
  await expect(page.getByRole('feed')).toHaveCount(0);
  await expectAccessible(page);

  await page.goBack();
  await expect(page).toHaveURL(HARBOR_CITY);
  await expect(sectionTabs(page).getByRole('tab', { name: 'Feed' })).toHaveAttribute('aria-selected', 'true');
  await expect(feedPosts(page).first()).toBeVisible();
  await page.goForward();
  await expect(sectionTabs(page).getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');

  await page.goto(`${HARBOR_CITY}?section=about`);
  await expect(sectionTabs(page).getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Chair message' })).toBeVisible();

  await openSection(page, 'Files');
  await expect(page).toHaveURL(`${HARBOR_CITY}?section=files`);
  await expect(page.getByRole('heading', { name: 'Files and media' })).toBeVisible();

  // By keyboard: the arrow keys move the focus along the tabs without leaving the section; Enter opens one.
  await sectionTabs(page).getByRole('tab', { name: 'Files' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(sectionTabs(page).getByRole('tab', { name: 'About' })).toBeFocused();
  await expect(page).toHaveURL(`${HARBOR_CITY}?section=files`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${HARBOR_CITY}?section=about`);
  await expect(page.getByRole('heading', { name: 'Chair message' })).toBeVisible();
});

test('the Admin tools address shows the feed in Member View, and the officers\' tools in Admin View', async ({ page }) => {
  await signInAt(page, `${HARBOR_CITY}?section=admin`, 'bruno.lindqvist');
  await expect(sectionTabs(page).getByRole('tab', { name: 'Feed' })).toHaveAttribute('aria-selected', 'true');
  await expect(sectionTabs(page).getByRole('tab', { name: 'Admin tools' })).toHaveCount(0);
  await expect(feedPosts(page).first()).toBeVisible();

  await page.getByRole('radiogroup', { name: 'Community view' }).getByRole('radio', { name: 'Admin View' }).click();
  await expect(sectionTabs(page).getByRole('tab', { name: 'Admin tools' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Chapter admin' })).toBeVisible();
  await expectAccessible(page);

  await openSection(page, 'Feed');
  await expect(page).toHaveURL(HARBOR_CITY);
  await expect(page.getByRole('region', { name: 'Chapter admin' })).toHaveCount(0);
});
