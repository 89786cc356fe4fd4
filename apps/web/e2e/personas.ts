// Signing a persona in through the identity provider's login page (docs/personas.md; every persona
// has the same password in the mocks).
import { expect, type Page } from '@playwright/test';

const IDP = 'http://127.0.0.1:4011';
/** The password of every persona. */
export const PASSWORD = 'Connect-2026!';

/** Opens `path`; the guard sends the browser to the identity provider, which signs the persona in and returns. */
export async function signInAt(page: Page, path: string, username: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path);
}
