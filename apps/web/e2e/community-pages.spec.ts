import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { openSection, sectionTabs } from './community-sections';
import { signInAt } from './sign-in';

// spec 001 §2, §4, §6: the community page of every community route, with the sandbox personas
// (docs/personas.md). Ids from docs/contracts.md.
const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const BLUE_HERON = '00000000-0000-4000-8000-00000000c301';
const FAMILY_BUSINESS = '00000000-0000-4000-8000-00000000c401';
const SUSTAINABILITY = '00000000-0000-4000-8000-00000000c501';
const MENTORING = '00000000-0000-4000-8000-00000000c601';
// apps/web/src/config/environments.ts: the test environment's external community address.
const CONNECT_PLUS = 'https://connectplus.test.example';

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const viewSwitch = (page: Page) => page.getByRole('radiogroup', { name: 'Community view' });

test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
});

test('a chapter admin opens the chapter page in Member View and switches to Admin View and back', async ({ page }) => {
  await signInAt(page, `/chapter/${HARBOR_CITY}`, 'bruno.lindqvist');
  await expect(title(page, 'Harbor City Chapter')).toBeVisible();
  const member = viewSwitch(page).getByRole('radio', { name: 'Member View' });
  const admin = viewSwitch(page).getByRole('radio', { name: 'Admin View' });
  await expect(member).toBeChecked();
  await expect(page.locator('[data-view]')).toHaveAttribute('data-view', 'member');
  await expectAccessible(page);

  await admin.click();
  await expect(admin).toBeChecked();
  await expect(page.locator('[data-view]')).toHaveAttribute('data-view', 'admin');
  await expectAccessible(page);
  await member.click();
  await expect(member).toBeChecked();
  await expect(page.locator('[data-view]')).toHaveAttribute('data-view', 'member');
});

