import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';

const IDP = 'http://127.0.0.1:4011';
const member = { username: 'amara.okafor', password: 'Connect-2026!' };

async function signIn(page: Page, { username, password } = member) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a member signs in through the identity provider, sees their communities and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`));
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);

  await signIn(page);
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: 'My communities' })).toBeVisible();

  // The communities the mock serves, in the spec's communities-list order.
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveText([
    /^Home/,
    /^Harbor City Chapter/,
    /^Forum Blue Heron/,
    /^Sustainability Champions/,
    /^Mentoring Group/,
    /^Family Business Network/,
    /^Atlantic Region/,
    /^Businesses/,
  ]);

  // The main menu in the spec's order: home, forums, chapters, networks, regions, champions, groups, businesses.
  const menu = page.getByRole('navigation', { name: 'Main menu' }).getByRole('listitem');
  await expect(menu).toHaveText(['Home', 'Forums', 'Chapters', 'Networks', 'Regions', 'Champions', 'Groups', 'Businesses']);
  await expectAccessible(page);

  // Tokens live in sessionStorage only.
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(window.sessionStorage).some((k) => k.startsWith('oidc.user:')))).toBe(true);

  await page.getByRole('link', { name: /Harbor City Chapter/ }).click();
  await expect(page).toHaveURL(/\/chapter\/00000000-0000-4000-8000-00000000c101$/);
  await expect(page.getByRole('heading', { name: 'Harbor City Chapter' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/logout');
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual([]);
  await expectAccessible(page);

  // spec 000 §2: to '/' after 4 seconds; the session at the identity provider has ended, so sign-in is asked again.
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`), { timeout: 15_000 });
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('a wrong password keeps the user on the sign-in page with the spec message', async ({ page }) => {
  await page.goto('/home');
  await signIn(page, { username: member.username, password: 'wrong-password' });
  await expect(page.getByRole('alert')).toHaveText('You have entered an invalid username or password. Please try again.');
  await expect(page.getByLabel('Username')).toHaveValue(member.username);
  await expectAccessible(page);

  await signIn(page);
  // fromURI-like return: the user lands where they were going.
  await expect(page).toHaveURL('/home');
});
