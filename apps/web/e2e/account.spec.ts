// Account settings, login security (spec 000 §4 multi-factor setup) and privacy settings against the
// sandbox (mocks/src/sandbox/domains/identity.ts): activation codes are random and read from the sandbox
// outbox (./outbox.ts).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { latestCode } from './outbox';
import { PASSWORD, signInAt } from './personas';

const factor = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

/** Removes the SMS factor a previous run may have left. */
async function withoutSms(page: Page) {
  const sms = factor(page, 'Text message (SMS)');
  await expect(sms).toBeVisible();
  const remove = sms.getByRole('button', { name: 'Remove Text message (SMS)' });
  if (await remove.isVisible()) {
    await remove.click();
    await expect(sms.getByText('Not enabled')).toBeVisible();
  }
}

// A number never used before, so the sandbox sends a code rather than finding it validated.
const freshPhone = () => `555${String(Date.now() % 10_000_000).padStart(7, '0')}`;

test.describe('login security', () => {
  test('SMS setup: code sent (pending) -> confirmed (active), then removed', async ({ page, request }) => {
    await signInAt(page, '/loginSecurity', 'lucia.ferreira');
    await expect(page.getByRole('heading', { level: 1, name: 'Login security' })).toBeVisible();
    await withoutSms(page);
    await expectAccessible(page);

    const sms = factor(page, 'Text message (SMS)');
    await sms.getByRole('button', { name: 'Set up Text message (SMS)' }).click();
    await sms.getByRole('button', { name: 'Send code' }).click();
    await expect(sms.getByText('Please enter your country code.')).toBeVisible();
    await sms.getByLabel('Country code').fill('1');
    const phone = freshPhone();
    await sms.getByLabel('Phone number').fill(phone);
    await sms.getByRole('button', { name: 'Send code' }).click();

    await expect(sms.getByText('Pending activation')).toBeVisible();
    await expect(sms.getByText(/An activation code has been sent to \+1 555/)).toBeVisible();
    await expectAccessible(page);
    await sms.getByLabel('Activation code').fill('000000');
    await sms.getByRole('button', { name: 'Confirm' }).click();
    await expect(sms.getByRole('alert')).toHaveText('You have entered an invalid code.');
    await sms.getByLabel('Activation code').fill(await latestCode(request, `1${phone}`));
    await sms.getByRole('button', { name: 'Confirm' }).click();

    await expect(sms.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('Multi-factor authentication option saved.')).toBeVisible();
    await expectAccessible(page);

    // Active survives a reload; then remove it (email stays, so the rule of at least one holds).
    await page.reload();
    await expect(sms.getByText('Active', { exact: true })).toBeVisible();
    await sms.getByRole('button', { name: 'Remove Text message (SMS)' }).click();
    await expect(sms.getByText('Not enabled')).toBeVisible();
  });

  test('cancelling an edit restores the stored state; the last option cannot be removed', async ({ page }) => {
    await signInAt(page, '/loginSecurity', 'lucia.ferreira');
    await withoutSms(page);
    const sms = factor(page, 'Text message (SMS)');
    await sms.getByRole('button', { name: 'Set up Text message (SMS)' }).click();
    await sms.getByLabel('Country code').fill('1');
    await sms.getByLabel('Phone number').fill(freshPhone());
    await sms.getByRole('button', { name: 'Send code' }).click();
    await expect(sms.getByText('Pending activation')).toBeVisible();
    await sms.getByRole('button', { name: 'Cancel' }).click();
    await expect(sms.getByText('Not enabled')).toBeVisible();
    await expect(sms.getByRole('button', { name: 'Set up Text message (SMS)' })).toBeVisible();

    // The pending factor is gone on the server too.
    await page.reload();
    await expect(sms.getByText('Not enabled')).toBeVisible();

    // Email is the only option left: it cannot be removed.
    const email = factor(page, 'Email');
    await email.getByRole('button', { name: 'Remove Email' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('You must select at least one Multi-factor authentication option');
    await expect(email.getByText('Active', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('change password', () => {
  async function openChangePassword(page: Page) {
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('shows the spec texts for a wrong current password, the current password and a weak one', async ({ page }) => {
    await signInAt(page, '/home', 'chen.weiling');
    const dialog = await openChangePassword(page);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Please enter your current password.')).toBeVisible();

    // Wrong current password: the provider's 'Old Password is not correct', mapped (spec 000 §8).
    await dialog.getByLabel('Current password').fill('Not-The-Password-1');
    await dialog.getByLabel('New password', { exact: true }).fill('Quiet-Harbor-2026');
    await dialog.getByLabel('Confirm new password').fill('Quiet-Harbor-2026');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Your current password is incorrect.')).toBeVisible();
    await expect(dialog.getByLabel('New password', { exact: true })).toHaveValue('Quiet-Harbor-2026');

    // New equal to the current one.
    await dialog.getByLabel('Current password').fill(PASSWORD);
    await dialog.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm new password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('New password cannot be the same as your current password')).toBeVisible();

    // Complexity: the policy excludes the first and last name.
    await dialog.getByLabel('New password', { exact: true }).fill('Chen-Harbor-2026');
    await dialog.getByLabel('Confirm new password').fill('Chen-Harbor-2026');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('The password does not meet the complexity requirements of the current password policy.')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('change username refuses a taken name', async ({ page }) => {
    await signInAt(page, '/home', 'chen.weiling');
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Change username' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change username' });
    await dialog.getByLabel('New username').fill('ab');
    await dialog.getByRole('button', { name: 'Change username' }).click();
    await expect(dialog.getByText('Username must be 3 to 64 characters: letters, numbers and underscores only.')).toBeVisible();
    await dialog.getByLabel('New username').fill('amara_okafor');
    await dialog.getByRole('button', { name: 'Change username' }).click();
    await expect(dialog.getByText('Username already exists. Please choose another username.')).toBeVisible();
    await expectAccessible(page);
  });
});

test('privacy settings: email, notification and visibility saves show the spec texts', async ({ page }) => {
  await signInAt(page, '/privacySettings/emailSettings', 'lucia.ferreira');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy and notification settings' })).toBeVisible();
  const forumNewsletter = page.getByRole('radiogroup', { name: 'Forum newsletter' });
  await expect(forumNewsletter).toBeVisible();
  await expectAccessible(page);
  const next = (await forumNewsletter.getByRole('radio', { name: 'Weekly' }).isChecked()) ? 'Daily' : 'Weekly';
  await forumNewsletter.getByRole('radio', { name: next }).check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You successfully changed your email settings');
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'Forum newsletter' }).getByRole('radio', { name: next })).toBeChecked();

  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL('/privacySettings/notification');
  const select = page.getByRole('button', { name: /Harbor City Chapter/ });
  await expect(select).toBeVisible();
  await expectAccessible(page);
  await select.click();
  await page.getByRole('option', { name: 'Home Newsfeed' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You successfully changed your notification settings');

  await page.getByRole('link', { name: 'Visibility' }).click();
  const address = page.getByRole('switch', { name: 'Address' });
  await expect(address).toBeVisible();
  await expectAccessible(page);
  await address.click({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('You successfully changed your visibility settings');
});
