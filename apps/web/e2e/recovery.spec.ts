// The login-area recovery journeys (spec 000 §2, §4) against the sandbox (mocks/src/sandbox/domains/identity.ts):
// SMS codes and reset-email codes are random and read from the sandbox outbox (./outbox.ts), 3 wrong codes
// lock out for 10 minutes. The identity provider signs in against the same accounts, so a reset password is
// the one to sign in with; the sandbox is reset after this file, so other specs find the documented passwords.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { latestCode } from './outbox';

const IDP = 'http://127.0.0.1:4011';
const GATEWAY = 'http://127.0.0.1:4010';
const PERSONA_PASSWORD = 'Connect-2026!';

// The passwords reset here go back to the documented one (docs/personas.md), whatever runs next.
test.afterAll(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

/** Types a username and password on the identity provider's sign-in page and submits. */
async function submitSignIn(page: Page, username: string, password: string) {
  await expect(page).toHaveURL(new RegExp(`^${IDP}/interaction/`));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Forgot password -> recovery options -> SMS code sent (or the lockout screen when the account is still locked). */
async function requestSmsCode(page: Page, email: string): Promise<'code' | 'locked'> {
  await page.goto('/ResetPassword');
  await heading(page, 'Forgot password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Recovery options');
  await page.getByRole('radio', { name: /Text message \(SMS\)/ }).check({ force: true });
  await page.getByRole('button', { name: 'Send code' }).click();
  const next = page.getByRole('heading', { level: 1, name: /Enter reset code|Account locked/ });
  await expect(next).toBeVisible();
  return (await next.textContent()) === 'Account locked' ? 'locked' : 'code';
}

test('recovery by SMS: code sent, code entered, new password, confirmation', async ({ page, request }) => {
  await page.goto('/ResetPassword');
  await heading(page, 'Forgot password');
  await expectAccessible(page);

  // Bad input shows the spec message and keeps what was typed.
  await page.getByLabel('Email address').fill('kwame.asante@');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter valid email address')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('kwame.asante@');
  await page.getByLabel('Email address').fill('kwame.asante@network-staff.example');
  await page.getByRole('button', { name: 'Continue' }).click();

  await heading(page, 'Recovery options');
  await expect(page.getByRole('radio', { name: 'Text message (SMS) to *******0108' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: /Text message \(SMS\)/ }).check({ force: true });
  await page.getByRole('button', { name: 'Send code' }).click();

  await heading(page, 'Enter reset code');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('A reset code has been sent to *******0108.');
  await expectAccessible(page);
  await page.getByLabel('Reset code').fill(await latestCode(request, '5550100108'));
  await page.getByRole('button', { name: 'Verify code' }).click();

  await heading(page, 'Reset password');
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('short');
  // The policy excludes the first and last name.
  await page.getByLabel('New password', { exact: true }).fill('Asante-Harbor-2026');
  await page.getByLabel('Confirm new password').fill('Asante-Harbor-2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The password does not meet the complexity requirements of the current password policy.')).toBeVisible();
  await expectAccessible(page);

  // A new password on every run: the sandbox refuses the current one.
  const password = `Harbor-${Date.now()}-Qz`;
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await heading(page, 'Password reset');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your password has been reset. You can now sign in with your new password.');
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await expectAccessible(page);

  // One account store: the old password no longer signs in, the new one does.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await heading(page, 'Sign in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await submitSignIn(page, 'kwame.asante', PERSONA_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('You have entered an invalid username or password. Please try again.');
  await expect(page.getByLabel('Username')).toHaveValue('kwame.asante');
  await submitSignIn(page, 'kwame.asante', password);
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: 'My communities' })).toBeVisible();
});

test('wrong codes lead to the lockout text', async ({ page }) => {
  // Sofia's account: if a run less than 10 minutes ago locked it, the lockout shows at once.
  if ((await requestSmsCode(page, 'sofia.marchetti@network-staff.example')) === 'code') {
    for (const wrong of ['000000', '111111']) {
      await page.getByLabel('Reset code').fill(wrong);
      await page.getByRole('button', { name: 'Verify code' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('You have entered an invalid code.');
      await expect(page.getByLabel('Reset code')).toHaveValue(wrong);
    }
    await expectAccessible(page);
    await page.getByLabel('Reset code').fill('222222');
    await page.getByRole('button', { name: 'Verify code' }).click();
  }
  await heading(page, 'Account locked');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your account is temporarily locked for 10 minutes.');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Contact us' }).click();
  await heading(page, 'Contact us');
  await expectAccessible(page);
});

