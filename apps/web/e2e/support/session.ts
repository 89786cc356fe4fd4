// Helpers of the speaker E2E specs for the signed-in persona: the account menu and a gateway call with their token.
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

const GATEWAY = 'http://127.0.0.1:4010';

/** Opens the account menu and gives it. */
export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** A call to the gateway as the signed-in persona (their access token, as the app sends it); expects success and gives the answer. */
export async function callAs(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const token = await page.evaluate(() => {
    const key = Object.keys(window.sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
  });
  expect(token).toBeTruthy();
  const response = await page.request.fetch(`${GATEWAY}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Ocp-Apim-Subscription-Key': 'e2e' },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok()).toBe(true);
  return response.json() as Promise<unknown>;
}
