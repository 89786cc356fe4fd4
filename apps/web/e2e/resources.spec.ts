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
  // Issue 12: a gateway 500 on the save keeps what was typed and shows the server's message (spec 001
  // §8: resource saves throw the response data); the retry saves.
  let linkSaves = 0;
  await page.route('**/profiles/api/tools/save-Resource-links', (route) =>
    linkSaves++ === 0
      ? route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ title: 'Internal Server Error', status: 500, detail: 'The resources service is down.' }) })
      : route.continue(),
  );
  await links.getByRole('button', { name: 'Save link' }).click();
  await expect(links.getByText('The resources service is down.')).toBeVisible();
  await expect(links.getByLabel('Label')).toHaveValue(name);
  await expect(links.getByLabel('Link address')).toHaveValue('https://board.ypo.org/portal');
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

  // Display order of a category's links by keyboard: the first goes last (End on its Move handle), kept after a reload.
  const order = page.getByRole('region', { name: 'Link order' });
  await order.getByLabel('Category to order').selectOption({ label: 'Chapter Resources' });
  const grid = order.getByRole('grid', { name: 'Order of the links in Chapter Resources' });
  const firstHandle = grid.getByRole('button', { name: /^Move .*, position 1 of \d+$/ });
  const [, moved = '', count = ''] = /^Move (.*), position 1 of (\d+)$/.exec((await firstHandle.getAttribute('aria-label')) ?? '') ?? [];
  // The grid is one tab stop: a keyboard user comes to the row, then to its Move handle.
  await grid.getByRole('row').first().focus();
  await firstHandle.press('End');
  await expect(grid.getByRole('button', { name: `Move ${moved}, position ${count} of ${count}` })).toBeFocused();
  await order.getByRole('button', { name: 'Save link order' }).click();
  await expect(order.getByRole('button', { name: 'Save link order' })).toBeDisabled();
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Link order' });
  await reloaded.getByLabel('Category to order').selectOption({ label: 'Chapter Resources' });
  await expect(reloaded.getByRole('button', { name: `Move ${moved}, position ${count} of ${count}` })).toBeVisible();
  await expectAccessible(page);

  const context = await browser.newContext();
  const second = await context.newPage();
  await signInAt(second, '/resources', MEMBER);
  await expect(second.getByRole('region', { name: category }).getByRole('link', { name })).toBeVisible();
  await expect(second.getByRole('region', { name: 'Featured resources' }).getByRole('link', { name: tile })).toBeVisible();
  await expect(second.getByRole('region', { name: 'New category' })).toHaveCount(0);
  // My Quick Links are every member's own (Edit My Quick Links); no edit control of the resources page.
  await expect(second.getByRole('button', { name: /^Edit (?!My Quick Links)/ })).toHaveCount(0);
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
