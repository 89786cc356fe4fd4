import { sortCommunities } from '@ypo/headless/core';
import { expect, expectAccessible, findPersonaByUsername, MEMBER, test } from '@ypo/testing/playwright';

/** What the sandbox serves a persona, in the communities-list order (spec 000 §1), as `toHaveText` patterns. */
function communitiesOf(username: string): RegExp[] {
  const persona = findPersonaByUsername(username);
  if (!persona) throw new Error(`no persona ${username}`);
  return sortCommunities(persona.permissionsResult.communities).map((c) => new RegExp(`^${c.name}`));
}

// The embedding app's own check: a persona signs in at the platform's identity provider and sees
// their communities and permissions, through the published packages only.
test('a member signs in from the partner portal and sees their communities and permissions', async ({ page, signIn }) => {
  await signIn();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Your communities' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Communities' }).getByRole('listitem')).toHaveText(communitiesOf(MEMBER.username));
  await expect(page.getByText('Signed in as Amara Okafor')).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(/Member/);
  // The user and the sign-in state live in sessionStorage only.
  expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);
  expect(await page.evaluate(() => Object.keys(window.sessionStorage).some((key) => key.startsWith('oidc.user:')))).toBe(true);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Harbor City Chapter' }).click();
  await expect(page).toHaveURL(/\/communities\/00000000-0000-4000-8000-00000000c101$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor City Chapter' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/logout');
  await expect(page.getByRole('heading', { name: 'You have signed out' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(window.sessionStorage).some((key) => key.startsWith('oidc.user:')))).toBe(false);
});

test.describe('another persona', () => {
  test.use({ persona: { username: 'chen.weiling', password: 'Connect-2026!' } });

  test('sees their own communities, and not a chapter they do not belong to', async ({ page, signIn }) => {
    await signIn({ path: '/communities/00000000-0000-4000-8000-00000000c101' });
    // Back where they were going: Harbor City Chapter, which is not theirs.
    await expect(page).toHaveURL('/communities/00000000-0000-4000-8000-00000000c101');
    await expect(page.getByRole('heading', { name: 'Community not found' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Communities' }).click();
    await expect(page.getByRole('list', { name: 'Communities' }).getByRole('listitem')).toHaveText(communitiesOf('chen.weiling'));
    // Not the first member's list: four communities of their own.
    await expect(page.getByRole('list', { name: 'Communities' }).getByRole('link', { name: 'Northwind Gold Chapter' })).toBeVisible();
    await expect(page.getByText('Signed in as Wei-Ling Chen')).toBeVisible();
  });
});
