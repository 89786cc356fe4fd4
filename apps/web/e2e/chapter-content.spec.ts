import type { BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { openSection } from './community-sections';
import { signInAt } from './sign-in';

// spec 001 §3, §5, §8, §9: a chapter's own content against the stateful sandbox
// (mocks/src/sandbox/domains/community-pages.ts). Bruno Lindqvist is the admin of Harbor City
// Chapter, Amara Okafor a member of it (docs/personas.md).
const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = '/chapter/00000000-0000-4000-8000-00000000c101';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const SAVED = 'You successfully changed your My Quick Links settings.';
// The url rule of spec 001 §5 takes a top level of 2 to 5 letters: `.test`, not `.example`.
const HUB = 'https://deals.ypo.test/harbor-city';

/** The sandbox's pictures and external sites are fictional `.example` and `.test` hosts: answer them with a pixel or a tiny page. */
async function interceptExternalSites(context: BrowserContext) {
  await context.route(/^https:\/\/[^/]+\.(example|test)\//, (route) =>
    /\.(png|jpe?g)$/.test(new URL(route.request().url()).pathname)
      ? route.fulfill({ contentType: 'image/png', body: PNG })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><head><title>External site</title></head><body><main><h1>External site</h1></main></body></html>',
        }),
  );
}

async function signIn(page: Page, username: string) {
  await interceptExternalSites(page.context());
  await signInAt(page, '/home', username);
}

/** Opens Harbor City Chapter and its About section; as its admin, switches to Admin View. */
async function openChapter(page: Page, { adminView }: { adminView: boolean }) {
  await page.goto(HARBOR_CITY);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor City Chapter' })).toBeVisible();
  await openSection(page, 'About');
  await expect(page.getByRole('heading', { name: 'Chair message' })).toBeVisible();
  if (adminView) await page.getByRole('radio', { name: 'Admin View' }).or(page.getByRole('button', { name: 'Admin View' })).click();
}

async function asMember(page: Page) {
  const context = await page.context().browser()!.newContext();
  const amara = await context.newPage();
  await signIn(amara, 'amara.okafor');
  await openChapter(amara, { adminView: false });
  return { amara, context };
}

