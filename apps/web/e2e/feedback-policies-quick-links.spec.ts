import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAt } from './sign-in';

// spec 002 §2, §3, §7, §8 and spec 001 §5, §8: feedback, the policies and procedures and the personal
// My Quick Links against the stateful sandbox (mocks/src/sandbox/domains/tools.ts). Amara Okafor is a
// member; the sandbox seeds her quick links with Event Directory and Member Directory (docs/personas.md).
const GATEWAY = 'http://127.0.0.1:4010';
const SAVED = 'You successfully changed your My Quick Links settings.';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('a member reaches feedback from the account menu, sees the server refuse an empty submit with its message, then sends a rating and a text', async ({ page }) => {
  await signInAt(page, '/home', 'amara.okafor');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const rating = page.getByRole('radiogroup', { name: 'How would you rate your experience today?' });
  await expect(rating).toBeVisible();
  await expectAccessible(page);

  // Nothing answered: the sandbox refuses, and its message field is what shows (spec 002 §8).
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please answer at least one question before you send your feedback.' })).toBeVisible();

  await rating.getByText('4', { exact: true }).click();
  await expect(rating.getByRole('radio', { name: '4 of 5' })).toBeChecked();
  await page.getByRole('textbox', { name: 'What should we improve?' }).fill('Faster member directory search.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'What should we improve?' })).toHaveValue('');
  await expectAccessible(page);
});

test('staff add a feedback question; a member is asked it and has no editor', async ({ page, browser }) => {
  await signInAt(page, '/feedback', 'kwame.asante');
  await page.getByRole('button', { name: 'Edit the questions' }).click();
  const editor = page.getByRole('region', { name: 'Feedback questions' });
  await editor.getByRole('button', { name: 'Add a question' }).click();
  const added = editor.getByRole('group', { name: 'Question 5' });
  await editor.getByRole('button', { name: 'Save questions' }).click();
  await expect(added.getByText('Please enter the question.')).toBeVisible();
  await expectAccessible(page);
  await added.getByRole('textbox', { name: 'Question', exact: true }).fill('Which event did you like most?');
  await added.getByRole('textbox', { name: 'Question type' }).fill('Events');
  await editor.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByText('The feedback questions were saved.')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Which event did you like most?' })).toBeVisible();

  const context = await browser.newContext();
  const amara = await context.newPage();
  await signInAt(amara, '/feedback', 'amara.okafor');
  await expect(amara.getByRole('radiogroup', { name: 'Which event did you like most?' })).toBeVisible();
  await expect(amara.getByRole('button', { name: 'Edit the questions' })).toHaveCount(0);
  await context.close();
});

test('a member opens a policy article from the topics and finds another by searching a term', async ({ page }) => {
  await signInAt(page, '/policiesProcedures', 'amara.okafor');
  await expect(page.getByRole('heading', { level: 1, name: 'Policies and Procedures' })).toBeVisible();
  const topics = page.getByRole('navigation', { name: 'Topics' });
  await expect(topics.getByRole('heading', { name: 'Membership policies' })).toBeVisible();
  await topics.getByRole('link', { name: 'Confidentiality in forums' }).click();
  const article = page.getByRole('article', { name: 'Confidentiality in forums' });
  await expect(article).toContainText('What is said in a forum stays in the forum.');
  await expect(page).toHaveURL(/\?article=9b000000-0000-4000-8000-000000000012$/);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search policies' }).fill('  refunded ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'Results for “refunded”' });
  await expect(results.getByRole('link')).toHaveText(['Event cancellations and refunds']);
  await results.getByRole('link', { name: 'Event cancellations and refunds' }).click();
  await expect(page.getByRole('article', { name: 'Event cancellations and refunds' })).toContainText('refunded in full');

  await page.getByRole('searchbox', { name: 'Search policies' }).fill('submarine');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No results found')).toBeVisible();
  await expectAccessible(page);
});

test('a member adds, reorders and saves My Quick Links in the editor dialog; the new list survives a reload and opens its pages', async ({ page }) => {
  await signInAt(page, '/resources', 'amara.okafor');
  const mine = page.getByRole('list', { name: 'My Quick Links' }).getByRole('link');
  await expect(mine).toHaveText(['Event Directory', 'Member Directory']);

  await page.getByRole('button', { name: 'Edit My Quick Links' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit My Quick Links' });
  await expect(dialog.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /Choose a link/ }).click();
  await page.getByRole('option', { name: 'Policies and Procedures' }).click();
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog.getByRole('row')).toHaveCount(3);
  // The chosen link is offered no more.
  await dialog.getByRole('button', { name: /Choose a link/ }).click();
  await expect(page.getByRole('option', { name: 'Policies and Procedures' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Move up Policies and Procedures' }).click();
  await dialog.getByRole('button', { name: 'Move up Policies and Procedures' }).click();
  await dialog.getByRole('button', { name: 'Save quick links' }).click();

  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(mine).toHaveText(['Policies and Procedures', 'Event Directory', 'Member Directory']);
  await page.reload();
  await expect(mine).toHaveText(['Policies and Procedures', 'Event Directory', 'Member Directory']);
  await expectAccessible(page);
  await mine.first().click();
  await expect(page).toHaveURL(/\/policiesProcedures$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Policies and Procedures' })).toBeVisible();
});
