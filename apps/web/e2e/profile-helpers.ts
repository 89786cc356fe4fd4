// Helpers of the member profile's E2E specs (member-profile*.spec.ts).
import type { Locator, Page } from '@playwright/test';

/** Chooses `option` in the dialog's select labelled `label` (react-aria Select: its button, then the option). */
export async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