test('forgot username: the records text, then the username sent by email', async ({ page }) => {
  await page.goto('/login');
  await heading(page, 'Sign in');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Forgot username?' }).click();

  await expect(page).toHaveURL('/forgotusername');
  await heading(page, 'Forgot username');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter a unique email address')).toBeVisible();
  await page.getByLabel('Email address').fill('nobody@harborcity.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The email address, as entered, does not match our records.');
  await expect(page.getByLabel('Email address')).toHaveValue('nobody@harborcity.example');
  await expectAccessible(page);

  await page.getByLabel('Email address').fill('amara.okafor@harborcity.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Username recovery options');
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Email to a**********r@harborcity.example' }).check({ force: true });
  await page.getByRole('button', { name: 'Send username' }).click();
  await heading(page, 'Username sent');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your username has been sent to a**********r@harborcity.example.');
  await expectAccessible(page);
});

test('further assistance, spouse/partner attempts and contact us', async ({ page }) => {
  await page.goto('/forgotusername');
  await page.getByRole('button', { name: 'I need further assistance' }).click();
  await heading(page, 'Username further assistance');
  await page.getByLabel('Day').fill('32');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your last name.')).toBeVisible();
  await expect(page.getByText('Please enter a day from 1 to 31.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Day').fill('1');
  await page.getByLabel('Month').fill('1');
  await page.getByLabel('Year').fill('1990');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The Details do not match any user in database');
  await page.getByLabel('Day').fill('14');
  await page.getByLabel('Month').fill('5');
  await page.getByLabel('Year').fill('1979');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Username recovery options');

  await page.goto('/ResetPassword');
  await page.getByRole('button', { name: 'I am a spouse or partner' }).click();
  await heading(page, 'Spouse/partner password reset');
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Daniel');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Country code').fill('1');
  await page.getByLabel('Phone number').fill('5550100199');
  for (let attempt = 1; attempt <= 2; attempt++) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('invalid, please retry');
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Contact us');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'We apologize for not being able to validate your information. Please contact us for further assistance.',
  );
  await expectAccessible(page);

  // Back to the form: the right phone finds Daniel and offers the delivery types.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByLabel('Phone number').fill('5550100104');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Select password delivery type');
  await expectAccessible(page);
});

test('a reset link that expired or was used shows the expired-link text', async ({ page }) => {
  await page.goto('/pwreset?recoveryToken=reset-expired');
  await heading(page, 'Enter recovery code');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('You have accessed an account recovery link that has expired or been previously used');
  await expect(page.getByLabel('Recovery code')).toHaveValue('reset-expired');
  await expectAccessible(page);
});

/** Forgot password -> reset code by email -> the emailed code (read from the outbox) entered on the recovery code form. */
async function enterEmailedCode(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/ResetPassword');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^Email to/ }).check({ force: true });
  await page.getByRole('button', { name: 'Send code' }).click();
  await heading(page, 'Password code sent');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Enter the code from the email' }).click();
  await heading(page, 'Enter recovery code');
  await page.getByLabel('Recovery code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('recovery by email: the app sends the fixed default security answer, so the emailed code leads to the new password', async ({ page, request }) => {
  await enterEmailedCode(page, request, 'daniel.okafor@harborcity.example');
  // Daniel's account has the default answer: no question is asked.
  await heading(page, 'Reset password');
  await expectAccessible(page);
});

test('recovery by email: a member with their own security answer is asked it, then a new password', async ({ page, request }) => {
  await enterEmailedCode(page, request, 'greta.novak@lakeshore.example');

  // Greta chose her own answer: the default the app sent was refused, so the question is asked, without an error.
  await heading(page, 'Further security questions');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await page.getByLabel('What is the name of your first stuffed animal?').fill('Red Fox');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid: Please try again');
  await expectAccessible(page);
  await page.getByLabel('What is the name of your first stuffed animal?').fill('Copper Kettle');
  await page.getByRole('button', { name: 'Continue' }).click();
  await heading(page, 'Reset password');
  const password = `Lakeshore-${Date.now()}-Qz`;
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await heading(page, 'Password reset');
});
