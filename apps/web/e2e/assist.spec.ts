import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';

const IDP = 'http://127.0.0.1:4011';
const PASSWORD = 'Connect-2026!';
// docs/personas.md: team member product management edits the assist page; a member only reads it.
const editor = { username: 'sofia.marchetti', password: PASSWORD };
const member = { username: 'amara.okafor', password: PASSWORD };

async function signInAt(page: Page, path: string, { username, password }: { username: string; password: string }) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path);
}

const topicsRegion = (page: Page) => page.getByRole('region', { name: 'Help topics' });
const topicHeadings = (page: Page) => topicsRegion(page).getByRole('list', { name: 'Help topics' }).getByRole('heading', { level: 3 });

test('an editor adds a help topic with a question and answer, edits, reorders and deletes it', async ({ page }) => {
  await signInAt(page, '/assistPage', editor);
  await expect(page.getByRole('heading', { level: 1, name: 'Assist' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit topic Communities' })).toBeVisible();
  await expect(page.getByText('Welcome to the platform.mp4')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit release notes' })).toBeVisible();
  await expectAccessible(page);

  // The sandbox keeps its state while it runs: a fresh name per run.
  const name = `Messenger ${Date.now().toString(36)}`;
  const question = 'How do I message my forum?';
  await page.getByLabel('Topic name', { exact: true }).fill(name);
  await page.getByLabel('First question', { exact: true }).fill(question);
  await page.getByLabel('Answer to the first question', { exact: true }).fill('Open the messenger and choose Forum Blue Heron.');
  await page.getByRole('button', { name: 'Add topic' }).click();
  await expect(topicHeadings(page).last()).toHaveText(name);
  await expect(page.getByLabel('Topic name', { exact: true })).toHaveValue('');

  // The new question opens like any other.
  const trigger = page.getByRole('button', { name: question, exact: true }).last();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Open the messenger and choose Forum Blue Heron.')).toBeVisible();
  await expectAccessible(page);

  // Edit: the topic name and the answer.
  await page.getByRole('button', { name: `Edit topic ${name}` }).click();
  const nameField = page.getByLabel(`Name of topic ${name}`, { exact: true });
  await expect(nameField).toBeFocused();
  await expectAccessible(page);
  const renamed = `${name} and chat`;
  await nameField.fill(renamed);
  await page.getByRole('button', { name: 'Save topic' }).click();
  await expect(topicHeadings(page).last()).toHaveText(renamed);

  await page.getByRole('button', { name: `Edit answer to ${question}` }).last().click();
  await page.getByLabel(`Answer to ${question}`, { exact: true }).fill('<p>Open the <strong>messenger</strong>.</p>');
  await page.getByRole('button', { name: 'Save answer' }).click();
  await expect(page.getByText('messenger', { exact: true })).toBeVisible();

  // Reorder: the new topic is last; Move up puts it above the one before it.
  const before = await topicHeadings(page).allTextContents();
  expect(before.at(-1)).toBe(renamed);
  await expect(page.getByRole('button', { name: `Move down topic ${renamed}` })).toBeDisabled();
  await page.getByRole('button', { name: `Move up topic ${renamed}` }).click();
  const expected = [...before.slice(0, -2), renamed, before.at(-2) ?? ''];
  await expect(topicHeadings(page)).toHaveText(expected);
  // The order is the server's, not only the screen's.
  await page.reload();
  await expect(topicHeadings(page)).toHaveText(expected);
  await expectAccessible(page);

  // Delete, after confirming.
  await page.getByRole('button', { name: `Delete topic ${renamed}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete topic?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete topic' }).click();
  await expect(dialog).toBeHidden();
  await expect(topicHeadings(page)).toHaveText(before.slice(0, -1));
  await expectAccessible(page);
});

test('a member reads the help page and sees no edit controls', async ({ page }) => {
  await signInAt(page, '/assistPage', member);
  await expect(page.getByRole('heading', { level: 1, name: 'Assist' })).toBeVisible();
  await expect(topicHeadings(page).first()).toBeVisible();
  await expect(page.getByText('Welcome to the platform.mp4')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Release notes' }).getByText(/Version/)).toBeVisible();

  const trigger = page.getByRole('button', { name: 'How do I find the members of my chapter?' });
  await trigger.click();
  await expect(page.getByText('Open the member directory and filter by Harbor City Chapter.')).toBeVisible();

  for (const name of [/^Edit/, /^Move up/, /^Move down/, /^Delete/, /^Add /, /^Upload/, /^Replace/, /^Choose/]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByLabel('Topic name', { exact: true })).toHaveCount(0);
  // The binary answer is saved under the title with fileExt appended (spec 000 §3).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Welcome to the platform.mp4' }).click();
  expect((await download).suggestedFilename()).toBe('Welcome to the platform.mp4');
  await expectAccessible(page);
});
