// Helpers of the Become a Speaker E2E specs (become-speaker.spec.ts, speaker-journey.spec.ts): the form's
// controls by their labels, as a person uses them. Texts: SPEAKER_MESSAGES of @ypo/headless/speaker.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../a11y';
import { expect } from '../fixtures';

/** The form's texts the helpers use (spec 002 §5 word for word). */
export const SPEAKER_FORM = {
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  next: 'Next', genderFemale: 'Female',
  labelFirstName: 'First name', labelFamilyName: 'Family name', labelTitle: 'Title', labelTravelFromCity: 'Travel from city', labelCountry: 'Country',
  labelPhoneCode: 'Phone code', labelPhone: 'Phone', labelEmail: 'Email', labelGender: 'Gender', labelBiography: 'Biography',
  yes: 'Yes', no: 'No', labelFeeRange: 'Fees Range (USD)', labelReducedFee: 'Would you offer a reduced fee for 3 or more engagements?',
  labelTrp: 'Would you join the Travelling Resource Program', labelServingResource: 'Would you speak at virtual events?',
} as const;

/** A text field by its exact label. */
export const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Answers a radio group: react-aria keeps the native inputs visually hidden, so the choice is made on its label. */
export const answer = (page: Page, question: string, choice: string) =>
  page.getByRole('radiogroup', { name: question }).locator('label', { has: page.getByRole('radio', { name: choice, exact: true }) }).click();

/** Ticks a checkbox on its label. */
export const tick = (page: Page, name: string) => page.locator('label', { has: page.getByRole('checkbox', { name, exact: true }) }).click();

/** The heading of step `step` of 5. */
export const stepHeading = (page: Page, step: number) => page.getByRole('heading', { level: 2, name: new RegExp(`${SPEAKER_FORM.stepOf(step, 5)}$`) });

/** Presses Next, waits for step `step` and checks it with axe. */
export async function next(page: Page, step: number) {
  await page.getByRole('button', { name: SPEAKER_FORM.next }).click();
  await expect(stepHeading(page, step)).toBeVisible();
  await expectAccessible(page);
}

/** Fills Amara Okafor's personal info (a member of docs/personas.md), all but the first name, which the specs leave blank first. */
export async function fillPersonalInfoButFirstName(page: Page) {
  await field(page, SPEAKER_FORM.labelFamilyName).fill('Okafor');
  await field(page, SPEAKER_FORM.labelTitle).fill('Keynote speaker on logistics');
  await field(page, SPEAKER_FORM.labelTravelFromCity).fill('Harbor City');
  await page.getByRole('combobox', { name: SPEAKER_FORM.labelCountry }).fill('Harbor');
  await page.getByRole('option', { name: 'Harbor Isles', exact: true }).click();
  await field(page, SPEAKER_FORM.labelPhoneCode).fill('1');
  await field(page, SPEAKER_FORM.labelPhone).fill('5550100001');
  await field(page, SPEAKER_FORM.labelEmail).fill('amara.okafor@harborcity.example');
  await answer(page, SPEAKER_FORM.labelGender, SPEAKER_FORM.genderFemale);
}

/** On step 5: the fee range ($5,000), a reduced fee, no TRP, virtual events (the terms are left to the spec). */
export async function fillFees(page: Page) {
  await page.getByRole('button', { name: new RegExp(SPEAKER_FORM.labelFeeRange.replace(/[()]/g, '\\$&')) }).click();
  await page.getByRole('option', { name: '$5,000', exact: true }).click();
  await answer(page, SPEAKER_FORM.labelReducedFee, SPEAKER_FORM.yes);
  await answer(page, SPEAKER_FORM.labelTrp, SPEAKER_FORM.no);
  await answer(page, SPEAKER_FORM.labelServingResource, SPEAKER_FORM.yes);
}

/** On step 2: fills the biography step (biography, English, one association) and the topics step (Leading Change), ending on step 4. */
export async function fillBiographyAndTopics(page: Page) {
  await field(page, SPEAKER_FORM.labelBiography).fill('Founder of a harbour logistics firm who speaks on growth and resilience.');
  await tick(page, 'English');
  await tick(page, 'Leadership Speakers Guild');
  await next(page, 3);
  await tick(page, 'Leading Change');
  await next(page, 4);
}
