import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAt } from './sign-in';

// Issue 14, the member directory (spec 002 §2-§5, §9) as Amara Okafor (docs/personas.md), against
// the sandbox's seeded members.
const GATEWAY = 'http://127.0.0.1:4010';
const MEMBER = 'amara.okafor';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('a member searches the directory, uses the rolodex, opens a profile and connects; the connection survives a reload', async ({ page }) => {
  await signInAt(page, '/memberDirectoryPage', MEMBER);
  await expect(page.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Showing [\d,]+ results$/ })).toBeVisible();
  const members = page.getByRole('list', { name: 'Members' });
  // Virtualised: a few dozen rows at most, however many members there are.
  expect(await members.getByRole('listitem').count()).toBeLessThanOrEqual(60);
  // The first members are on the first screen at 1280 x 900 (the results column is not stretched to the filters' height).
  await page.setViewportSize({ width: 1280, height: 900 });
  const rolodexLetter = page.getByRole('group', { name: 'Jump to letter' }).getByRole('button', { name: 'A', exact: true });
  expect((await rolodexLetter.boundingBox())?.height).toBeLessThan(60);
  const firstRow = await members.getByRole('listitem').first().boundingBox();
  expect(firstRow?.y).toBeLessThan(900 - (firstRow?.height ?? 0));
  await expectAccessible(page);

  const search = page.getByRole('searchbox', { name: 'Search members' });
  await search.fill('Lindqvist');
  await expect(members.getByRole('link', { name: 'Bruno Lindqvist', exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^Showing \d+ results?$/);
  await search.fill('zzqx');
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(page.getByText('Check the spelling of your search.')).toBeVisible();
  await search.fill('');

  // The rolodex: the members whose last name starts with W.
  const rolodex = page.getByRole('group', { name: 'Jump to letter' });
  await rolodex.getByRole('button', { name: 'W', exact: true }).click();
  await expect(rolodex.getByRole('button', { name: 'W', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // Each row's profile link (its other link is 'Message {name}').
  const names = members.getByRole('link', { name: /^(?!Message )/ });
  await expect(names.first()).toHaveText(/ W/);
  for (const name of await names.allTextContents()) expect(name.split(' ').at(-1)?.[0]).toBe('W');

  // Open the first member Amara is not connected to, and connect.
  const stranger = members.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Connect / }) }).first();
  const name = (await stranger.getByRole('link').first().textContent()) ?? '';
  await stranger.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/memberProfile\?memberId=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: `Connect ${name}` }).click();
  await expect(page.getByRole('button', { name: `Disconnect ${name}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: `Disconnect ${name}` })).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
});

test('the filters work from the keyboard: a chapter checkbox, its pill, and Clear All', async ({ page }) => {
  await signInAt(page, '/memberDirectoryPage', MEMBER);
  const status = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(status).toBeVisible();
  const before = await status.textContent();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const harbor = filters.getByRole('checkbox', { name: /^Harbor City Chapter/ });
  await harbor.focus();
  await page.keyboard.press('Space');
  await expect(harbor).toBeChecked();
  const pills = page.getByRole('grid', { name: 'Selected filters' });
  await expect(pills.getByRole('row', { name: 'Harbor City Chapter' })).toBeVisible();
  await expect(status).not.toHaveText(before ?? '');
  // The type-ahead of the chapters group finds a chapter by what is typed.
  const find = filters.getByRole('combobox', { name: 'Find chapters' });
  await find.focus();
  await page.keyboard.type('Northwind');
  const option = page.getByRole('option', { name: 'Northwind Gold Chapter' });
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(pills.getByRole('row', { name: 'Northwind Gold Chapter' })).toBeVisible();
  await expectAccessible(page);
  const clear = page.getByRole('button', { name: 'Clear All' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(pills).toHaveCount(0);
  await expect(harbor).not.toBeChecked();
  await expect(status).toHaveText(before ?? '');
});
