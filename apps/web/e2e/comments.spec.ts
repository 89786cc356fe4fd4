import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { postInFeed } from './feed-helpers';
import { signInAt } from './sign-in';

// Comments as replies (spec 001 §3, §4, §9) against the stateful sandbox: a member comments on the
// seeded post of docs/contracts.md (Amara's question in Harbor City Chapter, Bruno's reply, and a
// reply Amara reported, which she no longer sees); another persona sees the comment with its author.
const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = '/chapter/00000000-0000-4000-8000-00000000c101';
const QUESTION = 'Who is joining the Leadership Summit?';

/** The seeded post on the Harbor City page and its comments. */
async function openQuestion(page: Page, username: string) {
  await signInAt(page, HARBOR_CITY, username);
  const post = await postInFeed(page, QUESTION);
  return { post, comments: post.getByRole('group', { name: /^Comments \(\d+\)$/ }) };
}

async function comment(post: Awaited<ReturnType<typeof openQuestion>>['post'], text: string) {
  await post.getByRole('textbox', { name: 'Write a comment' }).fill(text);
  await post.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(post.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('a member comments on a post; a second member sees the comment with its author', async ({ page, browser }) => {
  const amara = await openQuestion(page, 'amara.okafor');
  await expect(amara.comments).toHaveAccessibleName('Comments (1)');
  await expect(amara.comments.getByRole('list', { name: 'Latest comments' })).toContainText('Bruno Lindqvist');

  await comment(amara.post, 'Booked my flight, see you all there.');
  await expect(amara.comments).toHaveAccessibleName('Comments (2)');
  const latest = amara.comments.getByRole('list', { name: 'Latest comments' }).getByRole('listitem');
  await expect(latest.last()).toContainText('Amara Okafor');
  await expect(latest.last()).toContainText('Booked my flight, see you all there.');
  await expect(latest.last()).toContainText('Just Now');
  await expectAccessible(page);

  const context = await browser.newContext();
  const second = await context.newPage();
  const bruno = await openQuestion(second, 'bruno.lindqvist');
  // Bruno also sees the reply Amara reported (only its reporter no longer does).
  await expect(bruno.comments).toHaveAccessibleName('Comments (3)');
  await bruno.comments.getByRole('button', { name: 'show all comments (3)' }).click();
  const mine = bruno.comments.getByRole('listitem').filter({ hasText: 'Booked my flight, see you all there.' });
  await expect(mine).toContainText('Amara Okafor');
  await expect(mine.getByRole('button', { name: 'Like' })).toBeVisible();
  await expectAccessible(second);
  await context.close();
});

test("'show less' keeps the last 2 comments of a post with more", async ({ page }) => {
  const { post, comments } = await openQuestion(page, 'amara.okafor');
  await comment(post, 'First thought: the keynote.');
  await comment(post, 'Second thought: the dinner.');
  await expect(comments).toHaveAccessibleName('Comments (3)');

  await comments.getByRole('button', { name: 'show all comments (3)' }).click();
  const items = comments.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('Bruno Lindqvist');

  await comments.getByRole('button', { name: 'show less' }).click();
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('First thought: the keynote.');
  await expect(items.nth(1)).toContainText('Second thought: the dinner.');
  await expect(comments.getByRole('button', { name: 'show all comments (3)' })).toBeVisible();
  await expectAccessible(page);
});
