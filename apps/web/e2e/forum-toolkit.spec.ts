import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { openSection } from './community-sections';
import { signInAt } from './sign-in';

// spec 001 §2, §5, §7: the forum toolkit on the forum page and the exercise page, with a forum member
// (Amara Okafor, member of Forum Blue Heron: docs/personas.md) against the sandbox's forum-toolkit domain.
const GATEWAY = 'http://127.0.0.1:4010';
const BLUE_HERON = '00000000-0000-4000-8000-00000000c301';

test.afterEach(async ({ request }) => {
  expect(await (await request.get(`${GATEWAY}/__sandbox/violations`)).json()).toEqual([]);
});

test('a forum member uses the toolkit: time filter, one exercise, sample agendas, a quick meeting, the case study page', async ({ page, request }) => {
  await request.post(`${GATEWAY}/__sandbox/reset`);
  await signInAt(page, `/forum/${BLUE_HERON}`, 'amara.okafor');
  await openSection(page, 'About');
  const toolkit = page.getByRole('region', { name: 'Forum toolkit' });
  await expect(toolkit.getByRole('heading', { level: 2, name: 'Forum toolkit' })).toBeVisible();
  const exercises = toolkit.getByRole('list', { name: 'Exercises' });
  await expect(exercises.getByText('Life Map Retreat')).toBeVisible();
  // The case study type is left out of the list: it has its own page.
  await expect(exercises.getByText('Family Business Crossroads')).toHaveCount(0);
  await expect(toolkit.getByRole('link', { name: 'Case Study' })).toBeVisible();
  await expectAccessible(page);

  // Time filter: 5 to 240, step 5 (a typed 28 snaps to 30).
  const time = toolkit.getByRole('textbox', { name: 'Longest exercise (minutes)' });
  await time.fill('28');
  await time.press('Tab');
  await expect(time).toHaveValue('30');
  await expect(exercises.getByText('Peaks and Valleys Check-in')).toBeVisible();
  await expect(exercises.getByText('Life Map Retreat')).toHaveCount(0);
  await expect(exercises.getByText('Succession Deep Dive')).toHaveCount(0);

  // Sample agendas and forum meetings from the static data files.
  await expect(toolkit.getByRole('heading', { name: 'Sample agendas' })).toBeVisible();
  await expect(toolkit.getByRole('list', { name: 'Monthly Forum Meeting' })).toBeVisible();
  await expect(toolkit.getByRole('list', { name: 'Forum meetings' }).getByText('Annual retreat')).toBeVisible();
  await expect(toolkit.getByRole('list', { name: 'Forum resources' }).getByRole('link', { name: 'Forum Toolkit Guide' })).toBeVisible();

  // Quick meeting: the agenda for 60 minutes, a name is required, then it is among my meetings.
  const length = toolkit.getByRole('textbox', { name: 'Meeting length (minutes)' });
  await length.fill('60');
  await length.press('Tab');
  const agenda = toolkit.getByRole('list', { name: 'Quick meeting agenda' });
  await expect(agenda.getByRole('listitem').first()).toBeVisible();
  await toolkit.getByRole('button', { name: 'Create quick meeting' }).click();
  await expect(toolkit.getByRole('alert')).toHaveText('Please enter a meeting name.');
  await toolkit.getByRole('textbox', { name: 'Meeting name' }).fill('November forum');
  await toolkit.getByRole('button', { name: 'Create quick meeting' }).click();
  const mine = toolkit.getByRole('list', { name: 'My meetings' });
  await expect(mine.getByText('November forum · 60 minutes')).toBeVisible();
  await expectAccessible(page);

  // One exercise at /forum/exercise/{type}: its details load through the one-exercise call.
  await toolkit.getByRole('link', { name: 'Deep Dive' }).click();
  await expect(page).toHaveURL(/\/forum\/exercise\/deep-dive$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deep Dive' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Deep Dive exercises' });
  await expect(list.getByText('Growth Without Burnout')).toBeVisible();
  await expect(list.getByText('Peaks and Valleys Check-in')).toHaveCount(0);
  await list.getByRole('button', { name: 'Show Succession Deep Dive' }).click();
  await expect(list.getByText('One member presents a succession question', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The case study page lists the type the toolkit leaves out.
  await page.getByRole('link', { name: 'Case Study' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Case Study' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Case Study exercises' }).getByText('Family Business Crossroads')).toBeVisible();
  await expectAccessible(page);

  // My meetings stay on the device across visits.
  await page.goto(`/forum/${BLUE_HERON}?section=about`);
  await expect(page.getByRole('list', { name: 'My meetings' }).getByText('November forum · 60 minutes')).toBeVisible();
});
