import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { ENVIRONMENTS } from '../src/config/environments';

// spec 000 §6: allowing or disallowing impersonation is an admin tool of the group super admin
// role (PUT member-profile/impersonation, sandbox domains/impersonation.ts); the Ideas Into Action
// link is for Member, Team Member, Chapter Administrator, Spouse Partner and Chapter Manager.
// spec 000 §7: register-member is called as the session starts. Personas: docs/personas.md.
const IDP = 'http://127.0.0.1:4011';
const GATEWAY = 'http://127.0.0.1:4010';
const PASSWORD = 'Connect-2026!';

/** Signs `username` in through the identity provider; resolves to the register-member answer of the session start. */
async function signIn(page: Page, username: string, landing = '/home') {
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  const registered = page.waitForResponse((res) => res.url().endsWith('/profiles/api/register-member') && res.request().method() === 'GET');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(landing);
  return registered;
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function allowImpersonationFor(page: Page, name: string) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Allow impersonation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Allow impersonation' });
  await dialog.getByRole('searchbox', { name: 'Find a member by name' }).fill(name);
  const label = `Allow ${name} to impersonate members`;
  // The switch's input is visually hidden (react-aria): a person presses its label.
  return { dialog, toggle: dialog.getByRole('switch', { name: label }), press: () => dialog.locator('label', { hasText: label }).click() };
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('a group super admin disallows and allows impersonation for a member; the flag persists', async ({ page }) => {
  const registered = await signIn(page, 'ines.delacroix');
  expect(registered.ok()).toBe(true);
  expect(await registered.json()).toMatchObject({ id: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000010', firstName: 'Ines', canImpersonate: false });

  const { dialog, toggle, press } = await allowImpersonationFor(page, 'Priya Raman');
  await expect(toggle).toBeChecked();
  await expectAccessible(page);
  const saved = page.waitForResponse((res) => res.url().endsWith('/profiles/api/member-profile/impersonation'));
  await press();
  expect(await (await saved).request().postDataJSON()).toEqual({ personId: '5d1f6a2e-3c4b-4f7a-9e21-0a0000000016', canImpersonate: false });
  await expect(dialog.getByRole('status')).toHaveText('Impersonation disallowed.');
  await expect(toggle).not.toBeChecked();

  // A new page load reads the sandbox again: the flag was stored.
  await page.reload();
  const again = await allowImpersonationFor(page, 'Priya Raman');
  await expect(again.toggle).not.toBeChecked();
  await again.press();
  await expect(again.dialog.getByRole('status')).toHaveText('Impersonation allowed.');
  await expect(again.toggle).toBeChecked();
  await again.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(again.dialog).toBeHidden();
});

test('a member the admin disallowed loses the impersonation tool at the next sign-in', async ({ page, browser }) => {
  await signIn(page, 'ines.delacroix');
  const { toggle, press } = await allowImpersonationFor(page, 'Priya Raman');
  await press();
  await expect(toggle).not.toBeChecked();

  const other = await browser.newContext();
  const priya = await other.newPage();
  await signIn(priya, 'priya.raman');
  const menu = await openAccountMenu(priya);
  await expect(menu.getByRole('menuitem', { name: 'Contact us' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Impersonate a member' })).toHaveCount(0);
  await other.close();
});

test('a user who may impersonate but is no group super admin is not offered the tool', async ({ page }) => {
  await signIn(page, 'priya.raman');
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Impersonate a member' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Allow impersonation' })).toHaveCount(0);
});

test('the Ideas Into Action link shows for a member and not for an external speaker', async ({ page, browser }) => {
  await signIn(page, 'amara.okafor');
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Ideas Into Action' })).toHaveAttribute('href', ENVIRONMENTS.test.account.ideasIntoAction);
  await expect(menu.getByRole('menuitem', { name: 'Allow impersonation' })).toHaveCount(0);
  await expectAccessible(page);

  const other = await browser.newContext();
  const speaker = await other.newPage();
  await signIn(speaker, 'hiroshi.tanaka', '/speakerPage/speakerProfile?id=5a000000-0000-4000-8000-000000000001');
  const speakerMenu = await openAccountMenu(speaker);
  await expect(speakerMenu.getByRole('menuitem')).toHaveText(['Resource Directory Terms of Use', 'Contact us']);
  await other.close();
});
