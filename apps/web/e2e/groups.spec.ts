import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { openAdminTools, openSection } from './community-sections';
import { signInAt } from './sign-in';

// spec 001 §2-§6 and issue 13 'Groups', against the stateful sandbox (mocks/src/sandbox/domains/networks-groups.ts).
// Amara Okafor is a member; Ines Delacroix is the Group Super Administrator and an admin
// of the Mentoring Group (docs/personas.md).
const GATEWAY = 'http://127.0.0.1:4010';
const MENTORING = '00000000-0000-4000-8000-00000000c601';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Amara asks for a new group on /group; Ines approves it on /group; the group's id. */
async function approvedGroup(page: Page, other: Page, name: string): Promise<string> {
  await signInAt(page, '/group', 'amara.okafor');
  // Her group's page: the request form is in its About section.
  await openSection(page, 'About');
  const form = page.getByRole('region', { name: 'Ask for a new group' });
  await form.getByLabel('Group name').fill(name);
  await form.getByLabel('Description').fill('Members who row on the harbour at dawn.');
  // react-aria's checkbox input is visually hidden: the label is what a pointer presses.
  await form.getByText('Wellbeing', { exact: true }).click();
  await expect(form.getByRole('checkbox', { name: 'Wellbeing' })).toBeChecked();
  const created = page.waitForResponse((response) => response.url().includes('/communities/api/group/creategrouprequest'));
  await form.getByRole('button', { name: 'Send request' }).click();
  const groupId = ((await (await created).json()) as { groupId: string }).groupId;
  await expect(form.getByRole('list', { name: 'Your pending requests' })).toContainText(name);
  await expectAccessible(page);

  await signInAt(other, '/group', 'ines.delacroix');
  const pending = other.getByRole('list', { name: 'Pending group requests' });
  await expect(pending).toContainText(name);
  await expectAccessible(other);
  await pending.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(pending).not.toContainText(name);
  // Reviewed requests leave the pending list for good.
  await other.reload();
  await expect(other.getByRole('list', { name: 'Pending group requests' })).toContainText('Harbor City Sailing Group');
  await expect(other.getByText(name)).toHaveCount(0);
  return groupId;
}

test('a member files a group create request, the Group Super Administrator approves it and it leaves the list; the requester, its admin, configures its focus and sees it; the last admin cannot be removed', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const superAdmin = await (await browser.newContext()).newPage();
  const groupId = await approvedGroup(page, superAdmin, 'Harbor Rowing Group');

  // The approved group is Amara's after her next permissions load; she is its only admin.
  await page.goto(`/group/${groupId}`);
  await expect(title(page, 'Harbor Rowing Group')).toBeVisible();
  await openAdminTools(page);
  const configure = page.getByRole('region', { name: 'Configure group' });
  await configure.getByText('Leadership', { exact: true }).click();
  await expect(configure.getByRole('checkbox', { name: 'Leadership' })).toBeChecked();
  // A gateway 500 on the save keeps what was typed; the retry saves.
  let calls = 0;
  await page.route('**/communities/api/group/configure', (route) =>
    calls++ === 0 ? route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Internal Server Error', status: 500 }) }) : route.continue(),
  );
  await configure.getByRole('button', { name: 'Save' }).click();
  await expect(configure.getByRole('alert')).toBeVisible();
  await expect(configure.getByRole('checkbox', { name: 'Leadership' })).toBeChecked();
  await configure.getByRole('button', { name: 'Save' }).click();
  await expect(configure.getByRole('status')).toHaveText('Saved.');
  await expectAccessible(page);

  const participants = page.getByRole('region', { name: 'Manage participants' });
  await expect(participants.getByText('You are the last admin of this group.')).toBeVisible();
  await participants.getByRole('button', { name: 'Remove admin: Amara Okafor' }).click();
  await expect(participants.getByRole('alert')).toHaveText('The last admin of a group cannot be removed.');
  await expectAccessible(page);

  // In Member View, after a reload: the focus as saved, and Amara still the admin.
  await page.reload();
  await page.getByRole('radiogroup', { name: 'Community view' }).getByRole('radio', { name: 'Member View' }).click();
  await openSection(page, 'About');
  await expect(page.getByRole('region', { name: 'About Harbor Rowing Group' })).toContainText('Focus: Wellbeing, Leadership');
  await openAdminTools(page);
  await expect(page.getByRole('list', { name: 'Admins', exact: true })).toContainText('Amara Okafor');
  await expect(page.getByRole('region', { name: 'Manage participants' }).getByText('You are the last admin of this group.')).toBeVisible();
  await superAdmin.context().close();
});

test('/mentoring opens the Mentoring Group page; its admin searches its members', async ({ page }) => {
  await signInAt(page, '/home', 'ines.delacroix');
  await page.goto('/mentoring');
  await expect(page).toHaveURL(`/group/${MENTORING}`);
  await expect(title(page, 'Mentoring Group')).toBeVisible();
  await openAdminTools(page);
  const participants = page.getByRole('region', { name: 'Manage participants' });
  await expect(participants.getByRole('list', { name: 'Admins', exact: true })).toContainText('Ines Delacroix');
  await participants.getByRole('searchbox', { name: 'Search members' }).fill('a');
  await expect(participants.getByRole('list', { name: 'Members found' })).toHaveCount(0);
  await participants.getByRole('searchbox', { name: 'Search members' }).fill('an');
  await expect(participants.getByRole('list', { name: 'Members found' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
});
