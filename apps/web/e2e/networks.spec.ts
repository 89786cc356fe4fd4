import type { Browser } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { openAdminTools, sectionTabs } from './community-sections';
import { signInAt } from './sign-in';

// Issue 13, networks (spec 001 §2-§5, §8), personas of docs/personas.md: Greta Novak is in no
// network; Lucia Ferreira is the admin of the Family Business Network, whose joins wait for approval.
const GATEWAY = 'http://127.0.0.1:4010';
const MEMBER = 'greta.novak';
const ADMIN = 'lucia.ferreira';
const FAMILY_BUSINESS = '/networkLandingPage/00000000-0000-4000-8000-00000000c401';

/** A second persona side by side, in its own browser context. */
async function asAnother(browser: Browser, username: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, path, username);
  return page;
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('the networks landing page lists the networks by type in tabs; each opens its network page', async ({ page }) => {
  await signInAt(page, '/allNetworksPage', MEMBER);
  const tabs = page.getByRole('tablist', { name: 'Network types' });
  await expect(tabs.getByRole('tab')).toHaveText([/^All \(\d+\)$/, /^Business \(\d+\)$/, /^Family \(\d+\)$/, /^Personal \(\d+\)$/, /^Impact \(\d+\)$/]);
  await expect(page.getByRole('list', { name: 'All networks' }).getByRole('link', { name: 'Family Business Network' })).toBeVisible();
  await expectAccessible(page);
  await tabs.getByRole('tab', { name: /^Impact/ }).click();
  const impact = page.getByRole('list', { name: 'Impact networks' });
  await expect(impact.getByRole('link', { name: 'Impact Investing Network' })).toBeVisible();
  await expect(impact.getByRole('link', { name: 'Family Business Network' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('tab', { name: /^Family/ }).click();
  await page.getByRole('list', { name: 'Family networks' }).getByRole('link', { name: 'Family Business Network' }).click();
  await expect(page).toHaveURL(FAMILY_BUSINESS);
  await expect(page.getByRole('heading', { level: 1, name: 'Family Business Network' })).toBeVisible();
});

test('a member asks to join a private network; its admin approves; the member then finds it among their communities', async ({ page, browser }) => {
  await signInAt(page, FAMILY_BUSINESS, MEMBER);
  await expect(page.getByRole('heading', { level: 1, name: 'Family Business Network' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Related communities' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Network administration' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Join network' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your request to join is waiting for approval.' })).toBeVisible();
  // The request is the sandbox's: it is still pending after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Withdraw request' })).toBeVisible();

  const admin = await asAnother(browser, ADMIN, FAMILY_BUSINESS);
  const panels = admin.getByRole('region', { name: 'Network administration' });
  await panels.getByRole('button', { name: 'Requested members' }).click();
  const requests = admin.getByRole('list', { name: 'Join requests' });
  await expect(requests.getByText('Greta Novak')).toBeVisible();
  await expectAccessible(admin);
  await requests.getByRole('button', { name: 'Approve Greta Novak' }).click();
  // The sandbox seeds other requests: Greta's leaves the list, theirs stay.
  await expect(requests.getByText('Greta Novak')).toHaveCount(0);
  await expect(requests.getByRole('listitem').first()).toBeVisible();
  await admin.context().close();

  // The member's next permissions load (a new page load) has the network.
  await page.goto('/home');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: /^Family Business Network/ })).toBeVisible();
  await page.goto(FAMILY_BUSINESS);
  await expect(page.getByRole('button', { name: 'Resign from network' })).toBeVisible();
});

