import type { Page } from '@playwright/test';

/**
 * The elements of the page's main content that reach past the right edge of the screen (tag and start of their
 * text), as a person on a phone would find them cut off; an empty list when the page fits.
 */
export async function pastTheRightEdge(page: Page, root = 'main'): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll(`${selector}, ${selector} *`))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.right > window.innerWidth + 1;
        })
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
    root,
  );
}
