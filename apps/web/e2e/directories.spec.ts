import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { signInAt } from './sign-in';

// Issue 14, the content and community directories and the connections page (spec 001 §2, §3, §9;
// spec 002 §2, §8, §9): Amara Okafor (docs/personas.md) against the sandbox's content-search,
// community-directory and connections domains. Each test starts from a fresh sandbox.
const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
// The seeded post's title, its name in the results.
const RETREAT = 'Chapter retreat';
const RETREAT_POST_ID = '9a000000-0000-4000-8000-000000000040';

test.beforeEach(async ({ request }) => {
  await request.post(`${GATEWAY}/__sandbox/reset`);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
});

test('content search, narrowed by keyboard, opens the post alone with the text highlighted', async ({ page }) => {
  await signInAt(page, '/contentDirectoryPage', 'amara.okafor');
  await expect(page.getByRole('heading', { level: 1, name: 'Content Directory' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search contents' });
  await search.fill('retreat');
  await search.press('Enter');
  const results = page.getByRole('list', { name: 'Content Directory' });
  await expect(results.getByRole('link', { name: RETREAT, exact: true })).toBeVisible();

  // Keyboard only: Tab into the filter panel, Space chooses Post; the pill and the count follow.
  const contentTypes = page.getByRole('group', { name: 'Content type' });
  const post = contentTypes.getByRole('checkbox', { name: /^Post/ });
  await post.focus();
  await page.keyboard.press('Space');
  await expect(post).toBeChecked();
  await expect(page.getByRole('list', { name: 'Filters' }).getByText('Content type: Post')).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: 'Community' })).toHaveCount(0);
  await expectAccessible(page);

  await results.getByRole('link', { name: RETREAT, exact: true }).click();
  await expect(page).toHaveURL(`/chapter/${HARBOR_CITY}?postId=${RETREAT_POST_ID}&highlightText=retreat&showAllActivityFeedCommunity=true`);
  const feed = page.getByRole('feed');
  await expect(feed.getByRole('article')).toHaveCount(1);
  await expect(feed.getByRole('article').locator('mark')).toHaveText(['retreat']);
  await expectAccessible(page);
});

test('the date rules show their texts and keep what was typed; the Name sort is remembered for the session', async ({ page }) => {
  await signInAt(page, '/contentDirectoryPage', 'amara.okafor');
  const from = page.getByRole('textbox', { name: /^From/ });
  const to = page.getByRole('textbox', { name: /^To/ });
  const apply = page.getByRole('button', { name: 'Apply dates' });
  await apply.click();
  await expect(page.getByText('From date required')).toBeVisible();
  await expect(page.getByText('To date required')).toBeVisible();

  await from.fill('2026-11-20');
  await to.fill('2026-11-02');
  await expect(page.getByText('Invalid Date Range')).toBeVisible();
  await apply.click();
  await expect(page.getByText('To date should be after from date!')).toBeVisible();
  await expect(from).toHaveValue('2026-11-20');
  await expect(to).toHaveValue('2026-11-02');

  await to.fill('2026-02-30');
  await apply.click();
  await expect(page.getByText('Invalid Date', { exact: true }).first()).toBeVisible();
  await expect(to).toHaveValue('2026-02-30');
  await expectAccessible(page);

  // A valid range is applied: its pill, and nothing from before it.
  await from.fill('2001-01-01');
  await to.fill('2001-12-31');
  await apply.click();
  await expect(page.getByRole('list', { name: 'Filters' }).getByText('Date: Jan 1, 2001 – Dec 31, 2001')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
  await expect(page.getByText('Showing 0 results')).toBeVisible();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('list', { name: 'Content Directory' })).toBeVisible();

  // Sort by Name, with the keyboard; it stays for the session.
  const sort = page.getByRole('button', { name: /Sort by/ });
  await sort.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Name' }).press('Enter');
  await expect(sort).toContainText('Name');
  await page.reload();
  await expect(page.getByRole('button', { name: /Sort by/ })).toContainText('Name');
});

test('the community directory reads its address, filters by type and focus, keeps the filters in the address, and clears', async ({ page }) => {
  await signInAt(page, '/communityDirectoryPage?communitySearchText=harbor', 'amara.okafor');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Directory' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Community Directory' });
  await expect(results.getByRole('link', { name: 'Harbor City Chapter' })).toHaveAttribute('href', `/chapter/${HARBOR_CITY}`);
  await expect(page.getByRole('searchbox', { name: 'Search communities' })).toHaveValue('harbor');

  // Everything, then networks only (keyboard), then a focus as well.
  const search = page.getByRole('searchbox', { name: 'Search communities' });
  await search.fill('');
  await search.press('Enter');
  await expect(page).toHaveURL('/communityDirectoryPage');
  const types = page.getByRole('group', { name: 'Community type' });
  const network = types.getByRole('checkbox', { name: /^Network/ });
  await network.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/communityFilters=/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('communityFilters') ?? '')).toEqual({ CommunityType: ['network'] });
  await expect(results.getByText('Network', { exact: true }).first()).toBeVisible();
  await expect(results.getByText('Chapter', { exact: true })).toHaveCount(0);
  const networkLabel = await network.evaluate((input) => input.closest('label')?.textContent ?? '');
  const networkCount = Number(/\((\d+)\)/.exec(networkLabel)?.[1]);
  expect(networkCount).toBeGreaterThan(0);
  await expect(page.getByText(`Showing ${networkCount} results`)).toBeVisible();
  await page.getByRole('group', { name: 'Community focus' }).getByRole('checkbox', { name: /^Family/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('list', { name: 'Filters' }).getByText('Community focus: Family')).toBeVisible();
  await expect(results.getByRole('link', { name: 'Family Business Network' })).toBeVisible();
  await expectAccessible(page);

  // A reload opens the same search; Clear All empties the filters.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Community type' }).getByRole('checkbox', { name: /^Network/ })).toBeChecked();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).toHaveURL('/communityDirectoryPage');

  // Type-ahead: a suggestion for what is typed searches for that community.
  await page.getByRole('searchbox', { name: 'Search communities' }).fill('Harb');
  await page.getByRole('list', { name: 'Suggestions' }).getByRole('button', { name: 'Harbor City Chapter' }).click();
  await expect(page).toHaveURL(/communitySearchText=Harbor\+City\+Chapter/);
  await expect(page.getByRole('list', { name: 'Suggestions' })).toHaveCount(0);
  await expect(results.getByRole('link', { name: 'Harbor City Chapter' })).toBeVisible();
});

test('/follows opens the connections page: the connections and the people followed, each opening a profile', async ({ page }) => {
  await signInAt(page, '/memberConnections', 'amara.okafor');
  await expect(page.getByRole('heading', { level: 1, name: 'My Connections' })).toBeVisible();
  const connections = page.getByRole('list', { name: 'Connections' });
  await expect(connections.getByRole('link', { name: 'Bruno Lindqvist' })).toBeVisible();
  expect(await connections.getByRole('listitem').count()).toBeGreaterThan(5);
  await expectAccessible(page);

  await page.goto('/follows');
  await expect(page).toHaveURL('/memberConnections');
  // Keyboard: arrow to the Following tab.
  await page.getByRole('tab', { name: /^Connections/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Following/ })).toHaveAttribute('aria-selected', 'true');
  const following = page.getByRole('list', { name: 'Following' });
  await expect(following.getByRole('link').first()).toHaveAttribute('href', /^\/memberProfile\?memberId=/);
  await expectAccessible(page);
});
