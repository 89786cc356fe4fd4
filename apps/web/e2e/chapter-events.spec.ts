import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';
import { openAdminTools } from './community-sections';
import { signInAt } from './sign-in';

// spec 001 §2, §3, §5, §7, §8, §9 and 002 §9 (issue 14, chapter events and attendees), against the
// stateful sandbox (mocks/src/sandbox/domains/events.ts). Bruno Lindqvist (chapter-manager) is the admin
// of Harbor City Chapter (docs/personas.md); the Leadership Summit has 23 registered attendees.
const HARBOR_ID = '00000000-0000-4000-8000-00000000c101';
const HARBOR_CITY = `/chapter/${HARBOR_ID}`;
const SUMMIT = 'e0000000-0000-4000-8000-000000000001';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c80000000049454e44ae426082', 'hex');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an officer creates a chapter event (a failed save keeps the form), launches it, and it shows in the chapter’s events', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Harbor City Regatta ${Date.now().toString(36)}`;
  // Half a year from the day the test runs: upcoming whatever the date (docs/testing.md, "Dates").
  const day = new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);
  await signInAt(page, HARBOR_CITY, 'bruno.lindqvist');
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor City Chapter' })).toBeVisible();
  await openAdminTools(page);
  const events = page.getByRole('region', { name: 'Chapter events' });
  await expect(events.getByRole('heading', { name: 'Next board meeting' })).toBeVisible();
  await expect(events.getByRole('link', { name: /Harbor City Board Meeting/ }).first()).toBeVisible();
  await expectAccessible(page);
  // The champion event form (the ChampsEvent route) is one link away too.
  await expect(events.getByRole('link', { name: 'Create a champion event' })).toHaveAttribute('href', `/champs-event/${HARBOR_ID}`);
  await events.getByRole('link', { name: 'Create a chapter event' }).click();
  await expect(page).toHaveURL(`/chapter-event/${HARBOR_ID}`);
  const form = page.getByRole('form', { name: 'Create a chapter event' });
  await expect(form.getByLabel('Event name')).toBeVisible();

  // Bad input: the spec's texts, nothing sent, nothing typed lost.
  await form.getByLabel('Event name').fill(name);
  await form.getByLabel('Starts').fill(`${day}T10:00`);
  await form.getByLabel('Ends').fill(`${day}T09:00`);
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form.getByText('Invalid Date Range')).toBeVisible();
  await expect(form.getByText('Please select a time zone.')).toBeVisible();
  await expect(form.getByText('Please enter the city.')).toBeVisible();
  await expect(form.getByLabel('Event name')).toHaveValue(name);
  await expect(form.getByLabel('Starts')).toHaveValue(`${day}T10:00`);
  await expectAccessible(page);

  await form.getByLabel('Ends').fill(`${day}T16:00`);
  await choose(page, 'Time zone', '(UTC-05:00) Eastern Standard Time');
  await form.getByLabel('City').fill('Harbor City');
  await form.getByLabel('Country').fill('Harbor Isles');
  await choose(page, 'Bringing a spouse/partner', 'Yes');
  // The attachment goes through the one upload engine (uploads call) before the save.
  await form.locator('input[type="file"]').setInputFiles({ name: 'course-map.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('list', { name: 'Attachments' }).getByText('course-map.png')).toBeVisible();

  // The events system fails once: the spec's text, and the form stays as typed.
  let failed = 0;
  await page.route('**/events/api/chapterevent/create-cvent', async (route) => {
    if (failed > 0) return route.fallback();
    failed += 1;
    return route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Internal Server Error', status: 500 }) });
  });
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form.getByText('Something went wrong, please try again later.')).toBeVisible();
  expect(failed).toBe(1);
  await expect(form.getByLabel('Event name')).toHaveValue(name);
  await expect(form.getByLabel('City')).toHaveValue('Harbor City');
  await expect(form.getByText('course-map.png')).toBeVisible();

  const created = page.waitForResponse((res) => res.url().includes('/chapterevent/create-cvent') && res.request().method() === 'POST');
  await form.getByRole('button', { name: 'Create event' }).click();
  const answer = await created;
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { id: string; startDateTime: string; attachments: { name: string; url: string }[] };
  expect(body.startDateTime).toBe(`${day}T10:00:00-05:00`);
  expect(body.attachments).toEqual([{ name: 'course-map.png', url: expect.stringContaining('/__sandbox/media/') }]);
  await expect(form.getByText('The event is created. Launch it to show it in the chapter’s events.')).toBeVisible();

  // Not launched: the chapter's events (in a second tab) do not list it yet; launched, they do.
  const other = await page.context().newPage();
  const communityEvents = async () => {
    await other.goto(HARBOR_CITY);
    await openAdminTools(other);
    const list = other.getByRole('region', { name: 'Chapter events' }).getByRole('list', { name: 'Community events' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    return list;
  };
  await expect((await communityEvents()).getByText(name)).toHaveCount(0);
  // The admin's own list has it from the start, marked by nothing but its name.
  await expect(other.getByRole('list', { name: 'Harbor City Chapter chapter events' }).getByRole('link', { name: new RegExp(name) })).toBeVisible();
  await form.getByRole('button', { name: 'Launch event' }).click();
  await expect(form.getByText('The event is launched.')).toBeVisible();
  await expect(form.getByRole('link', { name: 'View attendees' })).toHaveAttribute('href', `/eventAttendees/${body.id}`);
  await expectAccessible(page);
  await expect((await communityEvents()).getByText(name)).toBeVisible();
  await expectAccessible(other);
});

test("the attendees page lists 'last, first', 5 at a time as it scrolls, and downloads the spreadsheet", async ({ page }) => {
  await signInAt(page, `/eventAttendees/${SUMMIT}`, 'bruno.lindqvist');
  const list = page.getByRole('list', { name: 'Attendees' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const shown = async () => list.getByRole('listitem').allTextContents();
  const first = await shown();
  expect(first.length % 5).toBe(0);
  expect(first.length).toBeLessThan(23);
  for (const entry of first) expect(entry).toMatch(/^[^,]+, .+$/);
  const keys = first.map((entry) => entry.toLocaleLowerCase('en'));
  expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await expect(page.getByText(`${first.length} of 23`)).toBeVisible();
  await expectAccessible(page);

  // Scrolling to the end shows the next 5, until all 23 are there.
  await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect.poll(async () => (await shown()).length).toBeGreaterThan(first.length);
  for (let i = 0; i < 6 && (await shown()).length < 23; i += 1) await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(list.getByRole('listitem')).toHaveCount(23);
  await expect(page.getByRole('button', { name: 'Show more attendees' })).toHaveCount(0);
  const all = (await shown()).map((entry) => entry.toLocaleLowerCase('en'));
  expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download attendees' }).click();
  expect((await download).suggestedFilename()).toBe('Harbor City Leadership Summit attendees.xlsx');
});
