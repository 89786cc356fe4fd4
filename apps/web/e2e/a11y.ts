import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Asserts that axe-core finds no violation on the page as it is now. It runs under the app's CSP (no
 * bypassCSP): Playwright injects it through DevTools, which script-src does not govern, and its rules
 * touch no Trusted Types sink on our pages; the CSP fixture (./fixtures.ts) would report one.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
