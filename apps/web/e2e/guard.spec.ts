import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ENVIRONMENTS } from '../src/config/environments';
import { expectAccessible } from './a11y';

// spec 000 §2 route guard, one test per persona outcome (docs/personas.md). Each signs in
// through the identity provider's login page; the mocks serve each persona's own permissions.
const IDP = 'http://127.0.0.1:4011';
const PASSWORD = 'Connect-2026!';
const links = ENVIRONMENTS.test.links;

/** External addresses are fictional `.example` hosts: answer them with a tiny page. */
async function interceptExternalSites(page: Page) {
  await page.route(/^https:\/\/[^/]+\.example\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>External site</title></head><body><main><h1>External site</h1></main></body></html>',
    }),
  );
}

async function signInAs(page: Page, username: string) {
  await interceptExternalSites(page);
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a young member (YNG) is sent to the external community site', async ({ page }) => {
  await signInAs(page, 'noah.bergstrom');
  await expect(page).toHaveURL(links.yngCommunity);
  await expect(page.getByRole('heading', { name: 'External site' })).toBeVisible();
});

test('a prospect is sent to the payment address', async ({ page }) => {
  await signInAs(page, 'ingrid.solberg');
  await expect(page).toHaveURL(links.paymentRedirect);
  await expect(page.getByRole('heading', { name: 'External site' })).toBeVisible();
});

test('a member whose resignation is pending is sent to the payment address', async ({ page }) => {
  await signInAs(page, 'tomas.varga');
  await expect(page).toHaveURL(links.paymentRedirect);
  await expect(page.getByRole('heading', { name: 'External site' })).toBeVisible();
});

test('a non-member speaker lands on their speaker profile', async ({ page }) => {
  await signInAs(page, 'hiroshi.tanaka');
  await expect(page).toHaveURL('/speakerPage/speakerProfile?id=5a000000-0000-4000-8000-000000000001');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiroshi Tanaka' })).toBeVisible();
  await expectAccessible(page);
  // Speaker view: the rest of the app sends them back to their profile.
  await page.goto('/home');
  await expect(page).toHaveURL('/speakerPage/speakerProfile?id=5a000000-0000-4000-8000-000000000001');
});

test('a chapter manager lands on the chapter studio with the chapters they manage', async ({ page }) => {
  await signInAs(page, 'bruno.lindqvist');
  await expect(page).toHaveURL('/chapterStudio');
  await expect(page.getByRole('heading', { level: 1, name: 'Chapter studio' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your chapters' }).getByRole('listitem')).toHaveText(['Harbor City Chapter']);
  // spec 001 §3, §4: the studio's resources with favourites (toggled by resourceId) and its announcements.
  const favourite = page.getByRole('button', { name: 'Favourite Officer Handbook' });
  await expect(favourite).toHaveAttribute('aria-pressed', /^(true|false)$/);
  const wasFavourite = await favourite.getAttribute('aria-pressed');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', wasFavourite === 'true' ? 'false' : 'true');
  await expect(page.getByRole('list', { name: 'Announcements' }).getByRole('listitem').filter({ hasText: 'Officer training in January' })).toContainText('Unscheduled draft');
  await expectAccessible(page);
});

test('a former member without connect access goes to /errorPage', async ({ page }) => {
  await signInAs(page, 'oscar.lindgren');
  await expect(page).toHaveURL('/errorPage');
  await expect(page.getByRole('alert')).toHaveText('You do not have access to this page. Please contact support for assistance.');
  await expectAccessible(page);
});

test('a member lands on /home', async ({ page }) => {
  await signInAs(page, 'amara.okafor');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: 'My communities' })).toBeVisible();
  await expectAccessible(page);

  // spec 000 §6: the member's account menu.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Manage login security' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Contact us' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // spec 000 §1: the build version.
  await page.goto('/version');
  await expect(page.getByText('10.16.2')).toBeVisible();
  await expectAccessible(page);
});