test('a member opens each community type with its content; no view switch and no team tools for them', async ({ page }) => {
  // Region without an id: the member's own region, with its chapters.
  await signInAt(page, '/region', 'amara.okafor');
  await expect(title(page, 'Atlantic Region')).toBeVisible();
  await expect(sectionTabs(page).getByRole('tab')).toHaveText(['Feed', 'Featured', 'About', 'Files']);
  await openSection(page, 'About');
  const chapters = page.getByRole('list', { name: 'Chapters in Atlantic Region' });
  await expect(chapters.getByRole('link', { name: 'Harbor City Chapter' })).toHaveAttribute('href', `/chapter/${HARBOR_CITY}`);
  await expect(chapters).toContainText('YPO Chapter');
  await expect(viewSwitch(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Product team tools' })).toHaveCount(0);
  await expectAccessible(page);

  // Network: its page content and related files.
  await page.goto(`/network/${FAMILY_BUSINESS}?section=about`);
  await expect(title(page, 'Family Business Network')).toBeVisible();
  await expect(page.getByRole('region', { name: 'About the network' })).toContainText('Family Business Network connects members');
  await expect(page.getByRole('list', { name: 'Related content' }).getByRole('link', { name: 'Network charter' })).toBeVisible();
  await expectAccessible(page);

  // Group: its description and admins.
  await page.goto(`/group/${MENTORING}`);
  await expect(title(page, 'Mentoring Group')).toBeVisible();
  await openSection(page, 'About');
  await expect(page.getByRole('region', { name: 'About Mentoring Group' })).toContainText('Mentoring Group: members meeting for');
  await expect(page.getByRole('list', { name: 'Group admins' }).getByRole('link').first()).toBeVisible();
  await expectAccessible(page);

  // Forum: the frame with the forum's announcement panels.
  await page.goto(`/forum/${BLUE_HERON}`);
  await expect(title(page, 'Forum Blue Heron')).toBeVisible();
  await openSection(page, 'About');
  await expect(page.getByRole('region', { name: 'Connect with Forum Blue Heron' })).toBeVisible();
  await expectAccessible(page);

  // Businesses: the business community id is loaded first.
  const business = page.waitForResponse((res) => res.url().includes('/profiles/api/around-me/get-business-about-community'));
  await page.goto('/businesses');
  expect((await business).ok()).toBe(true);
  await expect(title(page, 'Businesses')).toBeVisible();
  // Around me, the business directory, is the page's main content; the announcements are in About.
  await expect(sectionTabs(page).getByRole('tab', { name: 'Business directory' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: 'My businesses' })).toBeVisible();
  await openSection(page, 'About');
  await expect(page).toHaveURL('/businesses?section=about');
  await expect(page.getByRole('region', { name: 'Connect with Businesses' })).toBeVisible();
  await expectAccessible(page);
});

test('a redirected community type (champion) goes to its external community', async ({ page }) => {
  await page.route(`${CONNECT_PLUS}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Connect Plus</title><h1>Connect Plus</h1></html>' }),
  );
  await signInAt(page, '/home', 'amara.okafor');
  await page.goto(`/community/${SUSTAINABILITY}`);
  await expect(page).toHaveURL(`${CONNECT_PLUS}/community/champion/${SUSTAINABILITY}`);
  await expect(page.getByRole('heading', { name: 'Connect Plus' })).toBeVisible();
});

test('a non-member of a forum sees the forum non-member message', async ({ page }) => {
  await signInAt(page, `/forum/${BLUE_HERON}`, 'chen.weiling');
  await expect(page.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This forum is private. Only its members can see it.');
  await expect(page.locator('[data-view]')).toHaveCount(0);
  await expectAccessible(page);
});

test('a product-team member sees the team-only tools', async ({ page }) => {
  await signInAt(page, `/network/${FAMILY_BUSINESS}`, 'sofia.marchetti');
  // No admin of the network (no Admin View): the team-only tools are the Admin tools section.
  await openSection(page, 'Admin tools');
  const tools = page.getByRole('region', { name: 'Product team tools' });
  await expect(tools).toContainText(FAMILY_BUSINESS);
  await expect(tools).toContainText('Activity moderated');
  await expectAccessible(page);
});

test('a Group Super Administrator gets the groups admin view on /group without an id', async ({ page }) => {
  await signInAt(page, '/group', 'ines.delacroix');
  await expect(title(page, 'Groups administration')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending group requests' })).toBeVisible();
  await expectAccessible(page);
});

test('a new member sees the welcome banner on /home; a long-standing member does not', async ({ page, request }) => {
  // The first-sign-in persona joined 20 days before the sandbox's seed date; start from the seed.
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
  await signInAt(page, '/home', 'leila.moreau');
  const terms = page.getByRole('dialog', { name: 'Terms of Use' });
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(terms).toBeHidden();
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept cookies' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Leila!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My communities' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Connect with Harbor City Chapter' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/logout');
  await signInAt(page, '/home', 'amara.okafor');
  await expect(page.getByRole('region', { name: 'Connect with Harbor City Chapter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toHaveCount(0);
});

test("/home's two announcement panels each show their own entries", async ({ page }) => {
  await signInAt(page, '/home', 'amara.okafor');
  // The left pane ('Coming up in ...', or the live announcement's title) and the connect panel, side by side.
  const panels = page.getByRole('region').filter({ has: page.getByRole('list', { name: /^(Events|People): / }) });
  await expect(panels).toHaveCount(2);
  await expect(panels.nth(1)).toHaveAccessibleName('Connect with Harbor City Chapter');
  const entriesOf = (at: number) => panels.nth(at).getByRole('listitem').allTextContents();
  await expect(panels.nth(0).getByRole('listitem').first()).toBeVisible();
  await expect(panels.nth(1).getByRole('listitem').first()).toBeVisible();
  const [leftPane, connect] = [await entriesOf(0), await entriesOf(1)];
  expect(leftPane.filter((entry) => connect.includes(entry))).toEqual([]);
  await expect(panels.nth(0).getByRole('list', { name: /^Events: / })).toContainText('Harbor City Leadership Summit');
  await expect(panels.nth(1).getByRole('list', { name: /^Events: / })).toContainText('New member coffee');
  await expect(panels.nth(1).getByRole('list', { name: /^People: / }).getByRole('link', { name: 'Bruno Lindqvist' })).toBeVisible();
});
