import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { signInAt } from './sign-in';

// Issue 11, writing posts: a member posts in a chapter with two images and a mention through the
// composer (images uploaded first through the upload engine, then the post); another member sees the
// post with its author, its images and the mention as a link to the mentioned member's profile.
const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = '/chapter/00000000-0000-4000-8000-00000000c101';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
// A 1x1 PNG: the upload engine checks the first bytes against the extension.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  // Every answer the sandbox gave in the test passed contract validation.
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
});

test('a member posts with two images and a mention in a chapter; another member sees the author, the images and the mention link', async ({ browser }) => {
  const title = `Harbor City Summit ${Date.now()}`;
  const amara = await browser.newContext();
  const page = await amara.newPage();
  await signInAt(page, HARBOR_CITY, 'amara.okafor');
  const composer = page.getByRole('region', { name: 'Write a post in Harbor City Chapter' });
  // The form opens from its button, the focus on its first field; the feed starts under the closed composer.
  await composer.getByRole('button', { name: 'Start a post' }).click();
  await expect(composer.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await composer.getByRole('textbox', { name: 'Title' }).fill(title);
  await composer.getByRole('textbox', { name: 'Post' }).fill('Who joins the summit with');

  // The mention type-ahead over the chapter's members.
  await composer.getByRole('combobox', { name: 'Mention a member' }).pressSequentially('Lindq');
  await page.getByRole('option', { name: 'Bruno Lindqvist' }).click();
  await expect(composer.getByRole('textbox', { name: 'Post' })).toHaveValue('Who joins the summit with @Bruno Lindqvist ');

  // Two images, checked when chosen, each with its upload progress.
  await composer.locator('input[type="file"]').setInputFiles([
    { name: 'stage.png', mimeType: 'image/png', buffer: PNG },
    { name: 'hall.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(composer.getByRole('progressbar')).toHaveCount(2);
  await expect(composer.getByRole('switch', { name: 'Allow comments' })).toBeChecked();
  await expectAccessible(page);

  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(composer.getByText('Your post is shared.')).toBeVisible();
  await expect(composer.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  // The feed under the composer shows the new post at once.
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await amara.close();

  // Bruno, another member of the chapter: the author, the images and the mention as a link to his profile.
  const bruno = await browser.newContext();
  const brunoPage = await bruno.newPage();
  await signInAt(brunoPage, HARBOR_CITY, 'bruno.lindqvist');
  const card = brunoPage.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Amara Okafor');
  await expect(card.getByRole('img', { name: 'stage.png' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'hall.png' })).toBeVisible();
  await expect(card.getByRole('link', { name: '@Bruno Lindqvist' })).toHaveAttribute('href', new RegExp(`^/memberProfile\\?memberId=${BRUNO}`));
  await expectAccessible(brunoPage);
  await bruno.close();
});
