import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** What one violation says: the rule, its impact and the elements it found. */
interface Found {
  readonly id: string;
  readonly impact: string | null | undefined;
  readonly targets: readonly string[];
}

/**
 * Asserts that axe-core finds no violation on the page as it is now (every rule axe runs by default, as
 * @axe-core/playwright runs them). axe runs in the page in one pass: its source is put there through
 * DevTools (once per document; the Content-Security-Policy's script-src does not govern it, so it runs under
 * the app's policy, and its rules touch no Trusted Types sink on our pages: the CSP fixture, ./fixtures.ts,
 * would report one), and only violations are collected. @axe-core/playwright's two-step run (partial
 * results, then a blank page to merge them, for cross-origin frames our pages do not have) took about twice
 * as long per check, on every check of the suite.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!loaded) await page.evaluate(`${axe.source};void 0`);
  const found = await page.evaluate(async (): Promise<Found[]> => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const { violations } = await inPage.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  const summary = found.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
