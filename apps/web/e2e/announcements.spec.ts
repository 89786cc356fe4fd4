import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { signInAt } from './sign-in';

// docs/personas.md: Bruno manages Harbor City Chapter and the chapter studio (canManageChapterStudio);
// Amara is a member of Harbor City Chapter, in the Atlantic Region.
const MANAGER = 'bruno.lindqvist';
const MEMBER = 'amara.okafor';

// A 1x1 PNG: the upload checks compare the first bytes with the type.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A datetime-local value (the browser's local time, minutes) `offset` ms from now. */
function localAt(offset: number): string {
  const date = new Date(Date.now() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

test('a chapter manager creates an Image announcement, previews, survives a failed save, publishes; a member sees it', async ({ page, browser }) => {
  await signInAt(page, '/chapterStudio', MANAGER);
  await expect(page.getByRole('heading', { level: 1, name: 'Chapter studio' })).toBeVisible();
  await page.getByRole('link', { name: 'Manage announcements' }).click();
  await expect(page).toHaveURL('/manageAnnouncements');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link')).toHaveText(['Chapter studio', 'Manage announcements']);
  await expect(page.getByRole('list', { name: 'Announcements' }).getByRole('listitem').filter({ hasText: 'Officer training in January' })).toContainText('Unscheduled draft');
  await expectAccessible(page);

  // spec 001 §2: arriving at create from elsewhere adds a crumb.
  await page.getByRole('link', { name: 'Create announcement' }).click();
  await expect(page).toHaveURL('/createAnnouncement');
  await expect(crumbs.getByRole('link')).toHaveText(['Chapter studio', 'Manage announcements', 'Create announcement']);
  await expect(page.getByRole('group', { name: 'Regions' })).toBeVisible();
  await expectAccessible(page);

  // The sandbox keeps its state while it runs: a fresh title per run.
  const title = `Harbor gala ${Date.now().toString(36)}`;
  const summary = 'Join the Harbor City gala at the harbour.';
  await page.getByRole('radio', { name: 'Image' }).check({ force: true });
  await page.getByLabel('Title').fill(`${title} and a title that is too long`);
  await expect(page.getByText('Character limit exceeded')).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await expect(page.getByText('Character limit exceeded')).toHaveCount(0);
  await page.getByLabel('Short description').fill(summary);
  await page.getByLabel('Location').fill('Harbor City');
  await page.getByLabel('Display start').fill(localAt(-5 * 60_000));
  await page.getByLabel('Display end').fill(localAt(7 * 86_400_000));
  await page.getByRole('checkbox', { name: 'Atlantic Region' }).check({ force: true });
  await page.getByRole('checkbox', { name: 'All Members' }).check({ force: true });
  const publish = page.getByRole('button', { name: 'Publish' });
  await page.getByLabel('Call-to-action link').fill('https://connect.example/events/gala');
  // spec 001 §5: an Image announcement needs an image (or a colour) before it can be published.
  await expect(publish).toBeDisabled();
  await page.locator('input[type=file]').setInputFiles({ name: 'gala.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('gala.png')).toBeVisible();
  await expect(publish).toBeEnabled();

  // spec 001 §4: preview, then back to edit with everything typed.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('article', { name: 'Announcement preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview).toContainText(summary);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Back to edit' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Short description')).toHaveValue(summary);
  await expect(page.getByRole('checkbox', { name: 'Atlantic Region' })).toBeChecked();
  await expect(page.getByText('gala.png')).toBeVisible();

  // Fault: the gateway answers the first save with a 500; everything typed stays, the retry saves.
  let failed = 0;
  await page.route('**/communities/api/saveChapterStudioAnnouncement', async (route) => {
    if (failed > 0) return route.fallback();
    failed += 1;
    return route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Internal Server Error', status: 500 }) });
  });
  await publish.click();
  await expect(page.getByText('Something went wrong, please try again later.')).toBeVisible();
  expect(failed).toBe(1);
  await expect(page).toHaveURL('/createAnnouncement');
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Call-to-action link')).toHaveValue('https://connect.example/events/gala');
  await expect(page.getByRole('checkbox', { name: 'All Members' })).toBeChecked();
  const saved = page.waitForResponse((res) => res.url().includes('/saveChapterStudioAnnouncement') && res.request().method() === 'POST');
  await publish.click();
  expect((await saved).status()).toBe(200);

  // spec 001 §2: arriving at manage from create drops the last crumb.
  await expect(page).toHaveURL('/manageAnnouncements');
  await expect(crumbs.getByRole('link')).toHaveText(['Chapter studio', 'Manage announcements']);
  await expect(page.getByRole('list', { name: 'Announcements' }).getByRole('listitem').filter({ hasText: title })).toContainText('Published');
  await expectAccessible(page);

  // A member of Harbor City Chapter (Atlantic Region) sees it in the chapter's announcement panel.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAt(member, '/home', MEMBER);
  // The sandbox shows the live announcement in the chapter's left pane (the connect panel keeps its own entries).
  const panel = member.getByRole('region', { name: title }).first();
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(summary);
  await expectAccessible(member);
  await memberContext.close();
});
