import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAnother, signInAt } from './sign-in';

// Issue 16, Speaker Administration (spec 002 §4, §6), personas of docs/personas.md: Kwame Asante
// (staff) may view the speaker admin directory; Amara Okafor (member) may not. The sandbox is
// reset around each test, so the seeded pending applicants are the same every run.
const GATEWAY = 'http://127.0.0.1:4010';
const STAFF = 'kwame.asante';
const MEMBER = 'amara.okafor';
const PENDING = 'Pending Applicants/Requests';
const REVIEWED = 'Reviewed Applicants';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

/** The pending count shown in the Pending tab. */
async function pendingCount(page: Page): Promise<number> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${PENDING} \\d+$`) });
  await expect(tab).toBeVisible();
  return Number((await tab.textContent())?.replace(PENDING, '').trim());
}

/** Reviews the first pending applicant with `decision` ('Approve' or 'Deny'), confirming the spec question; gives the applicant's name. */
async function reviewFirst(page: Page, pending: Locator, decision: 'Approve' | 'Deny'): Promise<string> {
  const name = (await pending.getByRole('heading').first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await pending.getByRole('button', { name: `${decision} ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `${decision}: ${name}` });
  await expect(dialog).toContainText(`Are you sure want to ${decision.toLowerCase()} the Applicant?`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: decision }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`The applicant was ${decision === 'Approve' ? 'approved' : 'denied'}.`)).toBeVisible();
  await expect(pending.getByRole('heading', { name, exact: true })).toHaveCount(0);
  return name;
}

/** Shows the reviewed applicants of `filter`. */
async function showReviewed(page: Page, filter: string) {
  await page.getByRole('tab', { name: REVIEWED }).click();
  await page.getByRole('button', { name: /Show$/ }).click();
  await page.getByRole('option', { name: filter, exact: true }).click();
}

test('staff approve and deny pending applicants, who move to Reviewed Applicants with their status; a member sees Administrators Only', async ({ page, browser }) => {
  await signInAt(page, '/speakerPage/admin', STAFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Speaker Administration' })).toBeVisible();
  const pending = page.getByRole('list', { name: PENDING });
  await expect(pending.getByRole('listitem').first()).toBeVisible();
  const count = await pendingCount(page);
  expect(count).toBeGreaterThan(1);
  await expectAccessible(page);

  const approved = await reviewFirst(page, pending, 'Approve');
  await expect(page.getByRole('tab', { name: `${PENDING} ${count - 1}` })).toBeVisible();
  const denied = await reviewFirst(page, pending, 'Deny');
  await expect(page.getByRole('tab', { name: `${PENDING} ${count - 2}` })).toBeVisible();

  await showReviewed(page, 'Approved Only');
  const reviewed = page.getByRole('list', { name: REVIEWED });
  const approvedCard = reviewed.getByRole('listitem').filter({ has: page.getByRole('heading', { name: approved, exact: true }) });
  await expect(approvedCard).toContainText('Approved');
  await expect(reviewed.getByRole('heading', { name: denied, exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await showReviewed(page, 'Denied Only');
  await expect(reviewed.getByRole('listitem').filter({ has: page.getByRole('heading', { name: denied, exact: true }) })).toContainText('Denied');
  await expect(reviewed.getByRole('heading', { name: approved, exact: true })).toHaveCount(0);

  const member = await signInAnother(browser, '/speakerPage/admin', MEMBER);
  await expect(member.getByRole('heading', { name: 'Administrators Only' })).toBeVisible();
  await expect(member.getByRole('tab')).toHaveCount(0);
  await expectAccessible(member);
  await member.context().close();
});