test("the admin's bulk invite refuses an email of no member profile with the spec's text", async ({ page }) => {
  await signInAt(page, FAMILY_BUSINESS, ADMIN);
  const panels = page.getByRole('region', { name: 'Network administration' });
  await panels.getByRole('button', { name: 'Invite someone' }).click();
  const field = page.getByRole('textbox', { name: 'Invite by email' });
  await field.fill('nobody@unknown.example');
  await field.press('Enter');
  await expect(page.getByRole('list', { name: 'Emails to invite' }).getByText('nobody@unknown.example')).toBeVisible();
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.getByText('Error while Inviting')).toBeVisible();
  await expect(page.getByText('(no member profile)')).toBeVisible();
  // The panels are mutually exclusive: opening the requested members closes the invitations.
  await panels.getByRole('button', { name: 'Requested members' }).click();
  await expect(field).toHaveCount(0);
  await expectAccessible(page);

  // spec 001 §2: the network's community page shows the same panels in its Admin View.
  await page.goto('/network/00000000-0000-4000-8000-00000000c401');
  await expect(page.getByRole('heading', { level: 1, name: 'Family Business Network' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Network administration' })).toHaveCount(0);
  await expect(sectionTabs(page).getByRole('tab', { name: 'Admin tools' })).toHaveCount(0);
  await openAdminTools(page);
  await page.getByRole('region', { name: 'Network administration' }).getByRole('button', { name: 'Requested members' }).click();
  await expect(page.getByRole('list', { name: 'Join requests' }).getByRole('button', { name: /^Approve / }).first()).toBeVisible();
  await expectAccessible(page);
});

test("the network's admin keeps the last admin seat, approves a requested group and edits a content block; each holds after a reload", async ({ page }) => {
  await signInAt(page, FAMILY_BUSINESS, ADMIN);
  const panels = page.getByRole('region', { name: 'Network administration' });

  // Manage participants: the network's admins are its community admins; Lucia demotes the others.
  await panels.getByRole('button', { name: 'Manage participants' }).click();
  const admins = page.getByRole('list', { name: 'Admins' });
  await expect(admins.getByText('Lucia Ferreira')).toBeVisible();
  await expectAccessible(page);
  const others = admins.getByRole('button', { name: /^Remove admin: (?!Lucia Ferreira$)/ });
  for (let left = await others.count(); left > 0; left--) {
    await others.first().click();
    await expect(others).toHaveCount(left - 1);
  }
  await expect(page.getByText('You are the last admin of this network.')).toBeVisible();
  await admins.getByRole('button', { name: 'Remove admin: Lucia Ferreira' }).click();
  await expect(page.getByText('The last admin of a group cannot be removed.')).toBeVisible();
  await page.reload();
  await panels.getByRole('button', { name: 'Manage participants' }).click();
  await expect(admins.getByRole('listitem')).toHaveCount(1);
  await expect(admins.getByText('Lucia Ferreira')).toBeVisible();

  // Requested groups: the pending group create requests; an approved one leaves the list for good.
  await panels.getByRole('button', { name: 'Requested groups' }).click();
  await expect(admins).toHaveCount(0);
  const requests = page.getByRole('list', { name: 'Pending group requests' });
  await expect(requests.getByText('Harbor City Sailing Group')).toBeVisible();
  await expectAccessible(page);
  await requests.getByRole('button', { name: 'Approve Harbor City Sailing Group' }).click();
  await expect(page.getByText('Harbor City Sailing Group')).toHaveCount(0);
  await page.reload();
  await panels.getByRole('button', { name: 'Requested groups' }).click();
  await expect(page.getByText('There are no pending group requests.')).toBeVisible();

  // A content block edited in place (user HTML, shown sanitised) is there after a reload.
  const block = page.getByRole('region', { name: 'About the network' });
  await block.getByRole('button', { name: 'Edit About the network' }).click();
  const form = page.getByRole('form', { name: 'Edit About the network' });
  await form.getByRole('textbox', { name: 'Text' }).fill('<p>Families who build <b>together</b>.</p>');
  await expect(form.getByRole('region', { name: 'Preview' }).getByText('together')).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'About the network' }).getByText('Families who build together.')).toBeVisible();
});
