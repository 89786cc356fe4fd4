import { expect, type Page } from '@playwright/test';

/** The section tabs of a community page (features/communities/sections.ts). */
export const sectionTabs = (page: Page) => page.getByRole('tablist', { name: 'Community sections' });

/** Opens a section of the community page as a reader does: its tab ('Feed', 'Featured', 'About', 'Files', 'Admin tools', ...). */
export async function openSection(page: Page, name: string): Promise<void> {
  const tab = sectionTabs(page).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Switches a community admin's page to Admin View and opens its Admin tools section. */
export async function openAdminTools(page: Page): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Community view' }).getByRole('radio', { name: 'Admin View' }).click();
  await openSection(page, 'Admin tools');
}
