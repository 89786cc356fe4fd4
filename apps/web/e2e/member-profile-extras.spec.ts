import { readFile } from 'node:fs/promises';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAt } from './sign-in';

// Issue 15, the member profile's extras (spec 002 §2, §3, §7, §8) as Amara Okafor (docs/personas.md),
// against the sandbox: the contact card, Follow, the photo upload, recommendations, a bad link.
const GATEWAY = 'http://127.0.0.1:4010';
const MEMBER = 'amara.okafor';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const BRUNO = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000002';
// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGBgAAAABQABpfZFQAAAAABJRU5ErkJggg==', 'base64');

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test("a member downloads another member's contact card and follows them; the follow survives a reload", async ({ page }) => {
  await signInAt(page, `/memberProfile?memberId=${BRUNO}`, MEMBER);
  await expect(page.getByRole('heading', { level: 1, name: 'Bruno Lindqvist' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Communities' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Groups' })).toBeVisible();
  // Recommendations are the viewer's own: not on another member's profile.
  await expect(page.getByRole('heading', { name: 'Recommended events' })).toHaveCount(0);
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download contact card' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.vcf$/);
  const card = await readFile((await file.path()) ?? '', 'utf8');
  expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
  expect(card).toContain('FN:Bruno Lindqvist');

  const follow = page.getByRole('button', { name: /^(Follow|Unfollow) Bruno Lindqvist$/ });
  await expect(follow).toBeEnabled();
  const wasFollowing = (await follow.textContent()) === 'Unfollow';
  const following = page.getByText('Following', { exact: true });
  await expect(following).toHaveCount(wasFollowing ? 1 : 0);
  await follow.click();
  const toggled = `${wasFollowing ? 'Follow' : 'Unfollow'} Bruno Lindqvist`;
  await expect(page.getByRole('button', { name: toggled })).toBeEnabled();
  await expect(following).toHaveCount(wasFollowing ? 0 : 1);
  await page.reload();
  await expect(page.getByRole('button', { name: toggled })).toBeEnabled();
  await expect(following).toHaveCount(wasFollowing ? 0 : 1);
  await expectAccessible(page);
});

test('a member changes their photo in edit mode, the new picture shows after a reload; a recommendation marked not interested goes', async ({ page }) => {
  await signInAt(page, `/memberProfile?memberId=${AMARA}&mode=edit`, MEMBER);
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
  const picture = page.locator('header img').first();
  const before = await picture.getAttribute('src');
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your photo was updated.')).toBeVisible();
  await expect(picture).not.toHaveAttribute('src', before ?? '');
  const after = await picture.getAttribute('src');
  expect(after).toContain('/__sandbox/media/');
  await page.reload();
  await expect(page.locator('header img').first()).toHaveAttribute('src', after ?? '');

  const events = page.getByRole('region', { name: 'Recommended events' });
  const first = events.getByRole('listitem').first();
  await expect(first).toBeVisible();
  const title = (await first.locator('strong').textContent()) ?? '';
  const named = events.getByRole('listitem').filter({ has: page.locator('strong', { hasText: title }) });
  const count = await named.count();
  await expectAccessible(page);
  await first.getByRole('button', { name: `Not interested in ${title}` }).click();
  await expect(named).toHaveCount(count - 1);
});

test("a memberId that is no member id, or no member's, shows 'This URL is no longer valid'", async ({ page }) => {
  await signInAt(page, '/memberProfile?memberId=not-a-member', MEMBER);
  await expect(page.getByRole('alert').filter({ hasText: 'This URL is no longer valid' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/memberProfile?memberId=5d1f6a2e-3c4b-4f7a-9e21-0fffffffffff');
  await expect(page.getByRole('alert').filter({ hasText: 'This URL is no longer valid' })).toBeVisible();
});
