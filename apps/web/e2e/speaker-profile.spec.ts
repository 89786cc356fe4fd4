import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAt } from './sign-in';
import { callAs, openAccountMenu } from './support/session';

// Issue 16, the speaker profile (spec 002 §2, §3, §6, §7; spec 000 §6), personas of docs/personas.md:
// Amelie Laurent applied (status P), Esperanza Ruiz is an approved member speaker, Hiroshi Tanaka is
// the external (non-member) speaker.
const GATEWAY = 'http://127.0.0.1:4010';
const AMELIE = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000015';
const ESPERANZA = '5d1f6a2e-3c4b-4f7a-9e21-0a0000000005';
const HIROSHI = '5a000000-0000-4000-8000-000000000001';
const profileOf = (id: string, cff = false) => `/speakerPage/speakerProfile?id=${id}${cff ? '&speakersWhoAre=IsCFFSpeaker' : ''}`;

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('the applicant sees View/Edit My Speaker Profile (Pending Approval) and opens their pending profile', async ({ page }) => {
  await signInAt(page, '/home', 'amelie.laurent');
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'View/Edit My Speaker Profile (Pending Approval)' }).click();
  await expect(page).toHaveURL(profileOf(AMELIE));
  await expect(page.getByRole('heading', { level: 1, name: 'Amelie Laurent' })).toBeVisible();
  await expect(page.getByText('Your speaker profile is pending approval.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit speaker profile' })).toHaveAttribute('href', '/speakerPage/editSpeakerProfile');
  await expectAccessible(page);
});

test('a member speaker unlocks the member section, edits the biography and sees it in the member profile', async ({ page }) => {
  await signInAt(page, profileOf(ESPERANZA), 'esperanza.ruiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Esperanza Ruiz' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Member profile' });
  await expect(section.getByRole('textbox', { name: 'Biography' })).toHaveCount(0);
  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'View/Edit My Speaker Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await section.getByRole('button', { name: 'Unlock' }).click();
  const biography = section.getByRole('textbox', { name: 'Biography' });
  await expect(biography).toBeVisible();
  await expectAccessible(page);
  const text = 'Esperanza speaks on regional economies and family enterprise.';
  await biography.fill(text);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Your member profile was saved.')).toBeVisible();
  await expect(section.getByText(text)).toBeVisible();

  await page.goto(`/memberProfile?memberId=${ESPERANZA}`);
  await expect(page.getByRole('heading', { level: 1, name: /Esperanza/ })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
});

test('the external speaker sees only the two account menu items and accepts the Resource Directory Terms of Use', async ({ page }) => {
  await signInAt(page, profileOf(HIROSHI), 'hiroshi.tanaka');
  await expect(page.getByRole('heading', { level: 1, name: 'Hiroshi Tanaka' })).toBeVisible();
  // Precondition: Hiroshi has not accepted the terms (the seed has him accepted).
  await callAs(page, 'POST', '/speaker/api/speaker/save-terms-and-conditions', { termsAndConditionsAccepted: false });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Resource Directory Terms of Use' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const saved = page.waitForResponse((res) => res.url().endsWith('/speaker/api/speaker/save-terms-and-conditions') && res.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(dialog).toBeHidden();

  const menu = await openAccountMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText(['Resource Directory Terms of Use', 'Contact us']);
  await page.keyboard.press('Escape');
  // The acceptance is stored: the next visit asks nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hiroshi Tanaka' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Resource Directory Terms of Use' })).toHaveCount(0);
});

test('a CFF profile shows the CFF fields', async ({ page }) => {
  await signInAt(page, '/home', 'amara.okafor');
  const found = (await callAs(page, 'POST', '/speaker/api/speakerdirectory', {
    search: '',
    skip: 0,
    maxResultCount: 1,
    searchFilters: [{ filterKey: 'speakersWhoAre', filterValue: 'IsCFFSpeaker' }],
    orderBy: null,
  })) as { searchResults: { personID: string; firstName: string; familyName: string }[] };
  const cff = found.searchResults[0];
  expect(cff).toBeDefined();
  await page.goto(profileOf(cff?.personID ?? '', true));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`${cff?.familyName ?? ''}$`) })).toBeVisible();
  const details = page.getByRole('region', { name: 'Certified forum facilitator' });
  await expect(details).toBeVisible();
  for (const term of ['Qualification', 'Retreat topic', 'Tag line', 'CFF since', 'Forum programs']) await expect(details.getByText(term, { exact: true })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Fees per training' })).toBeVisible();
  await expectAccessible(page);
});
