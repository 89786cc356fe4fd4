import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAt } from './sign-in';

// Issue 17, the waiver form (spec 002 §3, §5, §8, §9), personas of docs/personas.md: Bruno Lindqvist,
// chapter officer of Harbor City Chapter, requests a waiver for a prospect who has none yet: bad input
// shows its texts beside the fields, a draft is saved, then the request is submitted with two
// attachments. docs/waivers.md.
const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
// A prospect without a waiver: the form starts empty and the first save creates the waiver.
const LEAD = '7b000000-0000-4000-8000-0000000e2e17';
const FORM = `/waiverForm?communityId=${HARBOR_CITY}&leadId=${LEAD}`;
// The texts the user sees (WAIVER_MESSAGES of @ypo/headless/waiver; spec 002 §5, §8 quoted word for word).
const M = {
  title: 'Waiver Request', saveDraft: 'Save as draft', submit: 'Submit',
  ageInvalid: 'Please provide valid age', websiteInvalid: 'Please provide a valid web address', draftInvalid: 'Please provide valid information',
  requiredDetails: 'Please fill the required details', questionRequired: 'This field is required',
  saved: 'Waiver saved successfully', requested: 'Waiver Requested Successfully', attached: 'File(s) attached successfully',
  locked: 'This waiver is with the review and can no longer be changed by the chapter.',
} as const;
const QUESTIONS = ['Why should the qualification be waived for this prospect?', "Describe the prospect's leadership responsibilities.", 'How does the chapter support this request?'];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a chapter officer sees the texts of bad input, saves a draft, then submits with two attachments', async ({ page }) => {
  await signInAt(page, '/home', 'bruno.lindqvist');
  await page.goto(FORM);
  await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
  await expect(field(page, 'First name')).toHaveValue('');
  await expectAccessible(page);

  // Bad input: the draft is refused, each text beside its field, what was typed kept.
  await field(page, 'First name').fill('Sigrid');
  await field(page, 'Last name').fill('Halvorsen');
  await field(page, 'Age').fill('130');
  await field(page, 'Website').fill('halvorsen-shipping');
  await page.getByRole('button', { name: M.saveDraft }).click();
  await expect(page.getByText(M.draftInvalid)).toBeVisible();
  await expect(page.getByText(M.ageInvalid)).toBeVisible();
  await expect(page.getByText(M.websiteInvalid)).toBeVisible();
  await expect(field(page, 'Age')).toHaveValue('130');
  await expect(field(page, 'Age')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // Fixed: the draft is saved.
  await field(page, 'Age').fill('52');
  await field(page, 'Website').fill('https://halvorsen-shipping.example');
  await page.getByRole('button', { name: M.saveDraft }).click();
  await expect(page.getByText(M.saved)).toBeVisible();

  // A submit with the required details missing.
  await page.getByRole('button', { name: M.submit, exact: true }).click();
  await expect(page.getByText(M.requiredDetails)).toBeVisible();
  await expect(page.getByText(M.questionRequired)).toHaveCount(3);

  // Every field filled in; numbers show with thousands separators.
  await choose(page, 'Type of waiver', 'Dollar volume');
  await field(page, 'Company name').fill('Halvorsen Shipping');
  await choose(page, 'Type of company', 'Family owned');
  await choose(page, 'Corporation type', 'Corporation');
  await choose(page, 'Title', 'CEO');
  await field(page, 'Who do you report to?').fill('Board of directors');
  await field(page, 'Number of employees').fill('240');
  await field(page, 'Total employee compensation (USD million)').fill('12.5');
  await field(page, 'Dollar volume').fill('38000000');
  await field(page, 'Dollar volume').blur();
  await expect(field(page, 'Dollar volume')).toHaveValue('38,000,000');
  await field(page, 'Chapter name').fill('Harbor City Chapter');
  await field(page, 'Region name').fill('Atlantic Region');
  await field(page, 'Number of members in chapter').fill('64');
  for (const [i, question] of QUESTIONS.entries()) await field(page, question).fill(`Answer ${i + 1}: the chapter supports Sigrid.`);

  // Two attachments, uploaded on their own.
  await page.locator('input[type=file]').setInputFiles([
    { name: 'fleet.png', mimeType: 'image/png', buffer: PNG },
    { name: 'board.jpg', mimeType: 'image/jpeg', buffer: JPG },
  ]);
  await expect(page.getByText(M.attached)).toBeVisible();
  const attachments = page.getByRole('list', { name: 'Attached documents' });
  await expect(attachments.getByRole('listitem')).toHaveCount(2);
  await expect(attachments.getByRole('link', { name: 'fleet.png' })).toBeVisible();
  await expect(attachments.getByRole('link', { name: 'board.jpg' })).toBeVisible();

  await page.getByRole('button', { name: M.submit, exact: true }).click();
  await expect(page.getByText(M.requested)).toBeVisible();
  await expect(page.getByText(M.locked)).toBeVisible();
  await expect(page.getByRole('button', { name: M.submit, exact: true })).toHaveCount(0);
  await expectAccessible(page);

  // The sandbox kept the request: reopened, it shows what was sent, read-only to the chapter.
  await page.reload();
  await expect(field(page, 'Dollar volume')).toHaveValue('38,000,000');
  await expect(field(page, 'Company name')).toHaveValue('Halvorsen Shipping');
  await expect(page.getByRole('list', { name: 'Attached documents' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(M.locked)).toBeVisible();
});
