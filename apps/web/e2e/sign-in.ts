import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The local identity provider (mocks/src/idp). */
export const IDP = 'http://127.0.0.1:4011';
/** The one password of every sandbox persona (docs/personas.md). */
export const PASSWORD = 'Connect-2026!';

/** Opens `path`; the guard sends the browser to the identity provider, which signs the persona in and returns. */
export async function signInAt(page: Page, path: string, username: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path);
}

/** Signs a second persona in at `path` in its own browser context, side by side with the first; close it with `page.context().close()`. */
export async function signInAnother(browser: Browser, path: string, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, path, username);
  return page;
}
