// Windowing of the activity feed (issue 11: 'a feed of 1,000 posts keeps the DOM bounded'): only the
// posts near the viewport are in the DOM; the others are stood in for by the list's padding, at their
// measured height once they have been seen, else at an estimate.

/** The posts to render, and the space the others take above and below them. */
export interface WindowRange {
  /** Index of the first post rendered. */
  readonly start: number;
  /** Index after the last post rendered (`start === end`: none). */
  readonly end: number;
  /** Height of the posts before `start` (px). */
  readonly before: number;
  /** Height of the posts from `end` on (px). */
  readonly after: number;
}

/** Input of {@link windowRange}. */
export interface WindowInput {
  /** Height of each item (px), measured or estimated. */
  readonly heights: readonly number[];
  /** Top of the viewport, from the top of the list (px; negative while the list starts below it). */
  readonly viewportTop: number;
  readonly viewportHeight: number;
  /** Extra height rendered above and below the viewport (px), so a scroll shows no blank space. */
  readonly overscan: number;
}

/** Which items of a list intersect the viewport grown by `overscan` on both sides; at least one item when there is any. */
export function windowRange({ heights, viewportTop, viewportHeight, overscan }: WindowInput): WindowRange {
  const top = viewportTop - overscan;
  const bottom = viewportTop + viewportHeight + overscan;
  let offset = 0;
  let start = -1;
  let end = heights.length;
  let before = 0;
  for (let index = 0; index < heights.length; index++) {
    const height = Math.max(0, heights[index] ?? 0);
    if (start === -1 && offset + height > top) {
      start = index;
      before = offset;
    }
    if (start !== -1 && offset >= bottom && index > start) {
      end = index;
      break;
    }
    offset += height;
  }
  if (start === -1) {
    // The viewport is below every item: keep the last one, so the list still ends where it did.
    start = Math.max(0, heights.length - 1);
    before = heights.slice(0, start).reduce((sum, height) => sum + Math.max(0, height), 0);
  }
  const total = heights.reduce((sum, height) => sum + Math.max(0, height), 0);
  const rendered = heights.slice(start, end).reduce((sum, height) => sum + Math.max(0, height), 0);
  return { start, end: Math.max(start, end), before, after: Math.max(0, total - before - rendered) };
}
