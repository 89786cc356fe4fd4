import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAt } from './sign-in';

// Issue 14, the event directory (spec 000 §2, 001 §2-§4, §9) on the sandbox's 300 events; Amara
// Okafor (docs/personas.md) is a Harbor City Chapter member with her own seeded registrations.
const GATEWAY = 'http://127.0.0.1:4010';
const MEMBER = 'amara.okafor';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

/** The number the results count shows ('11 results'). */
async function countOf(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /^\d+ results?$/ });
  await expect(status).toBeVisible();
  return Number((await status.textContent())?.split(' ')[0]);
}

/** The count a facet checkbox shows in its label ('In Person (228)'). */
async function facetCount(checkbox: Locator): Promise<number> {
  const label = await checkbox.evaluate((el) => el.closest('label')?.textContent ?? '');
  return Number(/\((\d+)\)/.exec(label)?.[1]);
}

/** A react-aria Switch: its visible label (the input itself is visually hidden). */
const switchNamed = (page: Page, name: string) => page.locator('label').filter({ has: page.getByRole('switch', { name, exact: true }) });

const cards = (page: Page) => page.getByRole('list', { name: 'Events' }).getByRole('article');

/** Picks `option` in the react-aria Select whose button `select` is. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a member filters by country then city, switches My Events, scrolls to the second page and clears all', async ({ page }) => {
  await signInAt(page, '/events', MEMBER);
  // Entering the directory goes to /events; the first load is the unfiltered events.
  await page.goto('/eventDirectory');
  await expect(page).toHaveURL('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Event Directory' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '300 results' })).toBeVisible();
  await expect(cards(page)).toHaveCount(50);
  await expectAccessible(page);

  // Harbor City Chapter meets in Harbor City, Atlantic, Harbor Isles (the sandbox's chapter homes).
  const panel = page.getByRole('region', { name: 'Filter / Sort' });
  await choose(page, panel.getByRole('button', { name: /Country$/ }), 'Harbor Isles');
  await expect.poll(() => countOf(page)).toBeLessThan(300);
  const inCountry = await countOf(page);
  for (const text of await cards(page).allTextContents()) expect(text).toContain('Harbor Isles');
  await choose(page, panel.getByRole('button', { name: /State\/Province\/Region$/ }), 'Atlantic');
  await choose(page, panel.getByRole('button', { name: /City$/ }), 'Harbor City');
  await expect(panel.getByRole('button', { name: /City$/ })).toHaveText(/Harbor City/);
  const inCity = await countOf(page);
  expect(inCity).toBeGreaterThan(0);
  expect(inCity).toBeLessThanOrEqual(inCountry);
  await expect(cards(page)).toHaveCount(inCity);
  for (const text of await cards(page).allTextContents()) expect(text).toContain('Harbor City, Atlantic, Harbor Isles');

  // My Events: only her registered and waitlisted events there (she is registered for the summit).
  await switchNamed(page, 'My Events').click();
  await expect(cards(page).filter({ hasText: 'Harbor City Leadership Summit' }).getByText('Registered', { exact: true })).toBeVisible();
  for (const text of await cards(page).allTextContents()) expect(text).toMatch(/Registered|Waitlisted/);
  await expectAccessible(page);

  // All countries, in person: more than one page of 50; scrolling loads the second page.
  await switchNamed(page, 'My Events').click();
  await choose(page, panel.getByRole('button', { name: /Country$/ }), 'Any Country');
  await expect(page.getByRole('status').filter({ hasText: '300 results' })).toBeVisible();
  const inPerson = panel.getByRole('checkbox', { name: /^In Person \(\d+\)$/ });
  const expected = await facetCount(inPerson);
  expect(expected).toBeGreaterThan(50);
  await panel.locator('label').filter({ hasText: /^In Person \(\d+\)$/ }).click();
  await expect(page.getByRole('status').filter({ hasText: `${expected} results` })).toBeVisible();
  await expect(cards(page)).toHaveCount(50);
  await cards(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 20_000);
  await expect(cards(page)).toHaveCount(Math.min(100, expected));
  for (const text of await cards(page).allTextContents()) expect(text).toContain('In Person');

  await panel.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByRole('status').filter({ hasText: '300 results' })).toBeVisible();
  await expect(inPerson).not.toBeChecked();
  await expect(cards(page)).toHaveCount(50);
});

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The keyboard never reached the control');
}

test('the Filter / Sort panel works with the keyboard alone', async ({ page }) => {
  await signInAt(page, '/events', MEMBER);
  await expect(page.getByRole('status').filter({ hasText: '300 results' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Filter / Sort' });

  // Sort: arrows move through the options.
  await tabTo(page, panel.getByRole('radio', { name: 'Recommended' }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('radio', { name: 'Event Name' })).toBeChecked();
  await expect(cards(page).first()).toBeVisible();
  const names = await cards(page).locator('h3').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  // Country by keyboard: open the select, move to Atlantica, choose it.
  const country = panel.getByRole('button', { name: /Country$/ });
  await tabTo(page, country);
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: 'Harbor Isles', exact: true });
  await expect(wanted).toBeVisible();
  for (let i = 0; i < 20 && !(await wanted.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(country).toHaveText(/Harbor Isles/);
  await expect.poll(() => countOf(page)).toBeLessThan(300);
  const inCountry = await countOf(page);

  // A facet checkbox with Space: its count is the new total.
  const topic = panel.getByRole('checkbox', { name: /^Leadership \(\d+\)$/ });
  const expected = await facetCount(topic);
  await tabTo(page, topic);
  await page.keyboard.press('Space');
  await expect(topic).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${expected} results?$`) })).toBeVisible();
  expect(expected).toBeLessThanOrEqual(inCountry);

  // Clear All with Enter.
  await tabTo(page, panel.getByRole('button', { name: 'Clear All' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '300 results' })).toBeVisible();
  await expectAccessible(page);
});
