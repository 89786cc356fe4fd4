import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAt } from './sign-in';

// Issue 15, around me (spec 002 §3-§8), personas of docs/personas.md: Amara Okafor is a member;
// Kwame Asante (staff) reviews business assets (approve / deny). docs/sandbox.md "Around me".
const GATEWAY = 'http://127.0.0.1:4010';
const MEMBER = 'amara.okafor';
const REVIEWER = 'kwame.asante';
const HOTEL = 'Saffron Inn Harbor';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function asAnother(browser: Browser, username: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, path, username);
  return page;
}

/** Chooses `option` in the react-aria select labelled `label`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('a member submits a hotel, the reviewer denies it with a reason, the member resubmits, it is approved into the directory', async ({ page, browser }) => {
  await signInAt(page, '/businesses', MEMBER);
  const mine = page.getByRole('list', { name: 'My businesses' });
  await expect(mine.getByRole('heading', { name: 'Harbor Light Hotel' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add a business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a business' });
  await dialog.getByLabel('Telephone').fill('call me');
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog.getByText('Please enter the business name')).toBeVisible();
  await expect(dialog.getByText('Please enter valid phone number')).toBeVisible();
  await expect(dialog.getByText('Please select at least one relationship: Investor, Operator or Owner')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Business name').fill(HOTEL);
  await dialog.getByLabel('Street', { exact: true }).fill('7 Garden Row');
  await dialog.getByLabel('City').fill('Harbor City');
  await choose(page, dialog, 'Country', 'Harbor Isles');
  await choose(page, dialog, 'State/Province', 'Atlantic');
  await dialog.getByLabel('ZIP/Postal code').fill('00107');
  await choose(page, dialog, 'Region', 'North America');
  await dialog.getByText('Owner', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Owner' })).toBeChecked();
  await choose(page, dialog, 'Establishment type', 'Accommodation');
  await choose(page, dialog, 'Accommodation type', 'Boutique');
  await dialog.getByLabel('Telephone').fill('+1 555 010 0199');
  await dialog.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog).toHaveCount(0);
  const mineHotel = mine.getByRole('listitem').filter({ has: page.getByRole('heading', { name: HOTEL }) });
  await expect(mineHotel.getByText('This business is under review. You can edit it again when the review completes.')).toBeVisible();
  await expect(mineHotel.getByRole('button', { name: `Edit ${HOTEL}` })).toHaveCount(0);

  const reviewer = await asAnother(browser, REVIEWER, '/businesses');
  await expect(reviewer.getByRole('heading', { name: 'Pending asset requests' })).toBeVisible();
  await reviewer.getByRole('button', { name: `Deny ${HOTEL}` }).click();
  const deny = reviewer.getByRole('dialog', { name: `Deny: ${HOTEL}` });
  await deny.getByRole('button', { name: 'Deny' }).click();
  await expect(deny.getByText('Please enter the reason for the denial')).toBeVisible();
  await deny.getByLabel('Reason for the denial').fill('Please add the hotel class.');
  await deny.getByRole('button', { name: 'Deny' }).click();
  await expect(deny).toHaveCount(0);
  await expect(reviewer.getByRole('button', { name: `Deny ${HOTEL}` })).toHaveCount(0);
  await expectAccessible(reviewer);

  await page.reload();
  await expect(mineHotel.getByText('Denied: Please add the hotel class.')).toBeVisible();
  await mineHotel.getByRole('button', { name: `Edit ${HOTEL}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit business' });
  await expect(edit.getByLabel('Business name')).toHaveValue(HOTEL);
  await choose(page, edit, 'Hotel class', 'Luxury');
  await edit.getByRole('button', { name: 'Submit for review' }).click();
  await expect(edit).toHaveCount(0);
  await expect(mineHotel.getByText('Under review', { exact: true })).toBeVisible();

  await reviewer.reload();
  await reviewer.getByRole('button', { name: `Approve ${HOTEL}` }).click();
  await expect(reviewer.getByRole('button', { name: `Approve ${HOTEL}` })).toHaveCount(0);
  await reviewer.context().close();

  await page.reload();
  const directory = page.getByRole('search');
  await directory.getByLabel('Search businesses').fill('Saffron Inn');
  await directory.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('list', { name: 'Businesses', exact: true }).getByRole('heading', { name: HOTEL })).toBeVisible();
  await expect(mineHotel.getByText('Approved', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("the member profile lists the member's businesses (the my-assets shortcut) and leads to around me", async ({ page }) => {
  await signInAt(page, '/memberProfile', MEMBER);
  const businesses = page.getByRole('region', { name: 'Businesses' });
  await expect(businesses.getByText(/^Harbor Light Hotel/)).toBeVisible();
  await expectAccessible(page);
  await businesses.getByRole('link', { name: 'Open Around me' }).click();
  await expect(page).toHaveURL(/\/businesses$/);
  await expect(page.getByRole('list', { name: 'My businesses' }).getByRole('heading', { name: 'Harbor Light Hotel' })).toBeVisible();
});

test('a reviewer downloads the bulk add template and uploads it back; anything but a spreadsheet is refused', async ({ page }) => {
  await signInAt(page, '/businesses', REVIEWER);
  const bulk = page.getByRole('region', { name: 'Bulk add' });
  const [download] = await Promise.all([page.waitForEvent('download'), bulk.getByRole('button', { name: 'Download the bulk add template' }).click()]);
  expect(download.suggestedFilename()).toBe('Businesses bulk add template.xlsx');
  const template = await download.path();

  const chooser = page.waitForEvent('filechooser');
  await bulk.getByRole('button', { name: 'Upload the filled-in template' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a spreadsheet') });
  await expect(bulk.getByText('Please upload a valid document')).toBeVisible();

  const again = page.waitForEvent('filechooser');
  await bulk.getByRole('button', { name: 'Upload the filled-in template' }).click();
  await (await again).setFiles({ name: 'Businesses bulk add template.xlsx', mimeType: XLSX, buffer: readFileSync(template) });
  await expect(bulk.getByText('The template was uploaded.')).toBeVisible();
  await expectAccessible(page);
});
