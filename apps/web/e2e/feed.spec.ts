import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { postInFeed, showFeed } from './feed-helpers';
import { signInAt } from './sign-in';

// Issue 11, the activity feed (spec 001 §1-§4, §6): personas of docs/personas.md on the seeded feeds
// of docs/sandbox.md (the moderation walk-through posts of Harbor City Chapter and the moderated
// Family Business Network). Each test starts from a fresh sandbox.
const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = '/chapter/00000000-0000-4000-8000-00000000c101';
const FAMILY_BUSINESS = '/network/00000000-0000-4000-8000-00000000c401';
const RETREAT = 'The agenda for our chapter retreat in the mountains is ready.';
const REPORTED = 'Guaranteed returns of 40 percent in a week';
const PENDING = 'Proposal: a spring workshop on family constitutions for second-generation leaders.';
const MODERATED = 'Looking for a co-investor in a family office fund.';

/** Signs `username` in through the identity provider and opens `path`. */
async function signInTo(page: Page, username: string, path: string) {
  await signInAt(page, path, username);
  await showFeed(page);
}

/** A second persona side by side, in its own browser context. */
async function asAnother(browser: Browser, username: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInTo(page, username, path);
  return page;
}

const postWith = (page: Page, text: string): Locator => page.getByRole('article').filter({ hasText: text });

async function chooseAction(post: Locator, action: string) {
  await post.getByRole('button', { name: /^Actions for/ }).click();
  await post.page().getByRole('menuitem', { name: action }).click();
}

