import { expect, test } from './fixtures';
import { signInAt } from './sign-in';

// Issue 28: the header in one row from 1024 px up (brand, Search, the main menu in the spec's order, the messenger
// badge, the notifications bell, the account menu), the compact menu below that; nothing overlaps at any width.
for (const width of [1024, 1280, 1440, 1920]) {
  test(`the header is one row with nothing overlapping at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAt(page, '/home', 'chen.weiling');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /^Account menu/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Messenger/ })).toBeVisible();
    const layout = await banner.evaluate((header) => {
      const boxes = [...header.children]
        .map((child) => child.getBoundingClientRect())
        // What shows: the skip link waits above the window until it has focus.
        .filter((box) => box.width > 1 && box.height > 1 && box.bottom > 0);
      return { height: header.getBoundingClientRect().height, boxes: boxes.map((b) => ({ left: b.left, right: b.right, top: b.top, bottom: b.bottom })), scrollWidth: document.documentElement.scrollWidth };
    });
    // One row: every part of the header shares the row (their vertical middles within a few pixels of each other).
    expect(layout.height).toBeLessThanOrEqual(64);
    const middles = layout.boxes.map((b) => (b.top + b.bottom) / 2);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(8);
    // Left to right without overlap, and nothing wider than the window.
    const sorted = [...layout.boxes].sort((a, b) => a.left - b.left);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.left).toBeGreaterThanOrEqual(sorted[i - 1]!.right - 0.5);
    expect(layout.scrollWidth).toBeLessThanOrEqual(width);
  });
}

test('below 1024 px the main menu and the account menu are behind the menu button, in one row', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await signInAt(page, '/home', 'chen.weiling');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(banner.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(64);
});
