import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';

// spec 000 §2, §3, §7: the first-sign-in persona (Leila Moreau, docs/personas.md) has accepted
// nothing. The sandbox stores the terms answer (`savePersonTermsAndConditions`); the cookie
// acceptance has no call in the contracts and is kept in this browser (local storage).
const IDP = 'http://127.0.0.1:4011';
const GATEWAY = 'http://127.0.0.1:4010';
const FIRST_SIGN_IN = { username: 'leila.moreau', password: 'Connect-2026!', personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000017' };

/** Signs in on the identity provider's page and waits for the profile the legal screens read. */
async function signIn(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`));
  await page.getByLabel('Username').fill(FIRST_SIGN_IN.username);
  await page.getByLabel('Password').fill(FIRST_SIGN_IN.password);
  const profile = page.waitForResponse((res) => res.url().includes(`/profiles/api/persons/${FIRST_SIGN_IN.personId}`) && res.request().method() === 'GET');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await profile).ok()).toBe(true);
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: 'My communities' })).toBeVisible();
}

const termsDialog = (page: Page) => page.getByRole('dialog', { name: 'Terms of Use' });
const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

test.beforeEach(async ({ request }) => {
  // The persona starts with nothing accepted.
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
});

test('the first-sign-in persona accepts the terms and cookies; the next sign-in asks for neither', async ({ page }) => {
  await page.goto('/');
  await signIn(page);

  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Please read the Terms of Use and accept them to continue.');
  await expect(dialog.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', /\/legal\/terms-of-use$/);
  await expect(cookieBanner(page)).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
  await cookieBanner(page).getByRole('button', { name: 'Accept cookies' }).click();
  await expect(cookieBanner(page)).toBeHidden();
  await expect(page).toHaveURL('/home');

  // The sandbox kept the terms answer, and this browser the cookie acceptance.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/logout');
  await page.goto('/');
  await signIn(page);
  await expect(termsDialog(page)).toHaveCount(0);
  await expect(cookieBanner(page)).toHaveCount(0);
  // The privacy policy acceptance is not asked either: the login page goes on to the app.
  await page.goto('/login');
  await expect(page).toHaveURL('/home');
  await expect(termsDialog(page)).toHaveCount(0);
});

test('the first-sign-in persona accepts the privacy policy on the privacy policy acceptance screen', async ({ page }) => {
  await page.goto('/');
  await signIn(page);
  await expect(termsDialog(page)).toBeVisible();

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', /privacy/);
  await expect(page.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', /terms/);
  await expect(cookieBanner(page)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: 'My communities' })).toBeVisible();
  await expect(termsDialog(page)).toHaveCount(0);
  await cookieBanner(page).getByRole('button', { name: 'Accept cookies' }).click();
  await expect(cookieBanner(page)).toBeHidden();

  // A reload reads the stored answer from the sandbox: nothing is asked again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My communities' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL('/home');
  await expect(termsDialog(page)).toHaveCount(0);
  await expect(cookieBanner(page)).toHaveCount(0);
});
