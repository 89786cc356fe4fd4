// The header on a phone (below the xs breakpoint, 767 px: spec 000 §1): the main menu and the
// account menu collapse behind one menu button; at desktop width they show as before.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';

const IDP = 'http://127.0.0.1:4011';
const MAIN_MENU = ['Home', 'Forums', 'Chapters', 'Networks', 'Regions', 'Champions', 'Groups', 'Businesses'];

async function signInAtHome(page: Page) {
  await page.goto('/home');
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`));
  await page.getByLabel('Username').fill('amara.okafor');
  await page.getByLabel('Password').fill('Connect-2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: 'My communities' })).toBeVisible();
}

/** Presses Tab until `name`d button has focus (the header comes first in the tab order). */
async function tabTo(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  for (let presses = 0; presses < 6 && !(await button.evaluate((element) => element === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  return button;
}

test.describe('on a phone (375 px wide)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menus are behind the menu button: it opens by keyboard, a link navigates, Escape closes and focus returns', async ({ page }) => {
    await signInAtHome(page);
    const header = page.getByRole('banner');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(header.getByRole('button', { name: /^Account menu/ })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeHidden();
    const button = header.getByRole('button', { name: 'Menu', exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // One row: the brand and the button, no longer three rows of menus above the content.
    expect((await header.boundingBox())?.height).toBeLessThan(64);
    await expectAccessible(page);

    await tabTo(page, 'Menu');
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('navigation', { name: 'Main menu' }).getByRole('listitem')).toHaveText(MAIN_MENU);
    const account = panel.getByRole('group', { name: 'Account menu, Amara' });
    await expect(account.getByRole('link', { name: 'Manage login security' })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    // Tab moves through the panel's links in order: Home, then Forums, then Chapters.
    for (const name of ['Home', 'Forums', 'Chapters']) {
      await page.keyboard.press('Tab');
      await expect(panel.getByRole('link', { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/chapter\/00000000-0000-4000-8000-00000000c101$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor City Chapter' })).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expectAccessible(page);
  });
});

test('at desktop width the main menu and the account menu show as before, without the menu button', async ({ page }) => {
  await signInAtHome(page);
  const header = page.getByRole('banner');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('listitem')).toHaveText(MAIN_MENU);
  await expect(header.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
  await expectAccessible(page);
});
