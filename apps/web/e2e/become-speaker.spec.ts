import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAt } from './sign-in';
import { pastTheRightEdge } from './support/fits-screen';
import { answer, field, fillBiographyAndTopics, fillFees, fillPersonalInfoButFirstName, next, stepHeading, tick } from './support/speaker-form';

// Issue 16, Become a Speaker (spec 002 §2, §4, §5, §8, §9), personas of docs/personas.md: Amara
// Okafor (member, not a speaker) applies; Amelie Laurent (pending, P) is sent home; Hiroshi Tanaka
// (non-member speaker, A) edits his profile. docs/speakers.md "Become a Speaker".
const GATEWAY = 'http://127.0.0.1:4010';
// The texts the user sees (SPEAKER_MESSAGES of @ypo/headless/speaker; spec 002 §5, §8 quoted word for word).
const M = {
  becomeSpeaker: 'Become a Speaker',
  next: 'Next', back: 'Back', submit: 'Submit', save: 'Save', yes: 'Yes',
  labelFirstName: 'First name', labelTitle: 'Title', labelCountry: 'Country', labelBiography: 'Biography',
  labelPreviouslySpoken: 'Have you previously spoken at an event of the network?', labelPreviousEvents: 'Events you spoke at',
  labelTerms: 'I have read the', termsOfUse: 'Resource Directory Terms of Use',
  blank: 'Cannot be left blank', requiredFields: 'Please fill in the required fields', eventsRequired: 'You must list at least one event',
  termsRequired: 'You must confirm you have read Resource Directory Terms of Use', saved: 'Profile saved successfully',
  thankYouTitle: 'Thank you for applying to become a speaker',
  thankYou: 'Our team will review your application and follow up with you by email within five business days.',
} as const;
const BECOME = '/speakerPage/becomeSpeaker';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

test('a member applies: a blank field shows its text, values survive Back and Next, the thank-you, then the route sends them home', async ({ page }) => {
  // spec 000 §2 step 10: signed out, the speaker route sends to /home; so sign in first.
  await signInAt(page, '/home', 'amara.okafor');
  await page.goto(BECOME);
  await expect(page.getByRole('heading', { level: 1, name: M.becomeSpeaker })).toBeVisible();
  await expect(stepHeading(page, 1)).toBeVisible();
  await expectAccessible(page);

  // Personal info, first name left blank.
  await fillPersonalInfoButFirstName(page);
  await page.getByRole('button', { name: M.next }).click();
  await expect(page.getByText(M.blank)).toBeVisible();
  await expect(page.getByText(M.requiredFields)).toBeVisible();
  await expect(field(page, M.labelFirstName)).toBeFocused();
  await expectAccessible(page);
  await field(page, M.labelFirstName).fill('Amara');
  await next(page, 2);

  // Biography, languages, associations.
  await fillBiographyAndTopics(page);

  // Back twice and forward again: everything typed is kept.
  await page.getByRole('button', { name: M.back }).click();
  await expect(page.getByRole('checkbox', { name: 'Leading Change', exact: true })).toBeChecked();
  await page.getByRole('button', { name: M.back }).click();
  await expect(field(page, M.labelBiography)).toHaveValue(/harbour logistics/);
  await page.getByRole('button', { name: M.back }).click();
  await expect(field(page, M.labelFirstName)).toHaveValue('Amara');
  await expect(page.getByRole('combobox', { name: M.labelCountry })).toHaveValue('Harbor Isles');
  await next(page, 2);
  await next(page, 3);
  await next(page, 4);

  // Presentation: previously spoken yes needs an event.
  await answer(page, M.labelPreviouslySpoken, M.yes);
  await page.getByRole('button', { name: M.next }).click();
  await expect(page.getByText(M.eventsRequired)).toBeVisible();
  await field(page, M.labelPreviousEvents).fill('Harbor City Leadership Summit 2025');
  await next(page, 5);

  // Fees and terms.
  await fillFees(page);
  await page.getByRole('button', { name: M.submit }).click();
  await expect(page.getByText(M.termsRequired)).toBeVisible();
  await expectAccessible(page);
  await tick(page, `${M.labelTerms} ${M.termsOfUse}`);
  await page.getByRole('button', { name: M.submit }).click();
  await expect(page.getByRole('heading', { name: M.thankYouTitle })).toBeVisible();
  await expect(page.getByText(M.thankYou)).toBeVisible();
  await expectAccessible(page);

  // Pending now (P): the become-a-speaker route sends them home.
  await page.goto(BECOME);
  await expect(page).toHaveURL(/\/home$/);
});

test('a pending applicant (P) is sent home from the become-a-speaker route', async ({ page }) => {
  await signInAt(page, '/home', 'amelie.laurent');
  await page.goto(BECOME);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: M.becomeSpeaker })).toHaveCount(0);
});

test('the non-member speaker edits his title and sees Profile saved successfully', async ({ page }) => {
  await signInAt(page, '/speakerPage/editSpeakerProfile', 'hiroshi.tanaka');
  await expect(field(page, M.labelTitle)).toHaveValue('Leadership speaker');
  await expectAccessible(page);
  await field(page, M.labelTitle).fill('Author and keynote speaker');
  for (const step of [2, 3, 4, 5]) await next(page, step);
  await page.getByRole('button', { name: M.save }).click();
  await expect(page.getByText(M.saved)).toBeVisible();
  await page.goto('/speakerPage/speakerProfile?id=5a000000-0000-4000-8000-000000000001');
  await expect(page.getByText('Author and keynote speaker')).toBeVisible();

  // On a phone the profile fits the screen: nothing of it reaches past the right edge (a long address wraps).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('article', { name: 'Hiroshi Tanaka' })).toBeVisible();
  expect(await pastTheRightEdge(page)).toEqual([]);
});
