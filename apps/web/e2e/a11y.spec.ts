import { expectAccessible } from './a11y';
import { expect, test } from './fixtures';

// The accessibility check every end-to-end test runs (./a11y.ts) must fail on a violation, or it proves nothing.
test('the axe check passes on a clean page and fails on an image without a text alternative, naming it', async ({ page }) => {
  await page.goto('/errorPage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'no-alternative';
    image.src = '/favicon.svg';
    document.querySelector('main')?.append(image);
  });
  const failure = await expectAccessible(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('#no-alternative');
});
