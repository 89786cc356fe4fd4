import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { signInAnother, signInAt } from './sign-in';

// Issue 17, the waiver lists (spec 002 §2, §4, §6-§9), personas of docs/personas.md: Bruno Lindqvist
// (chapter officer of Harbor City Chapter), Esperanza Ruiz (regional officer), Farid Haddad (PRP
// member), Greta Novak (PRP admin) and Amara Okafor (member, no waiver role). The sandbox seeds 25
// waivers for Harbor City Chapter in every status and workflow key; it is reset around each test.
const GATEWAY = 'http://127.0.0.1:4010';
const HARBOR_CITY = '00000000-0000-4000-8000-00000000c101';
const LIST = 'Waivers';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${GATEWAY}/__sandbox/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
  await request.post(`${GATEWAY}/__sandbox/reset`);
});

/** The rows' names (their headings), in order. */
const namesOf = async (list: Locator) => (await list.getByRole('heading', { level: 2 }).allTextContents()).map((name) => name.trim());

/** Chooses `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a chapter officer pages the chapter list by 20, filters, sorts and searches it, and gets Request Waiver for a prospect with no waiver', async ({ page }) => {
  await signInAt(page, `/chapterWaiver/${HARBOR_CITY}`, 'bruno.lindqvist');
  await expect(page.getByRole('heading', { level: 1, name: 'Chapter Waivers' })).toBeVisible();
  const list = page.getByRole('list', { name: LIST });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(list.getByText('Harbor City Chapter').first()).toBeVisible();
  const request = list.getByRole('link', { name: /^Request Waiver: / }).first();
  await expect(request).toHaveAttribute('href', new RegExp(`^/waiverForm\\?communityId=${HARBOR_CITY}&leadId=[0-9a-f-]{36}$`));
  await expect(list.getByRole('link', { name: 'Ingrid Solberg' })).toHaveAttribute('href', /^\/waiverFormCommon\/chapter\?leadId=7b000000-0000-4000-8000-000000000001/);
  await expectAccessible(page);

  // spec 002 §4, §9: a full page of 20 means more; the next page is shorter and the last. Below Load more the infinite
  // scroll's sentinel loads the next page as soon as it scrolls into view, which bringing the button into view may
  // do first: either brings it (the button alone is tested in waiver-list-page.test.tsx).
  const more = page.getByRole('button', { name: 'Load more waivers' });
  await more.scrollIntoViewIfNeeded();
  if ((await list.getByRole('listitem').count()) === 20) await more.click({ timeout: 3_000 }).catch(() => undefined);
  await expect(list.getByRole('listitem')).toHaveCount(25);
  await expect(page.getByRole('button', { name: 'Load more waivers' })).toHaveCount(0);

  // Filter Send To PRP: every row is with the panel, sent or resent via the region.
  await choose(page, 'Filter', 'Send To PRP');
  await expect(list.getByText('Submit', { exact: true })).toHaveCount(0);
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect
    .poll(async () => (await list.locator('dd').allTextContents()).filter((text) => text === 'Send to PRP' || text === 'SEND TO PRP').length)
    .toBe(await list.getByRole('listitem').count());
  await expect(list.getByRole('link', { name: /^Request Waiver: / })).toHaveCount(0);

  // Sort by first name over every waiver again.
  await choose(page, 'Filter', 'All waivers');
  await choose(page, 'Sort by', 'First Name');
  await expect(list.getByRole('listitem')).toHaveCount(20);
  const names = await namesOf(list);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  // Search (spec 002 §7: search/{viewType}).
  await page.getByRole('searchbox', { name: 'Search waivers' }).fill('Solberg');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: 'Ingrid Solberg' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Show all waivers' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(20);
});

test('the regional officer, the PRP member and the PRP admin each see their list, without the chapter form', async ({ page, browser }) => {
  await signInAt(page, '/peerReviewPanel', 'farid.haddad');
  await expect(page.getByRole('heading', { level: 1, name: 'Peer Review Panel' })).toBeVisible();
  const list = page.getByRole('list', { name: LIST });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('link', { name: /^Request Waiver: / })).toHaveCount(0);
  await expect(list.getByRole('link').first()).toHaveAttribute('href', /^\/waiverFormCommon\/prpMember\?leadId=/);
  await expectAccessible(page);

  const adminPage = await signInAnother(browser, '/peerReviewPanelAdmin', 'greta.novak');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Peer Review Panel Admin' })).toBeVisible();
  const all = adminPage.getByRole('list', { name: LIST });
  await expect(all.getByRole('listitem')).toHaveCount(20);
  await expect(adminPage.getByRole('button', { name: 'Load more waivers' })).toBeVisible();
  await choose(adminPage, 'Filter', 'Resend To PRP');
  await expect(all.getByText('Submit', { exact: true })).toHaveCount(0);
  await expect(all.getByText('Resend to PRP', { exact: true }).first()).toBeVisible();
  await expect.poll(() => all.getByText('Resend to PRP', { exact: true }).count()).toBe(await all.getByRole('listitem').count());
  await expectAccessible(adminPage);
  await adminPage.context().close();

  const regionPage = await signInAnother(browser, '/regionalWaiver', 'esperanza.ruiz');
  await expect(regionPage.getByRole('heading', { level: 1, name: 'Regional Waivers' })).toBeVisible();
  const regional = regionPage.getByRole('list', { name: LIST });
  await expect(regional.getByRole('listitem').first()).toBeVisible();
  // spec 002 §4: a region sees a waiver once the chapter submitted it, never a draft.
  await expect(regional.getByText('Request Waiver', { exact: true })).toHaveCount(0);
  await expect(regional.getByText('Waiver Pending', { exact: true })).toHaveCount(0);
  await expectAccessible(regionPage);
  await regionPage.context().close();
});

test("a member with no waiver role gets 'Insufficient permissions to view waiverList'", async ({ page }) => {
  await signInAt(page, '/peerReviewPanelAdmin', 'amara.okafor');
  await expect(page.getByRole('alert')).toHaveText('Insufficient permissions to view waiverList');
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await expectAccessible(page);
});
