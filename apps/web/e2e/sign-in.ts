import type { Browser, Cookie, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The local identity provider (mocks/src/idp). */
export const IDP = 'http://127.0.0.1:4011';
/** The one password of every sandbox persona (docs/personas.md). */
export const PASSWORD = 'Connect-2026!';

/**
 * Each persona's browser session right after its first sign-in in this worker (what the app keeps in
 * sessionStorage: the tokens of oidc-client-ts, when the session started). The sign-in itself is tested
 * through the identity provider's form by sign-in.spec.ts, guard.spec.ts and the first sign-in of every
 * persona here; the tests after that start from the same signed-in state without the redirects (about a
 * second less per sign-in). Only the state right after sign-in is kept: what a test does later (sign-out,
 * impersonation) never reaches another test. The identity provider's session cookie comes with it, so a second
 * tab of the test signs in silently as after a real sign-in.
 */
const signedIn = new Map<string, { entries: [string, string][]; cookies: Cookie[]; keptAt: number }>();
/** Tokens live an hour (the identity provider); a kept session is reused for a good margin less. */
const KEEP_MS = 30 * 60_000;

/** Opens `path` signed in as `username`: through the identity provider the first time, then from the kept session. */
export async function signInAt(page: Page, path: string, username: string): Promise<void> {
  const kept = signedIn.get(username);
  if (kept && Date.now() - kept.keptAt < KEEP_MS && !process.env.E2E_NO_SESSION_CACHE) {
    await page.context().addCookies(kept.cookies);
    // The app's origin with nothing of the app running: sessionStorage is per origin and tab.
    await page.goto('/favicon.svg');
    await page.evaluate((entries) => {
      for (const [key, value] of entries) window.sessionStorage.setItem(key, value);
    }, kept.entries);
    await page.goto(path);
    await expect(page).toHaveURL(path);
    return;
  }
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path);
  // The session itself only (the user and its tokens, the signed-in flag, when it started): not where the guard was
  // sending the browser (`ypo.forwardTo`), filters or anything else of the moment.
  const entries = (await page.evaluate(() => Object.entries(window.sessionStorage))).filter(
    ([key]) => key.startsWith('oidc.user:') || key === 'ypo.isAuthenticated' || key === 'ypo.sessionCreatedAt',
  );
  const cookies = await page.context().cookies(IDP);
  if (entries.some(([key]) => key.startsWith('oidc.user:'))) signedIn.set(username, { entries, cookies, keptAt: Date.now() });
}

/** Signs a second persona in at `path` in its own browser context, side by side with the first; close it with `page.context().close()`. */
export async function signInAnother(browser: Browser, path: string, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, path, username);
  return page;
}
