import { expect, type Locator, type Page } from '@playwright/test';

/** The posts of the page's activity feed (replies are not posts of the feed). */
export const feedPosts = (page: Page): Locator => page.getByRole('feed').getByRole('article');

/**
 * Brings the activity feed to the top of the viewport (it sits under the page's featured items and
 * content) and waits for its first post: the newest posts are then in the DOM.
 */
export async function showFeed(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Activity feed' }).scrollIntoViewIfNeeded();
  await page.getByRole('heading', { name: 'Activity feed' }).evaluate((heading) => heading.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await expect(feedPosts(page).first()).toBeVisible();
}

/**
 * The feed's post holding `text`. The feed keeps only the posts near the viewport in the DOM, so an
 * older post is found the way a reader finds it: by scrolling down until it shows (most of a screen at a
 * time, each step once the page has drawn it; the next page of posts loads on the way).
 */
export async function postInFeed(page: Page, text: string): Promise<Locator> {
  await expect(feedPosts(page).first()).toBeVisible();
  await page.getByRole('feed').evaluate((feed) => feed.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const post = feedPosts(page).filter({ hasText: text }).first();
  const step = Math.round((await page.evaluate(() => window.innerHeight)) * 0.75);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ((await post.count()) > 0) {
      try {
        await post.scrollIntoViewIfNeeded({ timeout: 2000 });
        await expect(post).toBeVisible({ timeout: 2000 });
        return post;
      } catch {
        // The window moved under it; look again.
      }
    }
    await page.mouse.wheel(0, step);
    // Two frames: the scroll event, then the virtual list's render of the posts it brought into view.
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  }
  throw new Error(`No post with "${text}" in the feed.`);
}
