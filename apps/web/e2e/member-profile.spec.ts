import { choose } from './profile-helpers';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAt } from './sign-in';

// Issue 15, the member profile (spec 002 §2, §3, §5, §6) against the sandbox's stateful profile:
// Amara Okafor (member of Harbor City Chapter) edits her professional collections; Farid Haddad (another
// member) reads them without edit mode; Bruno Lindqvist (admin of Harbor City Chapter) may edit her
// profile, Wei-Ling Chen (admin of Northwind Gold Chapter) may not (docs/personas.md).
const GATEWAY = 'http://127.0.0.1:4010';
const AMARA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000001';
const amaraProfile = (query = '') => `/memberProfile?memberId=${AMARA}${query}`;

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('a member edits three collections, each first with an invalid entry; another member sees the changes and no edit mode', async ({ page, browser }) => {
  await signInAt(page, amaraProfile(), 'amara.okafor');
  await expect(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
  // /myProfile opens her own profile in edit mode (spec 002 §2).
  await page.goto('/myProfile');
  await expect(page).toHaveURL(new RegExp(`/memberProfile\\?memberId=${AMARA}.*mode=edit`));
  await expect(page.getByText('You are editing this profile.')).toBeVisible();

  // 1. Training and certifications: the course name, month and year are required.
  await page.getByRole('button', { name: 'Add training or certification' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Certification name').fill('Certified Family Office Advisor');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter the course name')).toBeVisible();
  await expect(dialog.getByText('Please select the month')).toBeVisible();
  await expect(dialog.getByText('Please select the year')).toBeVisible();
  await expect(dialog.getByLabel('Certification name')).toHaveValue('Certified Family Office Advisor');
  await expectAccessible(page);
  await dialog.getByLabel('Course name').fill('Family Office Program');
  await choose(page, dialog, 'Month', 'October');
  await choose(page, dialog, 'Year', '2024');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const trainings = page.getByRole('region', { name: 'Training and certifications' });
  await expect(trainings.getByText('Certified Family Office Advisor')).toBeVisible();

  // 2. Company investments: the website must be an address ('Please enter correct url').
  await page.getByRole('button', { name: 'Add company investment' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Company name').fill('Lantern Harbor Ventures');
  await choose(page, dialog, 'Industry', 'Financial Services');
  await dialog.getByLabel('Website').fill('not a web address');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter correct url')).toBeVisible();
  await dialog.getByLabel('Website').fill('lantern-harbor.example/portfolio');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Company investments' }).getByText('Lantern Harbor Ventures')).toBeVisible();

  // 3. Professional experience: the end must come after the start.
  await page.getByRole('button', { name: 'Add professional experience' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Company name').fill('Tidewater Shipping');
  await dialog.getByLabel('Title').fill('Board Member');
  await choose(page, dialog, 'Industry', 'Transportation and Logistics');
  await choose(page, dialog, 'Start month', 'June');
  await choose(page, dialog, 'Start year', '2020');
  await choose(page, dialog, 'End month', 'January');
  await choose(page, dialog, 'End year', '2019');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('End date must be greater than start date.')).toBeVisible();
  await choose(page, dialog, 'End year', '2023');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Professional experience' }).getByText('Board Member · Tidewater Shipping')).toBeVisible();
  await expectAccessible(page);

  // Another member sees the changes, and no edit mode even with mode=edit in the address.
  const other = await browser.newContext();
  const peer = await other.newPage();
  await signInAt(peer, amaraProfile('&mode=edit'), 'farid.haddad');
  await expect(peer.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();
  await expect(peer.getByRole('region', { name: 'Training and certifications' }).getByText('Certified Family Office Advisor')).toBeVisible();
  await expect(peer.getByRole('region', { name: 'Company investments' }).getByText('Lantern Harbor Ventures')).toBeVisible();
  await expect(peer.getByText('Board Member · Tidewater Shipping')).toBeVisible();
  await expect(peer.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await expect(peer.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await expect(peer.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expectAccessible(peer);
  await other.close();
});

test("a chapter admin the server allows edits a member's profile; an admin of another chapter gets no edit mode", async ({ page, browser }) => {
  await signInAt(page, amaraProfile(), 'bruno.lindqvist');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/mode=edit/);
  await page.getByRole('button', { name: 'Add accomplishment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Company name').fill('Okafor Logistics');
  await dialog.getByLabel('Description').fill('Chapter award for mentoring new members.');
  await choose(page, dialog, 'Month', 'March');
  await choose(page, dialog, 'Year', '2025');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Accomplishments' }).getByText('Chapter award for mentoring new members.')).toBeVisible();

  const other = await browser.newContext();
  const outsider = await other.newPage();
  await signInAt(outsider, amaraProfile('&mode=edit'), 'chen.weiling');
  await expect(outsider.getByRole('region', { name: 'Accomplishments' }).getByText('Chapter award for mentoring new members.')).toBeVisible();
  await expect(outsider.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await expect(outsider.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await other.close();
});