const quickLinks = (page: Page) => page.getByRole('list', { name: 'Chapter quick links' }).getByRole('link');

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('a chapter admin edits the quick links by keyboard (reorder, add, maximum) and a member sees the new order', async ({ page }) => {
  await signIn(page, 'bruno.lindqvist');
  await openChapter(page, { adminView: false });
  await expect(quickLinks(page)).toHaveText(['Harbor City Chapter events', 'Chapter bylaws', 'Members']);
  // Member View is the default: no editing.
  await expect(page.getByRole('button', { name: 'Edit quick links' })).toHaveCount(0);
  await expectAccessible(page);

  await openChapter(page, { adminView: true });
  const edit = page.getByRole('button', { name: 'Edit quick links' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('region', { name: 'Edit chapter quick links' });
  const rows = editor.getByRole('row');
  // The editor opens with the focus on the first link.
  await expect(rows.first()).toBeFocused();
  await expectAccessible(page);

  // Reorder by keyboard: arrows to Members, Alt + Arrow Up twice takes it to the top.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('Alt+ArrowUp');
  await expect(rows.first()).toContainText('Members');
  await expect(rows.first()).toBeFocused();
  // The move buttons in the row, reached with Tab: Move down, then the link keeps the focus.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(editor.getByRole('button', { name: 'Move down Members' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rows.nth(1)).toContainText('Members');
  await expect(editor.getByRole('button', { name: 'Move down Members' })).toBeFocused();
  await page.keyboard.press('Alt+Home');
  await expect(rows.first()).toContainText('Members');

  // Add by keyboard, checked first: a bad address is refused.
  const label = editor.getByRole('textbox', { name: 'Link label' });
  await label.focus();
  await page.keyboard.type('Deal room');
  await page.keyboard.press('Tab');
  await page.keyboard.type('not an address');
  await page.keyboard.press('Enter');
  await expect(editor.getByText('Please enter a valid url.')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Link address' }).fill('');
  await editor.getByRole('textbox', { name: 'Link address' }).focus();
  await page.keyboard.type('https://deals.ypo.test/room');
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(4);

  // Up to 24: then the maximum-reached message, and no more (the keyboard path is shown above: the
  // fields are filled at once here, which keeps the test well inside its time on a loaded machine).
  const address = editor.getByRole('textbox', { name: 'Link address' });
  for (let n = 5; n <= 24; n += 1) {
    await label.fill(`Shortcut ${n}`);
    await address.fill(`https://connect.ypo.test/shortcut-${n}`);
    await address.press('Enter');
    await expect(rows).toHaveCount(n);
  }
  await expect(editor.getByText('You have reached the maximum of 24 quick links.')).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Add link' })).toBeDisabled();
  await expectAccessible(page);

  await editor.getByRole('button', { name: 'Save quick links' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(quickLinks(page)).toHaveCount(24);
  await expect(quickLinks(page).first()).toHaveText('Members');

  const { amara, context } = await asMember(page);
  await expect(quickLinks(amara)).toHaveCount(24);
  await expect(quickLinks(amara).nth(0)).toHaveText('Members');
  await expect(quickLinks(amara).nth(1)).toHaveText('Harbor City Chapter events');
  await expect(quickLinks(amara).nth(3)).toHaveText('Deal room');
  await expect(amara.getByRole('button', { name: 'Edit quick links' })).toHaveCount(0);
  await context.close();
});

test('an admin saves a chair message and a member sees it', async ({ page }) => {
  await signIn(page, 'bruno.lindqvist');
  await openChapter(page, { adminView: true });
  await page.getByRole('button', { name: 'Edit chair message' }).click();
  const form = page.getByRole('form', { name: 'Edit chair message' });
  await form.getByRole('textbox', { name: 'Short text' }).fill('x'.repeat(201));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The short text may be at most 200 characters.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Short text' }).fill('Meet us at the Harbor City Leadership Summit.');
  await form.getByRole('textbox', { name: 'Message' }).fill('<p>Dear members, <strong>bring your partners</strong>.</p><script>window.hacked = true</script>');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The chair message is saved.')).toBeVisible();

  const { amara, context } = await asMember(page);
  const chair = amara.getByRole('region', { name: 'Chair message' });
  await expect(chair.getByText('Meet us at the Harbor City Leadership Summit.')).toBeVisible();
  await expect(chair.getByText('bring your partners')).toBeVisible();
  await expect(chair.locator('script')).toHaveCount(0);
  expect(await amara.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  await expectAccessible(amara);
  await context.close();
});

test('the transaction hub opens its external site only after the acknowledgement', async ({ page }) => {
  await signIn(page, 'bruno.lindqvist');
  await openChapter(page, { adminView: true });
  await page.getByRole('button', { name: 'Edit transaction hub' }).click();
  const form = page.getByRole('form', { name: 'Edit transaction hub' });
  await form.getByRole('textbox', { name: 'Hub title' }).fill('Harbor City Deal Room');
  await form.getByRole('textbox', { name: 'Hub site address' }).fill(HUB);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The transaction hub is saved.')).toBeVisible();

  const { amara, context } = await asMember(page);
  const open = amara.getByRole('button', { name: 'Open Harbor City Deal Room' });
  await open.click();
  const dialog = amara.getByRole('dialog', { name: 'You are leaving the platform' });
  await expect(dialog).toBeVisible();
  await expectAccessible(amara);
  // Cancel: nothing opens, no cookie.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await context.cookies()).some((c) => c.name === 'TransactionHubAcknowledgement')).toBe(false);

  await open.click();
  const popup = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'I understand, continue' }).click();
  const site = await popup;
  await expect(site).toHaveURL(HUB);
  await site.close();
  expect((await context.cookies()).find((c) => c.name === 'TransactionHubAcknowledgement')?.value).toBe('true');

  // Acknowledged: the next press opens the site at once.
  const again = context.waitForEvent('page');
  await open.click();
  await expect(await again).toHaveURL(HUB);
  await expect(dialog).toBeHidden();
  await context.close();
});
