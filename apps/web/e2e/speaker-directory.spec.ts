import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAt } from './sign-in';
import { pastTheRightEdge } from './support/fits-screen';

// Issue 16, the Speaker Directory and the CFF Directory (spec 002 §2-§5, §9) on the sandbox's seeded
// speakers (61 approved speakers with the regional officer persona, Esperanza Ruiz, an approved member speaker; 20 CFFs); Amara Okafor (docs/personas.md) is a member.
const GATEWAY = 'http://127.0.0.1:4010';
const MEMBER = 'amara.okafor';
const DIRECTORY = '/speakerPage/speakerDirectory';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

/** The number the results count shows ('23 speakers'). */
async function countOf(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /^\d+ speakers?$/ });
  await expect(status).toBeVisible();
  return Number((await status.textContent())?.split(' ')[0]);
}

/** Clicks the label of a react-aria checkbox (its input is visually hidden). */
const tick = (checkbox: Locator) => checkbox.locator('xpath=ancestor::label').click();

/** The count a filter checkbox shows in its label ('Japan (4)'). */
async function facetCount(checkbox: Locator): Promise<number> {
  const label = await checkbox.evaluate((el) => el.closest('label')?.textContent ?? '');
  return Number(/\((\d+)\)\s*$/.exec(label)?.[1]);
}

const cards = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('article');

test('a member searches the speaker directory with the type-ahead and a filter, opens a card, and finds the filters kept on return', async ({ page }) => {
  await signInAt(page, DIRECTORY, MEMBER);
  await expect(page.getByRole('heading', { level: 1, name: 'Speaker Directory' })).toBeVisible();
  await expect.poll(() => countOf(page)).toBe(61);
  // 10 per step: the first 10, then 10 more per 'Load more' or per scroll to the end of the list.
  const shown = await cards(page, 'Speaker Directory').count();
  expect(shown % 10).toBe(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => cards(page, 'Speaker Directory').count()).toBeGreaterThanOrEqual(shown + 10);

  // Type-ahead: a name, and a topic to filter by.
  const search = page.getByRole('combobox', { name: 'Search speakers' });
  await search.pressSequentially('Tanaka');
  await expect(page.getByRole('option', { name: 'Hiroshi Tanaka (Speakers)' })).toBeVisible();
  await search.fill('');
  await search.pressSequentially('Leadersh');
  await page.getByRole('option', { name: 'Leadership (Topics)', exact: true }).click();
  const topicsGroup = page.getByRole('group', { name: 'Topics' });
  const leadership = topicsGroup.getByRole('checkbox', { name: /^Leadership \(\d+\)$/ });
  await expect(leadership).toBeChecked();
  const inTopic = await facetCount(leadership);
  await expect.poll(() => countOf(page)).toBe(inTopic);
  expect(inTopic).toBeLessThan(61);

  // A country narrows it further: the count equals the checkbox's.
  const country = page.getByRole('group', { name: 'Country' }).getByRole('checkbox').first();
  const inCountry = await facetCount(country);
  const countryName = (await country.evaluate((el) => el.closest('label')?.textContent ?? '')).replace(/\s*\(\d+\)\s*$/, '');
  await tick(country);
  await expect.poll(() => countOf(page)).toBe(inCountry);
  for (const text of await cards(page, 'Speaker Directory').allTextContents()) expect(text).toContain(countryName);

  // A card opens the speaker's profile.
  const first = cards(page, 'Speaker Directory').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/speakerPage\/speakerProfile\?id=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('ypo.filters.speakerView'))).toMatch(/"approvalStatus":"A"/);

  // Away and back: the filters of this session are restored.
  await page.goto('/home');
  await page.goto(DIRECTORY);
  await expect.poll(() => countOf(page)).toBe(inCountry);
  await expect(page.getByRole('group', { name: 'Topics' }).getByRole('checkbox', { name: /^Leadership \(\d+\)$/ })).toBeChecked();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect.poll(() => countOf(page)).toBe(61);
});

test('the CFF directory lists only CFFs with their fields, and the region filter works', async ({ page }) => {
  await signInAt(page, DIRECTORY, MEMBER);
  await page.getByRole('link', { name: 'Go to the CFF Directory' }).click();
  await expect(page).toHaveURL('/speakerPage/searchSpeakers?speakersWhoAre=IsCFFSpeaker');
  await expect(page.getByRole('heading', { level: 1, name: 'CFF Directory' })).toBeVisible();
  await expect.poll(() => countOf(page)).toBe(20);
  const list = cards(page, 'CFF Directory');
  await expect.poll(() => list.count()).toBeGreaterThanOrEqual(10);
  // On a phone the directory fits the screen: the search, its button and the filters wrap, nothing is cut off.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await pastTheRightEdge(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const text of await list.allTextContents()) {
    expect(text).toContain('forum programs');
    expect(text).toContain('Certified forum facilitator');
    expect(text).toMatch(/\$[\d,]+/);
  }
  await expectAccessible(page);

  const region = page.getByRole('group', { name: 'CFF Region' }).getByRole('checkbox').first();
  const inRegion = await facetCount(region);
  const regionName = (await region.evaluate((el) => el.closest('label')?.textContent ?? '')).replace(/\s*\(\d+\)\s*$/, '');
  await tick(region);
  await expect.poll(() => countOf(page)).toBe(inRegion);
  expect(inRegion).toBeLessThan(20);
  for (const text of await list.allTextContents()) expect(text).toContain(regionName);

  // A CFF card opens the CFF profile.
  const first = list.first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/speakerPage\/speakerProfile\?id=.*speakersWhoAre=IsCFFSpeaker/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