async function switchToAdminView(page: Page) {
  const admin = page.getByRole('radiogroup', { name: 'Community view' }).getByRole('radio', { name: 'Admin View' });
  await admin.click();
  await expect(admin).toBeChecked();
  await showFeed(page);
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('a member reads the chapter feed with its authors, likes a post (kept after a reload) and hides one for themselves only', async ({ page, browser }) => {
  await signInTo(page, 'amara.okafor', HARBOR_CITY);
  const retreat = postWith(page, RETREAT);
  await expect(retreat.getByRole('heading', { name: 'Chapter retreat' })).toBeVisible();
  await expect(page.getByRole('article').first().locator('header')).not.toBeEmpty();
  await expect((await postInFeed(page, 'Who is joining the Leadership Summit?')).locator('header').getByText('Amara Okafor')).toBeVisible();
  await expectAccessible(page);
  await showFeed(page);

  const like = retreat.getByRole('button', { name: /^Like the post of/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(retreat.getByRole('button', { name: /^1 like:/ })).toBeVisible();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(retreat.getByRole('button', { name: /^2 likes:/ })).toBeVisible();
  await page.reload();
  await showFeed(page);
  await expect(postWith(page, RETREAT).getByRole('button', { name: /^2 likes:/ })).toBeVisible();
  await expect(postWith(page, RETREAT).getByRole('button', { name: /^Like the post of/ })).toHaveAttribute('aria-pressed', 'true');
  await postWith(page, RETREAT).getByRole('button', { name: /^2 likes:/ }).click();
  const likers = page.getByRole('dialog', { name: 'Liked by' });
  await expect(likers.getByRole('list', { name: 'Members who liked the post' }).getByRole('listitem')).toHaveText([/Amara Okafor$/, /Bruno Lindqvist$/]);
  await expectAccessible(page);
  await likers.getByRole('button', { name: 'Close' }).click();

  await chooseAction(postWith(page, RETREAT), 'Hide');
  await expect(postWith(page, RETREAT)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Post hidden.' })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await showFeed(page);
  await expect(postWith(page, RETREAT)).toHaveCount(0);

  const lucia = await asAnother(browser, 'lucia.ferreira', HARBOR_CITY);
  await expect(postWith(lucia, RETREAT)).toBeVisible();
  await expect(postWith(lucia, RETREAT).getByRole('button', { name: /^2 likes:/ })).toBeVisible();
});

test('an admin of a moderated community hides a post for everyone', async ({ page, browser }) => {
  await signInTo(page, 'lucia.ferreira', FAMILY_BUSINESS);
  await switchToAdminView(page);
  await chooseAction(postWith(page, MODERATED), 'Hide');
  const dialog = page.getByRole('alertdialog', { name: 'Hide this post for everyone?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Hide for everyone' }).click();
  await expect(postWith(page, MODERATED)).toHaveCount(0);

  const amara = await asAnother(browser, 'amara.okafor', FAMILY_BUSINESS);
  await expect(amara.getByRole('feed').getByRole('article').first()).toBeVisible();
  await expect(postWith(amara, MODERATED)).toHaveCount(0);
});

test('a post waiting in a moderated community reaches a member once the admin approves it', async ({ page, browser }) => {
  const amara = await asAnother(browser, 'amara.okafor', FAMILY_BUSINESS);
  await expect(postWith(amara, PENDING)).toHaveCount(0);
  // A member has no post lists to choose from (the page's section tabs aside).
  await expect(amara.getByRole('tablist', { name: 'Post lists' })).toHaveCount(0);
  await expect(amara.getByRole('tab', { name: 'Pending Moderation' })).toHaveCount(0);

  await signInTo(page, 'lucia.ferreira', FAMILY_BUSINESS);
  await expect(postWith(page, PENDING)).toHaveCount(0);
  await switchToAdminView(page);
  await page.getByRole('tab', { name: 'Pending Moderation' }).click();
  const pending = await postInFeed(page, PENDING);
  await expect(pending.getByText('Pending moderation')).toBeVisible();
  await expectAccessible(page);
  await chooseAction(pending, 'Approve');
  await expect(postWith(page, PENDING)).toHaveCount(0);
  await page.getByRole('tab', { name: 'All Post' }).click();
  await expect(postWith(page, PENDING)).toBeVisible();

  await amara.reload();
  await showFeed(amara);
  await expect(postWith(amara, PENDING)).toBeVisible();
});

test('a chapter admin confirms a report: the post is gone for every member', async ({ page, browser }) => {
  const amara = await asAnother(browser, 'amara.okafor', HARBOR_CITY);
  await expect(postWith(amara, REPORTED)).toBeVisible();
  const memberMenu = postWith(amara, REPORTED).getByRole('button', { name: /^Actions for/ });
  await memberMenu.click();
  await expect(amara.getByRole('menuitem')).toHaveText(['Copy link', 'Hide', 'Report as inappropriate']);
  await amara.keyboard.press('Escape');

  await signInTo(page, 'bruno.lindqvist', HARBOR_CITY);
  await switchToAdminView(page);
  const reported = await postInFeed(page, REPORTED);
  await expect(reported.getByText('Reported as inappropriate')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Reported \(\d+\)$/ })).toContainText(REPORTED);
  await expectAccessible(page);
  await chooseAction(reported, 'Confirm report');
  await page.getByRole('alertdialog', { name: 'Confirm the report?' }).getByRole('button', { name: 'Confirm report' }).click();
  await expect(postWith(page, REPORTED)).toHaveCount(0);

  await amara.reload();
  await showFeed(amara);
  await expect(postWith(amara, REPORTED)).toHaveCount(0);
});

test("a member copies a post's link; it opens the single post with the searched text highlighted", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'http://127.0.0.1:5173' });
  await signInTo(page, 'amara.okafor', HARBOR_CITY);
  await chooseAction(postWith(page, RETREAT), 'Copy link');
  await expect(page.getByText('Link copied.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe('http://127.0.0.1:5173/chapter/00000000-0000-4000-8000-00000000c101?postId=9a000000-0000-4000-8000-000000000040&showAllActivityFeedCommunity=true');

  await page.goto(`${link}&highlightText=retreat`);
  await expect(page.getByRole('feed').getByRole('article')).toHaveCount(1);
  await expect(postWith(page, RETREAT).locator('mark')).toHaveText(['retreat']);
  await expectAccessible(page);
});

test('the home feed shows the posts of the communities a member follows', async ({ page }) => {
  await signInTo(page, 'amara.okafor', '/home');
  await expect(page.getByRole('heading', { name: 'Activity feed' })).toBeVisible();
  await expect(postWith(page, PENDING)).toHaveCount(0);
  await expect(postWith(page, RETREAT)).toBeVisible();
  await expectAccessible(page);
});
