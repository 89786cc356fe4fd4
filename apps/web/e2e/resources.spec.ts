import { expect, test } from './fixtures';
import { expectAccessible } from './a11y';
import { signInAt } from './sign-in';

// docs/personas.md: staff (Team Member) edit the resources page (the sandbox's canEditResourceLinks); a member only reads it.
const EDITOR = 'sofia.marchetti';
const MEMBER = 'amara.okafor';

test('an editor adds a category, a link in it and a tile; a member sees them and no edit control', async ({ page, browser }) => {
  await signInAt(page, '/resources', EDITOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chapter Resources' }).getByRole('link', { name: 'Chapter Handbook' })).toBeVisible();
  await expectAccessible(page);

  // spec 001 §5: the category title is required.
  const categories = page.getByRole('region', { name: 'New category' });
  await categories.getByRole('button', { name: 'Save category' }).click();
  await expect(categories.getByText('Please enter the title for category.')).toBeVisible();
  // The sandbox keeps its state while it runs: fresh names per run.
  const run = Date.now().toString(36);
  const category = `Board Tools ${run}`;
  await categories.getByLabel('Category title').fill(category);
  await categories.getByRole('button', { name: 'Save category' }).click();
  await expect(categories.getByLabel('Category title')).toHaveValue('');

  const links = page.getByRole('region', { name: 'New resource link' });
  await links.getByLabel('Category').selectOption({ label: category });
  await links.getByLabel('Link address').fill('not an address');
  await links.getByRole('button', { name: 'Save link' }).click();
  await expect(links.getByText('Please enter the label for resource link.')).toBeVisible();
  await expect(links.getByText('Please enter a valid url.')).toBeVisible();
  const name = `Board Portal ${run}`;
  await links.getByLabel('Label').fill(name);
  await links.getByLabel('Link address').fill('https://board.ypo.org/portal');
  await links.getByRole('button', { name: 'Save link' }).click();
  await expect(page.getByRole('region', { name: category }).getByRole('link', { name })).toHaveAttribute('href', 'https://board.ypo.org/portal');

  const tiles = page.getByRole('region', { name: 'Advertisement tiles' });
  const tile = `Spring Summit ${run}`;
  await tiles.getByRole('radio', { name: 'Button' }).check({ force: true });
  await tiles.getByLabel('Tile address').fill('https://events.ypo.org/spring');
  await tiles.getByLabel('Tile text').fill(tile);
  await tiles.getByRole('button', { name: 'Add tile' }).click();
  await tiles.getByRole('button', { name: 'Save tiles' }).click();
  await expect(page.getByRole('region', { name: 'Featured resources' }).getByRole('link', { name: tile })).toBeVisible();
  await expectAccessible(page);

  const context = await browser.newContext();
  const second = await context.newPage();
  await signInAt(second, '/resources', MEMBER);
  await expect(second.getByRole('region', { name: category }).getByRole('link', { name })).toBeVisible();
  await expect(second.getByRole('region', { name: 'Featured resources' }).getByRole('link', { name: tile })).toBeVisible();
  await expect(second.getByRole('region', { name: 'New category' })).toHaveCount(0);
  await expect(second.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  // Filter by text, then by type icon.
  await second.getByRole('searchbox', { name: 'Filter resources' }).fill(run);
  await expect(second.getByRole('region', { name: 'Chapter Resources' })).toHaveCount(0);
  await expect(second.getByRole('region', { name: category })).toBeVisible();
  await second.getByRole('searchbox', { name: 'Filter resources' }).fill('');
  await second.getByRole('checkbox', { name: 'Images' }).check({ force: true });
  await expect(second.getByRole('region', { name: category })).toHaveCount(0);
  await expect(second.getByRole('main').getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', 'https://connect.example/legal/cookie-policy');
  await expectAccessible(second);
  await context.close();
});
